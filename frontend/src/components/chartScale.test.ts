import { formatGameDay, formatGameDayShort, gameDayTicks } from './gameDayAxis';
import { formatMoneyCompact, linearScale, linePath, niceTicks } from './chartScale';

describe('niceTicks', () => {
  it('covers the range with round steps', () => {
    expect(niceTicks(0, 237_500, 5)).toEqual([0, 100_000, 200_000, 300_000]);
    expect(niceTicks(0, 1, 5)).toEqual([0, 0.25, 0.5, 0.75, 1]);
    expect(niceTicks(-1500, 4000, 5)).toEqual([-2000, 0, 2000, 4000]);
  });

  it('widens an empty range around its value and keeps integer steps when asked', () => {
    expect(niceTicks(0, 0, 5)).toEqual([-1, -0.5, 0, 0.5, 1]);
    const ticks = niceTicks(250_000, 250_000, 5);
    expect(ticks[0]).toBeLessThan(250_000);
    expect(ticks[ticks.length - 1]).toBeGreaterThan(250_000);
    expect(niceTicks(0, 3, 7, true).every(Number.isInteger)).toBe(true);
  });
});

describe('linearScale and linePath', () => {
  it('maps the domain onto the range and a degenerate domain to the middle', () => {
    const s = linearScale(0, 10, 100, 200);
    expect(s(0)).toBe(100);
    expect(s(5)).toBe(150);
    expect(linearScale(3, 3, 0, 50)(3)).toBe(25);
  });

  it('draws slopes or steps', () => {
    const points = [
      { x: 0, y: 0 },
      { x: 1, y: 10 },
    ];
    const id = (v: number) => v;
    expect(linePath(points, id, id)).toBe('M0,0L1,10');
    expect(linePath(points, id, id, true)).toBe('M0,0H1V10');
  });
});

describe('axis labels', () => {
  it('formats money compactly', () => {
    expect(formatMoneyCompact(250_000)).toBe('€250K');
    expect(formatMoneyCompact(-1500)).toBe('-€1.5K');
    expect(formatMoneyCompact(0)).toBe('€0');
    expect(formatMoneyCompact(Number.NaN)).toBe('€0');
  });

  it('formats game days with the calendar', () => {
    expect(formatGameDay(0)).toBe('Spring, Year 1, Day 1 (March)');
    expect(formatGameDay(360)).toBe('Spring, Year 2, Day 1 (March)');
    expect(formatGameDay(-5)).toBe('Spring, Year 1, Day 1 (March)');
    expect(formatGameDayShort(0)).toBe('Y1 Mar 1');
    expect(formatGameDayShort(359)).toBe('Y1 Feb 30');
  });

  it('puts game-day ticks on calendar steps', () => {
    expect(gameDayTicks(0, 30, 4)).toEqual([0, 10, 20, 30]);
    expect(gameDayTicks(0, 720, 3)).toEqual([0, 360, 720]);
    expect(gameDayTicks(5, 5, 4)).toEqual([5, 6]);
    const long = gameDayTicks(0, 3600, 5);
    expect(long.every((tick) => tick % 360 === 0)).toBe(true);
  });
});
