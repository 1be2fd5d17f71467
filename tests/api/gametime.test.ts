/**
 * The game clock: the date view, admin-only manual ticks, and exactly-once application of each
 * period with two application instances on one database.
 */
import { Client } from 'pg';
import { DEMO_ACCOUNTS } from '@vineyard/domain';
import { signIn } from '../support/accounts';
import { createTestDatabase, queryRows } from '../support/database';
import { typedApi, waitUntil } from '../support/harness';
import { startServer } from '../support/server';

it('starts at Spring, Year 1, Day 1 (March); admins advance it, players may not', async () => {
  const server = await startServer({ env: { DEMO_ACCOUNTS: 'true' } });
  try {
    const time = await typedApi(server.baseUrl).GET('/api/game/time');
    expect(time.status).toBe(200);
    expect(time.body.data).toMatchObject({
      year: 1,
      month: 3,
      day: 1,
      season: 'Spring',
      monthName: 'March',
      formattedTime: 'Spring, Year 1, Day 1 (March)',
      dayIndex: 0,
      paused: false,
    });
    expect((await typedApi(server.baseUrl).POST('/api/game/time/update')).status).toBe(401);
    const player = await signIn(server.baseUrl, DEMO_ACCOUNTS.player);
    const denied = await typedApi(server.baseUrl, player).POST('/api/game/time/update');
    expect(denied.status).toBe(403);
    const admin = await signIn(server.baseUrl, DEMO_ACCOUNTS.admin);
    const advanced = await typedApi(server.baseUrl, admin).POST('/api/game/time/update');
    // a one-day job, waited for: the new date when the day is done within the call's wait
    expect(advanced.status).toBe(200);
    expect(advanced.body.data).toMatchObject({ day: 2, dayIndex: 1, lastTickDurationMs: expect.any(Number) });
  } finally {
    await server.stop();
  }
});

it('applies each period exactly once with two instances on one database', async () => {
  const db = await createTestDatabase();
  const env = { GAME_TICK_ENABLED: 'true', GAME_TICK_MS: '300' };
  const a = await startServer({ databaseUrl: db.url, env });
  const b = await startServer({ databaseUrl: db.url, env });
  try {
    // ten periods of 300 ms between the two instances (about 3 s), polled rather than slept
    await waitUntil(async () => (await queryRows(db.url, 'SELECT day_index FROM game_clock'))[0].day_index >= 10, {
      timeoutMs: 20_000,
      intervalMs: 100,
      what: 'ten game days',
    });
  } finally {
    await a.stop();
    await b.stop();
  }
  const c = new Client({ connectionString: db.url });
  await c.connect();
  try {
    const [clock] = (await c.query('SELECT day_index FROM game_clock')).rows;
    const ticks = (await c.query('SELECT day_index, applied_at FROM game_ticks ORDER BY day_index')).rows;
    // every day applied once, in order, with no gaps
    expect(ticks.map((t) => t.day_index)).toEqual(Array.from({ length: clock.day_index }, (_, i) => i + 1));
    expect(clock.day_index).toBeGreaterThanOrEqual(10);
    // never two days within one period
    for (let i = 1; i < ticks.length; i++) {
      const gap = new Date(ticks[i].applied_at).getTime() - new Date(ticks[i - 1].applied_at).getTime();
      expect(gap).toBeGreaterThanOrEqual(300 * 0.98 - 5);
    }
  } finally {
    await c.end();
    await db.drop();
  }
});
