/**
 * Arrears have consequences (ECONOMY.md §2): an estate that cannot pay its upkeep goes into
 * arrears; from the next game day its vines are untended (health falls by
 * ARREARS_HEALTH_LOSS_PER_DAY instead of drifting) and it loses ARREARS_REPUTATION_LOSS_PER_DAY
 * reputation points a day; it cannot buy land (from the registry, from players, or undeveloped)
 * nor plant. Once money coming in has paid the arrears, the consequences stop.
 */
import {
  REPUTATION_RULES,
  reputationFromPoints,
  reputationPointsOn,
  DAYS_PER_YEAR,
  fillTemplate,
  formatMoney,
  MESSAGES,
  nextHealth,
  weatherFor,
  weatherHealthEffect,
} from '@vineyard/domain';
import { ledgerEntry } from '../support/builders';
import { apiGame } from '../support/harness';
import { barePlots, headStartPlot } from '../support/estates';
import { fairPriceOf } from '../support/market';

const game = apiGame({ demo: true });

async function player(name: string) {
  const { token, estate } = await game.playerWithEstate({ name, location: 'tuscany' });
  return { token, estate, plots: estate.plots };
}

const advance = async (days: number) => {
  await game.advanceDays(days);
};

const state = async (estateId: string, blockId: string) => {
  const [row] = await game.query(
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

it('untended vines, reputation loss and no purchases while in arrears; all stop once the arrears are paid', async () => {
  const debtor = await player('Podere Debito');
  const buyer = await player('Podere Compratore');
  const home = (
    await game
      .api(debtor.token)
      .GET('/api/plots/{plotId}/blocks', { params: { path: { plotId: headStartPlot(debtor.plots).id } } })
  ).body.data.blocks[0];
  const bare = barePlots(debtor.plots)[0]!;

  // the day before the yearly upkeep, with €100 (the ledger agrees) and some reputation to lose
  await game.query('UPDATE game_clock SET day_index = $1', [DAYS_PER_YEAR - 1]);
  await ledgerEntry(game, { estateId: debtor.estate.id, balance: 100 });
  await game.query('UPDATE estates SET reputation_points = 500, reputation_points_day = $2 WHERE id = $1', [
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
  // the ledger says what was left unpaid, in the catalogue's words (MESSAGES.ledger, filled by format())
  expect(
    await game.query(`SELECT amount::int, description FROM ledger_entries WHERE estate_id = $1 AND kind = 'upkeep'`, [
      debtor.estate.id,
    ]),
  ).toEqual([
    { amount: -100, description: fillTemplate(MESSAGES.ledger.upkeepUnpaid, { unpaid: formatMoney(charged.arrears) }) },
  ]);
  // and the notice writes its money as the screens do ('€1,900', not '1900 €'; issue 34, item 7)
  const unpaid = formatMoney(charged.arrears);
  expect(
    await game.query(`SELECT title, body FROM notifications WHERE estate_id = $1 AND kind = 'upkeep'`, [
      debtor.estate.id,
    ]),
  ).toEqual([
    {
      title: fillTemplate(MESSAGES.notice.upkeepTitle, { total: formatMoney(100 + charged.arrears) }),
      body: fillTemplate(MESSAGES.notice.upkeepUnpaid, { paid: formatMoney(100), unpaid }),
    },
  ]);
  expect(unpaid).toMatch(/^€\d{1,3}(,\d{3})*$/);

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
  const history = await game
    .api(debtor.token)
    .GET('/api/estates/{estateId}/reputation', { params: { path: { estateId: debtor.estate.id } } });
  expect(history.status).toBe(200);
  expect(history.body.data).toMatchObject({ reputation: reputationFromPoints(expected) });
  expect(history.body.data.history.map((e: { reason: string; gameDay: number }) => [e.reason, e.gameDay])).toEqual([
    ['arrears', DAYS_PER_YEAR + 3],
    ['arrears', DAYS_PER_YEAR + 2],
    ['arrears', DAYS_PER_YEAR + 1],
  ]);

  // no purchases: undeveloped land, the marketplace (409 even with the money short), planting
  const land = await game
    .api(debtor.token)
    .POST('/api/estates/{estateId}/plots', { params: { path: { estateId: debtor.estate.id } }, body: { size: 1 } });
  expect(land.status).toBe(409);
  expect(land.body.message).toBe(MESSAGES.money.inArrears);
  const offers = (await game.api(debtor.token).GET('/api/marketplace/plots', { params: { query: { limit: 50 } } })).body
    .data.plots as { id: string; fromRegistry: boolean }[];
  const offer = offers.find((p) => p.fromRegistry);
  expect(offer).toBeDefined();
  const purchase = await game.api(debtor.token).POST('/api/marketplace/plots/{plotId}/purchase', {
    params: { path: { plotId: offer!.id } },
    body: { estateId: debtor.estate.id },
  });
  expect(purchase.status).toBe(409);
  expect(purchase.body.message).toBe(MESSAGES.money.inArrears);
  const planting = await game.raw(`/api/plots/${bare.id}/blocks`, {
    token: debtor.token,
    body: { name: 'New Rows', grapeVariety: 'sangiovese', orientation: 'north-south', trellisSystem: 'vsp' },
  });
  expect(planting.status).toBe(409);
  expect((await state(debtor.estate.id, home.id)).money).toBe(0);

  // the debtor sells its bare plot to another player: the money coming in pays the arrears first
  const price = await fairPriceOf(game.baseUrl, debtor.token, bare.id, 0.8);
  expect(price).toBeGreaterThan(untended.arrears);
  const listed = await game.api(debtor.token).POST('/api/marketplace/plots/{plotId}/list', {
    params: { path: { plotId: bare.id } },
    body: { price, expirationDays: 30 },
  });
  expect(listed.status).toBe(201);
  const sold = await game.api(buyer.token).POST('/api/marketplace/plots/{plotId}/purchase', {
    params: { path: { plotId: bare.id } },
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
  const again = await game
    .api(debtor.token)
    .POST('/api/estates/{estateId}/plots', { params: { path: { estateId: debtor.estate.id } }, body: { size: 0.5 } });
  expect(again.status).toBe(201);
  // every euro is still in the ledger
  const [{ sum }] = await game.query('SELECT sum(amount)::bigint AS sum FROM ledger_entries WHERE estate_id = $1', [
    debtor.estate.id,
  ]);
  expect(Number(sum)).toBe((await state(debtor.estate.id, home.id)).money);
}, 120_000);
