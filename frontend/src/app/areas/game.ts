// Game area chunk: the game shell and the game view (/game). The other signed-in pages have
// chunks of their own (./estates.ts, ./plots.ts, ./finances.ts), so /game loads none of their code.
export { GameShell } from '../layouts/game/GameShell';
export { GameHomePage } from '../../features/game/GameHomePage';
