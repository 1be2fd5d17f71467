// Public area chunk: the default layout and the public pages (no game code).
export { DefaultLayout } from '../layouts/DefaultLayout';
export { HomePage } from '../../features/public-site/HomePage';
export { RoadmapRoute as RoadmapPage } from '../pages/RoadmapRoute';
export { ContactPage } from '../../features/public-site/ContactPage';
export { FeatureRequestsPage } from '../../features/community/FeatureRequestsPage';
export { LeaderboardPage } from '../../features/reputation/LeaderboardPage';
export { AwardsPage } from '../../features/reputation/AwardsPage';
