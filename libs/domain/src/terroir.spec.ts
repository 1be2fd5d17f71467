import { REGION_BASE_PRICES, REGIONS } from './regions';
import { LAND_SALE_FEE_RATE } from './economy';
import { SOIL_TYPES } from './soils';
import { PLOT_ORIENTATIONS, TERRAINS } from './plots';
import {
  annualMaintenance,
  generateTerroir,
  meanTerroirFactor,
  undevelopedLandPrice,
  landValuation,
  REGION_PROFILES,
  seededRandom,
  templatePlotSizes,
} from './terroir';

describe('templatePlotSizes', () => {
  it('splits each template into its plots and hectares', () => {
    expect(templatePlotSizes('boutique')).toEqual([2]);
    expect(templatePlotSizes('family')).toEqual([3, 2]);
    expect(templatePlotSizes('standard')).toEqual([3, 2]);
    expect(templatePlotSizes('commercial')).toEqual([5, 3, 2]);
  });
});

describe('generateTerroir', () => {
  it.each(REGIONS)('stays within the %s profile', (region) => {
    const rng = seededRandom(42);
    const p = REGION_PROFILES[region];
    for (let i = 0; i < 500; i++) {
      const t = generateTerroir(region, rng);
      expect(Object.keys(p.soils)).toContain(t.soilType);
      expect(SOIL_TYPES).toContain(t.soilType);
      expect(t.elevation).toBeGreaterThanOrEqual(p.elevation[0] - 5);
      expect(t.elevation).toBeLessThanOrEqual(p.elevation[1] + 5);
      expect(t.sunExposure).toBeGreaterThanOrEqual(p.sun[0]);
      expect(t.sunExposure).toBeLessThanOrEqual(p.sun[1]);
      expect(t.waterAccess).toBeGreaterThanOrEqual(p.water[0]);
      expect(t.waterAccess).toBeLessThanOrEqual(p.water[1]);
      expect(PLOT_ORIENTATIONS).toContain(t.orientation);
      expect(TERRAINS).toContain(t.terrain);
    }
  });

  it('is deterministic for a seed', () => {
    expect(generateTerroir('napa', seededRandom(7))).toEqual(generateTerroir('napa', seededRandom(7)));
  });
});

describe('landValuation', () => {
  const average = {
    soilType: 'loam',
    elevation: 200,
    orientation: 'east',
    sunExposure: 5,
    waterAccess: 5,
    terrain: 'flat',
  } as const;

  it('is base price × hectares for average land', () => {
    expect(landValuation('tuscany', 2, average)).toBe(160000);
    expect(landValuation('napa', 1.5, average)).toBe(225000);
  });

  it('rewards sun, water and south-facing gentle slopes, within 0.7-1.3', () => {
    const best = {
      ...average,
      sunExposure: 10,
      waterAccess: 10,
      orientation: 'south',
      terrain: 'gentle slope',
    } as const;
    const worst = { ...average, sunExposure: 0, waterAccess: 0, orientation: 'north', terrain: 'steep slope' } as const;
    expect(landValuation('rioja', 1, best)).toBe(88200); // 1 + 0.10 + 0.05 + 0.06 + 0.05
    expect(landValuation('rioja', 1, worst)).toBe(49000); // 0.67, clamped to 0.7
  });

  it('charges 2% a year in maintenance', () => {
    expect(annualMaintenance(160000)).toBe(3200);
  });
});

describe('undeveloped land', () => {
  it.each([...REGIONS])('costs what surveyed land in %s is worth on average', (region) => {
    const rng = seededRandom(7);
    let sum = 0;
    const n = 20000;
    for (let i = 0; i < n; i++) sum += landValuation(region, 1, generateTerroir(region, rng));
    const meanValuation = sum / n;
    // the exact mean over every draw the generator can make agrees with a large sample
    expect(Math.abs(meanTerroirFactor(region) * REGION_BASE_PRICES[region] - meanValuation)).toBeLessThan(
      0.004 * REGION_BASE_PRICES[region],
    );
    // buying blind and selling at the valuation, less the 2% fee, loses on average
    expect(meanValuation * (1 - LAND_SALE_FEE_RATE)).toBeLessThan(undevelopedLandPrice(region, 1));
  });
});
