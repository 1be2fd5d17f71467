/**
 * The seasons through the real server and database (issue 35, libs/domain seasons.ts): a region's
 * standings of the season under way are computed on read in the order and with the values of the
 * domain's `seasonStandings` for estates built with their wine sales, reviewed lots and reputation;
 * `estateId` gives an estate's place; the first day of the next year records each region's honours
 * (as many places as rivals allow) once, even when the day's step runs again, tells the honoured
 * estates once and moves no money; the hall of fame and the leaderboard show them; both endpoints
 * are public and answer 400 to bad input. The SQL form of the score is checked against
 * `seasonScore` for thousands of inputs.
 */
import {
  CRITIC_REVIEWS,
  criticScore,
  DAYS_PER_YEAR,
  MESSAGES,
  REGIONS,
  reputationFromPoints,
  reputationPointsOn,
  seasonHonourNotice,
  seasonHonours,
  seasonScore,
  seasonStandings,
  type GrapeVariety,
  type RegionKey,
  type SeasonEntrant,
} from '@vineyard/domain';
import { seasonScoreSql } from '../../backend/src/seasons/seasons.sql';
import { estate, wineLot, wineSale } from '../support/builders';
import { apiGame } from '../support/harness';

const game = apiGame({ demo: true });

/** The day the standings are read on: late in season 1. */
const TODAY = DAYS_PER_YEAR - 40;
const END_DAY = DAYS_PER_YEAR;

beforeAll(async () => {
  await game.query('UPDATE game_clock SET day_index = $1', [TODAY]);
});

it('computes the season score in SQL exactly as seasonScore does, for thousands of inputs', async () => {
  const n = 5000;
  const revenue = Array.from({ length: n }, (_, i) => (i % 7 === 0 ? 0 : Math.floor(((i * 7919) % 100_000) ** 1.4)));
  const critic = Array.from({ length: n }, (_, i) => (i % 5 === 0 ? null : 48 + (i % 55)));
  const rep = Array.from({ length: n }, (_, i) => (i * 31) % 102);
  const rows: { i: number; score: number }[] = await game.query(
    `SELECT i::int, ${seasonScoreSql('r', 'c', 'p')} AS score
       FROM unnest($1::bigint[], $2::int[], $3::int[]) WITH ORDINALITY AS x(r, c, p, i)`,
    [revenue, critic, rep],
  );
  const mismatches = rows.filter(
    (r) =>
      r.score !== seasonScore({ revenue: revenue[r.i - 1]!, criticScore: critic[r.i - 1]!, reputation: rep[r.i - 1]! }),
  );
  expect(mismatches).toEqual([]);
  expect(rows).toHaveLength(n);
});

interface Built extends SeasonEntrant {
  name: string;
  region: RegionKey;
}

/** An estate of `region` with `points` reputation points (of day 0), sales and lots of its own. */
async function build(
  name: string,
  region: RegionKey,
  points: number,
  sales: { revenue: number; day: number }[],
  lots: { quality: number; bottledDay: number; bottles?: number }[],
  variety: GrapeVariety = 'tempranillo',
): Promise<Built> {
  const id = await estate(game, { name, location: region, reputationPoints: points });
  if (sales.length > 0)
    await wineSale(
      game,
      sales.map((s) => ({ estateId: id, region, revenue: s.revenue, gameDay: s.day })),
    );
  const lotIds =
    lots.length > 0
      ? await wineLot(
          game,
          lots.map((l, i) => ({
            estateId: id,
            name: `${name} ${i}`,
            region,
            variety,
            quality: l.quality,
            bottledDay: l.bottledDay,
            bottles: l.bottles ?? 500,
          })),
        )
      : [];
  // what the season counts (libs/domain): this year's sales so far, the best lot reviewed in it by today
  const revenue = sales.filter((s) => s.day >= 0 && s.day <= TODAY).reduce((a, s) => a + s.revenue, 0);
  const scores = lots
    .map((l, i) => ({ ...l, id: lotIds[i]! }))
    .filter(
      (l) =>
        (l.bottles ?? 500) >= CRITIC_REVIEWS.minBottles &&
        l.bottledDay + CRITIC_REVIEWS.afterDays >= 0 &&
        l.bottledDay + CRITIC_REVIEWS.afterDays <= TODAY,
    )
    .map((l) => criticScore(l.id, l.quality));
  return {
    estateId: id,
    name,
    region,
    revenue,
    criticScore: scores.length > 0 ? Math.max(...scores) : null,
    reputation: reputationFromPoints(reputationPointsOn(points, 0, TODAY)),
  };
}

