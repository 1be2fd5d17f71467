/**
 * The demo admin, as the suites that move the game clock use it (the server must run with
 * DEMO_ACCOUNTS=true): its token, and advancing the clock by whole game days through the admin API
 * (a job: each day's tick runs as the scheduler would run it). `apiGame()` (harness.ts) and the
 * browser suites both use these.
 */
import { DEMO_ACCOUNTS } from '@vineyard/domain';
import { signIn } from './accounts';
import { typedApi, type Schemas } from './client';

export type ClockJob = Schemas['ClockJobDto'];
export type GameTime = Schemas['GameTimeDto'];

/** The demo admin's access token. */
export async function adminToken(baseUrl: string): Promise<string> {
  return signIn(baseUrl, DEMO_ACCOUNTS.admin).catch((error: Error) => {
    throw new Error(`${error.message}: is DEMO_ACCOUNTS on?`);
  });
}

/**
 * Advances the game clock by `days` game days: POST /admin/clock/advance (202, a job), then waits
 * for the job to end. Answers the finished job; fails loudly unless it ends done.
 */
export async function advanceDays(baseUrl: string, token: string, days: number): Promise<ClockJob> {
  const res = await typedApi(baseUrl, token).POST('/api/admin/clock/advance', { body: { days } });
  if (res.status !== 202) throw new Error(`advancing ${days} days answered ${res.status}: ${JSON.stringify(res.body)}`);
  const job = await waitForJob(baseUrl, token, res.body.data.job.id);
  if (job.state !== 'done') throw new Error(`advancing ${days} days ended ${job.state}: ${JSON.stringify(job.errors)}`);
  return job;
}

/** Polls a clock job (GET /admin/clock/jobs/{id}) until it ends (done or failed), for up to `timeoutMs`. */
export async function waitForJob(baseUrl: string, token: string, id: string, timeoutMs = 120_000): Promise<ClockJob> {
  const api = typedApi(baseUrl, token);
  for (const deadline = Date.now() + timeoutMs; ;) {
    const res = await api.GET('/api/admin/clock/jobs/{id}', { params: { path: { id } } });
    if (res.status !== 200) throw new Error(`clock job ${id} answered ${res.status}: ${JSON.stringify(res.body)}`);
    const { job } = res.body.data;
    if (job.finishedAt !== null) return job;
    if (Date.now() > deadline) throw new Error(`clock job ${id} still ${job.state} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * The spec's POST /game/time/update: one day, waited for by the server (up to 20 s). Answers the
 * new game date; fails loudly unless the call answered 200 with it.
 */
export async function updateGameTime(baseUrl: string, token: string): Promise<GameTime> {
  const res = await typedApi(baseUrl, token).POST('/api/game/time/update');
  if (res.status !== 200 || !('dayIndex' in res.body.data))
    throw new Error(`POST /game/time/update answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.data;
}
