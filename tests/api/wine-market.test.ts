/**
 * Selling bottled wine through the real server and database (issue 19, ECONOMY.md §4): a quote
 * shows the estate's pool for the wine (tier, list price, capacity, level, the curve) and changes
 * nothing; a sale brings exactly the quoted money through the ledger, lowers the pool (which
 * refills over the game days) and records the sale; more bottles than are left or than the buyers
 * take are refused with the field and change nothing; other players get 404; concurrent sales of
 * the whole pool let exactly one through, and money always equals the ledger.
 */
import { Client } from 'pg';
import {
  bottleQuality,
  CRITIC_REVIEWS,
  criticName,
  criticScore,
  DEMO_ACCOUNTS,
  lotPrice,
  marketTier,
  MESSAGES,
  POOL_REFILL_DAYS,
  poolCapacity,
  quoteWineSale,
} from '@vineyard/domain';
import { api, RunningServer, startServer } from '../support/server';
import { Mailbox } from '../support/mailbox';
import { verifiedSession } from '../support/accounts';

let server: RunningServer;
let mailbox: Mailbox;
const DAY = 400;

async function query(sql: string, params: unknown[] = []): Promise<any[]> {
  const c = new Client({ connectionString: server.databaseUrl });
  await c.connect();
  try {
    return (await c.query(sql, params)).rows;
  } finally {
    await c.end();
  }
}

const call = (path: string, options: Parameters<typeof api>[2] = {}) => api(server.baseUrl, path, options);

beforeAll(async () => {
  mailbox = await new Mailbox().start();
  server = await startServer({ env: { SMTP_URL: mailbox.url, DEMO_ACCOUNTS: 'true' } });
  await query('UPDATE game_clock SET day_index = $1', [DAY]);
});

afterAll(async () => {
  await server?.stop();
  await mailbox?.stop();
});

async function money(estateId: string): Promise<number> {
  return Number((await query('SELECT money FROM estates WHERE id = $1', [estateId]))[0].money);
}

async function expectLedgerBalanced() {
  const unbalanced = await query(
    `SELECT e.id FROM estates e
      WHERE e.money <> (SELECT COALESCE(sum(amount), 0) FROM ledger_entries l WHERE l.estate_id = e.id)`,
  );
  expect(unbalanced).toEqual([]);
}

/** A player with an estate holding a bottled wine lot (written as bottling leaves it). */
async function playerWithWine(bottles: number, quality = 72) {
  const { session } = await verifiedSession(server.baseUrl, mailbox);
  const token = session.access_token;
  const created = await call('/api/estates', {
    token,
    body: { name: 'Cantina Vendita', template: 'family', location: 'tuscany' },
  });
  expect(created.status).toBe(201);
  const estateId = created.body.data.estate.id as string;
  const [lot] = await query(
    `INSERT INTO wine_lots (estate_id, batch_id, name, region, colour, variety, vintage, bottles, bottled_bottles, quality, bottled_day)
     VALUES ($1, gen_random_uuid(), 'Rosso di Prova', 'tuscany', 'red', 'sangiovese', 1, $2, $2, $3, $4) RETURNING id`,
    [estateId, bottles, quality, DAY - 30],
  );
  return { token, estateId, lotId: lot.id as string };
}

