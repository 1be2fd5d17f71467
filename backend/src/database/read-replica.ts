/**
 * Reads that tolerate seconds of lag (the marketplace search, the leaderboard and critics'
 * reviews, the awards, the market index, the public feature board) can go to a streaming-
 * replication hot standby: DATABASE_REPLICA_URL opens a second pool, and `read(fence, work)` runs
 * the work on the standby or on the primary.
 *
 * **Which one.** The standby serves a read only when all of these hold, checked in memory (no
 * round trip) from what a poller learns every POLL_MS:
 *  - it answered the last poll as a standby (`pg_is_in_recovery()`), and no read failed on it since;
 *  - it is at most DB_REPLICA_MAX_LAG_MS behind: the poller samples the primary's WAL position
 *    (`pg_current_wal_lsn()`) with the time, and the standby has replayed everything the primary
 *    had written at the newest sample its replay position (`pg_last_wal_replay_lsn()`) has passed;
 *  - it has replayed the reader's own last write (read-your-writes, below).
 * Otherwise, or when the read fails on the standby (it died, a recovery conflict cancelled the
 * statement), the read runs on the primary: a player never sees an error because of the standby.
 *
 * **Read-your-writes, by WAL position.** After every successful write request (any method but
 * GET, HEAD and OPTIONS, answered 2xx or 3xx) the server asks the primary for its WAL
 * position, which is at or past the write's commit record, and keeps it as the writer's *fence*:
 * in memory for the signed-in user, and in an HttpOnly cookie (`vv_rw`) that the browser sends to
 * whichever instance serves its next request. A read whose fence the standby has not replayed goes
 * to the primary. Chosen over "the primary for N seconds after a write" because it is exact: the
 * player's next read goes to the standby as soon as the standby holds their write (usually within
 * milliseconds), never before, however far behind the standby falls; and it needs no clock
 * agreement between instances. The cookie is a routing hint, not a credential: a forged value can
 * only send its own requests to the primary. A client that keeps no cookies and whose requests
 * are spread over instances reads its own writes on the instance that served them; on another it
 * reads data at most DB_REPLICA_MAX_LAG_MS old.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Counter, Gauge } from 'prom-client';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/env';
import type { AppLogger } from '../common/logger';
import { DomainError } from '../common/errors';
import { metrics } from '../metrics/metrics.registry';
import { connectionBounds, dataSourceOptions, type ConnectionBounds } from './options';
import { COOKIE, fenceOf, formatLsn, parseLsn, type ReadFence } from './wal-position';

export type { ReadFence } from './wal-position';

/** How often the standby's state is polled (ms; at most a quarter of the allowed lag). */
const POLL_MS = 500;
/** Writers remembered per instance (the oldest are forgotten first). */
const MAX_FENCES = 100_000;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const reads = new Counter({
  name: 'vv_db_lag_tolerant_reads_total',
  help: 'Lag-tolerant reads by where they ran: replica, primary (chosen), fallback (failed on the replica).',
  labelNames: ['pool'],
  registers: [metrics.registry],
});

/** The instances the gauges read (one per process; in-process tests may start more: the last one counts). */
const active = new Set<ReadReplica>();
const current = (): ReadReplica | undefined => [...active].pop();
new Gauge({
  name: 'vv_db_replica_lag_seconds',
  help: 'How far the read replica is behind the primary (NaN when there is none or it is unknown).',
  registers: [metrics.registry],
  collect() {
    this.set((current()?.lagMs() ?? Number.NaN) / 1000);
  },
});
new Gauge({
  name: 'vv_db_replica_usable',
  help: '1 while the read replica may serve lag-tolerant reads.',
  registers: [metrics.registry],
  collect() {
    this.set(current()?.usableFor(undefined) ? 1 : 0);
  },
});

export class ReadReplica {
  private replica: DataSource | null = null;
  private connecting: Promise<DataSource> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  /** The standby answered the last poll as a standby and no read has failed on it since. */
  private healthy = false;
  private replayLsn: bigint | null = null;
  /** When the primary was last at a WAL position the standby has replayed (Date.now()). */
  private caughtUpAt = 0;
  /** The primary's WAL position over the last DB_REPLICA_MAX_LAG_MS, oldest first. */
  private samples: { at: number; lsn: bigint }[] = [];
  /** userId → the WAL position after that user's last write answered by this instance. */
  private readonly fences = new Map<string, bigint>();
  private readonly pollMs: number;
  private readonly cookie: string;
  private readonly cookieAttributes: string;
  private lastProblem: string | null = null;

