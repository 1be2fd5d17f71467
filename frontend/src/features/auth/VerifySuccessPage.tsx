import { paths } from '../../app/paths';
import { AuthPagePlaceholder } from './AuthPagePlaceholder';

export function VerifySuccessPage() {
  return (
    <AuthPagePlaceholder
      title="You're Verified!"
      description="Your account is ready. Next step: create your first estate."
      links={[{ label: "I'll do this later", to: paths.home }]}
    />
  );
}
