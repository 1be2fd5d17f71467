import { DAYS_PER_MONTH, DAYS_PER_YEAR, formatGameTime, gameTimeFromDayIndex } from '@vineyard/domain';

/** A game day index as the calendar reads it: 0 → 'Spring, Year 1, Day 1 (March)'. */
export function formatGameDay(dayIndex: number): string {
  const safe = Number.isInteger(dayIndex) && dayIndex >= 0 ? dayIndex : 0;
  return formatGameTime(gameTimeFromDayIndex(safe));
}

/** A short axis label: 0 → 'Y1 Mar 1', 360 → 'Y2 Mar 1'. */
export function formatGameDayShort(dayIndex: number): string {
  const safe = Number.isInteger(dayIndex) && dayIndex >= 0 ? dayIndex : 0;
  const time = gameTimeFromDayIndex(safe);
  const month = new Date(Date.UTC(2000, time.month - 1, 1)).toLocaleString('en-US', {
    month: 'short',
    timeZone: 'UTC',
  });
  return `Y${time.year} ${month} ${time.day}`;
}

/** Steps that fall on calendar boundaries: days, weeks-ish, months, seasons, years. */
const STEPS = [1, 2, 5, 10, 15, DAYS_PER_MONTH, 2 * DAYS_PER_MONTH, 90, 180, DAYS_PER_YEAR];

/**
 * Ticks for a game-day axis: multiples of a calendar step (a month, a season, a year …) so the
 * labels read as the first of a month where the range allows it.
 */
export function gameDayTicks(min: number, max: number, count: number): number[] {
  const lo = Math.max(0, Math.floor(Math.min(min, max)));
  const hi = Math.max(lo + 1, Math.ceil(Math.max(min, max)));
  const raw = (hi - lo) / Math.max(1, count - 1);
  let step = STEPS.find((candidate) => candidate >= raw);
  if (step === undefined) step = Math.ceil(raw / DAYS_PER_YEAR) * DAYS_PER_YEAR;
  const start = Math.floor(lo / step) * step;
  const ticks: number[] = [];
  for (let tick = start; tick < hi + step; tick += step) {
    ticks.push(tick);
    if (tick >= hi) break;
  }
  return ticks;
}
