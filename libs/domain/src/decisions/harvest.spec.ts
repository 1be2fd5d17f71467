import { gameTimeFromDayIndex } from '../calendar';
import { harvestedQuality, harvestKg, harvestLabourCost } from '../lifecycle';
import { MESSAGES } from '../messages';
import { decideHarvest, type HarvestedBlockFacts } from './harvest';

// 10 September of year 3: inside the harvest window
const DAY = 2 * 365 + 252;
const BLOCK: HarvestedBlockFacts = {
  name: 'Vigna Alta',
  variety: 'sangiovese',
  status: 'harvesting',
  size: 1.5,
  rowSpacing: 2.5,
  vineSpacing: 1,
  health: 80,
  quality: 70,
  plantedDay: 0,
};

describe('decideHarvest', () => {
  it('picks the block’s yield, pays the pickers and makes a lot of this vintage', () => {
    const plan = decideHarvest({ day: DAY, block: BLOCK });
    if (!plan.ok) throw new Error(plan.code);
    const kg = harvestKg('sangiovese', 1.5, 2.5, 1, 80, DAY);
    const quality = harvestedQuality(70, 'sangiovese', DAY);
    const year = gameTimeFromDayIndex(DAY).year;
    expect(plan.kilograms).toBe(kg);
    expect(plan.quality).toBe(quality);
    expect(plan.labour).toBe(harvestLabourCost(kg));
    expect(plan.postings).toEqual([
      {
        amount: -harvestLabourCost(kg),
        kind: 'harvest_labour',
        description: MESSAGES.ledger.harvestLabour(kg, 'Sangiovese', 'Vigna Alta'),
      },
    ]);
    expect(plan.unaffordable).toBe(MESSAGES.block.harvestLabourUnaffordable(harvestLabourCost(kg)));
    expect(plan.block).toEqual({ status: 'mature', lastHarvestYear: year });
    expect(plan.lot).toEqual({
      kilograms: kg,
      harvestedKg: kg,
      quality,
      vintage: year,
      harvestDay: DAY,
      countedDay: DAY,
    });
    expect(plan.notice.kind).toBe('harvest');
    expect(plan.notice.body).toContain('Vigna Alta');
  });

  it('refuses a block that is not harvesting', () => {
    for (const status of ['planting', 'growing', 'mature', 'dormant'] as const)
      expect(decideHarvest({ day: DAY, block: { ...BLOCK, status } })).toEqual({
        ok: false,
        code: 'NOT_READY_TO_HARVEST',
      });
  });
});
