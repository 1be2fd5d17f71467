/**
 * Selling bottled wine through the real server and database (issue 19, ECONOMY.md §4): a quote
 * shows the estate's pool for the wine (tier, list price, capacity, level, the curve) and changes
 * nothing; a sale brings exactly the quoted money through the ledger, lowers the pool (which
 * refills over the game days) and records the sale; more bottles than are left or than the buyers
 * take are refused with the field and change nothing; other players get 404; concurrent sales of
 * the whole pool let exactly one through, and money always equals the ledger.
 */
import {
  bottleQuality,
  CRITIC_REVIEWS,
  criticName,
  criticScore,
  distributedRevenue,
  lotPrice,
  marketTier,
  MESSAGES,
  pointsForReputation,
  POOL_REFILL_DAYS,
  poolCapacity,
  quoteWineSale,
  reputationFromPoints,
  reputationMonthStart,
  reputationPointsOn,
  REPUTATION_MONTH_DAYS,
  REPUTATION_RULES,
  reviewReputationPoints,
  reviewReputationPointsCapped,
  saleReputationPoints,
} from '@vineyard/domain';
import { wineLot } from '../support/builders';
import { apiGame } from '../support/harness';
import { salesMonthOf } from '../support/reputation';

const game = apiGame({ demo: true });

const DAY = 400;

beforeAll(async () => {
  await game.query('UPDATE game_clock SET day_index = $1', [DAY]);
});

async function money(estateId: string): Promise<number> {
  return Number((await game.query('SELECT money FROM estates WHERE id = $1', [estateId]))[0].money);
}

async function expectLedgerBalanced() {
  const unbalanced = await game.query(
    `SELECT e.id FROM estates e
      WHERE e.money <> (SELECT COALESCE(sum(amount), 0) FROM ledger_entries l WHERE l.estate_id = e.id)`,
  );
  expect(unbalanced).toEqual([]);
}

/** A player with an estate holding a bottled wine lot (written as bottling leaves it). */
async function playerWithWine(bottles: number, quality = 72) {
  const { token, estate } = await game.playerWithEstate({ name: 'Cantina Vendita', location: 'tuscany' });
  const estateId = estate.id;
  const lotId = await wineLot(game, { estateId, bottles, quality, bottledDay: DAY - 30 });
  return { token, estateId, lotId };
}

async function plantedHa(estateId: string): Promise<number> {
  const [{ ha }] = await game.query(
    'SELECT COALESCE(SUM(b.size), 0) AS ha FROM blocks b JOIN plots p ON p.id = b.plot_id WHERE p.estate_id = $1',
    [estateId],
  );
  return Number(ha);
}

