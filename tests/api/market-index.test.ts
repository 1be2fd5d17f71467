/**
 * The regional price index through the real server and database (issue 19, ECONOMY.md §4): it
 * starts neutral; a sale counts from the next game day, when the tick writes every segment's index
 * once (a second run of the day changes nothing); the quote's price carries the segment's current
 * index and a segment flooded with sales drops to the floor; the tick's SQL gives exactly the
 * domain's numbers; history older than 360 days goes; GET /market/index is public and answers
 * 400 naming the field for a bad query.
 */
import {
  GRAPE_COLORS,
  lotPrice,
  MARKET_INDEX,
  MESSAGES,
  nichePremiumShare,
  REGIONAL_INDEX_BOUNDS,
  regionalIndex,
  REGIONS,
  segmentNormalBottles,
  WINE_TIERS,
  type GrapeColor,
  type RegionKey,
  type WineTier,
} from '@vineyard/domain';
import type { Sql } from '../../backend/src/common/sql';
import { marketIndexSql, marketIndexTrimSql } from '../../backend/src/market-index/market-index.sql';
import { estateWithPlots, marketIndex, wineLot, wineSale } from '../support/builders';
import { apiGame } from '../support/harness';

const game = apiGame({ demo: true });
/** A composed statement of the tick's (market-index.sql.ts) run on the test database. */
const run = (statement: Sql) => {
  const { text, values } = statement.toQuery();
  return game.query(text, values);
};

const DAY = 400;
const REGION: RegionKey = 'rioja';

const round3 = (n: number) => Math.round(n * 1000) / 1000;

beforeAll(async () => {
  await game.query('UPDATE game_clock SET day_index = $1', [DAY]);
});

async function advance(days: number) {
  expect((await game.advanceDays(days)).daysDone).toBe(days);
}

/** The estates of a region with planted vines (what the index's normal demand counts). */
async function estatesWithVines(region: RegionKey): Promise<number> {
  const [{ n }] = await game.query(
    `SELECT count(*)::int AS n FROM estates e WHERE e.location = $1
        AND EXISTS (SELECT 1 FROM plots p JOIN blocks b ON b.plot_id = p.id WHERE p.estate_id = e.id)`,
    [region],
  );
  return n;
}

/** A player with an estate in REGION holding a bottled red (written as bottling leaves it). */
async function playerWithWine(bottles: number, quality = 72) {
  const { token, estate } = await game.playerWithEstate({ name: 'Bodega Índice', location: REGION });
  const estateId = estate.id;
  const [{ day_index: day }] = await game.query('SELECT day_index FROM game_clock');
  const lotId = await wineLot(game, {
    estateId,
    name: 'Tinto del Índice',
    region: REGION,
    variety: 'tempranillo',
    bottles,
    quality,
    bottledDay: day - 30,
  });
  return { token, estateId, lotId };
}

async function indexRow(day: number, colour: string, tier: WineTier) {
  const [row] = await game.query(
    `SELECT index, sold_bottles::int AS sold, normal_bottles AS normal FROM market_index
      WHERE region = $1 AND colour = $2 AND tier = $3 AND game_day = $4`,
    [REGION, colour, tier, day],
  );
  return row as { index: number; sold: number; normal: number } | undefined;
}

/** The quote's list price as the domain computes it from what the quote reports (quality, critic, reputation), with `index`. */
function expectedListPrice(quote: any, index: number) {
  const { market, reputation } = quote;
  return (
    Math.round(lotPrice(market.quality, REGION, 'tempranillo', reputation, market.criticScore, { index }) * 100) / 100
  );
}

