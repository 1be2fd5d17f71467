import fc from 'fast-check';
import { formatGameDay } from '../calendar';
import { MESSAGES } from '../messages';
import {
  batchQualityOn,
  blendComponents,
  blendQuality,
  bottlesFromLitres,
  bottlingCost,
  bulkWineRevenue,
  VESSELS,
  WINE_PRESET_INFO,
  wineSchedule,
} from '../winery';
import {
  decideBlend,
  decideBottling,
  decideBulkWineSale,
  decideVesselPurchase,
  type BlendPartFacts,
  type WineBatchFacts,
} from './cellar';

const START = 250;
const plan = WINE_PRESET_INFO.joven_red.plan;
const schedule = wineSchedule('red', plan, START);

function batch(over: Partial<WineBatchFacts> = {}): WineBatchFacts {
  return {
    status: 'active',
    litres: 3_000,
    region: 'rioja',
    variety: 'tempranillo',
    blend: null,
    vintage: 1,
    grapeQuality: 70,
    plan,
    oakStrength: 0,
    schedule,
    ...over,
  };
}

describe('decideBottling', () => {
  it('bottles all of a ready batch at today’s quality, paying the bottling', () => {
    const day = schedule.readyDay;
    const plan = decideBottling({ day, batch: batch(), name: '  Reserva  ' });
    if (!plan.ok) throw new Error(plan.code);
    const bottles = bottlesFromLitres(3_000);
    expect(plan.bottles).toBe(bottles);
    expect(plan.cost).toBe(bottlingCost(bottles));
    expect(plan.postings).toEqual([
      {
        amount: -bottlingCost(bottles),
        kind: 'bottling',
        description: MESSAGES.ledger.bottling(bottles, 'Reserva', 1),
      },
    ]);
    expect(plan.lot).toEqual({
      name: 'Reserva',
      bottles,
      bottledBottles: bottles,
      quality: batchQualityOn(batch(), schedule, day),
      bottledDay: day,
    });
    expect(plan.batch).toEqual({ status: 'bottled' });
    expect(plan.notice).toMatchObject({ kind: 'wine_bottled', title: MESSAGES.notice.bottledTitle('Reserva') });
  });

  it('refuses a blank name, a batch already done, and wine before its ready day (naming the day)', () => {
    expect(decideBottling({ day: schedule.readyDay, batch: batch(), name: '  ' })).toMatchObject({
      ok: false,
      code: 'VALIDATION_FAILED',
      errors: [{ field: 'name' }],
    });
    for (const status of ['bottled', 'sold', 'blended'] as const)
      expect(decideBottling({ day: schedule.readyDay, batch: batch({ status }), name: 'W' })).toMatchObject({
        code: 'BATCH_ALREADY_DONE',
      });
    expect(decideBottling({ day: schedule.readyDay, batch: batch({ litres: 0 }), name: 'W' })).toMatchObject({
      code: 'BATCH_ALREADY_DONE',
    });
    expect(decideBottling({ day: schedule.readyDay - 1, batch: batch(), name: 'W' })).toEqual({
      ok: false,
      code: 'WINE_NOT_READY',
      message: MESSAGES.winery.notReady(formatGameDay(schedule.readyDay)),
    });
  });

  it('keeps a blend’s fixed quality', () => {
    const blend = [{ batchId: 'a', variety: 'tempranillo' as const, litres: 3_000, share: 1 }];
    const plan = decideBottling({
      day: schedule.readyDay + 100,
      batch: batch({ blend, grapeQuality: 81 }),
      name: 'Blend',
    });
    expect(plan.ok && plan.lot.quality).toBe(81);
  });
});

