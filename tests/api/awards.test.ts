/**
 * The yearly awards through the real server and database (issue 19, libs/domain awards.ts): on the
 * first day of year 2 the lots reviewed during year 1 are judged per region × colour, and the best
 * three win gold, silver and bronze — the same medals as the domain's `awardWinners`, written once
 * even when two instances advance the clock together and when the day's step runs again; the
 * winners are notified once; a medal raises the lot's quote by its factor and shows on the wine;
 * `GET /awards` is public, defaults to the latest year, lists the years, and answers 400 to a bad
 * year. The SQL form of the critics' score is checked against `criticScore` for thousands of ids.
 */
import { randomUUID } from 'node:crypto';
import {
  awardsDay,
  awardNotice,
  awardReputationPoints,
  awardWinners,
  bottleQuality,
  criticScore,
  lotPrice,
  MESSAGES,
  type AwardEntrant,
  type GrapeColor,
  type RegionKey,
} from '@vineyard/domain';
import { criticScoreSql } from '../../backend/src/awards/critic-score.sql';
import { wineLot } from '../support/builders';
import { apiGame } from '../support/harness';
import { adminToken, waitForJob } from '../support/admin';
import { api, startServer } from '../support/server';

const game = apiGame({ demo: true });

const AWARDS_DAY = awardsDay(1);

beforeAll(async () => {
  await game.query('UPDATE game_clock SET day_index = $1', [AWARDS_DAY - 1]);
});

it('computes the critics’ score in SQL exactly as criticScore does, for thousands of lots', async () => {
  const ids = [
    ...Array.from({ length: 4000 }, () => randomUUID()),
    '00000000-0000-4000-8000-000000000000',
    'ffffffff-ffff-4fff-bfff-ffffffffffff',
    '80000000-0000-4000-8000-000000000001',
  ];
  const qualities = ids.map((_, i) => (i % 103) - 1); // -1..101: the clamps too
  const rows: { id: string; q: number; score: number }[] = await game.query(
    `SELECT id, q, ${criticScoreSql('id', 'q')} AS score FROM unnest($1::uuid[], $2::int[]) AS x(id, q)`,
    [ids, qualities],
  );
  const mismatches = rows.filter((r) => r.score !== criticScore(r.id, r.q));
  expect(mismatches).toEqual([]);
  expect(rows).toHaveLength(ids.length);
});

/** A player with an estate (for the notices and the quote), signed in. */
async function player(name: string) {
  const { token, estate } = await game.playerWithEstate({ name, location: 'tuscany' });
  return { token, estateId: estate.id };
}

interface Lot extends AwardEntrant {
  estateId: string;
  name: string;
}

async function insertLot(
  estateId: string,
  name: string,
  region: RegionKey,
  colour: GrapeColor,
  quality: number,
  bottledDay: number,
  bottles = 500,
): Promise<Lot> {
  const variety = colour === 'red' ? 'sangiovese' : 'chardonnay';
  const id = await wineLot(game, { estateId, name, region, variety, bottles, quality, bottledDay });
  return { id, estateId, name, region, colour, quality, bottledBottles: bottles, bottledDay };
}

const medalsInDb = () =>
  game.query(
    `SELECT year, region, colour, medal, wine_lot_id, estate_id, score, quality, game_day FROM awards
      ORDER BY year, region, colour, array_position(ARRAY['gold','silver','bronze'], medal::text)`,
  );