it('starts neutral: every segment of the region at 1 without history, and the quote with a factor of 1', async () => {
  const res = await game.api().GET('/api/market/index', { params: { query: { region: REGION } } });
  expect(res.status).toBe(200);
  expect(res.body.data).toMatchObject({
    region: REGION,
    gameDay: DAY,
    windowDays: MARKET_INDEX.windowDays,
    min: REGIONAL_INDEX_BOUNDS.min,
    max: REGIONAL_INDEX_BOUNDS.max,
  });
  expect(res.body.data.segments).toEqual(
    GRAPE_COLORS.flatMap((color) =>
      WINE_TIERS.map((tier) => ({
        color,
        tier,
        index: 1,
        gameDay: null,
        soldBottles: 0,
        normalBottles: 0,
        history: [],
      })),
    ),
  );
  const { token, lotId } = await playerWithWine(1_000);
  const quote = await game.api(token).GET('/api/wines/{lotId}/quote', { params: { path: { lotId } } });
  expect(quote.status).toBe(200);
  expect(quote.body.data.market.index).toBe(1);
  expect(quote.body.data.market.listPrice).toBe(expectedListPrice(quote.body.data, 1));
});

it('sales move the index from the next day on, written once a day; the quote carries it, a flood takes it to the floor', async () => {
  const { token, estateId, lotId } = await playerWithWine(5_000);
  const { market } = (await game.api(token).GET('/api/wines/{lotId}/quote', { params: { path: { lotId } } })).body.data;
  const tier = market.marketTier as WineTier;
  const sold = await game
    .api(token)
    .POST('/api/wines/{lotId}/sell', { params: { path: { lotId } }, body: { bottles: 300 } });
  expect(sold.status).toBe(200);
  // today's index is not written yet: the sale counts from tomorrow
  await advance(1);
  const estates = await estatesWithVines(REGION);
  const first = await indexRow(DAY + 1, 'red', tier);
  const expected = regionalIndex(tier, estates, 300);
  // the tick's SQL and the domain give the very same number
  expect(first).toEqual({ index: expected.index, sold: 300, normal: segmentNormalBottles(tier, estates) });
  expect(expected.index).toBeLessThan(REGIONAL_INDEX_BOUNDS.max);
  // every segment of every region, once
  const [{ rows }] = await game.query('SELECT count(*)::int AS rows FROM market_index WHERE game_day = $1', [DAY + 1]);
  expect(rows).toBe(REGIONS.length * GRAPE_COLORS.length * WINE_TIERS.length);
  // a segment nobody sold in pays a premium, the region's share of it (issue 34: no windfall for
  // the first seller of a region with few estates; the ceiling from MARKET_INDEX.minEstates on)
  const empty = (await indexRow(DAY + 1, 'white', tier))!.index;
  expect(empty).toBeCloseTo(regionalIndex(tier, estates, 0).index, 12);
  expect(empty).toBeCloseTo(1 + MARKET_INDEX.slope * nichePremiumShare(estates), 12);
  if (estates < MARKET_INDEX.minEstates) expect(empty).toBeLessThan(REGIONAL_INDEX_BOUNDS.max);

  const quoted = (await game.api(token).GET('/api/wines/{lotId}/quote', { params: { path: { lotId } } })).body.data;
  expect(quoted.market.marketTier).toBe(tier);
  expect(quoted.market.index).toBe(round3(expected.index));
  expect(quoted.market.listPrice).toBe(expectedListPrice(quoted, expected.index));

  const segment = await game
    .api()
    .GET('/api/market/index', { params: { query: { region: REGION, color: 'red', tier: tier } } });
  expect(segment.status).toBe(200);
  expect(segment.body.data.segments).toEqual([
    {
      color: 'red',
      tier,
      index: round3(expected.index),
      gameDay: DAY + 1,
      soldBottles: 300,
      normalBottles: segmentNormalBottles(tier, estates),
      history: [{ gameDay: DAY + 1, index: round3(expected.index) }],
    },
  ]);

  // many estates dump into the segment: five times its normal demand, sold today
  const flood = {
    estateId,
    region: REGION,
    tier,
    bottles: Math.ceil(segmentNormalBottles(tier, estates)),
    gameDay: DAY + 1,
  };
  await wineSale(game, [flood, flood, flood, flood, flood]);
  await advance(1);
  expect((await indexRow(DAY + 2, 'red', tier))!.index).toBe(REGIONAL_INDEX_BOUNDS.min);
  const flooded = (await game.api(token).GET('/api/wines/{lotId}/quote', { params: { path: { lotId } } })).body.data;
  expect(flooded.market.index).toBe(REGIONAL_INDEX_BOUNDS.min);
  expect(flooded.market.listPrice).toBe(expectedListPrice(flooded, REGIONAL_INDEX_BOUNDS.min));
  // the sale is priced at the floor too: exactly the quote
  const before = (
    await game.api(token).GET('/api/wines/{lotId}/quote', { params: { path: { lotId }, query: { bottles: 10 } } })
  ).body.data.quote.money;
  const sale = await game
    .api(token)
    .POST('/api/wines/{lotId}/sell', { params: { path: { lotId } }, body: { bottles: 10 } });
  expect(sale.body.data).toMatchObject({ received: before, market: { index: REGIONAL_INDEX_BOUNDS.min } });
  const history = (
    await game.api().GET('/api/market/index', { params: { query: { region: REGION, color: 'red', tier: tier } } })
  ).body.data.segments[0];
  expect(history.history).toEqual([
    { gameDay: DAY + 1, index: round3(expected.index) },
    { gameDay: DAY + 2, index: REGIONAL_INDEX_BOUNDS.min },
  ]);

  // one step a day, two statements whatever the sales; running a written day again changes nothing
  expect(
    await game.query(
      `SELECT day_index, statements FROM tick_steps WHERE handler = 'market-index' AND day_index > $1 ORDER BY day_index`,
      [DAY],
    ),
  ).toEqual([
    { day_index: DAY + 1, statements: 2 },
    { day_index: DAY + 2, statements: 2 },
  ]);
  await wineSale(game, { estateId, region: REGION, tier, bottles: 1, revenue: 1, gameDay: DAY });
  const again = await run(marketIndexSql(DAY + 1));
  expect(again).toEqual([]);
  expect(await indexRow(DAY + 1, 'red', tier)).toEqual(first);
  await game.query('DELETE FROM wine_sales WHERE game_day = $1 AND bottles = 1 AND revenue = 1', [DAY]);
});

