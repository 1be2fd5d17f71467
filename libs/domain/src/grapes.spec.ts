import fc from 'fast-check';
import {
  cooperativePrice,
  GRAPE_FRESHNESS,
  grapeBuyerCapacity,
  grapeBuyerPrice,
  grapeBuyerSeason,
  grapeFreshness,
  grapeGraceDaysLeft,
  grapeLotKilograms,
  quoteGrapeSale,
  REGIONS,
  type GrapeMarket,
} from './index';

describe('grape lot freshness', () => {
  it('keeps fully through the grace period, then loses a little each day', () => {
    expect(grapeFreshness(0)).toBe(1);
    expect(grapeFreshness(GRAPE_FRESHNESS.graceDays)).toBe(1);
    expect(grapeFreshness(GRAPE_FRESHNESS.graceDays + 1)).toBeCloseTo(1 - GRAPE_FRESHNESS.dailyLoss);
    expect(grapeFreshness(GRAPE_FRESHNESS.graceDays + 10)).toBeCloseTo((1 - GRAPE_FRESHNESS.dailyLoss) ** 10);
    expect(grapeGraceDaysLeft(100, 100)).toBe(15);
    expect(grapeGraceDaysLeft(100, 120)).toBe(0);
  });

  it('counts kilograms on read from the harvest day, also after a sale re-counted them', () => {
    expect(grapeLotKilograms(1000, 200, 200, 210)).toBe(1000);
    expect(grapeLotKilograms(1000, 200, 200, 225)).toBe(Math.floor(1000 * 0.99 ** 10));
    // 500 kg left after a sale on day 220 (5 days late): they perish from then on as the lot does
    expect(grapeLotKilograms(500, 200, 220, 220)).toBe(500);
    expect(grapeLotKilograms(500, 200, 220, 225)).toBe(Math.floor(500 * 0.99 ** 5));
    expect(grapeLotKilograms(0, 200, 200, 400)).toBe(0);
  });

  it('never grows and never goes below zero', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 2000 }),
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 0, max: 400 }),
        (kg, harvest, counted, later) => {
          const a = grapeLotKilograms(kg, harvest, harvest + counted, harvest + counted + later);
          const b = grapeLotKilograms(kg, harvest, harvest + counted, harvest + counted + later + 1);
          return a <= kg && b <= a && b >= 0;
        },
      ),
    );
  });
});

describe('grape buyers', () => {
  it('pay G_region × (0.5 + q/100) and the cooperative 30% of G', () => {
    expect(grapeBuyerPrice('napa', 50)).toBeCloseTo(2.4);
    expect(grapeBuyerPrice('mendoza', 100)).toBeCloseTo(1.05);
    expect(grapeBuyerPrice('rioja', 0)).toBeCloseTo(0.41);
    expect(cooperativePrice('bordeaux')).toBeCloseTo(0.48);
    for (const r of REGIONS) expect(cooperativePrice(r)).toBeLessThan(grapeBuyerPrice(r, 0));
  });

  it('refill every September and hold 5,000 kg per planted hectare (at least one)', () => {
    expect(grapeBuyerSeason(0)).toBe(0);
    expect(grapeBuyerSeason(179)).toBe(0);
    expect(grapeBuyerSeason(180)).toBe(1);
    expect(grapeBuyerSeason(539)).toBe(1);
    expect(grapeBuyerSeason(540)).toBe(2);
    expect(grapeBuyerCapacity(0.2)).toBe(5000);
    expect(grapeBuyerCapacity(3.5)).toBe(17_500);
  });

  const market: GrapeMarket = { region: 'tuscany', quality: 70, capacityKg: 10_000, usedKg: 0 };

  it('quotes a full pool near list price at first, the pool integral for more, the cooperative beyond', () => {
    const p = grapeBuyerPrice('tuscany', 70);
    const small = quoteGrapeSale(market, 100);
    expect(small.buyersKg).toBe(100);
    expect(small.cooperativeKg).toBe(0);
    expect(small.money / 100).toBeGreaterThan(0.99 * p);
    expect(small.money / 100).toBeLessThanOrEqual(p);
    // the buyers stop where their price meets the cooperative's: D* = Cap (c/P)²
    const c = cooperativePrice('tuscany');
    const stop = Math.floor(10_000 - 10_000 * (c / p) ** 2);
    const all = quoteGrapeSale(market, 50_000);
    expect(all.buyersKg).toBe(stop);
    expect(all.cooperativeKg).toBe(50_000 - stop);
    expect(all.poolAfter).toBe(0);
    expect(all.marginalPriceAfter).toBeCloseTo(c);
    expect(all.cooperativeMoney).toBeCloseTo((50_000 - stop) * c);
    // an empty pool: everything to the cooperative
    const empty = quoteGrapeSale({ ...market, usedKg: 10_000 }, 1000);
    expect(empty).toMatchObject({ buyersKg: 0, cooperativeKg: 1000, money: Math.round(1000 * c) });
  });

  it('pays the same for one sale as for the same kilograms in two, and less per kilogram the more is sold', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...REGIONS),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 40_000 }),
        fc.integer({ min: 0, max: 40_000 }),
        fc.integer({ min: 0, max: 20_000 }),
        (region, quality, a, b, used) => {
          const m: GrapeMarket = { region, quality, capacityKg: 20_000, usedKg: used };
          const one = quoteGrapeSale(m, a + b);
          const first = quoteGrapeSale(m, a);
          const second = quoteGrapeSale({ ...m, usedKg: used + first.buyersKg }, b);
          const exact = one.buyersMoney + one.cooperativeMoney;
          const split = first.buyersMoney + first.cooperativeMoney + second.buyersMoney + second.cooperativeMoney;
          const perKg = (q: ReturnType<typeof quoteGrapeSale>) =>
            q.kilograms ? (q.buyersMoney + q.cooperativeMoney) / q.kilograms : Infinity;
          return (
            Math.abs(exact - split) < 1e-6 * Math.max(1, exact) &&
            perKg(one) <= perKg(first) + 1e-9 &&
            one.money >= 0 &&
            one.marginalPriceAfter >= cooperativePrice(region) - 1e-9
          );
        },
      ),
    );
  });
});
