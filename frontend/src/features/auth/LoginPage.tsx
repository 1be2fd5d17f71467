import { Box, Button, chakra, HStack, Separator, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { DEMO_ACCOUNTS, MESSAGES, validateEmail, validateIdentifier, validateLoginPassword } from '@vineyard/domain';
import { useEffect, useRef, useState } from 'react';
import { LuCrown, LuGrape, LuLogIn } from 'react-icons/lu';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useGetPublicConfigQuery, useLoginMutation } from '../../api';
import { useAppDispatch, useAppSelector } from '../../lib/store/hooks';
import { paths } from '../../config/paths';
import { apiErrorMessage, apiErrorStatus } from '../../lib/alerts/apiError';
import { clearAuthMessages, selectAuth, setAuthError, setSession } from '../../lib/session/authSlice';
import { AuthHeading } from './components/AuthHeading';
import { AuthFooterLine, AuthLink } from './components/AuthLinks';
import { CheckboxField, PasswordField, TextField } from '../../components/FormFields';
import { FormAlert } from './components/FormAlert';
import { useForm } from '../../hooks/useForm';
import { useResendVerification } from './hooks/useResendVerification';
import { afterSignInPath } from './redirect';

const INITIAL = { identifier: '', password: '', rememberMe: false };
type LoginValues = typeof INITIAL;

const validate = (values: LoginValues) => ({
  identifier: validateIdentifier(values.identifier),
  password: validateLoginPassword(values.password),
});

/** The 403 answer for an account whose e-mail address is not verified yet. */
function isUnverified(error: unknown): boolean {
  return apiErrorStatus(error) === 403 && apiErrorMessage(error) === MESSAGES.auth.emailNotVerified;
}

/** Offer a new verification link for the address typed (only an e-mail address can receive one). */
function ResendForUnverified({ identifier }: { identifier: string }) {
  const { resend, isLoading, result } = useResendVerification();
  const email = identifier.trim();
  if (validateEmail(email) !== null) {
    return (
      <Text fontSize="sm" color="fg.muted">
        To get a new verification link, enter your e-mail address above instead of your username.
      </Text>
    );
  }
  return (
    <Stack gap="2" align="flex-start">
      <Button size="sm" variant="outline" colorPalette="wine" loading={isLoading} onClick={() => void resend(email)}>
        Send a new verification link
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
  );
}

/** Sign-in (spec §2): identifier and password, remember-me, demo accounts, redirect afterwards. */
export function LoginPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { error: storeError } = useAppSelector(selectAuth);
  const [login, { isLoading }] = useLoginMutation();
  const config = useGetPublicConfigQuery();
  const demoAccounts = config.data?.data.demoAccounts === true;
  const [unverified, setUnverified] = useState(false);
  const submitRef = useRef<HTMLButtonElement>(null);
  const form = useForm(INITIAL, validate);
  const { values } = form;

  // Messages of an earlier visit do not belong on a fresh form.
  useEffect(() => {
    dispatch(clearAuthMessages());
    return () => {
      dispatch(clearAuthMessages());
    };
  }, [dispatch]);

  const onSubmit = form.handleSubmit(async ({ identifier, password, rememberMe }) => {
    setUnverified(false);
    dispatch(clearAuthMessages());
    try {
      const answer = await login({ loginDto: { identifier: identifier.trim(), password, rememberMe } }).unwrap();
      const session = answer.data;
      if (!session?.access_token) {
        dispatch(setAuthError(MESSAGES.auth.noToken));
        return;
      }
      // The guard moves a signed-in player off this guests-only page to the same target.
      dispatch(setSession(session));
      void navigate(afterSignInPath(searchParams.get('redirect')), { replace: true });
    } catch (error) {
      dispatch(setAuthError(apiErrorMessage(error, MESSAGES.auth.loginFailed)));
      setUnverified(isUnverified(error));
    }
  });

  const prefill = (account: (typeof DEMO_ACCOUNTS)[keyof typeof DEMO_ACCOUNTS]) => {
    form.setValues({ identifier: account.email, password: account.password });
    dispatch(clearAuthMessages());
    setUnverified(false);
    submitRef.current?.focus();
  };

  return (
    <Stack gap="6">
      <AuthHeading title="Sign In" subtitle="Welcome back! Sign in to return to your estate." />

      {storeError && (
        <FormAlert>
          <Stack gap="3">
            <Text>{storeError}</Text>
            {unverified && <ResendForUnverified identifier={values.identifier} />}
          </Stack>
        </FormAlert>
      )}

      <chakra.form ref={form.formRef} onSubmit={onSubmit} noValidate aria-label="Sign in">
        <Stack gap="5">
          <TextField
            name="identifier"
            label="Email or username"
            value={values.identifier}
            onChange={(value) => form.setValue('identifier', value)}
            onBlur={() => form.touch('identifier')}
            error={form.errorOf('identifier')}
            autoComplete="username"
            required
          />
          <PasswordField
            name="password"
            label="Password"
            value={values.password}
            onChange={(value) => form.setValue('password', value)}
            onBlur={() => form.touch('password')}
            error={form.errorOf('password')}
            autoComplete="current-password"
            required
          />
          <HStack justify="space-between" gap="3" flexWrap="wrap">
            <CheckboxField
              name="rememberMe"
              checked={values.rememberMe}
              onChange={(checked) => form.setValue('rememberMe', checked)}
              inline
            >
              Remember me
            </CheckboxField>
            <Box fontSize="sm" flexShrink={0}>
              <AuthLink to={paths.auth.forgotPassword}>Forgot password?</AuthLink>
            </Box>
          </HStack>
          <Button ref={submitRef} type="submit" size="lg" width="full" loading={isLoading} loadingText="Signing in…">
            <LuLogIn aria-hidden /> Sign In
          </Button>
        </Stack>
      </chakra.form>

      {demoAccounts && (
        <Stack gap="3" aria-labelledby="demo-accounts-title" role="group">
          <HStack gap="3">
            <Separator flex="1" />
            <Text id="demo-accounts-title" fontSize="sm" color="fg.muted" flexShrink={0}>
              Or try a demo account
            </Text>
            <Separator flex="1" />
          </HStack>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
            <Button variant="outline" colorPalette="wine" onClick={() => prefill(DEMO_ACCOUNTS.player)}>
              <LuGrape aria-hidden /> Demo Player
            </Button>
            <Button variant="outline" colorPalette="wine" onClick={() => prefill(DEMO_ACCOUNTS.admin)}>
              <LuCrown aria-hidden /> Demo Admin
            </Button>
          </SimpleGrid>
          <Text fontSize="xs" color="fg.muted" textAlign="center">
            The buttons fill in the form; press Sign In to continue.
          </Text>
        </Stack>
      )}

      <AuthFooterLine>
        New to Vineyard Valley? <AuthLink to={paths.auth.register}>Create an account</AuthLink>
      </AuthFooterLine>
    </Stack>
  );
}
