/**
 * Game calendar. Months use their ordinary numbers (1 = January ... 12 = December), but a game
 * year starts in March (Spring) and ends in February (Winter).
 *
 * Decision: every month has 30 days, so a game year is 12 months × 30 days = 360 days. This keeps
 * the calendar pure arithmetic (no leap years, no month lengths) for both the server tick and the UI.
 */

export const DAYS_PER_MONTH = 30;
export const MONTHS_PER_YEAR = 12;
export const DAYS_PER_YEAR = DAYS_PER_MONTH * MONTHS_PER_YEAR;

/** Month names indexed by month number - 1 (index 0 = January). */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
export type MonthName = (typeof MONTH_NAMES)[number];

/** Month numbers in game-year order: March first, February last. */
export const GAME_YEAR_MONTHS = [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 1, 2] as const;
const FIRST_MONTH = GAME_YEAR_MONTHS[0];

export const SEASONS = ['Spring', 'Summer', 'Fall', 'Winter'] as const;
export type Season = (typeof SEASONS)[number];

export const SEASON_MONTHS: Readonly<Record<Season, readonly number[]>> = {
  Spring: [3, 4, 5],
  Summer: [6, 7, 8],
  Fall: [9, 10, 11],
  Winter: [12, 1, 2],
};

export interface GameTime {
  year: number;
  month: number;
  day: number;
}

export interface GameTimeView extends GameTime {
  season: Season;
  monthName: MonthName;
  /** e.g. 'Spring, Year 1, Day 1 (March)'; Day is the day of the month. */
  formattedTime: string;
  /** 1..360, day 1 = March 1. */
  dayOfYear: number;
  /** Days since GAME_START, 0-based. */
  dayIndex: number;
}

/** Default start: Spring, Year 1, Day 1, March. */
export const GAME_START: Readonly<GameTime> = Object.freeze({ year: 1, month: 3, day: 1 });

function isMonth(month: number): boolean {
  return Number.isInteger(month) && month >= 1 && month <= MONTHS_PER_YEAR;
}

function assertMonth(month: number): void {
  if (!isMonth(month)) throw new RangeError(`Invalid month: ${month}`);
}

export function isValidGameTime(time: GameTime): boolean {
  return (
    Number.isInteger(time.year) &&
    time.year >= 1 &&
    isMonth(time.month) &&
    Number.isInteger(time.day) &&
    time.day >= 1 &&
    time.day <= DAYS_PER_MONTH
  );
}

function assertGameTime(time: GameTime): void {
  if (!isValidGameTime(time)) throw new RangeError(`Invalid game time: ${JSON.stringify(time)}`);
}

export function seasonOfMonth(month: number): Season {
  assertMonth(month);
  return SEASONS.find((season) => SEASON_MONTHS[season].includes(month)) as Season;
}

export function monthName(month: number): MonthName {
  assertMonth(month);
  return MONTH_NAMES[month - 1];
}

/** 0 for March ... 11 for February. */
function monthPosition(month: number): number {
  return (month - FIRST_MONTH + MONTHS_PER_YEAR) % MONTHS_PER_YEAR;
}

/** Day within the game year, 1..360 (day 1 = March 1, day 360 = February 30). */
export function dayOfYear(time: GameTime): number {
  assertGameTime(time);
  return monthPosition(time.month) * DAYS_PER_MONTH + time.day;
}

/** Absolute day counter since GAME_START (which is index 0). */
export function dayIndexOf(time: GameTime): number {
  return (time.year - 1) * DAYS_PER_YEAR + dayOfYear(time) - 1;
}

/** The first day (March 1) of the game year of `day`. */
export function yearStartDay(day: number): number {
  return day - (day % DAYS_PER_YEAR);
}

/** The game times of the first hundred game years' days, by day index, once computed (each call answers a copy). */
const GAME_TIMES: Readonly<GameTime>[] = [];
const GAME_TIMES_MEMO_DAYS = 100 * DAYS_PER_YEAR;

export function gameTimeFromDayIndex(index: number): GameTime {
  const known = typeof index === 'number' ? GAME_TIMES[index] : undefined;
  if (known !== undefined) return { year: known.year, month: known.month, day: known.day };
  if (!Number.isInteger(index) || index < 0) throw new RangeError(`Invalid day index: ${index}`);
  const inYear = index % DAYS_PER_YEAR;
  const time = {
    year: Math.floor(index / DAYS_PER_YEAR) + 1,
    month: GAME_YEAR_MONTHS[Math.floor(inYear / DAYS_PER_MONTH)],
    day: (inYear % DAYS_PER_MONTH) + 1,
  };
  if (index < GAME_TIMES_MEMO_DAYS) GAME_TIMES[index] = { ...time };
  return time;
}

/** A new time `days` later (or earlier when negative); the year changes from February to March. */
export function advanceDays(time: GameTime, days: number): GameTime {
  if (!Number.isInteger(days)) throw new RangeError(`Invalid number of days: ${days}`);
  return gameTimeFromDayIndex(dayIndexOf(time) + days);
}

/** 'Spring, Year 1, Day 1 (March)'. */
export function formatGameTime(time: GameTime): string {
  assertGameTime(time);
  return `${seasonOfMonth(time.month)}, Year ${time.year}, Day ${time.day} (${monthName(time.month)})`;
}

/** '15 Oct, Year 2': the game time where the full form does not fit (a phone's status bar). */
export function formatGameTimeShort(time: GameTime): string {
  assertGameTime(time);
  return `${time.day} ${monthName(time.month).slice(0, 3)}, Year ${time.year}`;
}

/** What a day before GAME_START reads as: the head-start blocks were planted before the world began. */
export const BEFORE_GAME_START = 'Before Year 1';

/** The game date of a day index (a harvest, a planting, a notification), in the full form. */
export function formatGameDay(dayIndex: number): string {
  if (dayIndex < 0) return BEFORE_GAME_START;
  return formatGameTime(gameTimeFromDayIndex(Math.floor(dayIndex)));
}

/** The game date of a day index in the short form ('15 Oct, Year 2'). */
export function formatGameDayShortForm(dayIndex: number): string {
  if (dayIndex < 0) return BEFORE_GAME_START;
  return formatGameTimeShort(gameTimeFromDayIndex(Math.floor(dayIndex)));
}

/** The game date of a year and a day of that year (1-based, as the API's GameDateDto): '11 Apr, Year 2'. */
export function formatGameDate(date: { year: number; day: number }): string {
  return formatGameDayShortForm((date.year - 1) * DAYS_PER_YEAR + date.day - 1);
}

export function toGameTimeView(time: GameTime): GameTimeView {
  assertGameTime(time);
  return {
    year: time.year,
    month: time.month,
    day: time.day,
    season: seasonOfMonth(time.month),
    monthName: monthName(time.month),
    formattedTime: formatGameTime(time),
    dayOfYear: dayOfYear(time),
    dayIndex: dayIndexOf(time),
  };
}
