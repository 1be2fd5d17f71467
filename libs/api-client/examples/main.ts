// Example: the examples above in one script (an ES module). Compile it with tsc (or run it with a
// TypeScript runner such as tsx) and run it with VINEYARD_URL, VINEYARD_USER and VINEYARD_PASSWORD.
import { waitUntilReady } from './health.js';
import { signIn } from './sign-in.js';
import { listEstates } from './list-estates.js';
import { topByWorth } from './leaderboard.js';

const baseUrl = process.env.VINEYARD_URL ?? 'http://localhost:3000';
if (!(await waitUntilReady(baseUrl))) throw new Error(`${baseUrl} is not ready`);

const identifier = process.env.VINEYARD_USER ?? 'demo_player';
const { client, user } = await signIn(baseUrl, identifier, process.env.VINEYARD_PASSWORD ?? 'Vineyard!2025');
console.log(`signed in as ${user.username}`);
console.log('my estates:', await listEstates(client));
console.log('richest estates:', await topByWorth(baseUrl));
