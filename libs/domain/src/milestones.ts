/**
 * Estate milestones (issue 35, item 4): what a player aims for next, from founding to the icon
 * buyers. Each is a fact about the estate that the server reads (its harvests, batches, wines,
 * sales, reviews, medals, reputation and planted land), so a milestone is computed on read and
 * never awarded twice or lost; the Overview shows the next one and how many are reached.
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

export interface MilestoneState {
  id: string;
  title: string;
  hint: string;
  reached: boolean;
}

/** Every milestone with whether it is reached, the next one (the first not reached) and the count. */
export function milestoneProgress(p: EstateProgress): {
  milestones: MilestoneState[];
  next: MilestoneState | null;
  reached: number;
} {
  const milestones = MILESTONES.map((m) => ({ id: m.id, title: m.title, hint: m.hint, reached: m.reached(p) }));
  return {
    milestones,
    next: milestones.find((m) => !m.reached) ?? null,
    reached: milestones.filter((m) => m.reached).length,
  };
}
