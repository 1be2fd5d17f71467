import { PagePlaceholder } from '../../components/PagePlaceholder';

export function EstatesPage() {
  return (
    <PagePlaceholder
      framed={false}
      title="Manage Estates"
      description="All your estates with their money and reputation: choose the one to manage, create a new one or remove one you no longer need."
    />
  );
}
