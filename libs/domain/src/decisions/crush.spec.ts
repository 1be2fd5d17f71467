import fc from 'fast-check';
import { crush, VESSELS, WINE_PRESET_INFO, wineSchedule, type FreeBarrel } from '../winery';
import { decideCrush, resolveWineChoice, type CrushInput } from './crush';

const DAY = 250;

function input(over: Partial<CrushInput> = {}): CrushInput {
  return {
    day: DAY,
    money: 100_000,
    lot: {
      region: 'rioja',
      variety: 'tempranillo',
      quality: 75,
      blockName: 'Viña',
      vintage: 1,
      kilograms: 5_000,
      harvestDay: DAY,
      countedDay: DAY,
    },
    kilograms: 4_000,
    preset: 'joven_red',
    plan: WINE_PRESET_INFO.joven_red.plan,
    cellar: { tanks: [{ id: 't1', freeLitres: 5_000 }], freeBarrels: [] },
    ...over,
  };
}

const barrels = (n: number): FreeBarrel[] =>
  Array.from({ length: n }, (_, i) => ({ id: `b${i}`, kind: 'barrel_french', fills: i % 3 }));

describe('resolveWineChoice', () => {
  it('takes a preset’s plan, or the player’s (no oak without oak élevage), but not both or neither', () => {
    expect(resolveWineChoice({ preset: 'joven_red' })).toEqual({
      ok: true,
      preset: 'joven_red',
      plan: WINE_PRESET_INFO.joven_red.plan,
    });
    const own = { ...WINE_PRESET_INFO.joven_red.plan, oak: 'french' as const };
    expect(resolveWineChoice({ plan: own })).toMatchObject({ ok: true, preset: null, plan: { oak: null } });
    expect(resolveWineChoice({})).toMatchObject({
      ok: false,
      code: 'WINE_PLAN_INVALID',
      errors: [{ field: 'preset' }],
    });
    expect(resolveWineChoice({ preset: 'joven_red', plan: own })).toMatchObject({ ok: false });
  });
});

