import { REGIONS } from './regions';
import { forecast, WEATHER_CONDITIONS, weatherFor } from './weather';

describe('weatherFor', () => {
  it('is the same for the same region and day, and varies over days', () => {
    expect(weatherFor('tuscany', 12)).toEqual(weatherFor('tuscany', 12));
    const conditions = new Set(Array.from({ length: 360 }, (_, d) => weatherFor('bordeaux', d).condition));
    expect(conditions.size).toBeGreaterThan(2);
  });

  it.each(REGIONS)('gives plausible temperatures in %s (warmer in summer than in winter)', (region) => {
    const avg = (from: number) =>
      Array.from({ length: 90 }, (_, i) => weatherFor(region, from + i).highC).reduce((a, b) => a + b, 0) / 90;
    // day 0 = March 1: summer is days 90-179, winter 270-359
    expect(avg(90)).toBeGreaterThan(avg(270));
    for (let d = 0; d < 360; d++) {
      const w = weatherFor(region, d);
      expect(WEATHER_CONDITIONS).toContain(w.condition);
      expect(w.lowC).toBeLessThan(w.highC);
      expect(w.highF).toBe(Math.round((w.highC * 9) / 5 + 32));
    }
  });

  it('rains less in Mendoza than in Bordeaux', () => {
    const wet = (region: 'mendoza' | 'bordeaux') =>
      Array.from({ length: 720 }, (_, d) => weatherFor(region, d).condition).filter(
        (c) => c === 'Rain' || c === 'Storm',
      ).length;
    expect(wet('mendoza')).toBeLessThan(wet('bordeaux'));
  });
});

describe('forecast', () => {
  it('forecasts consecutive days', () => {
    expect(forecast('napa', 5).map((f) => f.dayIndex)).toEqual([5, 6, 7]);
  });
});
