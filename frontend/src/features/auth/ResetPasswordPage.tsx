import { paths } from '../../app/paths';
import { AuthPagePlaceholder } from './AuthPagePlaceholder';

export function ResetPasswordPage() {
  return (
    <AuthPagePlaceholder
      title="Reset Password"
      description="Choose a new password for your account."
      links={[{ label: 'Back to sign in', to: paths.auth.login }]}
    />
  );
}
