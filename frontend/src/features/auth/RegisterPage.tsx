import { Button, chakra, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import {
  MESSAGES,
  normalizeEmail,
  validateConfirmPassword,
  validateEmail,
  validatePassword,
  validateTerms,
  validateUsername,
} from '@vineyard/domain';
import { useState } from 'react';
import { LuMailCheck, LuUserPlus } from 'react-icons/lu';
import { useRegisterMutation } from '../../api';
import { paths } from '../../config/paths';
import { apiErrorMessage, apiFieldErrors } from '../../lib/alerts/apiError';
import { AuthHeading } from './components/AuthHeading';
import { AuthFooterLine, AuthLink } from './components/AuthLinks';
import { CheckboxField, PasswordField, TextField } from '../../components/FormFields';
import { FormAlert } from './components/FormAlert';
import { PASSWORD_HELP, USERNAME_HELP } from './components/help';
import { useForm } from '../../hooks/useForm';
import { useResendVerification } from './hooks/useResendVerification';

const INITIAL = {
  username: '',
  email: '',
  firstName: '',
  lastName: '',
  password: '',
  confirmPassword: '',
  terms: false,
};
type RegisterValues = typeof INITIAL;

const validate = (values: RegisterValues) => ({
  username: validateUsername(values.username),
  email: validateEmail(values.email),
  password: validatePassword(values.password),
  confirmPassword: validateConfirmPassword(values.password, values.confirmPassword),
  terms: validateTerms(values.terms),
});

function RegisteredPanel({ email }: { email: string }) {
  const { resend, isLoading, result } = useResendVerification({ success: MESSAGES.auth.verificationResent });
  return (
    <Stack gap="6">
      <AuthHeading title="Check Your Inbox" icon={<LuMailCheck />} tone="success" />
      <FormAlert status="success">{MESSAGES.auth.accountCreated}</FormAlert>
      <Text color="fg.muted">
        We sent a verification link to{' '}
        <Text as="strong" color="fg" wordBreak="break-all">
          {email}
        </Text>
        . Open it to activate your account and claim your first estate.
      </Text>
      <Stack gap="2" align="flex-start">
        <Text fontSize="sm" color="fg.muted">
          No e-mail after a few minutes? Check your spam folder, or:
        </Text>
        <Button variant="outline" colorPalette="wine" loading={isLoading} onClick={() => void resend(email)}>
          Resend verification email
        </Button>
        {result && (
          <Text
            fontSize="sm"
            role={result.status === 'error' ? 'alert' : 'status'}
            color={result.status === 'error' ? 'red.700' : 'green.700'}
          >
            {result.message}
          </Text>
        )}
      </Stack>
      <AuthFooterLine>
        Already verified? <AuthLink to={paths.auth.login}>Sign in</AuthLink>
      </AuthFooterLine>
    </Stack>
  );
}

/** Registration (spec §2): per-field validation with the domain's messages, then the mail notice. */
export function RegisterPage() {
  const [register, { isLoading }] = useRegisterMutation();
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ message: string; details: string[] } | null>(null);
  const form = useForm(INITIAL, validate);
  const { values } = form;

  const onSubmit = form.handleSubmit(async (input) => {
    setFailure(null);
    const email = normalizeEmail(input.email);
    try {
      await register({
        registerDto: {
          username: input.username.trim(),
          email,
          password: input.password,
          confirmPassword: input.confirmPassword,
          ...(input.firstName.trim() ? { firstName: input.firstName.trim() } : {}),
          ...(input.lastName.trim() ? { lastName: input.lastName.trim() } : {}),
        },
      }).unwrap();
      setRegisteredEmail(email);
    } catch (error) {
      const fieldErrors = apiFieldErrors(error);
      const unmatched = form.applyServerErrors(fieldErrors);
      // Field messages speak for themselves; the box is for everything else.
      if (fieldErrors.length === 0 || unmatched.length > 0) {
        setFailure({
          message: apiErrorMessage(error, MESSAGES.auth.registerFailed),
          details: unmatched.map((item) => item.message),
        });
      }
    }
  });

  if (registeredEmail) return <RegisteredPanel email={registeredEmail} />;

  const field = <K extends 'username' | 'email' | 'firstName' | 'lastName' | 'password' | 'confirmPassword'>(
    name: K,
  ) => ({
    name,
    value: values[name],
    onChange: (value: string) => form.setValue(name, value),
    onBlur: () => form.touch(name),
    error: form.errorOf(name),
  });

  return (
    <Stack gap="6">
      <AuthHeading
        title="Create Your Account"
        subtitle="Register for free, verify your e-mail address and claim your first estate."
      />

      {failure && <FormAlert details={failure.details}>{failure.message}</FormAlert>}

      <chakra.form ref={form.formRef} onSubmit={onSubmit} noValidate aria-label="Create your account">
        <Stack gap="5">
          <TextField {...field('username')} label="Username" autoComplete="username" helper={USERNAME_HELP} required />
          <TextField
            {...field('email')}
            label="Email"
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder="you@example.com"
            required
          />
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
            <TextField {...field('firstName')} label="First name" autoComplete="given-name" optional />
            <TextField {...field('lastName')} label="Last name" autoComplete="family-name" optional />
          </SimpleGrid>
          <PasswordField
            {...field('password')}
            label="Password"
            autoComplete="new-password"
            helper={PASSWORD_HELP}
            required
          />
          <PasswordField {...field('confirmPassword')} label="Confirm password" autoComplete="new-password" required />
          <CheckboxField
            name="terms"
            checked={values.terms}
            onChange={(checked) => form.setValue('terms', checked)}
            error={form.errorOf('terms')}
            required
          >
            I accept the terms and conditions and the privacy policy.
          </CheckboxField>
          <Button type="submit" size="lg" width="full" loading={isLoading} loadingText="Creating account…">
            <LuUserPlus aria-hidden /> Create Account
          </Button>
        </Stack>
      </chakra.form>

      <AuthFooterLine>
        Already have an account? <AuthLink to={paths.auth.login}>Sign in</AuthLink>
      </AuthFooterLine>
    </Stack>
  );
}
