import { Button, chakra, Stack, Text } from '@chakra-ui/react';
import { AUTH_LIFETIMES, MESSAGES, normalizeEmail, validateEmail } from '@vineyard/domain';
import { useState } from 'react';
import { LuKeyRound, LuMailCheck, LuSend } from 'react-icons/lu';
import { useForgotPasswordMutation } from '../../api';
import { paths } from '../../config/paths';
import { apiErrorMessage, apiFieldErrors } from '../../lib/alerts/apiError';
import { AuthHeading } from './components/AuthHeading';
import { AuthFooterLine, AuthLink } from './components/AuthLinks';
import { TextField } from '../../components/FormFields';
import { FormAlert } from './components/FormAlert';
import { useForm } from '../../hooks/useForm';

const INITIAL = { email: '' };
const validate = (values: typeof INITIAL) => ({ email: validateEmail(values.email) });

/** Forgot password (spec §2): one e-mail field; on success the server's message replaces the form. */
export function ForgotPasswordPage() {
  const [forgotPassword, { isLoading }] = useForgotPasswordMutation();
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm(INITIAL, validate);

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      const answer = await forgotPassword({ emailDto: { email: normalizeEmail(email) } }).unwrap();
      setSent(answer.message ?? MESSAGES.auth.resetLinkSent);
    } catch (error) {
      const unmatched = form.applyServerErrors(apiFieldErrors(error));
      if (apiFieldErrors(error).length === 0 || unmatched.length > 0) {
        setFailure(apiErrorMessage(error));
      }
    }
  });

  if (sent) {
    return (
      <Stack gap="6">
        <AuthHeading title="Check Your Inbox" icon={<LuMailCheck />} tone="success" />
        <FormAlert status="success">{sent}</FormAlert>
        <Text color="fg.muted">
          The link is valid for {AUTH_LIFETIMES.resetMinutes} minutes. If nothing arrives, check your spam folder or try
          again with the address you registered with.
        </Text>
        <AuthFooterLine>
          <AuthLink to={paths.auth.login}>Back to sign in</AuthLink>
        </AuthFooterLine>
      </Stack>
    );
  }

  return (
    <Stack gap="6">
      <AuthHeading
        title="Forgot Password"
        icon={<LuKeyRound />}
        subtitle="Enter the e-mail address of your account and we will send you a link to choose a new password."
      />
      {failure && <FormAlert>{failure}</FormAlert>}
      <chakra.form ref={form.formRef} onSubmit={onSubmit} noValidate aria-label="Request a password reset link">
        <Stack gap="5">
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
          <Button type="submit" size="lg" width="full" loading={isLoading} loadingText="Sending…">
            <LuSend aria-hidden /> Send Reset Link
          </Button>
        </Stack>
      </chakra.form>
      <AuthFooterLine>
        Remembered it? <AuthLink to={paths.auth.login}>Back to sign in</AuthLink>
      </AuthFooterLine>
    </Stack>
  );
}
