/**
 * Connections for a multi-host DATABASE_URL (common/postgres-url.ts), as libpq makes them: node-postgres
 * takes one host only (brianc/node-postgres#1470), so a pool gets a Client class that connects to
 * the host a shared locator found acceptable (the primary of a pg_auto_failover formation, with
 * target_session_attrs=read-write). When a connection to it fails or is lost, or the host turns
 * out to be a standby, the locator forgets it and the next connection searches the hosts again
 * (one search at a time, each probe bounded): after a failover the pool's dead connections are
 * dropped (pg-pool removes a client that errored) and new ones go to the promoted node. While no
 * host is acceptable a connection fails at once with 08001, which the API answers 503.
 *
 * A primary that hangs instead of dying (a frozen machine, a network partition: no reset reaches
 * us) would hold its connections' queries for as long as TCP waits. So while a query has waited
 * over STUCK_MS the locator probes its host; when that fails and another host has become the
 * acceptable one (the formation promoted it), the connections to the old host are cut, and their
 * requests answer 503 instead of hanging. A slow query on a live primary only costs a probe.
 */
import { Client, type ClientConfig } from 'pg';
import { hostPort, type HostPort, isMultiHostUrl, parsePostgresUrl, type PostgresTarget } from '../common/postgres-url';

/** What a session is, from the parameters PostgreSQL 14+ reports at start-up or from a query. */
interface SessionState {
  hotStandby: boolean;
  readOnly: boolean;
}

/** How long a probe of one host may take (connect and one query). */
const PROBE_TIMEOUT_MS = 2000;
/** A query that has waited this long makes the locator check that its host still answers. */
const STUCK_MS = 2000;
/** How often the locator looks for such queries (only while connections are open). */
const WATCH_MS = 1000;

/** A pool connection as the locator watches it. */
interface LocatedConnection {
  readonly host: HostPort;
  /** How long its current query has waited, 0 when idle. */
  waitingMs(now: number): number;
  /** Cuts the connection: its queries fail at once as a lost connection. */
  cut(reason: string): void;
}

/** SQLSTATE 08001 (sqlclient_unable_to_establish_sqlconnection): the API answers 503 (common/errors.ts). */
export class NoAcceptableHostError extends Error {
  readonly code = '08001';
  constructor(target: PostgresTarget, reasons: string[]) {
    super(`no ${target.targetSessionAttrs} PostgreSQL session on ${reasons.join('; ')}`);
    this.name = 'NoAcceptableHostError';
  }
}

function acceptable(target: PostgresTarget, state: SessionState): boolean {
  if (target.targetSessionAttrs === 'any') return true;
  if (target.targetSessionAttrs === 'primary') return !state.hotStandby;
  return !state.hotStandby && !state.readOnly;
}

function describe(state: SessionState): string {
  return state.hotStandby ? 'a hot standby' : state.readOnly ? 'read-only' : 'read-write';
}

/** Points a Client that has not connected yet at `host` (its connection string named the first host). */
function pointAt(client: Client, { host, port }: HostPort): void {
  client.host = host;
  client.port = port;
}

async function queryState(client: Client): Promise<SessionState> {
  const { rows } = await client.query<{ hot_standby: boolean; read_only: string }>(
    "SELECT pg_is_in_recovery() AS hot_standby, current_setting('transaction_read_only') AS read_only",
  );
  return { hotStandby: rows[0]!.hot_standby, readOnly: rows[0]!.read_only === 'on' };
}

/** Finds and remembers the acceptable host of a target; one search at a time. */
export class HostLocator {
  private known: HostPort | null = null;
  private search: Promise<HostPort> | null = null;
  private readonly connections = new Set<LocatedConnection>();
  private watchdog: NodeJS.Timeout | null = null;
  private checking = false;

  constructor(
    readonly target: PostgresTarget,
    private readonly config: ClientConfig,
    private readonly probeTimeoutMs = PROBE_TIMEOUT_MS,
  ) {}

  /** The host new connections go to: the one found last, or the result of a search now. */
  current(): Promise<HostPort> {
    if (this.known) return Promise.resolve(this.known);
    this.search ??= this.find().finally(() => (this.search = null));
    return this.search;
  }

  /** `host` failed or is no longer acceptable: the next connection searches again. */
  forget(host: HostPort): void {
    if (this.known === host) this.known = null;
  }

  acceptable(state: SessionState): boolean {
    return acceptable(this.target, state);
  }

  /** Watches an open pool connection until it ends. */
  watch(connection: LocatedConnection): () => void {
    this.connections.add(connection);
    if (!this.watchdog) {
      this.watchdog = setInterval(() => void this.checkStuck(), WATCH_MS);
      this.watchdog.unref();
    }
    return () => {
      this.connections.delete(connection);
      if (this.connections.size === 0 && this.watchdog) {
        clearInterval(this.watchdog);
        this.watchdog = null;
      }
    };
  }

  /**
   * A query waiting over STUCK_MS: if its host no longer answers a probe and another host is now
   * the acceptable one, the connections elsewhere are cut. One check at a time.
   */
  private async checkStuck(): Promise<void> {
    const now = Date.now();
    const stuck = [...this.connections].filter((c) => c.waitingMs(now) > STUCK_MS);
    if (this.checking || stuck.length === 0) return;
    this.checking = true;
    try {
      const suspects = new Set(stuck.map((c) => c.host));
      for (const host of suspects) {
        const answer = await this.probe(host);
        if (typeof answer === 'string' || !acceptable(this.target, answer)) this.forget(host);
      }
      const current = await this.current();
      for (const c of this.connections) {
        if (c.host !== current) c.cut(`${hostPort(c.host)} is no longer the ${this.target.targetSessionAttrs} host`);
      }
    } catch {
      // no acceptable host yet: the next check tries again
    } finally {
      this.checking = false;
    }
  }

