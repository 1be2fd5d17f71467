/**
 * Faults: PostgreSQL restarted under load (503 with the error body during the outage, no crash,
 * recovery within 5 s of its return, no committed write lost), SIGTERM draining in-flight
 * requests, and SIGKILL in the middle of purchases leaving no partial state.
 */
import { playerWithEstate, typedApi, waitUntil } from '../support/harness';
import { spawn } from 'node:child_process';
import http from 'node:http';
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { barePlots } from '../support/estates';
import { fairPrice } from '../support/market';
import { freePort, ROOT, startServer, stopChild } from '../support/server';
import { createTestDatabase, queryRows } from '../support/database';
import { ledgerEntry } from '../support/builders';
import { Mailbox } from '../support/mailbox';
import { track } from '../support/children';

const DIST = join(ROOT, process.env.VV_TEST_BACKEND_DIST ?? join('backend', 'dist'));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
let mailbox: Mailbox;

/** A private PostgreSQL in a child process, so that the test can really stop and restart it. */
function startPostgres(dir: string, port: number): Promise<{ url: string; stop(): Promise<void> }> {
  // tracked: a failed or timed-out file leaves no PostgreSQL behind (the global teardown stops it)
  const child = track(
    spawn(
      process.execPath,
      [join(__dirname, '..', 'support', 'embedded-pg-child.js'), DIST, dir, String(port), 'vv_restart'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    ),
  );
  let out = '';
  return new Promise((resolve, reject) => {
    child.stderr.on('data', (d) => (out += d));
    child.stdout.on('data', (d) => {
      out += d;
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (line) {
        const { url } = JSON.parse(line);
        resolve({
          url,
          stop: () =>
            new Promise<void>((done) => {
              if (child.exitCode !== null) return done();
              child.once('exit', () => done());
              child.kill('SIGTERM');
            }),
        });
      }
    });
    child.once('exit', (code) => reject(new Error(`embedded PostgreSQL exited with ${code}: ${out}`)));
  });
}

beforeAll(async () => {
  mailbox = await new Mailbox().start();
});

afterAll(async () => {
  await mailbox?.stop();
});

it('survives a PostgreSQL restart under load: 503s meanwhile, back within 5 s, no committed write lost', async () => {
  mkdirSync(join(ROOT, 'tests', '.tmp'), { recursive: true });
  const dir = mkdtempSync(join(ROOT, 'tests', '.tmp', 'pg-restart-'));
  chmodSync(dir, 0o755); // PostgreSQL runs as its own user when the tests run as root
  const port = await freePort();
  const start = () => startPostgres(dir, port);
  let pg = await start();
  const server = await startServer({ databaseUrl: pg.url, env: { SMTP_URL: mailbox.url }, timeoutMs: 60_000 });
  try {
    const { token, estate } = await playerWithEstate(server.baseUrl, mailbox, { name: 'Fault Line' });
    // a bare plot (the other carries the head-start block, and a planted plot cannot be listed)
    const plots: any[] = (
      await typedApi(server.baseUrl, token).GET('/api/estates/{estateId}/plots', {
        params: { path: { estateId: estate.id } },
      })
    ).body.data.plots;
    const plot = barePlots(plots)[0];

    // the load: readers, and a writer that lists and cancels the plot (each listing is a row that stays)
    let running = true;
    let outage = false;
    let listed = 0;
    const seen: { status: number; body: any; duringOutage: boolean }[] = [];
    const record = (r: { status: number; body: any }) => seen.push({ ...r, duringOutage: outage });
    // a dropped connection would be recorded as status 0 (and fail the test below)
    const safe = (p: Promise<{ status: number; body: any }>) => p.catch(() => ({ status: 0, body: null }));
    const reader = async () => {
      while (running) {
        record(
          await safe(typedApi(server.baseUrl, token).GET('/api/estates/{id}', { params: { path: { id: estate.id } } })),
        );
        await sleep(20);
      }
    };
    const writer = async () => {
      while (running) {
        const res = await safe(
          typedApi(server.baseUrl, token).POST('/api/marketplace/plots/{plotId}/list', {
            params: { path: { plotId: plot.id } },
            body: { price: fairPrice(plot), expirationDays: 7 },
          }),
        );
        record(res);
        if (res.status === 201) {
          listed++;
          for (;;) {
            const cancel = await safe(
              typedApi(server.baseUrl, token).DELETE('/api/marketplace/plots/{plotId}/list', {
                params: { path: { plotId: plot.id } },
              }),
            );
            record(cancel);
            if (cancel.status === 200 || cancel.status === 409 || !running) break;
            await sleep(50);
          }
        }
        await sleep(30);
      }
    };
    const load = Promise.all([reader(), reader(), reader(), writer()]);
    // the load is under way: reads answered and two listings made
    await waitUntil(() => listed >= 2 && seen.filter((s) => s.status === 200).length >= 10, { what: 'the load' });
    outage = true;
    await pg.stop();
    // with PostgreSQL down: a clear 503 with the error body, readiness down, liveness up
    const down = await typedApi(server.baseUrl, token).GET('/api/estates/{id}', {
      params: { path: { id: estate.id } },
    });
    expect(down.status).toBe(503);
    expect(down.body).toMatchObject({ statusCode: 503, error: 'Service Unavailable', message: expect.any(String) });
    expect((await typedApi(server.baseUrl).GET('/api/health/ready')).status).toBe(503);
    expect((await typedApi(server.baseUrl).GET('/api/health')).status).toBe(200);
    // the load meets the outage for a while before PostgreSQL comes back
    await waitUntil(() => seen.filter((s) => s.duringOutage && s.status === 503).length >= 20, {
      what: 'the load meeting the outage',
    });
    pg = await start();
    const back = Date.now();
    outage = false;
    let readyAfter = Number.POSITIVE_INFINITY;
    while (Date.now() - back < 10_000) {
      const ready = await typedApi(server.baseUrl).GET('/api/health/ready');
      if (ready.status === 200) {
        readyAfter = Date.now() - back;
        break;
      }
      await sleep(100);
    }
    // the load succeeds again for a while (and lists twice more) before it stops
    const mark = seen.length;
    const listedBefore = listed;
    await waitUntil(() => listed >= listedBefore + 2 && seen.slice(mark).filter((s) => s.status === 200).length >= 20, {
      timeoutMs: 15_000,
      what: 'the load after the return',
    });
    running = false;
    await load;

    expect(server.process.exitCode).toBeNull(); // no crash
    expect(readyAfter).toBeLessThanOrEqual(5000);
    // on failure, the server's own account of each other 5xx says what it met
    if (seen.some((s) => s.status >= 500 && s.body?.statusCode !== 503)) {
      const lines = server.output().split('\n');
      console.error(lines.filter((l) => l.includes('request failed') && !l.includes('"status":503')).join('\n'));
    }
    // whatever the load met during the outage was a 503 with the error body, nothing else
    const during = seen.filter((s) => s.duringOutage && s.status >= 500);
    for (const s of during)
      expect(s.body).toMatchObject({ statusCode: 503, error: 'Service Unavailable', message: expect.any(String) });
    expect(seen.filter((s) => (s.status >= 500 && s.status !== 503) || s.status === 0 || s.status === 401)).toEqual([]);
    // after the return, the load succeeds again
    const tail = seen.slice(-10);
    expect(tail.every((s) => s.status < 500)).toBe(true);
    // every listing the server confirmed is in the database (at most one more, whose answer was lost)
    const [{ n }] = await queryRows(pg.url, 'SELECT count(*)::int AS n FROM plot_listings WHERE plot_id = $1', [
      plot.id,
    ]);
    // two listings before the outage and two after the return, as the waits above made sure
    expect(listed).toBeGreaterThanOrEqual(4);
    expect(n).toBeGreaterThanOrEqual(listed);
    expect(n).toBeLessThanOrEqual(listed + 1);
  } finally {
    await server.stop();
    await pg.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}, 120_000);

it('drains in-flight requests on SIGTERM before exiting 0', async () => {
  // many sign-ins of one account at once from one address: the throttles are raised so that all of them run
  const server = await startServer({ env: { THROTTLE_LOGIN_ACCOUNT_IP: '1000', THROTTLE_LOGIN_IP: '1000' } });
  const { DEMO_ACCOUNTS } = await import('@vineyard/domain');
  const body = JSON.stringify({ identifier: DEMO_ACCOUNTS.player.username, password: DEMO_ACCOUNTS.player.password });
  // sign-ins hash with argon2id: 24 at once keep the server busy for a while. Each request notes
  // when it was completely sent, so that "in flight at SIGTERM" is known, not guessed.
  let signalledAt = Number.POSITIVE_INFINITY;
  let sent = 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 24 });
  const send = () =>
    new Promise<{ status: number | string; sentBefore: boolean; answeredAfter: boolean }>((resolve) => {
      let sentAt = Number.POSITIVE_INFINITY;
      const req = http.request(
        `${server.baseUrl}/api/auth/login`,
        {
          method: 'POST',
          agent,
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          res.resume();
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              sentBefore: sentAt < signalledAt,
              answeredAfter: Date.now() > signalledAt,
            }),
          );
        },
      );
      req.on('finish', () => {
        sentAt = Date.now();
        sent++;
      });
      req.on('error', (e) =>
        resolve({ status: `failed: ${e.message}`, sentBefore: sentAt < signalledAt, answeredAfter: true }),
      );
      req.end(body);
    });
  // open and warm 24 connections first, so that every sign-in below goes to an accepted connection
  await Promise.all(
    Array.from(
      { length: 24 },
      () =>
        new Promise<void>((resolve) =>
          http.get(`${server.baseUrl}/api/health`, { agent }, (res) => (res.resume(), res.on('end', resolve))),
        ),
    ),
  );
  const inflight = Array.from({ length: 24 }, send);
  // every sign-in completely sent: the server is working on them when the signal comes
  await waitUntil(() => sent === 24, { what: 'the 24 sign-ins sent' });
  signalledAt = Date.now();
  const exit = stopChild(server.process, 'SIGTERM');
  const results = await Promise.all(inflight);
  const code = await exit;
  agent.destroy();
  if (code !== 0) console.log(server.output().slice(-3000));
  // nothing was dropped: requests the server was working on were answered in full, those it read
  // after closing began were turned away with a clean 503 (a load balancer retries them elsewhere)
  expect(results.map((r) => r.status).filter((s) => s !== 200 && s !== 503)).toEqual([]);
  // and some really were in flight: sent before the signal, answered 200 after it
  expect(results.filter((r) => r.sentBefore && r.answeredAfter && r.status === 200).length).toBeGreaterThan(0);
  expect(code).toBe(0);
  await server.stop();
}, 60_000);

