/**
 * A multi-host DATABASE_URL as libpq reads it (`postgres://…@h1:p1,h2:p2/db?target_session_attrs=read-write`,
 * what pg_auto_failover hands out), which node-postgres does not parse: the server tries the hosts
 * in order and uses the first that takes writes. tests/infra/failover.test.ts runs it through a
 * real failover.
 */
import { createTestDatabase, withAdmin } from '../support/database';
import { api, freePort, runUntilExit, startServer } from '../support/server';
import { uniqueUser, PASSWORD } from '../support/accounts';
import { waitUntil } from '../support/wait';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
/** The file's database behind a first host where nothing listens. */
let multiHost: string;

beforeAll(async () => {
  db = await createTestDatabase();
  const { host } = new URL(db.url);
  const nobody = await freePort();
  expect(db.url).toContain(`@${host}/`);
  multiHost = `${db.url.replace(`@${host}/`, `@127.0.0.1:${nobody},${host}/`)}${db.url.includes('?') ? '&' : '?'}target_session_attrs=read-write`;
});

afterAll(() => db.drop());

it('tries the hosts in order and serves from the first that takes writes', async () => {
  const server = await startServer({ databaseUrl: multiHost });
  try {
    const user = uniqueUser('multi');
    const registered = await api(server.baseUrl, '/api/auth/register', {
      body: { ...user, confirmPassword: PASSWORD },
    });
    expect(registered.status).toBe(201);
    const ready = await api(server.baseUrl, '/api/health/ready');
    expect(ready.status).toBe(200);
  } finally {
    await server.stop();
  }
});

const readOnly = (on: boolean) =>
  withAdmin((c) =>
    c.query(
      `ALTER DATABASE "${new URL(db.url).pathname.slice(1)}" ${on ? 'SET default_transaction_read_only = on' : 'RESET default_transaction_read_only'}`,
    ),
  );

it('answers 503 with Retry-After while no host takes writes, and finds the writable host again by itself', async () => {
  const server = await startServer({ databaseUrl: multiHost });
  const register = () => {
    const user = uniqueUser('multi');
    return api(server.baseUrl, '/api/auth/register', { body: { ...user, confirmPassword: PASSWORD } });
  };
  try {
    expect((await register()).status).toBe(201);
    // the host turns read-only (as a primary demoted to a standby) and the server's sessions end
    await readOnly(true);
    const name = new URL(db.url).pathname.slice(1);
    const sessions = `SELECT pid FROM pg_stat_activity WHERE datname = $1 AND application_name = 'vineyard-valley'`;
    await withAdmin((c) => c.query(`SELECT pg_terminate_backend(pid) FROM (${sessions}) s`, [name]));
    await waitUntil(async () => (await withAdmin((c) => c.query(sessions, [name]))).rowCount === 0, {
      what: "the server's sessions to end",
    });
    for (let i = 0; i < 3; i++) {
      const refused = await register();
      expect(refused.status).toBe(503);
      expect(refused.body.code).toBe('DATABASE_UNAVAILABLE');
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    }
    await readOnly(false);
    await waitUntil(async () => (await register()).status === 201, {
      what: 'a write to succeed again',
      timeoutMs: 10_000,
    });
  } finally {
    await readOnly(false);
    await server.stop();
  }
});

it('refuses to start when no host takes writes, naming each host and why', async () => {
  await readOnly(true);
  try {
    const { code, output } = await runUntilExit({
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      GAME_TICK_ENABLED: 'false',
      DB_CONNECT_RETRIES: '0',
      DATABASE_URL: multiHost,
    });
    expect(code).toBe(1);
    expect(output).toContain('no read-write PostgreSQL session on 127.0.0.1:');
    expect(output).toContain(`${new URL(db.url).host} (read-only)`);
    expect(output).not.toMatch(/\n\s+at /);
  } finally {
    await readOnly(false);
  }
});