it('quotes the pool, sells at exactly the quote through the ledger, and the pool refills over the days', async () => {
  const { token, estateId, lotId } = await playerWithWine(3_000);
  const quality = bottleQuality(72, 'sangiovese', 30);
  const tier = marketTier(quality, 0);
  const capacity = poolCapacity(tier, 0, await plantedHa(estateId));
  // bottled 30 days ago with 3,000 bottles: the critics have reviewed it (a pure function of the lot)
  const score = criticScore(lotId, 72);
  const price = lotPrice(quality, 'tuscany', 'sangiovese', 0, score);

  const quoted = await game
    .api(token)
    .GET('/api/wines/{lotId}/quote', { params: { path: { lotId }, query: { bottles: 100 } } });
  expect(quoted.status).toBe(200);
  expect(quoted.body.data.market).toMatchObject({
    quality,
    marketTier: tier,
    capacity,
    level: capacity,
    available: 3_000,
    refillDays: POOL_REFILL_DAYS,
    listPrice: Math.round(price * 100) / 100,
    criticScore: score,
  });
  const expected = quoteWineSale({ price, capacity, level: capacity }, 100);
  expect(quoted.body.data.quote).toMatchObject({ bottles: 100, money: expected.money });
  expect(quoted.body.data).toMatchObject({
    bottles: 100,
    revenue: expected.money,
    poolLevel: capacity,
    poolSize: capacity,
    reputation: 0,
  });
  expect(quoted.body.data.pricePerBottle).toBeCloseTo(expected.money / 100, 2);
  // the wine sells into its tier's pool and every pool below it: the curve goes up to all their buyers
  const buyers = quoted.body.data.market.buyers;
  expect(buyers).toBeGreaterThan(capacity);
  expect(quoted.body.data.curve.map((p: any) => p.bottles)).toEqual(
    [1, 10, 100, 1_000].filter((n) => n < Math.min(3_000, buyers)).concat([Math.min(3_000, buyers)]),
  );
  // 100 bottles of a full pool all go to its own buyers: the next pool's pay less
  expect(quoted.body.data.quote.pools[0]).toEqual({ tier, bottles: 100, money: expected.money });
  // the marginal price falls: each bottle of a larger sale earns less on average
  // (from 10 bottles on: a single bottle earns whole euros, rounded)
  const averages = quoted.body.data.curve.filter((p: any) => p.bottles >= 10).map((p: any) => p.averagePrice);
  expect([...averages].sort((a, b) => b - a)).toEqual(averages);

  const before = await money(estateId);
  const sold = await game
    .api(token)
    .POST('/api/wines/{lotId}/sell', { params: { path: { lotId } }, body: { bottles: 100 } });
  expect(sold.status).toBe(200);
  // good wine earns reputation points (ECONOMY.md §5)
  const gained = saleReputationPoints(quality, 100, 0);
  expect(gained).toBeGreaterThan(0);
  expect(sold.body.message).toBe(
    `Sold 100 bottles for €${expected.money.toLocaleString('en-US')}${MESSAGES.winery.reputationNote(Math.round(gained * 100) / 100)}`,
  );
  expect(sold.body.data).toMatchObject({
    received: expected.money,
    bottlesSold: 100,
    money: before + expected.money,
    reputation: reputationFromPoints(gained),
  });
  expect(sold.body.data.reputationChange).toBeCloseTo(gained, 2);
  expect(sold.body.data.wine.bottles).toBe(2_900);
  expect(await money(estateId)).toBe(before + expected.money);
  expect(
    await game.query(`SELECT amount::int, ref_id FROM ledger_entries WHERE estate_id = $1 AND kind = 'wine_sale'`, [
      estateId,
    ]),
  ).toEqual([{ amount: expected.money, ref_id: lotId }]);
  expect(
    await game.query('SELECT bottles, revenue::int, tier, game_day FROM wine_sales WHERE wine_lot_id = $1', [lotId]),
  ).toEqual([{ bottles: 100, revenue: expected.money, tier, game_day: DAY }]);
  // the next quote meets the lowered pool
  const next = await game
    .api(token)
    .GET('/api/wines/{lotId}/quote', { params: { path: { lotId }, query: { bottles: 100 } } });
  expect(next.body.data.market.level).toBe(capacity - 100);
  expect(next.body.data.quote.money).toBe(quoteWineSale({ price, capacity, level: capacity - 100 }, 100).money);
  expect(next.body.data.quote.money).toBeLessThan(expected.money);
  const recent = await game.api(token).GET('/api/estates/{estateId}/wine-sales', { params: { path: { estateId } } });
  expect(recent.status).toBe(200);
  expect(recent.body.data.sales).toEqual([
    expect.objectContaining({
      wineLotId: lotId,
      name: 'Rosso di Prova',
      bottles: 100,
      revenue: expected.money,
      tier,
      byStaff: false,
    }),
  ]);
  const stranger = await game.player();
  expect(
    (
      await game
        .api(stranger.session.access_token)
        .GET('/api/estates/{estateId}/wine-sales', { params: { path: { estateId } } })
    ).status,
  ).toBe(404);
  const notices = (
    await game.api(token).GET('/api/estates/{estateId}/notifications', { params: { path: { estateId } } })
  ).body.data.notifications;
  expect(notices[0]).toMatchObject({
    kind: 'wine_sale',
    title: `Wine sold: €${expected.money.toLocaleString('en-US')}`,
  });

  // half the refill time later the pool has gained half its capacity back (up to full)
  await game.query('UPDATE game_clock SET day_index = $1', [DAY + POOL_REFILL_DAYS / 2]);
  const later = await game.api(token).GET('/api/wines/{lotId}/quote', { params: { path: { lotId } } });
  expect(later.body.data.market.level).toBe(capacity);
  await game.query('UPDATE game_clock SET day_index = $1', [DAY]);
  await expectLedgerBalanced();
});

