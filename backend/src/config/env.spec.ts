import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig, startConfig, withSecrets } from './env';

describe('loadConfig', () => {
  it('has documented defaults', () => {
    const c = loadConfig({}, '/srv/app');
    expect(c).toMatchObject({
      nodeEnv: 'development',
      host: '127.0.0.1',
      port: 3000,
      publicUrl: 'http://127.0.0.1:3000',
      databaseUrl: null,
      dataDir: '/srv/app/data',
      embeddedPgPort: 54329,
      dbPoolSize: 10,
      corsOrigins: [],
      logFormat: 'pretty',
      bodyLimitBytes: 102400,
    });
  });

  it('defaults PUBLIC_URL to the origin the server listens on (the one the banner prints)', () => {
    expect(loadConfig({ HOST: '127.0.0.1', PORT: '4000' }).publicUrl).toBe('http://127.0.0.1:4000');
    expect(loadConfig({ HOST: '0.0.0.0' }).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ HOST: '::1' }).publicUrl).toBe('http://[::1]:3000');
    expect(loadConfig({ PUBLIC_URL: 'https://vv.example/' }).publicUrl).toBe('https://vv.example');
  });

  it('has documented retention defaults and bounds', () => {
    expect(loadConfig({}).retention).toEqual({ analyticsDays: 400, contactDays: 730, batch: 5000 });
    expect(loadConfig({ RETENTION_ANALYTICS_DAYS: '30', RETENTION_CONTACT_DAYS: '90' }).retention).toMatchObject({
      analyticsDays: 30,
      contactDays: 90,
    });
    for (const name of ['RETENTION_ANALYTICS_DAYS', 'RETENTION_CONTACT_DAYS', 'RETENTION_BATCH']) {
      expect(() => loadConfig({ [name]: '0' })).toThrow(name);
    }
  });

  it('bounds renders and players’ requests in flight, with documented defaults', () => {
    expect(loadConfig({}).concurrency).toEqual({ pageRenders: 2, perPlayer: 2, queuedPerPlayer: 64 });
    // 0 renders: every signed-in page is the app shell
    expect(loadConfig({ PAGE_RENDER_CONCURRENCY: '0' }).concurrency.pageRenders).toBe(0);
    for (const [name, bad] of [
      ['PAGE_RENDER_CONCURRENCY', 'many'],
      ['PAGE_RENDER_CONCURRENCY', '65'],
      ['PLAYER_REQUESTS_IN_FLIGHT', '0'],
      ['PLAYER_REQUESTS_QUEUED', '-1'],
    ]) {
      expect(() => loadConfig({ [name!]: bad })).toThrow(name);
    }
  });

  it('turns named statements off behind a transaction pooler', () => {
    expect(loadConfig({}).dbPreparedStatements).toBe(true);
    expect(loadConfig({ DB_PREPARED_STATEMENTS: 'false' }).dbPreparedStatements).toBe(false);
  });

  it('reads a read replica and its lag bound', () => {
    expect(loadConfig({})).toMatchObject({ databaseReplicaUrl: null, dbReplicaMaxLagMs: 10000 });
    expect(
      loadConfig({ DATABASE_REPLICA_URL: 'postgres://app@standby:5432/vineyard', DB_REPLICA_MAX_LAG_MS: '2500' }),
    ).toMatchObject({ databaseReplicaUrl: 'postgres://app@standby:5432/vineyard', dbReplicaMaxLagMs: 2500 });
  });

  it("accepts a multi-host DATABASE_URL as libpq writes it (pg_autoctl show uri's formation URL)", () => {
    const formation =
      'postgres://app@10.0.0.1:5432,10.0.0.2:5432/vineyard?target_session_attrs=read-write&sslmode=require';
    expect(loadConfig({ DATABASE_URL: formation }).databaseUrl).toBe(formation);
  });

  it('uses JSON logs in production', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).logFormat).toBe('json');
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '65536'],
    ['DB_POOL_SIZE', '0'],
    ['DB_LOCK_TIMEOUT_MS', '-1'],
    ['DB_STATEMENT_TIMEOUT_MS', 'soon'],
    ['DB_POOL_WAIT_MS', '0'],
    ['DB_TRANSACTION_GUARD', 'maybe'],
    ['DATABASE_URL', 'http://example.com/db'],
    ['DATABASE_URL', 'not a url'],
    ['DATABASE_URL', 'postgres://h1:5432,h2:5432/db?target_session_attrs=standby'],
    ['DATABASE_URL', 'postgres://h1:5432,h2:port/db'],
    ['PUBLIC_URL', 'ftp://x'],
    ['CORS_ORIGINS', 'https://ok.example,https://bad.example/path'],
    ['SERVE_SPA', 'maybe'],
    ['LOG_LEVEL', 'verbose'],
    ['DATABASE_REPLICA_URL', 'http://replica.example/db'],
    ['DB_REPLICA_MAX_LAG_MS', '50'],
    ['DB_PREPARED_STATEMENTS', 'sometimes'],
  ])('rejects %s=%s naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });

  it('trusts a hop count or proxy addresses, never every proxy', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1, fd00::/8, loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    for (const bad of ['true', 'yes', '10.0.0.0/33', 'proxy.example', '10.0.0.1/8/1', '21']) {
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow('TRUST_PROXY');
    }
  });

  it('has request and idle connection time-outs', () => {
    expect(loadConfig({})).toMatchObject({ requestTimeoutMs: 30000, connectionIdleTimeoutMs: 75000 });
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '0' })).toThrow('REQUEST_TIMEOUT_MS');
  });

  it('parses lists and booleans', () => {
    const c = loadConfig({ CORS_ORIGINS: 'https://a.example, https://b.example:8443', SERVE_SPA: 'false' });
    expect(c.corsOrigins).toEqual(['https://a.example', 'https://b.example:8443']);
    expect(c.serveSpa).toBe(false);
  });
});

