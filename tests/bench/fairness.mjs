/**
 * Scenario 12 of `npm run bench` (tests/bench/run.mjs): fairness. One player floods the most
 * expensive things a player can reach — writes on their own estate (vessel purchases, crushes,
 * co-owner invitations), renders of /game with their page-session cookie, wine quotes — from
 * BENCH_FLOOD_CONNECTIONS (default 32) connections that never back off (Retry-After ignored),
 * while BENCH_FAIRNESS_PLAYERS (default 8) other players play normally (reads and writes with a
 * short pause between them). The phases alternate, quiet then flooded, BENCH_FAIRNESS_ROUNDS
 * (default 3) times BENCH_FAIRNESS_SECONDS (default 10) each, so both are measured in the same run
 * on the same machine state. BENCH_FLOOD_KINDS (e.g. `game page` or `vessel purchase,crush`) floods
 * only those kinds.
 *
 * Goals (issue 37): the others' p99 with the flood ≤ 2× their p99 without; the flood's answers
 * are 2xx/4xx (429, 409, 400 …), never 5xx nor a dropped connection; the others never see a 5xx;
 * every estate's money equals its ledger afterwards. Each goal is its own row, so a miss says which.
 *
 * The flood runs in a worker thread (its own event loop: the others' timings are not the load
 * generator's queue), on the same two cores as the app and PostgreSQL — harder than a flood from
 * another machine.
 */
import { Worker } from 'node:worker_threads';
import { fileURLToPath } from 'node:url';

const FLOOD_CONNECTIONS = Number(process.env.BENCH_FLOOD_CONNECTIONS ?? 32);
const PLAYERS = Number(process.env.BENCH_FAIRNESS_PLAYERS ?? 8);
const ROUNDS = Number(process.env.BENCH_FAIRNESS_ROUNDS ?? 3);
const PHASE_MS = Number(process.env.BENCH_FAIRNESS_SECONDS ?? 10) * 1000;
/** A normal player's pause between two requests (reading the screen). */
const THINK_MS = 25;
const SCENARIO = '12 fairness';
/** One row whatever happens: a failed run replaces a passed one in latest.json (the error is in the log). */
const RAN = 'ran to the end (1 = yes; a failure is logged)';

/**
 * @param {object} ctx what run.mjs shares: startApp, q (SQL on the bench database), record, log,
 *   percentile, median, sleep, jwt (jsonwebtoken), JWT_SECRET, passwordHash (a known argon2 hash),
 *   rssOf (a process's resident memory)
 */
