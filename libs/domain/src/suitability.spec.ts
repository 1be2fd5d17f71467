import { generateTerroir, seededRandom } from './terroir';
import { REGIONS } from './regions';
import { suitableVarieties, varietyScore } from './suitability';

describe('suitability model', () => {
  it('gives a perfect score where every preference is met', () => {
    const terroir = {
      soilType: 'sandy',
      elevation: 900,
      orientation: 'north',
      sunExposure: 9,
      waterAccess: 3,
      terrain: 'flat',
    } as const;
    expect(varietyScore('malbec', 'mendoza', terroir)).toBe(100);
  });

  it('prefers Malbec to Riesling in Mendoza, and Pinot Noir to Zinfandel on cool chalk in Bordeaux', () => {
    const mendoza = {
      soilType: 'sandy',
      elevation: 1000,
      orientation: 'east',
      sunExposure: 9,
      waterAccess: 3,
      terrain: 'flat',
    } as const;
    expect(varietyScore('malbec', 'mendoza', mendoza)).toBeGreaterThan(varietyScore('riesling', 'mendoza', mendoza));
    const chalk = {
      soilType: 'chalk',
      elevation: 200,
      orientation: 'south',
      sunExposure: 5,
      waterAccess: 6,
      terrain: 'gentle slope',
    } as const;
    expect(varietyScore('pinot noir', 'bordeaux', chalk)).toBeGreaterThan(varietyScore('zinfandel', 'bordeaux', chalk));
  });

  it.each(REGIONS)('scores 0-100, splits 9 red and 3 white, best first, deterministically (%s)', (region) => {
    const rng = seededRandom(3);
    for (let i = 0; i < 100; i++) {
      const terroir = generateTerroir(region, rng);
      const result = suitableVarieties(region, terroir);
      expect(result.red).toHaveLength(9);
      expect(result.white).toHaveLength(3);
      for (const list of [result.red, result.white]) {
        for (const s of list) expect(s.score).toBeGreaterThanOrEqual(0);
        for (const s of list) expect(s.score).toBeLessThanOrEqual(100);
        expect([...list].sort((a, b) => b.score - a.score || a.variety.localeCompare(b.variety))).toEqual(list);
      }
      expect(suitableVarieties(region, terroir)).toEqual(result);
    }
  });
});
