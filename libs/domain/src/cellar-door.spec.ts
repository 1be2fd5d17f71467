import fc from 'fast-check';
import {
  CELLAR_DOOR,
  cellarDoorBottlePrice,
  cellarDoorDemand,
  cellarDoorDemandLeft,
  cellarDoorPrice,
  cellarDoorUpkeep,
} from './cellar-door';
import { DAYS_PER_MONTH, DAYS_PER_YEAR } from './calendar';
import { decideCellarDoorBuild, decideCellarDoorSale, lotMarket, type CellarDoorSaleInput } from './decisions';
import { distributedRevenue, freeReceipts, WINE_TIERS } from './market';
import { REGIONS } from './regions';

const DAY = 800;
const LOT = {
  id: '5f0c2d1e-0000-4000-8000-000000000001',
  name: 'Riserva',
  vintage: 2,
  region: 'tuscany' as const,
  variety: 'sangiovese' as const,
  quality: 72,
  bottles: 2_000,
  bottledBottles: 2_000,
  bottledDay: DAY - 10,
};
const FACTS = {
  reputationPoints: 400,
  reputationPointsDay: DAY,
  plantedHectares: 4,
  medal: null,
  tiers: WINE_TIERS.map((tier) => ({ tier, level: null, countedDay: null, index: null })),
};

describe('the cellar door', () => {
  it('costs its base price up to the reference hectares, more above, with an upkeep a share of it', () => {
    expect(cellarDoorPrice(0)).toBe(CELLAR_DOOR.basePrice);
    expect(cellarDoorPrice(5)).toBe(CELLAR_DOOR.basePrice);
    expect(cellarDoorPrice(20)).toBeGreaterThan(4 * CELLAR_DOOR.basePrice);
    expect(cellarDoorUpkeep(40_000)).toBe(200);
  });

  it('has a monthly demand by region, reputation and season, never negative, more with reputation (property)', () => {
    expect(cellarDoorDemand('rioja', 50, 0)).toBe(Math.floor(CELLAR_DOOR.visitorBottles * CELLAR_DOOR.season[0]));
    // summer is busier than winter
    expect(cellarDoorDemand('napa', 50, 4 * DAYS_PER_MONTH)).toBeGreaterThan(
      cellarDoorDemand('napa', 50, 10 * DAYS_PER_MONTH),
    );
    // every day of a month has the month's demand; a year later the same
    expect(cellarDoorDemand('tuscany', 60, 3 * DAYS_PER_MONTH + 29)).toBe(
      cellarDoorDemand('tuscany', 60, 3 * DAYS_PER_MONTH),
    );
    expect(cellarDoorDemand('tuscany', 60, DAYS_PER_YEAR + 5)).toBe(cellarDoorDemand('tuscany', 60, 5));
    fc.assert(
      fc.property(
        fc.constantFrom(...REGIONS),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 5_000 }),
        (region, a, b, day) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          expect(cellarDoorDemand(region, low, day)).toBeGreaterThanOrEqual(0);
          expect(cellarDoorDemand(region, high, day)).toBeGreaterThanOrEqual(cellarDoorDemand(region, low, day));
        },
      ),
    );
    expect(cellarDoorDemandLeft(300, 120)).toBe(180);
    expect(cellarDoorDemandLeft(300, 400)).toBe(0);
  });

  it('sells at a premium over the list price', () => {
    expect(cellarDoorBottlePrice(10)).toBeCloseTo(10 * CELLAR_DOOR.premium);
    expect(cellarDoorBottlePrice(-1)).toBe(0);
  });
});

describe('decideCellarDoorBuild', () => {
  const estate = { money: 100_000, arrears: 0, plantedHectares: 4 };
  it('builds at the price for the planted hectares, through the ledger', () => {
    const plan = decideCellarDoorBuild({ estate, built: false, day: 400 });
    if (!plan.ok) throw new Error(plan.code);
    expect(plan.door).toEqual({ price: 40_000, monthlyUpkeep: 200, builtDay: 400 });
    expect(plan.postings).toEqual([{ amount: -40_000, kind: 'cellar_door_build', description: 'Cellar door built' }]);
  });

  it('refuses one built, then arrears, then too little money, in that order', () => {
    const broke = { money: 10, arrears: 5, plantedHectares: 4 };
    expect(decideCellarDoorBuild({ estate: broke, built: true, day: 1 })).toMatchObject({ code: 'CELLAR_DOOR_BUILT' });
    expect(decideCellarDoorBuild({ estate: broke, built: false, day: 1 })).toMatchObject({ code: 'ESTATE_IN_ARREARS' });
    expect(decideCellarDoorBuild({ estate: { ...broke, arrears: 0 }, built: false, day: 1 })).toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
    });
  });
});

