import {
  blockPotential,
  blockQuality,
  blockStatus,
  harvestKg,
  harvestedQuality,
  harvestLabourCost,
  harvestTimingAdvice,
  harvestTimingEffect,
  harvestTimingLabel,
  harvestWindowDay,
  HARVEST_TIMING,
  HARVEST_TIMING_EFFECT,
  harvestOutlook,
  isHarvestWindowDay,
  nextHarvestWindowDay,
  MATURITY_DAYS,
  nextHealth,
  ARREARS_HEALTH_LOSS_PER_DAY,
  PLANTING_DAYS,
  weatherHealthEffect,
} from './lifecycle';
import { dayIndexOf } from './calendar';

describe('blockStatus', () => {
  it('plants, grows, matures, harvests in September-October once, and rests in winter', () => {
    expect(blockStatus(0, 4, false)).toBe('planting');
    expect(blockStatus(PLANTING_DAYS, 6, false)).toBe('growing');
    expect(blockStatus(PLANTING_DAYS + 10, 1, false)).toBe('dormant');
    expect(blockStatus(MATURITY_DAYS, 7, false)).toBe('mature');
    expect(blockStatus(MATURITY_DAYS, 9, false)).toBe('harvesting');
    expect(blockStatus(MATURITY_DAYS, 10, true)).toBe('mature');
    expect(blockStatus(MATURITY_DAYS, 12, false)).toBe('dormant');
    expect(blockStatus(MATURITY_DAYS - 1, 9, false)).toBe('growing');
  });
});

describe('blockPotential', () => {
  it('adds the trellis bonus and penalises extreme densities, within 0-100', () => {
    expect(blockPotential(80, 'vsp', 2, 1)).toBe(84); // 5,000 vines/ha
    expect(blockPotential(80, 'pergola', 2, 1)).toBe(77);
    expect(blockPotential(80, 'vsp', 4, 2)).toBe(77); // 1,250 vines/ha: 69% below the sweet spot, −7
    expect(blockPotential(99, 'vsp', 2, 1)).toBe(100);
    expect(blockPotential(0, 'pergola', 4, 4)).toBe(0);
  });
});

describe('weather and yield', () => {
  it('hurts health on storms and frost', () => {
    expect(weatherHealthEffect({ condition: 'Storm', highC: 20, lowC: 10, highF: 68 })).toBeLessThan(0);
    expect(weatherHealthEffect({ condition: 'Sunny', highC: 20, lowC: 10, highF: 68 })).toBeGreaterThan(0);
  });

  it('yields vines × kg per vine × health', () => {
    // 0.5 ha at 2 m × 1 m = 2,500 vines; merlot 2.2 kg; health 80%
    // 0.5 ha × 2.2 kg × 5,000 vines/ha at 2 × 1 m (factor 1) × 80% health
    expect(harvestKg('merlot', 0.5, 2, 1, 80, 3 * 360)).toBe(4400);
    // young vines: half under two years, 80% in the third
    expect(harvestKg('merlot', 0.5, 2, 1, 80, 400)).toBe(2200);
    expect(harvestKg('merlot', 0.5, 2, 1, 80, 2 * 360)).toBe(3520);
    // density saturates: 0.5 × 0.5 m (40,000 vines/ha, 8× the vines) gives 1.2×, not 8×
    expect(harvestKg('merlot', 0.5, 0.5, 0.5, 80, 3 * 360)).toBe(5280);
  });
});

describe("nextHealth and blockQuality (the tick's rules)", () => {
  it('moves health at most 2 points a day toward suitability plus weather, within 0-100', () => {
    expect(nextHealth(70, 80, 3)).toBe(72);
    expect(nextHealth(82, 80, 3)).toBe(83);
    expect(nextHealth(70, 60, -15)).toBe(68);
    expect(nextHealth(100, 100, 3)).toBe(100);
    expect(nextHealth(1, 5, -15)).toBe(0);
    expect(blockQuality(80, 71)).toBe(76);
  });

  it('lets the vines of an estate in arrears lose health every day, whatever the weather', () => {
    expect(nextHealth(70, 80, 3, true)).toBe(70 - ARREARS_HEALTH_LOSS_PER_DAY);
    expect(nextHealth(50, 100, 15, true)).toBe(50 - ARREARS_HEALTH_LOSS_PER_DAY);
    expect(nextHealth(1, 80, 3, true)).toBe(0);
    expect(nextHealth(70, 80, 3, false)).toBe(72);
    expect(blockQuality(0, 0)).toBe(0);
  });
});