describe('configuration errors', () => {
  it('names every invalid variable at once, in one message', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        LOG_LEVEL: 'loud',
        CORS_ORIGINS: 'nope',
        METRICS_TOKEN: 'short',
        SERVE_SPA: 'maybe',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    expect(message).toMatch(/^5 configuration problems \(PORT, CORS_ORIGINS, LOG_LEVEL, SERVE_SPA, METRICS_TOKEN\):\n/);
    expect(message).toContain('  - Invalid environment variable PORT: expected a whole number, got "eighty"');
    expect(message).toContain(
      '  - Invalid environment variable LOG_LEVEL: expected one of debug, info, warn, error, silent',
    );
    expect(message).toContain('  - Invalid environment variable CORS_ORIGINS: "nope" is not an origin');
    expect(message).toContain('  - Invalid environment variable SERVE_SPA: expected true or false, got "maybe"');
    expect(message).toContain('  - Invalid environment variable METRICS_TOKEN: must be at least 24 characters');
    expect((error as ConfigError).variable).toBe('PORT, CORS_ORIGINS, LOG_LEVEL, SERVE_SPA, METRICS_TOKEN');
  });

  it('reports one problem as before, and bad values with production requirements together at start', () => {
    expect(() => loadConfig({ PORT: 'x' })).toThrow(/^Invalid environment variable PORT: expected a whole number/);
    let error: unknown;
    try {
      startConfig({ NODE_ENV: 'production', PORT: '99999', JWT_SECRET: 'short' }, '/srv/app');
    } catch (e) {
      error = e;
    }
    const message = (error as ConfigError).message;
    expect(message).toMatch(/^4 configuration problems \(PORT, JWT_SECRET, SMTP_URL, PUBLIC_URL, DATABASE_URL\)/);
    for (const part of [
      'PORT: must be between 0 and 65535, got 99999',
      'JWT_SECRET: must be at least 32 bytes long',
      'SMTP_URL and PUBLIC_URL are required with NODE_ENV=production',
      'DATABASE_URL is required with NODE_ENV=production',
    ]) {
      expect(message).toContain(part);
    }
  });
});

describe('production requirements', () => {
  const secret = 'x'.repeat(48);
  const database = { DATABASE_URL: 'postgres://app@db:5432/vineyard' };
  const start = (env: Record<string, string>) => () =>
    withSecrets(loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret, ...database, ...env }), {
      JWT_SECRET: secret,
    });

  it('refuses to start without DATABASE_URL unless VV_EMBEDDED_DB opts in to the embedded database', () => {
    const mail = { SMTP_URL: 'smtp://mail:25', PUBLIC_URL: 'https://vv.example' };
    const without = () =>
      withSecrets(loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret, ...mail }), { JWT_SECRET: secret });
    expect(without).toThrow(/^DATABASE_URL is required with NODE_ENV=production: .*set VV_EMBEDDED_DB=1/);
    const dataDir = mkdtempSync(join(tmpdir(), 'vv-env-'));
    try {
      const optedIn = withSecrets(
        loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret, VV_EMBEDDED_DB: '1', DATA_DIR: dataDir, ...mail }),
        { JWT_SECRET: secret },
      );
      expect(optedIn).toMatchObject({ databaseUrl: null, embeddedDb: true });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    // development (npm start on a fresh machine) needs neither
    expect(loadConfig({}).embeddedDb).toBe(false);
    expect(() => withSecrets(loadConfig({ NODE_ENV: 'development' }), { JWT_SECRET: secret })).not.toThrow();
  });

  it('refuses to start without SMTP_URL and PUBLIC_URL, naming both', () => {
    expect(start({})).toThrow(ConfigError);
    expect(start({})).toThrow(/SMTP_URL and PUBLIC_URL are required with NODE_ENV=production/);
    expect(start({ SMTP_URL: 'smtp://mail:25' })).toThrow(/^PUBLIC_URL is required/);
    expect(start({ PUBLIC_URL: 'https://vv.example' })).toThrow(/^SMTP_URL is required/);
  });

  it('starts with both, or with PUBLIC_URL and the documented file outbox', () => {
    expect(start({ SMTP_URL: 'smtp://mail:25', PUBLIC_URL: 'https://vv.example' })()).toMatchObject({
      smtpUrl: 'smtp://mail:25',
    });
    expect(start({ MAIL_FILE_OUTBOX: 'true', PUBLIC_URL: 'https://vv.example' })()).toMatchObject({
      mailFileOutbox: true,
      smtpUrl: null,
    });
  });

  it('asks for neither outside production', () => {
    expect(() => withSecrets(loadConfig({ NODE_ENV: 'test' }), { JWT_SECRET: secret })).not.toThrow();
  });
});
