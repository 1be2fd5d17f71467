import { PagePlaceholder } from '../../components/PagePlaceholder';

export function CreateEstatePage() {
  return (
    <PagePlaceholder
      framed={false}
      title="Create Your Estate"
      description="Name your estate, pick a template and a wine region, and invite co-owners if you like."
    />
  );
}
