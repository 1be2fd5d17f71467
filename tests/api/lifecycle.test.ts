/**
 * Start-up and shut-down behaviour of the real process: bad configuration, a port in use,
 * an unwritable DATA_DIR, an unreachable database, readiness during an outage, and draining.
 */
import { typedApi } from '../support/harness';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, Server } from 'node:net';
import { withAdmin } from '../support/database';
import { freePort, runUntilExit, startServer } from '../support/server';

const base = { NODE_ENV: 'test', HOST: '127.0.0.1', DB_CONNECT_RETRIES: '1', GAME_TICK_ENABLED: 'false' };

describe('configuration is validated at start', () => {
  it.each([
    ['PORT', 'not-a-port'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://nope'],
    ['CORS_ORIGINS', 'not a url'],
    ['LOG_LEVEL', 'loud'],
    ['NODE_ENV', 'staging'],
  ])('%s=%s stops the process with a message naming it', async (name, value) => {
    const { code, output } = await runUntilExit({ ...base, DATABASE_URL: 'postgres://x@127.0.0.1:1/x', [name]: value });
    expect(code).toBe(1);
    expect(output).toContain(name);
    expect(output).not.toMatch(/\n\s+at /); // no stack trace
  });
});

describe('start-up failures give one clear message', () => {
  let blocker: Server | undefined;
  afterEach(() => blocker?.close());

  it('a port in use', async () => {
    const port = await freePort();
    blocker = createServer();
    await new Promise<void>((r) => blocker!.listen(port, '127.0.0.1', () => r()));
    const db = await startServer(); // borrow a migrated database URL
    await db.stop();
    const { code, output } = await runUntilExit({
      ...base,
      PORT: String(port),
      DATABASE_URL: process.env.VV_TEST_ADMIN_URL,
    });
    expect(code).toBe(1);
    expect(output).toContain(`port ${port}`);
    expect(output).toContain('already in use');
  });

  it('a DATA_DIR that cannot be written', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'vv-ro-'));
    const file = join(parent, 'a-file');
    writeFileSync(file, 'x');
    try {
      const { code, output } = await runUntilExit({ ...base, DATABASE_URL: undefined, DATA_DIR: join(file, 'data') });
      expect(code).toBe(1);
      expect(output).toContain('DATA_DIR');
      expect(output).toContain('cannot be written');
    } finally {
      chmodSync(parent, 0o755);
      rmSync(parent, { recursive: true, force: true });
    }
  });

  it('a database that cannot be reached, after logged retries', async () => {
    const port = await freePort();
    const { code, output } = await runUntilExit({
      ...base,
      PORT: String(await freePort()),
      DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/none`,
      DB_CONNECT_RETRIES: '2',
    });
    expect(code).toBe(1);
    expect(output).toContain('database not reachable yet, retrying');
    expect(output).toContain('Cannot reach the database (DATABASE_URL) after 3 attempts');
  });
});

describe('readiness follows the database', () => {
  it('answers 503 with the error body while the database is gone, and liveness stays up', async () => {
    const server = await startServer();
    try {
      const dbName = new URL(server.databaseUrl).pathname.slice(1);
      await withAdmin((c) => c.query(`DROP DATABASE "${dbName}" WITH (FORCE)`));
      const ready = await typedApi(server.baseUrl).GET('/api/health/ready');
      expect(ready.status).toBe(503);
      expect(ready.body).toMatchObject({ statusCode: 503, error: 'Service Unavailable' });
      const live = await typedApi(server.baseUrl).GET('/api/health');
      expect(live.status).toBe(200);
    } finally {
      await server.stop();
    }
  });
});

describe('shutdown', () => {
  it('exits 0 on SIGTERM and logs that it drained', async () => {
    const server = await startServer();
    const code = await server.stop('SIGTERM');
    expect(code).toBe(0);
    expect(server.output()).toContain('shutting down: draining in-flight requests');
    expect(server.output()).toContain('"msg":"stopped"');
  });
});
