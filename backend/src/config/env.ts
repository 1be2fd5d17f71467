/**
 * Every environment variable the server reads, parsed and validated once at start.
 * A bad value stops the process with a message naming the variable (see main.ts).
 * The README's configuration table documents the same list.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { isMultiHostUrl, parsePostgresUrl } from '../common/postgres-url';

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    problem: string,
    message = `Invalid environment variable ${variable}: ${problem}`,
  ) {
    super(message);
  }

  /** One error for every problem found: a start reports them all at once, not one per start. */
  static all(problems: ConfigError[]): ConfigError {
    if (problems.length === 1) return problems[0]!;
    const variables = [...new Set(problems.map((p) => p.variable))].join(', ');
    return new ConfigError(
      variables,
      'several problems',
      `${problems.length} configuration problems (${variables}):\n${problems.map((p) => `  - ${p.message}`).join('\n')}`,
    );
  }
}

/**
 * While a configuration is read, the problems found so far: a reader that finds a bad value
 * records it and goes on with the default, so that one start names every bad variable.
 */
let collecting: ConfigError[] | null = null;

/** Records a problem (or throws it when nothing collects) and returns the value to go on with. */
function invalid<T>(problem: ConfigError, fallback: T): T {
  if (!collecting) throw problem;
  collecting.push(problem);
  return fallback;
}

/** Runs `read`, collecting every ConfigError its readers record; throws them all at once. */
function collect<T>(read: () => T, problems: ConfigError[] = []): T {
  const outer = collecting;
  collecting = problems;
  try {
    return read();
  } finally {
    collecting = outer;
  }
}

export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  host: string;
  port: number;
  publicUrl: string;
  databaseUrl: string | null;
  /** VV_EMBEDDED_DB: production without DATABASE_URL runs the embedded PostgreSQL only when this opts in. */
  embeddedDb: boolean;
  dataDir: string;
  embeddedPgPort: number;
  dbPoolSize: number;
  dbConnectRetries: number;
  /** Bounded waits of the app's connections (0: none): lock_timeout, statement_timeout, idle in transaction. */
  dbLockTimeoutMs: number;
  dbStatementTimeoutMs: number;
  dbIdleInTransactionTimeoutMs: number;
  /** How long a request waits for a pool connection before it answers 503. */
  dbPoolWaitMs: number;
  /** database/transaction-guard.ts: a pool checkout inside a transaction is refused (throw), logged (log) or not checked (off). */
  dbTransactionGuard: 'off' | 'log' | 'throw';
  /** A streaming-replication hot standby for the reads that tolerate lag (database/read-replica.ts); null: none. */
  databaseReplicaUrl: string | null;
  /** The standby serves reads only while it is at most this far behind the primary. */
  dbReplicaMaxLagMs: number;
  /**
   * Named (server-side prepared) statements for the hottest reads. Off behind a pooler in
   * transaction mode (PgBouncer before 1.21), where a statement prepared on one server connection
   * is unknown on the next.
   */
  dbPreparedStatements: boolean;
  corsOrigins: string[];
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  logFormat: 'json' | 'pretty';
  serveSpa: boolean;
  spaDir: string;
  bodyLimitBytes: number;
  shutdownTimeoutMs: number;
  swaggerEnabled: boolean;
  /**
   * Which X-Forwarded-For entries to believe: false (none: the socket's address), a hop count (the
   * number of proxies in front of the server) or the proxies' addresses and ranges. Never "every
   * proxy", which would let a client pick its own address by sending the header itself.
   */
  trustProxy: false | number | string[];
  /** A request (headers and body) must arrive within this time; slow senders are cut off. */
  requestTimeoutMs: number;
  /** A connection with no traffic for this long is closed. */
  connectionIdleTimeoutMs: number;
  /** Filled by withSecrets() at start: JWT_SECRET, or in development one generated into DATA_DIR. */
  jwtSecret: string;
  smtpUrl: string | null;
  /** Whether PUBLIC_URL was set (production refuses to start without it: links would point to localhost). */
  publicUrlSet: boolean;
  /** MAIL_FILE_OUTBOX: the documented production opt-out of SMTP_URL (mails become .eml files, links are never logged). */
  mailFileOutbox: boolean;
  mailFrom: string;
  demoAccounts: boolean;
  gameTickEnabled: boolean;
  gameTickMs: number;
  /** Rows per tick batch: each batch is its own short transaction (row locks held for one batch). */
  tickBatchSize: number;
  /** Seed starter content (the community board's first suggestions) once per database. */
  seedContent: boolean;
  /** Housekeeping run with each game day (see maintenance/retention.service.ts). */
  retention: { analyticsDays: number; contactDays: number; batch: number };
  /** Bearer token that may read GET /api/metrics (admins may too); null: admins only. */
  metricsToken: string | null;
  argon2: { memoryKiB: number; timeCost: number; parallelism: number };
  /** Bounds on work in flight in this process (common/concurrency-gate.ts). */
  concurrency: {
    /** Signed-in pages (/game) rendered at once; beyond it, and for a session already being rendered, the app shell. */
    pageRenders: number;
    /** A player's costly requests (writes, quotes) handled at once; the next ones wait their turn. */
    perPlayer: number;
    /** A player's costly requests that may wait for a slot; beyond it 429. */
    queuedPerPlayer: number;
  };
  throttle: {
    loginPerAccountIp: number;
    loginPerAccountIpWindowMin: number;
    loginPerAccount: number;
    loginPerAccountWindowMin: number;
    /** Sign-in attempts per address (any accounts) that failed, in 15 minutes: password spraying. */
    loginPerIp: number;
    loginPerIpWindowMin: number;
    registerPerIp: number;
    emailPerAddress: number;
    emailPerIp: number;
    /** Password-reset submissions per address an hour (each valid one costs an argon2 hash). */
    resetPerIp: number;
    /** Requests a minute with one personal API key (THROTTLE_API_KEY), counted in PostgreSQL. */
    apiKeyPerMinute: number;
  };
}

