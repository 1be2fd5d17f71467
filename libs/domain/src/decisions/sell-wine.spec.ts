import fc from 'fast-check';
import {
  CRITIC_REVIEWS,
  criticScore,
  lotPrice,
  marketTier,
  poolCapacity,
  quoteWinePools,
  WINE_TIER_INFO,
  WINE_TIERS,
} from '../market';
import { MESSAGES } from '../messages';
import { reputationFromPoints, saleReputationPoints } from '../reputation';
import { decideWineSale, lotMarket, type WineLotFacts, type WineMarketFacts, type WineSaleInput } from './sell-wine';

const DAY = 800;
const LOT: WineLotFacts = {
  id: '5f0c2d1e-0000-4000-8000-000000000001',
  name: 'Riserva',
  vintage: 2,
  region: 'tuscany',
  variety: 'sangiovese',
  quality: 72,
  bottles: 2_000,
  bottledBottles: 2_000,
  bottledDay: DAY - 10,
};

function facts(over: Partial<WineMarketFacts> = {}): WineMarketFacts {
  return {
    reputationPoints: 400,
    reputationPointsDay: DAY,
    plantedHectares: 4,
    medal: null,
    tiers: WINE_TIERS.map((tier) => ({ tier, level: null, countedDay: null, index: null })),
    ...over,
  };
}

function input(bottles: number, over: Partial<WineSaleInput> = {}): WineSaleInput {
  return { day: DAY, lot: LOT, facts: facts(), bottles, earnedFromSalesThisMonth: 0, ...over };
}

describe('lotMarket', () => {
  it('prices the lot in the tier its quality and the estate’s reputation allow, from a full pool before any sale', () => {
    const m = lotMarket(LOT, facts(), DAY);
    const reputation = reputationFromPoints(400);
    expect(m.reputation).toBe(reputation);
    expect(m.marketTier).toBe(marketTier(m.quality, reputation));
    expect(m.market.capacity).toBe(poolCapacity(m.marketTier, reputation, 4));
    expect(m.market.level).toBe(m.market.capacity);
    expect(m.market.price).toBeCloseTo(lotPrice(m.quality, 'tuscany', 'sangiovese', reputation), 9);
    expect(m.criticScore).toBeNull();
  });

  it('takes the critics’ score from the review day on, the medal and the bounded regional index of its tier', () => {
    const day = LOT.bottledDay + CRITIC_REVIEWS.afterDays;
    const plain = lotMarket(LOT, facts(), day);
    expect(plain.criticScore).toBe(criticScore(LOT.id, LOT.quality));
    const tiers = WINE_TIERS.map((tier) => ({ tier, level: null, countedDay: null, index: 5 }));
    const rich = lotMarket(LOT, facts({ medal: 'gold', tiers }), day);
    expect(rich.award).toBe('gold');
    expect(rich.index).toBe(1.3);
    expect(rich.market.price).toBeGreaterThan(plain.market.price * 1.3);
  });

  it('refills a pool lazily from the level it was left at', () => {
    const tier = lotMarket(LOT, facts(), DAY).marketTier;
    const tiers = WINE_TIERS.map((t) => ({ tier: t, level: t === tier ? 0 : null, countedDay: DAY - 30, index: null }));
    const m = lotMarket(LOT, facts({ tiers }), DAY);
    expect(m.market.level).toBeGreaterThan(0);
    expect(m.market.level).toBeLessThan(m.market.capacity);
  });
});

