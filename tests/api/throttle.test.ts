/** Registration is throttled per IP, counted in PostgreSQL so that every instance shares it. */
import { createTestDatabase } from '../support/database';
import { register, uniqueUser } from '../support/accounts';
import { startServer } from '../support/server';

it('limits registrations per IP across two instances', async () => {
  const db = await createTestDatabase();
  const env = { THROTTLE_REGISTER_IP: '3' };
  const a = await startServer({ databaseUrl: db.url, env });
  const b = await startServer({ databaseUrl: db.url, env });
  try {
    const statuses = [];
    for (const server of [a, b, a, b]) statuses.push((await register(server.baseUrl, uniqueUser())).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
  } finally {
    await a.stop();
    await b.stop();
    await db.drop();
  }
});