async function plantedHa(estateId: string): Promise<number> {
  const [{ ha }] = await query(
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

  const quoted = await call(`/api/wine-lots/${lotId}/quote?bottles=100`, { token });
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
  expect(quoted.body.data.curve.map((p: any) => p.bottles)).toEqual(
    [1, 10, 100, 1_000].filter((n) => n < capacity).concat([Math.min(3_000, capacity)]),
  );
  // the marginal price falls: each bottle of a larger sale earns less on average
  const averages = quoted.body.data.curve.map((p: any) => p.averagePrice);
  expect([...averages].sort((a, b) => b - a)).toEqual(averages);

  const before = await money(estateId);
  const sold = await call(`/api/wine-lots/${lotId}/sell`, { token, body: { bottles: 100 } });
  expect(sold.status).toBe(200);
  expect(sold.body.message).toMatch(/^Sold 100 bottles for €[\d,]+$/);
  expect(sold.body.data).toMatchObject({ received: expected.money, bottlesSold: 100, money: before + expected.money });
  expect(sold.body.data.wine.bottles).toBe(2_900);
  expect(await money(estateId)).toBe(before + expected.money);
  expect(
    await query(`SELECT amount::int, ref_id FROM ledger_entries WHERE estate_id = $1 AND kind = 'wine_sale'`, [
      estateId,
    ]),
  ).toEqual([{ amount: expected.money, ref_id: lotId }]);
  expect(
    await query('SELECT bottles, revenue::int, tier, game_day FROM wine_sales WHERE wine_lot_id = $1', [lotId]),
  ).toEqual([{ bottles: 100, revenue: expected.money, tier, game_day: DAY }]);
  // the next quote meets the lowered pool
  const next = await call(`/api/wine-lots/${lotId}/quote?bottles=100`, { token });
  expect(next.body.data.market.level).toBe(capacity - 100);
  expect(next.body.data.quote.money).toBe(quoteWineSale({ price, capacity, level: capacity - 100 }, 100).money);
  expect(next.body.data.quote.money).toBeLessThan(expected.money);
  const recent = await call(`/api/estates/${estateId}/wine-sales`, { token });
  expect(recent.status).toBe(200);
  expect(recent.body.data.sales).toEqual([
    expect.objectContaining({ wineLotId: lotId, name: 'Rosso di Prova', bottles: 100, revenue: expected.money, tier }),
  ]);
  const stranger = await verifiedSession(server.baseUrl, mailbox);
  expect((await call(`/api/estates/${estateId}/wine-sales`, { token: stranger.session.access_token })).status).toBe(
    404,
  );
  const notices = (await call(`/api/estates/${estateId}/notifications`, { token })).body.data.notifications;
  expect(notices[0]).toMatchObject({
    kind: 'wine_sale',
    title: `Wine sold: €${expected.money.toLocaleString('en-US')}`,
  });

  // half the refill time later the pool has gained half its capacity back (up to full)
  await query('UPDATE game_clock SET day_index = $1', [DAY + POOL_REFILL_DAYS / 2]);
  const later = await call(`/api/wine-lots/${lotId}/quote`, { token });
  expect(later.body.data.market.level).toBe(capacity);
  await query('UPDATE game_clock SET day_index = $1', [DAY]);
  await expectLedgerBalanced();
});

it('refuses more bottles than are left or than the buyers take, and answers 404 to other players', async () => {
  const { token, estateId, lotId } = await playerWithWine(50_000);
  const [{ bottles: left }] = await query('SELECT bottles FROM wine_lots WHERE id = $1', [lotId]);
  const { market } = (await call(`/api/wine-lots/${lotId}/quote`, { token })).body.data;
  const before = await money(estateId);

  const tooMany = await call(`/api/wine-lots/${lotId}/sell`, { token, body: { bottles: left + 1 } });
  expect(tooMany.status).toBe(400);
  expect(tooMany.body.errors).toEqual([{ field: 'bottles', message: MESSAGES.winery.bottlesTooMany(left) }]);
  const beyondPool = await call(`/api/wine-lots/${lotId}/sell`, { token, body: { bottles: market.level + 1 } });
  expect(beyondPool.status).toBe(400);
  expect(beyondPool.body.errors).toEqual([{ field: 'bottles', message: MESSAGES.winery.poolTooSmall(market.level) }]);
  for (const bottles of [0, 1.5, -3, 'ten']) {
    const bad = await call(`/api/wine-lots/${lotId}/sell`, { token, body: { bottles } });
    expect(bad.status).toBe(400);
  }
  expect((await call(`/api/wine-lots/${lotId}/quote?bottles=0`, { token })).status).toBe(400);

  const other = await verifiedSession(server.baseUrl, mailbox);
  for (const [method, path, body] of [
    ['GET', `/api/wine-lots/${lotId}/quote`],
    ['POST', `/api/wine-lots/${lotId}/sell`, { bottles: 1 }],
    ['GET', '/api/wine-lots/not-a-uuid/quote'],
  ] as const) {
    const res = await call(path, { method, body, token: other.session.access_token });
    expect({ path, status: res.status }).toEqual({ path, status: 404 });
  }
  expect(await money(estateId)).toBe(before);
  expect((await query('SELECT bottles FROM wine_lots WHERE id = $1', [lotId]))[0].bottles).toBe(left);
  expect(await query('SELECT 1 FROM demand_pools WHERE estate_id = $1', [estateId])).toEqual([]);
});

