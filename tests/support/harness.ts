/**
 * The API-suite harness (as `browserGame()` in game.ts is the browser suites'): at the top of a test
 * file (or inside a describe), `apiGame()` starts a caught mailbox and the real built server on
 * the file's own copy of the template database before the tests and stops them after. It gives
 * the file's database (`query`), the typed client (`api(token)`: libs/api-client's
 * createVineyardClient through client.ts, so a contract change that breaks a caller fails
 * `tsc -p tests`) and the shared fixtures: verified players, a player with an estate, the demo
 * admin and the game clock.
 *
 * Requests a suite means to send malformed (fuzz, edges, headers, faults) go through `raw()`, the
 * one untyped helper (`api()` in server.ts). `waitUntil()` polls with a deadline where a test would
 * otherwise sleep.
 */
import { Pool } from 'pg';
import { adminToken, advanceDays, type ClockJob } from './admin';
import { uniqueUser, verifiedSession } from './accounts';
import { typedApi, type Schemas, type TypedApi } from './client';
import { Mailbox } from './mailbox';
import { api, type RunningServer, startServer, type StartOptions } from './server';

export { typedApi, type Reply, type TypedApi } from './client';
import { waitUntil } from './wait';
export { waitUntil };

export type EstateTemplate = Schemas['CreateEstateDto']['template'];
export type EstateLocation = Schemas['CreateEstateDto']['location'];

export interface Player {
  token: string;
  /** the user's id */
  id: string;
  user: ReturnType<typeof uniqueUser>;
  session: Awaited<ReturnType<typeof verifiedSession>>['session'];
}

export type EstateBody = Schemas['EstateDto'];

export interface ApiGameOptions extends Pick<StartOptions, 'databaseUrl' | 'keepDatabase' | 'timeoutMs'> {
  env?: Record<string, string | undefined>;
  /** sign in the demo accounts (DEMO_ACCOUNTS=true): the admin token and the clock need it */
  demo?: boolean;
  /** start a caught mailbox and point SMTP_URL at it (default true) */
  mailbox?: boolean;
}

export interface ApiGame {
  readonly server: RunningServer;
  readonly mailbox: Mailbox;
  readonly baseUrl: string;
  /** The typed client, signed in as `token` when given. */
  api(token?: string): TypedApi;
  /** The one untyped request, for what a suite sends malformed on purpose. */
  raw(path: string, init?: Parameters<typeof api>[2]): ReturnType<typeof api>;
  /** One statement on the file's database; the rows. */
  query<T = any>(sql: string, params?: unknown[]): Promise<T[]>;
  /** A registered player who followed the verification mail. */
  player(prefix?: string): Promise<Player>;
  /** A verified player who founded an estate (201 or it throws). */
  playerWithEstate(estate?: EstateChoice, prefix?: string): Promise<Player & { estate: EstateBody }>;
  /** The demo admin's token (signed in once per file). */
  adminToken(): Promise<string>;
  /** Advances the game clock by whole days through the admin API (a job, waited for: each day's tick runs). */
  advanceDays(days: number): Promise<ClockJob>;
}

/** The server's JSON log lines so far (LOG_FORMAT=json). */
export function logLines(server: RunningServer): Record<string, unknown>[] {
  return server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** Waits (with a deadline) for the log line matching `predicate`: the server writes it after it answers. */
export function waitForLog(
  server: RunningServer,
  predicate: (line: Record<string, unknown>) => boolean,
  what = 'the log line',
  timeoutMs = 5_000,
): Promise<Record<string, unknown>> {
  return waitUntil(() => logLines(server).find(predicate), { what, timeoutMs, intervalMs: 20 });
}

/** The log line of a mail the file outbox wrote (no SMTP_URL): it names the file, never the link. */
export const mailWritten = (line: Record<string, unknown>): boolean =>
  String(line.msg).startsWith('mail written to file');

/** A registered player who followed the verification mail, on any server (several-instance suites). */
export async function verifiedPlayer(baseUrl: string, mailbox: Mailbox, prefix?: string): Promise<Player> {
  const { user, session } = await verifiedSession(baseUrl, mailbox, uniqueUser(prefix));
  return { token: session.access_token, id: session.user.id, user, session };
}

export interface EstateChoice {
  name?: string;
  template?: EstateTemplate;
  location?: EstateLocation;
}

/** A verified player who founded an estate (201 or it throws), on any server. */
export async function playerWithEstate(
  baseUrl: string,
  mailbox: Mailbox,
  { name = 'Bodega Prueba', template = 'family', location = 'rioja' }: EstateChoice = {},
  prefix?: string,
): Promise<Player & { estate: EstateBody }> {
  const player = await verifiedPlayer(baseUrl, mailbox, prefix);
  const created = await typedApi(baseUrl, player.token).POST('/api/estates', { body: { name, template, location } });
  if (created.status !== 201) {
    throw new Error(`founding an estate answered ${created.status}: ${JSON.stringify(created.body)}`);
  }
  return { ...player, estate: created.body.data.estate };
}

/** Registers the file's (or describe's) server, mailbox and database in beforeAll/afterAll. */
export function apiGame(options: ApiGameOptions = {}): ApiGame {
  let server: RunningServer;
  let mailbox: Mailbox;
  let pool: Pool | undefined;
  let admin: string | undefined;
  const clients = new Map<string, TypedApi>();

  beforeAll(async () => {
    const withMailbox = options.mailbox ?? true;
    if (withMailbox) mailbox = await new Mailbox().start();
    server = await startServer({
      databaseUrl: options.databaseUrl,
      keepDatabase: options.keepDatabase,
      timeoutMs: options.timeoutMs,
      env: {
        ...(withMailbox ? { SMTP_URL: mailbox.url } : {}),
        ...(options.demo ? { DEMO_ACCOUNTS: 'true' } : {}),
        ...options.env,
      },
    });
  }, 60_000);

  afterAll(async () => {
    await pool?.end();
    try {
      await server?.stop();
    } finally {
      await mailbox?.stop();
    }
  });

  const game: ApiGame = {
    get server() {
      return server;
    },
    get mailbox() {
      if (!mailbox) throw new Error('apiGame({ mailbox: false }) has no mailbox');
      return mailbox;
    },
    get baseUrl() {
      return server.baseUrl;
    },
    api(token) {
      const key = token ?? '';
      let client = clients.get(key);
      if (!client) clients.set(key, (client = typedApi(server.baseUrl, token)));
      return client;
    },
    raw(path, init) {
      return api(server.baseUrl, path, init);
    },
    async query(sql, params = []) {
      if (!pool) {
        pool = new Pool({ connectionString: server.databaseUrl, max: 4 });
        // a connection the server's restart or a dropped database ends is not a test failure
        pool.on('error', () => undefined);
      }
      return (await pool.query(sql, params)).rows;
    },
    player: (prefix) => verifiedPlayer(server.baseUrl, game.mailbox, prefix),
    playerWithEstate: (estate, prefix) => playerWithEstate(server.baseUrl, game.mailbox, estate, prefix),
    async adminToken() {
      return (admin ??= await adminToken(server.baseUrl));
    },
    async advanceDays(days) {
      return advanceDays(server.baseUrl, await game.adminToken(), days);
    },
  };
  return game;
}
