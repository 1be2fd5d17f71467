/**
 * The batched tick: a game day is split into short transactions (steps) that instances share and
 * that survive a crash. A seeded world is advanced the same number of days (an admin's clock job)
 * three ways — by one instance, by two or three instances sharing the job's days, and by one
 * instance killed (SIGKILL) in the middle of a day, whose job another instance resumes — and every
 * block and estate must end exactly as in the first:
 * each row gets each day once (checksums over the rows), the upkeep day included.
 */
import { typedApi } from '../support/harness';
import { waitUntil } from '../support/wait';
import { adminToken, advanceDays, waitForJob } from '../support/admin';
import { DAYS_PER_YEAR, regionalEventsOn, REGIONS, WINE_TIERS } from '@vineyard/domain';
import { block, estate, merchantContract, plot, wineSale } from '../support/builders';
import { createTestDatabase, withAdmin, queryRows } from '../support/database';
import { RunningServer, startServer, startServers } from '../support/server';

const ESTATES = 120;
const PLOTS_PER_ESTATE = 5;
const BLOCKS_PER_PLOT = 3; // 1,800 blocks
const BATCH = 40; // about 45 lifecycle batches (of pages) and its sweep, 3 upkeep batches
const START_DAY = DAYS_PER_YEAR - 3; // the run crosses the yearly upkeep day
const DAYS = 5;

type Db = Awaited<ReturnType<typeof createTestDatabase>>;

/** A world of estates with plots and blocks of varied suitability, at START_DAY. */
async function seed(url: string): Promise<void> {
  const count = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
  await withAdmin(async (db) => {
    await db.query('UPDATE game_clock SET day_index = $1', [START_DAY]);
    // one estate in ten can barely pay its upkeep; the money is in the ledger as every balance is
    const producers = count(ESTATES).map((g) => ({
      name: `Seed ${g}`,
      location: REGIONS[g % REGIONS.length]!,
      money: g % 10 === 0 ? 500 : 250_000,
      reputationPoints: 500,
    }));
    const estates = await estate(db, producers);
    // plot k of every estate, then plot k + 1, and so the blocks: a page holds many estates' blocks
    const plots = await plot(
      db,
      count(PLOTS_PER_ESTATE).flatMap((k) =>
        estates.map((estateId) => ({ estateId, name: `Plot ${k}`, maintenanceCost: 1500 + k * 100 })),
      ),
    );
    await block(
      db,
      count(BLOCKS_PER_PLOT).flatMap((k) =>
        plots.map((plotId, p) => ({
          plotId,
          name: `B${k}`,
          suitability: 20 + (((p * BLOCKS_PER_PLOT + k) * 37) % 80),
        })),
      ),
    );
    // merchants' contracts of one estate in four (two for one in eight), due the day after the
    // start: the second day of the run defaults them in the batches of their estates
    await merchantContract(
      db,
      estates.flatMap((estateId, i) =>
        i % 4 !== 0
          ? []
          : Array.from({ length: i % 8 === 0 ? 2 : 1 }, (_, offer) => ({
              estateId,
              offer,
              bottles: 100 + i * 10,
              price: 5 + (i % 7),
              dueDay: START_DAY + 1,
            })),
      ),
    );
    // bottled-wine sales of the last weeks in every region, colour and tier: the regional index has
    // work (each estate sells in its region; colour, tier, size and day follow its place by id)
    const byId = [...estates].sort();
    await wineSale(
      db,
      estates.map((estateId, i) => {
        const n = byId.indexOf(estateId) + 1;
        return {
          estateId,
          region: producers[i]!.location,
          colour: n % 2 === 0 ? 'red' : 'white',
          tier: WINE_TIERS[Math.floor(n / 2) % WINE_TIERS.length],
          bottles: 50 + ((n * 37) % 1500),
          gameDay: START_DAY - 1 - (n % 60),
        } as const;
      }),
    );
  }, url);
}

