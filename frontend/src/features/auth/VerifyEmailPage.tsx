import { AuthPagePlaceholder } from './AuthPagePlaceholder';

export function VerifyEmailPage() {
  return (
    <AuthPagePlaceholder
      title="Verify Your E-mail"
      description="We are confirming your e-mail address so you can start playing."
    />
  );
}
