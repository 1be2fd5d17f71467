import fc from 'fast-check';
import {
  BOTTLE_STORE,
  bottlesOverCapacity,
  bottleStoreCapacity,
  extensionsCost,
  isStorageChargeDay,
  storageCharge,
} from './bottle-store';
import { decideBottleStoreBuild, type BottleStoreBuildInput } from './decisions';

describe('the bottle store', () => {
  it('starts by template and grows by extensions', () => {
    expect(bottleStoreCapacity('family', 0)).toBe(BOTTLE_STORE.starting.family);
    expect(bottleStoreCapacity('boutique', 2)).toBe(BOTTLE_STORE.starting.boutique + 2 * BOTTLE_STORE.extensionBottles);
  });

  it('each extension is dearer than the last; buying them one by one costs what buying them at once does (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30 }), fc.integer({ min: 1, max: 5 }), (built, count) => {
        expect(extensionsCost(built + 1, 1)).toBeGreaterThan(extensionsCost(built, 1));
        let oneByOne = 0;
        for (let i = 0; i < count; i++) oneByOne += extensionsCost(built + i, 1);
        expect(extensionsCost(built, count)).toBe(oneByOne);
        expect(Number.isSafeInteger(extensionsCost(built, count))).toBe(true);
      }),
    );
    expect(extensionsCost(0, 1)).toBe(BOTTLE_STORE.extensionCost);
  });

  it('charges storage only beyond the capacity, per started hundred bottles, never negative (property)', () => {
    expect(storageCharge(20_000, 20_000)).toBe(0);
    expect(storageCharge(20_001, 20_000)).toBe(BOTTLE_STORE.chargePerHundred);
    expect(storageCharge(20_250, 20_000)).toBe(3 * BOTTLE_STORE.chargePerHundred);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 1_000_000 }), (stock, capacity) => {
        const charge = storageCharge(stock, capacity);
        expect(charge).toBeGreaterThanOrEqual(0);
        expect(charge === 0).toBe(bottlesOverCapacity(stock, capacity) === 0);
        expect(storageCharge(stock + 100, capacity)).toBeGreaterThanOrEqual(charge);
      }),
    );
  });

  it('charges on the first day of each game month', () => {
    expect([0, 1, 29, 30, 31, 60].map(isStorageChargeDay)).toEqual([false, false, false, true, false, true]);
  });
});

const INPUT: BottleStoreBuildInput = {
  estate: { money: 100_000, arrears: 0, template: 'family' },
  built: 1,
  count: 2,
};

describe('decideBottleStoreBuild', () => {
  it('pays the extensions through the ledger and answers the new capacity', () => {
    const plan = decideBottleStoreBuild(INPUT);
    if (!plan.ok) throw new Error(plan.code);
    const cost = extensionsCost(1, 2);
    expect(plan).toMatchObject({ cost, built: 3, capacity: bottleStoreCapacity('family', 3) });
    expect(plan.postings).toEqual([
      { amount: -cost, kind: 'bottle_store', description: expect.stringContaining('20,000 bottles') },
    ]);
  });

  it('refuses a count out of range, arrears and too little money', () => {
    for (const count of [0, 6, 1.5, '2', null])
      expect(decideBottleStoreBuild({ ...INPUT, count })).toMatchObject({
        ok: false,
        code: 'VALIDATION_FAILED',
        errors: [{ field: 'count' }],
      });
    expect(decideBottleStoreBuild({ ...INPUT, estate: { ...INPUT.estate, arrears: 5 } })).toMatchObject({
      ok: false,
      code: 'ESTATE_IN_ARREARS',
    });
    const cost = extensionsCost(1, 2);
    expect(decideBottleStoreBuild({ ...INPUT, estate: { ...INPUT.estate, money: cost - 1 } })).toMatchObject({
      ok: false,
      code: 'INSUFFICIENT_FUNDS',
    });
    expect(decideBottleStoreBuild({ ...INPUT, estate: { ...INPUT.estate, money: cost } }).ok).toBe(true);
  });
});