/** Checksums over every row the tick writes: a row applied twice or skipped changes them. */
async function world(url: string) {
  const [row] = await queryRows(
    url,
    `SELECT (SELECT md5(string_agg(concat_ws(':', id, health, quality, status, tick_day), ',' ORDER BY id)) FROM blocks) AS blocks,
            (SELECT md5(string_agg(concat_ws(':', id, money, arrears, upkeep_day, arrears_since, reputation_points, reputation_points_day, reputation, reputation_day), ',' ORDER BY id)) FROM estates) AS estates,
            (SELECT md5(string_agg(concat_ws(':', id, status, closed_day, penalty), ',' ORDER BY id)) FROM merchant_contracts) AS contracts,
            (SELECT md5(string_agg(concat_ws(':', estate_id, amount, balance_after, game_day, kind), ',' ORDER BY estate_id, seq))
               FROM ledger_entries WHERE kind <> 'grant') AS ledger,
            (SELECT count(*)::int FROM estates e
              WHERE e.money <> (SELECT COALESCE(sum(amount), 0) FROM ledger_entries l WHERE l.estate_id = e.id)) AS unbalanced,
            (SELECT day_index FROM game_clock) AS day,
            (SELECT count(*)::int FROM blocks WHERE tick_day <> (SELECT day_index FROM game_clock)) AS behind,
            (SELECT count(*)::int FROM game_ticks WHERE completed_at IS NULL) AS open,
            (SELECT md5(string_agg(concat_ws(':', region, colour, tier, game_day, index, sold_bottles, normal_bottles), ','
                                   ORDER BY region, colour, tier, game_day)) FROM market_index) AS "marketIndex",
            (SELECT count(*)::int FROM market_index) AS "indexRows"`,
  );
  return row as {
    blocks: string;
    contracts: string;
    estates: string;
    ledger: string;
    unbalanced: number;
    day: number;
    behind: number;
    open: number;
    marketIndex: string;
    indexRows: number;
  };
}

/** Starts a clock job of `days` days on `node` (202) without waiting for it. */
const startAdvance = async (node: RunningServer, token: string, days: number) => {
  const res = await typedApi(node.baseUrl, token).POST('/api/admin/clock/advance', { body: { days } });
  expect(res.status).toBe(202);
  return res.body.data.job;
};

const env = { TICK_BATCH_SIZE: String(BATCH), THROTTLE_LOGIN_ACCOUNT_IP: '1000' };

let seeded: Db;
let reference: Awaited<ReturnType<typeof world>>;
let upkeep: {
  charges: number;
  inArrears: number;
  broke: number;
  lostReputation: number;
  defaulted: number;
  penalties: number;
  brokenEvents: number;
};

/** A copy of the seeded world (CREATE DATABASE ... TEMPLATE). */
async function copy(): Promise<Db> {
  const db = await createTestDatabase();
  await withAdmin(async (c) => {
    await c.query(`DROP DATABASE "${db.name}" WITH (FORCE)`);
    await c.query(`CREATE DATABASE "${db.name}" TEMPLATE "${seeded.name}"`);
  });
  return db;
}

