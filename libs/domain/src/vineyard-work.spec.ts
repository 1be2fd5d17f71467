import fc from 'fast-check';
import { DAYS_PER_YEAR, dayIndexOf, gameTimeFromDayIndex } from './calendar';
import { decideHarvest } from './decisions/harvest';
import { decideVineyardWork, type VineyardWorkInput } from './decisions/vineyard-work';
import { harvestKg, harvestedQuality } from './lifecycle';
import { MESSAGES } from './messages';
import {
  bearsVintage,
  sprayShields,
  VINEYARD_WORK,
  VINEYARD_WORK_KINDS,
  vineyardWorkEffects,
  vineyardYear,
  workCost,
  workDueNow,
  workedKg,
  workOptions,
  workShields,
  workVintage,
  workWindow,
  type VineyardWorkKind,
} from './vineyard-work';

const day = (year: number, month: number, d = 1) => dayIndexOf({ year, month, day: d });

describe('the vineyard year', () => {
  it('counts November to February for the next vintage', () => {
    expect(workVintage(day(2, 3))).toBe(2);
    expect(workVintage(day(2, 10, 30))).toBe(2);
    expect(workVintage(day(2, 11))).toBe(3);
    expect(workVintage(day(2, 2, 30))).toBe(3);
  });

  it('opens each window in its months: pruning from December before the vintage to March', () => {
    expect(workWindow('pruning', 3)).toEqual({ from: day(2, 12), to: day(3, 3, 30) });
    expect(workWindow('spraying', 3)).toEqual({ from: day(3, 4), to: day(3, 6, 30) });
    expect(workWindow('canopy', 3)).toEqual({ from: day(3, 6), to: day(3, 7, 30) });
    expect(workWindow('greenHarvest', 3)).toEqual({ from: day(3, 8), to: day(3, 8, 30) });
    // the first vintage's pruning began before the world did
    expect(workWindow('pruning', 1)).toEqual({ from: day(1, 12) - 360, to: day(1, 3, 30) });
    // every window lies before the harvest, inside its vintage's work year
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 40 }), fc.constantFrom(...VINEYARD_WORK_KINDS), (vintage, kind) => {
        const w = workWindow(kind, vintage);
        expect(workVintage(w.from)).toBe(vintage);
        expect(workVintage(w.to)).toBe(vintage);
        expect(w.to).toBeLessThan(day(vintage, 9));
      }),
    );
  });

  it('costs each option per hectare, at least €1', () => {
    expect(workCost('pruning', 'hard', 2, 'tuscany')).toBe(600);
    expect(workCost('pruning', 'hard', 2, 'napa')).toBe(900);
    expect(workCost('pruning', 'hard', 2, 'mendoza')).toBe(360);
    expect(workCost('spraying', 'standard', 0.001, 'tuscany')).toBe(1);
    expect(() => workCost('spraying', 'hard', 1, 'tuscany')).toThrow(RangeError);
    expect(workOptions('pruning')).toEqual(['light', 'standard', 'hard']);
    expect(workOptions('greenHarvest')).toEqual(['light', 'hard']);
  });

  it('skipping due work has its effect only when its window was open to the owner', () => {
    const none = vineyardWorkEffects([], 3, 0);
    const skipped = VINEYARD_WORK_KINDS.filter((k) => VINEYARD_WORK[k].skipped);
    expect(none.parts.filter((p) => p.done === 'skipped').map((p) => p.kind)).toEqual(skipped);
    expect(none.yieldPercent).toBe(10 - 5);
    expect(none.qualityPoints).toBe(-10 - 3 - 4);
    // founded in July of the vintage: pruning and spraying were closed to it, canopy work not
    const late = vineyardWorkEffects([], 3, day(3, 7, 5));
    expect(late.parts.filter((p) => p.done === 'skipped').map((p) => p.kind)).toEqual(['canopy']);
    const worked = vineyardWorkEffects(
      [
        { kind: 'pruning', option: 'hard' },
        { kind: 'spraying', option: 'standard' },
        { kind: 'canopy', option: 'standard' },
        { kind: 'greenHarvest', option: 'light' },
      ],
      3,
      0,
    );
    expect(worked).toMatchObject({ yieldPercent: -25, qualityPoints: 8 });
  });

  it('a competent year beats a neglected one in quality, whatever the options', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...workOptions('pruning')),
        fc.option(fc.constantFrom(...workOptions('greenHarvest'))),
        (pruning, green) => {
          const done = [
            { kind: 'pruning' as const, option: pruning },
            { kind: 'spraying' as const, option: 'standard' as const },
            { kind: 'canopy' as const, option: 'standard' as const },
            ...(green ? [{ kind: 'greenHarvest' as const, option: green }] : []),
          ];
          const worked = vineyardWorkEffects(done, 3, 0);
          const neglected = vineyardWorkEffects([], 3, 0);
          expect(worked.qualityPoints).toBeGreaterThan(neglected.qualityPoints);
          expect(worked.parts.every((p) => p.done !== 'skipped')).toBe(true);
        },
      ),
    );
  });

  it('applies the yield percentage to whole kilograms, never below 0', () => {
    expect(workedKg(1000, -15)).toBe(850);
    expect(workedKg(1001, 20)).toBe(1201);
    expect(workedKg(5, -200)).toBe(0);
  });

  it('a spraying shields the block from mildew from the next day, for its season only', () => {
    const sprayed = [{ kind: 'spraying' as const, day: day(3, 5, 10) }];
    expect(sprayShields(sprayed, day(3, 5, 10))).toBe(false);
    expect(sprayShields(sprayed, day(3, 5, 11))).toBe(true);
    expect(sprayShields(sprayed, day(3, 7, 30))).toBe(true);
    expect(sprayShields(sprayed, day(4, 5, 11))).toBe(false);
    expect(sprayShields([{ kind: 'pruning', day: day(3, 3) }], day(3, 5, 11))).toBe(false);
  });

  it('the spraying shields the block from mildew events only (workShields)', () => {
    const sprayed = [{ kind: 'spraying' as const, day: day(3, 5, 10) }];
    expect(workShields({ kind: 'mildew', day: day(3, 5, 11) }, sprayed)).toBe(true);
    expect(workShields({ kind: 'mildew', day: day(3, 5, 10) }, sprayed)).toBe(false);
    expect(workShields({ kind: 'hail', day: day(3, 5, 11) }, sprayed)).toBe(false);
    expect(workShields({ kind: 'mildew', day: day(3, 5, 11) }, [])).toBe(false);
  });

  it('lists the vintage on the block page: done, due, upcoming and missed', () => {
    const block = { size: 2, region: 'tuscany' as const, plantedDay: 0, lastHarvestYear: null, since: 0 };
    const today = day(3, 6, 10);
    const year = vineyardYear(block, today, [{ kind: 'spraying', option: 'standard', day: day(3, 5) }]);
    expect(year.vintage).toBe(3);
    expect(Object.fromEntries(year.items.map((i) => [i.kind, i.state]))).toEqual({
      pruning: 'missed',
      spraying: 'done',
      canopy: 'due',
      greenHarvest: 'upcoming',
    });
    expect(year.items.find((i) => i.kind === 'canopy')!.options).toEqual([
      { option: 'standard', label: 'Standard', cost: 300, text: expect.any(String) },
    ]);
    expect(workDueNow(block, today, []).map((i) => i.kind)).toEqual(['spraying', 'canopy']);
    // young vines that bear nothing this vintage, and a block picked already, have nothing due
    expect(workDueNow({ ...block, plantedDay: today - 30 }, today, [])).toEqual([]);
    expect(workDueNow({ ...block, lastHarvestYear: 3 }, today, [])).toEqual([]);
  });

  it('a block bears the vintage when mature by the end of its harvest window', () => {
    const end = day(3, 10, 30);
    expect(bearsVintage(end - 360, 3)).toBe(true);
    expect(bearsVintage(end - 359, 3)).toBe(false);
  });
});

