/**
 * Every DomainError code with its HTTP status and default message: the one place where
 * service-level failures become HTTP answers. Modules add their codes here.
 */
export const DOMAIN_ERRORS = {
  NOT_FOUND: { status: 404, message: 'Not found' },
  FORBIDDEN: { status: 403, message: 'You are not allowed to do this' },
  CONFLICT: { status: 409, message: 'The resource changed; reload and try again' },
} as const satisfies Record<string, { status: number; message: string }>;

export type DomainErrorCode = keyof typeof DOMAIN_ERRORS;
