import { MAX_ESTATES_PER_USER } from '../constants';
import { headStartBlock, startingGrant } from '../economy';
import { MESSAGES } from '../messages';
import { generateTerroir, landValuation, templatePlotSizes } from '../terroir';
import { decideFounding, type FoundingInput } from './found-estate';

function seeded(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2 ** 31;
    return s / 2 ** 31;
  };
}

function input(over: Partial<FoundingInput> = {}): FoundingInput {
  const rng = seeded(7);
  return {
    day: 400,
    region: 'tuscany',
    template: 'family',
    founded: 0,
    grantsBefore: 0,
    surveys: templatePlotSizes('family').map(() => generateTerroir('tuscany', rng)),
    ...over,
  };
}

describe('decideFounding', () => {
  it('founds the template’s plots at valuation, the grant and the head start on the largest plot', () => {
    const i = input();
    const plan = decideFounding(i);
    if (!plan.ok) throw new Error(plan.code);
    const sizes = templatePlotSizes('family');
    expect(plan.plots.map((p) => p.size)).toEqual(sizes);
    plan.plots.forEach((p, n) => {
      expect(p.terroir).toBe(i.surveys[n]);
      expect(p.price).toBe(landValuation('tuscany', p.size, p.terroir));
      expect(p.name).toBe(`Tuscany Plot ${n + 1}`);
    });
    expect(plan.postings).toEqual([
      { amount: startingGrant(0), kind: 'grant', description: MESSAGES.ledger.startingGrant(1) },
    ]);
    const largest = Math.max(...sizes);
    expect(plan.plots[plan.headStart.plot]!.size).toBe(largest);
    const spec = headStartBlock('tuscany', plan.plots[plan.headStart.plot]!.terroir, largest);
    expect(plan.headStart.block).toMatchObject({ ...spec, plantedDay: 400 - spec.ageDays });
    expect(plan.reputation).toEqual({ reputation: 0, points: 0, pointsDay: 400 });
  });

  it('gives the small grant after the first estates, and refuses beyond the limit', () => {
    const later = decideFounding(input({ grantsBefore: 5 }));
    expect(later.ok && later.postings[0]).toEqual({
      amount: startingGrant(5),
      kind: 'grant',
      description: MESSAGES.ledger.startingGrant(6),
    });
    expect(decideFounding(input({ founded: MAX_ESTATES_PER_USER }))).toEqual({ ok: false, code: 'TOO_MANY_ESTATES' });
  });

  it('needs one survey a plot', () => {
    expect(() => decideFounding(input({ surveys: [] }))).toThrow('surveys');
  });
});
