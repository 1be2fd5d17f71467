import {
  allocateCellar,
  barrelOakStrength,
  batchQuality,
  bottleQuality,
  blendComponents,
  blendDominantVariety,
  blendLabel,
  blendProblem,
  blendQuality,
  BLEND_LIMITS,
  bottlesFromLitres,
  bulkWinePrice,
  classicBlend,
  CLASSIC_BLEND_BONUS,
  CLASSIC_BLENDS,
  crush,
  expectedReadyQuality,
  FERMENTATION_DAYS,
  inTanks,
  MALOLACTIC_DAYS,
  QUALITY_EFFECTS,
  shrinkShares,
  VARIETY_WINEMAKING,
  WINE_PRESET_INFO,
  WINE_PRESETS,
  winePlanProblem,
  winePresetProblem,
  wineSchedule,
  wineStage,
  wineBatchName,
  wineVarietyLabel,
  type BlendCandidate,
  type WinePlan,
  type WineStage,
} from './winery';
import { MESSAGES } from './messages';
import { GRAPE_VARIETIES, GRAPE_VARIETY_COLORS, type GrapeVariety } from './varieties';

/**
 * The parity test the issue asks for: a batch's stage and quality computed on read from its
 * schedule equal what a day-by-day update (a tick that moves each batch along and adds each
 * stage's effect as it ends) would give, for every day of every preset and a spread of plans.
 */
function dayByDay(variety: GrapeVariety, plan: WinePlan, grapeQuality: number, oak: number, days: number) {
  const colour = GRAPE_VARIETY_COLORS[variety];
  const rules = VARIETY_WINEMAKING[variety];
  let stage: WineStage = 'fermentation';
  let inStage = 0;
  let points = 0;
  let oakDays = 0;
  const out: { stage: WineStage; quality: number }[] = [];
  const quality = () => {
    const oakPoints =
      plan.elevage === 'oak' && oakDays > 0
        ? rules.oakMax * oak * Math.min(1, oakDays / rules.oakOptimumDays) -
          (Math.max(0, oakDays - rules.oakOptimumDays) / 100) * QUALITY_EFFECTS.overOakPer100Days
        : 0;
    const sum = Math.max(QUALITY_EFFECTS.bounds.min, Math.min(QUALITY_EFFECTS.bounds.max, points + oakPoints));
    return Math.round(Math.max(0, Math.min(100, grapeQuality + sum)));
  };
  for (let day = 0; day <= days; day++) {
    out.push({ stage, quality: quality() });
    // the night's update
    inStage++;
    if (stage === 'fermentation' && inStage >= FERMENTATION_DAYS[colour][plan.fermentation]) {
      if (plan.sorting) points += QUALITY_EFFECTS.sorting;
      if (plan.fermentation === 'cool' && colour === 'white') points += QUALITY_EFFECTS.coolFermentation;
      if (plan.fermentation === 'extended' && colour === 'red') points += QUALITY_EFFECTS.extendedMaceration;
      stage = plan.malolactic ? 'malolactic' : 'elevage';
      inStage = 0;
    } else if (stage === 'malolactic' && inStage >= MALOLACTIC_DAYS) {
      points += rules.malolactic;
      stage = 'elevage';
      inStage = 0;
    } else if (stage === 'elevage') {
      oakDays = plan.elevage === 'oak' ? inStage : 0;
      if (inStage >= plan.elevageDays) stage = 'ready';
    }
  }
  return out;
}

const plans: [GrapeVariety, WinePlan][] = [
  ...WINE_PRESETS.map((p): [GrapeVariety, WinePlan] => [
    WINE_PRESET_INFO[p].colour === 'red' ? 'tempranillo' : 'chardonnay',
    WINE_PRESET_INFO[p].plan,
  ]),
  [
    'riesling',
    { sorting: true, fermentation: 'standard', malolactic: true, elevage: 'oak', oak: 'french', elevageDays: 400 },
  ],
  [
    'pinot noir',
    { sorting: false, fermentation: 'extended', malolactic: true, elevage: 'oak', oak: 'american', elevageDays: 720 },
  ],
  [
    'sauvignon blanc',
    { sorting: true, fermentation: 'cool', malolactic: false, elevage: 'steel', oak: null, elevageDays: 45 },
  ],
];

