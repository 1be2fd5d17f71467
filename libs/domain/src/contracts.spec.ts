import fc from 'fast-check';
import {
  contractBoard,
  contractColours,
  contractMonth,
  contractPenalty,
  contractPrice,
  contractReputation,
  contractTiers,
  contractValue,
  CONTRACT_RULES,
} from './contracts';
import { DAYS_PER_MONTH } from './calendar';
import { lotPrice, poolCapacity, WINE_TIER_INFO } from './market';
import { REGIONS } from './regions';
import { GRAPE_COLORS } from './varieties';

describe('contractBoard', () => {
  it('is the same board for the same region, month, reputation and hectares, and another next month', () => {
    const a = contractBoard('tuscany', 40, 30, 4, GRAPE_COLORS);
    expect(contractBoard('tuscany', 40, 30, 4, GRAPE_COLORS)).toEqual(a);
    expect(a).toHaveLength(CONTRACT_RULES.offersPerMonth);
    expect(a.map((o) => o.offer)).toEqual([0, 1, 2, 3]);
    expect(contractBoard('tuscany', 41, 30, 4, GRAPE_COLORS)).not.toEqual(a);
    expect(contractBoard('bordeaux', 40, 30, 4, GRAPE_COLORS)).not.toEqual(a);
  });

  it('reads the reputation in steps of 10: a point earned during the month does not shift the board', () => {
    expect(contractReputation(0)).toBe(0);
    expect(contractReputation(19.9)).toBe(10);
    expect(contractReputation(100)).toBe(100);
    expect(contractBoard('napa', 50, 21, 3, GRAPE_COLORS)).toEqual(contractBoard('napa', 50, 29, 3, GRAPE_COLORS));
    expect(contractBoard('napa', 50, 29, 3, GRAPE_COLORS)).not.toEqual(contractBoard('napa', 50, 30, 3, GRAPE_COLORS));
  });

  it('asks for the colours the estate grows, every colour while it grows none; nothing else changes', () => {
    expect(contractColours([])).toEqual(['red', 'white']);
    expect(contractColours(['malbec', 'zinfandel'])).toEqual(['red']);
    expect(contractColours(['chardonnay'])).toEqual(['white']);
    expect(contractColours(['chardonnay', 'merlot'])).toEqual(['red', 'white']);
    for (let month = 0; month < 120; month++) {
      const both = contractBoard('mendoza', month, 30, 5, GRAPE_COLORS);
      const reds = contractBoard('mendoza', month, 30, 5, ['red']);
      expect(reds.every((o) => o.colour === 'red')).toBe(true);
      expect(contractBoard('mendoza', month, 30, 5, ['white']).every((o) => o.colour === 'white')).toBe(true);
      const terms = (o: (typeof both)[number]) => ({ ...o, colour: null });
      expect(reds.map(terms)).toEqual(both.map(terms));
    }
  });

  it('offers only tiers the reputation opens', () => {
    expect(contractTiers(0)).toEqual(['table', 'regional', 'premium']);
    expect(contractTiers(50)).toEqual(['table', 'regional', 'premium', 'fine', 'icon']);
  });

  it('keeps every offer within its rules for any region, month, reputation and hectares', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...REGIONS),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 100 }),
        fc.double({ min: 0, max: 200, noNaN: true }),
        (region, month, reputation, hectares) => {
          for (const o of contractBoard(region, month, reputation, hectares, GRAPE_COLORS)) {
            expect(contractReputation(reputation)).toBeGreaterThanOrEqual(WINE_TIER_INFO[o.tier].minReputation);
            expect(o.minQuality).toBeGreaterThanOrEqual(Math.max(40, WINE_TIER_INFO[o.tier].minQuality));
            expect(o.minQuality).toBeLessThanOrEqual(
              WINE_TIER_INFO[o.tier].minQuality + 40 + CONTRACT_RULES.qualityMargin,
            );
            expect(o.minQuality).toBeLessThanOrEqual(100);
            // planned a season ahead: two to six months after the month began
            const lead = (o.dueDay + 1) / DAYS_PER_MONTH - month;
            expect(lead).toBeGreaterThanOrEqual(CONTRACT_RULES.leadMonths.min);
            expect(lead).toBeLessThanOrEqual(CONTRACT_RULES.leadMonths.max);
            expect(o.dueDay).toBeGreaterThan(month * DAYS_PER_MONTH);
            // about a month of the tier's pool demand, never more than 30% of the pool
            const pool = poolCapacity(o.tier, contractReputation(reputation), hectares);
            expect(o.bottles % 10).toBe(0);
            expect(o.bottles).toBeGreaterThanOrEqual(CONTRACT_RULES.minBottles);
            expect(o.bottles).toBeLessThanOrEqual(
              Math.max(CONTRACT_RULES.minBottles, Math.round((pool * 0.3) / 10) * 10 + 10),
            );
            expect(Number.isInteger(o.price)).toBe(true);
            expect(o.price).toBeGreaterThanOrEqual(1);
          }
        },
      ),
    );
  });

  it('pays a premium of 15-35% over the pool price of the wine it asks for (an average variety)', () => {
    for (const o of contractBoard('napa', 77, 40, 6, GRAPE_COLORS)) {
      const pool = lotPrice(o.minQuality, 'napa', 'merlot', 40); // 40 is a step of 10: read as it is
      expect(o.price).toBeGreaterThanOrEqual(Math.floor(pool * CONTRACT_RULES.premium.min));
      expect(o.price).toBeLessThanOrEqual(Math.ceil(pool * CONTRACT_RULES.premium.max));
    }
  });

  it('grows with the reputation and the hectares', () => {
    const small = contractBoard('rioja', 12, 10, 1, GRAPE_COLORS);
    const big = contractBoard('rioja', 12, 10, 32, GRAPE_COLORS);
    small.forEach((o, i) => {
      if (o.tier === big[i]!.tier) expect(big[i]!.bottles).toBeGreaterThanOrEqual(o.bottles);
    });
    expect(contractPrice(70, 'rioja', 80, 1.2)).toBeGreaterThan(contractPrice(70, 'rioja', 10, 1.2));
  });
});

describe('contract money', () => {
  it('values a contract at bottles × price and its penalty at 40% of that, rounded up', () => {
    expect(contractValue({ bottles: 300, price: 14 })).toBe(4200);
    expect(contractPenalty({ bottles: 300, price: 14 })).toBe(1680);
    // 21 × 0.4 = 8.4 → 9
    expect(contractPenalty({ bottles: 7, price: 3 })).toBe(9);
  });

  it('counts months of 30 days', () => {
    expect(contractMonth(0)).toBe(0);
    expect(contractMonth(29)).toBe(0);
    expect(contractMonth(30)).toBe(1);
  });
});
