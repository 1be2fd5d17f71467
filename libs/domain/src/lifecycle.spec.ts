import {
  blockPotential,
  blockQuality,
  blockStatus,
  harvestKg,
  MATURITY_DAYS,
  nextHealth,
  ARREARS_HEALTH_LOSS_PER_DAY,
  PLANTING_DAYS,
  weatherHealthEffect,
} from './lifecycle';

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
