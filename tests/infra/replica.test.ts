/**
 * The read replica (DATABASE_REPLICA_URL) against a real streaming-replication hot standby made
 * with pg_basebackup -R, with two instances. The proof that the standby serves a read: replay is
 * paused on it (`pg_wal_replay_pause()`), so a write is on the primary and not on the standby; a
 * reader without a fence then does not see it, the writer does (read-your-writes: on the instance
 * that served the write by its memory, on the other by the `vv_rw` cookie). A standby more than
 * DB_REPLICA_MAX_LAG_MS behind is left for the primary; a dead standby breaks no read, and a
 * restarted one is used again.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { uprootHeadStart } from '../support/estates';
import { typedApi } from '../support/client';
import { playerWithEstate, type Player } from '../support/harness';
import { Mailbox } from '../support/mailbox';
import { fairPrice } from '../support/market';
import { api, freePort, startServer, startServers, type RunningServer } from '../support/server';
import {
  caughtUp,
  describeWith,
  PG_BIN,
  sql,
  startPrimary,
  startStandby,
  until,
  type PgServer,
} from './support/postgres';

const MAX_LAG_MS = 8000;

/** The pids of a process's children (a PostgreSQL server's backends and workers). */
function childPids(pid: number): number[] {
  return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
}
const METRICS_TOKEN = 'infra-replica-metrics-token-0123456789';
const JWT_SECRET = 'infra-replica-jwt-secret-0123456789-0123456789';

