// Public area chunk: the default layout and the public pages (no game code).
export { DefaultLayout } from '../layouts/DefaultLayout';
export { HomePage } from '../../features/public/HomePage';
export { RoadmapRoute as RoadmapPage } from '../pages/RoadmapRoute';
export { ContactPage } from '../../features/public/ContactPage';
export { FeatureRequestsPage } from '../../features/community/FeatureRequestsPage';
export { LeaderboardPage } from '../../features/public/LeaderboardPage';
export { AwardsPage } from '../../features/public/AwardsPage';
