import {
  BOTTLE_PRICE_CEILING,
  CRITIC_REVIEWS,
  CRITICS,
  criticName,
  criticPriceFactor,
  criticScore,
  reviewDay,
  lotPrice,
  marketTier,
  poolCapacity,
  poolLevel,
  POOL_REFILL_DAYS,
  quoteCurve,
  quoteWineSale,
  referencePrice,
  suggestedSale,
  SUGGESTED_SALE_DAYS,
  wineTier,
} from './market';
import fc from 'fast-check';

describe('the bottled-wine market (ECONOMY.md §4)', () => {
  it('puts a wine in its tier by quality; fine and icon open with reputation', () => {
    expect([0, 49, 50, 64, 65, 79, 80, 89, 90, 100].map(wineTier)).toEqual([
      'table',
      'table',
      'regional',
      'regional',
      'premium',
      'premium',
      'fine',
      'fine',
      'icon',
      'icon',
    ]);
    expect(marketTier(92, 0)).toBe('premium');
    expect(marketTier(92, 20)).toBe('fine');
    expect(marketTier(92, 50)).toBe('icon');
    expect(marketTier(55, 0)).toBe('regional');
  });

  // ECONOMY.md §4's curve below the knee (€7.5 at 70, €16.5 at 88) scaled by REFERENCE_PRICE.euros
  // €1.64 instead of €2 (€1.30 until issue 34's retune), and 4.4% a point above 88 instead of 12%
  // (5% until issue 34), as the simulator tuned it (docs/game-rules.md, "Simulator")
  it('prices by quality along the brief’s curve, as the simulator tuned it, bounded', () => {
    expect(referencePrice(70)).toBeCloseTo(7.5 * 0.82, 1);
    expect(referencePrice(88)).toBeCloseTo(16.5 * 0.82, 0);
    expect(referencePrice(100) / referencePrice(88)).toBeCloseTo(1.044 ** 12, 5);
    expect(referencePrice(100)).toBeCloseTo(22.7, 1);
    expect(lotPrice(100, 'napa', 'nebbiolo', 100)).toBeLessThanOrEqual(BOTTLE_PRICE_CEILING);
    expect(lotPrice(70, 'napa', 'merlot', 0)).toBeGreaterThan(lotPrice(70, 'mendoza', 'merlot', 0));
    expect(lotPrice(70, 'tuscany', 'merlot', 100)).toBeGreaterThan(lotPrice(70, 'tuscany', 'merlot', 0));
  });

  it('sizes pools by tier, reputation and planted area, and refills them over the days', () => {
    expect(poolCapacity('table', 0, 2)).toBe(4_000);
    expect(poolCapacity('table', 100, 2)).toBe(12_000);
    expect(poolCapacity('premium', 0, 8)).toBe(3_000);
    expect(poolLevel(1_000, null, 0, 5)).toBe(1_000);
    expect(poolLevel(1_000, 0, 10, 10 + POOL_REFILL_DAYS / 4)).toBe(250);
    expect(poolLevel(1_000, 900, 10, 10 + POOL_REFILL_DAYS)).toBe(1_000);
  });

  it('sells the first bottles near list price, a whole pool at two thirds of it, never more than the pool', () => {
    const market = { price: 10, capacity: 1_000, level: 1_000 };
    // €9.995 for the first bottle and €6,666.67 for the pool: whole euros, rounded down
    expect(quoteWineSale(market, 1).money).toBe(9);
    expect(quoteWineSale(market, 1_000).money).toBe(6_666);
    expect(quoteWineSale(market, 5_000).bottles).toBe(1_000);
    const half = quoteWineSale({ ...market, level: 500 }, 100);
    expect(half.averagePrice).toBeLessThan(10 * Math.sqrt(0.5));
    expect(quoteCurve([{ tier: 'premium', ...market }], 300).map((q) => q.bottles)).toEqual([1, 10, 100, 300]);
    expect(quoteWineSale({ ...market, level: 0 }, 10)).toMatchObject({ bottles: 0, money: 0 });
  });
});

describe('critics', () => {
  it('score a lot the same every time, by its quality and the critic’s taste', () => {
    const id = '0b6c3f52-8a1d-4c1e-9f57-2f1f0f6f3a11';
    expect(criticScore(id, 80)).toBe(criticScore(id, 80));
    for (const lot of [id, 'ffffffff-0000-4000-8000-000000000000', '00000000-0000-4000-8000-000000000000']) {
      expect(Math.abs(criticScore(lot, 80) - 90)).toBeLessThanOrEqual(3);
      expect(CRITICS).toContain(criticName(lot));
    }
    expect(criticScore(id, 100)).toBeLessThanOrEqual(100);
    expect(reviewDay(299, 10)).toBeNull();
    expect(reviewDay(300, 10)).toBe(10 + CRITIC_REVIEWS.afterDays);
  });

  it('raise the price only above 88 points, by 4% a point, at most 40%', () => {
    expect(criticPriceFactor(null)).toBe(1);
    expect(criticPriceFactor(88)).toBe(1);
    expect(criticPriceFactor(93)).toBeCloseTo(1.2);
    expect(criticPriceFactor(100)).toBeCloseTo(1.4);
    expect(lotPrice(80, 'napa', 'merlot', 0, 95)).toBeCloseTo(lotPrice(80, 'napa', 'merlot', 0) * 1.28);
  });

  it("suggests a month of the buyers' demand, never more than they take or the lot holds", () => {
    // a quarter of a full pool of 1,500: 375; the pool at 900 and 1,200 bottles leave it so
    expect(suggestedSale({ capacity: 1500, level: 1500 }, 1200)).toBe(375);
    expect(suggestedSale({ capacity: 1500, level: 900 }, 1200)).toBe(375);
    expect(suggestedSale({ capacity: 1500, level: 200 }, 1200)).toBe(200);
    expect(suggestedSale({ capacity: 1500, level: 900 }, 50)).toBe(50);
    expect(suggestedSale({ capacity: 1500, level: 0 }, 50)).toBe(0);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.integer({ min: 0, max: 200_000 }),
        (capacity, fill, available) => {
          const market = { price: 10, capacity, level: capacity * fill };
          const n = suggestedSale(market, available);
          expect(n).toBeLessThanOrEqual(Math.min(available, Math.floor(market.level)));
          expect(n).toBeLessThanOrEqual(Math.ceil((capacity * SUGGESTED_SALE_DAYS) / POOL_REFILL_DAYS));
          // from a full pool the last bottle of the suggestion still fetches 86% of the list price
          if (fill === 1 && capacity >= 100 && n > 0)
            expect(quoteWineSale(market, n).marginalPriceAfter).toBeGreaterThanOrEqual(8.6);
        },
      ),
    );
  });
});
