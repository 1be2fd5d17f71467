import { MESSAGES } from '@vineyard/domain';
import { api, type SessionDto } from '../../api';
import type { AppDispatch } from '../../lib/store/store';
import { apiErrorMessage } from '../../lib/alerts/apiError';

export type VerificationResult =
  { status: 'success'; session: SessionDto; message: string } | { status: 'error'; message: string };

/**
 * One `GET /auth/verify-email/{token}` per token and page load. The token is single-use: React's
 * StrictMode runs effects twice and a remount would run them again, and a second call would
 * answer "invalid token" after the first one succeeded. Every caller for the same token shares
 * the first call's result.
 */
const verifications = new Map<string, Promise<VerificationResult>>();

export function verifyEmailOnce(dispatch: AppDispatch, token: string): Promise<VerificationResult> {
  let pending = verifications.get(token);
  if (!pending) {
    const request = dispatch(api.endpoints.verifyEmail.initiate({ token }, { subscribe: false, forceRefetch: true }));
    pending = request
      .unwrap()
      .then((answer): VerificationResult =>
        answer.data?.access_token
          ? { status: 'success', session: answer.data, message: answer.message ?? MESSAGES.auth.emailVerified }
          : { status: 'error', message: MESSAGES.auth.noToken },
      )
      .catch((error: unknown): VerificationResult => ({
        status: 'error',
        message: apiErrorMessage(error, MESSAGES.auth.verifyFailed),
      }));
    verifications.set(token, pending);
  }
  return pending;
}

/** Tests only: forget earlier verifications. */
export function forgetVerifications(): void {
  verifications.clear();
}