describe('lazy readiness equals a day-by-day update', () => {
  it.each(plans)('%s with %j', (variety, plan) => {
    const colour = GRAPE_VARIETY_COLORS[variety];
    expect(winePlanProblem(colour, plan)).toBeNull();
    const schedule = wineSchedule(colour, plan, 0);
    const days = schedule.readyDay + 30;
    const reference = dayByDay(variety, plan, 70, 0.75, days);
    for (let day = 0; day <= days; day++) {
      expect({
        day,
        stage: wineStage(schedule, day),
        quality: batchQuality(70, variety, plan, schedule, 0.75, day),
      }).toEqual({
        day,
        ...reference[day],
      });
    }
  });

  it('does not depend on the start day', () => {
    const plan = WINE_PRESET_INFO.reserva.plan;
    for (const start of [0, 17, 545, 3_600]) {
      const s = wineSchedule('red', plan, start);
      expect(s.readyDay - start).toBe(FERMENTATION_DAYS.red.extended + MALOLACTIC_DAYS + plan.elevageDays);
      expect(wineStage(s, start + 5)).toBe('fermentation');
      expect(wineStage(s, s.readyDay)).toBe('ready');
    }
  });
});

describe('quality effects are small and bounded', () => {
  it('stays within the bounds for every variety, plan and oak', () => {
    for (const variety of GRAPE_VARIETIES) {
      for (const [, plan] of plans) {
        const colour = GRAPE_VARIETY_COLORS[variety];
        if (winePlanProblem(colour, plan)) continue;
        const s = wineSchedule(colour, plan, 0);
        for (const oak of [0, 0.5, 1]) {
          const q = batchQuality(60, variety, plan, s, oak, s.readyDay);
          expect(q - 60).toBeGreaterThanOrEqual(QUALITY_EFFECTS.bounds.min);
          expect(q - 60).toBeLessThanOrEqual(QUALITY_EFFECTS.bounds.max);
        }
      }
    }
    expect(
      batchQuality(
        99,
        'tempranillo',
        WINE_PRESET_INFO.gran_reserva.plan,
        wineSchedule('red', WINE_PRESET_INFO.gran_reserva.plan, 0),
        1,
        2_000,
      ),
    ).toBe(100);
  });

  it('oak helps a red up to its optimum and costs beyond; fresh oak more than tired', () => {
    const plan = (days: number): WinePlan => ({ ...WINE_PRESET_INFO.crianza.plan, elevageDays: days });
    const at = (days: number, oak: number) => {
      const s = wineSchedule('red', plan(days), 0);
      return batchQuality(60, 'merlot', plan(days), s, oak, s.readyDay);
    };
    expect(at(360, 1)).toBeGreaterThan(at(90, 1));
    expect(at(720, 1)).toBeLessThan(at(360, 1));
    expect(at(360, 1)).toBeGreaterThan(at(360, barrelOakStrength('barrel_american', 3)));
    expect(barrelOakStrength('barrel_french', 0)).toBe(1);
    expect(barrelOakStrength('barrel_american', 0)).toBe(0.8);
    expect(barrelOakStrength('barrel_french', 4)).toBe(0);
    expect(barrelOakStrength('tank', 0)).toBe(0);
  });

  it('bottle ageing rises to the peak, then declines slowly', () => {
    const { peakDays, bottleGain } = VARIETY_WINEMAKING['cabernet sauvignon'];
    expect(bottleQuality(70, 'cabernet sauvignon', 0)).toBe(70);
    expect(bottleQuality(70, 'cabernet sauvignon', peakDays)).toBe(70 + bottleGain);
    expect(bottleQuality(70, 'cabernet sauvignon', peakDays + 900)).toBe(70 + bottleGain - 5);
  });
});

describe('presets and plans', () => {
  it('presets fit only their colour', () => {
    expect(winePresetProblem('red', 'joven_red')).toBeNull();
    expect(winePresetProblem('white', 'joven_red')).toBe('The Joven red preset is for red grapes.');
    expect(winePresetProblem('red', 'fresh_white')).toBe('The Fresh white preset is for white grapes.');
  });

  it('refuses plans that make no sense', () => {
    const base = WINE_PRESET_INFO.joven_red.plan;
    expect(winePlanProblem('red', { ...base, fermentation: 'cool' })).toMatch(/white/);
    expect(winePlanProblem('white', { ...base, fermentation: 'extended' })).toMatch(/red/);
    expect(winePlanProblem('red', { ...base, malolactic: false })).toMatch(/malolactic/);
    expect(winePlanProblem('red', { ...base, elevageDays: 44 })).toMatch(/45 to 720/);
    expect(winePlanProblem('red', { ...base, elevage: 'oak', oak: null, elevageDays: 100 })).toMatch(/oak/);
    expect(winePlanProblem('red', { ...base, elevage: 'oak', oak: 'french', elevageDays: 89 })).toMatch(/90 to 720/);
  });
});