it('gives gold, silver and bronze per region × colour on the first day of the next year, once, and tells the winners', async () => {
  // nothing yet: the page says when the first medals come
  const empty = await game.api().GET('/api/awards');
  expect(empty.status).toBe(200);
  expect(empty.body.data).toEqual({
    year: null,
    years: [],
    awards: [],
    nextYear: 1,
    nextDay: AWARDS_DAY,
    day: AWARDS_DAY - 1,
  });

  // five producers: a medal needs competition (AWARD_COMPETITION), each estate entering its best lot
  const names = ['Tenuta Medaglia', 'Cantina Bronzo', 'Podere Argento', 'Fattoria Oro', 'Villa Concorso'];
  const players = [];
  for (const name of names) players.push(await player(name));
  const [alice, bruno] = players as [Awaited<ReturnType<typeof player>>, Awaited<ReturnType<typeof player>>];
  const lots: Lot[] = [];
  // year 1's lots (reviewed on days 0..359): varied qualities and bottling days in three segments
  const segments: [RegionKey, GrapeColor, number][] = [
    ['tuscany', 'red', 7],
    ['tuscany', 'white', 2],
    ['napa', 'red', 5],
  ];
  let n = 0;
  for (const [region, colour, count] of segments)
    for (let i = 0; i < count; i++, n++) {
      const owner = players[n % players.length]!;
      lots.push(
        await insertLot(owner.estateId, `Vino ${n}`, region, colour, 60 + ((n * 37) % 40), -30 + ((n * 53) % 359)),
      );
    }
  // equal quality and bottling day: the critic's taste and then the id decide
  lots.push(await insertLot(alice.estateId, 'Gemello A', 'napa', 'red', 95, 100));
  lots.push(await insertLot(bruno.estateId, 'Gemello B', 'napa', 'red', 95, 100));
  // not of year 1: reviewed on the awards day itself (year 2), reviewed before day 0, too few bottles
  const outside = [
    await insertLot(alice.estateId, 'Troppo Tardi', 'tuscany', 'red', 100, AWARDS_DAY - 30),
    await insertLot(alice.estateId, 'Troppo Presto', 'tuscany', 'red', 100, -31),
    await insertLot(alice.estateId, 'Troppo Piccolo', 'tuscany', 'red', 100, 50, 299),
  ];
  // a producer alone in its region, with fine wine: no medal without rivals
  const solo = await player('Tenuta Sola');
  for (let i = 0; i < 3; i++) lots.push(await insertLot(solo.estateId, `Solitario ${i}`, 'mendoza', 'red', 98, 40 + i));
  const expected = awardWinners([...lots, ...outside], 1);
  expect(expected.filter((w) => outside.includes(w.lot))).toEqual([]);
  // Tuscany's and Napa's reds have five estates each (three medals); Tuscany's whites two, Mendoza one (none)
  expect(expected.map((w) => `${w.lot.region} ${w.lot.colour}`)).toEqual([
    ...Array(3).fill('napa red'),
    ...Array(3).fill('tuscany red'),
  ]);
  expect(new Set(expected.map((w) => `${w.lot.region} ${w.lot.colour} ${(w.lot as Lot).estateId}`)).size).toBe(6);

  // two instances are asked to advance the clock to the awards day at once: one job runs (the
  // other is refused, 409), and the day is claimed once
  const second = await startServer({
    databaseUrl: game.server.databaseUrl,
    env: { SMTP_URL: game.mailbox.url, DEMO_ACCOUNTS: 'true' },
    keepDatabase: true,
  });
  try {
    const tokens = [await game.adminToken(), await adminToken(second.baseUrl)];
    const answers = await Promise.all(
      [game.server, second].map((s, i) =>
        api(s.baseUrl, '/api/admin/clock/advance', { token: tokens[i], body: { days: 1 } }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([202, 409]);
    const accepted = answers.find((a) => a.status === 202)!;
    expect(await waitForJob(game.server.baseUrl, tokens[0]!, accepted.body.data.job.id)).toMatchObject({
      state: 'done',
      daysDone: 1,
    });
  } finally {
    await second.stop();
  }
  expect((await game.query('SELECT day_index FROM game_clock'))[0].day_index).toBe(AWARDS_DAY);

  const want = expected.map((w) => ({
    year: 1,
    region: w.lot.region,
    colour: w.lot.colour,
    medal: w.medal,
    wine_lot_id: w.lot.id,
    estate_id: (w.lot as Lot).estateId,
    score: w.score,
    quality: w.lot.quality,
    game_day: AWARDS_DAY,
  }));
  expect(await medalsInDb()).toEqual(want);

  // each winner is told once
  const byTitle = (a: { title: string }, b: { title: string }) => (a.title < b.title ? -1 : a.title > b.title ? 1 : 0);
  const notices = (
    await game.query(`SELECT estate_id, title, body, ref_id, game_day FROM notifications WHERE kind = 'award'`)
  ).sort(byTitle);
  const told = expected
    .map((w) => ({
      estate_id: (w.lot as Lot).estateId,
      ...awardNotice({
        medal: w.medal,
        wineName: (w.lot as Lot).name,
        region: w.lot.region,
        colour: w.lot.colour,
        year: 1,
        score: w.score,
      }),
      ref_id: w.lot.id,
      game_day: AWARDS_DAY,
    }))
    .sort(byTitle);
  expect(notices).toEqual(told);
  const aliceNotices = (
    await game
      .api(alice.token)
      .GET('/api/estates/{estateId}/notifications', { params: { path: { estateId: alice.estateId } } })
  ).body.data.notifications;
  expect(aliceNotices.filter((x: any) => x.kind === 'award')).toHaveLength(
    expected.filter((w) => (w.lot as Lot).estateId === alice.estateId).length,
  );

  // each medal raises its winner's reputation once (awardReputationPoints)
  const awardPoints = async () =>
    (
      await game.query(`SELECT estate_id, ref_id, points FROM reputation_events WHERE reason = 'award' ORDER BY ref_id`)
    ).map((r) => ({ ...r, points: Number(r.points) }));
  const raised = expected
    .map((w) => ({ estate_id: (w.lot as Lot).estateId, ref_id: w.lot.id, points: awardReputationPoints(w.medal) }))
    .sort((a, b) => (a.ref_id < b.ref_id ? -1 : 1));
  expect(await awardPoints()).toEqual(raised);

  // the day's step runs again (the day re-claimed), with a better lot of year 1 found meanwhile:
  // the medals given stay as they are, and nobody is told twice
  await insertLot(bruno.estateId, 'Ritardatario', 'tuscany', 'red', 100, 200);
  await game.query('UPDATE game_clock SET day_index = $1', [AWARDS_DAY - 1]);
  await game.query('DELETE FROM tick_steps WHERE day_index = $1', [AWARDS_DAY]);
  await game.query('DELETE FROM game_ticks WHERE day_index = $1', [AWARDS_DAY]);
  await game.advanceDays(1);
  expect(
    await game.query(`SELECT 1 FROM tick_steps WHERE day_index = $1 AND handler = 'yearly-awards'`, [AWARDS_DAY]),
  ).toHaveLength(1);
  expect(await medalsInDb()).toEqual(want);
  expect(await game.query(`SELECT 1 FROM notifications WHERE kind = 'award'`)).toHaveLength(expected.length);
  expect(await awardPoints()).toEqual(raised);

  // no awards step on other days
  expect(
    await game.query(`SELECT day_index FROM tick_steps WHERE handler = 'yearly-awards' ORDER BY day_index`),
  ).toEqual([{ day_index: AWARDS_DAY }]);

  // the public list, without signing in: the latest year by default
  const list = await game.api().GET('/api/awards');
  expect(list.status).toBe(200);
  // and the next awards are year 2's, on the first day of year 3
  expect(list.body.data).toMatchObject({ year: 1, years: [1], nextYear: 2, nextDay: awardsDay(2), day: AWARDS_DAY });
  expect(
    list.body.data.awards.map((a: any) => [a.region, a.colour, a.medal, a.wineLotId, a.score, a.wineName]),
  ).toEqual(expected.map((w) => [w.lot.region, w.lot.colour, w.medal, w.lot.id, w.score, (w.lot as Lot).name]));
  const gold = list.body.data.awards[0];
  expect(gold).toMatchObject({ year: 1, vintage: 1, blend: false, day: AWARDS_DAY });
  expect(names).toContain(gold.estateName);
  expect((await game.api().GET('/api/awards', { params: { query: { year: 1 } } })).body.data.awards).toEqual(
    list.body.data.awards,
  );
  // a year without medals: an empty list, and the years that have some
  expect((await game.api().GET('/api/awards', { params: { query: { year: 7 } } })).body.data).toMatchObject({
    year: 7,
    years: [1],
    awards: [],
  });

  // a medal raises the lot's price by its factor, and shows on the wine
  const medalled = expected[0]!;
  const winner = players.find((p) => p.estateId === (medalled.lot as Lot).estateId)!;
  const lot = medalled.lot as Lot;
  const quote = await game.api(winner.token).GET('/api/wines/{lotId}/quote', { params: { path: { lotId: lot.id } } });
  expect(quote.status).toBe(200);
  // the estate's reputation today (its reviews and medals raised it)
  const { reputation } = quote.body.data;
  expect(reputation).toBeGreaterThan(0);
  const variety = lot.colour === 'red' ? 'sangiovese' : 'chardonnay';
  const quality = bottleQuality(lot.quality, variety, AWARDS_DAY - lot.bottledDay);
  const score = criticScore(lot.id, lot.quality);
  // (and the segment's regional index, as every price)
  const { index } = quote.body.data.market;
  const withMedal = lotPrice(quality, lot.region, variety, reputation, score, { award: medalled.medal, index });
  expect(withMedal).toBeGreaterThan(lotPrice(quality, lot.region, variety, reputation, score, { index }));
  expect(quote.body.data.market).toMatchObject({
    award: medalled.medal,
    criticScore: score,
    listPrice: Math.round(withMedal * 100) / 100,
  });
  const wines = (
    await game
      .api(winner.token)
      .GET('/api/estates/{estateId}/wines', { params: { path: { estateId: winner.estateId } } })
  ).body.data.wines;
  expect(wines.find((w: any) => w.id === lot.id)!.award).toBe(medalled.medal);
  const plain = wines.find((w: any) => !expected.some((x) => x.lot.id === w.id))!;
  expect(plain.award).toBeNull();
});

it('answers 400 to a year that is not a whole number from 1, for anyone', async () => {
  for (const year of ['0', '-1', '1.5', 'abc', '', '1000001']) {
    const res = await game.raw(`/api/awards?year=${encodeURIComponent(year)}`);
    expect({ year, status: res.status }).toEqual({ year, status: 400 });
    expect(res.body.errors).toEqual([{ field: 'year', message: MESSAGES.awards.badYear }]);
  }
  expect((await game.api().GET('/api/awards', { params: { query: { year: 1, other: 2 } } })).status).toBe(400);
});
