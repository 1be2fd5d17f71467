import fc from 'fast-check';
import { bottlesFromLitres, bottlingCost, WINE_PRESET_INFO, wineSchedule } from './winery';
import {
  bottlingPerBottle,
  crushQualityBonus,
  EQUIPMENT,
  EQUIPMENT_KINDS,
  EQUIPMENT_RULES,
  equipmentBottlingCost,
  equipmentPrice,
  equipmentUpkeep,
  type EquipmentKind,
} from './equipment';
import { decideBottling, decideCrush, decideEquipmentPurchase, type EquipmentPurchaseInput } from './decisions';

const kinds = fc.constantFrom(...EQUIPMENT_KINDS);

describe('winery equipment', () => {
  it('costs its base price up to the reference hectares, then grows faster than the hectares (property)', () => {
    for (const kind of EQUIPMENT_KINDS) {
      expect(equipmentPrice(kind, 0)).toBe(EQUIPMENT[kind].basePrice);
      expect(equipmentPrice(kind, EQUIPMENT_RULES.referenceHectares)).toBe(EQUIPMENT[kind].basePrice);
    }
    fc.assert(
      fc.property(
        kinds,
        fc.double({ min: 0, max: 500, noNaN: true }),
        fc.double({ min: 0, max: 500, noNaN: true }),
        (kind, a, b) => {
          const [small, large] = a <= b ? [a, b] : [b, a];
          const price = equipmentPrice(kind, large);
          expect(Number.isSafeInteger(price)).toBe(true);
          expect(price % EQUIPMENT_RULES.priceRounding).toBe(0);
          expect(price).toBeGreaterThanOrEqual(equipmentPrice(kind, small));
          // bigger is not linearly better: the price a hectare never falls above the reference
          const ref = EQUIPMENT_RULES.referenceHectares;
          if (small >= ref * 2)
            expect(price / large).toBeGreaterThanOrEqual(
              equipmentPrice(kind, small) / small - EQUIPMENT_RULES.priceRounding,
            );
        },
      ),
    );
    expect(equipmentPrice('sorting_table', 50)).toBeGreaterThan(10 * equipmentPrice('sorting_table', 5));
  });

  it('costs a monthly upkeep of a share of its price, never negative', () => {
    expect(equipmentUpkeep(30_000)).toBe(150);
    expect(equipmentUpkeep(0)).toBe(0);
    expect(equipmentUpkeep(-5)).toBe(0);
  });

  it('adds quality at the crush by colour, capped, each kind counted once (property)', () => {
    expect(crushQualityBonus([], 'red')).toBe(0);
    expect(crushQualityBonus(['sorting_table'], 'red')).toBe(2);
    expect(crushQualityBonus(['temperature_control'], 'white')).toBe(2);
    expect(crushQualityBonus(['temperature_control'], 'red')).toBe(1);
    expect(crushQualityBonus(['bottling_line'], 'red')).toBe(0);
    expect(crushQualityBonus(['sorting_table', 'sorting_table'], 'red')).toBe(2);
    fc.assert(
      fc.property(fc.array(kinds), fc.constantFrom('red' as const, 'white' as const), (owned, colour) => {
        const bonus = crushQualityBonus(owned, colour);
        expect(bonus).toBeGreaterThanOrEqual(0);
        expect(bonus).toBeLessThanOrEqual(EQUIPMENT_RULES.maxCrushQuality);
      }),
    );
  });

  it('bottles for less with a bottling line, as bottlingCost without one (property)', () => {
    expect(bottlingPerBottle([])).toBe(1.5);
    expect(bottlingPerBottle(['bottling_line'])).toBeCloseTo(1.1);
    expect(equipmentBottlingCost(1_000, ['bottling_line'])).toBe(1_100);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (bottles) => {
        expect(equipmentBottlingCost(bottles, [])).toBe(bottlingCost(bottles));
        expect(equipmentBottlingCost(bottles, ['bottling_line', 'sorting_table'])).toBeLessThanOrEqual(
          bottlingCost(bottles),
        );
      }),
    );
  });
});

