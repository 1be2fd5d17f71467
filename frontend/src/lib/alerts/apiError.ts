import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { MESSAGES } from '@vineyard/domain';
import { addAlert, type AlertInput } from './alertsSlice';

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
}

/** What an RTK Query hook or `unwrap()` hands back on failure. */
export type ApiError = FetchBaseQueryError | SerializedError | undefined | null;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (!isRecord(value)) return false;
  const { message } = value;
  return typeof message === 'string' || (Array.isArray(message) && message.every((item) => typeof item === 'string'));
}

export function isFetchBaseQueryError(error: unknown): error is FetchBaseQueryError {
  return isRecord(error) && 'status' in error;
}

/** The request never reached the server (network down, DNS, CORS) or timed out. */
export function isConnectionError(error: unknown): boolean {
  return isFetchBaseQueryError(error) && (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR');
}

/** HTTP status of a server answer, or null for client-side failures. */
export function apiErrorStatus(error: unknown): number | null {
  if (isFetchBaseQueryError(error)) {
    if (typeof error.status === 'number') return error.status;
    if (error.status === 'PARSING_ERROR') return error.originalStatus;
  }
  return null;
}

function serverBody(error: unknown): ApiErrorBody | null {
  return isFetchBaseQueryError(error) && typeof error.status === 'number' && isApiErrorBody(error.data)
    ? error.data
    : null;
}

/**
 * The text to show for a failed call: the connection message when the server was never
 * reached, else the server's own message, else the caller's fallback, else the generic text.
 */
export function apiErrorMessage(error: ApiError, fallback?: string): string {
  if (isConnectionError(error)) return MESSAGES.common.offline;
  const body = serverBody(error);
  const message = body?.message;
  if (typeof message === 'string' && message.trim() !== '') return message;
  if (Array.isArray(message) && message.length === 1) return message[0];
  return fallback ?? MESSAGES.common.unexpected;
}

/** The validation errors of the body, one line each, without repeating the main message. */
export function apiErrorDetails(error: ApiError, fallback?: string): string[] {
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
export function apiErrorAlert(error: ApiError, fallback?: string): AlertInput {
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
export function showApiError(error: ApiError, fallback?: string) {
  return addAlert(apiErrorAlert(error, fallback));
}

/** The server's per-field problems (`errors: [{ field, message }]`), or none. */
export function apiFieldErrors(error: unknown): ApiFieldError[] {
  return serverBody(error)?.errors ?? [];
}
