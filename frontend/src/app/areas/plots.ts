// Plots chunk: the player's plots, a vineyard block and the land marketplace.
export { PlotsPage } from '../../features/plots/PlotsPage';
export { BlockDetailPage } from '../../features/plots/blocks/BlockDetailPage';
export { MarketplacePage } from '../../features/marketplace/MarketplacePage';
