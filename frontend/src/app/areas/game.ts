// Game area chunk: the game shell and every signed-in screen.
export { GameShell } from '../layouts/game/GameShell';
export { CreateEstatePage } from '../../features/estates/CreateEstatePage';
export { EstatesPage } from '../../features/estates/EstatesPage';
export { EstateDetailPage } from '../../features/estates/EstateDetailPage';
export { GameHomePage } from '../../features/game/GameHomePage';
export { PlotsPage } from '../../features/plots/PlotsPage';
export { BlockDetailPage } from '../../features/plots/blocks/BlockDetailPage';
export { MarketplacePage } from '../../features/marketplace/MarketplacePage';