it('refuses more bottles than are left or than the buyers take, and answers 404 to other players', async () => {
  const { token, estateId, lotId } = await playerWithWine(50_000);
  const [{ bottles: left }] = await game.query('SELECT bottles FROM wine_lots WHERE id = $1', [lotId]);
  const { market } = (await game.api(token).GET('/api/wines/{lotId}/quote', { params: { path: { lotId } } })).body.data;
  const before = await money(estateId);

  const tooMany = await game
    .api(token)
    .POST('/api/wines/{lotId}/sell', { params: { path: { lotId } }, body: { bottles: left + 1 } });
  expect(tooMany.status).toBe(400);
  expect(tooMany.body.errors).toEqual([{ field: 'bottles', message: MESSAGES.winery.bottlesTooMany(left) }]);
  const beyondPool = await game
    .api(token)
    .POST('/api/wines/{lotId}/sell', { params: { path: { lotId } }, body: { bottles: market.buyers + 1 } });
  expect(beyondPool.status).toBe(400);
  expect(beyondPool.body.errors).toEqual([{ field: 'bottles', message: MESSAGES.winery.poolTooSmall(market.buyers) }]);
  for (const bottles of [0, 1.5, -3, 'ten']) {
    const bad = await game.raw(`/api/wines/${lotId}/sell`, { token, body: { bottles } });
    expect(bad.status).toBe(400);
  }
  expect(
    (await game.api(token).GET('/api/wines/{lotId}/quote', { params: { path: { lotId }, query: { bottles: 0 } } }))
      .status,
  ).toBe(400);

  const other = await game.player();
  for (const [method, path, body] of [
    ['GET', `/api/wines/${lotId}/quote`],
    ['POST', `/api/wines/${lotId}/sell`, { bottles: 1 }],
    ['GET', '/api/wines/not-a-uuid/quote'],
  ] as const) {
    const res = await game.raw(path, { method, body, token: other.session.access_token });
    expect({ path, status: res.status }).toEqual({ path, status: 404 });
  }
  expect(await money(estateId)).toBe(before);
  expect((await game.query('SELECT bottles FROM wine_lots WHERE id = $1', [lotId]))[0].bottles).toBe(left);
  expect(await game.query('SELECT 1 FROM demand_pools WHERE estate_id = $1', [estateId])).toEqual([]);
});

it('replays an Idempotency-Key: the same sale once, the same answer twice; another body under it is 422', async () => {
  const { token, estateId, lotId } = await playerWithWine(5_000);
  const headers = { 'Idempotency-Key': `sell-${lotId}` };
  const sell = (bottles: number) =>
    game.api(token).POST('/api/wines/{lotId}/sell', { params: { path: { lotId } }, body: { bottles }, headers });
  const first = await sell(25);
  const replay = await sell(25);
  expect(first.status).toBe(200);
  expect(replay.status).toBe(200);
  expect(replay.body).toEqual(first.body);
  expect((await sell(26)).status).toBe(422);
  expect(await game.query('SELECT bottles FROM wine_sales WHERE wine_lot_id = $1', [lotId])).toEqual([{ bottles: 25 }]);
  expect((await game.query('SELECT bottles FROM wine_lots WHERE id = $1', [lotId]))[0].bottles).toBe(5_000 - 25);
  expect(await money(estateId)).toBe(first.body.data.money);
  await expectLedgerBalanced();
});

it("checks the session in the quote's one statement: 401 once the player is disabled or signed out, before any 404", async () => {
  const { token, lotId } = await playerWithWine(1_000);
  const quote = () => game.api(token).GET('/api/wines/{lotId}/quote', { params: { path: { lotId } } });
  expect((await quote()).status).toBe(200);
  const [{ user_id: userId }] = await game.query(
    'SELECT o.user_id FROM wine_lots l JOIN estate_owners o ON o.estate_id = l.estate_id WHERE l.id = $1',
    [lotId],
  );
  await game.query('UPDATE users SET disabled_at = now() WHERE id = $1', [userId]);
  const disabled = await quote();
  expect(disabled.status).toBe(401);
  expect(disabled.body).toMatchObject({ statusCode: 401, code: 'UNAUTHORIZED', message: MESSAGES.auth.sessionExpired });
  await game.query('UPDATE users SET disabled_at = NULL WHERE id = $1', [userId]);
  expect((await quote()).status).toBe(200);
  await game.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1', [userId]);
  expect((await quote()).status).toBe(401);
  expect((await game.raw('/api/wines/not-a-uuid/quote', { token })).status).toBe(401);
});