type Env = Record<string, string | undefined>;

function str(env: Env, name: string, fallback: string): string {
  const value = env[name];
  return value === undefined || value === '' ? fallback : value;
}

function int(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw.trim()))
    return invalid(new ConfigError(name, `expected a whole number, got "${raw}"`), fallback);
  const value = Number(raw);
  if (value < min || value > max) {
    return invalid(new ConfigError(name, `must be between ${min} and ${max}, got ${value}`), fallback);
  }
  return value;
}

function bool(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const v = raw.trim().toLowerCase();
  if (['true', '1', 'yes', 'on'].includes(v)) return true;
  if (['false', '0', 'no', 'off'].includes(v)) return false;
  return invalid(new ConfigError(name, `expected true or false, got "${raw}"`), fallback);
}

/**
 * TRUST_PROXY: false (default), the number of proxies in front of the server (1 behind one load
 * balancer), or a comma-separated list of the proxies' addresses or CIDR ranges. `true` is refused:
 * trusting every hop takes the leftmost X-Forwarded-For entry, which the client writes itself.
 */
function trustProxy(env: Env): false | number | string[] {
  const raw = str(env, 'TRUST_PROXY', '').trim();
  const v = raw.toLowerCase();
  if (v === '' || ['false', '0', 'no', 'off'].includes(v)) return false;
  if (['true', 'yes', 'on'].includes(v)) {
    return invalid(
      new ConfigError(
        'TRUST_PROXY',
        'trusting every proxy lets a client choose its own address; set the number of proxies in front of the server (e.g. 1) or their addresses (e.g. 10.0.0.0/8)',
      ),
      false,
    );
  }
  if (/^\d+$/.test(v)) return int(env, 'TRUST_PROXY', 0, 1, 20);
  const entries = raw
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address, prefix, extra] = entry.split('/');
    const family = isIP(address ?? '');
    const prefixOk =
      prefix === undefined ||
      (/^\d+$/.test(prefix) && Number(prefix) <= (family === 6 ? 128 : 32) && extra === undefined);
    if (!['loopback', 'linklocal', 'uniquelocal'].includes(entry) && (family === 0 || !prefixOk)) {
      return invalid(
        new ConfigError(
          'TRUST_PROXY',
          `"${entry}" is neither a hop count nor an address or CIDR range (or loopback, linklocal, uniquelocal)`,
        ),
        false,
      );
    }
  }
  return entries;
}

function oneOf<T extends string>(env: Env, name: string, fallback: T, allowed: readonly T[]): T {
  const raw = str(env, name, fallback);
  if (!allowed.includes(raw as T)) {
    return invalid(new ConfigError(name, `expected one of ${allowed.join(', ')}, got "${raw}"`), fallback);
  }
  return raw as T;
}

function url(env: Env, name: string, fallback: string | null, protocols: string[]): string | null {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    return invalid(new ConfigError(name, 'is not a valid URL'), fallback);
  }
  if (!protocols.includes(parsed.protocol)) {
    return invalid(new ConfigError(name, `must use ${protocols.join(' or ')}`), fallback);
  }
  return raw;
}

