import { paths } from '../../app/paths';
import { AuthPagePlaceholder } from './AuthPagePlaceholder';

export function ForgotPasswordPage() {
  return (
    <AuthPagePlaceholder
      title="Forgot Password"
      description="Enter your e-mail address and we will send you a link to choose a new password."
      links={[{ label: 'Back to sign in', to: paths.auth.login }]}
    />
  );
}