describe('decideCrush', () => {
  it('presses the kilograms into a batch in the tanks, pays the crush and leaves the rest of the lot', () => {
    const plan = decideCrush(input());
    if (!plan.ok) throw new Error(plan.code);
    const pressed = crush('red', 4_000, WINE_PRESET_INFO.joven_red.plan.sorting);
    expect(plan.cost).toBe(pressed.cost);
    expect(plan.postings).toEqual([
      {
        amount: -pressed.cost,
        kind: 'crush',
        description: `4000 kg of Tempranillo (Viña) crushed into ${pressed.litres} L`,
      },
    ]);
    expect(plan.batch).toMatchObject({
      colour: 'red',
      litres: pressed.litres,
      initialLitres: pressed.litres,
      kilograms: pressed.kilograms,
      grapeQuality: 75,
      preset: 'joven_red',
      schedule: wineSchedule('red', WINE_PRESET_INFO.joven_red.plan, DAY),
      status: 'active',
    });
    expect(plan.contents).toEqual([{ vesselId: 't1', litres: pressed.litres }]);
    expect(plan.filledBarrels).toEqual([]);
    expect(plan.lot).toEqual({ kilograms: 5_000 - pressed.kilograms, countedDay: DAY });
  });

  it('a winemaker adds quality points by skill, on top of the equipment’s, never above 100', () => {
    const quality = (over: Partial<CrushInput>) => {
      const plan = decideCrush(input(over));
      if (!plan.ok) throw new Error(plan.code);
      return plan.batch.grapeQuality;
    };
    expect([null, 1, 2, 3, 4, 5].map((winemakerSkill) => quality({ winemakerSkill }))).toEqual([
      75, 76, 76, 77, 77, 78,
    ]);
    expect(quality({ winemakerSkill: 5, equipment: ['sorting_table'] })).toBe(75 + 2 + 3);
    expect(quality({ winemakerSkill: 5, lot: { ...input().lot, quality: 99 } })).toBe(100);
  });

  it('refuses a plan for the other colour, more grapes than are left, too few, no room, and no money', () => {
    const code = (over: Partial<CrushInput>) => {
      const d = decideCrush(input(over));
      return d.ok ? 'ok' : `${d.code} ${d.errors?.[0]?.field ?? ''}`.trim();
    };
    expect(code({ preset: 'fresh_white', plan: WINE_PRESET_INFO.fresh_white.plan })).toBe('WINE_PLAN_INVALID preset');
    expect(code({ preset: null, plan: { ...WINE_PRESET_INFO.joven_red.plan, malolactic: false } })).toBe(
      'WINE_PLAN_INVALID plan',
    );
    expect(code({ kilograms: 5_001 })).toBe('NOT_ENOUGH_GRAPES kilograms');
    expect(code({ kilograms: 1 })).toBe('VALIDATION_FAILED kilograms');
    expect(code({ cellar: { tanks: [{ id: 't1', freeLitres: 100 }], freeBarrels: [] } })).toBe(
      'NOT_ENOUGH_TANK_SPACE kilograms',
    );
    expect(code({ money: 0 })).toBe('INSUFFICIENT_FUNDS');
  });

  it('oak: reserves free barrels of the plan’s oak, each filled once more, or refuses for want of them', () => {
    const oak = Object.entries(WINE_PRESET_INFO).find(([, p]) => p.colour === 'red' && p.plan.elevage === 'oak')!;
    const [preset, info] = oak as [
      keyof typeof WINE_PRESET_INFO,
      (typeof WINE_PRESET_INFO)[keyof typeof WINE_PRESET_INFO],
    ];
    const kind = `barrel_${info.plan.oak!}` as const;
    const free = Array.from({ length: 40 }, (_, i) => ({ id: `b${i}`, kind, fills: i % 3 }));
    const plan = decideCrush(
      input({ preset, plan: info.plan, cellar: { tanks: [{ id: 't1', freeLitres: 5_000 }], freeBarrels: free } }),
    );
    if (!plan.ok) throw new Error(plan.code);
    expect(plan.filledBarrels.length).toBeGreaterThan(0);
    expect(plan.filledBarrels.length).toBeLessThanOrEqual(Math.ceil(plan.batch.litres / VESSELS[kind].litres) + 1);
    expect(plan.batch.oakStrength).toBeGreaterThan(0);
    const none = decideCrush(
      input({ preset, plan: info.plan, cellar: { tanks: [{ id: 't1', freeLitres: 5_000 }], freeBarrels: barrels(0) } }),
    );
    expect(none).toMatchObject({ ok: false, code: 'NOT_ENOUGH_BARRELS', errors: [{ field: 'preset' }] });
  });

  it('crushes any amount that fits the lot and the tanks, and books exactly the crush’s cost', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6_000 }), fc.integer({ min: 0, max: 6_000 }), (kilograms, freeLitres) => {
        const d = decideCrush(input({ kilograms, cellar: { tanks: [{ id: 't1', freeLitres }], freeBarrels: [] } }));
        const pressed = crush('red', kilograms, WINE_PRESET_INFO.joven_red.plan.sorting);
        if (kilograms > 5_000) expect(d).toMatchObject({ ok: false, code: 'NOT_ENOUGH_GRAPES' });
        else if (pressed.litres < 1) expect(d).toMatchObject({ ok: false, code: 'VALIDATION_FAILED' });
        else if (pressed.litres > freeLitres) expect(d).toMatchObject({ ok: false, code: 'NOT_ENOUGH_TANK_SPACE' });
        else {
          if (!d.ok) throw new Error(d.code);
          expect(d.postings[0]!.amount).toBe(-pressed.cost);
          expect(d.contents.reduce((sum, c) => sum + c.litres, 0)).toBe(pressed.litres);
          expect(d.lot.kilograms).toBe(5_000 - pressed.kilograms);
        }
      }),
    );
  });
});