// more rounds, in process: tests/service/races.test.ts
it('lets exactly one of ten concurrent sales of all the buyers take through', async () => {
  const { token, estateId, lotId } = await playerWithWine(50_000);
  const { market } = (await game.api(token).GET('/api/wines/{lotId}/quote', { params: { path: { lotId } } })).body.data;
  const before = await money(estateId);
  const sales = await Promise.all(
    Array.from({ length: 10 }, () =>
      game
        .api(token)
        .POST('/api/wines/{lotId}/sell', { params: { path: { lotId } }, body: { bottles: market.buyers } }),
    ),
  );
  const won = sales.filter((s) => s.status === 200);
  expect(won).toHaveLength(1);
  expect(sales.filter((s) => s.status === 400)).toHaveLength(9);
  expect(await money(estateId)).toBe(before + won[0]!.body.data.received);
  expect((await game.query('SELECT bottles FROM wine_lots WHERE id = $1', [lotId]))[0].bottles).toBe(
    50_000 - market.buyers,
  );
  await expectLedgerBalanced();
});

it('critics review a lot of 300+ bottles 30 days after bottling: the same score everywhere, a notice, a public feed', async () => {
  const { token, estateId, lotId } = await playerWithWine(500, 90);
  // bottled on DAY - 30 by playerWithWine: move the bottling to tomorrow's review day minus 30
  await game.query('UPDATE wine_lots SET bottled_day = $2 WHERE id = $1', [lotId, DAY + 1 - CRITIC_REVIEWS.afterDays]);
  const before = (await game.api(token).GET('/api/estates/{estateId}/wines', { params: { path: { estateId } } })).body
    .data.wines[0];
  expect(before.review).toBeNull();
  // points held since 100 days ago: the review's step decays them to its day first (reputation.sql.ts)
  await game.query('UPDATE estates SET reputation_points = 500, reputation_points_day = $2 WHERE id = $1', [
    estateId,
    DAY - 100,
  ]);
  await game.advanceDays(1);
  const score = criticScore(lotId, 90);
  const review = { score, critic: criticName(lotId), day: DAY + 1 };
  const wine = (await game.api(token).GET('/api/estates/{estateId}/wines', { params: { path: { estateId } } })).body
    .data.wines[0];
  expect(wine.review).toMatchObject(review);
  expect(
    (await game.api(token).GET('/api/wines/{lotId}/quote', { params: { path: { lotId } } })).body.data.market
      .criticScore,
  ).toBe(score);
  const notices = (
    await game.api(token).GET('/api/estates/{estateId}/notifications', { params: { path: { estateId } } })
  ).body.data.notifications;
  expect(notices).toContainEqual(
    expect.objectContaining({ kind: 'critic_review', title: `${score} points for Rosso di Prova` }),
  );
  // the review moves the producer's reputation once (reviewReputationPoints: below 80 points it costs)
  const standing = (await game.api(token).GET('/api/estates/{estateId}/reputation', { params: { path: { estateId } } }))
    .body.data;
  expect(standing.history).toEqual([
    expect.objectContaining({
      reason: 'critic_review',
      refId: lotId,
      gameDay: DAY + 1,
      change: Math.round(reviewReputationPoints(score) * 100) / 100,
    }),
  ]);
  const [after] = await game.query(
    'SELECT reputation_points, reputation_points_day, reputation FROM estates WHERE id = $1',
    [estateId],
  );
  const expectedPoints = reputationPointsOn(500, DAY - 100, DAY + 1) + reviewReputationPoints(score);
  expect(after.reputation_points).toBeCloseTo(expectedPoints, 6);
  expect({ day: after.reputation_points_day, reputation: after.reputation }).toEqual({
    day: DAY + 1,
    reputation: reputationFromPoints(expectedPoints),
  });
  // the public feed, without signing in
  const feed = await game.api().GET('/api/critics/reviews');
  expect(feed.status).toBe(200);
  expect(feed.body.data.reviews).toContainEqual(
    expect.objectContaining({ wineLotId: lotId, score, critic: review.critic, estateName: 'Cantina Vendita' }),
  );
  // a lot under 300 bottles is not reviewed
  const small = await playerWithWine(299, 90);
  await game.query('UPDATE wine_lots SET bottled_day = 0 WHERE id = $1', [small.lotId]);
  expect(
    (
      await game
        .api(small.token)
        .GET('/api/estates/{estateId}/wines', { params: { path: { estateId: small.estateId } } })
    ).body.data.wines[0].review,
  ).toBeNull();
  await game.query('UPDATE game_clock SET day_index = $1', [DAY]);
});

