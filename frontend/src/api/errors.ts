import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/**
 * The API's error types, narrowed once here: the base query (./base.ts) hands every failure to
 * the hooks as an `ApiQueryError`, so components read `error.status`, `error.data.message` or
 * `error.data.code` without casts. The helpers that turn one into text live in lib/alerts/apiError.
 */

/** One invalid field of a rejected request. */
export interface ApiFieldError {
  field: string;
  message: string;
}

/** The API's error body (ARCHITECTURE.md, "HTTP API"). */
export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string | string[];
  errors?: ApiFieldError[];
  /** Machine-readable reason (`LISTING_EXPIRED`); older servers and proxies leave it out. */
  code?: string;
}

/** The server answered with an error status; `data` is its error body, or null when it sent none (a proxy's page). */
export interface ApiHttpError {
  status: number;
  data: ApiErrorBody | null;
}

/** No usable answer: the network, the time-out, a body that is not JSON, or a custom failure. */
export type ApiTransportError = Exclude<FetchBaseQueryError, { status: number }>;

/** What the base query, and so every hook and `unwrap()`, hands back on failure. */
export type ApiQueryError = ApiHttpError | ApiTransportError;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isFieldError(value: unknown): value is ApiFieldError {
  return isRecord(value) && typeof value.field === 'string' && typeof value.message === 'string';
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (!isRecord(value)) return false;
  const { message, errors, code } = value;
  const messageOk =
    typeof message === 'string' || (Array.isArray(message) && message.every((item) => typeof item === 'string'));
  const errorsOk = errors === undefined || (Array.isArray(errors) && errors.every(isFieldError));
  return messageOk && errorsOk && (code === undefined || typeof code === 'string');
}

/** A failure of the base query (or of `unwrap()`), as opposed to a thrown bug or a serialized error. */
export function isApiQueryError(error: unknown): error is ApiQueryError {
  return isRecord(error) && (typeof error.status === 'number' || typeof error.status === 'string');
}

/** An HTTP error answer of the API, with its body when it sent one. */
export function isApiHttpError(error: unknown): error is ApiHttpError {
  return isApiQueryError(error) && typeof error.status === 'number';
}

/** The one place a raw fetchBaseQuery failure becomes an `ApiQueryError`. */
export function toApiQueryError(error: FetchBaseQueryError): ApiQueryError {
  if (typeof error.status !== 'number') return error;
  return { status: error.status, data: isApiErrorBody(error.data) ? error.data : null };
}
