import fc from 'fast-check';
import { quoteGrapeSale } from './grapes';
import { cooperativeSale } from './harvest-plans';
import { saleIncome } from './income';
import { quoteWineSale } from './market';
import { REGIONS } from './regions';
import { bulkWineRevenue } from './winery';

/** Splits `total` into 1–40 positive parts (what a player selling in small lots would send). */
const split = (total: number) =>
  fc.array(fc.integer({ min: 1, max: Math.max(1, total) }), { minLength: 1, maxLength: 40 }).map((parts) => {
    const out: number[] = [];
    let left = total;
    for (const p of parts) {
      if (left <= 0) break;
      const n = Math.min(p, left);
      out.push(n);
      left -= n;
    }
    if (left > 0) out.push(left);
    return out;
  });
const region = fc.constantFrom(...REGIONS);
const quality = fc.integer({ min: 0, max: 100 });
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe('a split sale never earns more than the whole sale (issue 34, item 5)', () => {
  it('rounds a sale’s income down to whole euros, absorbing only floating-point error', () => {
    expect(saleIncome(0.99)).toBe(0);
    expect(saleIncome(1.5)).toBe(1);
    expect(saleIncome(99.99999999999997)).toBe(100);
    expect(saleIncome(-3)).toBe(0);
  });

  it('bulk wine: 100 × 1 L of Rioja pays no more than one 100 L sale', () => {
    const parts = Array.from({ length: 100 }, () => bulkWineRevenue('rioja', 50, 1));
    expect(sum(parts)).toBeLessThanOrEqual(bulkWineRevenue('rioja', 50, 100));
    fc.assert(
      fc.property(
        region,
        quality,
        fc.integer({ min: 1, max: 5_000 }).chain((l) => fc.tuple(fc.constant(l), split(l))),
        (r, q, [litres, parts]) => sum(parts.map((p) => bulkWineRevenue(r, q, p))) <= bulkWineRevenue(r, q, litres),
      ),
    );
  });

  it('grapes: selling kilograms in parts (the buyers’ pool moving between them) pays no more', () => {
    fc.assert(
      fc.property(
        region,
        quality,
        fc.integer({ min: 0, max: 50_000 }),
        fc.integer({ min: 0, max: 50_000 }),
        fc.integer({ min: 1, max: 20_000 }).chain((k) => fc.tuple(fc.constant(k), split(k))),
        (r, q, capacityKg, usedKg, [kilograms, parts]) => {
          const whole = quoteGrapeSale({ region: r, quality: q, capacityKg, usedKg }, kilograms).money;
          let used = usedKg;
          let got = 0;
          for (const p of parts) {
            const quote = quoteGrapeSale({ region: r, quality: q, capacityKg, usedKg: used }, p);
            got += quote.money;
            used += quote.buyersKg;
          }
          return got <= whole;
        },
      ),
    );
    const mendoza = { region: 'mendoza' as const, quality: 50, capacityKg: 0, usedKg: 0 };
    const twenty = Array.from({ length: 20 }, () => quoteGrapeSale(mendoza, 1).money);
    expect(sum(twenty)).toBeLessThanOrEqual(quoteGrapeSale(mendoza, 20).money);
    fc.assert(
      fc.property(
        region,
        fc.integer({ min: 1, max: 20_000 }).chain((k) => fc.tuple(fc.constant(k), split(k))),
        (r, [k, parts]) => sum(parts.map((p) => cooperativeSale(r, p))) <= cooperativeSale(r, k),
      ),
    );
  });

  it('bottled wine: selling bottles in parts from the same pool pays no more', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 500, noNaN: true }),
        fc.integer({ min: 1, max: 5_000 }),
        fc.integer({ min: 0, max: 5_000 }),
        fc.integer({ min: 1, max: 5_000 }).chain((n) => fc.tuple(fc.constant(n), split(n))),
        (price, capacity, levelRaw, [bottles, parts]) => {
          const level = Math.min(capacity, levelRaw);
          const whole = quoteWineSale({ price, capacity, level }, bottles).money;
          let left = level;
          let got = 0;
          for (const p of parts) {
            const quote = quoteWineSale({ price, capacity, level: left }, p);
            got += quote.money;
            left -= quote.bottles;
          }
          return got <= whole;
        },
      ),
    );
  });
});
