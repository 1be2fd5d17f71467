// Example: the examples above in one script. It runs as an ES module or as CommonJS (no top-level
// await), so `npx tsx main.ts` works whatever your package.json's "type"; or compile it with tsc
// and run it with node. Set VINEYARD_URL, VINEYARD_USER and VINEYARD_PASSWORD.
import { waitUntilReady } from './health.js';
import { signIn } from './sign-in.js';
import { listEstates } from './list-estates.js';
import { topByWorth } from './leaderboard.js';

async function main(): Promise<void> {
  const baseUrl = process.env.VINEYARD_URL ?? 'http://localhost:3000';
  if (!(await waitUntilReady(baseUrl))) throw new Error(`${baseUrl} is not ready`);

  const identifier = process.env.VINEYARD_USER ?? 'demo_player';
  const { client, user } = await signIn(baseUrl, identifier, process.env.VINEYARD_PASSWORD ?? 'Vineyard!2025');
  console.log(`signed in as ${user.username}`);
  console.log('my estates:', await listEstates(client));
  console.log('richest estates:', await topByWorth(baseUrl));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