  constructor(
    private readonly config: AppConfig,
    private readonly primary: DataSource,
    private readonly logger: Pick<AppLogger, 'write'>,
    /** opens the replica's pool (the unit tests give a fake) */
    private readonly open: (
      url: string,
      poolSize: number,
      bounds: ConnectionBounds,
    ) => Promise<DataSource> = openReplica,
  ) {
    this.pollMs = Math.max(50, Math.min(POLL_MS, Math.floor(config.dbReplicaMaxLagMs / 4)));
    this.cookie = config.isProduction ? `__Host-${COOKIE}` : COOKIE;
    const maxAge = Math.ceil(config.dbReplicaMaxLagMs / 1000) + 5;
    this.cookieAttributes = `Max-Age=${maxAge}; Path=/; HttpOnly; SameSite=Strict${config.isProduction ? '; Secure' : ''}`;
    if (this.configured) active.add(this);
  }

  get configured(): boolean {
    return this.config.databaseReplicaUrl !== null;
  }

  /** Whether a read with this fence would run on the standby now. */
  usableFor(fence: ReadFence | undefined): boolean {
    if (!this.replica || !this.healthy || this.replayLsn === null) return false;
    if (Date.now() - this.caughtUpAt > this.config.dbReplicaMaxLagMs) return false;
    const own = fence?.userId ? this.fences.get(fence.userId) : undefined;
    const need = [fence?.lsn ?? null, own ?? null].reduce<bigint | null>(
      (a, b) => (b !== null && (a === null || b > a) ? b : a),
      null,
    );
    return need === null || this.replayLsn >= need;
  }

  /** Runs a lag-tolerant read on the standby when it may serve it (see the module comment), else on the primary. */
  async read<T>(fence: ReadFence | undefined, work: (dataSource: DataSource) => Promise<T>): Promise<T> {
    const replica = this.usableFor(fence) ? this.replica : null;
    if (!replica) {
      if (this.configured) reads.inc({ pool: 'primary' });
      return work(this.primary);
    }
    try {
      const answer = await work(replica);
      reads.inc({ pool: 'replica' });
      return answer;
    } catch (error) {
      if (error instanceof DomainError) throw error;
      // the standby died or cancelled the statement: the primary answers, the next poll decides
      this.healthy = false;
      this.problem(`a read failed on the replica: ${describe(error)}`);
      reads.inc({ pool: 'fallback' });
      return work(this.primary);
    }
  }

  /** Notes a write answered to `request` (its fence) on `reply`: the onSend hook's work. */
  async noteWrite(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    // a refused or failed write committed nothing (and a 503 must not wait on a primary that is down)
    if (SAFE_METHODS.has(request.method) || reply.statusCode >= 400) return;
    // only a signed-in player's later reads can depend on the write (an anonymous one — an
    // analytics beacon, a sign-up — reads nothing of it through the replica): no query, no cookie
    const userId = fenceOf(request).userId;
    if (!userId) return;
    let lsn: bigint | null;
    try {
      const [row] = await this.primary.query<{ lsn: string }[]>('SELECT pg_current_wal_lsn()::text AS lsn');
      lsn = parseLsn(row?.lsn);
    } catch {
      return; // the primary is down: the write failed or its answer says so; nothing to fence
    }
    if (lsn === null) return;
    this.fences.delete(userId);
    this.fences.set(userId, lsn);
    if (this.fences.size > MAX_FENCES) this.fences.delete(this.fences.keys().next().value as string);
    void reply.header('set-cookie', `${this.cookie}=${formatLsn(lsn)}; ${this.cookieAttributes}`);
  }

  start(): void {
    if (!this.configured) return;
    const loop = async () => {
      await this.poll();
      if (!this.stopped) this.timer = setTimeout(() => void loop(), this.pollMs).unref();
    };
    void loop();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    active.delete(this);
    if (this.timer) clearTimeout(this.timer);
    await this.connecting?.catch(() => undefined);
    if (this.replica?.isInitialized) await this.replica.destroy().catch(() => undefined);
  }

  /** Lag in ms as last measured (Infinity while unknown), for metrics and tests. */
  lagMs(): number {
    return this.caughtUpAt === 0 ? Number.POSITIVE_INFINITY : Date.now() - this.caughtUpAt;
  }

