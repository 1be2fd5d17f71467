import { PagePlaceholder } from '../../components/PagePlaceholder';

export function BlockDetailPage() {
  return (
    <PagePlaceholder
      framed={false}
      title="Vineyard Block"
      description="Grape variety, vine spacing, trellis system, health and quality of one vineyard block, and its harvests."
    />
  );
}
