import { PagePlaceholder } from '../../components/PagePlaceholder';

export function FeatureRequestsPage() {
  return (
    <PagePlaceholder
      title="Feature Requests"
      description="Browse, search, vote on and discuss the community's ideas for Vineyard Valley, or suggest a feature of your own."
    />
  );
}