export async function fairness(ctx) {
  const { startApp, q, record, log, percentile, median, sleep, jwt, JWT_SECRET, passwordHash, rssOf } = ctx;
  log(`12: fairness — one player floods (${FLOOD_CONNECTIONS} connections) while ${PLAYERS} others play`);
  const app = await startApp();
  try {
    const rssBefore = rssOf(app.child.pid);
    const players = await seedPlayers(q, passwordHash, PLAYERS + 1);
    const sign = (p, typ, audience) =>
      jwt.sign({ sub: p.user_id, sid: p.sid, typ }, JWT_SECRET, {
        algorithm: 'HS256',
        expiresIn: 3600,
        issuer: 'vineyard-valley',
        audience,
      });
    for (const p of players) {
      p.token = sign(p, 'access', 'vineyard-valley-api');
      p.estateId = await foundEstate(app.url, p.token);
    }
    const [flooder, ...others] = players;
    const target = await floodTarget(q, app.url, flooder, sign(flooder, 'page', 'vineyard-valley-pages'));

    // quiet and flooded phases in turn; each player's latencies per phase kind
    const latencies = { quiet: [], flood: [] };
    const otherStatuses = new Map();
    const floodStatuses = new Map();
    let floodErrors = 0;
    for (let round = 0; round < ROUNDS; round++) {
      for (const phase of ['quiet', 'flood']) {
        const worker = phase === 'flood' ? startFlood(app.url, target) : null;
        if (worker) await sleep(500); // the flood at full strength before the others are timed
        const times = await play(app.url, others, PHASE_MS, otherStatuses, sleep);
        latencies[phase].push(...times);
        if (worker) {
          const result = await worker.stop();
          for (const [key, n] of Object.entries(result.statuses))
            floodStatuses.set(key, (floodStatuses.get(key) ?? 0) + n);
          floodErrors += result.errors;
        }
        log(
          `  round ${round + 1} ${phase}: ${times.length} requests of the others, p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms`,
        );
      }
    }

    const p99 = { quiet: percentile(latencies.quiet, 99), flood: percentile(latencies.flood, 99) };
    const p50 = { quiet: median(latencies.quiet), flood: median(latencies.flood) };
    record(SCENARIO, `others' requests timed, quiet / flooded`, latencies.quiet.length, null);
    record(SCENARIO, `others' requests timed while flooded`, latencies.flood.length, null);
    record(SCENARIO, `others' p50 with the flood vs without (ms)`, p50.flood, p50.quiet);
    record(
      SCENARIO,
      `others' p99 with the flood vs without (ms)`,
      p99.flood,
      p99.quiet,
      '<= 2x',
      p99.flood <= 2 * p99.quiet,
    );
    const otherServerErrors = sumWhere(otherStatuses, (status) => status >= 500 || status === 0);
    for (const [key, n] of [...otherStatuses].sort()) record(SCENARIO, `others' answers ${key}`, n);
    record(SCENARIO, `others' answers 5xx or dropped`, otherServerErrors, null, '0', otherServerErrors === 0);
    for (const [key, n] of [...floodStatuses].sort()) record(SCENARIO, `flood answers ${key}`, n);
    const floodServerErrors = sumWhere(floodStatuses, (status) => status >= 500) + floodErrors;
    const floodAnswers = sumWhere(floodStatuses, () => true);
    record(SCENARIO, 'flood answers in all', floodAnswers);
    record(SCENARIO, 'flood answers 5xx or dropped', floodServerErrors, null, '0', floodServerErrors === 0);
    const refused = sumWhere(floodStatuses, (status) => status === 429 || status === 409);
    record(SCENARIO, 'flood answers 429 or 409 (refused, not failed)', refused);

    // money conserved through it all: every estate's money is the sum of its ledger
    const [{ off }] = await q(
      `SELECT count(*)::int AS off FROM estates e
        WHERE e.money <> (SELECT COALESCE(sum(amount), 0) FROM ledger_entries l WHERE l.estate_id = e.id)`,
    );
    record(SCENARIO, 'estates whose money differs from their ledger', off, null, '0', off === 0);
    // information: the app's memory after the flood (the render workers included) against at start
    record(
      SCENARIO,
      'app RSS after the scenario vs at start (MB)',
      rssOf(app.child.pid) / 2 ** 20,
      rssBefore / 2 ** 20,
    );
    record(SCENARIO, RAN, 1, null, '1', true);
  } catch (error) {
    // a failure here (a probe refused, the app gone) is this scenario's row, not the whole bench's end
    log(`12: failed: ${error instanceof Error ? error.stack : error}`);
    record(SCENARIO, RAN, 0, null, '1', false);
  } finally {
    await app.stop();
  }
}

/** `count` verified players with a live session each (the demo player's password hash). */
async function seedPlayers(q, hash, count) {
  const tag = `${process.pid}_${Date.now()}`;
  return q(
    `WITH u AS (
       INSERT INTO users (username, email, password_hash, role, email_verified)
       SELECT 'fair_' || g || '_' || $2, 'fair' || g || '.' || $2 || '@example.test', $1, 'player', true
         FROM generate_series(1, $3::int) g RETURNING id),
     s AS (INSERT INTO sessions (user_id, expires_at) SELECT id, now() + interval '1 day' FROM u RETURNING id, user_id)
     SELECT s.id AS sid, s.user_id FROM s ORDER BY s.user_id`,
    [hash, tag, count],
  );
}