/** DATABASE_URL: one host (a URL), or libpq's multi-host form with target_session_attrs (common/postgres-url.ts). */
function databaseUrl(env: Env, name: string): string | null {
  const raw = env[name];
  if (!raw || !isMultiHostUrl(raw)) return url(env, name, null, ['postgres:', 'postgresql:']);
  try {
    parsePostgresUrl(raw);
  } catch (error) {
    return invalid(new ConfigError(name, (error as Error).message), null);
  }
  return raw;
}

/** The origin a browser on this machine reaches the server at: the listen address (localhost for "any"). */
export function listenOrigin(host: string, port: number): string {
  const name =
    host === '0.0.0.0' || host === '::' || host === '' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

/**
 * Reads and validates every variable; throws one ConfigError naming every invalid one (not only
 * the first). No side effects (secrets and production requirements: startConfig / withSecrets).
 */
export function loadConfig(env: Env = process.env, cwd = process.cwd()): AppConfig {
  const problems: ConfigError[] = [];
  const config = collect(() => readConfig(env, cwd), problems);
  if (problems.length > 0) throw ConfigError.all(problems);
  return config;
}

function readConfig(env: Env, cwd: string): AppConfig {
  const nodeEnv = oneOf(env, 'NODE_ENV', 'development', ['development', 'production', 'test'] as const);
  const isProduction = nodeEnv === 'production';
  const port = int(env, 'PORT', 3000, 0, 65535);
  const host = str(env, 'HOST', '127.0.0.1');
  // one origin: e-mail links, canonical links and the start-up banner all use PUBLIC_URL, which
  // defaults to the address the server listens on (a browser keeps a session per origin, so a
  // link to localhost would sign out a player who came in through 127.0.0.1)
  const publicUrl = url(env, 'PUBLIC_URL', listenOrigin(host, port), ['http:', 'https:']) as string;
  const corsOrigins = str(env, 'CORS_ORIGINS', '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  for (const origin of corsOrigins) {
    let parsed: URL;
    try {
      parsed = new URL(origin);
    } catch {
      invalid(new ConfigError('CORS_ORIGINS', `"${origin}" is not an origin such as https://example.com`), null);
      continue;
    }
    if (parsed.origin !== origin.replace(/\/$/, '')) {
      invalid(new ConfigError('CORS_ORIGINS', `"${origin}" must be a bare origin (scheme, host and port only)`), null);
    }
  }
  return {
    nodeEnv,
    isProduction,
    host,
    port,
    publicUrl: publicUrl.replace(/\/$/, ''),
    databaseUrl: databaseUrl(env, 'DATABASE_URL'),
    embeddedDb: bool(env, 'VV_EMBEDDED_DB', false),
    dataDir: resolve(cwd, str(env, 'DATA_DIR', './data')),
    embeddedPgPort: int(env, 'EMBEDDED_PG_PORT', 54329, 1024, 65535),
    dbPoolSize: int(env, 'DB_POOL_SIZE', 10, 1, 500),
    dbConnectRetries: int(env, 'DB_CONNECT_RETRIES', 5, 0, 100),
    dbLockTimeoutMs: int(env, 'DB_LOCK_TIMEOUT_MS', 3000, 0, 600000),
    dbStatementTimeoutMs: int(env, 'DB_STATEMENT_TIMEOUT_MS', 20000, 0, 3600000),
    dbIdleInTransactionTimeoutMs: int(env, 'DB_IDLE_IN_TRANSACTION_TIMEOUT_MS', 60000, 0, 3600000),
    dbPoolWaitMs: int(env, 'DB_POOL_WAIT_MS', 5000, 100, 600000),
    dbTransactionGuard: oneOf(env, 'DB_TRANSACTION_GUARD', nodeEnv === 'test' ? 'throw' : 'off', [
      'off',
      'log',
      'throw',
    ] as const),
    databaseReplicaUrl: url(env, 'DATABASE_REPLICA_URL', null, ['postgres:', 'postgresql:']),
    dbReplicaMaxLagMs: int(env, 'DB_REPLICA_MAX_LAG_MS', 10000, 100, 3600000),
    dbPreparedStatements: bool(env, 'DB_PREPARED_STATEMENTS', true),
    corsOrigins,
    logLevel: oneOf(env, 'LOG_LEVEL', nodeEnv === 'test' ? 'warn' : 'info', [
      'debug',
      'info',
      'warn',
      'error',
      'silent',
    ] as const),
    logFormat: oneOf(env, 'LOG_FORMAT', isProduction ? 'json' : 'pretty', ['json', 'pretty'] as const),
    serveSpa: bool(env, 'SERVE_SPA', true),
    spaDir: resolve(cwd, str(env, 'SPA_DIR', join(__dirname, '..', '..', '..', 'frontend', 'dist'))),
    bodyLimitBytes: int(env, 'BODY_LIMIT_BYTES', 100 * 1024, 1024, 50 * 1024 * 1024),
    shutdownTimeoutMs: int(env, 'SHUTDOWN_TIMEOUT_MS', 10000, 0, 120000),
    swaggerEnabled: bool(env, 'SWAGGER_ENABLED', true),
    trustProxy: trustProxy(env),
    requestTimeoutMs: int(env, 'REQUEST_TIMEOUT_MS', 30000, 1000, 600000),
    connectionIdleTimeoutMs: int(env, 'CONNECTION_IDLE_TIMEOUT_MS', 75000, 1000, 3600000),
    jwtSecret: '',
    smtpUrl: url(env, 'SMTP_URL', null, ['smtp:', 'smtps:']),
    publicUrlSet: env.PUBLIC_URL !== undefined && env.PUBLIC_URL !== '',
    mailFileOutbox: bool(env, 'MAIL_FILE_OUTBOX', false),
    mailFrom: str(env, 'MAIL_FROM', 'Vineyard Valley <no-reply@vineyard-valley.example>'),
    demoAccounts: bool(env, 'DEMO_ACCOUNTS', !isProduction),
    gameTickEnabled: bool(env, 'GAME_TICK_ENABLED', true),
    gameTickMs: int(env, 'GAME_TICK_MS', 600000, 100, 7 * 24 * 3600 * 1000),
    tickBatchSize: int(env, 'TICK_BATCH_SIZE', 5000, 1, 100000),
    metricsToken: metricsToken(env),
    retention: {
      analyticsDays: int(env, 'RETENTION_ANALYTICS_DAYS', 400, 1, 36500),
      contactDays: int(env, 'RETENTION_CONTACT_DAYS', 730, 1, 36500),
      batch: int(env, 'RETENTION_BATCH', 5000, 1, 1000000),
    },
    seedContent: bool(env, 'SEED_CONTENT', true),
    argon2: {
      memoryKiB: int(env, 'ARGON2_MEMORY_KIB', 19456, 19456, 1048576),
      timeCost: int(env, 'ARGON2_TIME_COST', 2, 2, 20),
      parallelism: int(env, 'ARGON2_PARALLELISM', 1, 1, 16),
    },
    concurrency: {
      pageRenders: int(env, 'PAGE_RENDER_CONCURRENCY', 2, 0, 64),
      perPlayer: int(env, 'PLAYER_REQUESTS_IN_FLIGHT', 2, 1, 1000),
      queuedPerPlayer: int(env, 'PLAYER_REQUESTS_QUEUED', 64, 0, 10000),
    },
    throttle: {
      loginPerAccountIp: int(env, 'THROTTLE_LOGIN_ACCOUNT_IP', 10, 1, 100000),
      loginPerAccountIpWindowMin: 15,
      loginPerAccount: int(env, 'THROTTLE_LOGIN_ACCOUNT', 100, 1, 1000000),
      loginPerAccountWindowMin: 60,
      loginPerIp: int(env, 'THROTTLE_LOGIN_IP', 30, 1, 1000000),
      loginPerIpWindowMin: 15,
      registerPerIp: int(env, 'THROTTLE_REGISTER_IP', 20, 1, 1000000),
      emailPerAddress: int(env, 'THROTTLE_EMAIL_ADDRESS', 5, 1, 1000000),
      emailPerIp: int(env, 'THROTTLE_EMAIL_IP', 20, 1, 1000000),
      resetPerIp: int(env, 'THROTTLE_RESET_IP', 20, 1, 1000000),
      apiKeyPerMinute: int(env, 'THROTTLE_API_KEY', 600, 1, 1000000),
    },
  };
}

function metricsToken(env: Env): string | null {
  const value = env.METRICS_TOKEN;
  if (value === undefined || value === '') return null;
  if (value.length < 24 || /\s/.test(value)) {
    return invalid(new ConfigError('METRICS_TOKEN', 'must be at least 24 characters without spaces'), null);
  }
  return value;
}

/** Creates DATA_DIR (and a sub-folder) or fails with a message naming the variable. */
export function ensureWritableDir(dir: string, variable = 'DATA_DIR'): void {
  try {
    mkdirSync(dir, { recursive: true });
    const probe = join(dir, `.write-test-${process.pid}`);
    writeFileSync(probe, 'ok');
    readFileSync(probe);
    unlinkSync(probe);
  } catch (error) {
    throw new ConfigError(
      variable,
      `the folder ${dir} cannot be written (${(error as NodeJS.ErrnoException).code ?? 'error'})`,
    );
  }
}

/** Reads a secret from the environment, or in development generates it once into DATA_DIR. */
export function secretFromEnvOrDataDir(
  env: Env,
  name: string,
  config: Pick<AppConfig, 'isProduction' | 'dataDir'>,
  minBytes = 32,
): string {
  const raw = env[name];
  if (raw) {
    if (Buffer.byteLength(raw) < minBytes) throw new ConfigError(name, `must be at least ${minBytes} bytes long`);
    return raw;
  }
  if (config.isProduction) throw new ConfigError(name, 'is required in production');
  const file = join(config.dataDir, `.${name.toLowerCase()}`);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  ensureWritableDir(config.dataDir);
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Whether this server offers the demo accounts (`GET /api/config`, and the sign-in page it sends). */
export function offersDemoAccounts(config: AppConfig): boolean {
  return config.demoAccounts && !config.isProduction;
}

/**
 * What a start needs beyond valid values: production's requirements (no demo accounts, real mail,
 * an external database unless VV_EMBEDDED_DB opts in, JWT_SECRET) and a long enough JWT_SECRET.
 */
function startProblems(config: AppConfig, env: Env): ConfigError[] {
  const problems: ConfigError[] = [];
  const jwtSecret = env.JWT_SECRET;
  if (jwtSecret && Buffer.byteLength(jwtSecret) < 32) {
    problems.push(new ConfigError('JWT_SECRET', 'must be at least 32 bytes long'));
  }
  if (!config.isProduction) return problems;
  if (config.demoAccounts)
    problems.push(new ConfigError('DEMO_ACCOUNTS', 'demo accounts are never seeded in production'));
  try {
    assertProductionMail(config);
  } catch (error) {
    problems.push(error as ConfigError);
  }
  if (!config.databaseUrl && !config.embeddedDb) {
    problems.push(
      new ConfigError(
        'DATABASE_URL',
        'required in production',
        'DATABASE_URL is required with NODE_ENV=production: set it to your PostgreSQL server ' +
          '(postgres://user:password@host:5432/database). To run production on the embedded PostgreSQL ' +
          'under DATA_DIR anyway (one machine, backups are yours), set VV_EMBEDDED_DB=1.',
      ),
    );
  }
  if (!jwtSecret) problems.push(new ConfigError('JWT_SECRET', 'is required in production'));
  return problems;
}

/**
 * Resolves secrets that may be generated into DATA_DIR (kept out of loadConfig, which has no side
 * effects), after checking what a start needs; every problem is reported at once.
 */
export function withSecrets(config: AppConfig, env: Env = process.env): AppConfig {
  const problems = startProblems(config, env);
  if (problems.length > 0) throw ConfigError.all(problems);
  return { ...config, jwtSecret: secretFromEnvOrDataDir(env, 'JWT_SECRET', config) };
}

/**
 * The configuration a start runs with (main.ts): loadConfig and withSecrets in one, so that a
 * bad value and a missing production requirement are reported together, in one message.
 */
export function startConfig(env: Env = process.env, cwd = process.cwd()): AppConfig {
  const problems: ConfigError[] = [];
  const config = collect(() => readConfig(env, cwd), problems);
  problems.push(...startProblems(config, env));
  if (problems.length > 0) throw ConfigError.all(problems);
  return { ...config, jwtSecret: secretFromEnvOrDataDir(env, 'JWT_SECRET', config) };
}

/**
 * Production needs real mail: without SMTP_URL the verification and reset links (bearer secrets)
 * would only exist in files on the server, and without PUBLIC_URL they would point to localhost.
 * MAIL_FILE_OUTBOX=true is the explicit opt-out for SMTP_URL (mails written as .eml files under
 * DATA_DIR/mail, for an operator who collects them); PUBLIC_URL has no opt-out.
 */
export function assertProductionMail(
  config: Pick<AppConfig, 'isProduction' | 'smtpUrl' | 'mailFileOutbox' | 'publicUrlSet'>,
): void {
  if (!config.isProduction) return;
  const missing: string[] = [];
  if (!config.smtpUrl && !config.mailFileOutbox) missing.push('SMTP_URL');
  if (!config.publicUrlSet) missing.push('PUBLIC_URL');
  if (missing.length === 0) return;
  throw new ConfigError(
    missing.join(', '),
    'required in production',
    `${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} required with NODE_ENV=production: ` +
      'e-mail links (verification, password reset) are built from PUBLIC_URL and sent through SMTP_URL. ' +
      'Set MAIL_FILE_OUTBOX=true instead of SMTP_URL to write mails as .eml files under DATA_DIR/mail.',
  );
}
