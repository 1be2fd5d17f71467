import { CommunitySuggestions } from '../../features/community/components/CommunitySuggestions';
import { RoadmapPage } from '../../features/public-site/RoadmapPage';

/** `/roadmap`: the public roadmap with the community board's suggestions (two features, composed here). */
export function RoadmapRoute() {
  return (
    <RoadmapPage
      communitySuggestions={
        <CommunitySuggestions
          heading="Community Suggestions"
          intro="Ideas from players like you. Vote for the ones you want most, discuss them, or suggest your own."
        />
      }
    />
  );
}