describe('decideEquipmentPurchase', () => {
  const input = (over: Partial<EquipmentPurchaseInput> = {}): EquipmentPurchaseInput => ({
    estate: { money: 100_000, arrears: 0, plantedHectares: 5 },
    owned: [],
    kind: 'sorting_table',
    day: 400,
    ...over,
  });

  it('buys the piece at its price for the planted hectares, with its upkeep fixed from that price', () => {
    const plan = decideEquipmentPurchase(input({ estate: { money: 100_000, arrears: 0, plantedHectares: 8 } }));
    if (!plan.ok) throw new Error(plan.code);
    const price = equipmentPrice('sorting_table', 8);
    expect(plan.equipment).toEqual({
      kind: 'sorting_table',
      price,
      monthlyUpkeep: equipmentUpkeep(price),
      boughtDay: 400,
    });
    expect(plan.postings).toEqual([
      { amount: -price, kind: 'equipment_purchase', description: 'Equipment bought: sorting table' },
    ]);
    expect(plan.message).toContain('Sorting table bought');
  });

  it('refuses an unknown kind, then one owned, then arrears, then too little money, in that order', () => {
    const broke = { money: 10, arrears: 5, plantedHectares: 5 };
    for (const kind of [undefined, 'laser', 3, null])
      expect(decideEquipmentPurchase(input({ kind, estate: broke, owned: ['sorting_table'] }))).toMatchObject({
        ok: false,
        code: 'EQUIPMENT_KIND_INVALID',
        errors: [{ field: 'kind' }],
      });
    expect(decideEquipmentPurchase(input({ estate: broke, owned: ['sorting_table'] }))).toMatchObject({
      ok: false,
      code: 'EQUIPMENT_OWNED',
    });
    expect(decideEquipmentPurchase(input({ estate: broke }))).toMatchObject({ ok: false, code: 'ESTATE_IN_ARREARS' });
    const price = equipmentPrice('sorting_table', 5);
    expect(
      decideEquipmentPurchase(input({ estate: { money: price - 1, arrears: 0, plantedHectares: 5 } })),
    ).toMatchObject({ ok: false, code: 'INSUFFICIENT_FUNDS' });
    expect(decideEquipmentPurchase(input({ estate: { money: price, arrears: 0, plantedHectares: 5 } })).ok).toBe(true);
  });

  it('each kind can be bought beside the others (property)', () => {
    fc.assert(
      fc.property(fc.subarray([...EQUIPMENT_KINDS]), kinds, (owned: EquipmentKind[], kind) => {
        const plan = decideEquipmentPurchase(
          input({ owned, kind, estate: { money: 1e9, arrears: 0, plantedHectares: 20 } }),
        );
        expect(plan.ok).toBe(!owned.includes(kind));
      }),
    );
  });
});

describe('the equipment in the crush and bottling decisions', () => {
  it('a crush with a sorting table and temperature control starts the batch that many points higher (at most 100)', () => {
    const base = {
      day: 250,
      money: 100_000,
      lot: {
        region: 'rioja' as const,
        variety: 'tempranillo' as const,
        quality: 75,
        blockName: 'Viña',
        vintage: 1,
        kilograms: 5_000,
        harvestDay: 250,
        countedDay: 250,
      },
      kilograms: 4_000,
      preset: 'joven_red' as const,
      plan: WINE_PRESET_INFO.joven_red.plan,
      cellar: { tanks: [{ id: 't1', freeLitres: 5_000 }], freeBarrels: [] },
    };
    const without = decideCrush(base);
    const withEquipment = decideCrush({ ...base, equipment: ['sorting_table', 'temperature_control'] });
    const capped = decideCrush({ ...base, lot: { ...base.lot, quality: 99 }, equipment: ['sorting_table'] });
    if (!without.ok || !withEquipment.ok || !capped.ok) throw new Error('refused');
    expect(without.batch.grapeQuality).toBe(75);
    expect(withEquipment.batch.grapeQuality).toBe(78);
    expect(capped.batch.grapeQuality).toBe(100);
    expect(withEquipment.cost).toBe(without.cost);
  });

  it('bottling with a bottling line pays less a bottle', () => {
    const plan = WINE_PRESET_INFO.joven_red.plan;
    const schedule = wineSchedule('red', plan, 250);
    const batch = {
      status: 'active' as const,
      litres: 3_000,
      region: 'rioja' as const,
      variety: 'tempranillo' as const,
      blend: null,
      vintage: 1,
      grapeQuality: 70,
      plan,
      oakStrength: 0,
      schedule,
    };
    const line = decideBottling({ day: schedule.readyDay, batch, name: 'Joven', equipment: ['bottling_line'] });
    if (!line.ok) throw new Error(line.code);
    const bottles = bottlesFromLitres(3_000);
    expect(line.cost).toBe(equipmentBottlingCost(bottles, ['bottling_line']));
    expect(line.cost).toBeLessThan(bottlingCost(bottles));
    expect(line.postings[0]!.amount).toBe(-line.cost);
  });
});
