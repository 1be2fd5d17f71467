/**
 * Distribution (issue 34: income that grows slower than a player's scale, market.ts DISTRIBUTION):
 * beyond a year's free receipts the distributors keep a share that grows with them. The rule for
 * a sale and for a merchant's contract; splitting never pays more, more gross never pays less.
 */
import fc from 'fast-check';
import {
  afterDistribution,
  DISTRIBUTION,
  distributedRevenue,
  freeReceipts,
  grossOfNet,
  netOfGross,
  WINE_TIERS,
} from '../market';
import { pointsForReputation } from '../reputation';
import { decideContractDelivery } from './deliver-contract';
import { decideWineSale, lotMarket, quoteLotSale, type WineLotFacts, type WineMarketFacts } from './sell-wine';

// the free amount at 8 ha (the estate below): freeRevenue × √(8/2)
const T = freeReceipts(8);
const DAY = 900;
const LOT: WineLotFacts = {
  id: '5f0c2d1e-0000-4000-8000-000000000003',
  name: 'Grand Vin',
  vintage: 2,
  region: 'bordeaux',
  variety: 'merlot',
  quality: 95,
  bottles: 100_000,
  bottledBottles: 100,
  bottledDay: DAY,
};

function facts(salesRevenue: number): WineMarketFacts {
  return {
    reputationPoints: pointsForReputation(60),
    reputationPointsDay: DAY,
    plantedHectares: 8,
    medal: null,
    tiers: WINE_TIERS.map((tier) => ({ tier, level: null, countedDay: null, index: null })),
    salesRevenue,
  };
}

describe('distribution (DISTRIBUTION)', () => {
  it('pays the free receipts in full, then keeps T/N of the euro that takes the receipts to N', () => {
    expect(T).toBe(2 * DISTRIBUTION.freeRevenue);
    expect(freeReceipts(0)).toBe(freeReceipts(1));
    expect(freeReceipts(5)).toBeGreaterThan(freeReceipts(4));
    expect(netOfGross(T / 2, T)).toBe(T / 2);
    expect(netOfGross(T, T)).toBe(T);
    // half at twice T: the receipts N = 2T come from a gross of T + (4T² − T²)/2T = 2.5T
    expect(grossOfNet(2 * T, T)).toBeCloseTo(2.5 * T, 6);
    expect(netOfGross(2.5 * T, T)).toBeCloseTo(2 * T, 6);
    const n = 2 * T;
    const g = grossOfNet(n, T);
    expect(netOfGross(g + 1, T) - n).toBeCloseTo(T / n, 4);
    expect(distributedRevenue(0, 1_000, T)).toBe(1_000);
    expect(distributedRevenue(T - 1_000, 1_000, T)).toBe(1_000);
    expect(distributedRevenue(T, 1_000, T)).toBeLessThan(1_000);
    expect(distributedRevenue(2 * T, 1_000, T)).toBeLessThanOrEqual(500);
    // a larger estate (more planted hectares) keeps more of the same sale
    expect(distributedRevenue(2 * T, 10_000, freeReceipts(16))).toBeGreaterThan(distributedRevenue(2 * T, 10_000, T));
  });

  it('never pays more than the gross, more for more gross, less after more receipts (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.integer({ min: 0, max: 500_000 }),
        fc.integer({ min: 0, max: 50_000 }),
        (before, gross, more) => {
          const paid = distributedRevenue(before, gross, T);
          expect(paid).toBeGreaterThanOrEqual(0);
          expect(paid).toBeLessThanOrEqual(gross);
          expect(distributedRevenue(before, gross + more, T)).toBeGreaterThanOrEqual(paid);
          expect(distributedRevenue(before + more, gross, T)).toBeLessThanOrEqual(paid);
        },
      ),
    );
  });

  it('a sale or contract split in two never pays more than at once (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.integer({ min: 0, max: 300_000 }),
        fc.integer({ min: 0, max: 300_000 }),
        (before, a, b) => {
          const first = distributedRevenue(before, a, T);
          const second = distributedRevenue(before + first, b, T);
          expect(first + second).toBeLessThanOrEqual(distributedRevenue(before, a + b, T));
        },
      ),
    );
  });

  it('a sale pays the quote after distribution; its pools’ records add up to what it pays', () => {
    for (const before of [0, T - 5_000, 3 * T]) {
      const market = lotMarket(LOT, facts(before), DAY);
      const quote = quoteLotSale(market, 3_000);
      const plan = decideWineSale({
        day: DAY,
        lot: LOT,
        facts: facts(before),
        bottles: 3_000,
        earnedFromSalesThisMonth: 0,
      });
      if (!plan.ok) throw new Error(plan.code);
      expect(plan.quote.money).toBe(quote.money);
      expect(plan.postings[0]!.amount).toBe(quote.money);
      expect(plan.sales.reduce((sum, s) => sum + s.revenue, 0)).toBe(quote.money);
      expect(quote.money + quote.distribution!).toBe(quote.gross);
      expect(quote.money).toBe(distributedRevenue(before, quote.gross!, T));
      if (before === 0) expect(quote.distribution).toBe(0);
      else if (before > T) expect(quote.distribution).toBeGreaterThan(0);
    }
    // the pools' shares of what is paid: whole euros, in proportion to what each pool's buyers paid
    const market = lotMarket(LOT, facts(3 * T), DAY);
    const gross = quoteLotSale({ ...market, salesRevenue: 0 }, 3_000);
    const paid = afterDistribution(gross, 3 * T, T);
    expect(paid.pools.reduce((sum, p) => sum + p.money, 0)).toBe(paid.money);
    paid.pools.forEach((p, i) =>
      expect(Math.abs(p.money - (gross.pools[i]!.money * paid.money) / gross.money)).toBeLessThan(1),
    );
  });

  it("a merchant's contract pays its value after distribution, counted with the window's receipts", () => {
    const input = (salesRevenue: number) => ({
      day: 700,
      contract: {
        status: 'accepted' as const,
        colour: 'red' as const,
        tier: 'premium' as const,
        minQuality: 70,
        bottles: 3_000,
        price: 12,
        dueDay: 719,
      },
      lot: {
        name: 'Clos',
        colour: 'red' as const,
        variety: 'merlot' as const,
        quality: 80,
        bottledDay: 600,
        bottles: 5_000,
      },
      market: { reputationPoints: 0, reputationPointsDay: 0, plantedHectares: 8, tiers: [], salesRevenue },
    });
    const full = decideContractDelivery(input(0));
    const cut = decideContractDelivery(input(2 * T));
    if (!full.ok || !cut.ok) throw new Error('refused');
    expect(full.postings[0]!.amount).toBe(36_000);
    expect(cut.postings[0]!.amount).toBe(distributedRevenue(2 * T, 36_000, T));
    expect(cut.postings[0]!.amount).toBeLessThan(36_000);
  });
});
