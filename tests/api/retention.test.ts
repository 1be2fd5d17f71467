/**
 * Housekeeping (issue 14, item 20): each game day purges expired throttle buckets, analytics
 * events older than RETENTION_ANALYTICS_DAYS and contact messages older than
 * RETENTION_CONTACT_DAYS, at most RETENTION_BATCH rows per table and day, exactly once across
 * instances (the day is applied by one instance only).
 */
import { typedApi, waitUntil } from '../support/harness';
import { DEMO_ACCOUNTS } from '@vineyard/domain';
import { createTestDatabase, queryRows } from '../support/database';
import { RunningServer, startServer } from '../support/server';
import { advanceDays } from '../support/admin';

async function seed(url: string, analytics: [number, number], contacts: [number, number]): Promise<void> {
  const [oldEvents, newEvents] = analytics;
  await queryRows(
    url,
    `INSERT INTO analytics_events (type, path, created_at)
     SELECT 'pageview', '/old', now() - interval '11 days' FROM generate_series(1, $1::int)
     UNION ALL SELECT 'pageview', '/new', now() - interval '9 days' FROM generate_series(1, $2::int)`,
    [oldEvents, newEvents],
  );
  const [oldMessages, newMessages] = contacts;
  await queryRows(
    url,
    `INSERT INTO contact_messages (name, email, subject, message, created_at)
     SELECT 'Old', 'old@example.test', 'Old', 'An old message', now() - interval '21 days' FROM generate_series(1, $1::int)
     UNION ALL SELECT 'New', 'new@example.test', 'New', 'A recent message', now() - interval '19 days' FROM generate_series(1, $2::int)`,
    [oldMessages, newMessages],
  );
}

const RETENTION = { RETENTION_ANALYTICS_DAYS: '10', RETENTION_CONTACT_DAYS: '20', RETENTION_BATCH: '2' };

it('a game day deletes what is past its retention, at most RETENTION_BATCH rows per table', async () => {
  const server: RunningServer = await startServer({ env: RETENTION });
  try {
    const url = server.databaseUrl;
    await queryRows(url, 'DELETE FROM throttle_buckets');
    await seed(url, [3, 2], [1, 1]);
    await queryRows(
      url,
      `INSERT INTO throttle_buckets (key, count, window_ends_at) VALUES
        ('test:expired:1', 3, now() - interval '2 hours'), ('test:expired:2', 3, now() - interval '3 hours'),
        ('test:recent', 3, now() - interval '10 minutes'), ('test:live', 3, now() + interval '10 minutes')`,
    );
    const login = await typedApi(server.baseUrl).POST('/api/auth/login', {
      body: { identifier: DEMO_ACCOUNTS.admin.username, password: DEMO_ACCOUNTS.admin.password, rememberMe: true },
    });
    const admin = login.body.data.access_token;
    const counts = async () => ({
      oldEvents: (await queryRows(url, `SELECT count(*)::int AS n FROM analytics_events WHERE path = '/old'`))[0].n,
      newEvents: (await queryRows(url, `SELECT count(*)::int AS n FROM analytics_events WHERE path = '/new'`))[0].n,
      oldMessages: (await queryRows(url, `SELECT count(*)::int AS n FROM contact_messages WHERE name = 'Old'`))[0].n,
      newMessages: (await queryRows(url, `SELECT count(*)::int AS n FROM contact_messages WHERE name = 'New'`))[0].n,
      buckets: (await queryRows(url, `SELECT key FROM throttle_buckets WHERE key LIKE 'test:%' ORDER BY key`)).map(
        (r) => r.key,
      ),
    });
    await advanceDays(server.baseUrl, admin, 1);
    expect(await counts()).toEqual({
      oldEvents: 1, // 3 old, 2 per day
      newEvents: 2,
      oldMessages: 0,
      newMessages: 1,
      buckets: ['test:live', 'test:recent'],
    });
    await advanceDays(server.baseUrl, admin, 1);
    expect(await counts()).toMatchObject({ oldEvents: 0, newEvents: 2, oldMessages: 0, newMessages: 1 });
  } finally {
    await server.stop();
  }
});

it('runs exactly once per game day across instances', async () => {
  const db = await createTestDatabase();
  const nodes: RunningServer[] = [];
  try {
    // the schema first (one instance migrates), then the rows, then the clock on three instances
    const first = await startServer({ databaseUrl: db.url, keepDatabase: true, env: RETENTION });
    await first.stop();
    await seed(db.url, [9, 0], [0, 0]);
    const env = { ...RETENTION, GAME_TICK_ENABLED: 'true', GAME_TICK_MS: '150', JWT_SECRET: 'x'.repeat(48) };
    for (let i = 0; i < 3; i++) nodes.push(await startServer({ databaseUrl: db.url, keepDatabase: true, env }));
    await waitUntil(
      async () =>
        (await queryRows(db.url, `SELECT count(*)::int AS n FROM analytics_events WHERE path = '/old'`))[0].n === 0,
      { timeoutMs: 20_000, what: 'the old events swept' },
    );
    // let a few more days pass on every instance
    const [{ day_index: seen }] = await queryRows(db.url, 'SELECT day_index FROM game_clock');
    await waitUntil(
      async () => (await queryRows(db.url, 'SELECT day_index FROM game_clock'))[0].day_index >= seen + 4,
      { what: 'four more game days' },
    );
    const logged = nodes
      .flatMap((n) => n.output().split('\n'))
      .filter((l) => l.includes('"msg":"retention applied"'))
      .map((l) => JSON.parse(l));
    // each deleted row is reported once, by the one instance that applied that day, at most 2 a day
    expect(logged.reduce((sum, entry) => sum + entry.analyticsEvents, 0)).toBe(9);
    for (const entry of logged) expect(entry.analyticsEvents).toBeLessThanOrEqual(2);
    const days = logged.map((entry) => entry.dayIndex);
    expect(new Set(days).size).toBe(days.length);
    expect(new Set(nodes.filter((n) => n.output().includes('retention applied'))).size).toBeGreaterThanOrEqual(1);
  } finally {
    await Promise.all(nodes.map((n) => n.stop()));
    await db.drop();
  }
});