async function json(url, path, token, init = {}) {
  const res = await fetch(`${url}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
  });
  return { status: res.status, body: await res.json().catch(() => null) };
}

/** An estate founded through the API (its starter cellar and plots with it). */
async function foundEstate(url, token) {
  const res = await json(url, '/api/estates', token, {
    method: 'POST',
    body: JSON.stringify({ name: 'Fair Estate', template: 'commercial', location: 'rioja' }),
  });
  if (res.status !== 201) throw new Error(`founding an estate answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.data.estate.id;
}

/**
 * What the flooder floods: their estate (a money grant through the ledger so purchases keep
 * going), a grape lot to crush, a bottled wine to quote, and their page-session cookie.
 */
async function floodTarget(q, url, flooder, pageToken) {
  const estateId = flooder.estateId;
  await q(
    `WITH e AS (UPDATE estates SET money = money + $2 WHERE id = $1 RETURNING id, money)
     INSERT INTO ledger_entries (estate_id, amount, kind, game_day, balance_after, description)
     SELECT id, $2, 'grant', (SELECT day_index FROM game_clock), money, 'bench flood budget' FROM e`,
    [estateId, 1_000_000_000],
  );
  const [{ day_index: today }] = await q('SELECT day_index FROM game_clock');
  const [lot] = await q(
    `INSERT INTO grape_lots (estate_id, block_name, region, variety, kilograms, harvested_kg, quality, vintage,
                             harvest_day, counted_day)
     VALUES ($1, 'Flood', 'rioja', 'tempranillo', 10000000, 10000000, 70, 1, $2, $2) RETURNING id`,
    [estateId, today],
  );
  const [wine] = await q(
    `INSERT INTO wine_lots (estate_id, batch_id, name, region, colour, variety, vintage, bottles, bottled_bottles,
                            quality, bottled_day)
     VALUES ($1, gen_random_uuid(), 'Flood Red', 'rioja', 'red', 'tempranillo', 1, 1000000, 1000000, 60, $2 - 5)
     RETURNING id`,
    [estateId, today],
  );
  const target = {
    token: flooder.token,
    cookie: `vv_page=${pageToken}`,
    estateId,
    grapeLotId: lot.id,
    wineId: wine.id,
  };
  // each kind of flood request answers as a player's would (not 400 for a malformed probe)
  const probes = await Promise.all(
    floodRequests(target).map(async (r) => {
      const res = await fetch(`${url}${r.path}`, r.init);
      const text = await res.text();
      return { kind: r.kind, status: res.status, text: text.slice(0, 200) };
    }),
  );
  for (const p of probes) {
    if (p.status >= 300) throw new Error(`flood probe ${p.kind} answered ${p.status}: ${p.text}`);
    if (p.kind === 'game page' && !p.text.includes('<')) throw new Error('the /game probe is no page');
  }
  return target;
}

/** The flooder's requests, in turn (BENCH_FLOOD_KINDS=crush,wine quote: only those kinds, to see what costs what). */
export function floodRequests(t) {
  const only = process.env.BENCH_FLOOD_KINDS?.split(',');
  return allFloodRequests(t).filter((r) => !only || only.includes(r.kind));
}

function allFloodRequests(t) {
  const auth = { 'content-type': 'application/json', authorization: `Bearer ${t.token}` };
  const post = (body) => ({ method: 'POST', headers: auth, body: JSON.stringify(body) });
  return [
    {
      kind: 'vessel purchase',
      path: `/api/estates/${t.estateId}/vessels`,
      init: post({ kind: 'barrel_american', count: 1 }),
    },
    {
      kind: 'crush',
      path: `/api/estates/${t.estateId}/wine-batches`,
      init: post({ grapeLotId: t.grapeLotId, kilograms: 100, preset: 'joven_red' }),
    },
    {
      kind: 'co-owner invitation',
      path: `/api/estates/${t.estateId}/owners`,
      init: post({ email: 'flood.friend@example.test' }),
    },
    { kind: 'wine quote', path: `/api/wines/${t.wineId}/quote?bottles=100`, init: { headers: auth } },
    { kind: 'game page', path: '/game', init: { headers: { cookie: t.cookie, 'accept-encoding': 'br' } } },
  ];
}

/** Starts the flood in a worker; `stop()` ends it and answers its counts by `kind status`. */
function startFlood(url, target) {
  const worker = new Worker(fileURLToPath(new URL('./fairness-flood.mjs', import.meta.url)), {
    workerData: { url, target, connections: FLOOD_CONNECTIONS },
  });
  const done = new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  return {
    stop: async () => {
      worker.postMessage('stop');
      const result = await done;
      await worker.terminate();
      return result;
    },
  };
}

/**
 * The other players for `ms`: each reads its estate, cellar, plots and the clock, and every fifth
 * request buys a barrel or renames the estate, pausing THINK_MS between requests. Their latencies.
 */
async function play(url, players, ms, statuses, sleep) {
  const until = Date.now() + ms;
  const times = [];
  await Promise.all(
    players.map(async (p, n) => {
      const steps = [
        { path: `/api/estates/${p.estateId}` },
        { path: `/api/estates/${p.estateId}/cellar` },
        { path: `/api/estates/${p.estateId}/plots` },
        { path: '/api/game/time' },
        n % 2 === 0
          ? { path: `/api/estates/${p.estateId}/vessels`, method: 'POST', body: { kind: 'barrel_american', count: 1 } }
          : { path: `/api/estates/${p.estateId}`, method: 'PATCH', body: { name: `Fair Estate ${n}` } },
      ];
      for (let i = n; Date.now() < until; i++) {
        const step = steps[i % steps.length];
        const started = performance.now();
        let status;
        try {
          const res = await fetch(`${url}${step.path}`, {
            method: step.method ?? 'GET',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${p.token}` },
            body: step.body ? JSON.stringify(step.body) : undefined,
          });
          await res.arrayBuffer();
          status = res.status;
        } catch {
          status = 0;
        }
        times.push(performance.now() - started);
        const key = `${step.method ?? 'GET'} ${status}`;
        statuses.set(key, (statuses.get(key) ?? 0) + 1);
        await sleep(THINK_MS);
      }
    }),
  );
  return times;
}

/** The sum of counts keyed `… <status>` whose status passes `test`. */
function sumWhere(counts, test) {
  let sum = 0;
  for (const [key, n] of counts) if (test(Number(key.split(' ').pop()))) sum += n;
  return sum;
}