describe('decideWineSale', () => {
  it('sells through the pool integral: the posting, the lot and pool afterwards, the record and the reputation', () => {
    const plan = decideWineSale(input(500));
    if (!plan.ok) throw new Error(plan.code);
    const m = lotMarket(LOT, facts(), DAY);
    const quote = quoteWinePools(m.pools, 500);
    // no receipts in the window: nothing for the distributors
    expect(plan.quote).toEqual({ ...quote, gross: quote.money, distribution: 0 });
    // a full premium pool: its marginal price stays above the regional buyers' list price
    expect(quote.pools.map((p) => p.bottles)).toEqual([500, 0, 0]);
    expect(plan.postings).toEqual([
      {
        amount: quote.money,
        kind: 'wine_sale',
        description: MESSAGES.ledger.wineSale(500, 'Riserva', 2, WINE_TIER_INFO[m.marketTier].label.toLowerCase()),
      },
    ]);
    expect(plan.lot).toEqual({ bottles: 1_500 });
    expect(plan.pools).toEqual([{ tier: m.marketTier, level: m.market.level - 500, countedDay: DAY }]);
    expect(plan.sales).toEqual([{ tier: m.marketTier, quality: m.quality, bottles: 500, revenue: quote.money }]);
    expect(plan.reputationPoints).toBeCloseTo(saleReputationPoints(m.quality, 500, 0), 9);
    expect(plan.notice.kind).toBe('wine_sale');
    expect(plan.notice.body).toContain('Riserva');
    // what the day's notice adds up (sales-notices.ts)
    expect(plan.notice.sale).toEqual({ quantity: 500, money: quote.money });
  });

  it('soft-caps the reputation a month of sales earns', () => {
    const fresh = decideWineSale(input(1_000));
    const capped = decideWineSale(input(1_000, { earnedFromSalesThisMonth: 1_000 }));
    if (!fresh.ok || !capped.ok) throw new Error('refused');
    expect(capped.reputationPoints).toBeLessThan(fresh.reputationPoints);
  });

  it('refuses more bottles than the lot holds, than its pools take together, or less money than was quoted', () => {
    expect(decideWineSale(input(2_001))).toMatchObject({
      ok: false,
      code: 'NOT_ENOUGH_WINE',
      errors: [{ field: 'bottles', message: MESSAGES.winery.bottlesTooMany(2_000) }],
    });
    const m = lotMarket(LOT, facts(), DAY);
    const tiers = WINE_TIERS.map((tier) => ({ tier, level: 100, countedDay: DAY, index: null }));
    // premium, regional and table buyers: 100 bottles each
    expect(decideWineSale(input(301, { facts: facts({ tiers }) }))).toMatchObject({
      ok: false,
      code: 'DEMAND_EXHAUSTED',
      errors: [{ field: 'bottles', message: MESSAGES.winery.poolTooSmall(300) }],
    });
    const all = decideWineSale(input(300, { facts: facts({ tiers }) }));
    if (!all.ok) throw new Error(all.code);
    expect(all.pools.map((p) => [p.tier, p.level])).toEqual([
      ['premium', 0],
      ['regional', 0],
      ['table', 0],
    ]);
    expect(all.sales.reduce((sum, s) => sum + s.revenue, 0)).toBe(all.quote.money);
    expect(all.postings[0]!.description).toContain('premium, regional and table buyers');
    const quoted = quoteWinePools(m.pools, 500).money;
    expect(decideWineSale(input(500, { expectedRevenue: quoted + 1 }))).toMatchObject({
      ok: false,
      code: 'QUOTE_CHANGED',
    });
    expect(decideWineSale(input(500, { expectedRevenue: quoted })).ok).toBe(true);
  });

  it('never pays for more than it takes: money ≥ 0, the pools and the lot fall by exactly the bottles sold', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2_000 }),
        fc.integer({ min: 0, max: 5_000 }),
        fc.double({ min: 0, max: 10, noNaN: true }),
        (bottles, points, index) => {
          const tiers = WINE_TIERS.map((tier) => ({ tier, level: null, countedDay: null, index }));
          const f = facts({ reputationPoints: points, tiers });
          const plan = decideWineSale(input(bottles, { facts: f }));
          const m = lotMarket(LOT, f, DAY);
          if (!plan.ok) return plan.code === 'DEMAND_EXHAUSTED' && bottles > m.buyers;
          const before = new Map(m.pools.map((p) => [p.tier, p.level]));
          return (
            plan.quote.money >= 0 &&
            plan.postings[0]!.amount === plan.quote.money &&
            plan.lot.bottles === LOT.bottles - bottles &&
            plan.sales.reduce((sum, s) => sum + s.bottles, 0) === bottles &&
            plan.sales.reduce((sum, s) => sum + s.revenue, 0) === plan.quote.money &&
            plan.pools.every(
              (p, i) => Math.abs(p.level - (before.get(p.tier)! - plan.sales[i]!.bottles)) < 1e-9 && p.level >= 0,
            )
          );
        },
      ),
    );
  });
});
