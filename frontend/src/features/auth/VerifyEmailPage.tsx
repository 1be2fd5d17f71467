import { Button, chakra, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { isExpiredVerificationMessage, MESSAGES, REDIRECT_DELAYS_MS, validateEmail } from '@vineyard/domain';
import { useEffect, useRef, useState } from 'react';
import { LuCircleCheck, LuMailWarning, LuSend } from 'react-icons/lu';
import { Navigate, Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { useAppDispatch } from '../../lib/store/hooks';
import { paths } from '../../config/paths';
import { useEstatesCount } from '../../hooks/useEstatesCount';
import { setSession } from '../../lib/session/authSlice';
import { AuthHeading } from './components/AuthHeading';
import { AuthFooterLine, AuthLink } from './components/AuthLinks';
import { TextField } from '../../components/FormFields';
import { FormAlert } from './components/FormAlert';
import { useForm } from '../../hooks/useForm';
import { useResendVerification } from './hooks/useResendVerification';
import { afterVerificationPath } from './onboarding';
import { verifyEmailOnce, type VerificationResult } from './verifyOnce';

const RESEND_INITIAL = { email: '' };
const validateResend = (values: typeof RESEND_INITIAL) => ({ email: validateEmail(values.email) });

/** 'Your verification link has expired…' with an e-mail entry and a resend action. */
function ResendVerificationForm() {
  const form = useForm(RESEND_INITIAL, validateResend);
  const { resend, isLoading, result } = useResendVerification({
    success: MESSAGES.auth.verificationResent,
    failure: MESSAGES.auth.resendFailedLater,
  });
  const onSubmit = form.handleSubmit(({ email }) => resend(email));

  return (
    <Stack gap="4">
      <Text color="fg">{MESSAGES.auth.verificationExpired}</Text>
      <chakra.form ref={form.formRef} onSubmit={onSubmit} noValidate aria-label="Request a new verification link">
        <Stack gap="4">
          <TextField
            name="email"
            label="Email"
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder="you@example.com"
            value={form.values.email}
            onChange={(value) => form.setValue('email', value)}
            onBlur={() => form.touch('email')}
            error={form.errorOf('email')}
            required
          />
          <Button type="submit" width="full" loading={isLoading} loadingText="Sending…">
            <LuSend aria-hidden /> Resend Verification Email
          </Button>
        </Stack>
      </chakra.form>
      {result && <FormAlert status={result.status}>{result.message}</FormAlert>}
    </Stack>
  );
}

function Verified({ message }: { message: string }) {
  const navigate = useNavigate();
  const estates = useEstatesCount();
  // The count may still arrive during the delay: read it when the time is up.
  const countRef = useRef(estates.count);
  useEffect(() => {
    countRef.current = estates.count;
  }, [estates.count]);
  const target = afterVerificationPath(estates.count);

  useEffect(() => {
    const timer = setTimeout(
      () => void navigate(afterVerificationPath(countRef.current), { replace: true }),
      REDIRECT_DELAYS_MS.afterVerification,
    );
    return () => clearTimeout(timer);
  }, [navigate]);

  return (
    <Stack gap="6">
      <AuthHeading title="Email Verified" icon={<LuCircleCheck />} tone="success" />
      <FormAlert status="success">{message}</FormAlert>
      <HStack gap="3" color="fg.muted" role="status">
        <Spinner size="sm" color="wine.solid" />
        <Text>Your account is active and you are signed in. One moment…</Text>
      </HStack>
      <Button asChild size="lg" width="full">
        <RouterLink to={target} replace>
          Continue
        </RouterLink>
      </Button>
    </Stack>
  );
}

/**
 * Verify e-mail (spec §2): consumes the token once, signs the player in, and after 2 s moves on
 * to the game or the onboarding step. A failed link shows the server's reason and, for an expired
 * or invalid token, offers a new one.
 */
export function VerifyEmailPage() {
  const { token } = useParams();
  const dispatch = useAppDispatch();
  const [result, setResult] = useState<{ token: string; value: VerificationResult } | null>(null);

  useEffect(() => {
    if (!token) return undefined;
    let active = true;
    void verifyEmailOnce(dispatch, token).then((value) => {
      if (!active) return;
      if (value.status === 'success') dispatch(setSession(value.session));
      setResult({ token, value });
    });
    return () => {
      active = false;
    };
  }, [dispatch, token]);

  if (!token) return <Navigate to={paths.auth.login} replace />;

  const current = result?.token === token ? result.value : null;

  if (!current) {
    return (
      <Stack gap="6">
        <AuthHeading title="Verifying Your E-mail" subtitle="We are confirming your e-mail address…" />
        <HStack gap="3" role="status" color="fg.muted">
          <Spinner size="md" color="wine.solid" borderWidth="3px" />
          <Text>Checking your verification link</Text>
        </HStack>
      </Stack>
    );
  }

  if (current.status === 'success') return <Verified message={current.message} />;

  return (
    <Stack gap="6">
      <AuthHeading title={MESSAGES.auth.verificationFailedHeading} icon={<LuMailWarning />} tone="danger" />
      <FormAlert>{current.message}</FormAlert>
      {isExpiredVerificationMessage(current.message) && <ResendVerificationForm />}
      <AuthFooterLine>
        <AuthLink to={paths.auth.login}>Back to sign in</AuthLink>
      </AuthFooterLine>
    </Stack>
  );
}
