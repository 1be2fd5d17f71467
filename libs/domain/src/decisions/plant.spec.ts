import fc from 'fast-check';
import { BLOCK_LIMITS } from '../blocks';
import { plantingCost } from '../economy';
import { blockQuality, NEW_BLOCK_HEALTH } from '../lifecycle';
import { generateTerroir, seededRandom } from '../terroir';
import { decidePlant, type PlantInput } from './plant';

const terroir = generateTerroir('napa', seededRandom(7));

function input(
  over: {
    estate?: Partial<PlantInput['estate']>;
    plot?: Partial<PlantInput['plot']>;
    block?: Partial<PlantInput['block']>;
  } = {},
): PlantInput {
  return {
    day: 40,
    estate: { money: 100_000, arrears: 0, ...over.estate },
    plot: { name: 'Plot 1', size: 2, usedHectares: 0.5, listed: false, region: 'napa', terroir, ...over.plot },
    block: { name: 'Vigna', variety: 'merlot', size: 1, rowSpacing: 2, vineSpacing: 1, trellis: 'vsp', ...over.block },
  };
}

describe('decidePlant', () => {
  it('plans the block on the free land and charges the planting through the ledger', () => {
    const plan = decidePlant(input());
    if (!plan.ok) throw new Error(plan.code);
    const cost = plantingCost(1, 2, 1);
    expect(plan.cost).toBe(cost);
    expect(plan.postings).toEqual([{ amount: -cost, kind: 'planting', description: 'Planting Vigna (1 ha)' }]);
    expect(plan.block).toMatchObject({ size: 1, rowSpacing: 2, vineSpacing: 1, status: 'planting', plantedDay: 40 });
    expect(plan.block.health).toBe(NEW_BLOCK_HEALTH);
    expect(plan.block.quality).toBe(blockQuality(plan.block.potential, NEW_BLOCK_HEALTH));
    expect(plan.insufficientFunds).toContain('Not enough money to plant');
  });

  it('takes the defaults for what the player left out, and rounds the size to the hundredth', () => {
    const plan = decidePlant(input({ block: { size: undefined, rowSpacing: undefined, vineSpacing: undefined } }));
    expect(plan).toMatchObject({
      ok: true,
      block: {
        size: BLOCK_LIMITS.size.default,
        rowSpacing: BLOCK_LIMITS.rowSpacing.default,
        vineSpacing: BLOCK_LIMITS.vineSpacing.default,
      },
    });
    expect(decidePlant(input({ block: { size: 0.123 } }))).toMatchObject({ ok: true, block: { size: 0.12 } });
  });

  it('refuses a listed plot, a block that does not fit, an estate in arrears and one without the money', () => {
    expect(decidePlant(input({ plot: { listed: true } }))).toEqual({ ok: false, code: 'PLOT_LISTED_FOR_SALE' });
    expect(decidePlant(input({ block: { size: 1.6 } }))).toEqual({
      ok: false,
      code: 'PLOT_FULL',
      message: 'The blocks of a plot cannot exceed its size: Plot 1 has 1.5 ha free of 2 ha',
      errors: [{ field: 'size', message: 'At most 1.5 ha is free on this plot' }],
    });
    expect(decidePlant(input({ estate: { arrears: 1 } }))).toEqual({ ok: false, code: 'ESTATE_IN_ARREARS' });
    const poor = decidePlant(input({ estate: { money: plantingCost(1, 2, 1) - 1 } }));
    expect(poor).toMatchObject({ ok: false, code: 'INSUFFICIENT_FUNDS' });
    expect(decidePlant(input({ estate: { money: plantingCost(1, 2, 1) } }))).toMatchObject({ ok: true });
  });

  it('refuses what the request validation refuses', () => {
    expect(decidePlant(input({ block: { size: 0.05 } }))).toMatchObject({ ok: false, code: 'VALIDATION_FAILED' });
    expect(decidePlant(input({ block: { rowSpacing: 0.4 } }))).toMatchObject({
      ok: false,
      errors: [{ field: 'rowSpacing' }],
    });
    expect(decidePlant(input({ block: { vineSpacing: 11 } }))).toMatchObject({
      ok: false,
      errors: [{ field: 'vineSpacing' }],
    });
  });

  it('plants exactly what fits: any size up to the free hectares, none beyond', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 10, max: 500 }),
        fc.integer({ min: 0, max: 500 }),
        fc.integer({ min: 10, max: 500 }),
        (plotCenti, usedCenti, sizeCenti) => {
          fc.pre(usedCenti <= plotCenti);
          const plan = decidePlant(
            input({ plot: { size: plotCenti / 100, usedHectares: usedCenti / 100 }, block: { size: sizeCenti / 100 } }),
          );
          const fits = sizeCenti <= plotCenti - usedCenti;
          expect(plan.ok ? 'planted' : plan.code).toBe(fits ? 'planted' : 'PLOT_FULL');
        },
      ),
    );
  });

  it('charges the planting cost and no more, whatever the spacing, and never more than the estate has', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 5, max: 100 }),
        fc.integer({ min: 5, max: 100 }),
        fc.integer({ min: 0, max: 60_000 }),
        (row, vine, money) => {
          const rowSpacing = row / 10;
          const vineSpacing = vine / 10;
          const plan = decidePlant(input({ estate: { money }, block: { rowSpacing, vineSpacing } }));
          const cost = plantingCost(1, rowSpacing, vineSpacing);
          if (plan.ok) {
            expect(plan.postings.reduce((sum, p) => sum + p.amount, 0)).toBe(-cost);
            expect(money).toBeGreaterThanOrEqual(cost);
          } else expect([plan.code, money < cost]).toEqual(['INSUFFICIENT_FUNDS', true]);
        },
      ),
    );
  });
});
