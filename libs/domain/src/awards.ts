/**
 * Yearly awards (issue 19, ECONOMY.md §5): once a game year, per region × colour, the
 * best-reviewed lots win gold, silver and bronze. The lots of year Y are those whose critics'
 * review falls in game year Y; they are judged on the first day of year Y + 1, by their critic
 * score (ties: the higher bottled quality, then the earlier bottling, then the lot id). Each estate
 * enters its best lot, and a medal needs competition (AWARD_COMPETITION): a producer alone in its
 * region wins nothing. A medal stays with its lot for good and raises its price (AWARD_PRICE_FACTORS).
 */
import { MESSAGES } from './messages';
import { DAYS_PER_YEAR } from './calendar';
import { AWARD_PRICE_FACTORS, CRITIC_REVIEWS, criticScore, reviewDay } from './market';
import { regionLabel, type RegionKey } from './regions';
import { MEDALS, type Medal } from './reputation';
import type { GrapeColor } from './varieties';

/** Medals per region × colour each year, best first. */
export const AWARD_MEDALS: readonly Medal[] = MEDALS;

export const MEDAL_LABELS: Readonly<Record<Medal, string>> = { gold: 'Gold', silver: 'Silver', bronze: 'Bronze' };

/**
 * How much competition a medal needs (issue 34): each estate enters its best lot of a region ×
 * colour, and gold needs `minEstates` estates entering, silver one more, bronze one more again.
 */
export const AWARD_COMPETITION = { minEstates: 3 } as const;

/** How many medals a region × colour gives when `estates` estates enter it. */
export function medalsGiven(estates: number): number {
  return Math.max(0, Math.min(AWARD_MEDALS.length, estates - AWARD_COMPETITION.minEstates + 1));
}

/** The first game year that can have awards. */
export const FIRST_AWARDS_YEAR = 1;

/** The game day (index) on which year `year`'s awards are given: the first day of year + 1. */
export function awardsDay(year: number): number {
  return year * DAYS_PER_YEAR;
}

/** The year whose awards are given on `day`, or null when `day` is not an awards day. */
export function awardsYearOn(day: number): number | null {
  return Number.isInteger(day) && day >= awardsDay(FIRST_AWARDS_YEAR) && day % DAYS_PER_YEAR === 0
    ? day / DAYS_PER_YEAR
    : null;
}

/** The game year a day falls in (day 0 is year 1). */
export function gameYearOf(day: number): number {
  return Math.floor(day / DAYS_PER_YEAR) + 1;
}

/**
 * The year whose awards come next, seen on `day`: today's year, judged on the first day of the
 * next (on an awards day itself, the previous year's medals are given by that day's tick).
 */
export function nextAwardsYear(day: number): number {
  return Math.max(FIRST_AWARDS_YEAR, gameYearOf(day));
}

/**
 * The lots that compete in year `year`: those whose review day falls in it, i.e. lots of at least
 * CRITIC_REVIEWS.minBottles bottled on a day in `[fromBottledDay, untilBottledDay)`.
 */
export function awardEntryWindow(year: number): { fromBottledDay: number; untilBottledDay: number } {
  return {
    fromBottledDay: (year - 1) * DAYS_PER_YEAR - CRITIC_REVIEWS.afterDays,
    untilBottledDay: year * DAYS_PER_YEAR - CRITIC_REVIEWS.afterDays,
  };
}

/** What the judges need of a lot. `quality` is its quality when bottled (what the critics scored). */
export interface AwardEntrant {
  id: string;
  /** The producer: each estate enters only its best lot of a region × colour. */
  estateId: string;
  region: RegionKey;
  colour: GrapeColor;
  quality: number;
  bottledBottles: number;
  bottledDay: number;
}

export interface AwardWinner<T extends AwardEntrant = AwardEntrant> {
  lot: T;
  medal: Medal;
  score: number;
}

/** Whether a lot competes in year `year`'s awards. */
export function competesIn(lot: Pick<AwardEntrant, 'bottledBottles' | 'bottledDay'>, year: number): boolean {
  const on = reviewDay(lot.bottledBottles, lot.bottledDay);
  return on !== null && on >= 0 && gameYearOf(on) === year;
}

/** The judges' order: the higher critic score first, then the higher quality, the earlier bottling, the id. */
export function compareAwardEntrants(a: AwardEntrant, b: AwardEntrant): number {
  const score = criticScore(b.id, b.quality) - criticScore(a.id, a.quality);
  if (score !== 0) return score;
  if (a.quality !== b.quality) return b.quality - a.quality;
  if (a.bottledDay !== b.bottledDay) return a.bottledDay - b.bottledDay;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * Year `year`'s medals among `lots` (those that do not compete are left out): per region × colour,
 * each estate's best lot entering, as many medals as the entrants allow (medalsGiven), best first.
 */
export function awardWinners<T extends AwardEntrant>(lots: readonly T[], year: number): AwardWinner<T>[] {
  const segments = new Map<string, T[]>();
  for (const lot of lots.filter((l) => competesIn(l, year))) {
    const key = `${lot.region}:${lot.colour}`;
    segments.set(key, [...(segments.get(key) ?? []), lot]);
  }
  return [...segments.keys()].sort().flatMap((key) => {
    const seen = new Set<string>();
    const entrants = [...segments.get(key)!].sort(compareAwardEntrants).filter((lot) => {
      if (seen.has(lot.estateId)) return false;
      seen.add(lot.estateId);
      return true;
    });
    return entrants
      .slice(0, medalsGiven(entrants.length))
      .map((lot, i) => ({ lot, medal: AWARD_MEDALS[i]!, score: criticScore(lot.id, lot.quality) }));
  });
}

/** "Gold, red wines of Tuscany". */
export function awardCategoryLabel(region: RegionKey, colour: GrapeColor): string {
  return `${colour === 'red' ? 'Red' : 'White'} wines of ${regionLabel(region)}`;
}

/** The winner's notification. */
export function awardNotice(award: {
  medal: Medal;
  wineName: string;
  region: RegionKey;
  colour: GrapeColor;
  year: number;
  score: number;
}): { title: string; body: string } {
  const percent = Math.round((AWARD_PRICE_FACTORS[award.medal] - 1) * 100);
  return {
    title: MESSAGES.notice.awardTitle(MEDAL_LABELS[award.medal], award.wineName),
    body: MESSAGES.notice.awardBody(
      award.wineName,
      award.medal,
      award.colour,
      regionLabel(award.region),
      award.year,
      award.score,
      percent,
    ),
  };
}