beforeAll(async () => {
  seeded = await createTestDatabase();
  // a first start stocks the land registry and the demo accounts before the seed, so that every
  // copy holds them and no instance below adds its own
  const boot = await startServer({ databaseUrl: seeded.url, keepDatabase: true });
  await boot.stop();
  await seed(seeded.url);

  const db = await copy();
  const node = await startServer({ databaseUrl: db.url, env, keepDatabase: true });
  try {
    const job = await advanceDays(node.baseUrl, await adminToken(node.baseUrl), DAYS);
    expect(job.daysDone).toBe(DAYS);
    reference = await world(db.url);
    // the seeded sales spread the regional index between its bounds
    const [{ values }] = await queryRows(db.url, 'SELECT count(DISTINCT index)::int AS values FROM market_index');
    expect(values).toBeGreaterThan(5);
    [upkeep] = await queryRows(
      db.url,
      `SELECT (SELECT count(*)::int FROM ledger_entries WHERE kind = 'upkeep') AS charges,
              (SELECT count(*)::int FROM estates WHERE arrears > 0) AS "inArrears",
              (SELECT count(*)::int FROM estates WHERE money = 0) AS broke,
              (SELECT count(*)::int FROM estates e WHERE reputation_points < 500
                 AND NOT EXISTS (SELECT 1 FROM merchant_contracts c WHERE c.estate_id = e.id)) AS "lostReputation",
              (SELECT count(*)::int FROM merchant_contracts WHERE status = 'defaulted' AND closed_day = $1) AS defaulted,
              (SELECT count(*)::int FROM ledger_entries WHERE kind = 'contract_penalty') AS penalties,
              (SELECT count(*)::int FROM reputation_events WHERE reason = 'contract_broken') AS "brokenEvents"`,
      [START_DAY + 2],
    );
    const ticks = await queryRows(
      db.url,
      `SELECT t.batches, count(*) FILTER (WHERE s.handler = 'vineyard-lifecycle')::int AS lifecycle,
              count(*) FILTER (WHERE s.sweep)::int AS sweeps
         FROM game_ticks t JOIN tick_steps s ON s.day_index = t.day_index
        WHERE t.day_index > $1 GROUP BY t.day_index, t.batches ORDER BY t.day_index`,
      [START_DAY],
    );
    // lifecycle batches of pages holding about BATCH blocks each, then its sweep; three batches of
    // estates for arrears reputation and three for contract defaults, and the seven daily steps
    // (expiry, registry, exchange offers' expiry, winery notices, critic reviews, market index,
    // retention); the
    // upkeep day adds three batches of estates and, being the first day of a year, the awards step
    // and the season-honours step; being the first day of a month too, three batches of estates for
    // the bottle store's storage charge (isStorageChargeDay), those of the sales managers' sales
    // and the vineyard managers' work (March, in the pruning's window: isVineyardManagerDay), each
    // in batches of a fifth as many estates (STAFF_BATCH_SHARE), three for the staff's wages
    // (isWageDay) and three for the winery equipment's upkeep (isEquipmentUpkeepDay)
    // (the rows per page come from the table's statistics, which autovacuum may refresh between days)
    const blocks = ESTATES * PLOTS_PER_ESTATE * BLOCKS_PER_PLOT;
    for (const t of ticks) {
      expect(t.lifecycle - 1).toBeGreaterThanOrEqual(blocks / BATCH / 2);
      expect(t.lifecycle - 1).toBeLessThanOrEqual((blocks / BATCH) * 2);
    }
    expect(ticks.map((t) => t.sweeps)).toEqual([1, 1, 1, 1, 1]);
    // and a day with a weather event in some region (regionalEventsOn) three batches of estates
    // for the weather-damage notices
    const eventDay = (i: number) => regionalEventsOn(START_DAY + 1 + i).some((e) => e !== null);
    const [{ estates }] = await queryRows(db.url, 'SELECT count(*)::int AS estates FROM estates');
    const staffSales = Math.ceil(estates / Math.floor(BATCH / 5));
    expect(Math.ceil(estates / BATCH)).toBe(3);
    expect(ticks.map((t) => t.batches - t.lifecycle)).toEqual(
      [13, 13, 27 + 2 * staffSales, 13, 13].map((n, i) => n + (eventDay(i) ? 3 : 0)),
    );
    // the page batches of a day cover the table once, in order, the last one to its end
    const ranges = await queryRows(
      db.url,
      `SELECT first_page, until_page FROM tick_steps
        WHERE day_index = $1 AND handler = 'vineyard-lifecycle' AND NOT sweep ORDER BY batch`,
      [START_DAY + 1],
    );
    expect(ranges[0]!.first_page).toBe(0);
    ranges.forEach((r, i) => expect(r.until_page).toBe(ranges[i + 1]?.first_page ?? null));
    // a batch runs one statement, whatever its rows
    const perBatch = await queryRows(
      db.url,
      `SELECT handler, min(statements)::int AS min, max(statements)::int AS max FROM tick_steps
        WHERE handler IN ('vineyard-lifecycle', 'annual-upkeep', 'arrears-reputation', 'contract-defaults', 'winery-notices',
                          'critic-reviews', 'yearly-awards', 'market-index', 'staff-sales', 'storage-charge', 'wages',
                          'equipment-upkeep', 'staff-vineyard')
        GROUP BY handler ORDER BY handler`,
    );
    expect(perBatch).toEqual([
      { handler: 'annual-upkeep', min: 1, max: 1 },
      { handler: 'arrears-reputation', min: 1, max: 1 },
      // no contract in this world: the defaults statement finds none (the same one statement with some)
      { handler: 'contract-defaults', min: 1, max: 1 },
      // no wine bottled in this world: the reviews step reads none and writes nothing (2 statements with reviews)
      { handler: 'critic-reviews', min: 1, max: 1 },
      // no equipment in this world: the statement charges none (the same one statement with some)
      { handler: 'equipment-upkeep', min: 1, max: 1 },
      // the regional index: the day's 60 rows in one statement, the history trimmed in another
      { handler: 'market-index', min: 2, max: 2 },
      // no staff in this world: the batch's read finds none to sell for (four statements with sales)
      { handler: 'staff-sales', min: 1, max: 1 },
      // no staff in this world: the lock finds no vineyard manager (three statements with work)
      { handler: 'staff-vineyard', min: 1, max: 1 },
      // no wine bottled in this world: the statement charges none (the same one statement with some)
      { handler: 'storage-charge', min: 1, max: 1 },
      { handler: 'vineyard-lifecycle', min: 1, max: 1 },
      // no staff in this world: the statement pays none (the same one statement with some)
      { handler: 'wages', min: 1, max: 1 },
      { handler: 'winery-notices', min: 1, max: 1 },
      // no lot to judge: one statement (two with medals)
      { handler: 'yearly-awards', min: 1, max: 1 },
    ]);
  } finally {
    await node.stop();
    await db.drop();
  }
}, 120_000);