it("the tick's statement gives exactly the domain's index for every segment, and keeps 360 days of history", async () => {
  const day = 5_000;
  const [{ id: estateId }] = await game.query('SELECT id FROM estates LIMIT 1');
  // three estates with vines in Napa, and one without (it does not count)
  await estateWithPlots(game, [
    { name: 'Napa 1', location: 'napa', plots: [{ blocks: [{}] }] },
    { name: 'Napa 2', location: 'napa', plots: [{ blocks: [{}] }] },
    { name: 'Napa 3', location: 'napa', plots: [{ blocks: [{}] }] },
    { name: 'Napa 4', location: 'napa' },
  ]);
  expect(await estatesWithVines('napa')).toBeGreaterThanOrEqual(3);
  // sales of varied sizes in every segment inside the window, and some just outside it
  const sold = new Map<string, number>();
  const rows: [RegionKey, GrapeColor, WineTier, number, number][] = [];
  let seed = 7;
  // mulberry32: a small deterministic generator of 32-bit integers
  const next = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return (t ^ (t >>> 14)) >>> 0;
  };
  for (const region of REGIONS)
    for (const colour of GRAPE_COLORS)
      for (const tier of WINE_TIERS) {
        const normal = segmentNormalBottles(tier, 1);
        let total = 0;
        for (let i = next() % 4; i > 0; i--) {
          const bottles = 1 + (next() % Math.ceil(normal));
          const d = day - 1 - (next() % MARKET_INDEX.windowDays);
          rows.push([region, colour, tier, bottles, d]);
          total += bottles;
        }
        sold.set(`${region}/${colour}/${tier}`, total);
        rows.push([region, colour, tier, 9_999, day - MARKET_INDEX.windowDays - 1], [region, colour, tier, 9_999, day]);
      }
  await wineSale(
    game,
    rows.map(([region, colour, tier, bottles, gameDay]) => ({
      estateId,
      region,
      colour,
      tier,
      bottles,
      revenue: 0,
      gameDay,
    })),
  );
  await run(marketIndexSql(day));
  const written = await game.query(
    `SELECT region, colour, tier, index, sold_bottles::int AS sold, normal_bottles AS normal
       FROM market_index WHERE game_day = $1`,
    [day],
  );
  expect(written).toHaveLength(60);
  const estates = Object.fromEntries(await Promise.all(REGIONS.map(async (r) => [r, await estatesWithVines(r)])));
  for (const row of written) {
    const expected = regionalIndex(row.tier, estates[row.region], sold.get(`${row.region}/${row.colour}/${row.tier}`)!);
    expect({
      segment: `${row.region}/${row.colour}/${row.tier}`,
      index: row.index,
      sold: row.sold,
      normal: row.normal,
    }).toEqual({
      segment: `${row.region}/${row.colour}/${row.tier}`,
      index: expected.index,
      sold: expected.soldBottles,
      normal: expected.normalBottles,
    });
  }
  // the floor, the ceiling and values between them all occur
  const indexes = new Set(written.map((r) => r.index));
  expect(indexes.size).toBeGreaterThan(10);

  // history: the trim keeps the last 360 days up to the day
  await marketIndex(game, [
    { region: 'napa', colour: 'red', tier: 'icon', gameDay: day - MARKET_INDEX.historyDays },
    { region: 'napa', colour: 'red', tier: 'icon', gameDay: day - MARKET_INDEX.historyDays + 1 },
  ]);
  await run(marketIndexTrimSql(day));
  expect(
    (
      await game.query(
        `SELECT game_day FROM market_index WHERE region = 'napa' AND tier = 'icon' AND colour = 'red' AND game_day > $1 ORDER BY game_day`,
        [DAY + 2],
      )
    ).map((r) => r.game_day),
  ).toEqual([day - MARKET_INDEX.historyDays + 1, day]);
  await game.query('DELETE FROM wine_sales WHERE game_day > $1', [DAY + 10]);
  await game.query('DELETE FROM market_index WHERE game_day > $1', [DAY + 10]);
});

