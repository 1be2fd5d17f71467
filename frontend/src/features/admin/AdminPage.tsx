import { PagePlaceholder } from '../../components/PagePlaceholder';

export function AdminPage() {
  return (
    <PagePlaceholder
      title="Administration"
      description="Tools for the Vineyard Valley team. Only accounts with the admin role can open this page."
    />
  );
}