describe('decideVineyardWork', () => {
  const today = day(3, 1, 10); // January of game year 3: pruning for vintage 4
  const INPUT: VineyardWorkInput = {
    day: today,
    estate: { money: 100_000, arrears: 0 },
    block: { name: 'Clos Nord', size: 2.5, region: 'tuscany', plantedDay: 0, lastHarvestYear: 3 },
    kind: 'pruning',
    option: 'hard',
    done: [],
  };
  const code = (input: Partial<VineyardWorkInput>) => {
    const d = decideVineyardWork({ ...INPUT, ...input });
    return d.ok ? 'ok' : d.code;
  };

  it('pays the work per hectare through the ledger and records it for the vintage', () => {
    const plan = decideVineyardWork(INPUT);
    if (!plan.ok) throw new Error(plan.code);
    expect(plan).toMatchObject({ kind: 'pruning', option: 'hard', vintage: 4, cost: 750 });
    expect(plan.postings).toEqual([
      { amount: -750, kind: 'vineyard_work', description: 'Hard winter pruning: Clos Nord (vintage 4)' },
    ]);
    expect(plan.work).toEqual({ kind: 'pruning', option: 'hard', vintage: 4, day: today, cost: 750 });
  });

  it('takes the only option of a kind without one', () => {
    const plan = decideVineyardWork({
      ...INPUT,
      day: day(4, 5),
      block: { ...INPUT.block, lastHarvestYear: 3 },
      kind: 'spraying',
      option: undefined,
    });
    expect(plan.ok && plan.option).toBe('standard');
  });

  it('refuses, in order: bad kind or option, not bearing, picked, out of season, done, arrears, money', () => {
    expect(code({ kind: 'weeding' })).toBe('VALIDATION_FAILED');
    expect(code({ option: 'standard', kind: 'greenHarvest', day: day(4, 8) })).toBe('VALIDATION_FAILED');
    expect(code({ option: 7 })).toBe('VALIDATION_FAILED');
    expect(code({ block: { ...INPUT.block, plantedDay: today - 10 } })).toBe('WORK_BLOCK_NOT_BEARING');
    expect(code({ block: { ...INPUT.block, lastHarvestYear: 4 } })).toBe('WORK_BLOCK_HARVESTED');
    expect(code({ kind: 'canopy', option: 'standard' })).toBe('WORK_OUTSIDE_WINDOW');
    expect(code({ done: [{ kind: 'pruning', day: day(3, 12, 3) }] })).toBe('WORK_ALREADY_DONE');
    // last vintage's pruning does not count
    expect(code({ done: [{ kind: 'pruning', day: day(2, 3, 3) }] })).toBe('ok');
    expect(code({ estate: { money: 100_000, arrears: 1 } })).toBe('ESTATE_IN_ARREARS');
    expect(decideVineyardWork({ ...INPUT, estate: { money: 749, arrears: 0 } })).toEqual({
      ok: false,
      code: 'INSUFFICIENT_FUNDS',
      message: MESSAGES.vineyardWork.notEnoughMoney('Hard winter pruning', '€750'),
    });
    expect(code({ estate: { money: 750, arrears: 0 } })).toBe('ok');
  });

  it('names the next window when out of season', () => {
    const d = decideVineyardWork({
      ...INPUT,
      day: day(3, 4, 2),
      kind: 'pruning',
      block: { ...INPUT.block, lastHarvestYear: 2 },
    });
    expect(d.ok).toBe(false);
    if (!d.ok) expect(d.message).toContain('December to March');
  });

  it('is allowed exactly inside the window, for any day and kind (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: DAYS_PER_YEAR, max: 10 * DAYS_PER_YEAR }),
        fc.constantFrom<VineyardWorkKind>(...VINEYARD_WORK_KINDS),
        (d, kind) => {
          const vintage = workVintage(d);
          const w = workWindow(kind, vintage);
          const result = decideVineyardWork({
            ...INPUT,
            day: d,
            kind,
            option: workOptions(kind)[0],
            block: { ...INPUT.block, lastHarvestYear: null },
          });
          const inWindow = d >= w.from && d <= w.to;
          expect(result.ok ? 'ok' : result.code).toBe(inWindow ? 'ok' : 'WORK_OUTSIDE_WINDOW');
          if (result.ok) expect(result.cost).toBe(workCost(kind, workOptions(kind)[0]!, 2.5, 'tuscany'));
        },
      ),
    );
  });
});

describe('decideHarvest with the year’s work', () => {
  it('applies the yield percentage and the quality points to the picked grapes', () => {
    const d = day(3, 9, 20);
    const block = {
      name: 'A',
      variety: 'merlot' as const,
      status: 'harvesting' as const,
      size: 2,
      rowSpacing: 2.5,
      vineSpacing: 1,
      health: 80,
      quality: 70,
      plantedDay: 0,
    };
    const plain = decideHarvest({ day: d, block });
    const worked = decideHarvest({ day: d, block, work: { yieldPercent: -15, qualityPoints: 5 } });
    if (!plain.ok || !worked.ok) throw new Error('refused');
    const kg = harvestKg('merlot', 2, 2.5, 1, 80, d);
    expect(plain.kilograms).toBe(kg);
    expect(worked.kilograms).toBe(Math.round((kg * 85) / 100));
    expect(worked.quality).toBe(harvestedQuality(70, 'merlot', d) + 5);
    expect(gameTimeFromDayIndex(d).year).toBe(3);
  });
});