describe('crush, cellar and bottles', () => {
  it('crush: litres per kg by colour, sorting keeps 85%, €0.04/kg rounded up', () => {
    expect(crush('red', 1_000, false)).toEqual({ kilograms: 1_000, pressedKg: 1_000, litres: 720, cost: 40 });
    expect(crush('white', 1_000, true)).toEqual({ kilograms: 1_000, pressedKg: 850, litres: 527, cost: 40 });
    expect(crush('red', 1_001, false).cost).toBe(41);
    expect(bottlesFromLitres(750)).toBe(930);
  });

  it('fills the emptiest tanks first, and the freshest barrels of the chosen oak', () => {
    const plan = WINE_PRESET_INFO.crianza.plan; // American oak
    const tanks = [
      { id: 'a', freeLitres: 1_000 },
      { id: 'b', freeLitres: 4_000 },
    ];
    const barrels = [
      { id: 'f1', kind: 'barrel_french' as const, fills: 0 },
      { id: 'a1', kind: 'barrel_american' as const, fills: 3 },
      { id: 'a2', kind: 'barrel_american' as const, fills: 0 },
      { id: 'a3', kind: 'barrel_american' as const, fills: 1 },
    ];
    const got = allocateCellar(plan, 450, tanks, barrels);
    expect(got).toEqual({
      ok: true,
      tanks: [{ vesselId: 'b', litres: 450 }],
      barrels: [
        { vesselId: 'a2', litres: 225 },
        { vesselId: 'a3', litres: 225 },
      ],
      oakStrength: expect.closeTo((0.8 + 0.6) / 2, 10),
    });
    expect(allocateCellar(WINE_PRESET_INFO.joven_red.plan, 5_000, tanks, barrels)).toMatchObject({ ok: true });
    expect(allocateCellar(plan, 5_001, tanks, barrels)).toEqual({
      ok: false,
      lacking: 'tanks',
      freeLitres: 5_000,
      neededLitres: 5_001,
    });
    expect(allocateCellar(plan, 700, tanks, barrels)).toEqual({
      ok: false,
      lacking: 'barrels',
      freeBarrels: 3,
      neededBarrels: 4,
    });
    expect(allocateCellar(WINE_PRESET_INFO.joven_red.plan, 4_500, tanks, [])).toMatchObject({ ok: true, barrels: [] });
  });

  it('expects the ready quality the crush will give: the freshest free barrels, new ones for the rest', () => {
    const plan = WINE_PRESET_INFO.crianza.plan; // American oak, a year
    const barrels = [
      { id: 'a1', kind: 'barrel_american' as const, fills: 3 },
      { id: 'a2', kind: 'barrel_american' as const, fills: 0 },
      { id: 'a3', kind: 'barrel_american' as const, fills: 1 },
    ];
    const schedule = wineSchedule('red', plan, 0);
    const allocated = allocateCellar(plan, 450, [{ id: 't', freeLitres: 5_000 }], barrels);
    if (!allocated.ok) throw new Error('allocated');
    const ready = (oak: number) => batchQuality(70, 'tempranillo', plan, schedule, oak, schedule.readyDay);
    expect(expectedReadyQuality(70, 'tempranillo', plan, 450, barrels)).toBe(ready(allocated.oakStrength));
    // four barrels, three free: one new one joins them
    const four = (0.8 + 0.6 + 0.2 + 0.8) / 4;
    expect(expectedReadyQuality(70, 'tempranillo', plan, 700, barrels)).toBe(ready(four));
    // steel: no oak; a preset's sorting and maceration count
    const steel = WINE_PRESET_INFO.joven_red.plan;
    const s2 = wineSchedule('red', steel, 0);
    expect(expectedReadyQuality(70, 'merlot', steel, 3_000, [])).toBe(
      batchQuality(70, 'merlot', steel, s2, 0, s2.readyDay),
    );
    expect(expectedReadyQuality(70, 'merlot', steel, 3_000, [])).toBe(70 + VARIETY_WINEMAKING.merlot.malolactic);
  });

  it('a batch in oak leaves its tanks at the malolactic end; steel stays until bottled', () => {
    const oak = WINE_PRESET_INFO.crianza.plan;
    const s = wineSchedule('red', oak, 0);
    expect(inTanks(oak, s, s.malolacticEndDay - 1)).toBe(true);
    expect(inTanks(oak, s, s.malolacticEndDay)).toBe(false);
    const steel = WINE_PRESET_INFO.joven_red.plan;
    expect(inTanks(steel, wineSchedule('red', steel, 0), 10_000)).toBe(true);
  });

  it('shrinking empties tanks from the fullest and barrels one by one', () => {
    const shares = [
      { vesselId: 't1', kind: 'tank' as const, litres: 300 },
      { vesselId: 't2', kind: 'tank' as const, litres: 150 },
      { vesselId: 'b1', kind: 'barrel_french' as const, litres: 225 },
      { vesselId: 'b2', kind: 'barrel_french' as const, litres: 225 },
    ];
    expect(shrinkShares(shares, 250)).toEqual([
      { vesselId: 't1', litres: 250 },
      { vesselId: 'b1', litres: 225 },
      { vesselId: 'b2', litres: 25 },
    ]);
  });

  it('bulk wine pays more for quality, within a thin band', () => {
    expect(bulkWinePrice('rioja', 80)).toBeGreaterThan(bulkWinePrice('rioja', 40));
    expect(bulkWinePrice('napa', 50)).toBeGreaterThan(bulkWinePrice('mendoza', 50));
    expect(bulkWinePrice('rioja', 100) / bulkWinePrice('rioja', 0)).toBeCloseTo(1.2 / 0.7);
  });
});

