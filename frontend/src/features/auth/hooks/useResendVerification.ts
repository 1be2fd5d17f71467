import { MESSAGES, normalizeEmail } from '@vineyard/domain';
import { useCallback, useState } from 'react';
import { useResendVerificationMutation } from '../../../api';
import { apiErrorMessage } from '../../../lib/alerts/apiError';

export interface ResendResult {
  status: 'success' | 'error';
  message: string;
}

export interface ResendTexts {
  /** Shown on success; default: the server's message, else 'Verification email sent! …'. */
  success?: string;
  /** Shown on failure; default: the server's message, else 'Failed to send verification email. …'. */
  failure?: string;
}

/** `POST /auth/resend-verification` with the texts of the page that offers it. */
export function useResendVerification(texts: ResendTexts = {}) {
  const [resendVerification, { isLoading }] = useResendVerificationMutation();
  const [result, setResult] = useState<ResendResult | null>(null);
  const { success, failure } = texts;

  const resend = useCallback(
    async (email: string) => {
      setResult(null);
      try {
        const answer = await resendVerification({ emailDto: { email: normalizeEmail(email) } }).unwrap();
        setResult({ status: 'success', message: success ?? answer.message ?? MESSAGES.auth.verificationSent });
      } catch (error) {
        setResult({
          status: 'error',
          message: failure ?? apiErrorMessage(error, MESSAGES.auth.resendFailed),
        });
      }
    },
    [failure, resendVerification, success],
  );

  return { resend, isLoading, result, reset: () => setResult(null) };
}
