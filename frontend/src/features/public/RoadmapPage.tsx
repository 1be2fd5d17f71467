import { PagePlaceholder } from '../../components/PagePlaceholder';

export function RoadmapPage() {
  return (
    <PagePlaceholder
      title="Development Roadmap"
      description="Where Vineyard Valley is heading: the vision, the four development phases, upcoming features with their planned quarter, and the community's suggestions."
    />
  );
}
