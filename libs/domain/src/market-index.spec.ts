import fc from 'fast-check';
import { POOL_REFILL_DAYS, REGIONAL_INDEX_BOUNDS, WINE_TIER_INFO, WINE_TIERS, lotPrice } from './market';
import {
  MARKET_INDEX,
  marketIndexOf,
  nichePremiumShare,
  normalBottlesPerEstate,
  regionalIndex,
  segmentNormalBottles,
} from './market-index';

const tier = fc.constantFrom(...WINE_TIERS);
const estates = fc.integer({ min: 0, max: 100_000 });
const bottles = fc.integer({ min: 0, max: 100_000_000 });

describe('the regional price index (ECONOMY.md §4)', () => {
  it('has normal demand from the estates with vines, the reference pool, the window and the normal share', () => {
    expect(normalBottlesPerEstate('table')).toBe(
      (WINE_TIER_INFO.table.poolBottles * MARKET_INDEX.windowDays * MARKET_INDEX.normalShare) / POOL_REFILL_DAYS,
    );
    expect(segmentNormalBottles('premium', 30)).toBe(30 * 1_500 * 0.75 * 0.5);
    // a young or small region has MARKET_INDEX.minEstates estates' normal demand (never zero)
    expect(segmentNormalBottles('icon', 0)).toBe(segmentNormalBottles('icon', MARKET_INDEX.minEstates));
    expect(segmentNormalBottles('premium', 10)).toBe(MARKET_INDEX.minEstates * 1_500 * 0.75 * 0.5);
  });

  it('lets a lone winemaker of a young world empty its own pools near 1, not at the floor', () => {
    // 8 ha at reputation 50: its premium pool is 4 reference pools, emptied every refill
    const own = 4 * WINE_TIER_INFO.premium.poolBottles * (MARKET_INDEX.windowDays / POOL_REFILL_DAYS);
    expect(regionalIndex('premium', 1, own).index).toBeGreaterThan(0.95);
  });

  it('is 1 at normal demand, the ceiling with no sale, the floor from twice the normal', () => {
    const n = MARKET_INDEX.minEstates;
    for (const t of WINE_TIERS) {
      const normal = segmentNormalBottles(t, n);
      expect(regionalIndex(t, n, normal).index).toBeCloseTo(1, 12);
      expect(regionalIndex(t, n, 0).index).toBe(REGIONAL_INDEX_BOUNDS.max);
      expect(regionalIndex(t, n, 2 * normal).index).toBeCloseTo(REGIONAL_INDEX_BOUNDS.min, 12);
      expect(regionalIndex(t, n, 10 * normal).index).toBe(REGIONAL_INDEX_BOUNDS.min);
    }
    // no demand at all: neutral without sales, the floor with any
    expect(marketIndexOf(0, 0)).toBe(1);
    expect(marketIndexOf(5, 0)).toBe(REGIONAL_INDEX_BOUNDS.min);
  });

  it('pays no windfall to a lone seller: the premium grows with the region’s estates (issue 34)', () => {
    expect(nichePremiumShare(1)).toBeCloseTo(1 / MARKET_INDEX.minEstates, 12);
    expect(nichePremiumShare(MARKET_INDEX.minEstates * 3)).toBe(1);
    // one estate with vines selling a little into an empty segment: about 1, not the ceiling
    expect(regionalIndex('fine', 1, 100).index).toBeLessThan(1 + MARKET_INDEX.slope / MARKET_INDEX.minEstates + 1e-9);
    expect(regionalIndex('fine', 10, 0).index).toBeCloseTo(1 + MARKET_INDEX.slope / 2, 12);
    // oversupply costs whatever the region's size
    const normal = segmentNormalBottles('fine', 1);
    expect(regionalIndex('fine', 1, 2 * normal).index).toBeCloseTo(REGIONAL_INDEX_BOUNDS.min, 12);
  });

  it('stays within its bounds', () => {
    fc.assert(
      fc.property(tier, estates, bottles, (t, n, sold) => {
        const { index } = regionalIndex(t, n, sold);
        return index >= REGIONAL_INDEX_BOUNDS.min && index <= REGIONAL_INDEX_BOUNDS.max;
      }),
    );
  });

  it('falls as the segment sells more, and rises as the region grows', () => {
    fc.assert(
      fc.property(tier, estates, bottles, bottles, (t, n, a, b) => {
        const [less, more] = a <= b ? [a, b] : [b, a];
        return regionalIndex(t, n, more).index <= regionalIndex(t, n, less).index;
      }),
    );
    fc.assert(
      fc.property(tier, estates, estates, bottles, (t, a, b, sold) => {
        const [small, big] = a <= b ? [a, b] : [b, a];
        return regionalIndex(t, big, sold).index >= regionalIndex(t, small, sold).index;
      }),
    );
  });

  it('one estate dumping in a big region moves it little; many dumping estates push it to the floor', () => {
    // an estate of 8 ha at reputation 50 empties its premium pool every refill: 2 × 2 = 4 reference pools
    const dump = 4 * WINE_TIER_INFO.premium.poolBottles * (MARKET_INDEX.windowDays / POOL_REFILL_DAYS);
    const normal = segmentNormalBottles('premium', 40);
    // 40 estates: the others sell a normal share, one dumps on top
    expect(regionalIndex('premium', 40, normal + dump).index).toBeGreaterThan(0.94);
    // half of them dump into the same segment
    expect(regionalIndex('premium', 40, 20 * dump).index).toBe(REGIONAL_INDEX_BOUNDS.min);
  });

  it('is the lot price factor: ±30% at most', () => {
    const base = lotPrice(75, 'rioja', 'tempranillo', 30);
    expect(
      lotPrice(75, 'rioja', 'tempranillo', 30, null, {
        index: regionalIndex('premium', MARKET_INDEX.minEstates, 0).index,
      }),
    ).toBeCloseTo(base * 1.3, 9);
    expect(
      lotPrice(75, 'rioja', 'tempranillo', 30, null, {
        index: regionalIndex('premium', MARKET_INDEX.minEstates, 1e9).index,
      }),
    ).toBeCloseTo(base * 0.7, 9);
  });
});
