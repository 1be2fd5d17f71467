/**
 * Estate milestones and achievements (issue 35, item 4): what a player aims for next, from
 * founding to the icon buyers (milestones), then the feats of a mature estate (achievements). Each
 * is a fact about the estate that the server reads (its harvests, batches, wines, sales, reviews,
 * medals, season places, reputation and land), so it is computed on read and never awarded twice
 * or lost; the Overview shows the next one and how many are reached.
 */
import { CRITIC_REVIEWS, WINE_TIER_INFO } from './market';
import { formatNumber } from './format';

/** What the milestones look at, read for one estate. */
export interface EstateProgress {
  harvests: number;
  batches: number;
  bottledWines: number;
  bottlesSold: number;
  /** Whether a critic has reviewed one of its wines (reviewDay reached). */
  reviewed: boolean;
  medals: number;
  reputation: number;
  hectares: number;
  plantedHectares: number;
  /** Gold medals won. */
  golds: number;
  /** Whether it has sold bottles to the Icon buyers. */
  iconSales: boolean;
  /** Its best place in a finished regional season (1 = champion), null before any. */
  bestSeasonRank: number | null;
}

export interface Milestone {
  id: string;
  title: string;
  /** How to get there, in a sentence. */
  hint: string;
  reached: (p: EstateProgress) => boolean;
}

const SOLD_GOAL = 10_000;
const PLANTED_SHARE = 0.8;

export const MILESTONES: readonly Milestone[] = [
  {
    id: 'first_harvest',
    title: 'Bring in your first harvest',
    hint: 'Harvest a mature block in September or October, on its variety’s best days.',
    reached: (p) => p.harvests > 0,
  },
  {
    id: 'first_crush',
    title: 'Make your first wine',
    hint: 'Crush a grape lot into a wine batch in the Winery.',
    reached: (p) => p.batches > 0,
  },
  {
    id: 'planted',
    title: `Plant ${PLANTED_SHARE * 100}% of your land`,
    hint: 'Plant blocks on your bare land in spring, with varieties that suit each plot.',
    reached: (p) => p.hectares > 0 && p.plantedHectares >= PLANTED_SHARE * p.hectares - 1e-9,
  },
  {
    id: 'first_bottling',
    title: 'Bottle your first wine',
    hint: 'Bottle a batch once it is ready; the Overview says when.',
    reached: (p) => p.bottledWines > 0,
  },
  {
    id: 'first_sale',
    title: 'Sell your first bottles',
    hint: 'Sell bottled wine in the Market: about a month of its buyers at a time.',
    reached: (p) => p.bottlesSold > 0,
  },
  {
    id: 'first_review',
    title: 'Be reviewed by a critic',
    hint: `Bottle at least ${formatNumber(CRITIC_REVIEWS.minBottles)} bottles of one wine: critics taste it ${CRITIC_REVIEWS.afterDays} days later.`,
    reached: (p) => p.reviewed,
  },
  {
    id: 'fine_buyers',
    title: `Reach reputation ${WINE_TIER_INFO.fine.minReputation}: the Fine buyers`,
    hint: `Sell good wine and earn good reviews: from reputation ${WINE_TIER_INFO.fine.minReputation}, wine of quality ${WINE_TIER_INFO.fine.minQuality}+ reaches the Fine buyers.`,
    reached: (p) => p.reputation >= WINE_TIER_INFO.fine.minReputation,
  },
  {
    id: 'sold_10k',
    title: `Sell ${formatNumber(SOLD_GOAL)} bottles`,
    hint: 'Grow what you sell: more land, a bigger cellar, more pools of buyers.',
    reached: (p) => p.bottlesSold >= SOLD_GOAL,
  },
  {
    id: 'first_medal',
    title: 'Win a medal',
    hint: 'Each region’s awards, given on March 1, crown the best wines of the year against other estates’.',
    reached: (p) => p.medals > 0,
  },
  {
    id: 'icon_buyers',
    title: `Reach reputation ${WINE_TIER_INFO.icon.minReputation}: the Icon buyers`,
    hint: `From reputation ${WINE_TIER_INFO.icon.minReputation}, wine of quality ${WINE_TIER_INFO.icon.minQuality}+ reaches the Icon buyers.`,
    reached: (p) => p.reputation >= WINE_TIER_INFO.icon.minReputation,
  },
];

