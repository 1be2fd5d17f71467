/**
 * Seasons (issue 35, item 4): a yearly regional competition. A season is one game year; the
 * estates of a region are ranked by a season score made of what their bottled wines earned in the
 * year, the best critics' score of their wines reviewed in the year, and their reputation. When the
 * year ends (the first day of the next), the best three of each region are honoured for good in the
 * hall of fame and told so. Recognition, not money: honours move no euro and no reputation point.
 *
 * The score is this module's `seasonScore`; the server ranks the standings with the same formula
 * in SQL (backend/src/seasons/seasons.sql.ts), and tests/api/seasons.test.ts checks the two agree.
 */
import { MESSAGES } from './messages';
import { DAYS_PER_YEAR } from './calendar';
import { awardEntryWindow, gameYearOf } from './awards';
import { regionLabel, type RegionKey } from './regions';

/**
 * The season score's parts, in points of SEASON_SCORE_MAX: revenue, critics and reputation, each
 * normalised to 0–1 and weighted.
 */
export const SEASON_WEIGHTS = { revenue: 400, critic: 350, reputation: 250 } as const;

/** The highest season score (the weights' sum). */
export const SEASON_SCORE_MAX = SEASON_WEIGHTS.revenue + SEASON_WEIGHTS.critic + SEASON_WEIGHTS.reputation;

/**
 * Wine revenue in a season (whole euros) that earns half the revenue part: revenue counts as
 * revenue / (revenue + SEASON_REVENUE_HALF), so each euro counts and the first ones count most,
 * and a huge estate cannot buy the season with volume alone.
 */
export const SEASON_REVENUE_HALF = 200_000;

/** The critics' score scale (criticScore): 50 earns nothing of the critic part, 100 all of it. */
export const SEASON_CRITIC_RANGE = { min: 50, max: 100 } as const;

/** Places honoured per region and season, best first. */
export const SEASON_HONOUR_PLACES = 3;

/** What a place is called. */
export const SEASON_PLACE_LABELS: readonly string[] = ['Champion', 'Runner-up', 'Third place'];

/**
 * How much competition honours need: a region's season honours its first place only when at least
 * `minEntrants` estates take part, and one more place for each further entrant (up to three).
 */
export const SEASON_COMPETITION = { minEntrants: 2 } as const;

/** How many places a region honours when `entrants` estates take part. */
export function seasonHonoursGiven(entrants: number): number {
  return Math.max(0, Math.min(SEASON_HONOUR_PLACES, entrants - SEASON_COMPETITION.minEntrants + 1));
}

/** The first game year that is a season. */
export const FIRST_SEASON_YEAR = 1;

/**
 * Season `year`'s days: `[fromDay, untilDay)` for its wine sales, and the bottling window whose
 * critics' reviews fall in it (awardEntryWindow: a lot is reviewed CRITIC_REVIEWS.afterDays after
 * bottling, when it has enough bottles).
 */
export function seasonWindow(year: number): {
  fromDay: number;
  untilDay: number;
  fromBottledDay: number;
  untilBottledDay: number;
} {
  return {
    fromDay: (year - 1) * DAYS_PER_YEAR,
    untilDay: year * DAYS_PER_YEAR,
    ...awardEntryWindow(year),
  };
}

/** The season under way on `day` (day 0 is in season 1). */
export function currentSeasonYear(day: number): number {
  return Math.max(FIRST_SEASON_YEAR, gameYearOf(day));
}

/** The season that ends on `day` (its honours are given that day), or null when none does. */
export function seasonEndingOn(day: number): number | null {
  return Number.isInteger(day) && day >= FIRST_SEASON_YEAR * DAYS_PER_YEAR && day % DAYS_PER_YEAR === 0
    ? day / DAYS_PER_YEAR
    : null;
}