it('a SIGKILL in the middle of purchases leaves no partial state', async () => {
  const db = await createTestDatabase();
  let server = await startServer({ databaseUrl: db.url, keepDatabase: true, env: { SMTP_URL: mailbox.url } });
  try {
    const buyers = [];
    for (let i = 0; i < 20; i += 5) {
      buyers.push(
        ...(await Promise.all(
          Array.from({ length: 5 }, () =>
            playerWithEstate(server.baseUrl, mailbox, { name: 'Fault Line', template: 'boutique' }),
          ),
        )),
      );
    }
    // the registry's ten cheapest offers (it holds 3-6 in each of the six regions)
    const offers = (
      await typedApi(server.baseUrl, buyers[0]!.token).GET('/api/marketplace/plots', {
        params: { query: { sort: 'price-low', limit: 50 } },
      })
    ).body.data.plots.slice(0, 10);
    expect(offers.length).toBe(10);
    // their prices are random (1-6 ha at up to ~1.3x a region's base price): every buyer is granted
    // the dearest, booked in the ledger, so each purchase can go through
    const dearest = Math.max(...offers.map((o) => o.listingPrice ?? 0));
    for (const b of buyers) await ledgerEntry(db.url, { estateId: b.estate.id, amount: dearest, kind: 'grant' });
    const ids = buyers.map((b) => b.estate.id);
    const before = await queryRows(db.url, 'SELECT id, money FROM estates WHERE id = ANY($1::uuid[])', [ids]);

    const attempts = buyers.map((b, i) =>
      typedApi(server.baseUrl, b.token)
        .POST('/api/marketplace/plots/{plotId}/purchase', {
          params: { path: { plotId: offers[i % offers.length].id } },
          body: { estateId: b.estate.id },
        })
        .catch(() => null),
    );
    // a deliberately short window: the kill must land while most purchases are outstanding
    await sleep(25);
    server.process.kill('SIGKILL');
    const answers = await Promise.all(attempts);
    // the kill landed while purchases were outstanding
    expect(answers.filter((a) => a === null).length).toBeGreaterThan(0);
    await server.stop();
    server = await startServer({ databaseUrl: db.url, keepDatabase: true, env: { SMTP_URL: mailbox.url } });

    // each targeted listing is either untouched or completely sold
    const state = await queryRows(
      db.url,
      `SELECT l.id, l.status, p.estate_id, array_agg(s.buyer_estate_id) FILTER (WHERE s.id IS NOT NULL) AS buyers
         FROM plot_listings l JOIN plots p ON p.id = l.plot_id LEFT JOIN plot_sales s ON s.listing_id = l.id
        WHERE l.plot_id = ANY($1::uuid[]) GROUP BY l.id, l.status, p.estate_id`,
      [offers.map((o: any) => o.id)],
    );
    for (const l of state) {
      if (l.status === 'sold') {
        expect(l.buyers).toHaveLength(1);
        expect(l.estate_id).toBe(l.buyers[0]);
      } else {
        expect(l.status).toBe('active');
        expect(l.buyers).toBeNull();
        expect(l.estate_id).toBeNull();
      }
    }
    // every buyer paid exactly for what the ledger says they bought
    const paid = await queryRows(
      db.url,
      `SELECT buyer_estate_id, sum(price)::bigint AS total FROM plot_sales WHERE buyer_estate_id = ANY($1::uuid[]) GROUP BY 1`,
      [ids],
    );
    const after = await queryRows(db.url, 'SELECT id, money FROM estates WHERE id = ANY($1::uuid[])', [ids]);
    for (const e of after) {
      const start = Number(before.find((b) => b.id === e.id)!.money);
      const spent = Number(paid.find((p) => p.buyer_estate_id === e.id)?.total ?? 0);
      expect(Number(e.money)).toBe(start - spent);
    }
    // and the restarted server trades on
    const open = state.find((l) => l.status === 'active');
    if (open) {
      const plotId = (await queryRows(db.url, 'SELECT plot_id FROM plot_listings WHERE id = $1', [open.id]))[0].plot_id;
      const fresh = await playerWithEstate(server.baseUrl, mailbox, { name: 'Fault Line', template: 'boutique' });
      await ledgerEntry(db.url, { estateId: fresh.estate.id, amount: dearest, kind: 'grant' });
      const res = await typedApi(server.baseUrl, fresh.token).POST('/api/marketplace/plots/{plotId}/purchase', {
        params: { path: { plotId } },
        body: { estateId: fresh.estate.id },
      });
      expect(res.status).toBe(200);
    }
  } finally {
    await server.stop();
    await db.drop();
  }
}, 120_000);