it('sells at the quote or not at all: expectedRevenue above what the sale now brings answers 409 and changes nothing', async () => {
  const { token, estateId, lotId } = await playerWithWine(3_000);
  const quoted = (
    await game.api(token).GET('/api/wines/{lotId}/quote', { params: { path: { lotId }, query: { bottles: 200 } } })
  ).body.data;
  // someone (another tab) sells into the pool meanwhile: the first quote no longer holds
  expect(
    (await game.api(token).POST('/api/wines/{lotId}/sell', { params: { path: { lotId } }, body: { bottles: 500 } }))
      .status,
  ).toBe(200);
  const before = {
    money: await money(estateId),
    lot: (await game.query('SELECT bottles FROM wine_lots WHERE id = $1', [lotId]))[0].bottles,
    pool: await game.query('SELECT level, counted_day FROM demand_pools WHERE estate_id = $1', [estateId]),
    events: await game.query('SELECT count(*)::int AS n FROM reputation_events WHERE estate_id = $1', [estateId]),
  };
  const stale = await game.api(token).POST('/api/wines/{lotId}/sell', {
    params: { path: { lotId } },
    body: { bottles: 200, expectedRevenue: quoted.revenue },
  });
  expect(stale.status).toBe(409);
  const now = (
    await game.api(token).GET('/api/wines/{lotId}/quote', { params: { path: { lotId }, query: { bottles: 200 } } })
  ).body.data;
  expect(now.revenue).toBeLessThan(quoted.revenue);
  expect(stale.body.message).toBe(MESSAGES.winery.quoteChanged(`€${now.revenue.toLocaleString('en-US')}`));
  expect({
    money: await money(estateId),
    lot: (await game.query('SELECT bottles FROM wine_lots WHERE id = $1', [lotId]))[0].bottles,
    pool: await game.query('SELECT level, counted_day FROM demand_pools WHERE estate_id = $1', [estateId]),
    events: await game.query('SELECT count(*)::int AS n FROM reputation_events WHERE estate_id = $1', [estateId]),
  }).toEqual(before);
  // the fresh quote holds: sold at exactly it
  const sold = await game.api(token).POST('/api/wines/{lotId}/sell', {
    params: { path: { lotId } },
    body: { bottles: 200, expectedRevenue: now.revenue },
  });
  expect(sold.status).toBe(200);
  expect(sold.body.data.received).toBe(now.revenue);
  for (const expectedRevenue of [-1, 2.5, 'lots'])
    expect((await game.raw(`/api/wines/${lotId}/sell`, { token, body: { bottles: 1, expectedRevenue } })).status).toBe(
      400,
    );
  await expectLedgerBalanced();
});

it('moves reputation with what is sold: good wine earns (soft-capped in a month), wine under 55 costs', async () => {
  const fine = await playerWithWine(20_000, 95);
  const { market } = (
    await game.api(fine.token).GET('/api/wines/{lotId}/quote', { params: { path: { lotId: fine.lotId } } })
  ).body.data;
  const first = Math.floor(market.level / 2);
  const a = await game
    .api(fine.token)
    .POST('/api/wines/{lotId}/sell', { params: { path: { lotId: fine.lotId } }, body: { bottles: first } });
  expect(a.status).toBe(200);
  const earned = saleReputationPoints(market.quality, first, 0);
  expect(a.body.data.reputationChange).toBeCloseTo(earned, 2);
  // the second sale of the month meets the soft cap with what the first earned
  const b = await game
    .api(fine.token)
    .POST('/api/wines/{lotId}/sell', { params: { path: { lotId: fine.lotId } }, body: { bottles: 100 } });
  expect(b.body.data.reputationChange).toBeCloseTo(saleReputationPoints(market.quality, 100, earned), 2);
  const standing = (
    await game
      .api(fine.token)
      .GET('/api/estates/{estateId}/reputation', { params: { path: { estateId: fine.estateId } } })
  ).body.data;
  expect(standing.points).toBeCloseTo(earned + saleReputationPoints(market.quality, 100, earned), 1);
  expect(standing.reputation).toBe(b.body.data.reputation);
  expect(standing.reputation).toBeGreaterThan(0);
  expect(standing.history.map((e) => [e.reason, e.refId])).toEqual([
    ['wine_sale', fine.lotId],
    ['wine_sale', fine.lotId],
  ]);
  // the month's count the cap reads is kept on the estate's row: the two sales' gains
  const month = await salesMonthOf(game, fine.estateId);
  expect(month).toMatchObject({ start: reputationMonthStart(DAY), events: 2 });
  expect(month.kept).toBeCloseTo(month.summed, 9);
  expect(month.kept).toBeCloseTo(earned + saleReputationPoints(market.quality, 100, earned), 9);
  expect(standing.monthEarnedFromSales).toBeCloseTo(month.kept, 2);
  // the estate's reputation shows wherever the estate does
  const estates = (await game.api(fine.token).GET('/api/estates')).body.data.estates;
  expect(estates.find((e: { id: string }) => e.id === fine.estateId)!.reputation).toBe(standing.reputation);

  // plonk: a sale of wine under quality 55 costs points, never below zero
  const plonk = await playerWithWine(5_000, 30);
  await game.query('UPDATE estates SET reputation_points = 100, reputation_points_day = $2 WHERE id = $1', [
    plonk.estateId,
    DAY,
  ]);
  const sold = await game
    .api(plonk.token)
    .POST('/api/wines/{lotId}/sell', { params: { path: { lotId: plonk.lotId } }, body: { bottles: 1_000 } });
  expect(sold.status).toBe(200);
  expect(sold.body.data.reputationChange).toBeLessThan(0);
  expect(sold.body.message).toContain('reputation −');
  const after = (
    await game
      .api(plonk.token)
      .GET('/api/estates/{estateId}/reputation', { params: { path: { estateId: plonk.estateId } } })
  ).body.data;
  expect(after.points).toBeCloseTo(100 + sold.body.data.reputationChange, 1);
  // another player's estate: 404
  expect(
    (
      await game
        .api(fine.token)
        .GET('/api/estates/{estateId}/reputation', { params: { path: { estateId: plonk.estateId } } })
    ).status,
  ).toBe(404);
});

