import { paths } from '../../app/paths';
import { AuthPagePlaceholder } from './AuthPagePlaceholder';

export function LoginPage() {
  return (
    <AuthPagePlaceholder
      title="Sign In"
      description="Sign in with your e-mail or username to return to your estate."
      links={[
        { label: 'Create an account', to: paths.auth.register },
        { label: 'Forgot your password?', to: paths.auth.forgotPassword },
      ]}
    />
  );
}
