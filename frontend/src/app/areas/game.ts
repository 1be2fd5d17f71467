// Game area chunk: the game shell and the view /game opens on (the Overview: exported here so that
// its chunk is among the area's, which the server preloads with /game's shell; gameTabs.tsx loads
// it, and the other views when first opened). The other signed-in pages have chunks of their own
// (./estates.ts, ./plots.ts, ./finances.ts), so /game loads none of their code.
export { GameShell } from '../layouts/game/GameShell';
export { OverviewTab } from '../../features/estates/overview/OverviewTab';
