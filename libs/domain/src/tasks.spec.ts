import fc from 'fast-check';
import { POOL_REFILL_DAYS, suggestedSale } from './market';
import { contractUrgent, crushProblem, poolRefilledDay, saleWorthATask, suggestedSales, TASK_RULES } from './tasks';

describe("the Overview's task rules", () => {
  it('crushes grapes that reach the minimum and fit the tanks', () => {
    expect(crushProblem('merlot', 99, 1_000_000)).toBe('too_few');
    // 1,000 kg of red give 720 L, of white 620 L
    expect(crushProblem('merlot', 1_000, 720)).toBeNull();
    expect(crushProblem('merlot', 1_000, 719)).toBe('tanks_full');
    expect(crushProblem('chardonnay', 1_000, 620)).toBeNull();
  });

  it("shares a pool's month of demand between its wines, in order", () => {
    const market = { capacity: 1_500, level: 1_500 }; // a month: 375 bottles
    expect(
      suggestedSales([
        { available: 300, pool: 'red:premium', market },
        { available: 1_000, pool: 'red:premium', market },
        { available: 1_000, pool: 'white:premium', market },
        { available: 1_000, pool: 'red:premium', market },
      ]),
    ).toEqual([300, 75, 375, 0]);
    // a pool that took most of its buyers' demand offers what is left
    expect(suggestedSales([{ available: 1_000, pool: 'p', market: { capacity: 1_500, level: 40 } }])).toEqual([40]);
  });

  it("never suggests more than the Sell dialog, the pool's level or the month", () => {
    // wines of one pool meet one market
    const pool = fc
      .nat(4_000)
      .chain((capacity) => fc.record({ capacity: fc.constant(capacity), level: fc.nat(capacity) }));
    const wine = fc.record({ available: fc.nat(5_000), pool: fc.constantFrom('a', 'b') });
    fc.assert(
      fc.property(pool, pool, fc.array(wine, { maxLength: 8 }), (a, b, list) => {
        const markets = { a, b };
        const wines = list.map((w) => ({ ...w, market: markets[w.pool] }));
        const sales = suggestedSales(wines);
        wines.forEach((w, i) => expect(sales[i]).toBeLessThanOrEqual(suggestedSale(w.market, w.available)));
        for (const key of ['a', 'b'] as const) {
          const total = wines.reduce((s, w, i) => s + (w.pool === key ? sales[i]! : 0), 0);
          expect(total).toBeLessThanOrEqual(suggestedSale(markets[key], Infinity));
        }
      }),
    );
  });

  it('makes a task of a sale of at least the minimum, or of all that is left', () => {
    expect(saleWorthATask(TASK_RULES.saleMinBottles, 10_000)).toBe(true);
    expect(saleWorthATask(TASK_RULES.saleMinBottles - 1, 10_000)).toBe(false);
    expect(saleWorthATask(12, 12)).toBe(true);
    expect(saleWorthATask(0, 0)).toBe(false);
  });

  it('tells when a pool takes a number of bottles again', () => {
    expect(poolRefilledDay({ capacity: 1_200, level: 100 }, 50, 400)).toBe(400);
    // 10 bottles a day
    expect(poolRefilledDay({ capacity: 1_200, level: 0 }, 50, 400)).toBe(
      400 + Math.ceil((50 * POOL_REFILL_DAYS) / 1_200),
    );
    expect(poolRefilledDay({ capacity: 40, level: 0 }, 50, 400)).toBeNull();
  });
});

describe('contractUrgent', () => {
  it('is urgent within TASK_RULES.contractUrgentDays of its day, and past it', () => {
    expect(contractUrgent(130, 100)).toBe(true);
    expect(contractUrgent(131, 100)).toBe(false);
    expect(contractUrgent(90, 100)).toBe(true);
  });
});
