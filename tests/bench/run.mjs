#!/usr/bin/env node
/**
 * `npm run bench`: repeatable benchmarks on seeded data on a real PostgreSQL (DATABASE_URL's
 * server, default postgres://postgres@127.0.0.1:5432/postgres; a scratch database is created and
 * dropped), load sent over loopback. Goals are ratios measured in the same run (these machines
 * are small and shared); absolute figures are medians of several runs, for information.
 * Prints a table and writes tests/bench/results/latest.json.
 *
 * Needs a built tree (`npm run build`). BENCH_SIZES=10000,100000 limits the marketplace/tick sizes
 * (default 10000,100000,1000000); BENCH_SCENARIOS=1,2 runs a subset (its figures replace theirs in
 * latest.json); BENCH_KEEP_DB=1 keeps the seeded database and BENCH_DB=<name> runs on one kept
 * (the seeding tops up what is missing; a 10M-block world takes about 45 minutes to seed).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import pg from 'pg';
import { advanceDays } from './clock.mjs';
import { seedWorld, worldShape } from './world.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(import.meta.url);
// VV_TEST_BACKEND_DIST: run a snapshot of the built backend (see tests/support/global-setup.ts)
const DIST = join(ROOT, process.env.VV_TEST_BACKEND_DIST ?? join('backend', 'dist'));
const MAIN = join(DIST, 'main.js');
// BENCH_PROFILE=<dir>: the app and the reference run with --cpu-prof, their profiles written there
const PROFILE = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
const JWT_SECRET = 'bench-secret-0123456789-0123456789-0123456789';
const SIZES = (process.env.BENCH_SIZES ?? '10000,100000,1000000').split(',').map(Number);
const ONLY = process.env.BENCH_SCENARIOS ? new Set(process.env.BENCH_SCENARIOS.split(',').map(Number)) : null;
const results = [];
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const percentile = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};
const round = (x, d = 2) => Math.round(x * 10 ** d) / 10 ** d;
const log = (...a) => console.error('[bench]', ...a);

function record(scenario, metric, value, reference = null, goal = null, pass = null) {
  const ratio = reference ? round(value / reference, 3) : null;
  results.push({
    scenario,
    metric,
    value: round(value, 3),
    reference: reference === null ? null : round(reference, 3),
    ratio,
    goal,
    pass,
  });
}

if (!existsSync(MAIN)) {
  console.error('backend/dist/main.js is missing: run `npm run build` first');
  process.exit(1);
}

// ---------------------------------------------------------------- database and processes
const base = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = process.env.BENCH_DB ?? `vv_bench_${process.pid}`;
const dbUrl = (() => {
  const u = new URL(base);
  u.pathname = `/${dbName}`;
  return u.toString();
})();
async function admin(sql) {
  const c = new pg.Client({ connectionString: base });
  await c.connect();
  try {
    return await c.query(sql);
  } finally {
    await c.end();
  }
}
const db = new pg.Pool({ connectionString: dbUrl, max: 4 });
// an idle connection the server ends (the scratch database dropped WITH (FORCE) at the end) is
// reported here; without a listener pg's pool throws it and the run died before writing its results
db.on('error', (error) => log(`bench database connection ended: ${error.message}`));
const q = async (sql, params) => (await db.query(sql, params)).rows;

async function freePort() {
  const net = await import('node:net');
  return new Promise((resolve) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/** CPU seconds (user + system) a process has used so far (/proc/<pid>/stat, clock ticks of 1/100 s). */
function cpuOf(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0; // gone between the listing and the read
  }
}

/** CPU seconds used so far by each of the machine's PostgreSQL processes (pid → seconds). */
function postgresCpu() {
  const used = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') used.set(entry, cpuOf(entry));
    } catch {
      /* exited */
    }
  }
  return used;
}

/** PostgreSQL's CPU seconds between two snapshots, over the processes in both (the pools' backends). */
const postgresCpuSince = (before) =>
  [...postgresCpu()].reduce((sum, [pid, now]) => sum + (before.has(pid) ? now - before.get(pid) : 0), 0);

/**
 * CPU seconds used so far by the backends of the bench's database (its pools' connections and
 * autovacuum workers on it; pid → seconds): other databases on the same server are left out.
 */
async function benchDatabaseCpu() {
  const rows = await q('SELECT pid FROM pg_stat_activity WHERE datname = current_database()');
  return new Map(rows.map(({ pid }) => [String(pid), cpuOf(pid)]));
}

/** CPU seconds of the bench database's backends since a snapshot (new backends count whole). */
const benchDatabaseCpuSince = async (before) =>
  [...(await benchDatabaseCpu())].reduce((sum, [pid, now]) => sum + now - (before.get(pid) ?? 0), 0);

function rssOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) * 1024;
}

