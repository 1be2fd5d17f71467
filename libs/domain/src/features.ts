import { isOneOf } from './guards';

/** Feature-suggestion board and roadmap (spec: plots-marketplace-public §2, §4, §9). */

export const SUGGESTION_STATUSES = ['implemented', 'in-progress', 'planned', 'under-review', 'review'] as const;
export type SuggestionStatus = (typeof SUGGESTION_STATUSES)[number];
/** Decision: a newly submitted suggestion is 'under-review'. */
export const DEFAULT_SUGGESTION_STATUS: SuggestionStatus = 'under-review';

export type SuggestionStatusColor = 'green' | 'yellow' | 'blue' | 'gray';
export const SUGGESTION_STATUS_COLORS: Readonly<Record<SuggestionStatus, SuggestionStatusColor>> = {
  implemented: 'green',
  'in-progress': 'yellow',
  planned: 'blue',
  'under-review': 'gray',
  review: 'gray',
};

export const SUGGESTION_CATEGORIES = [
  'Gameplay',
  'Vineyard Management',
  'Wine Production',
  'Marketing',
  'Economy',
  'Multiplayer',
  'User Interface',
  'Graphics',
  'Performance',
] as const;
export type SuggestionCategory = (typeof SUGGESTION_CATEGORIES)[number];

export const SUGGESTION_SORTS = ['votes', 'recent', 'trending'] as const;
export type SuggestionSort = (typeof SUGGESTION_SORTS)[number];

export const VOTE_TYPES = ['up', 'down'] as const;
export type VoteType = (typeof VOTE_TYPES)[number];

export const SUGGESTION_LIMITS = {
  titleMin: 5,
  titleMax: 100,
  descriptionMin: 10,
  descriptionMax: 500,
  problemSolvedMax: 300,
  maxTags: 5,
  tagSuggestions: 5,
  similarSuggestions: 3,
  /** Similar suggestions are looked up once the title is longer than 3 characters. */
  similarTitleMinLength: 3,
  voteLockMs: 1000,
  /** Trending: more than 5 votes per day between the two most recent history points. */
  trendingVotesPerDay: 5,
  /** Trending and top lists show 5. */
  highlightListSize: 5,
  searchDebounceMs: 300,
  highlightPulseMs: 2000,
  pageSize: 10,
  /** (not in spec) Largest page the API serves. */
  maxPageSize: 50,
  /** (not in spec) Longest search text and tag the API accepts. */
  searchMaxLength: 100,
  tagMaxLength: 30,
  /** (not in spec) Longest comment. */
  commentMax: 1000,
  /** (not in spec) Vote-history points sent with each suggestion (most recent days). */
  historyPoints: 30,
  /** (not in spec) Most tags the tag list and the statistics' top tags return. */
  tagListSize: 100,
  topTags: 10,
} as const;

export const ROADMAP_PHASE_STATUSES = ['Completed', 'In Progress', 'Planned'] as const;
export type RoadmapPhaseStatus = (typeof ROADMAP_PHASE_STATUSES)[number];

export function isSuggestionStatus(value: unknown): value is SuggestionStatus {
  return isOneOf(SUGGESTION_STATUSES, value);
}
export function isSuggestionSort(value: unknown): value is SuggestionSort {
  return isOneOf(SUGGESTION_SORTS, value);
}
export function isVoteType(value: unknown): value is VoteType {
  return isOneOf(VOTE_TYPES, value);
}

/** Voting is disabled on implemented suggestions. */
export function canVote(status: SuggestionStatus): boolean {
  return status !== 'implemented';
}

/**
 * Vote arithmetic: the same vote again removes it (up: -1, down: +1); switching direction
 * changes the count by 2; a new vote is +1 or -1. Returns the player's vote afterwards and the
 * change to the suggestion's vote count.
 */
export function applyVote(
  previous: VoteType | null | undefined,
  clicked: VoteType,
): { vote: VoteType | null; delta: number } {
  const sign = clicked === 'up' ? 1 : -1;
  if (previous === clicked) return { vote: null, delta: -sign };
  if (previous) return { vote: clicked, delta: 2 * sign };
  return { vote: clicked, delta: sign };
}

export interface VoteHistoryPoint {
  date: string | number | Date;
  count: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Trending: the vote count grew by more than 5 per day between the two most recent history
 * points; a span shorter than one day counts as one day.
 */
export function isTrending(history: readonly VoteHistoryPoint[]): boolean {
  const points = history
    .map((p) => ({ time: new Date(p.date).getTime(), count: p.count }))
    .filter((p) => Number.isFinite(p.time) && Number.isFinite(p.count))
    .sort((a, b) => a.time - b.time);
  if (points.length < 2) return false;
  const [before, latest] = points.slice(-2);
  const days = Math.max(1, (latest.time - before.time) / DAY_MS);
  return (latest.count - before.count) / days > SUGGESTION_LIMITS.trendingVotesPerDay;
}

/**
 * Up to 3 suggestions whose title contains, or is contained in, `title` (case-insensitive).
 * Empty until the trimmed title is longer than 3 characters.
 */
export function findSimilarSuggestions<T extends { title: string }>(title: string, suggestions: readonly T[]): T[] {
  const needle = title.trim().toLowerCase();
  if (needle.length <= SUGGESTION_LIMITS.similarTitleMinLength) return [];
  return suggestions
    .filter((s) => {
      const other = s.title.trim().toLowerCase();
      return other.length > 0 && (other.includes(needle) || needle.includes(other));
    })
    .slice(0, SUGGESTION_LIMITS.similarSuggestions);
}
