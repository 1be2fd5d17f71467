import { plantingCost } from '../economy';
import { blockPotential, blockQuality, NEW_BLOCK_HEALTH } from '../lifecycle';
import { MESSAGES } from '../messages';
import { varietyScore } from '../suitability';
import type { Terroir } from '../terroir';
import { decideBlockChange, type BlockChangeInput } from './change-block';

const terroir: Terroir = {
  soilType: 'clay',
  elevation: 250,
  sunExposure: 7,
  waterAccess: 4,
  terrain: 'gentle slope',
  orientation: 'south',
};

function input(change: BlockChangeInput['change'], over: Partial<BlockChangeInput> = {}): BlockChangeInput {
  return {
    day: 900,
    estate: { money: 100_000, arrears: 0 },
    plot: { name: 'Plot 1', size: 3, region: 'bordeaux', terroir, otherBlocksHectares: 1 },
    block: {
      name: 'Vigna',
      size: 1,
      variety: 'merlot',
      rowSpacing: 2.5,
      vineSpacing: 1,
      trellis: 'vsp',
      health: 85,
      status: 'mature',
      plantedDay: 100,
      lastHarvestYear: 2,
    },
    change,
    ...over,
  };
}

describe('decideBlockChange', () => {
  it('renames for free, keeping the vines', () => {
    const plan = decideBlockChange(input({ name: 'Alta' }, { estate: null }));
    if (!plan.ok) throw new Error(plan.code);
    expect(plan).toMatchObject({ replanted: false, cost: 0, postings: [] });
    expect(plan.block).toMatchObject({ name: 'Alta', health: 85, status: 'mature', plantedDay: 100 });
  });

  it('charges only the planting a larger block adds, and refuses what does not fit the plot', () => {
    const plan = decideBlockChange(input({ size: 1.5 }));
    const added = plantingCost(1.5, 2.5, 1) - plantingCost(1, 2.5, 1);
    expect(plan.ok && plan.cost).toBe(added);
    expect(plan.ok && plan.postings).toEqual([
      { amount: -added, kind: 'planting', description: MESSAGES.ledger.planting('Vigna', 1.5) },
    ]);
    expect(decideBlockChange(input({ size: 2.5 }))).toMatchObject({ code: 'PLOT_FULL', errors: [{ field: 'size' }] });
    const smaller = decideBlockChange(input({ size: 0.5 }));
    expect(smaller.ok && smaller.cost).toBe(0);
  });

  it('replants a new variety as a new planting: charged in full, the vines young again', () => {
    const plan = decideBlockChange(input({ variety: 'cabernet sauvignon' }));
    if (!plan.ok) throw new Error(plan.code);
    const suitability = varietyScore('cabernet sauvignon', 'bordeaux', terroir);
    const potential = blockPotential(suitability, 'vsp', 2.5, 1);
    expect(plan.replanted).toBe(true);
    expect(plan.cost).toBe(plantingCost(1, 2.5, 1));
    expect(plan.block).toMatchObject({
      variety: 'cabernet sauvignon',
      status: 'planting',
      plantedDay: 900,
      health: NEW_BLOCK_HEALTH,
      lastHarvestYear: null,
      suitability,
      potential,
      quality: blockQuality(potential, NEW_BLOCK_HEALTH),
    });
  });

  it('refuses a charge in arrears or beyond the estate’s money', () => {
    expect(decideBlockChange(input({ variety: 'syrah' }, { estate: { money: 100_000, arrears: 5 } }))).toEqual({
      ok: false,
      code: 'ESTATE_IN_ARREARS',
    });
    expect(decideBlockChange(input({ variety: 'syrah' }, { estate: { money: 1, arrears: 0 } }))).toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
    });
  });
});