it('one harvest split into many reviewed lots earns no more reputation than the month allows (issue 34: the farm)', async () => {
  // a day no test here has ticked yet (the others go back to DAY)
  const D = DAY + 200;
  await game.query('UPDATE game_clock SET day_index = $1', [D]);
  const { token, estateId } = await playerWithWine(300, 95);
  // 37 more lots of 300 bottles, all bottled the same day: 38 reviews tomorrow
  await wineLot(
    game,
    Array.from({ length: 37 }, (_, i) => ({ estateId, name: `Lotto ${i + 1}`, bottles: 300, quality: 95 })),
  );
  await game.query('UPDATE wine_lots SET bottled_day = $2 WHERE estate_id = $1', [
    estateId,
    D + 1 - CRITIC_REVIEWS.afterDays,
  ]);
  const lots: { id: string }[] = await game.query('SELECT id FROM wine_lots WHERE estate_id = $1 ORDER BY id', [
    estateId,
  ]);
  const uncapped = lots.map((l) => reviewReputationPoints(criticScore(l.id, 95))).reduce((a, b) => a + b, 0);
  expect(uncapped).toBeGreaterThan(REPUTATION_RULES.criticsMonthlyCap * 5);
  await game.query('UPDATE estates SET reputation_points = 0, reputation_points_day = $2 WHERE id = $1', [estateId, D]);
  await game.advanceDays(1);
  const [{ earned }] = await game.query(
    `SELECT COALESCE(sum(points), 0)::float8 AS earned FROM reputation_events
      WHERE estate_id = $1 AND reason = 'critic_review'`,
    [estateId],
  );
  const expected = reviewReputationPointsCapped(
    lots.map((l) => criticScore(l.id, 95)),
    0,
  ).reduce((a, b) => a + b, 0);
  expect(earned).toBeCloseTo(expected, 6);
  expect(earned).toBeLessThanOrEqual(REPUTATION_RULES.criticsMonthlyCap + 1e-9);
  const standing = (await game.api(token).GET('/api/estates/{estateId}/reputation', { params: { path: { estateId } } }))
    .body.data;
  expect(standing.reputation).toBe(reputationFromPoints(expected));
  expect(standing.reputation).toBeLessThanOrEqual(10); // 38 reviews uncapped: 40 and more
  // later in the same game month the critics earn it nothing more
  const [{ day }] = await game.query('SELECT day_index AS day FROM game_clock');
  await wineLot(game, {
    estateId,
    name: 'Tardivo',
    bottles: 300,
    quality: 95,
    bottledDay: day + 1 - CRITIC_REVIEWS.afterDays,
  });
  const sameMonth = Math.floor((day + 1) / REPUTATION_MONTH_DAYS) === Math.floor(day / REPUTATION_MONTH_DAYS);
  await game.advanceDays(1);
  const [{ total }] = await game.query(
    `SELECT COALESCE(sum(points), 0)::float8 AS total FROM reputation_events
      WHERE estate_id = $1 AND reason = 'critic_review' AND points > 0`,
    [estateId],
  );
  if (sameMonth) expect(total).toBeCloseTo(expected, 6);
  else expect(total).toBeGreaterThan(expected);
  await game.query('UPDATE game_clock SET day_index = $1', [DAY]);
});