const ACHIEVEMENT_SOLD = 100_000;
const ACHIEVEMENT_MEDALS = 5;
const ACHIEVEMENT_REPUTATION = 90;
const ACHIEVEMENT_HECTARES = 25;
const SEASON_PODIUM = 3;

/**
 * The feats of a mature estate, after the milestones: each a long aim for the years when the
 * milestones are behind it. Recognition only: none pays money.
 */
export const ACHIEVEMENTS: readonly Milestone[] = [
  {
    id: 'icon_sale',
    title: 'Sell to the Icon buyers',
    hint: `Wine of quality ${WINE_TIER_INFO.icon.minQuality}+ from an estate of reputation ${WINE_TIER_INFO.icon.minReputation}+ sells to the Icon buyers, the smallest and best-paying pool.`,
    reached: (p) => p.iconSales,
  },
  {
    id: 'gold_medal',
    title: 'Win a gold medal',
    hint: 'The best wine of its region and colour in a year’s awards takes the gold.',
    reached: (p) => p.golds > 0,
  },
  {
    id: 'five_medals',
    title: `Win ${ACHIEVEMENT_MEDALS} medals`,
    hint: 'Bottle good wine every year: each year’s awards judge the wines reviewed in it.',
    reached: (p) => p.medals >= ACHIEVEMENT_MEDALS,
  },
  {
    id: 'season_podium',
    title: `Finish a season in your region’s top ${SEASON_PODIUM}`,
    hint: 'The season ranks a region’s estates each year by what their wine earned, their critics’ scores and their reputation.',
    reached: (p) => p.bestSeasonRank !== null && p.bestSeasonRank <= SEASON_PODIUM,
  },
  {
    id: 'season_champion',
    title: 'Win your region’s season',
    hint: 'First place in a regional season: your estate’s name goes in the hall of fame.',
    reached: (p) => p.bestSeasonRank === 1,
  },
  {
    id: 'sold_100k',
    title: `Sell ${formatNumber(ACHIEVEMENT_SOLD)} bottles`,
    hint: 'A large estate’s trade: more land, more vessels and buyers in every tier.',
    reached: (p) => p.bottlesSold >= ACHIEVEMENT_SOLD,
  },
  {
    id: 'reputation_90',
    title: `Reach reputation ${ACHIEVEMENT_REPUTATION}`,
    hint: 'Reputation decays: only years of good sales, reviews and medals hold it this high.',
    reached: (p) => p.reputation >= ACHIEVEMENT_REPUTATION,
  },
  {
    id: 'estate_25ha',
    title: `Own ${ACHIEVEMENT_HECTARES} hectares`,
    hint: 'Buy land on the marketplace or at the land registry, as your money allows.',
    reached: (p) => p.hectares >= ACHIEVEMENT_HECTARES - 1e-9,
  },
];

/** How many medals the achievements need to know of (the server counts no further). */
export const ACHIEVEMENT_MEDALS_COUNTED = ACHIEVEMENT_MEDALS;

export interface MilestoneState {
  id: string;
  title: string;
  hint: string;
  reached: boolean;
}

const stateOf = (p: EstateProgress) => (m: Milestone) => ({
  id: m.id,
  title: m.title,
  hint: m.hint,
  reached: m.reached(p),
});

/**
 * Every milestone with whether it is reached, the next one (the first not reached) and the count;
 * the same for the achievements.
 */
export function milestoneProgress(p: EstateProgress): {
  milestones: MilestoneState[];
  next: MilestoneState | null;
  reached: number;
  achievements: MilestoneState[];
  nextAchievement: MilestoneState | null;
  achievementsReached: number;
} {
  const milestones = MILESTONES.map(stateOf(p));
  const achievements = ACHIEVEMENTS.map(stateOf(p));
  return {
    milestones,
    next: milestones.find((m) => !m.reached) ?? null,
    reached: milestones.filter((m) => m.reached).length,
    achievements,
    nextAchievement: achievements.find((m) => !m.reached) ?? null,
    achievementsReached: achievements.filter((m) => m.reached).length,
  };
}