/** What the season score looks at for one estate. */
export interface SeasonResult {
  /** Whole euros its bottled wines earned from buyers in the season (wine sales). */
  revenue: number;
  /** The best critics' score (50–100) of its wines reviewed in the season; null when none was. */
  criticScore: number | null;
  /** Its reputation (0–100). */
  reputation: number;
}

/** Whether an estate takes part in a season: it sold bottled wine or had a wine reviewed in it. */
export function entersSeason(r: Pick<SeasonResult, 'revenue' | 'criticScore'>): boolean {
  return r.revenue > 0 || r.criticScore !== null;
}

/**
 * The season score, 0–SEASON_SCORE_MAX, rounded to a whole point (half up):
 * revenue part × revenue / (revenue + SEASON_REVENUE_HALF)
 * + critic part × (best score − 50) / 50 (nothing without a review)
 * + reputation part × reputation / 100.
 * The server's SQL computes it with the same operations in the same order (seasonScoreSql).
 */
export function seasonScore(r: SeasonResult): number {
  const revenue = Math.max(0, r.revenue);
  const critic =
    r.criticScore === null
      ? 0
      : Math.max(0, Math.min(SEASON_CRITIC_RANGE.max, r.criticScore) - SEASON_CRITIC_RANGE.min);
  const reputation = Math.max(0, Math.min(100, r.reputation));
  const x =
    (SEASON_WEIGHTS.revenue * revenue) / (revenue + SEASON_REVENUE_HALF) +
    (SEASON_WEIGHTS.critic * critic) / (SEASON_CRITIC_RANGE.max - SEASON_CRITIC_RANGE.min) +
    (SEASON_WEIGHTS.reputation * reputation) / 100;
  return Math.floor(x + 0.5);
}

export interface SeasonEntrant extends SeasonResult {
  estateId: string;
}

/**
 * The standings' order: the higher season score first, then the higher revenue, the better critics'
 * score, the higher reputation, then the estate id.
 */
export function compareSeasonEntrants(a: SeasonEntrant, b: SeasonEntrant): number {
  const score = seasonScore(b) - seasonScore(a);
  if (score !== 0) return score;
  if (a.revenue !== b.revenue) return b.revenue - a.revenue;
  const ca = a.criticScore ?? 0;
  const cb = b.criticScore ?? 0;
  if (ca !== cb) return cb - ca;
  if (a.reputation !== b.reputation) return b.reputation - a.reputation;
  return a.estateId < b.estateId ? -1 : a.estateId > b.estateId ? 1 : 0;
}

/** A region's standings: the estates that take part, best first, ranked from 1, with their score. */
export function seasonStandings<T extends SeasonEntrant>(
  estates: readonly T[],
): (T & { rank: number; score: number })[] {
  return estates
    .filter(entersSeason)
    .sort(compareSeasonEntrants)
    .map((e, i) => ({ ...e, rank: i + 1, score: seasonScore(e) }));
}

/** The honours a region's season gives: its first places, as many as the entrants allow. */
export function seasonHonours<T extends SeasonEntrant>(estates: readonly T[]): (T & { rank: number; score: number })[] {
  const standings = seasonStandings(estates);
  return standings.slice(0, seasonHonoursGiven(standings.length));
}

/** "Champion", "Runner-up", "Third place". */
export function seasonPlaceLabel(rank: number): string {
  return SEASON_PLACE_LABELS[rank - 1] ?? `Place ${rank}`;
}

/** The honoured estate's notification. */
export function seasonHonourNotice(h: {
  rank: number;
  estateName: string;
  region: RegionKey;
  year: number;
  score: number;
}): { title: string; body: string } {
  const place = seasonPlaceLabel(h.rank);
  return {
    title: MESSAGES.notice.seasonHonourTitle(place, h.year),
    body: MESSAGES.notice.seasonHonourBody(
      h.estateName,
      place,
      regionLabel(h.region),
      h.year,
      h.score,
      SEASON_SCORE_MAX,
    ),
  };
}
