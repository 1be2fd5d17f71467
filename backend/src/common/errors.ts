/**
 * The one error body of the API: { statusCode, error, code, message, errors?: [{ field, message }] }.
 * `code` is stable and machine-readable (ERROR_CODES in @vineyard/domain); `message` is for players.
 * The mapping of every code to its status and default message is in domain-error-map.ts.
 */
import type { Decision, ErrorCode } from '@vineyard/domain';

export interface FieldError {
  field: string;
  message: string;
}

export interface ErrorBody {
  statusCode: number;
  error: string;
  code: ErrorCode;
  message: string;
  errors?: FieldError[];
}

export const STATUS_TEXT = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
} as const;

/** The statuses the API answers errors with. */
export type ErrorStatus = keyof typeof STATUS_TEXT;

export function isErrorStatus(status: number): status is ErrorStatus {
  return Object.prototype.hasOwnProperty.call(STATUS_TEXT, status);
}

export interface DomainErrorDetails {
  /** replaces the code's default message (e.g. one that names an amount or a date) */
  message?: string;
  /** the fields at fault; a 400 lists them */
  errors?: FieldError[];
  /** seconds, sent as the Retry-After header (429) */
  retryAfter?: number;
}

/**
 * What services throw when a request cannot be served: a code of ERROR_CODES, never an HTTP
 * status. The exception filter maps the code to its status and message through DOMAIN_ERRORS
 * (domain-error-map.ts), which tsc holds exhaustive over the codes.
 */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly details: DomainErrorDetails = {},
  ) {
    super(details.message ?? code);
    this.name = 'DomainError';
  }
}

/**
 * The plan of a decision of libs/domain (src/decisions), or its refusal thrown as the DomainError
 * with the same code, message and fields.
 */
export function decided<P>(decision: Decision<P>): P {
  if (!decision.ok)
    throw new DomainError(decision.code, {
      message: decision.message,
      errors: decision.errors?.map((e) => ({ field: e.field, message: e.message })),
    });
  return decision;
}

/** A DomainError about one field: the message is both the body's and the field's. */
export function fieldError(code: ErrorCode, field: string, message: string): DomainError {
  return new DomainError(code, { message, errors: [{ field, message }] });
}

const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08003',
  '08006',
  '08001',
  '08004',
  // read_only_sql_transaction: a write reached a node that is (now) a standby — a demoted primary
  // behind a one-host URL during a failover; the next connection finds the promoted one
  '25006',
]);

/**
 * TypeORM marks a query runner released when its connection emits an error (the server went away
 * mid-transaction), and the transaction's next statement then throws one of these instead of pg's
 * error. Our code never holds a query runner past its transaction, so they mean a lost connection.
 */
const RELEASED_RUNNER_ERRORS = new Set(['QueryRunnerAlreadyReleasedError', 'QueryRunnerProviderAlreadyReleasedError']);

/** True when an error means the database cannot be reached right now (answer 503, not 500). */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const e = current as { code?: string; name?: string; message?: string; driverError?: unknown; cause?: unknown };
    if (e.code && CONNECTION_ERROR_CODES.has(e.code)) return true;
    if (e.name && RELEASED_RUNNER_ERRORS.has(e.name)) return true;
    if (
      typeof e.message === 'string' &&
      /Connection terminated|timeout exceeded when trying to connect|Connection refused|the database system is (shutting down|starting up)|is not queryable/i.test(
        e.message,
      )
    ) {
      return true;
    }
    current = e.driverError ?? e.cause;
  }
  return false;
}

/** PostgreSQL's deadlock_detected and serialization_failure: the transaction may simply be run again. */
const RETRYABLE_CODES = new Set(['40P01', '40001']);

/** The SQLSTATE of a database error (pg's, or TypeORM's wrapper of it), if any. */
export function sqlState(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const e = current as { code?: unknown; driverError?: unknown; cause?: unknown };
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
    current = e.driverError ?? e.cause;
  }
  return undefined;
}

/**
 * A wait the connection's bounds cut short (database/options.ts): lock_not_available (55P03,
 * lock_timeout) is `lock`, query_canceled (57014, statement_timeout) is `statement`.
 */
export function boundedWait(error: unknown): 'lock' | 'statement' | undefined {
  const code = sqlState(error);
  if (code === '55P03') return 'lock';
  if (code === '57014') return 'statement';
  return undefined;
}

export function isRetryableConflict(error: unknown): boolean {
  const code = sqlState(error);
  return code !== undefined && RETRYABLE_CODES.has(code);
}