  /** Each host in order: the first acceptable one wins. */
  private async find(): Promise<HostPort> {
    const reasons: string[] = [];
    for (const host of this.target.hosts) {
      const answer = await this.probe(host);
      if (typeof answer !== 'string' && acceptable(this.target, answer)) {
        this.known = host;
        return host;
      }
      reasons.push(`${hostPort(host)} (${typeof answer === 'string' ? answer : describe(answer)})`);
    }
    throw new NoAcceptableHostError(this.target, reasons);
  }

  /** The session a host gives, or why it gave none; bounded by probeTimeoutMs. */
  private async probe(host: HostPort): Promise<SessionState | string> {
    const probe = new Client({
      ...this.config,
      connectionString: this.target.url,
      connectionTimeoutMillis: this.probeTimeoutMs,
      query_timeout: this.probeTimeoutMs,
    });
    pointAt(probe, host);
    // a probe's connection lost meanwhile is only a failed probe
    probe.on('error', () => undefined);
    try {
      await probe.connect();
      return await queryState(probe);
    } catch (error) {
      return (error as Error).message || String(error);
    } finally {
      await probe.end().catch(() => undefined);
    }
  }
}

/**
 * A pg Client class for a pool over `locator`'s hosts: it connects to the located host and checks
 * the session it got (from the start-up parameters, without a round trip on PostgreSQL 14+).
 */
export function locatingClient(locator: HostLocator): typeof Client {
  return class LocatingClient extends Client {
    private readonly reported = new Map<string, string>();

    constructor(config?: string | ClientConfig) {
      super(config);
      this.connection.on('parameterStatus', (m: { parameterName: string; parameterValue: string }) =>
        this.reported.set(m.parameterName, m.parameterValue),
      );
    }

    override connect(): Promise<Client>;
    override connect(callback: ((err: Error) => void) | ((err: null, c: Client) => void)): void;
    override connect(callback?: ((err: Error) => void) | ((err: null, c: Client) => void)): Promise<Client> | void {
      const connected = this.connectLocated();
      if (!callback) return connected;
      // pg-pool connects with a callback
      const done = callback as (err: Error | null, c?: Client) => void;
      connected.then(
        () => done(null, this),
        (error: Error) => done(error),
      );
    }

    private async connectLocated(): Promise<Client> {
      const host = await locator.current();
      // the pool's connect timeout may have ended this client while the hosts were searched
      if ((this.connection as unknown as { stream: { destroyed: boolean } }).stream.destroyed) {
        throw new Error('timeout exceeded when trying to connect');
      }
      pointAt(this, host);
      try {
        await super.connect();
      } catch (error) {
        locator.forget(host);
        throw error;
      }
      let state: SessionState;
      try {
        state = this.reported.has('in_hot_standby')
          ? {
              hotStandby: this.reported.get('in_hot_standby') === 'on',
              readOnly: this.reported.get('default_transaction_read_only') === 'on',
            }
          : await queryState(this);
      } catch (error) {
        // connected: the pool drops a client whose connect failed without ending it
        locator.forget(host);
        await this.end().catch(() => undefined);
        throw error;
      }
      if (!locator.acceptable(state)) {
        locator.forget(host);
        await this.end().catch(() => undefined);
        throw new NoAcceptableHostError(locator.target, [`${hostPort(host)} (${describe(state)})`]);
      }
      let seen: unknown = null;
      let since = 0;
      const unwatch = locator.watch({
        host,
        waitingMs: (now) => {
          const active = (this as unknown as { _getActiveQuery(): unknown })._getActiveQuery();
          if (active !== seen) [seen, since] = [active, now];
          return active ? now - since : 0;
        },
        cut: (reason) => {
          const error = Object.assign(new Error(`connection cut: ${reason}`), { code: 'ECONNRESET' });
          (this.connection as unknown as { stream: { destroy(e: Error): void } }).stream.destroy(error);
        },
      });
      // lost without our asking (the server died, or restarted as a standby): search again
      this.once('end', () => {
        unwatch();
        if (!(this as unknown as { _ending: boolean })._ending) locator.forget(host);
      });
      return this;
    }
  };
}

/**
 * How pg reaches DATABASE_URL: a one-host URL as it is (pg's own client); a multi-host one as the
 * first host's URL (what pg parses for user, database and TLS) and a Client class that connects to
 * the acceptable host.
 */
export function pgConnection(url: string): { connectionString: string; Client?: typeof Client } {
  if (!isMultiHostUrl(url)) return { connectionString: url };
  const target = parsePostgresUrl(url);
  const locator = new HostLocator(target, { application_name: 'vineyard-valley' });
  return { connectionString: target.url, Client: locatingClient(locator) };
}

/** One client for DATABASE_URL (start-up checks, the migration lock), multi-host or not. */
export function pgClient(url: string, config: ClientConfig = {}): Client {
  const { connectionString, Client: ClientClass = Client } = pgConnection(url);
  return new ClientClass({ ...config, connectionString });
}
