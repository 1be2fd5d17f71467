/**
 * A fresh install's community board is not empty: the starter suggestions are seeded once per
 * database (no author, no votes), by one of several starting instances, and never come back once
 * an admin has removed them.
 */
import { typedApi } from '../support/harness';
import { DEMO_ACCOUNTS, STARTER_SUGGESTIONS } from '@vineyard/domain';
import { createTestDatabase } from '../support/database';
import { startServer } from '../support/server';

it('seeds the starter suggestions once, without votes or author, and not again after a removal', async () => {
  const db = await createTestDatabase();
  const env = { SEED_CONTENT: 'true' };
  try {
    // two instances starting together seed once
    const [a, b] = await Promise.all([
      startServer({ databaseUrl: db.url, env, keepDatabase: true }),
      startServer({ databaseUrl: db.url, env, keepDatabase: true }),
    ]);
    const list = await typedApi(a.baseUrl).GET('/api/features', { params: { query: { limit: 50 } } });
    expect(list.status).toBe(200);
    expect(list.body.data.pagination.total).toBe(STARTER_SUGGESTIONS.length);
    const titles = list.body.data.features.map((f: any) => f.title).sort();
    expect(titles).toEqual(STARTER_SUGGESTIONS.map((s) => s.title).sort());
    for (const feature of list.body.data.features) {
      expect(feature.votes).toBe(0);
      expect(feature.author ?? null).toBeNull();
    }
    // an admin removes one; restarting does not bring it back
    const login = await typedApi(a.baseUrl).POST('/api/auth/login', {
      body: { identifier: DEMO_ACCOUNTS.admin.username, password: DEMO_ACCOUNTS.admin.password, rememberMe: true },
    });
    const removed = await typedApi(a.baseUrl, login.body.data.access_token).DELETE('/api/admin/features/{id}', {
      params: { path: { id: list.body.data.features[0].id } },
    });
    expect(removed.status).toBe(200);
    await Promise.all([a.stop(), b.stop()]);
    const c = await startServer({ databaseUrl: db.url, env, keepDatabase: true });
    const after = await typedApi(c.baseUrl).GET('/api/features', { params: { query: { limit: 50 } } });
    expect(after.body.data.pagination.total).toBe(STARTER_SUGGESTIONS.length - 1);
    await c.stop();
  } finally {
    await db.drop();
  }
}, 60_000);