describe('decideBulkWineSale', () => {
  const after = schedule.fermentationEndDay;

  it('sells litres once fermented, at the bulk price of today’s quality, leaving the rest', () => {
    const plan = decideBulkWineSale({ day: after, batch: batch(), litres: 1_000 });
    if (!plan.ok) throw new Error(plan.code);
    const quality = batchQualityOn(batch(), schedule, after);
    expect(plan.quality).toBe(quality);
    expect(plan.received).toBe(bulkWineRevenue('rioja', quality, 1_000));
    expect(plan.postings).toEqual([
      {
        amount: plan.received,
        kind: 'bulk_wine_sale',
        description: MESSAGES.ledger.bulkWineSale(1_000, 'Tempranillo', 1),
      },
    ]);
    expect(plan.batch).toEqual({ litres: 2_000, status: 'active' });
    const all = decideBulkWineSale({ day: after, batch: batch(), litres: 3_000 });
    expect(all.ok && all.batch).toEqual({ litres: 0, status: 'sold' });
  });

  it('refuses while fermenting, a batch already done, and more litres than it holds', () => {
    expect(decideBulkWineSale({ day: START + 1, batch: batch(), litres: 10 })).toMatchObject({
      code: 'WINE_FERMENTING',
    });
    expect(decideBulkWineSale({ day: after, batch: batch({ status: 'sold' }), litres: 10 })).toMatchObject({
      code: 'BATCH_ALREADY_DONE',
    });
    expect(decideBulkWineSale({ day: after, batch: batch(), litres: 3_001 })).toMatchObject({
      code: 'NOT_ENOUGH_WINE',
      errors: [{ field: 'litres', message: MESSAGES.winery.litresTooMany(3_000) }],
    });
  });

  it('pays more for more litres and leaves exactly what it did not sell', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2_999 }), (litres) => {
        const a = decideBulkWineSale({ day: after, batch: batch(), litres });
        const b = decideBulkWineSale({ day: after, batch: batch(), litres: litres + 1 });
        if (!a.ok || !b.ok) return false;
        return a.received <= b.received && a.batch.litres === 3_000 - litres && a.received >= 0;
      }),
    );
  });
});

describe('decideVesselPurchase', () => {
  it('pays the list price per vessel', () => {
    const plan = decideVesselPurchase({ kind: 'barrel_french', count: 3 });
    expect(plan).toEqual({
      ok: true,
      cost: VESSELS.barrel_french.price * 3,
      postings: [
        {
          amount: -VESSELS.barrel_french.price * 3,
          kind: 'vessel_purchase',
          description: MESSAGES.ledger.vesselPurchase(3, VESSELS.barrel_french.label),
        },
      ],
      vessels: { kind: 'barrel_french', count: 3 },
    });
  });
});

describe('decideBlend', () => {
  const day = schedule.readyDay;
  const part = (id: string, over: Partial<BlendPartFacts> = {}): BlendPartFacts => ({
    ...batch(),
    id,
    estateId: 'e1',
    colour: 'red',
    kilograms: 4_000,
    blockName: `Block ${id}`,
    ...over,
  });

  it('makes one ready batch of the parts: their litres, weighted quality and vessels; the parts blended', () => {
    const a = part('a', { litres: 3_000, variety: 'tempranillo' });
    const b = part('b', { litres: 1_000, variety: 'syrah', grapeQuality: 60 });
    const plan = decideBlend({ day, parts: [a, b] });
    if (!plan.ok) throw new Error(plan.code);
    const mix = [a, b].map((p) => ({
      batchId: p.id,
      variety: p.variety,
      litres: p.litres,
      quality: batchQualityOn(p, p.schedule, day),
    }));
    expect(plan.batch).toMatchObject({
      variety: 'tempranillo',
      litres: 4_000,
      initialLitres: 4_000,
      kilograms: 8_000,
      grapeQuality: blendQuality(mix),
      blend: blendComponents(mix),
      blockName: 'Block a, Block b',
      readyDay: day,
      status: 'active',
    });
    expect(plan.vessels).toEqual([
      { batchId: 'a', tanks: true },
      { batchId: 'b', tanks: true },
    ]);
    expect(plan.blended).toEqual(['a', 'b']);
  });

  it('refuses what cannot be blended, naming batchIds', () => {
    const refusal = (parts: BlendPartFacts[]) => decideBlend({ day, parts });
    expect(refusal([part('a')])).toMatchObject({ code: 'BLEND_INVALID', errors: [{ field: 'batchIds' }] });
    expect(refusal([part('a'), part('b', { colour: 'white', variety: 'chardonnay' })])).toMatchObject({
      code: 'BLEND_INVALID',
      message: MESSAGES.winery.blendColours,
    });
    expect(refusal([part('a'), part('b', { status: 'bottled' })])).toMatchObject({ code: 'BLEND_INVALID' });
    expect(decideBlend({ day: day - 1, parts: [part('a'), part('b')] })).toMatchObject({ code: 'BLEND_INVALID' });
  });
});
