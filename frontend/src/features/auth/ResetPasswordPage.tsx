import { Button, chakra, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { MESSAGES, REDIRECT_DELAYS_MS, validateConfirmPassword, validatePassword } from '@vineyard/domain';
import { useEffect, useState } from 'react';
import { LuLockKeyhole, LuShieldCheck } from 'react-icons/lu';
import { Navigate, Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { useResetPasswordMutation } from '../../api';
import { paths } from '../../config/paths';
import { apiErrorMessage, apiFieldErrors } from '../../lib/alerts/apiError';
import { AuthHeading } from './components/AuthHeading';
import { AuthFooterLine, AuthLink } from './components/AuthLinks';
import { PasswordField } from '../../components/FormFields';
import { FormAlert } from './components/FormAlert';
import { PASSWORD_HELP } from './components/help';
import { useForm } from '../../hooks/useForm';

const INITIAL = { password: '', confirmPassword: '' };
const validate = (values: typeof INITIAL) => ({
  password: validatePassword(values.password),
  confirmPassword: validateConfirmPassword(values.password, values.confirmPassword),
});

function ResetDone({ message }: { message: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(
      () => void navigate(paths.auth.login, { replace: true }),
      REDIRECT_DELAYS_MS.afterPasswordReset,
    );
    return () => clearTimeout(timer);
  }, [navigate]);

  return (
    <Stack gap="6">
      <AuthHeading title="Password Changed" icon={<LuShieldCheck />} tone="success" />
      <FormAlert status="success">{message}</FormAlert>
      <HStack gap="3" color="fg.muted" role="status">
        <Spinner size="sm" color="wine.solid" />
        <Text>Taking you to sign in…</Text>
      </HStack>
      <Button asChild variant="outline" colorPalette="wine" width="full">
        <RouterLink to={paths.auth.login} replace>
          Sign in now
        </RouterLink>
      </Button>
    </Stack>
  );
}

/** Reset password (spec §2): the token from the link, a new password twice, then back to sign-in. */
export function ResetPasswordPage() {
  const { token } = useParams();
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ message: string; details: string[] } | null>(null);
  const form = useForm(INITIAL, validate);

  const onSubmit = form.handleSubmit(async ({ password, confirmPassword }) => {
    setFailure(null);
    try {
      const answer = await resetPassword({
        resetPasswordDto: { token: token ?? '', password, confirmPassword },
      }).unwrap();
      setDone(answer.message ?? MESSAGES.auth.passwordReset);
    } catch (error) {
      const fieldErrors = apiFieldErrors(error);
      const unmatched = form.applyServerErrors(fieldErrors);
      if (fieldErrors.length === 0 || unmatched.length > 0) {
        const message = apiErrorMessage(error);
        setFailure({ message, details: unmatched.map((item) => item.message).filter((line) => line !== message) });
      }
    }
  });

  if (!token) return <Navigate to={paths.auth.forgotPassword} replace />;
  if (done) return <ResetDone message={done} />;

  return (
    <Stack gap="6">
      <AuthHeading title="Reset Password" icon={<LuLockKeyhole />} subtitle="Choose a new password for your account." />
      {failure && (
        <FormAlert details={failure.details}>
          <Stack gap="1">
            <Text>{failure.message}</Text>
            <Text fontSize="sm">
              <AuthLink to={paths.auth.forgotPassword}>Request a new reset link</AuthLink>
            </Text>
          </Stack>
        </FormAlert>
      )}
      <chakra.form ref={form.formRef} onSubmit={onSubmit} noValidate aria-label="Choose a new password">
        <Stack gap="5">
          <PasswordField
            name="password"
            label="New password"
            autoComplete="new-password"
            value={form.values.password}
            onChange={(value) => form.setValue('password', value)}
            onBlur={() => form.touch('password')}
            error={form.errorOf('password')}
            helper={PASSWORD_HELP}
            required
          />
          <PasswordField
            name="confirmPassword"
            label="Confirm new password"
            autoComplete="new-password"
            value={form.values.confirmPassword}
            onChange={(value) => form.setValue('confirmPassword', value)}
            onBlur={() => form.touch('confirmPassword')}
            error={form.errorOf('confirmPassword')}
            required
          />
          <Button type="submit" size="lg" width="full" loading={isLoading} loadingText="Saving…">
            Reset Password
          </Button>
        </Stack>
      </chakra.form>
      <AuthFooterLine>
        Remembered it? <AuthLink to={paths.auth.login}>Back to sign in</AuthLink>
      </AuthFooterLine>
    </Stack>
  );
}