it('ranks the public leaderboard as asked and pages the critics’ feed; bad parameters are 400', async () => {
  for (const by of ['reputation', 'netWorth', 'wine'] as const) {
    const res = await game.api().GET('/api/leaderboard', { params: { query: { by: by } } });
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.by).toBe(by);
    expect(data.entries).toEqual(by === 'wine' ? data.wines : by === 'netWorth' ? data.worth : data.reputation);
  }
  expect((await game.api().GET('/api/leaderboard')).body.data.by).toBe('reputation');
  const bad = await game.raw('/api/leaderboard?by=money');
  expect(bad.status).toBe(400);
  expect(bad.body.errors).toEqual([{ field: 'by', message: MESSAGES.winery.leaderboardByInvalid }]);
  for (const page of ['0', '-1', '1.5', 'x'])
    expect((await game.raw(`/api/critics/reviews?page=${page}`)).status).toBe(400);
  const one = (await game.api().GET('/api/critics/reviews', { params: { query: { page: 1 } } })).body.data;
  expect(one.pagination).toMatchObject({ page: 1, limit: 20, totalCapped: false });
  expect(one.pagination.totalPages).toBe(Math.ceil(one.pagination.total / 20));
  const far = (
    await game.api().GET('/api/critics/reviews', { params: { query: { page: one.pagination.totalPages + 1 } } })
  ).body.data;
  expect(far.reviews).toEqual([]);
});

it('sells the same bottles once when two sales of all of them meet, twice; the pool never goes below zero', async () => {
  for (let round = 0; round < 2; round++) {
    const { token, estateId, lotId } = await playerWithWine(500);
    const before = await money(estateId);
    const { market } = (await game.api(token).GET('/api/wines/{lotId}/quote', { params: { path: { lotId } } })).body
      .data;
    expect(market.level).toBeGreaterThan(500);
    const sales = await Promise.all(
      [0, 1].map(() =>
        game.api(token).POST('/api/wines/{lotId}/sell', { params: { path: { lotId } }, body: { bottles: 500 } }),
      ),
    );
    expect(sales.map((s) => s.status).sort()).toEqual([200, 400]);
    const lost = sales.find((s) => s.status === 400)!;
    expect(lost.body.errors).toEqual([{ field: 'bottles', message: MESSAGES.winery.bottlesTooMany(0) }]);
    const won = sales.find((s) => s.status === 200)!;
    expect(await money(estateId)).toBe(before + won.body.data.received);
    expect((await game.query('SELECT bottles FROM wine_lots WHERE id = $1', [lotId]))[0].bottles).toBe(0);
    const pools = await game.query('SELECT level FROM demand_pools WHERE estate_id = $1', [estateId]);
    expect(pools.map((p) => Number(p.level))).toEqual([market.level - 500]);
    expect(await game.query(`SELECT 1 FROM wine_sales WHERE wine_lot_id = $1`, [lotId])).toHaveLength(1);
    expect(await game.query(`SELECT 1 FROM reputation_events WHERE ref_id = $1`, [lotId])).toHaveLength(1);
  }
  expect(await game.query('SELECT 1 FROM demand_pools WHERE level < 0')).toEqual([]);
  await expectLedgerBalanced();
});

