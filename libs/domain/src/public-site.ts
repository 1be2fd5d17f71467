import type { RoadmapPhaseStatus } from './features';
import { REGIONS } from './regions';
import { GRAPE_VARIETIES } from './varieties';

/**
 * Public side: roadmap content, contact form and first-party analytics
 * (spec: plots-marketplace-public §2, §3, §7, §9).
 */

// --- Roadmap ---------------------------------------------------------------------------------

export interface RoadmapPhase {
  title: string;
  status: RoadmapPhaseStatus;
  timeframe: string;
  description: string;
  features: { name: string; completed: boolean }[];
}

export interface UpcomingFeature {
  name: string;
  description: string;
  quarter: string;
}

/**
 * When the roadmap below was last brought up to date (year and month). A release that ships or
 * reschedules roadmap work updates the phases, the upcoming features and this date together; the
 * spec (public-site.spec.ts) checks that no planned work is dated before it.
 */
export const ROADMAP_UPDATED = { year: 2026, month: 11 } as const;

/**
 * The four development phases as the game stands (spec §2 gives the shape: statuses Completed,
 * In Progress, Planned). Phase 1 is what is playable today.
 */
export const ROADMAP_PHASES: readonly RoadmapPhase[] = [
  {
    title: 'Phase 1: Foundation',
    status: 'Completed',
    timeframe: '2025–2026',
    description: 'Accounts, estates and the land itself: everything a new winemaker needs on day one.',
    features: [
      { name: 'Player accounts and e-mail verification', completed: true },
      { name: 'Estate creation and management', completed: true },
      { name: 'Vineyard plots with soil and terroir', completed: true },
      { name: 'Vineyard blocks, growth and harvest', completed: true },
      { name: 'Land marketplace between estates', completed: true },
      { name: 'Estate finances and ledger', completed: true },
    ],
  },
  {
    title: 'Phase 2: Winemaking',
    status: 'In Progress',
    timeframe: 'Q1 2027',
    description: 'From grapes to bottles: the winery, fermentation, ageing and blending.',
    features: [
      { name: 'Daily weather per region', completed: true },
      { name: 'Winery buildings and equipment', completed: false },
      { name: 'Fermentation and ageing', completed: false },
      { name: 'Blending and bottling', completed: false },
      { name: 'Wine quality and tasting notes', completed: false },
    ],
  },
  {
    title: 'Phase 3: Markets and Reputation',
    status: 'Planned',
    timeframe: 'Q2 2027',
    description: 'Sell your wines, earn a name and compete with other estates.',
    features: [
      { name: 'Wine market with dynamic prices', completed: false },
      { name: 'Estate reputation and awards', completed: false },
      { name: 'Contracts with merchants and restaurants', completed: false },
      { name: 'Leaderboards', completed: false },
    ],
  },
  {
    title: 'Phase 4: A Living World',
    status: 'Planned',
    timeframe: 'Q3 2027',
    description: 'Events and cooperation that make every vintage different.',
    features: [
      { name: 'Weather that shapes each vintage', completed: false },
      { name: 'Seasonal events', completed: false },
      { name: 'Co-operatives and trading between players', completed: false },
      { name: 'Staff and estate upgrades', completed: false },
    ],
  },
];

/** Six upcoming features, each with its planned quarter (spec §2). */
export const UPCOMING_FEATURES: readonly UpcomingFeature[] = [
  {
    name: 'Winery Management',
    description: 'Build and equip your winery: presses, tanks, barrels and a cellar to age in.',
    quarter: 'Q1 2027',
  },
  {
    name: 'Wine Blending',
    description: 'Combine varieties and vintages into blends with their own character.',
    quarter: 'Q1 2027',
  },
  {
    name: 'Wine Market',
    description: 'Sell bottles to merchants whose prices follow supply, demand and your reputation.',
    quarter: 'Q2 2027',
  },
  {
    name: 'Wine Competitions',
    description: 'Enter your best wines in regional competitions and win medals for your estate.',
    quarter: 'Q2 2027',
  },
  {
    name: 'Vintage Weather',
    description: 'Frost, heat waves and rain that shape each vintage and reward careful planning.',
    quarter: 'Q3 2027',
  },
  {
    name: 'Co-operatives',
    description: 'Join forces with other players to share equipment and reach bigger markets.',
    quarter: 'Q3 2027',
  },
];

/** `'Q3 2027'` → the first month of that quarter as `{ year, month }`; anything else → null. */
export function quarterStart(label: string): { year: number; month: number } | null {
  const match = /^Q([1-4]) (\d{4})$/.exec(label);
  return match ? { year: Number(match[2]), month: (Number(match[1]) - 1) * 3 + 1 } : null;
}

/** What the game is, in figures taken from the rules themselves (the home page's tiles). */
export function gameFigures(): { varieties: number; regions: number } {
  return { varieties: GRAPE_VARIETIES.length, regions: REGIONS.length };
}

// --- Contact ---------------------------------------------------------------------------------

export const CONTACT_LIMITS = { nameMax: 100, subjectMax: 150, messageMin: 10, messageMax: 5000 } as const;

// --- Analytics -------------------------------------------------------------------------------

/** First-party, cookie-less events: page views and clicks on links that leave the site. */
export const ANALYTICS_EVENT_TYPES = ['pageview', 'outbound'] as const;
export type AnalyticsEventType = (typeof ANALYTICS_EVENT_TYPES)[number];
/** Longest path and referrer stored (longer values are cut). */
export const ANALYTICS_LIMITS = { pathMax: 512, referrerMax: 512 } as const;

/**
 * Starter suggestions for the community board of a fresh install: the team's own open questions,
 * in line with the roadmap, so that the board does not look empty. They are seeded once (marker
 * `content_seeds.suggestions-v1`), with no author and no votes: every vote shown is a player's.
 */
export const STARTER_SUGGESTIONS: readonly {
  title: string;
  description: string;
  problemSolved: string;
  tags: readonly string[];
  status: 'planned' | 'in-progress' | 'under-review';
}[] = [
  {
    title: 'Barrel choices when ageing wine',
    description:
      'Let the winery age each wine in French oak, American oak or steel, each changing taste, cost and ageing time.',
    problemSolved: 'Harvested grapes have nowhere to go yet; ageing choices make the cellar a real decision.',
    tags: ['wine production', 'winery'],
    status: 'planned',
  },
  {
    title: 'Frost warnings for the nights ahead',
    description: 'Warn players a few game days before a frost in their region so they can protect young vines in time.',
    problemSolved: 'Frost damage now comes as a surprise; a forecast makes weather part of planning.',
    tags: ['vineyard management', 'weather'],
    status: 'in-progress',
  },
  {
    title: 'Price history on the land marketplace',
    description:
      'Show what plots sold for in each region over recent game months, as a small chart beside the listings.',
    problemSolved: 'Sellers guess their asking price; a history shows what land is really worth.',
    tags: ['economy', 'marketplace', 'user interface'],
    status: 'under-review',
  },
  {
    title: 'Shared harvest crews between neighbours',
    description:
      'Let estates in the same region hire a shared crew at harvest time, splitting the cost and the days it works.',
    problemSolved: 'Small estates struggle at harvest; cooperation gives neighbours a reason to talk.',
    tags: ['multiplayer', 'vineyard management'],
    status: 'under-review',
  },
  {
    title: 'Compare two plots side by side',
    description:
      'Pick two plots, yours or on the market, and compare their terroir and best grape varieties in one view.',
    problemSolved: 'Choosing between plots means flipping between pages and remembering numbers.',
    tags: ['user interface', 'marketplace'],
    status: 'planned',
  },
];