it('lets exactly one of ten concurrent sales of the whole pool through, round after round', async () => {
  for (let round = 0; round < 3; round++) {
    const { token, estateId, lotId } = await playerWithWine(50_000);
    const { market } = (await call(`/api/wine-lots/${lotId}/quote`, { token })).body.data;
    const before = await money(estateId);
    const sales = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(`/api/wine-lots/${lotId}/sell`, { token, body: { bottles: market.level } }),
      ),
    );
    const won = sales.filter((s) => s.status === 200);
    expect(won).toHaveLength(1);
    expect(sales.filter((s) => s.status === 400)).toHaveLength(9);
    expect(await money(estateId)).toBe(before + won[0]!.body.data.received);
    expect((await query('SELECT bottles FROM wine_lots WHERE id = $1', [lotId]))[0].bottles).toBe(
      50_000 - market.level,
    );
  }
  await expectLedgerBalanced();
});

it('critics review a lot of 300+ bottles 30 days after bottling: the same score everywhere, a notice, a public feed', async () => {
  const { token, estateId, lotId } = await playerWithWine(500, 90);
  // bottled on DAY - 30 by playerWithWine: move the bottling to tomorrow's review day minus 30
  await query('UPDATE wine_lots SET bottled_day = $2 WHERE id = $1', [lotId, DAY + 1 - CRITIC_REVIEWS.afterDays]);
  const before = (await call(`/api/estates/${estateId}/wines`, { token })).body.data.wines[0];
  expect(before.review).toBeNull();
  const admin = await call('/api/auth/login', {
    body: { identifier: DEMO_ACCOUNTS.admin.username, password: DEMO_ACCOUNTS.admin.password },
  });
  const advanced = await call('/api/admin/clock/advance', { token: admin.body.data.access_token, body: { days: 1 } });
  expect(advanced.status).toBe(200);
  const score = criticScore(lotId, 90);
  const review = { score, critic: criticName(lotId), day: DAY + 1 };
  const wine = (await call(`/api/estates/${estateId}/wines`, { token })).body.data.wines[0];
  expect(wine.review).toMatchObject(review);
  expect((await call(`/api/wine-lots/${lotId}/quote`, { token })).body.data.market.criticScore).toBe(score);
  const notices = (await call(`/api/estates/${estateId}/notifications`, { token })).body.data.notifications;
  expect(notices).toContainEqual(
    expect.objectContaining({ kind: 'critic_review', title: `${score} points for Rosso di Prova` }),
  );
  // the public feed, without signing in
  const feed = await call('/api/reviews');
  expect(feed.status).toBe(200);
  expect(feed.body.data.reviews).toContainEqual(
    expect.objectContaining({ wineLotId: lotId, score, critic: review.critic, estateName: 'Cantina Vendita' }),
  );
  // a lot under 300 bottles is not reviewed
  const small = await playerWithWine(299, 90);
  await query('UPDATE wine_lots SET bottled_day = 0 WHERE id = $1', [small.lotId]);
  expect(
    (await call(`/api/estates/${small.estateId}/wines`, { token: small.token })).body.data.wines[0].review,
  ).toBeNull();
  await query('UPDATE game_clock SET day_index = $1', [DAY]);
});