  /** One look at the primary's and the standby's WAL positions (every POLL_MS once started). */
  async poll(): Promise<void> {
    if (!this.configured) return;
    const now = Date.now();
    try {
      const [row] = await this.primary.query<{ lsn: string }[]>('SELECT pg_current_wal_lsn()::text AS lsn');
      const lsn = parseLsn(row?.lsn);
      if (lsn !== null) this.samples.push({ at: now, lsn });
    } catch {
      /* the primary is down: the standby's lag is measured against the samples already taken */
    }
    const keepFrom = now - this.config.dbReplicaMaxLagMs - this.pollMs;
    while (this.samples.length > 1 && this.samples[0]!.at < keepFrom) this.samples.shift();
    try {
      const replica = await this.connect();
      const [row] = await replica.query<{ standby: boolean; lsn: string | null }[]>(
        'SELECT pg_is_in_recovery() AS standby, pg_last_wal_replay_lsn()::text AS lsn',
      );
      const replay = parseLsn(row?.lsn);
      if (!row?.standby || replay === null) {
        this.healthy = false;
        this.problem('DATABASE_REPLICA_URL is not a standby (pg_is_in_recovery() is false): reads stay on the primary');
        return;
      }
      this.replayLsn = replay;
      for (let i = this.samples.length - 1; i >= 0; i--) {
        if (this.samples[i]!.lsn <= replay) {
          this.caughtUpAt = Math.max(this.caughtUpAt, this.samples[i]!.at);
          break;
        }
      }
      for (const [userId, lsn] of this.fences) if (lsn <= replay) this.fences.delete(userId);
      this.healthy = true;
      if (this.lastProblem !== null) {
        this.lastProblem = null;
        this.logger.write('info', 'read replica in use', { lagMs: this.lagMs() });
      }
    } catch (error) {
      this.healthy = false;
      this.problem(`the replica does not answer: ${describe(error)}`);
    }
  }

  /** The replica's pool, opened on first use and again after a failed start. */
  private async connect(): Promise<DataSource> {
    if (this.replica?.isInitialized) return this.replica;
    this.connecting = this.open(
      this.config.databaseReplicaUrl as string,
      this.config.dbPoolSize,
      connectionBounds(this.config),
    );
    let dataSource: DataSource;
    try {
      dataSource = await this.connecting;
    } finally {
      this.connecting = null;
    }
    if (this.stopped) {
      await dataSource.destroy();
      throw new Error('stopped');
    }
    this.replica = dataSource;
    return dataSource;
  }

  /** Logs a problem once (until the replica is in use again). */
  private problem(message: string): void {
    if (this.lastProblem === message) return;
    this.lastProblem = message;
    this.logger.write('warn', 'read replica not used', { reason: message });
  }
}

function describe(error: unknown): string {
  const e = error as { code?: string; message?: string };
  return e.code ? `${e.code} ${e.message ?? ''}`.trim() : String(e.message ?? error);
}

/** How long a replica read may take when no statement timeout is set (then the primary answers). */
const REPLICA_QUERY_TIMEOUT_MS = 5000;

/** The replica's pool: the primary pool's settings and bounds, read-only, under its own application name. */
async function openReplica(url: string, poolSize: number, bounds: ConnectionBounds): Promise<DataSource> {
  const options = dataSourceOptions(url, poolSize, bounds);
  const dataSource = new DataSource({
    ...options,
    // a standby is read-only: nothing to install
    installExtensions: false,
    // a shorter wait for a connection (the primary answers meanwhile), and a wait for an answer
    // bounded on this side: a standby that is frozen or cut off enforces no statement_timeout, and
    // the read falls back to the primary when this one gives up
    extra: {
      ...options.extra,
      connectionTimeoutMillis: 2000,
      query_timeout: bounds.statementTimeoutMs > 0 ? bounds.statementTimeoutMs : REPLICA_QUERY_TIMEOUT_MS,
      application_name: 'vineyard-valley-replica',
    },
  } as ConstructorParameters<typeof DataSource>[0]);
  try {
    await dataSource.initialize();
  } catch (error) {
    // a failed start leaves its pool open: close it before the next poll opens another
    await (dataSource.driver as { disconnect?: () => Promise<void> }).disconnect?.().catch(() => undefined);
    throw error;
  }
  return dataSource;
}
