/**
 * The demo admin, as the suites that move the game clock use it (the server must run with
 * DEMO_ACCOUNTS=true): its token, and advancing the clock by whole game days through the admin API
 * (each day's tick runs, as the scheduler would run it). `apiGame()` (harness.ts) and the browser
 * suites both use these.
 */
import { DEMO_ACCOUNTS } from '@vineyard/domain';
import { signIn } from './accounts';
import { typedApi } from './client';

/** The demo admin's access token. */
export async function adminToken(baseUrl: string): Promise<string> {
  return signIn(baseUrl, DEMO_ACCOUNTS.admin).catch((error: Error) => {
    throw new Error(`${error.message}: is DEMO_ACCOUNTS on?`);
  });
}

/** Advances the game clock by `days` game days (POST /admin/clock/advance), failing loudly otherwise. */
export async function advanceDays(baseUrl: string, token: string, days: number): Promise<void> {
  const res = await typedApi(baseUrl, token).POST('/api/admin/clock/advance', { body: { days } });
  if (res.status !== 200) throw new Error(`advancing ${days} days answered ${res.status}: ${JSON.stringify(res.body)}`);
}
