/**
 * Arrears have consequences (ECONOMY.md §2): an estate that cannot pay its upkeep goes into
 * arrears; from the next game day its vines are untended (health falls by
 * ARREARS_HEALTH_LOSS_PER_DAY instead of drifting) and it loses ARREARS_REPUTATION_LOSS_PER_DAY
 * reputation points a day; it cannot buy land (from the registry, from players, or undeveloped)
 * nor plant. Once money coming in has paid the arrears, the consequences stop.
 */
import { Client } from 'pg';
import {
  REPUTATION_RULES,
  reputationFromPoints,
  reputationPointsOn,
  DAYS_PER_YEAR,
  DEMO_ACCOUNTS,
  MESSAGES,
  nextHealth,
  weatherFor,
  weatherHealthEffect,
} from '@vineyard/domain';
import { barePlots, headStartPlot } from '../support/estates';
import { fairPriceOf } from '../support/market';
import { api, RunningServer, startServer } from '../support/server';
import { Mailbox } from '../support/mailbox';
import { verifiedSession } from '../support/accounts';

let server: RunningServer;
let mailbox: Mailbox;
let adminToken: string;

async function query(sql: string, params: unknown[] = []): Promise<any[]> {
  const c = new Client({ connectionString: server.databaseUrl });
  await c.connect();
  try {
    return (await c.query(sql, params)).rows;
  } finally {
    await c.end();
  }
}

async function player(name: string) {
  const { session } = await verifiedSession(server.baseUrl, mailbox);
  const token = session.access_token;
  const estate = (
    await api(server.baseUrl, '/api/estates', { token, body: { name, template: 'family', location: 'tuscany' } })
  ).body.data.estate;
  return { token, estate, plots: estate.plots as { id: string; name: string; size: number }[] };
}

const advance = async (days: number) => {
  const res = await api(server.baseUrl, '/api/admin/clock/advance', { token: adminToken, body: { days } });
  expect(res.status).toBe(200);
};

const state = async (estateId: string, blockId: string) => {
  const [row] = await query(
    `SELECT e.money::int, e.arrears::int, e.arrears_since, e.reputation_points AS points, e.reputation_points_day AS points_day, e.reputation, b.health, b.suitability,
            (SELECT day_index FROM game_clock) AS day
       FROM estates e, blocks b WHERE e.id = $1 AND b.id = $2`,
    [estateId, blockId],
  );
  return row as {
    money: number;
    arrears: number;
    arrears_since: number | null;
    points: number;
    points_day: number;
    reputation: number;
    health: number;
    suitability: number;
    day: number;
  };
};

/** The health the tick gives a Tuscan block over the days after `from` (lifecycle.ts's nextHealth). */
function expectedHealth(health: number, suitability: number, from: number, days: number, inArrears: boolean): number {
  for (let day = from + 1; day <= from + days; day++)
    health = nextHealth(health, suitability, weatherHealthEffect(weatherFor('tuscany', day)), inArrears);
  return health;
}

beforeAll(async () => {
  mailbox = await new Mailbox().start();
  server = await startServer({ env: { SMTP_URL: mailbox.url, DEMO_ACCOUNTS: 'true' } });
  const login = await api(server.baseUrl, '/api/auth/login', {
    body: { identifier: DEMO_ACCOUNTS.admin.username, password: DEMO_ACCOUNTS.admin.password },
  });
  adminToken = login.body.data.access_token;
});

afterAll(async () => {
  await server?.stop();
  await mailbox?.stop();
});