describe('blending', () => {
  const candidate = (over: Partial<BlendCandidate> = {}): BlendCandidate => ({
    id: 'a',
    estateId: 'e1',
    name: 'Merlot 2',
    colour: 'red',
    status: 'active',
    litres: 1_000,
    stage: 'ready',
    blended: false,
    ...over,
  });

  it('quality is weighted by volume; a classic blend earns a small bonus', () => {
    // tempranillo and nebbiolo make no classic blend: the plain weighted mean
    expect(
      blendQuality([
        { variety: 'tempranillo', litres: 3_000, quality: 80 },
        { variety: 'nebbiolo', litres: 1_000, quality: 60 },
      ]),
    ).toBe(75);
    // Bordeaux: cabernet sauvignon with merlot
    expect(
      blendQuality([
        { variety: 'cabernet sauvignon', litres: 600, quality: 70 },
        { variety: 'merlot', litres: 400, quality: 60 },
      ]),
    ).toBe(66 + CLASSIC_BLEND_BONUS);
    // one variety in two batches: no bonus
    expect(
      blendQuality([
        { variety: 'merlot', litres: 500, quality: 70 },
        { variety: 'merlot', litres: 500, quality: 61 },
      ]),
    ).toBe(66);
    expect(blendQuality([])).toBe(0);
  });

  it('stays within 0-100', () => {
    const parts = (q: number) => [
      { variety: 'cabernet sauvignon' as const, litres: 500, quality: q },
      { variety: 'merlot' as const, litres: 500, quality: q },
    ];
    expect(blendQuality(parts(100))).toBe(100);
    expect(blendQuality(parts(0))).toBe(CLASSIC_BLEND_BONUS);
    for (let q = 0; q <= 100; q += 7) {
      const value = blendQuality(parts(q));
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThanOrEqual(100);
    }
  });

  it('classic blends: varieties of one tradition, with its lead grape, each at least 10%', () => {
    const name = (...parts: [GrapeVariety, number][]) =>
      classicBlend(parts.map(([variety, litres]) => ({ variety, litres })))?.name ?? null;
    expect(name(['cabernet sauvignon', 60], ['merlot', 40])).toBe('Bordeaux');
    expect(name(['merlot', 50], ['malbec', 30], ['cabernet sauvignon', 20])).toBe('Bordeaux');
    expect(name(['sangiovese', 80], ['cabernet sauvignon', 20])).toBe('Super Tuscan');
    expect(name(['tempranillo', 85], ['cabernet sauvignon', 15])).toBe('Ribera del Duero');
    expect(name(['syrah', 50], ['cabernet sauvignon', 50])).toBe('Cabernet-Shiraz');
    // a token share does not make it classic
    expect(name(['cabernet sauvignon', 95], ['merlot', 5])).toBeNull();
    // varieties from no one tradition, or a lead missing
    expect(name(['pinot noir', 50], ['merlot', 50])).toBeNull();
    expect(name(['sangiovese', 50], ['syrah', 50])).toBeNull();
    expect(name(['chardonnay', 50], ['riesling', 50])).toBeNull();
    expect(name(['merlot', 100])).toBeNull();
    // every classic blend names varieties of one colour that exist
    for (const c of CLASSIC_BLENDS) {
      expect(new Set(c.varieties.map((v) => GRAPE_VARIETY_COLORS[v])).size).toBe(1);
      if (c.lead) expect(c.varieties).toContain(c.lead);
    }
  });

  it('labels a blend by its varieties, largest first, in whole percentages adding up to 100', () => {
    expect(
      blendLabel([
        { variety: 'merlot', litres: 400 },
        { variety: 'cabernet sauvignon', litres: 600 },
      ]),
    ).toBe('Blend · Cabernet Sauvignon 60%, Merlot 40%');
    expect(
      blendLabel([
        { variety: 'merlot', litres: 1 },
        { variety: 'malbec', litres: 1 },
        { variety: 'cabernet sauvignon', litres: 1 },
      ]),
    ).toBe('Blend · Cabernet Sauvignon 34%, Malbec 33%, Merlot 33%');
    // two batches of one variety count together
    expect(
      blendLabel([
        { variety: 'merlot', litres: 300 },
        { variety: 'syrah', litres: 500 },
        { variety: 'merlot', litres: 300 },
      ]),
    ).toBe('Blend · Merlot 55%, Syrah 45%');
    expect(
      blendDominantVariety([
        { variety: 'merlot', litres: 300 },
        { variety: 'syrah', litres: 500 },
        { variety: 'merlot', litres: 300 },
      ]),
    ).toBe('merlot');
    expect(wineVarietyLabel('merlot', null)).toBe('Merlot');
    expect(wineBatchName('merlot', null, 2)).toBe('Merlot 2');
    expect(wineBatchName('merlot', [{ variety: 'merlot', litres: 1 }], 2)).toBe('Blend · Merlot 100% (2)');
    expect(wineVarietyLabel('merlot', [{ variety: 'merlot', litres: 1 }])).toBe('Blend · Merlot 100%');
  });

  it('components keep their litres and shares, largest first', () => {
    expect(
      blendComponents([
        { batchId: 'a', variety: 'merlot', litres: 1_000 },
        { batchId: 'b', variety: 'cabernet sauvignon', litres: 2_000 },
      ]),
    ).toEqual([
      { batchId: 'b', variety: 'cabernet sauvignon', litres: 2_000, share: 0.6667 },
      { batchId: 'a', variety: 'merlot', litres: 1_000, share: 0.3333 },
    ]);
  });

  it('refuses what cannot be blended, naming the batch', () => {
    const w = MESSAGES.winery;
    const b = candidate({ id: 'b', name: 'Syrah 2' });
    expect(blendProblem([candidate(), b])).toBeNull();
    expect(blendProblem([candidate()])).toBe(w.blendCount(BLEND_LIMITS.min, BLEND_LIMITS.max));
    expect(blendProblem(Array.from({ length: BLEND_LIMITS.max + 1 }, (_, i) => candidate({ id: `b${i}` })))).toBe(
      w.blendCount(BLEND_LIMITS.min, BLEND_LIMITS.max),
    );
    expect(blendProblem([candidate(), candidate()])).toBe(w.blendDuplicate);
    expect(blendProblem([candidate(), { ...b, estateId: 'e2' }])).toBe(w.blendEstates);
    expect(blendProblem([candidate(), { ...b, status: 'bottled' }])).toBe(w.blendGone('Syrah 2'));
    expect(blendProblem([candidate(), { ...b, status: 'blended' }])).toBe(w.blendGone('Syrah 2'));
    expect(blendProblem([candidate(), { ...b, litres: 0 }])).toBe(w.blendEmpty('Syrah 2'));
    expect(blendProblem([candidate(), { ...b, stage: 'elevage' }])).toBe(w.blendNotReady('Syrah 2'));
    expect(blendProblem([candidate(), { ...b, colour: 'white' }])).toBe(w.blendColours);
    expect(blendProblem([candidate(), { ...b, blended: true }])).toBe(w.blendOfBlend('Syrah 2'));
  });
});