describeWith(
  [join(PG_BIN, 'initdb'), join(PG_BIN, 'postgres'), join(PG_BIN, 'pg_basebackup')],
  'the read replica on a streaming hot standby',
  () => {
    let primary: PgServer | undefined;
    let standby: PgServer | undefined;
    let mailbox: Mailbox | undefined;
    let servers: RunningServer[] = [];
    /** instances with another replica setting, stopped with the others */
    const others: RunningServer[] = [];
    let a: RunningServer;
    let b: RunningServer;
    let seller: Player & { estate: { id: string } };
    let buyer: Player & { estate: { id: string } };
    let observer: Player;
    let plotId: string;
    let price: number;

    beforeAll(async () => {
      primary = await startPrimary();
      await sql(primary.url(), 'CREATE DATABASE vineyard');
      standby = await startStandby(primary);
      mailbox = await new Mailbox().start();
      servers = await startServers(2, {
        databaseUrl: primary.url('vineyard'),
        env: {
          DATABASE_REPLICA_URL: standby.url('vineyard'),
          DB_REPLICA_MAX_LAG_MS: String(MAX_LAG_MS),
          METRICS_TOKEN,
          SMTP_URL: mailbox.url,
          DEMO_ACCOUNTS: 'false',
          // one deployment: a token signed by one instance is good on the other
          JWT_SECRET,
        },
      });
      [a, b] = servers as [RunningServer, RunningServer];
      seller = await playerWithEstate(a.baseUrl, mailbox, { location: 'rioja' });
      buyer = await playerWithEstate(a.baseUrl, mailbox, { template: 'commercial', location: 'napa' });
      observer = await playerWithEstate(a.baseUrl, mailbox, { location: 'tuscany' });
      const plots = (
        await typedApi(a.baseUrl, seller.token).GET('/api/estates/{estateId}/plots', {
          params: { path: { estateId: seller.estate.id } },
        })
      ).body.data.plots;
      await uprootHeadStart(a.baseUrl, seller.token, plots);
      const plot = plots[plots.length - 1]!;
      plotId = plot.id;
      price = fairPrice(plot);
    }, 180_000);

    afterAll(async () => {
      await Promise.allSettled([...servers, ...others].map((s) => s.stop()));
      await Promise.allSettled([mailbox?.stop(), standby?.stop({ mode: 'immediate' })]);
      await primary?.stop();
    }, 60_000);

    /** A figure of the server's /api/metrics (the line `name value`). */
    async function metric(server: RunningServer, name: string): Promise<number> {
      const res = await fetch(`${server.baseUrl}/api/metrics`, {
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      const line = (await res.text()).split('\n').find((l) => l.startsWith(`${name} `));
      return line ? Number(line.slice(name.length + 1)) : Number.NaN;
    }
    const replicaInUse = (server: RunningServer) =>
      until('the replica in use', async () => (await metric(server, 'vv_db_replica_usable')) === 1, 30_000);
    const replicaReads = (server: RunningServer) =>
      metric(server, 'vv_db_lag_tolerant_reads_total{pool="replica"}').then((n) => (Number.isNaN(n) ? 0 : n));

    /** Whether `plotId` is among the live listings `token` finds in Rioja on `server` (with `cookie`, if any). */
    async function sees(server: RunningServer, token: string, cookie?: string): Promise<boolean> {
      const res = await api(server.baseUrl, '/api/marketplace/plots?region=rioja&limit=50', {
        token,
        headers: cookie ? { cookie } : {},
      });
      expect(res.status).toBe(200);
      return (res.body.data.plots as { id: string }[]).some((p) => p.id === plotId);
    }

    /** The write's `vv_rw` cookie, as a browser would send it back. */
    function fenceCookie(headers: Headers): string {
      const cookie = headers.getSetCookie().find((c) => c.startsWith('vv_rw='));
      expect(cookie).toMatch(/^vv_rw=[0-9A-F]+\/[0-9A-F]+; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Strict/);
      return cookie!.split(';')[0]!;
    }

    /** The standby has replayed everything, and both instances' pollers (every 500 ms) have seen it. */
    async function settled(): Promise<void> {
      await caughtUp(primary!, standby!);
      await new Promise((r) => setTimeout(r, 1200));
      await Promise.all(servers.map(replicaInUse));
    }

    /** Runs `body` with replay paused on the standby (from a settled state), then lets it catch up. */
    async function withReplayPaused(body: () => Promise<void>): Promise<void> {
      await settled();
      await sql(standby!.url(), 'SELECT pg_wal_replay_pause()');
      try {
        await body();
      } finally {
        await sql(standby!.url(), 'SELECT pg_wal_replay_resume()');
      }
      await settled();
    }

    it('serves lag-tolerant reads from the standby; a player who just listed land reads their listing', async () => {
      await settled();
      // the replica's pool is connected to the standby, under its own application name
      const onStandby = await sql(
        standby!.url(),
        "SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = 'vineyard-valley-replica'",
      );
      expect(onStandby[0]!.n).toBeGreaterThanOrEqual(2);

      // how soon a write is on the standby, measured: the write's fence (its cookie) against the standby's replay
      const probe = await api(a.baseUrl, '/api/features', {
        token: seller.token,
        body: { title: 'Replica lag probe', description: 'How soon the standby has it.', searchedForSimilar: true },
      });
      expect(probe.status).toBe(201);
      const written = Date.now();
      const lsn = fenceCookie(probe.headers).split('=')[1];
      await until(
        'the standby to replay the write',
        async () => {
          const [row] = await sql(standby!.url(), 'SELECT pg_last_wal_replay_lsn() >= $1::pg_lsn AS ok', [lsn]);
          return row?.ok;
        },
        10_000,
        5,
      );
      console.log(`replica: a write replayed on the standby within ${Date.now() - written} ms (polled every 5 ms)`);
      await settled();
      console.log(`replica: lag the instances measure when idle: ${await metric(a, 'vv_db_replica_lag_seconds')} s`);

      await withReplayPaused(async () => {
        const listed = await api(a.baseUrl, `/api/marketplace/plots/${plotId}/list`, {
          token: seller.token,
          body: { price, expirationDays: 14 },
        });
        expect(listed.status).toBe(201);
        const cookie = fenceCookie(listed.headers);
        const before = await replicaReads(a);
        // the observer reads the standby, which has not replayed the listing
        expect(await sees(a, observer.token)).toBe(false);
        expect(await replicaReads(a)).toBeGreaterThan(before);
        // the seller reads their own write: on instance A by its memory of their fence ...
        expect(await sees(a, seller.token)).toBe(true);
        // ... on instance B, which did not serve the write, by the cookie (without it: the standby)
        expect(await sees(b, seller.token)).toBe(false);
        expect(await sees(b, seller.token, cookie)).toBe(true);

        // the public board the same way: a new suggestion, read back with and without its cookie
        const suggested = await api(a.baseUrl, '/api/features', {
          token: observer.token,
          body: {
            title: 'Replica marker suggestion',
            description: 'Seen on the primary first.',
            searchedForSimilar: true,
          },
        });
        expect(suggested.status).toBe(201);
        const titles = async (cookieHeader?: string) =>
          (
            (
              await api(b.baseUrl, '/api/features?sort=recent', {
                headers: cookieHeader ? { cookie: cookieHeader } : {},
              })
            ).body.data.features as { title: string }[]
          ).map((f) => f.title);
        expect(await titles()).not.toContain('Replica marker suggestion');
        expect(await titles(fenceCookie(suggested.headers))).toContain('Replica marker suggestion');

        // past DB_REPLICA_MAX_LAG_MS behind, the standby is left for the primary: everyone sees the listing
        for (const server of servers) {
          await until(
            'the standby too far behind',
            async () => (await metric(server, 'vv_db_replica_usable')) === 0,
            20_000,
          );
        }
        expect(await sees(a, observer.token)).toBe(true);
        expect(await sees(b, seller.token)).toBe(true);
      });
      expect(await sees(a, observer.token)).toBe(true);
    }, 120_000);

    it('a player who just bought land no longer finds it for sale, on either instance', async () => {
      await withReplayPaused(async () => {
        const bought = await api(a.baseUrl, `/api/marketplace/plots/${plotId}/purchase`, {
          token: buyer.token,
          body: { estateId: buyer.estate.id, expectedPrice: price },
        });
        expect(bought.status).toBe(200);
        const cookie = fenceCookie(bought.headers);
        expect(await sees(a, buyer.token)).toBe(false);
        expect(await sees(b, buyer.token, cookie)).toBe(false);
        // the standby still shows the sold listing to a reader who did not write (a purchase of it is refused: 409)
        expect(await sees(a, observer.token)).toBe(true);
        const again = await api(a.baseUrl, `/api/marketplace/plots/${plotId}/purchase`, {
          token: observer.token,
          body: { estateId: (await observerEstate()).id },
        });
        expect(again.status).toBe(409);
      });
      expect(await sees(a, observer.token)).toBe(false);
    }, 120_000);

    it('an instance whose replica is unreachable at start, or is no standby, starts and reads from the primary', async () => {
      const env = (replica: string) => ({
        DATABASE_REPLICA_URL: replica,
        METRICS_TOKEN,
        DEMO_ACCOUNTS: 'false',
        JWT_SECRET,
      });
      const started = await Promise.allSettled([
        startServer({
          databaseUrl: primary!.url('vineyard'),
          env: env(`postgres://postgres@127.0.0.1:${await freePort()}/vineyard`),
        }),
        startServer({ databaseUrl: primary!.url('vineyard'), env: env(primary!.url('vineyard')) }),
      ]);
      const odd = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
      others.push(...odd);
      expect(started.map((s) => s.status)).toEqual(['fulfilled', 'fulfilled']);
      const [unreachable, notStandby] = odd as [RunningServer, RunningServer];
      for (const server of odd) {
        for (let round = 0; round < 3; round++) {
          expect(await sees(server, observer.token)).toBe(false);
          await new Promise((r) => setTimeout(r, 300));
        }
        expect(await metric(server, 'vv_db_replica_usable')).toBe(0);
        expect(await replicaReads(server)).toBe(0);
      }
      const warnings = (server: RunningServer) =>
        server
          .output()
          .split('\n')
          .filter((line) => line.includes('read replica not used'));
      expect(warnings(unreachable).join('\n')).toMatch(/does not answer/);
      expect(warnings(notStandby).join('\n')).toMatch(/not a standby/);
    }, 120_000);

    it('a frozen standby holds a read no longer than the statement timeout; then the primary answers', async () => {
      const quick = await startServer({
        databaseUrl: primary!.url('vineyard'),
        env: {
          DATABASE_REPLICA_URL: standby!.url('vineyard'),
          METRICS_TOKEN,
          DEMO_ACCOUNTS: 'false',
          JWT_SECRET,
          DB_STATEMENT_TIMEOUT_MS: '2000',
        },
      });
      others.push(quick);
      await replicaInUse(quick);
      // every process of the standby stopped, as a frozen VM or a partition: it answers nothing,
      // and enforces no statement_timeout of its own
      const pids = [standby!.process.pid!, ...childPids(standby!.process.pid!)];
      for (const pid of pids) process.kill(pid, 'SIGSTOP');
      try {
        for (const path of ['/api/leaderboard?by=netWorth', '/api/awards', '/api/features']) {
          const started = Date.now();
          const res = await api(quick.baseUrl, path);
          expect(res.status).toBe(200);
          expect(Date.now() - started).toBeLessThan(10_000);
        }
        await until('the replica out of use', async () => (await metric(quick, 'vv_db_replica_usable')) === 0, 10_000);
      } finally {
        for (const pid of pids) process.kill(pid, 'SIGCONT');
      }
      await settled();
    }, 120_000);

    async function observerEstate(): Promise<{ id: string }> {
      const res = await typedApi(a.baseUrl, observer.token).GET('/api/estates');
      return res.body.data.estates[0]!;
    }

    it("the standby's death breaks no read; restarted, it serves again", async () => {
      await Promise.all(servers.map(replicaInUse));
      await standby!.stop({ mode: 'immediate', keep: true });
      const reads = (server: RunningServer) => [
        api(server.baseUrl, '/api/marketplace/plots?limit=5', { token: observer.token }),
        api(server.baseUrl, '/api/leaderboard?by=netWorth'),
        api(server.baseUrl, '/api/critics/reviews'),
        api(server.baseUrl, '/api/awards'),
        api(server.baseUrl, '/api/market/index?region=rioja'),
        api(server.baseUrl, '/api/features'),
        api(server.baseUrl, '/api/features/trending'),
        api(server.baseUrl, '/api/features/tags'),
        api(server.baseUrl, '/api/features/statistics'),
      ];
      // at once after the crash (the instances still think the standby is there), and on, until they know
      for (let round = 0; round < 6; round++) {
        const answers = await Promise.all(servers.flatMap(reads));
        expect(answers.map((r) => r.status)).toEqual(answers.map(() => 200));
        await new Promise((r) => setTimeout(r, 300));
      }
      await until('the replica out of use', async () => (await metric(a, 'vv_db_replica_usable')) === 0, 10_000);

      await standby!.restart();
      await settled();
      const before = await replicaReads(b);
      const served = await Promise.all(reads(b));
      expect(served.map((r) => r.status)).toEqual(served.map(() => 200));
      expect(await replicaReads(b)).toBeGreaterThan(before);

      // money conserved through it all: every estate's money is the sum of its ledger
      const unbalanced = await sql(
        primary!.url('vineyard'),
        `SELECT e.id FROM estates e
          WHERE e.money <> (SELECT COALESCE(sum(amount), 0) FROM ledger_entries l WHERE l.estate_id = e.id)`,
      );
      expect(unbalanced).toEqual([]);
      for (const server of servers) expect(server.output()).not.toMatch(/"level":(50|60)/);
    }, 120_000);
  },
);
