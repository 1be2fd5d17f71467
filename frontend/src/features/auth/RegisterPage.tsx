import { paths } from '../../app/paths';
import { AuthPagePlaceholder } from './AuthPagePlaceholder';

export function RegisterPage() {
  return (
    <AuthPagePlaceholder
      title="Create Your Account"
      description="Register for free, verify your e-mail address and claim your first estate."
      links={[{ label: 'Already have an account? Sign in', to: paths.auth.login }]}
    />
  );
}
