import { PagePlaceholder } from '../../components/PagePlaceholder';

export function EstateDetailPage() {
  return (
    <PagePlaceholder
      framed={false}
      title="Estate Details"
      description="Finances, reputation, owners, plots, vines and wines of one estate, with its inventory."
    />
  );
}