it('better wine never earns less (issue 34, the tier cliff): a quality-100 wine sells into the icon pool and the pools below it', async () => {
  // before: a quality-100 wine met only the icon buyers (150 bottles × reputation × area), so its
  // 1,200 bottles were refused while a quality-89 one sold them all to the fine buyers
  const reputation = 60;
  const sell = async (quality: number) => {
    const { token, estate } = await game.playerWithEstate({ name: `Cantina ${quality}`, location: 'tuscany' });
    const estateId = estate.id;
    await game.query('UPDATE estates SET reputation_points = $2, reputation_points_day = $3 WHERE id = $1', [
      estateId,
      pointsForReputation(reputation),
      DAY,
    ]);
    // bottled today: no ageing, no review yet
    const lotId = await wineLot(game, { estateId, bottles: 5_000, quality, bottledDay: DAY });
    const quoted = (
      await game.api(token).GET('/api/wines/{lotId}/quote', { params: { path: { lotId }, query: { bottles: 1_200 } } })
    ).body.data;
    const before = await money(estateId);
    const sold = await game
      .api(token)
      .POST('/api/wines/{lotId}/sell', { params: { path: { lotId } }, body: { bottles: 1_200 } });
    return { estateId, lotId, quoted, sold, before };
  };
  const best = await sell(100);
  const good = await sell(89);
  expect(best.quoted.market.marketTier).toBe('icon');
  expect(good.quoted.market.marketTier).toBe('fine');
  expect(best.quoted.market.pools.map((p: any) => p.tier)).toEqual(['icon', 'fine', 'premium', 'regional', 'table']);
  // the icon pool alone takes fewer than 1,200 bottles: the rest goes to the fine buyers and below
  expect(best.quoted.market.level).toBeLessThan(1_200);
  expect(best.sold.status).toBe(200);
  expect(good.sold.status).toBe(200);
  expect(best.sold.body.data.received).toBe(best.quoted.revenue);
  expect(best.sold.body.data.received).toBeGreaterThanOrEqual(good.sold.body.data.received);
  expect(best.quoted.revenue).toBeGreaterThanOrEqual(good.quoted.revenue);
  // the premium buyers pay both what they pay for their best (quality 79); the fine buyers pay for
  // any quality (TIER_QUALITY_CAP): more for the better wine
  const pool = (q: any, tier: string) => q.market.pools.find((p: any) => p.tier === tier);
  expect(pool(best.quoted, 'premium').listPrice).toBe(pool(good.quoted, 'premium').listPrice);
  expect(pool(best.quoted, 'fine').listPrice).toBeGreaterThan(pool(good.quoted, 'fine').listPrice);
  // a new estate's first sale: no receipts in the window yet; the distributors keep their share of
  // what goes beyond its free amount (DISTRIBUTION)
  expect(best.quoted.market.receipts).toBe(0);
  expect(best.quoted.quote.gross - best.quoted.quote.distribution).toBe(best.quoted.revenue);
  expect(best.quoted.revenue).toBe(distributedRevenue(0, best.quoted.quote.gross, best.quoted.market.freeReceipts));

  // every pool the response names is debited by exactly its bottles, one record a pool, one ledger row
  const shares = best.quoted.quote.pools.filter((p: any) => p.bottles > 0);
  expect(shares.length).toBeGreaterThan(1);
  expect(shares.reduce((sum: number, p: any) => sum + p.bottles, 0)).toBe(1_200);
  expect(shares.reduce((sum: number, p: any) => sum + p.money, 0)).toBe(best.quoted.revenue);
  const pools = await game.query(
    'SELECT tier, level FROM demand_pools WHERE estate_id = $1 ORDER BY tier::text COLLATE "C"',
    [best.estateId],
  );
  const capacity = (tier: string) => best.quoted.market.pools.find((p: any) => p.tier === tier)!.capacity;
  expect(pools.map((p) => [p.tier, Number(p.level)])).toEqual(
    shares
      .map((p: any): [string, number] => [p.tier, capacity(p.tier) - p.bottles])
      .sort((a: [string, number], b: [string, number]) => a[0].localeCompare(b[0])),
  );
  const after = best.sold.body.data.market.pools;
  for (const p of shares) expect(after.find((a: any) => a.tier === p.tier)!.level).toBe(capacity(p.tier) - p.bottles);
  expect(
    await game.query(
      'SELECT tier, bottles, revenue::int FROM wine_sales WHERE wine_lot_id = $1 ORDER BY tier::text COLLATE "C"',
      [best.lotId],
    ),
  ).toEqual(
    shares
      .map((p: any) => ({ tier: p.tier, bottles: p.bottles, revenue: p.money }))
      .sort((a: any, b: any) => a.tier.localeCompare(b.tier)),
  );
  expect(
    await game.query(`SELECT amount::int FROM ledger_entries WHERE estate_id = $1 AND kind = 'wine_sale'`, [
      best.estateId,
    ]),
  ).toEqual([{ amount: best.quoted.revenue }]);
  expect(await money(best.estateId)).toBe(best.before + best.quoted.revenue);
  await expectLedgerBalanced();
});