async function startApp(env = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'vv-bench-'));
  const started = Date.now();
  const child = spawn(process.execPath, [...PROFILE, MAIN], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      // measured as in production: the transaction guard's AsyncLocalStorage costs ~a tenth of throughput
      DB_TRANSACTION_GUARD: 'off',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: dbUrl,
      DATA_DIR: dataDir,
      JWT_SECRET,
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'json',
      GAME_TICK_ENABLED: 'false',
      THROTTLE_REGISTER_IP: '1000000',
      THROTTLE_LOGIN_ACCOUNT: '1000000',
      THROTTLE_LOGIN_ACCOUNT_IP: '100000',
      THROTTLE_LOGIN_IP: '1000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`app exited: ${out}`);
    try {
      if ((await fetch(`${url}/api/health/ready`)).ok) break;
    } catch {
      /* starting */
    }
    await sleep(25);
  }
  return {
    url,
    child,
    output: () => out,
    startMs: Date.now() - started,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => {
          rmSync(dataDir, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

async function startReference() {
  const port = await freePort();
  const child = spawn(process.execPath, [...PROFILE, join(ROOT, 'tests', 'bench', 'reference', 'server.mjs')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), DATABASE_URL: dbUrl, JWT_SECRET, DB_POOL_SIZE: '10' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve) => child.stdout.once('data', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    stop: () => new Promise((r) => (child.once('exit', r), child.kill('SIGTERM'))),
  };
}

const call = async (url, path, { token, body, method } = {}) => {
  const res = await fetch(`${url}${path}`, {
    method: method ?? (body ? 'POST' : 'GET'),
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: await res.json().catch(() => null) };
};

function cannon(opts) {
  return new Promise((resolve, reject) => {
    autocannon({ ...opts }, (err, res) => (err ? reject(err) : resolve(res)));
  });
}

/** Latencies of `n` requests sent by `workers` concurrent loops; each worker picks paths in turn. */
async function timedLoad(url, paths, { token, workers = 8, n = 400 }) {
  const latencies = [];
  let next = 0;
  let errors = 0;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (next < n) {
        const path = paths[next++ % paths.length];
        const t = performance.now();
        const res = await fetch(`${url}${path}`, { headers: { authorization: `Bearer ${token}` } });
        await res.arrayBuffer();
        if (res.status !== 200) errors++;
        latencies.push(performance.now() - t);
      }
    }),
  );
  return { p95: percentile(latencies, 95), p50: percentile(latencies, 50), errors };
}

// ---------------------------------------------------------------- seeding helpers
const {
  ARREARS_HEALTH_LOSS_PER_DAY,
  DEMO_ACCOUNTS,
  HEALTH_STEP_PER_DAY,
  REGIONS,
  regionalEventsOn,
  weatherFor,
  weatherHealthEffect,
} = require(join(ROOT, 'libs', 'domain', 'dist', 'cjs', 'index.js'));

async function seedListings(total) {
  const [{ n }] = await q(`SELECT count(*)::int AS n FROM plot_listings WHERE status = 'active'`);
  const missing = total - n;
  if (missing <= 0) return;
  const t = Date.now();
  // plots held by nobody (as the registry's) with listings, in batches
  for (let done = 0; done < missing; done += 100_000) {
    const batch = Math.min(100_000, missing - done);
    await q(
      `WITH p AS (
         INSERT INTO plots (estate_id, name, description, notes, region, size, price, maintenance_cost, purchase_date,
                            purchase_game_day, soil_type, elevation, orientation, sun_exposure, water_access, terrain)
         SELECT NULL, 'Bench ' || g, 'seeded', '', (ARRAY['tuscany','bordeaux','napa','rioja','mendoza','barossa'])[1 + g % 6],
                round((1 + random() * 5)::numeric, 1), 0, 0, now(), 0,
                (ARRAY['clay','loam','sandy','gravel','limestone','silt','chalk'])[1 + (g / 6) % 7],
                (100 + g % 700), (ARRAY['north','south','east','west','southeast','southwest'])[1 + g % 5],
                (g % 11)::smallint, ((g / 11) % 11)::smallint, 'flat'
           FROM generate_series(1, $1) g
         RETURNING id, region, soil_type, size)
       INSERT INTO plot_listings (plot_id, seller_estate_id, region, soil_type, size, price, description, listed_at, expires_at)
       SELECT id, NULL, region, soil_type, size, (20000 + floor(random() * 980000))::bigint, 'seeded',
              now() - random() * interval '30 days', now() + interval '60 days'
         FROM p`,
      [batch],
    );
  }
  await q('ANALYZE plots');
  await q('ANALYZE plot_listings');
  log(`seeded ${missing} listings in ${Date.now() - t} ms`);
}

/**
 * Scenario 13's open offers on the wine exchange, `total` in all: 1,000 bottled lots of the bench
 * player's estate, each offered many times over (an offer carries its wine's segment, price and
 * days itself), spread over the six regions, both colours, every tier and prices of €3-300 a
 * bottle, listed over the last 30 game days and open for 30-60 more.
 */
async function seedOffers(estateId, total) {
  const [{ n }] = await q(`SELECT count(*)::int AS n FROM exchange_offers WHERE status = 'open'`);
  const missing = total - n;
  if (missing <= 0) return;
  const t = Date.now();
  const [{ day_index: today }] = await q('SELECT day_index FROM game_clock');
  const [{ lots }] = await q(
    `SELECT count(*)::int AS lots FROM wine_lots WHERE estate_id = $1 AND name LIKE 'Bench %'`,
    [estateId],
  );
  if (lots === 0)
    await q(
      `INSERT INTO wine_lots (estate_id, name, region, colour, variety, vintage, bottles, bottled_bottles, quality, bottled_day)
       SELECT $1, 'Bench ' || g, (ARRAY['tuscany','bordeaux','napa','rioja','mendoza','barossa'])[1 + g % 6],
              CASE WHEN g % 3 = 0 THEN 'white' ELSE 'red' END, CASE WHEN g % 3 = 0 THEN 'chardonnay' ELSE 'merlot' END,
              1, 0, 1000000, 40 + g % 60, $2::int - 200
         FROM generate_series(1, 1000) g`,
      [estateId, today],
    );
  for (let done = 0; done < missing; done += 100_000) {
    const batch = Math.min(100_000, missing - done);
    await q(
      `WITH l AS (SELECT id, row_number() OVER (ORDER BY id) AS k, region, colour, variety, vintage, quality, bottled_day, bottled_bottles, name
                    FROM wine_lots WHERE estate_id = $1 AND name LIKE 'Bench %')
       INSERT INTO exchange_offers (seller_estate_id, wine_lot_id, origin_lot_id, name, producer, region, colour, variety,
                                    vintage, tier, quality, bottled_day, bottled_bottles, price, bottles, bottles_left,
                                    status, listed_day, expires_day, created_at)
       SELECT $1, l.id, l.id, l.name, 'Bench Estate', l.region, l.colour, l.variety, l.vintage,
              (ARRAY['table','regional','premium','fine','icon'])[1 + (g / 7) % 5], l.quality, l.bottled_day, l.bottled_bottles,
              3 + (abs(hashtext(g::text)) % 298), 100, 100, 'open', $3::int - g % 30, $3::int + 30 + g % 31,
              now() - (g % 43200) * interval '1 minute'
         FROM generate_series($2::int + 1, $2::int + $4::int) g JOIN l ON l.k = 1 + g % 1000`,
      [estateId, n + done, today, batch],
    );
  }
  await q('VACUUM (ANALYZE) exchange_offers');
  log(`seeded ${missing} exchange offers in ${Date.now() - t} ms`);
}

/** Players list about this share of their plots at any time (scenario 3's world). */
const LISTED_SHARE = 0.03;
/** A player's listing lasts about this many days: so many of them run out each day. */
const LISTING_LIFE_DAYS = 30;

/**
 * Scenario 3's listings, as the game has them: the land registry's offers are the app's own (at
 * most REGISTRY_SUPPLY.maxOffersPerRegion a region, stocked by the app), so the registry plots
 * seedListings made for scenario 2's search go first; then players' listings on LISTED_SHARE of
 * the world's plots (each plot's estate the seller), topped up after each day's expiry.
 */
async function seedPlayerListings() {
  const t = Date.now();
  const [gone] = await q(
    `WITH d AS (DELETE FROM plots WHERE estate_id IS NULL AND name LIKE 'Bench %' RETURNING 1) SELECT count(*)::int AS n FROM d`,
  );
  if (gone.n > 0) await q('VACUUM (ANALYZE) plots, plot_listings');
  const [added] = await q(
    `WITH l AS (
       INSERT INTO plot_listings (plot_id, seller_estate_id, region, soil_type, size, price, description, listed_at, expires_at)
       SELECT p.id, p.estate_id, p.region, p.soil_type, p.size, (20000 + abs(hashtext(p.id::text)) % 980000)::bigint,
              'seeded', now() - random() * interval '30 days', now() + interval '60 days'
         FROM plots p
        WHERE p.estate_id IS NOT NULL AND abs(hashtext(p.id::text || 'listed')) % 10000 < $1::int
          AND NOT EXISTS (SELECT 1 FROM plot_listings x WHERE x.plot_id = p.id AND x.status = 'active')
       RETURNING 1)
     SELECT count(*)::int AS n FROM l`,
    [Math.round(LISTED_SHARE * 10000)],
  );
  if (added.n > 1000) await q('ANALYZE plot_listings');
  log(`registry plots removed: ${gone.n}; players' listings added: ${added.n} (${Date.now() - t} ms)`);
}

// ---------------------------------------------------------------- scenarios
/**
 * The server's settings that move the large worlds' figures (scenarios 3 and 14: a batch's pages from
 * shared buffers or from the OS cache, checkpoints by WAL volume), as pg_settings names them.
 */
async function serverSettings() {
  const res = await admin(
    `SELECT name, setting, unit FROM pg_settings
      WHERE name IN ('server_version', 'shared_buffers', 'max_wal_size', 'checkpoint_timeout', 'autovacuum')`,
  );
  return Object.fromEntries(res.rows.map((r) => [r.name, { setting: r.setting, unit: r.unit }]));
}

async function main() {
  const settings = await serverSettings();
  // BENCH_DB=<name> reuses a database a run kept (BENCH_KEEP_DB=1): the seeding tops up what is missing
  if (!process.env.BENCH_DB) {
    await admin(`DROP DATABASE IF EXISTS "${dbName}"`);
    await admin(`CREATE DATABASE "${dbName}"`);
  }
  let app;
  try {
    app = await startApp();
    log(`app ready in ${app.startMs} ms`);
    // access tokens are short-lived and seeding a 10M world takes longer than one lives: both are
    // renewed every five minutes, and read at each use
    // (through whichever app runs: the first is stopped before the scenarios that start their own)
    const signIn = async (account, url = app.url) =>
      (
        await call(url, '/api/auth/login', {
          body: { identifier: account.username, password: account.password },
        })
      ).body.data.access_token;
    let token = await signIn(DEMO_ACCOUNTS.player);
    let adminToken = await signIn(DEMO_ACCOUNTS.admin);
    const renewal = setInterval(() => {
      // the scenarios that start apps of their own renew their tokens there (scenario 14)
      if (!app) return;
      Promise.all([signIn(DEMO_ACCOUNTS.player), signIn(DEMO_ACCOUNTS.admin)]).then(
        ([player, admin]) => {
          token = player;
          adminToken = admin;
        },
        (failure) => log(`renewing the access tokens failed: ${failure}`),
      );
    }, 5 * 60_000);
    renewal.unref();
    let estate = (await call(app.url, '/api/estates', { token })).body.data.estates?.[0];
    if (!estate) {
      estate = (
        await call(app.url, '/api/estates', {
          token,
          body: { name: 'Bench Estate', template: 'commercial', location: 'napa' },
        })
      ).body.data.estate;
    }
    const want = (n) => !ONLY || ONLY.has(n);

    if (want(1)) {
      log('1: authenticated plot list, app vs bare reference, 64 connections');
      const ref = await startReference();
      const path = `/api/estates/${estate.id}/plots`;
      const same = [await call(app.url, path, { token }), await call(ref.url, path, { token })];
      if (JSON.stringify(same[0].body.data) !== JSON.stringify(same[1].body.data)) {
        throw new Error('the reference answers differently from the app');
      }
      const runs = { app: [], ref: [] };
      /** CPU microseconds per answered request: the server's own process, and PostgreSQL's. */
      const cpu = { app: { node: [], pg: [] }, ref: { node: [], pg: [] } };
      let rssLoad = 0;
      // a warm-up round each, not recorded: both pools open their connections and both servers'
      // code is compiled before the measured rounds (the first round otherwise measured start-up)
      for (const target of [ref, app]) {
        await cannon({
          url: `${target.url}${path}`,
          connections: 64,
          duration: 3,
          headers: { authorization: `Bearer ${token}` },
        });
      }
      // ten rounds of 5 s each, in the order ref-app, app-ref, ref-app, …: the machine's speed drifts
      // over a run (other work on the host), and a fixed order would hand that drift to one side
      for (let i = 0; i < 10; i++) {
        const pair = [
          ['ref', ref],
          ['app', app],
        ];
        for (const [name, target] of i % 2 === 0 ? pair : pair.reverse()) {
          const [nodeBefore, pgBefore] = [cpuOf(target.child.pid), postgresCpu()];
          const res = await cannon({
            url: `${target.url}${path}`,
            connections: 64,
            duration: 5,
            headers: { authorization: `Bearer ${token}` },
          });
          const answered = res.requests.total || 1;
          cpu[name].node.push(((cpuOf(target.child.pid) - nodeBefore) * 1e6) / answered);
          cpu[name].pg.push((postgresCpuSince(pgBefore) * 1e6) / answered);
          if (name === 'app') rssLoad = Math.max(rssLoad, rssOf(app.child.pid));
          if (res.non2xx || res.errors) throw new Error(`${name}: ${res.non2xx} non-2xx, ${res.errors} errors`);
          runs[name].push({ rps: res.requests.average, p99: res.latency.p99 });
          log(`  round ${i + 1} ${name}: ${Math.round(res.requests.average)} req/s, p99 ${res.latency.p99} ms`);
        }
      }
      await ref.stop();
      const appRps = median(runs.app.map((r) => r.rps));
      const refRps = median(runs.ref.map((r) => r.rps));
      const appP99 = median(runs.app.map((r) => r.p99));
      const refP99 = median(runs.ref.map((r) => r.p99));
      record('1 plots list', 'throughput (req/s)', appRps, refRps, '>= 0.85x reference', appRps >= 0.85 * refRps);
      record('1 plots list', 'p99 latency (ms)', appP99, refP99, '<= 1.25x reference', appP99 <= 1.25 * refP99);
      // information: each app round against the reference's round beside it (the machine's speed
      // drifts between rounds; a ratio of medians carries that drift, a median of pairs less of it)
      record(
        '1 plots list',
        'throughput ratio, median of round pairs',
        median(runs.app.map((r, i) => r.rps / runs.ref[i].rps)),
      );
      // information: where the time goes (the server process, and PostgreSQL), per request
      record('1 plots list', 'server CPU per request (µs)', median(cpu.app.node), median(cpu.ref.node));
      record('1 plots list', 'PostgreSQL CPU per request (µs)', median(cpu.app.pg), median(cpu.ref.pg));
      record('7 memory', 'RSS under load (MB)', rssLoad / 2 ** 20);
    }

    if (want(2)) {
      log('2: marketplace search at', SIZES.join(', '), 'listings');
      const { marketplaceSearchSql } = require(join(DIST, 'marketplace', 'listings.repository.js'));
      const queries = [
        {},
        { region: 'napa', minPrice: 100000, maxPrice: 500000, sort: 'price-low' },
        { soilType: ['clay', 'loam'], minSize: 2, maxSize: 4, sort: 'size-high', page: 3 },
        { region: 'rioja', soilType: ['chalk'], sort: 'oldest', page: 2 },
      ];
      const toPath = (x) => {
        const s = new URLSearchParams();
        for (const [k, v] of Object.entries(x)) for (const item of [v].flat()) s.append(k, String(item));
        return `/api/marketplace/plots?${s}`;
      };
      const p95s = {};
      for (const size of SIZES) {
        await seedListings(size);
        await timedLoad(app.url, queries.map(toPath), { token, n: 80 }); // warm up
        const runs = [];
        for (let i = 0; i < 3; i++) runs.push(await timedLoad(app.url, queries.map(toPath), { token, n: 400 }));
        if (runs.some((r) => r.errors)) throw new Error('marketplace search errors');
        p95s[size] = median(runs.map((r) => r.p95));
        record('2 marketplace search', `p95 at ${size} listings (ms)`, p95s[size]);
      }
      const largest = SIZES[SIZES.length - 1];
      const smallest = SIZES[0];
      record(
        '2 marketplace search',
        `p95 at ${largest} vs ${smallest} listings`,
        p95s[largest],
        p95s[smallest],
        '<= 1.5x',
        p95s[largest] <= 1.5 * p95s[smallest],
      );
      const plans = [];
      let indexed = true;
      for (const x of queries) {
        const sql = marketplaceSearchSql(x, '00000000-0000-4000-8000-000000000000');
        // the page must reach plot_listings through an index; the count is bounded by its LIMIT (the cap)
        const select = (await q(`EXPLAIN ${sql.select.text}`, sql.select.values))
          .map((r) => r['QUERY PLAN'])
          .join('\n');
        const count = (await q(`EXPLAIN ${sql.count.text}`, sql.count.values)).map((r) => r['QUERY PLAN']).join('\n');
        if (/Seq Scan on plot_listings/.test(select) || !/Index/.test(select) || !/Limit/.test(count)) indexed = false;
        plans.push(`-- page ${JSON.stringify(x)}\n${select}`, `-- count ${JSON.stringify(x)}\n${count}`);
      }
      mkdirSync(join(ROOT, 'tests', 'bench', 'results'), { recursive: true });
      writeFileSync(join(ROOT, 'tests', 'bench', 'results', 'marketplace-plans.txt'), plans.join('\n\n') + '\n');
      record('2 marketplace search', 'plans use indexes (1 = yes)', indexed ? 1 : 0, null, 'all indexed', indexed);
    }

    if (want(13)) {
      // issue 32: browsing the wine exchange at 10k-1M open offers (p95 at the largest ≤ 1.5× the smallest)
      const offerSizes = SIZES.filter((n) => n >= 10000);
      log('13: exchange browse at', offerSizes.join(', '), 'open offers');
      const { exchangeSearchSql } = require(join(DIST, 'exchange', 'exchange.repository.js'));
      const queries = [
        {},
        { region: 'napa', colour: 'red', sort: 'price-low' },
        { region: 'rioja', colour: 'white', tier: 'premium', minPrice: 10, maxPrice: 60 },
        { colour: 'red', minPrice: 20, sort: 'price-high', page: 3 },
        { tier: 'fine', sort: 'price-low', page: 2 },
      ];
      const toPath = (x) =>
        `/api/exchange/offers?${new URLSearchParams(Object.entries(x).map(([k, v]) => [k, String(v)]))}`;
      const p95s = {};
      for (const size of offerSizes) {
        await seedOffers(estate.id, size);
        await timedLoad(app.url, queries.map(toPath), { token, n: 80 }); // warm up
        const runs = [];
        for (let i = 0; i < 3; i++) runs.push(await timedLoad(app.url, queries.map(toPath), { token, n: 400 }));
        if (runs.some((r) => r.errors)) throw new Error('exchange search errors');
        p95s[size] = median(runs.map((r) => r.p95));
        record('13 exchange browse', `p95 at ${size} open offers (ms)`, p95s[size]);
      }
      const [smallest, largest] = [offerSizes[0], offerSizes[offerSizes.length - 1]];
      record(
        '13 exchange browse',
        `p95 at ${largest} vs ${smallest} open offers`,
        p95s[largest],
        p95s[smallest],
        '<= 1.5x',
        p95s[largest] <= 1.5 * p95s[smallest],
      );
      const [{ day_index: today }] = await q('SELECT day_index FROM game_clock');
      const plans = [];
      let indexed = true;
      for (const x of queries) {
        const sql = exchangeSearchSql(x, '00000000-0000-4000-8000-000000000000', today);
        // the page must reach exchange_offers through an index; the count is bounded by its LIMIT (the cap)
        const select = (await q(`EXPLAIN ${sql.select.text}`, sql.select.values))
          .map((r) => r['QUERY PLAN'])
          .join('\n');
        const count = (await q(`EXPLAIN ${sql.count.text}`, sql.count.values)).map((r) => r['QUERY PLAN']).join('\n');
        if (/Seq Scan on exchange_offers/.test(select) || !/Index/.test(select) || !/Limit/.test(count))
          indexed = false;
        plans.push(`-- page ${JSON.stringify(x)}\n${select}`, `-- count ${JSON.stringify(x)}\n${count}`);
      }
      mkdirSync(join(ROOT, 'tests', 'bench', 'results'), { recursive: true });
      writeFileSync(join(ROOT, 'tests', 'bench', 'results', 'exchange-plans.txt'), plans.join('\n\n') + '\n');
      record('13 exchange browse', 'plans use indexes (1 = yes)', indexed ? 1 : 0, null, 'all indexed', indexed);
    }

    if (want(3)) {
      const tickSizes = SIZES.filter((s) => s >= 100000);
      log('3: the batched game tick over', tickSizes.join(', '), 'blocks');
      // on the server's default settings: JIT on, as PostgreSQL and managed servers ship it
      const [{ jit }] = await q(`SELECT current_setting('jit') AS jit, pg_jit_available() AS available`);
      log(`server jit = ${jit}`);
      record('3 game tick', 'server runs with jit on (1 = yes)', jit === 'on' ? 1 : 0, null, 'on', jit === 'on');
      const figures = {};
      const ticker = await startApp();
      const advance = (node) => advanceDays(node.url, () => adminToken, 1);
      const dayFigures = async (day) => {
        const [t] = await q('SELECT duration_ms, batches, handler_statements FROM game_ticks WHERE day_index = $1', [
          day,
        ]);
        const [s] = await q(
          `SELECT max(statements)::int AS most, min(statements)::int AS least FROM tick_steps
            WHERE day_index = $1 AND handler = 'vineyard-lifecycle'`,
          [day],
        );
        return { ms: t.duration_ms, batches: t.batches, perBatch: s.most, perBatchMin: s.least };
      };
      try {
        for (const size of tickSizes) {
          // a world of small holdings (1-20 blocks a plot, 5% of estates in arrears), 3% of its
          // plots listed by their players, and the registry's few offers
          const seeded = await seedWorld(q, size, (await q('SELECT day_index FROM game_clock'))[0].day_index);
          await seedPlayerListings();
          // a world just loaded has never been vacuumed; a live one is, by autovacuum (the visibility
          // map that index-only scans rely on, of tables the tick does not rewrite every day)
          await q('VACUUM (ANALYZE) estates, plots, plot_listings, ledger_entries');
          log(`world at ${size}: ${JSON.stringify(seeded)} ${JSON.stringify(await worldShape(q))}`);
          // a 30-day listing's share runs out before each tick, for the expiry handler (it tells each seller)
          const [{ listed }] = await q(
            `SELECT count(*)::int AS listed FROM plot_listings WHERE status = 'active' AND seller_estate_id IS NOT NULL`,
          );
          const expire = `UPDATE plot_listings SET expires_at = now() - interval '1 minute'
             WHERE id IN (SELECT id FROM plot_listings WHERE status = 'active' AND seller_estate_id IS NOT NULL
                           LIMIT ${Math.round(listed / LISTING_LIFE_DAYS)})`;
          const runs = [];
          // five days, their median: the 100k day (under a second) moved its ratio most with three
          for (let i = 0; i < 5; i++) {
            await q(expire);
            await q('CHECKPOINT');
            // CPU of the day (the app and the bench database's backends): what the day costs,
            // which other work on the machine moves far less than the wall time
            const [appBefore, dbBefore] = [cpuOf(ticker.child.pid), await benchDatabaseCpu()];
            const res = await advance(ticker);
            const cpu = cpuOf(ticker.child.pid) - appBefore + (await benchDatabaseCpuSince(dbBefore));
            runs.push({ ...(await dayFigures(res.dayIndex)), cpu });
            // the expiry closed listings: their players list them again
            await seedPlayerListings();
          }
          figures[size] = {
            ...runs[runs.length - 1],
            ms: median(runs.map((r) => r.ms)),
            cpu: median(runs.map((r) => r.cpu)),
          };
          log(`days at ${size}: ${JSON.stringify(runs)} (load ${loadavg()[0]})`);
          // a day with a weather event on its own (the median of five may hide it): the
          // weather-damage handler joins the region's estates, plots and blocks on such days only
          const [{ day_index: today }] = await q('SELECT day_index FROM game_clock');
          let eventDay = today + 1;
          while (!regionalEventsOn(eventDay).some((e) => e !== null)) eventDay++;
          if (eventDay - 1 > today) await advanceDays(ticker.url, () => adminToken, eventDay - 1 - today);
          await q(expire);
          await q('CHECKPOINT');
          const onEvent = await dayFigures((await advance(ticker)).dayIndex);
          await seedPlayerListings();
          const [damage] = await q(
            `SELECT count(*)::int AS batches, coalesce(max(statements), 0)::int AS most,
                    coalesce(min(statements), 0)::int AS least, coalesce(sum(duration_ms), 0)::int AS ms
               FROM tick_steps WHERE day_index = $1 AND handler = 'weather-damage'`,
            [eventDay],
          );
          const [{ notices }] = await q(
            `SELECT count(*)::int AS notices FROM notifications WHERE kind = 'weather_damage' AND game_day = $1`,
            [eventDay],
          );
          const events = regionalEventsOn(eventDay)
            .map((e, i) => e && `${REGIONS[i]} ${e.kind} ${e.severity}`)
            .filter(Boolean);
          log(
            `event day ${eventDay} at ${size} (${events.join(', ')}): ${JSON.stringify({ ...onEvent, damage, notices })}`,
          );
          record(
            '3 game tick',
            `duration of a weather-event day at ${size} blocks (ms)`,
            onEvent.ms,
            null,
            size === 1_000_000 ? '<= 10000' : undefined,
            size === 1_000_000 ? onEvent.ms <= 10_000 : undefined,
          );
          figures[size].eventMs = onEvent.ms;
          record('3 game tick', `weather-damage handler on that day at ${size} blocks (ms)`, damage.ms);
          record('3 game tick', `weather-damage notices written that day at ${size} blocks`, notices);
          record(
            '3 game tick',
            `statements per weather-damage batch at ${size} blocks`,
            damage.most,
            null,
            '1',
            damage.batches > 0 && damage.most === 1 && damage.least === 1,
          );
          record('3 game tick', `CPU of a day at ${size} blocks, app and database (s)`, figures[size].cpu);
          if (size === 1_000_000) {
            const ms = figures[size].ms;
            record('3 game tick', `duration at ${size} blocks (ms)`, ms, null, '<= 10000', ms <= 10_000);
          } else record('3 game tick', `duration at ${size} blocks (ms)`, figures[size].ms);
          record('3 game tick', `load average (1 min) during the ${size}-block days`, loadavg()[0]);
          record('3 game tick', `batches at ${size} blocks`, figures[size].batches);
          record(
            '3 game tick',
            `statements per lifecycle batch at ${size} blocks`,
            figures[size].perBatch,
            null,
            '1',
            figures[size].perBatch === 1 && figures[size].perBatchMin === 1,
          );
        }
        const largest = tickSizes[tickSizes.length - 1];

        // a player's own block, written through the app while a day is applied to every block
        const [plot] = (await call(app.url, `/api/estates/${estate.id}/plots`, { token })).body.data.plots;
        const created = await call(app.url, `/api/plots/${plot.id}/blocks`, {
          token,
          body: { name: 'Probe', size: 0.1, grapeVariety: 'merlot', orientation: 'north-south', trellisSystem: 'vsp' },
        });
        const blockId = created.body.data?.block?.id;
        if (!blockId) throw new Error(`could not plant the probe block: ${JSON.stringify(created.body)}`);
        // over as many days as it takes for a p99 of at least 300 writes (a day at 1M is seconds now)
        const latencies = [];
        let probeDays = 0;
        for (; probeDays < 10 && latencies.length < 300; probeDays++) {
          let ticking = true;
          const tick = advance(ticker).finally(() => (ticking = false));
          for (let i = 0; ticking; i++) {
            const t = performance.now();
            const res = await fetch(`${app.url}/api/blocks/${blockId}`, {
              method: 'PATCH',
              headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
              body: JSON.stringify({ name: `Probe ${i}` }),
            });
            await res.arrayBuffer();
            if (res.status !== 200) throw new Error(`PATCH /blocks/{id} answered ${res.status} during the tick`);
            latencies.push(performance.now() - t);
            await sleep(50);
          }
          await tick;
        }
        const p99 = percentile(latencies, 99);
        const worst = Math.max(...latencies);
        record(
          '3 game tick',
          `player block writes during ${probeDays} ${largest}-block days (count)`,
          latencies.length,
        );
        record(
          '3 game tick',
          `player block write p99 during a ${largest}-block day (ms)`,
          p99,
          null,
          '<= 250',
          p99 <= 250,
        );
        record(
          '3 game tick',
          `player block write max during a ${largest}-block day (ms)`,
          worst,
          null,
          '<= 1000',
          worst <= 1000,
        );

        // Two instances share a day's batches: the same days with one instance, then with a second
        // one beside it, which (like every instance, clock on or off) looks every second for a day
        // in progress and takes its free steps. It must take a share of the steps without slowing
        // the day. Until 2026-11-29 the second instance ran during both sets of days, so "two vs
        // one" compared days that both had two instances (0.82-1.10x: noise).
        const one = [];
        for (let i = 0; i < 2; i++) {
          await q('CHECKPOINT');
          one.push((await dayFigures((await advance(ticker)).dayIndex)).ms);
        }
        const second = await startApp();
        try {
          const two = [];
          const shares = [];
          for (let i = 0; i < 2; i++) {
            await q('CHECKPOINT');
            // one job on the first instance; the second takes steps of its days by itself
            const { dayIndex } = await advance(ticker);
            two.push((await dayFigures(dayIndex)).ms);
            const [taken] = await q(
              `SELECT count(*) FILTER (WHERE done_by LIKE '%:' || $2::text)::float8 / count(*) AS share
                 FROM tick_steps WHERE day_index = $1 AND done_at IS NOT NULL`,
              [dayIndex, String(second.child.pid)],
            );
            shares.push(taken.share);
          }
          record(
            '3 game tick',
            `two instances vs one, ${largest}-block day (ms)`,
            median(two),
            median(one),
            '<= 1.1x',
            median(two) <= 1.1 * median(one),
          );
          record(
            '3 game tick',
            `share of a two-instance ${largest}-block day's steps that the second instance took`,
            Math.min(...shares),
            null,
            '>= 0.25',
            Math.min(...shares) >= 0.25,
          );
        } finally {
          await second.stop();
        }

        // SIGKILL in the middle of a day: another instance resumes it, and every block gets the day once
        const victim = await startApp();
        await q('DROP TABLE IF EXISTS bench_before');
        const killedDay = (await q('SELECT day_index FROM game_clock'))[0].day_index + 1;
        // (an integer of ours: CREATE TABLE AS takes no parameters)
        await q(
          `CREATE UNLOGGED TABLE bench_before AS
             SELECT b.id, b.health, b.suitability, p.region, COALESCE(e.arrears_since < ${Number(killedDay)}, false) AS untended
               FROM blocks b JOIN plots p ON p.id = b.plot_id LEFT JOIN estates e ON e.id = p.estate_id`,
        );
        void advance(victim).catch(() => undefined);
        for (const deadline = Date.now() + 120_000; ;) {
          const [p] = await q(
            `SELECT count(*) FILTER (WHERE done_at IS NOT NULL)::int AS done, count(*) FILTER (WHERE done_at IS NULL)::int AS left
               FROM tick_steps WHERE day_index = $1`,
            [killedDay],
          );
          if (p && p.done >= 10 && p.left >= 10) break;
          if (Date.now() > deadline) throw new Error('the day was never seen in progress');
          await sleep(20);
        }
        victim.child.kill('SIGKILL');
        await victim.stop();
        const [mid] = await q(
          'SELECT count(*) FILTER (WHERE tick_day = $1)::int AS applied, count(*)::int AS total FROM blocks',
          [killedDay],
        );
        const resumer = await startApp({ GAME_TICK_ENABLED: 'true', GAME_TICK_MS: '3600000' });
        try {
          for (const deadline = Date.now() + 300_000; ;) {
            const [t] = await q('SELECT completed_at FROM game_ticks WHERE day_index = $1', [killedDay]);
            if (t?.completed_at) break;
            if (Date.now() > deadline) throw new Error('the killed day was not resumed');
            await sleep(100);
          }
          // the dead instance's job: an instance resumes it once its heartbeat is stale (10 s) and
          // ends it; until then another advance is refused (409 CLOCK_BUSY), as an admin would see
          for (const deadline = Date.now() + 120_000; ;) {
            const [j] = await q(`SELECT count(*)::int AS active FROM clock_jobs WHERE state IN ('queued', 'running')`);
            if (j.active === 0) break;
            if (Date.now() > deadline) throw new Error("the killed instance's clock job was never ended");
            await sleep(200);
          }
        } finally {
          await resumer.stop();
        }
        const effects = REGIONS.map((region) => weatherHealthEffect(weatherFor(region, killedDay)));
        const [check] = await q(
          `SELECT count(*)::int AS blocks,
                  count(*) FILTER (WHERE b.tick_day <> $1)::int AS skipped,
                  count(*) FILTER (WHERE b.health <> CASE WHEN s.untended THEN GREATEST(0, LEAST(100, s.health - $5::int))
                    ELSE GREATEST(0, LEAST(100, s.health + GREATEST(-$2::int, LEAST($2::int,
                    GREATEST(0, LEAST(100, s.suitability + w.effect)) - s.health)))) END)::int AS wrong
             FROM bench_before s JOIN blocks b ON b.id = s.id
             JOIN unnest($3::text[], $4::int[]) AS w(region, effect) ON w.region = s.region`,
          [killedDay, HEALTH_STEP_PER_DAY, REGIONS, effects, ARREARS_HEALTH_LOSS_PER_DAY],
        );
        await q('DROP TABLE bench_before');
        log(`killed with ${mid.applied} of ${mid.total} blocks applied; after resuming: ${JSON.stringify(check)}`);
        record('3 game tick', `blocks with the day applied when the instance was killed`, mid.applied, mid.total);
        record(
          '3 game tick',
          `blocks skipped or applied twice after resuming a killed ${largest}-block day`,
          check.skipped + check.wrong,
          null,
          '0',
          check.skipped + check.wrong === 0 && check.blocks > 0,
        );

        // HOT updates keep a day from bloating the table
        const bloatTicks = Number(process.env.BENCH_BLOAT_TICKS ?? 10);
        const size = async () => Number((await q(`SELECT pg_total_relation_size('blocks') AS b`))[0].b);
        await q('VACUUM blocks');
        const before = await size();
        const hot0 = (await q(`SELECT n_tup_upd, n_tup_hot_upd FROM pg_stat_user_tables WHERE relname = 'blocks'`))[0];
        for (let i = 0; i < bloatTicks; i++) await advance(ticker);
        await sleep(600); // statistics are reported with a short delay
        const hot1 = (await q(`SELECT n_tup_upd, n_tup_hot_upd FROM pg_stat_user_tables WHERE relname = 'blocks'`))[0];
        const after = await size();
        const hotShare =
          (Number(hot1.n_tup_hot_upd) - Number(hot0.n_tup_hot_upd)) /
          Math.max(1, Number(hot1.n_tup_upd) - Number(hot0.n_tup_upd));
        record('3 game tick', `blocks table size after ${bloatTicks} days vs before (MB)`, after / 1e6, before / 1e6);
        record(
          '3 game tick',
          `share of the tick's block updates that were HOT`,
          hotShare,
          null,
          '>= 0.9',
          hotShare >= 0.9,
        );
      } finally {
        await ticker.stop();
      }
      if (tickSizes.length >= 2) {
        const [a, b] = [tickSizes[0], tickSizes[tickSizes.length - 1]];
        record(
          '3 game tick',
          `statements per batch at ${b} vs ${a}`,
          figures[b].perBatch,
          figures[a].perBatch,
          'equal',
          figures[b].perBatch === figures[a].perBatch,
        );
        const limit = b / a >= 10 ? 11 : 1.1 * (b / a);
        record(
          '3 game tick',
          `time at ${b} vs ${a}`,
          figures[b].ms,
          figures[a].ms,
          `<= ${limit}x`,
          figures[b].ms <= limit * figures[a].ms,
        );
        record(
          '3 game tick',
          `weather-event day at ${b} vs ${a}`,
          figures[b].eventMs,
          figures[a].eventMs,
          `<= ${limit}x`,
          figures[b].eventMs <= limit * figures[a].eventMs,
        );
        record(
          '3 game tick',
          `CPU of a day at ${b} vs ${a}`,
          figures[b].cpu,
          figures[a].cpu,
          `<= ${limit}x`,
          figures[b].cpu <= limit * figures[a].cpu,
        );
      }
    }

    if (want(4)) {
      log('4: 200 concurrent purchases of distinct listings and a contested one');
      await seedListings(Math.max(SIZES[0], 1000));
      const hash = (await q('SELECT password_hash FROM users WHERE username = $1', [DEMO_ACCOUNTS.player.username]))[0]
        .password_hash;
      const jwt = require('jsonwebtoken');
      const buyers = await q(
        `WITH u AS (
           INSERT INTO users (username, email, password_hash, role, email_verified)
           SELECT 'bench_' || g || '_' || $2, 'bench' || g || '.' || $2 || '@example.test', $1, 'player', true
             FROM generate_series(1, 200) g RETURNING id),
         e AS (
           INSERT INTO estates (name, template, location, money, reputation)
           SELECT 'Buyer', 'boutique', 'napa', 100000000, 0 FROM u RETURNING id),
         pairs AS (SELECT u.id AS user_id, e.id AS estate_id FROM
                    (SELECT id, row_number() OVER () AS n FROM u) u JOIN (SELECT id, row_number() OVER () AS n FROM e) e USING (n)),
         o AS (INSERT INTO estate_owners (estate_id, user_id, is_primary) SELECT estate_id, user_id, true FROM pairs RETURNING estate_id, user_id),
         s AS (INSERT INTO sessions (user_id, expires_at) SELECT user_id, now() + interval '1 day' FROM o RETURNING id, user_id)
         SELECT s.id AS sid, s.user_id, o.estate_id FROM s JOIN o USING (user_id)`,
        [hash, process.pid],
      );
      const listings = await q(
        `SELECT plot_id FROM plot_listings WHERE status = 'active' AND expires_at > now() ORDER BY listed_at LIMIT 201`,
      );
      const sign = (b) =>
        jwt.sign({ sub: b.user_id, sid: b.sid, typ: 'access' }, JWT_SECRET, {
          algorithm: 'HS256',
          expiresIn: 900,
          issuer: 'vineyard-valley',
          audience: 'vineyard-valley-api',
        });
      const contested = listings[200].plot_id;
      const t = Date.now();
      const [distinct, race] = await Promise.all([
        Promise.all(
          buyers.map((b, i) =>
            call(app.url, `/api/marketplace/plots/${listings[i].plot_id}/purchase`, {
              token: sign(b),
              body: { estateId: b.estate_id },
            }),
          ),
        ),
        Promise.all(
          buyers.slice(0, 50).map((b) =>
            call(app.url, `/api/marketplace/plots/${contested}/purchase`, {
              token: sign(b),
              body: { estateId: b.estate_id },
            }),
          ),
        ),
      ]);
      const elapsed = Date.now() - t;
      const errors =
        distinct.filter((r) => r.status !== 200).length +
        race.filter((r) => r.status !== 200 && r.status !== 409).length;
      const winners = race.filter((r) => r.status === 200).length;
      record('4 purchases', 'errors among 250 concurrent purchases', errors, null, '0', errors === 0);
      record('4 purchases', 'winners of the contested listing', winners, null, '1', winners === 1);
      record('4 purchases', 'wall time for 250 purchases (ms)', elapsed);
    }

    if (want(5)) {
      log('5: sign-in storm vs the raw argon2id rate; health latency during the storm');
      const { verify } = require('@node-rs/argon2');
      const hash = (await q('SELECT password_hash FROM users WHERE username = $1', [DEMO_ACCOUNTS.player.username]))[0]
        .password_hash;
      const rawRuns = [];
      for (let i = 0; i < 3; i++) {
        let done = 0;
        const until = Date.now() + 5000;
        const t = Date.now();
        await Promise.all(
          Array.from({ length: 64 }, async () => {
            while (Date.now() < until) {
              await verify(hash, DEMO_ACCOUNTS.player.password);
              done++;
            }
          }),
        );
        rawRuns.push(done / ((Date.now() - t) / 1000));
      }
      const restRuns = [];
      for (let i = 0; i < 3; i++)
        restRuns.push((await cannon({ url: `${app.url}/api/health`, connections: 1, duration: 4 })).latency.p99);
      const stormRuns = [];
      const healthRuns = [];
      for (let i = 0; i < 3; i++) {
        const body = JSON.stringify({
          identifier: DEMO_ACCOUNTS.player.username,
          password: DEMO_ACCOUNTS.player.password,
        });
        const [storm, health] = await Promise.all([
          cannon({
            url: `${app.url}/api/auth/login`,
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body,
            connections: 64,
            duration: 8,
          }),
          (async () => {
            await sleep(1500);
            return cannon({ url: `${app.url}/api/health`, connections: 1, duration: 5 });
          })(),
        ]);
        if (storm.non2xx) throw new Error(`sign-in storm: ${storm.non2xx} non-2xx answers`);
        stormRuns.push(storm.requests.average);
        healthRuns.push(health.latency.p99);
      }
      const raw = median(rawRuns);
      const storm = median(stormRuns);
      record('5 sign-in storm', 'sign-ins/s vs raw argon2id verifies/s', storm, raw, '>= 0.9x', storm >= 0.9 * raw);
      const rest = median(restRuns);
      const during = median(healthRuns);
      record(
        '5 sign-in storm',
        'health p99 during storm vs at rest (ms)',
        during,
        rest,
        '<= 3x',
        during <= 3 * Math.max(rest, 1),
      );
    }

    if (want(7)) {
      const idle = rssOf(app.child.pid);
      record('7 memory', 'RSS idle after the scenarios (MB)', idle / 2 ** 20);
    }
    await app.stop();
    app = null;

    if (want(7)) {
      log('7: cold start to healthy on the embedded database');
      const dataDir = mkdtempSync(join(tmpdir(), 'vv-cold-'));
      const { chmodSync } = await import('node:fs');
      chmodSync(dataDir, 0o755);
      const times = [];
      for (let i = 0; i < 4; i++) {
        const port = await freePort();
        const t = Date.now();
        const child = spawn(process.execPath, [MAIN], {
          cwd: ROOT,
          env: {
            ...process.env,
            DATABASE_URL: '',
            NODE_ENV: 'development',
            PORT: String(port),
            HOST: '127.0.0.1',
            DATA_DIR: dataDir,
            EMBEDDED_PG_PORT: String(await freePort()),
            LOG_LEVEL: 'warn',
            GAME_TICK_ENABLED: 'false',
          },
          stdio: 'ignore',
        });
        for (;;) {
          try {
            if ((await fetch(`http://127.0.0.1:${port}/api/health/ready`)).ok) break;
          } catch {
            /* starting */
          }
          await sleep(20);
        }
        times.push(Date.now() - t);
        await new Promise((r) => (child.once('exit', r), child.kill('SIGTERM')));
      }
      rmSync(dataDir, { recursive: true, force: true });
      record('7 cold start', 'first start, new data dir (initdb), ms', times[0]);
      const warm = median(times.slice(1));
      record('7 cold start', 'start to ready on the embedded database (ms)', warm, null, '<= 5000', warm <= 5000);
    }

    if (want(8)) {
      // Issue 18: the winery's per-day work is set-based whatever the world's size — the daily
      // notices (one statement over every active batch, through the partial indexes on the stage
      // end days) and the harvest plans of November 2 (two statements per batch of estates).
      const sizes = SIZES.filter((s) => s >= 100000);
      log('8: the winery tick over', sizes.join(', '), 'wine batches');
      const ticker = await startApp();
      const advance8 = (node) => advanceDays(node.url, () => adminToken, 1);
      try {
        const { dayIndexOf } = require(join(ROOT, 'libs', 'domain', 'dist', 'cjs', 'index.js'));
        for (const size of sizes) {
          const estates = Math.max(1000, size / 100);
          const t = Date.now();
          await q('DELETE FROM wine_batches WHERE block_name = $1', ['bench']);
          await q('DELETE FROM grape_lots WHERE block_name = $1', ['bench']);
          await q(`DELETE FROM estates WHERE name = 'Bench Cellar'`);
          // the plan day: November 2 of the year after the clock's
          const [{ day_index: now }] = await q('SELECT day_index FROM game_clock');
          const year = Math.floor(now / 360) + 2;
          const planDay = dayIndexOf({ year, month: 11, day: 2 });
          await q(
            `WITH e AS (
               INSERT INTO estates (name, template, location, money, reputation, upkeep_day, reputation_day)
               SELECT 'Bench Cellar', 'family', 'rioja', 1000000, 0, $2, $2 FROM generate_series(1, $1) RETURNING id)
             INSERT INTO vessels (estate_id, kind, capacity_litres, fills)
             SELECT e.id, 'tank', 5000, 0 FROM e, generate_series(1, 4)`,
            [estates, planDay],
          );
          // `size` batches in the making spread over the estates (1% end a stage on the plan day)
          await q(
            `INSERT INTO wine_batches (estate_id, block_name, region, colour, variety, vintage, kilograms, initial_litres,
                                       litres, grape_quality, preset, plan, start_day, fermentation_end_day,
                                       malolactic_end_day, ready_day, status)
             SELECT e.id, 'bench', 'rioja', 'red', 'merlot', $3, 1000, 720, 720, 70, 'crianza',
                    '{"sorting":false,"fermentation":"standard","malolactic":true,"elevage":"oak","oak":"french","elevageDays":360}',
                    $2 - 200 - g % 300, $2 - 190 - g % 300 + CASE WHEN g % 100 = 0 THEN 190 + g % 300 ELSE 0 END,
                    $2 + 400, $2 + 760, 'active'
               FROM generate_series(1, $1) g
               JOIN (SELECT id, (row_number() OVER (ORDER BY id) - 1)::int AS n FROM estates WHERE name = 'Bench Cellar') e
                 ON e.n = g % $4`,
            [size, planDay, year, estates],
          );
          // a forgotten harvest for one estate in ten: a lot per plan
          await q(
            `INSERT INTO grape_lots (estate_id, block_name, region, variety, kilograms, harvested_kg, quality, vintage,
                                     harvest_day, counted_day, pending_plan)
             SELECT id, 'bench', 'rioja', 'merlot', 3000, 3000, 70, $2, $1 - 1, $1 - 1,
                    (ARRAY['crush', 'sell', 'keep'])[1 + (row_number() OVER (ORDER BY id))::int % 3]
               FROM (SELECT id FROM estates WHERE name = 'Bench Cellar' ORDER BY id) e
              WHERE random() < 0.1`,
            [planDay, year],
          );
          await q('ANALYZE wine_batches');
          await q('ANALYZE grape_lots');
          await q('ANALYZE estates');
          log(`seeded ${size} wine batches and ${estates} cellars in ${Date.now() - t} ms`);
          await q('UPDATE game_clock SET day_index = $1', [planDay - 1]);
          await q('CHECKPOINT');
          const day = (await advance8(ticker)).dayIndex;
          if (day !== planDay) throw new Error(`the clock reached ${day}, not the plan day ${planDay}`);
          const steps = await q(
            `SELECT handler, count(*)::int AS batches, max(statements)::int AS most, sum(duration_ms)::int AS ms
               FROM tick_steps WHERE day_index = $1 AND handler IN ('winery-notices', 'harvest-plans') GROUP BY handler`,
            [day],
          );
          const of = (h) => steps.find((r) => r.handler === h) ?? { batches: 0, most: 0, ms: 0 };
          const [{ crushed }] = await q(
            `SELECT count(*)::int AS crushed FROM wine_batches WHERE start_day = $1 AND block_name = 'bench'`,
            [day],
          );
          const [{ pending }] = await q(
            `SELECT count(*)::int AS pending FROM grape_lots WHERE block_name = 'bench' AND pending_plan IS NOT NULL`,
          );
          record('8 winery tick', `winery notices at ${size} batches (ms)`, of('winery-notices').ms);
          record(
            '8 winery tick',
            `statements of the winery notices at ${size} batches`,
            of('winery-notices').most,
            null,
            '1',
            of('winery-notices').most === 1,
          );
          record('8 winery tick', `harvest plans for ${estates} cellars, all batches (ms)`, of('harvest-plans').ms);
          record(
            '8 winery tick',
            `statements per harvest-plans batch at ${size} batches`,
            of('harvest-plans').most,
            null,
            '<= 2',
            of('harvest-plans').most <= 2 && of('harvest-plans').batches > 0,
          );
          record('8 winery tick', `lots crushed by their plans at ${size} batches`, crushed);
          record('8 winery tick', `plans left pending at ${size} batches`, pending, null, '0', pending === 0);
        }
      } finally {
        await ticker.stop();
      }
    }

    if (want(9)) {
      // Issue 19: the regional price index's daily step is two statements whatever the number of
      // sales and estates — the day's 60 rows (the window's sales summed per segment through
      // wine_sales_segment_idx, the estates with vines counted per region) and the history trim.
      const sizes = SIZES.filter((s) => s >= 100000);
      log('9: the regional index tick over', sizes.join(', '), 'wine sales');
      const ticker = await startApp();
      try {
        for (const size of sizes) {
          const t = Date.now();
          const [{ day_index: now }] = await q('SELECT day_index FROM game_clock');
          // one estate with vines per 100 sales, in every region; the sales spread over a game year
          const sellers = size / 100;
          const [{ n: haveSellers }] = await q(`SELECT count(*)::int AS n FROM estates WHERE name = 'Bench Seller'`);
          if (sellers > haveSellers)
            await q(
              `WITH e AS (
                 INSERT INTO estates (name, template, location, money)
                 SELECT 'Bench Seller', 'family', (ARRAY['tuscany','bordeaux','napa','rioja','mendoza','barossa'])[1 + g % 6], 0
                   FROM generate_series(1, $1) g RETURNING id, location),
               p AS (
                 INSERT INTO plots (estate_id, name, description, notes, region, size, price, maintenance_cost, purchase_date,
                                    purchase_game_day, soil_type, elevation, orientation, sun_exposure, water_access, terrain)
                 SELECT e.id, 'Bench', 'seeded', '', e.location, 3, 90000, 1500, now(), 0, 'clay', 300, 'south',
                        7::smallint, 6::smallint, 'flat'
                   FROM e RETURNING id, region)
               INSERT INTO blocks (plot_id, region, name, size, grape_variety, row_spacing, vine_spacing, orientation,
                                   trellis_system, status, planting_date, planted_game_day, suitability, potential, health, quality)
               SELECT p.id, p.region, 'B', 0.5, 'merlot', 2, 1, 'north-south', 'vsp', 'growing', now(), 0, 70, 70, 70, 70
                 FROM p`,
              [sellers - haveSellers],
            );
          const [{ n: haveSales }] = await q('SELECT count(*)::int AS n FROM wine_sales');
          if (size > haveSales)
            await q(
              `INSERT INTO wine_sales (estate_id, wine_lot_id, region, colour, tier, quality, bottles, revenue, game_day)
               SELECT e.id, gen_random_uuid(), e.location, (ARRAY['red','white'])[1 + g % 2],
                      (ARRAY['table','regional','premium','fine','icon'])[1 + (g / 2) % 5], 70, 1 + g % 200, 1000,
                      $2 - g % 360
                 FROM generate_series(1, $1) g
                 JOIN (SELECT id, location, (row_number() OVER (ORDER BY id) - 1)::int AS n
                         FROM estates WHERE name = 'Bench Seller') e ON e.n = g % $3`,
              [size - haveSales, now, sellers],
            );
          await q('ANALYZE wine_sales');
          await q('ANALYZE estates');
          await q('ANALYZE plots');
          await q('ANALYZE blocks');
          log(`seeded ${size} wine sales and ${sellers} estates with vines in ${Date.now() - t} ms`);
          await q('CHECKPOINT');
          const day = (await advanceDays(ticker.url, () => adminToken, 1)).dayIndex;
          const [step] = await q(
            `SELECT statements, duration_ms FROM tick_steps WHERE day_index = $1 AND handler = 'market-index'`,
            [day],
          );
          const [{ rows }] = await q('SELECT count(*)::int AS rows FROM market_index WHERE game_day = $1', [day]);
          record('9 regional index', `regional index step at ${size} wine sales (ms)`, step?.duration_ms ?? -1);
          record(
            '9 regional index',
            `statements of the regional index step at ${size} wine sales`,
            step?.statements ?? 0,
            null,
            '2',
            step?.statements === 2,
          );
          record('9 regional index', `index rows written at ${size} wine sales`, rows, null, '60', rows === 60);
        }
      } finally {
        await ticker.stop();
      }
    }

    if (want(10)) {
      // Issue 19: the bottled-wine market under load, each figure a ratio to the plots-list read
      // measured in the same run (scenario 1's path and connections), then the tick's new steps
      // (critic reviews, yearly awards, arrears reputation) at 100k and 1M estates' worth of rows.
      const domain = require(join(ROOT, 'libs', 'domain', 'dist', 'cjs', 'index.js'));
      const jwt = require('jsonwebtoken');
      // its own app: the shared one stopped after scenario 7
      const market = await startApp();
      try {
        const sellers = 200;
        const hash = (
          await q('SELECT password_hash FROM users WHERE username = $1', [DEMO_ACCOUNTS.player.username])
        )[0].password_hash;
        const [{ day_index: today }] = await q('SELECT day_index FROM game_clock');
        // 200 players with an estate each and one bottled wine of 1M bottles (regional tier: a pool
        // of ~1,770 bottles per estate, so ~350k bottles of buyers in all; a round sells a few thousand)
        const lots = await q(
          `WITH u AS (
           INSERT INTO users (username, email, password_hash, role, email_verified)
           SELECT 'bench9_' || g || '_' || $2, 'bench9.' || g || '.' || $2 || '@example.test', $1, 'player', true
             FROM generate_series(1, $3::int) g RETURNING id),
         e AS (
           INSERT INTO estates (name, template, location, money, reputation)
           SELECT 'Bench Seller', 'family', 'napa', 1000000, 0 FROM u RETURNING id),
         pairs AS (SELECT u.id AS user_id, e.id AS estate_id FROM
                    (SELECT id, row_number() OVER () AS n FROM u) u JOIN (SELECT id, row_number() OVER () AS n FROM e) e USING (n)),
         o AS (INSERT INTO estate_owners (estate_id, user_id, is_primary) SELECT estate_id, user_id, true FROM pairs RETURNING estate_id, user_id),
         s AS (INSERT INTO sessions (user_id, expires_at) SELECT user_id, now() + interval '1 day' FROM o RETURNING id, user_id),
         l AS (
           INSERT INTO wine_lots (estate_id, batch_id, name, region, colour, variety, vintage, bottles, bottled_bottles,
                                  quality, bottled_day)
           SELECT estate_id, gen_random_uuid(), 'Bench Merlot', 'napa', 'red', 'merlot', 1, 1000000, 1000000, 60, $4::int - 5
             FROM o RETURNING id, estate_id)
         SELECT s.id AS sid, s.user_id, o.estate_id, l.id AS lot_id
           FROM s JOIN o USING (user_id) JOIN l ON l.estate_id = o.estate_id`,
          [hash, process.pid, sellers, today],
        );
        const sellerTokens = lots.map((b) =>
          jwt.sign({ sub: b.user_id, sid: b.sid, typ: 'access' }, JWT_SECRET, {
            algorithm: 'HS256',
            expiresIn: 3600,
            issuer: 'vineyard-valley',
            audience: 'vineyard-valley-api',
          }),
        );
        const probe = await call(market.url, `/api/wines/${lots[0].lot_id}/quote?bottles=100`, {
          token: sellerTokens[0],
        });
        if (probe.status !== 200 || probe.body.data.quote.bottles !== 100)
          throw new Error(`the quote answered ${probe.status}: ${JSON.stringify(probe.body)}`);
        const [{ bottles: bottlesBefore }] = await q(
          `SELECT sum(l.bottles)::bigint AS bottles FROM wine_lots l JOIN estates e ON e.id = l.estate_id
          WHERE e.name = 'Bench Seller'`,
        );
        // every request of a run takes the next seller in turn (each connection meets its own estate
        // most of the time: 64 connections over 200 estates)
        let turn = 0;
        const next = (method, suffix, body) => ({
          setupRequest: (req) => {
            const i = turn++ % lots.length;
            return {
              ...req,
              method,
              path: `/api/wines/${lots[i].lot_id}/${suffix}`,
              headers: { 'content-type': 'application/json', authorization: `Bearer ${sellerTokens[i]}` },
              body,
            };
          },
        });
        const plotsPath = `/api/estates/${estate.id}/plots`;
        const kinds = {
          plots: { url: `${market.url}${plotsPath}`, headers: { authorization: `Bearer ${token}` } },
          quote: { url: market.url, requests: [next('GET', 'quote?bottles=100')] },
          sale: { url: market.url, requests: [next('POST', 'sell', JSON.stringify({ bottles: 1 }))] },
        };
        log('10: wine quote and sale under load vs the plots list, 64 connections');
        const runs9 = { plots: [], quote: [], sale: [] };
        const ROUNDS10 = 5;
        let sold = 0;
        // two seconds of each kind first, not measured: the first round measured the JIT's warm-up of
        // whichever code it met first (its ratios were the run's lowest, run after run)
        let warmSold = 0;
        for (const [name, opts] of Object.entries(kinds)) {
          const res = await cannon({ ...opts, connections: 64, duration: 2 });
          if (res.non2xx || res.errors)
            throw new Error(`${name} (warm-up): ${res.non2xx} non-2xx, ${res.errors} errors`);
          if (name === 'sale') warmSold += res['2xx'];
        }
        // five rounds, each figure the median of its five: the VM's CPU time for one and the same work
        // swings by a quarter between rounds (a sale's PostgreSQL time 1.38-1.73 ms in three
        // consecutive rounds), which a median of three let through into the ratios
        for (let i = 0; i < ROUNDS10; i++) {
          for (const [name, opts] of Object.entries(kinds)) {
            // the rounds of sales leave work to PostgreSQL's background (autovacuum of the tables they
            // wrote, a checkpoint of their WAL) that would otherwise land in whichever round follows,
            // on two cores a round's tenth: done here, between the rounds, for every kind alike
            await q(
              'VACUUM (ANALYZE) wine_lots, demand_pools, wine_sales, estates, ledger_entries, estate_receipts, reputation_events, notifications',
            );
            await q('CHECKPOINT');
            const res = await cannon({ ...opts, connections: 64, duration: 8 });
            if (res.non2xx || res.errors)
              throw new Error(
                `${name}: ${res.non2xx} non-2xx, ${res.errors} errors (${JSON.stringify(res.statusCodeStats)})`,
              );
            if (name === 'sale') sold += res['2xx'];
            runs9[name].push({ rps: res.requests.average, p99: res.latency.p99 });
            log(`10: round ${i + 1}, ${name}: ${res.requests.average} req/s, p99 ${res.latency.p99} ms`);
          }
        }
        const m9 = (name, key) => median(runs9[name].map((r) => r[key]));
        const plotsRps = m9('plots', 'rps');
        const plotsP99 = m9('plots', 'p99');
        record('10 wine market', 'plots list throughput, same run (req/s)', plotsRps);
        record('10 wine market', 'plots list p99, same run (ms)', plotsP99);
        // a quote: one statement, as the plots list (WineMarketRepository.quoteFacts: the session, the
        // clock, the lot and its owner, the estate's points and planted area, its pools, the lot's
        // medal, the regional index)
        record(
          '10 wine market',
          'quote throughput vs plots list (req/s)',
          m9('quote', 'rps'),
          plotsRps,
          '>= 0.5x',
          m9('quote', 'rps') >= 0.5 * plotsRps,
        );
        record(
          '10 wine market',
          'quote p99 vs plots list (ms)',
          m9('quote', 'p99'),
          plotsP99,
          '<= 2x',
          m9('quote', 'p99') <= 2 * plotsP99,
        );
        // a sale: five round trips, in one transaction (its start; the session checked and the
        // lot's estate locked with its funds and the clock; the lot's lock with its owner, market
        // and the month's reputation from sales; one statement for the lot, pools, sale rows, the
        // money with its ledger row and the points in one UPDATE of the estate, the points' event
        // and the day's notice; the commit; tests/service/round-trips.test.ts counts them) against
        // the plots list's one
        record(
          '10 wine market',
          'sale throughput vs plots list (req/s)',
          m9('sale', 'rps'),
          plotsRps,
          '>= 0.1x',
          m9('sale', 'rps') >= 0.1 * plotsRps,
        );
        record(
          '10 wine market',
          'sale p99 vs plots list (ms)',
          m9('sale', 'p99'),
          plotsP99,
          '<= 5x',
          m9('sale', 'p99') <= 5 * plotsP99,
        );
        // every answered sale is one bottle gone, one sale row and one ledger row; no pool below zero
        const [check9] = await q(
          `SELECT (SELECT sum(l.bottles)::bigint FROM wine_lots l JOIN estates e ON e.id = l.estate_id WHERE e.name = 'Bench Seller') AS bottles,
                (SELECT count(*)::int FROM wine_sales s JOIN estates e ON e.id = s.estate_id WHERE e.name = 'Bench Seller') AS sales,
                (SELECT count(*)::int FROM ledger_entries x JOIN estates e ON e.id = x.estate_id
                  WHERE e.name = 'Bench Seller' AND x.kind = 'wine_sale') AS ledger,
                (SELECT count(*)::int FROM demand_pools p JOIN estates e ON e.id = p.estate_id
                  WHERE e.name = 'Bench Seller' AND p.level < 0) AS negative`,
        );
        // autocannon stops counting when a round's time is up: the sales then in flight (at most one
        // per connection) are made but not counted among the answers
        const gone = Number(bottlesBefore) - Number(check9.bottles);
        const inFlight = check9.sales - sold - warmSold;
        const off =
          Math.abs(gone - check9.sales) +
          Math.abs(check9.ledger - check9.sales) +
          check9.negative +
          // at most one per connection after each of the sale's runs (its warm-up and rounds)
          (inFlight < 0 || inFlight > (ROUNDS10 + 1) * 64 ? 1 : 0);
        log(`9: ${sold} sales answered (${warmSold} more warming up); ${JSON.stringify({ ...check9, gone })}`);
        record('10 wine market', `sales answered under load (${ROUNDS10} rounds of 8 s)`, sold);
        record('10 wine market', 'sales made after a round ended (in flight, <= 1 per connection)', inFlight);
        record(
          '10 wine market',
          'bottles gone, sale rows, ledger rows not matching; pools below 0',
          off,
          null,
          '0',
          off === 0,
        );

        const sizes = SIZES.filter((s) => s >= 100000);
        log('10: critic reviews, yearly awards and arrears reputation over', sizes.join(', '), 'estates and wine lots');
        const ticker = market;
        const statements9 = {};
        {
          for (const size of sizes) {
            // the awards day (the first day of a game year) after the clock's, so that one day runs
            // all three steps: the critics review the lots bottled CRITIC_REVIEWS.afterDays ago (1%),
            // the awards rank the lots reviewed during the year (the other 99%), and 1% of the
            // estates have been in arrears since before the day
            const [{ day_index: now }] = await q('SELECT day_index FROM game_clock');
            const year = Math.floor(now / domain.DAYS_PER_YEAR) + 2;
            const day = year * domain.DAYS_PER_YEAR;
            if (domain.awardsYearOn(day) !== year) throw new Error(`day ${day} is not the awards day of year ${year}`);
            const t = Date.now();
            await q(`DELETE FROM wine_lots WHERE name = 'Bench Market'`);
            // the previous size's estates stay (topped up below); upkeep is not what is measured here
            await q(`UPDATE estates SET upkeep_day = $1 WHERE name = 'Bench Market'`, [day]);
            await q(
              `INSERT INTO estates (name, template, location, money, reputation, reputation_points, reputation_points_day,
                                  upkeep_day, reputation_day, arrears, arrears_since)
             SELECT 'Bench Market', 'family', (ARRAY['tuscany','bordeaux','napa','rioja','mendoza','barossa'])[1 + g % 6],
                    CASE WHEN g % 100 = 0 THEN 0 ELSE 1000000 END, 39, 50, $2::int - 1, $2::int, $2::int - 1,
                    CASE WHEN g % 100 = 0 THEN 5000 ELSE 0 END, CASE WHEN g % 100 = 0 THEN $2::int - 10 END
               FROM generate_series((SELECT count(*) FROM estates WHERE name = 'Bench Market') + 1, $1::bigint) g`,
              [size, day],
            );
            // one wine lot per estate: 1% bottled afterDays before the day (reviewed on it), 99% over
            // the 99 days before that (reviewed during the year: the awards' entrants)
            await q(
              `INSERT INTO wine_lots (estate_id, batch_id, name, region, colour, variety, vintage, bottles, bottled_bottles,
                                    quality, bottled_day)
             SELECT e.id, gen_random_uuid(), 'Bench Market', e.location, CASE WHEN e.n % 2 = 0 THEN 'red' ELSE 'white' END,
                    CASE WHEN e.n % 2 = 0 THEN 'merlot' ELSE 'chardonnay' END, $2::int - 1, 600, 600,
                    40 + (e.n * 7) % 60, $1::int - $3::int - e.n % 100
               FROM (SELECT id, location, (row_number() OVER (ORDER BY id))::int AS n FROM estates
                      WHERE name = 'Bench Market') e`,
              [day, year, domain.CRITIC_REVIEWS.afterDays],
            );
            await q('VACUUM ANALYZE estates');
            await q('VACUUM ANALYZE wine_lots');
            log(`seeded ${size} estates and wine lots in ${Date.now() - t} ms`);
            await q('UPDATE game_clock SET day_index = $1', [day - 1]);
            await q('CHECKPOINT');
            const res = await advanceDays(ticker.url, () => adminToken, 1);
            if (res.dayIndex !== day) throw new Error(`the clock did not reach ${day}: ${JSON.stringify(res.job)}`);
            const steps = await q(
              `SELECT handler, count(*)::int AS batches, max(statements)::int AS most, min(statements)::int AS least,
                    sum(duration_ms)::int AS ms, max(duration_ms)::int AS slowest
               FROM tick_steps WHERE day_index = $1 AND handler IN ('critic-reviews', 'yearly-awards', 'arrears-reputation')
              GROUP BY handler`,
              [day],
            );
            const of = (h) =>
              steps.find((r) => r.handler === h) ?? { batches: 0, most: 0, least: 0, ms: 0, slowest: 0 };
            const [rows] = await q(
              `SELECT (SELECT count(*)::int FROM notifications WHERE game_day = $1 AND kind = 'critic_review') AS reviews,
                    (SELECT count(*)::int FROM awards WHERE year = $2) AS medals,
                    (SELECT count(*)::int FROM reputation_events WHERE game_day = $1 AND reason = 'arrears') AS arrears,
                      (SELECT count(*)::int FROM estates WHERE arrears_since < $1) AS due,
                      (SELECT count(*)::int FROM estates WHERE arrears_since < $1 AND reputation_day = $1) AS applied,
                    (SELECT duration_ms FROM game_ticks WHERE day_index = $1) AS day_ms`,
              [day, year],
            );
            log(`9 at ${size}: ${JSON.stringify(steps)} ${JSON.stringify(rows)}`);
            const reviews = of('critic-reviews');
            const awards = of('yearly-awards');
            const arrears = of('arrears-reputation');
            record('10 market tick', `critic reviews: ${rows.reviews} of ${size} lots reviewed (ms)`, reviews.ms);
            record(
              '10 market tick',
              `statements of the critic reviews at ${size} lots`,
              reviews.most,
              null,
              '3',
              reviews.most === 3 && rows.reviews === size / 100,
            );
            record('10 market tick', `yearly awards: ${rows.medals} medals over ${size} lots (ms)`, awards.ms);
            record(
              '10 market tick',
              `statements of the yearly awards at ${size} lots`,
              awards.most,
              null,
              '3',
              awards.most === 3 && rows.medals === 36,
            );
            record(
              '10 market tick',
              `arrears reputation: ${arrears.batches} batches, ${rows.applied} of ${rows.due} estates in arrears given the day, ${size} in all (ms, slowest batch ${arrears.slowest})`,
              arrears.ms,
            );
            record(
              '10 market tick',
              `statements per arrears-reputation batch at ${size} estates`,
              arrears.most,
              null,
              '1',
              arrears.most === 1 && arrears.least === 1 && rows.applied === rows.due && rows.due >= size / 100,
            );
            record('10 market tick', `the whole awards day at ${size} estates (ms)`, rows.day_ms);
            statements9[size] = [reviews.most, awards.most, arrears.most];
          }
          if (sizes.length >= 2) {
            const [a, b] = [sizes[0], sizes[sizes.length - 1]];
            const same = statements9[a].every((n, i) => n === statements9[b][i]);
            record(
              '10 market tick',
              `statements (reviews, awards, per arrears batch) at ${b} vs ${a}: ${statements9[b].join(', ')} vs ${statements9[a].join(', ')}`,
              same ? 1 : 0,
              null,
              'equal',
              same,
            );
          }
        }
      } finally {
        await market.stop();
      }
    }

    if (want(14)) {
      // Issue 35 item 2: what staff do on the clock, at 100k and 1M estates each with a sales
      // manager, a vineyard manager (half with a vineyard worker), three bearing blocks and a bottled
      // wine. On the first day of a game month (April: the spraying's window) the sales managers sell
      // to their estates' rule (staff-sales: a fixed number of statements per batch of estates, the
      // sale decided in TypeScript with decideWineSale), the vineyard managers have the spraying
      // done up to their crew's hectares (staff-vineyard: three statements a batch, the work decided
      // with planVineyardManagerWork) and the wages are paid (one statement a batch); the staff
      // steps at 1M should take at most 11x their time at 100k.
      const domain = require(join(ROOT, 'libs', 'domain', 'dist', 'cjs', 'index.js'));
      const sizes = SIZES.filter((s) => s >= 100000);
      log('14: the staff tick over', sizes.join(', '), 'estates with a sales manager and a vineyard crew');
      const [smallest, largest] = [Math.min(...sizes), Math.max(...sizes)];
      // pg_settings gives max_wal_size in MB
      const walMb = Number(settings.max_wal_size.setting);
      if (walMb < 16 * 1024 && largest >= 1000000)
        log(
          `14: max_wal_size is ${walMb} MB: the 1M day writes ~10 GB of WAL and requests a checkpoint every few`,
          'seconds, each re-imaging the random pages it touches next (docs/operations.md: size it to the day)',
        );
      const ticker = await startApp();
      const staffMs = {};
      const staffStatements = {};
      const jwt = require('jsonwebtoken');
      /** A player owning the middle Bench Staff estate by id, with a live session: its id and token. */
      const staffProbe = async (size) => {
        const [row] = await q(
          `WITH e AS (SELECT id FROM estates WHERE name = 'Bench Staff' ORDER BY id OFFSET $2::int / 2 LIMIT 1),
                u AS (INSERT INTO users (username, email, password_hash, role, email_verified)
                      SELECT 'bench14_' || $1, 'bench14.' || $1 || '@example.test', 'x', 'player', true RETURNING id),
                o AS (INSERT INTO estate_owners (estate_id, user_id, is_primary) SELECT e.id, u.id, true FROM e, u
                      RETURNING estate_id, user_id),
                s AS (INSERT INTO sessions (user_id, expires_at) SELECT user_id, now() + interval '1 day' FROM o
                      RETURNING id, user_id)
           SELECT o.estate_id, s.user_id, s.id AS sid FROM o JOIN s USING (user_id)`,
          [`${process.pid}_${size}`, size],
        );
        const token = jwt.sign({ sub: row.user_id, sid: row.sid, typ: 'access' }, JWT_SECRET, {
          algorithm: 'HS256',
          expiresIn: 3600,
          issuer: 'vineyard-valley',
          audience: 'vineyard-valley-api',
        });
        return { estateId: row.estate_id, token };
      };
      // the day's WAL and checkpoints (PostgreSQL's cumulative counters, before and after): a
      // page's first change after a checkpoint writes the whole page to the WAL, so checkpoints
      // requested by WAL volume every few seconds make the larger world's random pages cost more
      const walStats = async () =>
        (
          await q(`SELECT w.wal_bytes::float8 AS bytes, w.wal_fpi::float8 AS fpi, b.checkpoints_req::int AS requested,
                          b.checkpoints_timed::int AS timed
                     FROM pg_stat_wal w, pg_stat_bgwriter b`)
        )[0];
      try {
        for (const size of sizes) {
          // the first day of the second month of the year after the clock's (no yearly upkeep or awards)
          const [{ day_index: now }] = await q('SELECT day_index FROM game_clock');
          const day = (Math.floor(now / domain.DAYS_PER_YEAR) + 1) * domain.DAYS_PER_YEAR + domain.DAYS_PER_MONTH;
          if (!domain.isWageDay(day)) throw new Error(`day ${day} is no wage day`);
          if (!domain.isVineyardManagerDay(day)) throw new Error(`day ${day} is no vineyard manager day`);
          const t = Date.now();
          await q(`DELETE FROM estates WHERE name = 'Bench Staff'`);
          await q(
            `INSERT INTO estates (name, template, location, money, reputation, reputation_points, reputation_points_day,
                                  upkeep_day, reputation_day)
             SELECT 'Bench Staff', 'family', (ARRAY['tuscany','bordeaux','napa','rioja','mendoza','barossa'])[1 + g % 6],
                    1000000, 39, 50, $2::int - 1, $2::int, $2::int - 1
               FROM generate_series(1, $1::bigint) g`,
            [size, day],
          );
          await q(
            `INSERT INTO staff (estate_id, role, candidate_id, name, skill, wage, hired_day)
             SELECT id, 'salesManager', 'bench', 'Bench Manager', 3, $2::int, $1::int - 10
               FROM estates WHERE name = 'Bench Staff'`,
            [day, domain.staffWage('salesManager', 3)],
          );
          // a bottled wine each, of quality 70 (above the default rule's 60): 10% of it to sell
          await q(
            `INSERT INTO wine_lots (estate_id, batch_id, name, region, colour, variety, vintage, bottles, bottled_bottles,
                                    quality, bottled_day)
             SELECT id, gen_random_uuid(), 'Bench Staff', location, 'red', 'merlot', 1, 1000, 1000, 70, $1::int - 100
               FROM estates WHERE name = 'Bench Staff'`,
            [day],
          );
          // a vineyard manager each, a skill-3 vineyard worker for every other estate, and three
          // bearing blocks (6, 5 and 2 ha, oldest first) on a 20 ha plot: the manager alone (10 ha)
          // works the 6 and the 2 and leaves the 5 (the untended notice), the crew of two (16 ha)
          // works all three; on April 1 the spraying is due on each
          await q(
            `INSERT INTO staff (estate_id, role, candidate_id, name, skill, wage, hired_day)
             SELECT id, 'vineyardManager', 'bench-vm', 'Bench Regisseur', 3, $2::int, $1::int - 10
               FROM estates WHERE name = 'Bench Staff'
             UNION ALL
             SELECT id, 'worker', 'bench-w', 'Bench Worker', 3, $3::int, $1::int - 10
               FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM estates WHERE name = 'Bench Staff') e
              WHERE n % 2 = 0`,
            [day, domain.staffWage('vineyardManager', 3), domain.staffWage('worker', 3)],
          );
          await q(
            `WITH p AS (
               INSERT INTO plots (estate_id, name, description, notes, region, size, price, maintenance_cost, purchase_date,
                                  purchase_game_day, soil_type, elevation, orientation, sun_exposure, water_access, terrain)
               SELECT id, 'Bench Plot', 'bench staff', '', location, 20, 400000, 8000, now(), 0, 'clay', 300, 'south',
                      7::smallint, 6::smallint, 'flat'
                 FROM estates WHERE name = 'Bench Staff'
               RETURNING id, region)
             INSERT INTO blocks (plot_id, region, name, size, grape_variety, row_spacing, vine_spacing, orientation,
                                 trellis_system, status, planting_date, planted_game_day, suitability, potential, health,
                                 quality)
             SELECT p.id, p.region, 'Bench ' || k, (ARRAY[6, 5, 2])[k], 'merlot', 2, 1, 'north-south', 'vsp', 'growing',
                    now(), $1::int - 1500 + k, 70, 70, 70, 70
               FROM p, generate_series(1, 3) k`,
            [day],
          );
          await q('VACUUM ANALYZE estates');
          await q('VACUUM ANALYZE staff');
          await q('VACUUM ANALYZE wine_lots');
          await q('VACUUM ANALYZE plots');
          await q('VACUUM ANALYZE blocks');
          await q('VACUUM ANALYZE block_work');
          log(
            `seeded ${size} estates with a sales manager, a vineyard crew, 3 blocks and a wine in ${Date.now() - t} ms`,
          );
          await q('UPDATE game_clock SET day_index = $1', [day - 1]);
          // at the largest size, a player of one of these estates (the middle one by id) writes to it
          // while the day runs: a rename to the same name, an UPDATE of the estate row that waits for
          // whatever batch holds the row's lock (the stall goals of scenario 3)
          const probe = size === largest ? await staffProbe(size) : null;
          await q('CHECKPOINT');
          const walBefore = await walStats();
          // a token of its own for the day: the 1M world's seeding outlasts an access token
          // (and renewed while the day runs: the 1M day can outlast one too)
          adminToken = await signIn(DEMO_ACCOUNTS.admin, ticker.url);
          const dayRenewal = setInterval(() => {
            signIn(DEMO_ACCOUNTS.admin, ticker.url).then(
              (fresh) => (adminToken = fresh),
              (failure) => log(`renewing the admin token failed: ${failure}`),
            );
          }, 4 * 60_000);
          let ticking = true;
          const ticked = advanceDays(ticker.url, () => adminToken, 1).finally(() => {
            ticking = false;
            clearInterval(dayRenewal);
          });
          const latencies = [];
          while (probe && ticking) {
            const t = performance.now();
            const res = await fetch(`${ticker.url}/api/estates/${probe.estateId}`, {
              method: 'PATCH',
              headers: { 'content-type': 'application/json', authorization: `Bearer ${probe.token}` },
              body: JSON.stringify({ name: 'Bench Staff' }),
            });
            await res.arrayBuffer();
            if (res.status !== 200) throw new Error(`PATCH /estates/{id} answered ${res.status} during the tick`);
            latencies.push(performance.now() - t);
            await sleep(50);
          }
          const res = await ticked;
          if (res.dayIndex !== day) throw new Error(`the clock did not reach ${day}: ${JSON.stringify(res.job)}`);
          const walAfter = await walStats();
          record(
            '14 staff tick',
            `WAL written during the ${size}-estate day (MB)`,
            (walAfter.bytes - walBefore.bytes) / 2 ** 20,
          );
          record(
            '14 staff tick',
            `full-page images in the WAL per estate during the ${size}-estate day`,
            (walAfter.fpi - walBefore.fpi) / size,
          );
          record(
            '14 staff tick',
            `checkpoints requested by WAL volume during the ${size}-estate day (timed: ${walAfter.timed - walBefore.timed})`,
            walAfter.requested - walBefore.requested,
          );
          if (probe) {
            record(
              '14 staff tick',
              `player estate writes during the ${size}-estate staff day (count)`,
              latencies.length,
            );
            const p99 = percentile(latencies, 99);
            const worst = Math.max(...latencies);
            record(
              '14 staff tick',
              `player estate write p99 during the ${size}-estate staff day (ms)`,
              p99,
              null,
              '<= 250',
              p99 <= 250,
            );
            record(
              '14 staff tick',
              `player estate write max during the ${size}-estate staff day (ms)`,
              worst,
              null,
              '<= 1000',
              worst <= 1000,
            );
          }
          const steps = await q(
            `SELECT handler, count(*)::int AS batches, max(statements)::int AS most, sum(duration_ms)::int AS ms
               FROM tick_steps WHERE day_index = $1 AND handler IN ('staff-sales', 'staff-vineyard', 'wages')
              GROUP BY handler`,
            [day],
          );
          const of = (h) => steps.find((r) => r.handler === h) ?? { batches: 0, most: 0, ms: 0 };
          const [rows] = await q(
            `SELECT (SELECT count(DISTINCT s.estate_id)::int FROM wine_sales s JOIN estates e ON e.id = s.estate_id
                      WHERE e.name = 'Bench Staff' AND s.game_day = $1 AND s.by_staff) AS sold,
                    (SELECT count(*)::int FROM ledger_entries x JOIN estates e ON e.id = x.estate_id
                      WHERE e.name = 'Bench Staff' AND x.game_day = $1 AND x.kind = 'wages') AS paid,
                    (SELECT count(DISTINCT p.estate_id)::int FROM block_work w JOIN blocks b ON b.id = w.block_id
                       JOIN plots p ON p.id = b.plot_id JOIN estates e ON e.id = p.estate_id
                      WHERE e.name = 'Bench Staff' AND w.game_day = $1) AS worked,
                    (SELECT count(*)::int FROM block_work w JOIN blocks b ON b.id = w.block_id
                       JOIN plots p ON p.id = b.plot_id JOIN estates e ON e.id = p.estate_id
                      WHERE e.name = 'Bench Staff' AND w.game_day = $1) AS works,
                    (SELECT duration_ms FROM game_ticks WHERE day_index = $1) AS day_ms`,
            [day],
          );
          log(`14 at ${size}: ${JSON.stringify(steps)} ${JSON.stringify(rows)}`);
          const sales = of('staff-sales');
          const wages = of('wages');
          const vineyard = of('staff-vineyard');
          // every estate worked; the crews of two all three blocks, the managers alone two of them
          const expectedWorks = Math.floor(size / 2) * 3 + Math.ceil(size / 2) * 2;
          record(
            '14 staff tick',
            `sales managers' sales: ${rows.sold} of ${size} estates sold, ${sales.batches} batches (ms)`,
            sales.ms,
          );
          record(
            '14 staff tick',
            `statements per staff-sales batch at ${size} estates`,
            sales.most,
            null,
            '<= 4, every estate sold',
            sales.most <= 4 && rows.sold === size,
          );
          record(
            '14 staff tick',
            `wages: ${rows.paid} of ${size} estates paid, ${wages.batches} batches (ms)`,
            wages.ms,
          );
          record(
            '14 staff tick',
            `statements per wages batch at ${size} estates`,
            wages.most,
            null,
            '1, every estate paid',
            wages.most === 1 && rows.paid === size,
          );
          record(
            '14 staff tick',
            `vineyard managers' work: ${rows.worked} of ${size} estates, ${rows.works} works, ${vineyard.batches} batches (ms)`,
            vineyard.ms,
          );
          record(
            '14 staff tick',
            `statements per staff-vineyard batch at ${size} estates`,
            vineyard.most,
            null,
            `<= 3, every estate worked, ${expectedWorks} works`,
            vineyard.most <= 3 && rows.worked === size && rows.works === expectedWorks,
          );
          record('14 staff tick', `the whole day at ${size} estates with staff (ms)`, rows.day_ms);
          (staffMs[size] ??= []).push(sales.ms + vineyard.ms + wages.ms);
          staffStatements[size] = [sales.most, vineyard.most, wages.most];
        }
        if (smallest !== largest) {
          const [a, b] = [smallest, largest];
          // a size listed twice (BENCH_SIZES=100000,100000,1000000) counts at the mean of its days:
          // a single 100k day moved by 20% from one run to the next on this machine
          const mean = (xs) => xs.reduce((x, y) => x + y, 0) / xs.length;
          const ratio = mean(staffMs[b]) / Math.max(1, mean(staffMs[a]));
          record(
            '14 staff tick',
            `staff steps' time at ${b} vs ${a} estates (ms; days: ${staffMs[b].join(', ')} vs ${staffMs[a].join(', ')})`,
            mean(staffMs[b]),
            mean(staffMs[a]),
            `<= ${(11 * b) / a / 10}x`,
            ratio <= (11 * b) / a / 10,
          );
          const same = staffStatements[a].every((n, i) => n === staffStatements[b][i]);
          record(
            '14 staff tick',
            `statements per batch (sales, vineyard, wages) at ${b} vs ${a}: ${staffStatements[b].join(', ')} vs ${staffStatements[a].join(', ')}`,
            same ? 1 : 0,
            null,
            'equal',
            same,
          );
        }
        // cleared for the scenario after this one only: deleting a million estates with their children
        // takes longer than their day, and the run's database is dropped at its end
        if (want(12)) await q(`DELETE FROM estates WHERE name = 'Bench Staff'`);
      } finally {
        await ticker.stop();
      }
    }

    if (want(12)) {
      // one player floods the costliest requests while others play (tests/bench/fairness.mjs)
      const { fairness } = await import('./fairness.mjs');
      const [{ password_hash: passwordHash }] = await q('SELECT password_hash FROM users WHERE username = $1', [
        DEMO_ACCOUNTS.player.username,
      ]);
      await fairness({
        startApp,
        q,
        record,
        log,
        percentile,
        median,
        sleep,
        jwt: require('jsonwebtoken'),
        JWT_SECRET,
        passwordHash,
        rssOf,
      });
    }

    if (want(6)) {
      log('6: frontend bundle sizes');
      const distDir = join(ROOT, 'frontend', 'dist');
      const html = readFileSync(join(distDir, 'index.html'), 'utf8');
      const firstLoad = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
      const gz = (file) => gzipSync(readFileSync(join(distDir, file))).length;
      const first = firstLoad.reduce((sum, f) => sum + gz(f), 0);
      // `/` is prerendered (frontend/scripts/prerender.mjs): before any interaction it runs only the
      // boot script; the app (the shell's first load, below) comes when the visitor acts
      const home = readFileSync(join(distDir, 'prerendered', 'home.html'), 'utf8');
      const homeScripts = [...home.matchAll(/<script type="module" src="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
      const homeFirst = homeScripts.reduce((sum, f) => sum + gz(f), 0) / 1024;
      record(
        '6 frontend',
        'first-load JS of / before any interaction (KB gzip)',
        homeFirst,
        null,
        '<= 60',
        homeFirst <= 60,
      );
      record('6 frontend', 'JS of the app once loaded (the shell of other pages) (KB gzip)', first / 1024);
      // The floors (tests/bench/floor): the least a first page can ship on this stack, built the same way
      for (const [page, label] of [
        ['react', 'floor: React 19 + react-router 7, one paragraph (KB gzip)'],
        ['chakra', 'floor: the same + Chakra v3 provider (base config), one Box (KB gzip)'],
      ]) {
        const out = mkdtempSync(join(tmpdir(), `vv-floor-${page}-`));
        try {
          const built = spawnSync(
            process.execPath,
            [
              join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'),
              'build',
              '--config',
              'tests/bench/floor/vite.config.mjs',
            ],
            { cwd: ROOT, env: { ...process.env, FLOOR_PAGE: page, FLOOR_OUT: out }, stdio: 'inherit' },
          );
          if (built.status !== 0) throw new Error(`building the ${page} floor failed`);
          const js = readdirSync(join(out, 'assets')).filter((f) => f.endsWith('.js'));
          const size = js.reduce((sum, f) => sum + gzipSync(readFileSync(join(out, 'assets', f))).length, 0);
          record('6 frontend', label, size / 1024);
        } finally {
          rmSync(out, { recursive: true, force: true });
        }
      }
      const chunks = readdirSync(join(distDir, 'assets')).filter((f) => f.endsWith('.js'));
      for (const f of chunks.sort())
        record('6 frontend', `chunk ${f.replace(/-[\w-]{8}\.js$/, '')} (KB gzip)`, gz(`assets/${f}`) / 1024);

      // Issue 21: the public pages >= 95, /game >= 85 (performance); accessibility and best practices
      // stay at 100. Medians of 3 runs (the machine is shared: single runs vary by 20 points).
      const LIGHTHOUSE_PATHS = [
        '/',
        '/roadmap',
        '/contact',
        '/feature-requests',
        '/auth/login',
        '/auth/register',
        '/game',
      ];
      log(`6: Lighthouse on ${LIGHTHOUSE_PATHS.join(', ')}, 3 runs (Debian Chromium)`);
      const { lighthouseScores } = await import('./lighthouse.mjs');
      const site = await startApp();
      try {
        const runs = [];
        for (let run = 0; run < 3; run++) {
          runs.push(
            await lighthouseScores({
              baseUrl: site.url,
              paths: LIGHTHOUSE_PATHS,
              signIn: { identifier: DEMO_ACCOUNTS.player.username, password: DEMO_ACCOUNTS.player.password },
            }),
          );
        }
        for (const path of LIGHTHOUSE_PATHS) {
          const of = (key) => median(runs.map((scores) => scores.find((s) => s.path === path)[key]));
          const perfGoal = path === '/game' ? 85 : 95;
          const performance = of('performance');
          record(
            '6 frontend',
            `Lighthouse performance ${path}`,
            performance,
            null,
            `>= ${perfGoal}`,
            performance >= perfGoal,
          );
          for (const [key, label] of [
            ['accessibility', 'accessibility'],
            ['bestPractices', 'best practices'],
          ]) {
            // the issue's goal: they stay at 100
            const value = of(key);
            record('6 frontend', `Lighthouse ${label} ${path}`, value, null, '= 100', value === 100);
          }
        }
      } finally {
        await site.stop();
      }
    }
  } finally {
    if (app) await app.stop();
    await db.end();
    // BENCH_KEEP_DB=1 keeps the seeded database for EXPLAIN ANALYZE and the like
    if (process.env.BENCH_KEEP_DB) log(`kept the database ${dbName}`);
    else await admin(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
  }

  const machine = {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model,
    memoryGiB: round(totalmem() / 2 ** 30, 1),
    node: process.version,
    postgres: Object.fromEntries(
      Object.entries(settings).map(([name, { setting, unit }]) => [name, unit ? `${setting} × ${unit}` : setting]),
    ),
  };
  mkdirSync(join(ROOT, 'tests', 'bench', 'results'), { recursive: true });
  // a subset run (BENCH_SCENARIOS) replaces its own figures and keeps the others
  const latestFile = join(ROOT, 'tests', 'bench', 'results', 'latest.json');
  const key = (r) => `${r.scenario}\u0000${r.metric}`;
  const fresh = new Set(results.map(key));
  const kept =
    ONLY && existsSync(latestFile)
      ? JSON.parse(readFileSync(latestFile, 'utf8')).filter((r) => !fresh.has(key(r)))
      : [];
  const merged = [...kept, ...results].sort((a, b) => a.scenario.localeCompare(b.scenario, 'en', { numeric: true }));
  writeFileSync(latestFile, JSON.stringify(merged, null, 2) + '\n');
  writeFileSync(
    join(ROOT, 'tests', 'bench', 'results', 'machine.json'),
    JSON.stringify({ ...machine, at: new Date().toISOString() }, null, 2) + '\n',
  );
  console.table(results.map((r) => ({ ...r, pass: r.pass === null ? '' : r.pass ? 'PASS' : 'MISS' })));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