afterAll(async () => {
  await seeded?.drop();
});

it('one instance applies every day to every row once, upkeep included', async () => {
  expect(reference.day).toBe(START_DAY + DAYS);
  expect(reference.behind).toBe(0);
  expect(reference.open).toBe(0);
  // the regional index of every region × colour × tier, once a day (the world's checksums compare it too)
  expect(reference.indexRows).toBe(60 * DAYS);

  // every estate's money is the sum of its ledger; the poorest went into arrears for the rest
  expect(reference.unbalanced).toBe(0);
  // one upkeep charge per estate; the poorest (€500) paid what they had and owe the rest
  // and from the next day on they lose reputation points (REPUTATION_RULES.arrearsPerDay), the others keep theirs
  expect(upkeep).toEqual({
    charges: ESTATES,
    inArrears: ESTATES / 10,
    broke: ESTATES / 10,
    lostReputation: ESTATES / 10,
    // the contracts (of estates that are not the poorest) default on the second day: a penalty each
    // through the ledger, one reputation event per estate
    defaulted: ESTATES / 4 + ESTATES / 8,
    penalties: ESTATES / 4 + ESTATES / 8,
    brokenEvents: ESTATES / 4,
  });
});

it.each([2, 3])(
  "%i instances share the batches of an admin's job's days and end with the same world",
  async (count) => {
    const db = await copy();
    // small batches make a day long enough (hundreds of steps) for the instances to join it, even on a busy machine
    const small = { ...env, TICK_BATCH_SIZE: '5' };
    const nodes = await startServers(count, { databaseUrl: db.url, env: small, keepDatabase: true });
    try {
      // one instance runs the job; the others take steps of its days by themselves (each looks
      // every second for a day in progress): each day is claimed once and its batches shared
      const job = await advanceDays(nodes[0]!.baseUrl, await adminToken(nodes[0]!.baseUrl), DAYS);
      expect(job).toMatchObject({ state: 'done', daysDone: DAYS, toDay: START_DAY + DAYS });
      // every row has every day exactly once: the same world as one instance made
      expect(await world(db.url)).toEqual(reference);
      const workers = await queryRows(db.url, 'SELECT DISTINCT done_by FROM tick_steps WHERE day_index > $1', [
        START_DAY,
      ]);
      expect(workers.length).toBeGreaterThanOrEqual(2);
      expect(workers.length).toBeLessThanOrEqual(count);
    } finally {
      await Promise.all(nodes.map((n) => n.stop()));
      await db.drop();
    }
  },
  180_000,
);

/**
 * Runs the days on a copy of the seeded world with an instance killed (SIGKILL) part-way through
 * one of them; `meanwhile` runs while no instance does, then another instance resumes the day and
 * the admin finishes the run. The world must end as the reference.
 */
async function killedMidDay(meanwhile?: (url: string, day: number) => Promise<void>): Promise<void> {
  const db = await copy();
  // batches of 5 rows (one page each): a day is ~100 short transactions, so the kill lands inside one
  const slow = { ...env, TICK_BATCH_SIZE: '5' };
  const first = await startServer({ databaseUrl: db.url, env: slow, keepDatabase: true });
  let second: RunningServer | undefined;
  try {
    const job = await startAdvance(first, await adminToken(first.baseUrl), DAYS);
    // wait until a day is part-way through, then kill the instance without warning
    const deadline = Date.now() + 20_000;
    for (;;) {
      const [progress] = await queryRows(
        db.url,
        `SELECT count(*) FILTER (WHERE done_at IS NOT NULL)::int AS done, count(*) FILTER (WHERE done_at IS NULL)::int AS left
           FROM tick_steps WHERE day_index = (SELECT min(day_index) FROM game_ticks WHERE completed_at IS NULL)`,
      );
      if (progress.done > 20 && progress.left > 20) break;
      if (Date.now() > deadline) throw new Error('no day was seen in progress');
      await new Promise((r) => setTimeout(r, 5));
    }
    first.process.kill('SIGKILL');
    await first.stop();
    const killed = await world(db.url);
    expect(killed.open).toBe(1);
    expect(killed.behind).toBeGreaterThan(0);
    await meanwhile?.(db.url, killed.day);

    // the next instance (its scheduled clock off) finds the job's heartbeat stopped and resumes it:
    // it finishes the open day and applies the days the job still owes, each once
    second = await startServer({ databaseUrl: db.url, env, keepDatabase: true });
    const resumed = await waitForJob(second.baseUrl, await adminToken(second.baseUrl), job.id, 60_000);
    expect(resumed).toMatchObject({ state: 'done', daysDone: DAYS, toDay: START_DAY + DAYS });
    expect(resumed.errors).toEqual([
      { message: expect.stringMatching(/^resumed by .+: the instance running it stopped$/), at: expect.any(String) },
    ]);
    expect(await world(db.url)).toEqual(reference);
  } finally {
    await second?.stop();
    await db.drop();
  }
}