describe('harvestOutlook', () => {
  const day = (year: number, month: number, d = 1) => dayIndexOf({ year, month, day: d });

  it('is ready while harvesting, until the end of October', () => {
    expect(harvestOutlook('harvesting', 400, day(2, 9, 5))).toEqual({
      ready: true,
      reason: 'Ready to harvest until the end of October',
      opensDay: day(2, 9, 5),
    });
  });

  it('names the first harvest of young vines (they bear from year 2)', () => {
    // planted on March 1 of year 1: mature a year later, first harvest in September of year 2
    const o = harvestOutlook('growing', 100, day(1, 6, 11));
    expect(o.ready).toBe(false);
    expect(o.opensDay).toBe(day(2, 9));
    expect(o.reason).toBe('Young vines bear from year 2: first harvest in September, Year 2');
    // maturing in the middle of October: harvestable from that day on
    const late = harvestOutlook('growing', 0, day(1, 10, 12));
    expect(late.opensDay).toBe(day(2, 10, 12));
    expect(late.reason).toBe('Young vines bear from year 2: first harvest from Day 12 (October), Year 2');
  });

  it('sends a mature block to the coming September, or next year once harvested', () => {
    expect(harvestOutlook('mature', 500, day(2, 7, 3))).toMatchObject({ ready: false, reason: 'Ready in September' });
    expect(harvestOutlook('mature', 500, day(2, 9, 20))).toMatchObject({
      reason: 'Harvested this year: next harvest in September, Year 3',
      opensDay: day(3, 9),
    });
    expect(harvestOutlook('dormant', 500, day(2, 1, 4))).toMatchObject({ reason: 'Ready in September, Year 3' });
    expect(nextHarvestWindowDay(day(2, 11))).toBe(day(3, 9));
    expect(isHarvestWindowDay(day(2, 9))).toBe(true);
    expect(isHarvestWindowDay(day(2, 9, 2))).toBe(false);
    expect(isHarvestWindowDay(day(2, 10))).toBe(false);
    expect(nextHarvestWindowDay(day(2, 10, 30))).toBe(day(2, 10, 30));
  });
});

describe('harvest timing (ECONOMY.md §3)', () => {
  const at = (year: number, month: number, d = 1) => dayIndexOf({ year, month, day: d });

  it('counts the window from September 1 and on past its end', () => {
    expect(harvestWindowDay(at(2, 9))).toBe(0);
    expect(harvestWindowDay(at(2, 10, 30))).toBe(59);
    expect(harvestWindowDay(at(2, 11))).toBe(60);
  });

  it("rewards the variety's best days and costs a point a day outside them, at most 10", () => {
    // pinot noir: best 1-21 September
    expect(harvestTimingEffect('pinot noir', at(2, 9))).toBe(HARVEST_TIMING_EFFECT.inWindow);
    expect(harvestTimingEffect('pinot noir', at(2, 9, 21))).toBe(3);
    expect(harvestTimingEffect('pinot noir', at(2, 9, 22))).toBe(-1);
    expect(harvestTimingEffect('pinot noir', at(2, 10, 30))).toBe(-10);
    // nebbiolo: best from 6 October to the end of the window; picked by the tick on November 1, a day late
    expect(harvestTimingEffect('nebbiolo', at(2, 9))).toBe(-10);
    expect(harvestTimingEffect('nebbiolo', at(2, 10, 30))).toBe(3);
    expect(harvestTimingEffect('nebbiolo', at(2, 11))).toBe(-1);
    expect(harvestedQuality(99, 'nebbiolo', at(2, 10, 20))).toBe(100);
    expect(harvestedQuality(5, 'pinot noir', at(2, 10, 30))).toBe(0);
  });

  it('gives every variety a window inside September and October, labelled for the screens', () => {
    for (const { from, to } of Object.values(HARVEST_TIMING)) {
      expect(from).toBeGreaterThanOrEqual(0);
      expect(to).toBeLessThanOrEqual(59);
      expect(to - from).toBeGreaterThanOrEqual(20);
    }
    expect(harvestTimingLabel('pinot noir')).toBe('Best picked 1 Sep – 21 Sep');
    expect(harvestTimingLabel('cabernet sauvignon')).toBe('Best picked 26 Sep – 21 Oct');
  });

  it('says what picking today does', () => {
    expect(harvestTimingAdvice('pinot noir', at(2, 9, 5))).toBe('Picked today: +3 quality (its best days)');
    expect(harvestTimingAdvice('cabernet sauvignon', at(2, 9, 24))).toBe('Picked today: -2 quality (2 days early)');
    expect(harvestTimingAdvice('pinot noir', at(2, 9, 22))).toBe('Picked today: -1 quality (1 day late)');
  });

  it('charges €0.10 a kilogram of labour', () => {
    expect(harvestLabourCost(12_345)).toBe(1_235);
    expect(harvestLabourCost(0)).toBe(0);
  });
});
