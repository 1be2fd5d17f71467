import { BLOCK_LIMITS } from './blocks';
import { DAYS_PER_YEAR } from './calendar';
import {
  arrearsPayable,
  chargeWithArrears,
  densityFactor,
  estateUpkeep,
  HEAD_START,
  headStartBlock,
  isUpkeepDay,
  isLedgerKind,
  landSaleFee,
  LEDGER_KIND_LABELS,
  LEDGER_KINDS,
  listingPriceRange,
  plantingCost,
  startingGrant,
  STARTING_GRANT,
  youngVineFactor,
} from './economy';
import { suitableVarieties, varietyScore } from './suitability';
import type { Terroir } from './terroir';
import { GRAPE_VARIETY_COLORS } from './varieties';

describe('economy rules', () => {
  it('gives the full grant to the first three estates ever, a small one after', () => {
    expect([0, 1, 2, 3, 10].map(startingGrant)).toEqual([250_000, 250_000, 250_000, 20_000, 20_000]);
    expect(STARTING_GRANT.later).toBeLessThan(STARTING_GRANT.full / 10);
  });

  it('bands listings at 0.5–2× the valuation, in whole euros', () => {
    expect(listingPriceRange(100_001)).toEqual({ min: 50_001, max: 200_002 });
    expect(listingPriceRange(1)).toEqual({ min: 1, max: 2 });
  });

  it('takes a 2% fee on land sales', () => {
    expect(landSaleFee(100_000)).toBe(2_000);
    expect(landSaleFee(49)).toBe(1);
  });

  it('charges €2 a vine and €5,000 a hectare to plant', () => {
    // 1 ha at 2 × 1 m = 5,000 vines
    expect(plantingCost(1, 2, 1)).toBe(15_000);
    expect(plantingCost(0.5, 1, 1)).toBe(12_500);
  });

  it('saturates yield with density and lets young vines bear less', () => {
    expect(densityFactor(2, 1)).toBe(1);
    expect(densityFactor(0.5, 0.5)).toBe(1.2);
    expect(densityFactor(4, 1)).toBeCloseTo(Math.SQRT1_2);
    expect([0, 719, 720, 1079, 1080].map(youngVineFactor)).toEqual([0.5, 0.5, 0.8, 0.8, 1]);
  });

  it('labels every ledger kind', () => {
    for (const kind of LEDGER_KINDS) expect(LEDGER_KIND_LABELS[kind]).toBeTruthy();
    expect(isLedgerKind('fee')).toBe(true);
    expect(isLedgerKind('mint')).toBe(false);
  });

  it('charges the upkeep on March 1 of every year after the first, as much as the estate has', () => {
    expect([0, 1, 359, 360, 361, 720].map(isUpkeepDay)).toEqual([false, false, false, true, false, true]);
    expect(estateUpkeep([4_800, 3_520])).toBe(8_320);
    expect(estateUpkeep([])).toBe(0);
    expect(chargeWithArrears(10_000, 8_320)).toEqual({ paid: 8_320, unpaid: 0 });
    expect(chargeWithArrears(1_000, 8_320)).toEqual({ paid: 1_000, unpaid: 7_320 });
    expect(chargeWithArrears(0, 8_320)).toEqual({ paid: 0, unpaid: 8_320 });
    expect([arrearsPayable(5_000, 7_320), arrearsPayable(9_000, 7_320), arrearsPayable(0, 7_320)]).toEqual([
      5_000, 7_320, 0,
    ]);
  });

  describe('the head start', () => {
    const terroir: Terroir = {
      soilType: 'clay',
      elevation: 250,
      sunExposure: 7,
      waterAccess: 4,
      terrain: 'gentle slope',
      orientation: 'south',
    };

    it('plants about half the plot with its best-suited red, default spacing, mature', () => {
      const block = headStartBlock('tuscany', terroir, 3);
      const best = suitableVarieties('tuscany', terroir).red[0]!;
      expect(block).toMatchObject({
        name: HEAD_START.name,
        size: 1.5,
        grapeVariety: best.variety,
        suitability: best.score,
        rowSpacing: BLOCK_LIMITS.rowSpacing.default,
        vineSpacing: BLOCK_LIMITS.vineSpacing.default,
      });
      expect(GRAPE_VARIETY_COLORS[block.grapeVariety]).toBe('red');
      expect(block.suitability).toBe(varietyScore(block.grapeVariety, 'tuscany', terroir));
      // old enough to bear fully from the first harvest
      expect(block.ageDays).toBeGreaterThanOrEqual(3 * DAYS_PER_YEAR);
      expect(youngVineFactor(block.ageDays)).toBe(1);
    });

    it('rounds the size to 0.1 ha and keeps it within the plot', () => {
      expect(headStartBlock('napa', terroir, 2).size).toBe(1);
      expect(headStartBlock('napa', terroir, 5).size).toBe(2.5);
      expect(headStartBlock('napa', terroir, 2.3).size).toBe(1.2);
      expect(headStartBlock('napa', terroir, 0.1).size).toBe(0.1);
    });
  });
});
