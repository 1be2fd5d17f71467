import { MESSAGES } from '@vineyard/domain';
import {
  isApiErrorBody,
  isApiHttpError,
  isApiQueryError,
  type ApiErrorBody,
  type ApiFieldError,
} from '../../api/errors';
import { addAlert, type AlertInput } from './alertsSlice';

/** The request never reached the server (network down, DNS, CORS) or timed out. */
export function isConnectionError(error: unknown): boolean {
  return isApiQueryError(error) && (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR');
}

/** HTTP status of a server answer, or null for client-side failures. */
export function apiErrorStatus(error: unknown): number | null {
  if (isApiHttpError(error)) return error.status;
  if (isApiQueryError(error) && error.status === 'PARSING_ERROR') return error.originalStatus;
  return null;
}

/**
 * The server's error body. Failures from the base query carry it checked already; the guard
 * stays for values built elsewhere (tests, a hand-made `{ status, data }`).
 */
function serverBody(error: unknown): ApiErrorBody | null {
  return isApiHttpError(error) && isApiErrorBody(error.data) ? error.data : null;
}

/** The server's machine-readable reason (`LISTING_EXPIRED`), when it sent one. */
export function apiErrorCode(error: unknown): string | null {
  return serverBody(error)?.code ?? null;
}

/**
 * The helpers below take `unknown`: a hook's `error` is an `ApiQueryError` (or RTK's
 * `SerializedError`), and what `unwrap()` rejects with reaches a `catch` untyped.
 *
 * The text to show for a failed call: the connection message when the server was never
 * reached, else the server's own message, else the caller's fallback, else the generic text.
 */
export function apiErrorMessage(error: unknown, fallback?: string): string {
  if (isConnectionError(error)) return MESSAGES.common.offline;
  const body = serverBody(error);
  const message = body?.message;
  if (typeof message === 'string' && message.trim() !== '') return message;
  if (Array.isArray(message) && message.length === 1) return message[0];
  return fallback ?? MESSAGES.common.unexpected;
}

/** The validation errors of the body, one line each, without repeating the main message. */
export function apiErrorDetails(error: unknown, fallback?: string): string[] {
  const body = serverBody(error);
  if (!body) return [];
  const main = apiErrorMessage(error, fallback);
  const lines = body.errors?.length
    ? body.errors.map((item) => item.message)
    : Array.isArray(body.message) && body.message.length > 1
      ? body.message
      : [];
  return [...new Set(lines.filter((line) => typeof line === 'string' && line !== '' && line !== main))];
}

/** The alert for a failed call. Error alerts from here stay until the player closes them. */
export function apiErrorAlert(error: unknown, fallback?: string): AlertInput {
  return {
    type: 'error',
    message: apiErrorMessage(error, fallback),
    details: apiErrorDetails(error, fallback),
    duration: null,
    dismissible: true,
  };
}

/**
 * The shared helper of the spec's alert model: `dispatch(showApiError(error, 'Failed to load
 * estates'))`, or `useAlerts().showApiError(error, fallback)` inside components.
 */
export function showApiError(error: unknown, fallback?: string) {
  return addAlert(apiErrorAlert(error, fallback));
}

/** The server's per-field problems (`errors: [{ field, message }]`), or none. */
export function apiFieldErrors(error: unknown): ApiFieldError[] {
  return serverBody(error)?.errors ?? [];
}

/**
 * A refused form submit: its field errors go to the form's fields (`applyServerErrors` of
 * hooks/useForm); answers the message for the form's error line, or null when every problem was
 * shown at a field of the form.
 */
export function formFailure(
  form: { applyServerErrors: (errors: ApiFieldError[] | undefined) => ApiFieldError[] },
  error: unknown,
  fallback?: string,
): string | null {
  const errors = apiFieldErrors(error);
  const unplaced = form.applyServerErrors(errors);
  return errors.length > 0 && unplaced.length === 0 ? null : apiErrorMessage(error, fallback);
}