it("each plot's count of blocks follows every way a block comes or goes, and the index counts estates without reading blocks", async () => {
  /** Plots whose kept count differs from their blocks (none, whatever happened before). */
  const drift = async () =>
    (
      await game.query(
        `SELECT count(*)::int AS n FROM plots p
          WHERE p.vine_blocks <> (SELECT count(*) FROM blocks b WHERE b.plot_id = p.id)`,
      )
    )[0].n;
  const { token, estate } = await game.playerWithEstate({ name: 'Quinta Contada', location: REGION });
  const bare = estate.plots.find((p) => p.size === 2)!;
  const vines = async () =>
    (await game.query('SELECT vine_blocks AS n FROM plots WHERE id = $1', [bare.id]))[0].n as number;
  expect(await vines()).toBe(0);
  // planted through the API, twice
  const planted: string[] = [];
  for (const name of ['Fila Uno', 'Fila Dos']) {
    const res = await game.raw(`/api/plots/${bare.id}/blocks`, {
      token,
      body: {
        name,
        size: 0.5,
        grapeVariety: 'tempranillo',
        vineSpacing: { rowSpacing: 2, vineSpacing: 1 },
        orientation: 'north-south',
        trellisSystem: 'vsp',
      },
    });
    expect(res.status).toBe(201);
    planted.push(res.body.data.block.id);
  }
  expect(await vines()).toBe(2);
  // removed through the API
  expect((await game.api(token).DELETE('/api/blocks/{id}', { params: { path: { id: planted[0] } } })).status).toBe(200);
  expect(await vines()).toBe(1);
  // many rows in one statement, over several plots, then some of them deleted in one statement
  const many = await game.query(
    `INSERT INTO blocks (plot_id, region, name, size, grape_variety, row_spacing, vine_spacing, orientation, trellis_system,
                         status, planting_date, planted_game_day, suitability, potential, health, quality)
     SELECT p.id, p.region, 'Bulk ' || g, 0.1, 'tempranillo', 2, 1, 'north-south', 'vsp', 'growing', now(), 0, 70, 70, 70, 70
       FROM unnest($1::uuid[]) AS p0(id) JOIN plots p ON p.id = p0.id CROSS JOIN generate_series(1, 5) g RETURNING id`,
    [estate.plots.map((p) => p.id)],
  );
  expect(many).toHaveLength(5 * estate.plots.length);
  expect(await vines()).toBe(6);
  await game.query('DELETE FROM blocks WHERE id = ANY($1)', [many.slice(0, 3).map((r: { id: string }) => r.id)]);
  expect(await drift()).toBe(0);
  // a block never moves to another plot (the counts could not follow it)
  await expect(
    game.query('UPDATE blocks SET plot_id = $1 WHERE id = $2', [
      estate.plots.find((p) => p.id !== bare.id)!.id,
      planted[1],
    ]),
  ).rejects.toThrow(/never changes plot/);
  // the estate's count of vines is what the index reads; then the estate goes, plots and blocks with it
  expect(await estatesWithVines(REGION)).toBe(
    (
      await game.query(
        `SELECT count(*)::int AS n FROM estates e
          WHERE e.location = $1 AND e.id IN (SELECT estate_id FROM plots WHERE vine_blocks > 0)`,
        [REGION],
      )
    )[0].n,
  );
  expect((await game.api(token).DELETE('/api/estates/{id}', { params: { path: { id: estate.id } } })).status).toBe(200);
  expect(await game.query('SELECT 1 FROM plots WHERE id = $1', [bare.id])).toEqual([]);
  expect(await drift()).toBe(0);
  // the day's statement reaches plots through their partial index, never the blocks
  const { text, values } = marketIndexSql(DAY + 50).toQuery();
  const plan = (await game.query(`EXPLAIN ${text}`, values))
    .map((r: { 'QUERY PLAN': string }) => r['QUERY PLAN'])
    .join('\n');
  expect(plan).not.toMatch(/on blocks/);
});

it('answers 400 naming the field for a missing or unknown region, colour or tier, without signing in', async () => {
  const cases: [string, string, string][] = [
    ['', 'region', MESSAGES.common.invalidChoice('Region', REGIONS)],
    ['?region=atlantis', 'region', MESSAGES.common.invalidChoice('Region', REGIONS)],
    [`?region=${REGION}&color=rose`, 'color', MESSAGES.common.invalidChoice('Color', GRAPE_COLORS)],
    [`?region=${REGION}&tier=grand`, 'tier', MESSAGES.common.invalidChoice('Tier', WINE_TIERS)],
  ];
  for (const [search, field, message] of cases) {
    const res = await game.raw(`/api/market/index${search}`);
    expect({ search, status: res.status }).toEqual({ search, status: 400 });
    expect(res.body.errors).toEqual([{ field, message }]);
  }
  expect((await game.api().GET('/api/market/index', { params: { query: { region: REGION, page: 2 } } })).status).toBe(
    400,
  );
  const white = await game.api().GET('/api/market/index', { params: { query: { region: REGION, color: 'white' } } });
  expect(white.body.data.segments.map((s: any) => `${s.color}/${s.tier}`)).toEqual(WINE_TIERS.map((t) => `white/${t}`));
});