it('untended vines, reputation loss and no purchases while in arrears; all stop once the arrears are paid', async () => {
  const debtor = await player('Podere Debito');
  const buyer = await player('Podere Compratore');
  const home = (
    await api(server.baseUrl, `/api/plots/${headStartPlot(debtor.plots).id}/blocks`, { token: debtor.token })
  ).body.data.blocks[0];
  const bare = barePlots(debtor.plots)[0]!;

  // the day before the yearly upkeep, with €100 (the ledger agrees) and some reputation to lose
  await query('UPDATE game_clock SET day_index = $1', [DAYS_PER_YEAR - 1]);
  await query(
    `WITH cut AS (SELECT id, 100 - money AS amount FROM estates WHERE id = $1)
     INSERT INTO ledger_entries (estate_id, amount, kind, game_day, balance_after, description)
     SELECT id, amount, 'fee', $2, 100, 'test: spent' FROM cut`,
    [debtor.estate.id, DAYS_PER_YEAR - 1],
  );
  await query('UPDATE estates SET money = 100, reputation_points = 500, reputation_points_day = $2 WHERE id = $1', [
    debtor.estate.id,
    DAYS_PER_YEAR - 1,
  ]);

  // the upkeep day: €100 paid, the rest in arrears; no consequence yet on that day
  await advance(1);
  const charged = await state(debtor.estate.id, home.id);
  expect(charged).toMatchObject({
    day: DAYS_PER_YEAR,
    money: 0,
    arrears_since: DAYS_PER_YEAR,
    points: 500,
    points_day: DAYS_PER_YEAR - 1,
  });
  expect(charged.arrears).toBeGreaterThan(0);

  // three days in arrears: the vines lose health whatever the weather, the estate loses reputation
  await advance(3);
  const untended = await state(debtor.estate.id, home.id);
  expect(untended.health).toBe(expectedHealth(charged.health, charged.suitability, charged.day, 3, true));
  expect(untended.health).toBeLessThan(charged.health);
  // each day in arrears: the points decay to the day (computed, reputationPointsOn), then lose the day's
  let expected = 500;
  for (let day = DAYS_PER_YEAR + 1; day <= DAYS_PER_YEAR + 3; day++)
    expected =
      reputationPointsOn(expected, day - 1 === DAYS_PER_YEAR ? DAYS_PER_YEAR - 1 : day - 1, day) -
      REPUTATION_RULES.arrearsPerDay;
  expect(untended.points).toBeCloseTo(expected, 6);
  expect(untended.points_day).toBe(DAYS_PER_YEAR + 3);
  // the SQL's decay and display (reputation.sql.ts) agree with the domain's
  expect(untended.reputation).toBe(reputationFromPoints(untended.points));
  const history = await api(server.baseUrl, `/api/estates/${debtor.estate.id}/reputation`, { token: debtor.token });
  expect(history.status).toBe(200);
  expect(history.body.data).toMatchObject({ reputation: reputationFromPoints(expected) });
  expect(history.body.data.history.map((e: { reason: string; gameDay: number }) => [e.reason, e.gameDay])).toEqual([
    ['arrears', DAYS_PER_YEAR + 3],
    ['arrears', DAYS_PER_YEAR + 2],
    ['arrears', DAYS_PER_YEAR + 1],
  ]);

  // no purchases: undeveloped land, the marketplace (409 even with the money short), planting
  const land = await api(server.baseUrl, `/api/estates/${debtor.estate.id}/plots`, {
    token: debtor.token,
    body: { size: 1 },
  });
  expect(land.status).toBe(409);
  expect(land.body.message).toBe(MESSAGES.money.inArrears);
  const offers = (await api(server.baseUrl, '/api/marketplace/plots?limit=50', { token: debtor.token })).body.data
    .plots as { id: string; fromRegistry: boolean }[];
  const offer = offers.find((p) => p.fromRegistry);
  expect(offer).toBeDefined();
  const purchase = await api(server.baseUrl, `/api/marketplace/plots/${offer!.id}/purchase`, {
    token: debtor.token,
    body: { estateId: debtor.estate.id },
  });
  expect(purchase.status).toBe(409);
  expect(purchase.body.message).toBe(MESSAGES.money.inArrears);
  const planting = await api(server.baseUrl, `/api/plots/${bare.id}/blocks`, {
    token: debtor.token,
    body: { name: 'New Rows', grapeVariety: 'sangiovese', orientation: 'north-south', trellisSystem: 'vsp' },
  });
  expect(planting.status).toBe(409);
  expect((await state(debtor.estate.id, home.id)).money).toBe(0);

  // the debtor sells its bare plot to another player: the money coming in pays the arrears first
  const price = await fairPriceOf(server.baseUrl, debtor.token, bare.id, 0.8);
  expect(price).toBeGreaterThan(untended.arrears);
  const listed = await api(server.baseUrl, `/api/marketplace/plots/${bare.id}/list`, {
    token: debtor.token,
    body: { price, expirationDays: 30 },
  });
  expect(listed.status).toBe(201);
  const sold = await api(server.baseUrl, `/api/marketplace/plots/${bare.id}/purchase`, {
    token: buyer.token,
    body: { estateId: buyer.estate.id },
  });
  expect(sold.status).toBe(200);
  const paid = await state(debtor.estate.id, home.id);
  expect(paid).toMatchObject({ arrears: 0, arrears_since: null, points: untended.points });
  expect(paid.money).toBeGreaterThan(0);

  // the consequences stop: health follows its usual drift again, the points only decay (on read)
  await advance(3);
  const tended = await state(debtor.estate.id, home.id);
  expect(tended.health).toBe(expectedHealth(paid.health, paid.suitability, paid.day, 3, false));
  expect({ points: tended.points, day: tended.points_day }).toEqual({
    points: untended.points,
    day: untended.points_day,
  });
  // and the estate may buy again
  const again = await api(server.baseUrl, `/api/estates/${debtor.estate.id}/plots`, {
    token: debtor.token,
    body: { size: 0.5 },
  });
  expect(again.status).toBe(201);
  // every euro is still in the ledger
  const [{ sum }] = await query('SELECT sum(amount)::bigint AS sum FROM ledger_entries WHERE estate_id = $1', [
    debtor.estate.id,
  ]);
  expect(Number(sum)).toBe((await state(debtor.estate.id, home.id)).money);
}, 120_000);