const publicApi = () => game.api();

it('ranks a region’s estates as seasonStandings does, records the honours once at the year’s end, and shows them', async () => {
  // before anyone sold: an empty region
  const empty = await publicApi().GET('/api/seasons/current', { params: { query: { region: 'rioja' } } });
  expect(empty.status).toBe(200);
  expect(empty.body.data).toMatchObject({
    year: 1,
    region: 'rioja',
    day: TODAY,
    endsOnDay: END_DAY,
    standings: [],
    estate: null,
  });
  expect(empty.body.data.pagination).toMatchObject({ page: 1, total: 0 });

  const rioja: Built[] = [
    await build(
      'Bodega Primera',
      'rioja',
      900,
      [
        { revenue: 150_000, day: 20 },
        { revenue: 60_000, day: 200 },
      ],
      [{ quality: 90, bottledDay: 100 }],
    ),
    await build(
      'Viña Segunda',
      'rioja',
      2000,
      [{ revenue: 40_000, day: 50 }],
      [
        { quality: 95, bottledDay: 10 },
        { quality: 60, bottledDay: 150 },
      ],
    ),
    // a review only (no sale), and a lot whose review has not come yet (bottled 10 days ago); white,
    // so that no colour of Rioja has the three entrants a medal needs (the awards step of the
    // season's last day would raise the winner's reputation)
    await build(
      'Casa Tercera',
      'rioja',
      300,
      [],
      [
        { quality: 80, bottledDay: 50 },
        { quality: 100, bottledDay: TODAY - 10 },
      ],
      'chardonnay',
    ),
    // sales only; a lot of too few bottles is not reviewed
    await build(
      'Finca Cuarta',
      'rioja',
      100,
      [{ revenue: 5_000, day: 300 }],
      [{ quality: 99, bottledDay: 60, bottles: 299 }],
    ),
    // reputation alone does not enter: neither sold nor reviewed
    await build('Castillo Quieto', 'rioja', 3000, [], []),
  ];
  // Barossa: two entrants (the champion only); Mendoza: one producer alone (no honour)
  const barossa = [
    await build('Barossa Uno', 'barossa', 500, [{ revenue: 80_000, day: 30 }], []),
    await build('Barossa Dos', 'barossa', 500, [{ revenue: 20_000, day: 30 }], []),
  ];
  const mendoza = [
    await build('Mendoza Sola', 'mendoza', 2500, [{ revenue: 500_000, day: 30 }], [{ quality: 98, bottledDay: 30 }]),
  ];

  const expected = seasonStandings(rioja);
  expect(expected.map((e) => e.name)).not.toContain('Castillo Quieto');
  expect(expected).toHaveLength(4);
  const answer = await publicApi().GET('/api/seasons/current', {
    params: { query: { region: 'rioja', estateId: expected[2]!.estateId } },
  });
  expect(answer.status).toBe(200);
  const dto = (e: (typeof expected)[number]) => ({
    rank: e.rank,
    estateId: e.estateId,
    estateName: e.name,
    revenue: e.revenue,
    criticScore: e.criticScore,
    reputation: e.reputation,
    score: e.score,
    honours: 0,
  });
  expect(answer.body.data.standings).toEqual(expected.map(dto));
  expect(answer.body.data.estate).toEqual(dto(expected[2]!));
  expect(answer.body.data.pagination).toMatchObject({ page: 1, limit: 20, total: 4, totalPages: 1 });
  // the scores differ: the order is the score's, not a tie-break's
  expect(new Set(expected.map((e) => e.score)).size).toBe(4);

  // a page past the end: no rows, the same count; an estate that does not take part: null
  const page2 = await publicApi().GET('/api/seasons/current', {
    params: { query: { region: 'rioja', page: 2, estateId: rioja[4]!.estateId } },
  });
  expect(page2.body.data.standings).toEqual([]);
  expect(page2.body.data.estate).toBeNull();
  expect(page2.body.data.pagination).toMatchObject({ page: 2, total: 4 });

  // the season ends: the first day of year 2 records the honours, moving no money
  const ours = [...rioja, ...barossa, ...mendoza].map((b) => b.estateId);
  const money = async () =>
    (
      await game.query(
        `SELECT (SELECT sum(money)::bigint FROM estates WHERE id = ANY($1::uuid[])) AS m,
                (SELECT count(*)::int FROM ledger_entries WHERE estate_id = ANY($1::uuid[])) AS n`,
        [ours],
      )
    )[0];
  const before = await money();
  await game.query('UPDATE game_clock SET day_index = $1', [END_DAY - 1]);
  // the season's last days add to the standings: this sale counts (day 359), all of it as of the end
  await wineSale(game, { estateId: rioja[3]!.estateId, region: 'rioja', revenue: 400_000, gameDay: END_DAY - 1 });
  await game.advanceDays(1);
  expect(await money()).toEqual(before);

  const atEnd = (b: Built, sales: number) => ({
    ...b,
    revenue: b.revenue + sales,
    // the reviews of the lots bottled until the year's last review day now count
    reputation: reputationFromPoints(reputationPointsOn(pointsOf.get(b.estateId)!, 0, END_DAY)),
  });
  const pointsOf = new Map<string, number>([
    [rioja[0]!.estateId, 900],
    [rioja[1]!.estateId, 2000],
    [rioja[2]!.estateId, 300],
    [rioja[3]!.estateId, 100],
    [rioja[4]!.estateId, 3000],
    [barossa[0]!.estateId, 500],
    [barossa[1]!.estateId, 500],
    [mendoza[0]!.estateId, 2500],
  ]);
  const riojaEnd = rioja.map((b, i) => atEnd(b, i === 3 ? 400_000 : 0));
  // Casa Tercera's late lot (bottled TODAY − 10) is reviewed within the year too
  const lateLot = (
    await game.query(`SELECT id, quality FROM wine_lots WHERE estate_id = $1 AND bottled_day = $2`, [
      rioja[2]!.estateId,
      TODAY - 10,
    ])
  )[0];
  riojaEnd[2]!.criticScore = Math.max(riojaEnd[2]!.criticScore ?? 0, criticScore(lateLot.id, lateLot.quality));
  const honours = [
    ...seasonHonours(barossa.map((b) => atEnd(b, 0))),
    ...seasonHonours(mendoza.map((b) => atEnd(b, 0))),
    ...seasonHonours(riojaEnd),
  ];
  expect(honours.map((h) => [h.region, h.rank])).toEqual([
    ['barossa', 1],
    ['rioja', 1],
    ['rioja', 2],
    ['rioja', 3],
  ]);
  const want = honours.map((h) => ({
    year: 1,
    region: h.region,
    rank: h.rank,
    estate_id: h.estateId,
    score: h.score,
    revenue: String(h.revenue),
    critic_score: h.criticScore,
    reputation: h.reputation,
    game_day: END_DAY,
  }));
  const inDb = () =>
    game.query(
      `SELECT year, region, rank, estate_id, score, revenue, critic_score, reputation, game_day
         FROM season_honours ORDER BY year, region, rank`,
    );
  expect(await inDb()).toEqual(want);

  // each honoured estate is told once
  const told = honours
    .map((h) => ({
      estate_id: h.estateId,
      ...seasonHonourNotice({ rank: h.rank, estateName: h.name, region: h.region, year: 1, score: h.score }),
      game_day: END_DAY,
    }))
    .sort((a, b) => (a.estate_id < b.estate_id ? -1 : 1));
  const notices = () =>
    game.query(
      `SELECT estate_id, title, body, game_day FROM notifications WHERE kind = 'season_honour' ORDER BY estate_id`,
    );
  expect(await notices()).toEqual(told);

  // the day's step runs again, with a sale of year 1 found meanwhile that would change the order:
  // the honours stay as they are, and nobody is told twice
  await wineSale(game, { estateId: rioja[4]!.estateId, region: 'rioja', revenue: 9_000_000, gameDay: 100 });
  await game.query('UPDATE game_clock SET day_index = $1', [END_DAY - 1]);
  await game.query('DELETE FROM tick_steps WHERE day_index = $1', [END_DAY]);
  await game.query('DELETE FROM game_ticks WHERE day_index = $1', [END_DAY]);
  await game.advanceDays(1);
  expect(
    await game.query(`SELECT 1 FROM tick_steps WHERE day_index = $1 AND handler = 'season-honours'`, [END_DAY]),
  ).toHaveLength(1);
  expect(await inDb()).toEqual(want);
  expect(await notices()).toEqual(told);

  // the hall of fame (public): the latest season first, by region and place
  const hall = await publicApi().GET('/api/seasons/hall-of-fame');
  expect(hall.status).toBe(200);
  expect(
    hall.body.data.honours.map((h: any) => [h.year, h.region, h.rank, h.estateName, h.score, h.revenue, h.day]),
  ).toEqual(honours.map((h) => [1, h.region, h.rank, h.name, h.score, h.revenue, END_DAY]));
  expect(hall.body.data.pagination).toMatchObject({ page: 1, total: 4 });

  // a new season: year 2's standings start empty, and the standings and leaderboard count the honours
  const season2 = await publicApi().GET('/api/seasons/current', { params: { query: { region: 'rioja' } } });
  expect(season2.body.data).toMatchObject({ year: 2, endsOnDay: 2 * DAYS_PER_YEAR, standings: [] });
  await wineSale(game, { estateId: honours[1]!.estateId, region: 'rioja', revenue: 1000, gameDay: END_DAY });
  const withHonour = await publicApi().GET('/api/seasons/current', { params: { query: { region: 'rioja' } } });
  expect(withHonour.body.data.standings.map((s: any) => [s.estateId, s.honours])).toEqual([[honours[1]!.estateId, 1]]);
  const board = await publicApi().GET('/api/leaderboard');
  const counts = new Map(board.body.data.reputation.map((e: any) => [e.estateId, e.seasonHonours]));
  for (const h of honours) if (counts.has(h.estateId)) expect(counts.get(h.estateId)).toBe(1);
  expect(counts.get(rioja[4]!.estateId)).toBe(0); // Castillo Quieto: most reputation, no honour
});

it('answers 400 to a bad region, estate id or page, without signing in', async () => {
  const cases: [Record<string, unknown>, string][] = [
    [{ region: 'atlantis' }, MESSAGES.common.invalidChoice('Region', REGIONS)],
    [{}, MESSAGES.seasons.regionRequired],
    [{ region: 'rioja', estateId: 'not-a-uuid' }, MESSAGES.seasons.estateIdInvalid],
  ];
  for (const [query, message] of cases) {
    const res = await publicApi().GET('/api/seasons/current', { params: { query: query as any } });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(message);
  }
  expect(
    (await publicApi().GET('/api/seasons/current', { params: { query: { region: 'rioja', page: 0 } } })).status,
  ).toBe(400);
  expect((await publicApi().GET('/api/seasons/hall-of-fame', { params: { query: { page: -1 } } })).status).toBe(400);
});