describe('decideCellarDoorSale', () => {
  const input = (over: Partial<CellarDoorSaleInput> = {}): CellarDoorSaleInput => ({
    day: DAY,
    region: 'tuscany',
    built: true,
    lot: LOT,
    facts: FACTS,
    bottles: 50,
    soldThisMonth: 0,
    ...over,
  });

  it('sells bottles at the premium over the market tier’s list price, within the month’s demand, after distribution', () => {
    const plan = decideCellarDoorSale(input());
    if (!plan.ok) throw new Error(plan.code);
    const market = lotMarket(LOT, FACTS, DAY);
    const demand = cellarDoorDemand('tuscany', market.reputation, DAY);
    expect(plan.demand).toBe(demand);
    expect(plan.demandLeft).toBe(demand - 50);
    expect(plan.bottlePrice).toBeCloseTo(market.market.price * CELLAR_DOOR.premium);
    expect(plan.gross).toBe(Math.floor(50 * plan.bottlePrice + 1e-9));
    expect(plan.money).toBe(plan.gross); // within the free receipts
    expect(plan.postings).toEqual([
      {
        amount: plan.money,
        kind: 'cellar_door_sale',
        description: '50 bottles of Riserva (Year 2) sold at the cellar door',
      },
    ]);
    expect(plan.lot).toEqual({ bottles: LOT.bottles - 50 });
    // beyond the free receipts the distributors keep their share, as for a pool sale
    const busy = decideCellarDoorSale(input({ facts: { ...FACTS, salesRevenue: 500_000 } }));
    if (!busy.ok) throw new Error(busy.code);
    expect(busy.money).toBe(distributedRevenue(500_000, busy.gross, freeReceipts(4)));
    expect(busy.money).toBeLessThan(busy.gross);
  });

  it('refuses a bad count, then no cellar door, then too many bottles, then beyond the month’s demand, in that order', () => {
    for (const bottles of [0, -1, 1.5, '3', null])
      expect(decideCellarDoorSale(input({ bottles, built: false }))).toMatchObject({
        code: 'VALIDATION_FAILED',
        errors: [{ field: 'bottles' }],
      });
    expect(decideCellarDoorSale(input({ built: false, bottles: 5_000 }))).toMatchObject({
      code: 'CELLAR_DOOR_NOT_BUILT',
    });
    expect(decideCellarDoorSale(input({ bottles: 5_000 }))).toMatchObject({ code: 'NOT_ENOUGH_WINE' });
    const demand = cellarDoorDemand('tuscany', lotMarket(LOT, FACTS, DAY).reputation, DAY);
    expect(decideCellarDoorSale(input({ soldThisMonth: demand - 10, bottles: 11 }))).toMatchObject({
      code: 'DEMAND_EXHAUSTED',
    });
    expect(decideCellarDoorSale(input({ soldThisMonth: demand - 10, bottles: 10 })).ok).toBe(true);
  });

  it('splitting a sale never pays more (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 100 }), fc.integer({ min: 0, max: 300_000 }), (bottles, receipts) => {
        const facts = { ...FACTS, salesRevenue: receipts };
        const whole = decideCellarDoorSale(input({ bottles, facts }));
        const half = Math.floor(bottles / 2);
        const first = decideCellarDoorSale(input({ bottles: half, facts }));
        if (!whole.ok || !first.ok) return;
        const second = decideCellarDoorSale(
          input({
            bottles: bottles - half,
            soldThisMonth: half,
            facts: { ...facts, salesRevenue: receipts + first.money },
          }),
        );
        if (!second.ok) return;
        expect(first.money + second.money).toBeLessThanOrEqual(whole.money);
      }),
    );
  });
});