/** How many blocks still lack the day but now lie on pages whose batch is done. */
async function behindOnDonePages(url: string, day: number): Promise<number> {
  const [row] = await queryRows(
    url,
    `SELECT count(*)::int AS n FROM blocks
      WHERE tick_day < $1 AND (ctid::text::point)[0] < (
        SELECT COALESCE(max(until_page), 0) FROM tick_steps
         WHERE day_index = $1 AND handler = 'vineyard-lifecycle' AND NOT sweep AND done_at IS NOT NULL)`,
    [day],
  );
  return row.n;
}

it('an instance killed in the middle of a day leaves it to the next one, which completes it exactly once', async () => {
  await killedMidDay();
}, 120_000);

it('an instance stopped in the middle of a job hands it over at once; every day is applied once', async () => {
  const db = await copy();
  const slow = { ...env, TICK_BATCH_SIZE: '5' };
  const other = await startServer({ databaseUrl: db.url, env, keepDatabase: true });
  const first = await startServer({ databaseUrl: db.url, env: slow, keepDatabase: true });
  try {
    const job = await startAdvance(first, await adminToken(first.baseUrl), DAYS);
    await waitUntil(
      async () =>
        (await queryRows(db.url, 'SELECT count(*)::int AS n FROM game_ticks WHERE job_id = $1', [job.id]))[0]!.n >= 2,
      { timeoutMs: 30_000, what: 'the job part-way through' },
    );
    // a deploy: SIGTERM, the instance drains and exits; its job must not wait out the 10 s of a dead heartbeat
    const stoppedAt = Date.now();
    await first.stop();
    const resumed = await waitForJob(other.baseUrl, await adminToken(other.baseUrl), job.id, 60_000);
    expect(resumed).toMatchObject({ state: 'done', daysDone: DAYS, toDay: START_DAY + DAYS });
    expect(resumed.errors).toEqual([
      { message: expect.stringMatching(/^resumed by .+: the instance running it stopped$/), at: expect.any(String) },
    ]);
    expect(new Date(resumed.errors[0]!.at).getTime() - stoppedAt).toBeLessThan(8_000);
    expect(await world(db.url)).toEqual(reference);
  } finally {
    await first.stop();
    await other.stop();
    await db.drop();
  }
}, 120_000);

it('blocks written mid-day onto pages already done get the day from the sweep, once', async () => {
  await killedMidDay(async (url, day) => {
    // every block is written again (removed and inserted as it was): first those that have the
    // day, which leave the done pages for new ones at the end; once VACUUM has handed the emptied
    // pages to the free space map, those that lack it, which fill the first pages with room
    const rewrite = (which: string) =>
      queryRows(
        url,
        `WITH gone AS (DELETE FROM blocks WHERE ${which} RETURNING *) INSERT INTO blocks SELECT * FROM gone`,
        [day],
      );
    await rewrite('tick_day = $1');
    await queryRows(url, 'VACUUM blocks');
    await rewrite('tick_day < $1');
    expect(await behindOnDonePages(url, day)).toBeGreaterThan(0);
  });
}, 120_000);

it('a table rewritten mid-day (CLUSTER) has the sweep read all of it, so every block gets the day once', async () => {
  await killedMidDay(async (url, day) => {
    // in plot order, blocks that lack the day end up on every page, done or not
    await queryRows(url, 'CLUSTER blocks USING blocks_plot_id_idx');
    expect(await behindOnDonePages(url, day)).toBeGreaterThan(0);
  });
}, 120_000);
