import {
  gameFigures,
  GRAPE_VARIETIES,
  quarterStart,
  REGIONS,
  ROADMAP_PHASES,
  ROADMAP_UPDATED,
  UPCOMING_FEATURES,
} from './index';

const monthIndex = ({ year, month }: { year: number; month: number }) => year * 12 + month;

describe('public site figures', () => {
  it('counts the varieties and regions the game has', () => {
    expect(gameFigures()).toEqual({ varieties: GRAPE_VARIETIES.length, regions: REGIONS.length });
  });

  it('reads quarter labels', () => {
    expect(quarterStart('Q3 2027')).toEqual({ year: 2027, month: 7 });
    expect(quarterStart('2025–2026')).toBeNull();
  });
});

describe('roadmap', () => {
  const updated = monthIndex(ROADMAP_UPDATED);
  /** Planned work ends no earlier than the quarter of the last update. */
  const notPast = (label: string) => {
    const start = quarterStart(label);
    expect(start).not.toBeNull();
    expect(monthIndex(start!) + 2).toBeGreaterThanOrEqual(updated);
  };

  it('dates no planned or ongoing phase before its last update', () => {
    for (const phase of ROADMAP_PHASES.filter((p) => p.status !== 'Completed')) notPast(phase.timeframe);
  });

  it('dates no upcoming feature before its last update', () => {
    for (const feature of UPCOMING_FEATURES) notPast(feature.quarter);
  });

  it('marks a phase completed only when all its features are', () => {
    for (const phase of ROADMAP_PHASES.filter((p) => p.status === 'Completed'))
      expect(phase.features.every((f) => f.completed)).toBe(true);
  });
});
