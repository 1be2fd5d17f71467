/**
 * Marketing campaigns (issue 35, item 3): an estate pays once for a campaign of one kind, and for
 * its days every demand pool of the estate (both colours, every tier) holds more buyers. A
 * campaign is a row with its start and end game days; its effect is a pure function of the day,
 * computed on read where a sale or a quote reads the pools (lotMarket): no tick work.
 *
 * How the boost works: while campaigns run, a pool's capacity and its level are both multiplied
 * by `1 + boost` (the share of the buyers served is unchanged, so the first bottles sell at the
 * same price, but there are more of them, and the pool refills faster in bottles); a sale stores
 * the level back in unboosted bottles, so when the campaign ends the pool is as full, as a share,
 * as the sale left it.
 *
 * Diminishing returns: the strongest running campaign counts in full, the second at
 * CAMPAIGN_RULES.stackFactor of its boost, the third at that squared; an estate runs at most one
 * of each kind at a time. The price grows with the estate's planted hectares faster than the
 * pools do (pools grow as √ha, the price as ha^0.75): bigger is not linearly better.
 * The decision is decisions/run-campaign.ts.
 */
import { isOneOf } from './guards';

export const CAMPAIGN_KINDS = ['tasting', 'fair', 'press'] as const;
export type CampaignKind = (typeof CAMPAIGN_KINDS)[number];

export function isCampaignKind(value: unknown): value is CampaignKind {
  return isOneOf(CAMPAIGN_KINDS, value);
}

export interface CampaignKindInfo {
  label: string;
  /** What it is, for the Marketing panel and the Knowledge tab. */
  description: string;
  /** The share of buyers it adds to every pool of the estate while it runs (0.25: +25%). */
  boost: number;
  /** Game days it runs from the day it starts. */
  days: number;
  /** Whole euros for an estate of CAMPAIGN_RULES.referenceHectares planted hectares or fewer. */
  baseCost: number;
}

export const CAMPAIGNS: Readonly<Record<CampaignKind, CampaignKindInfo>> = {
  tasting: {
    label: 'Local tasting events',
    description: "Tastings in the region's wine bars and markets: more local buyers for a month.",
    boost: 0.25,
    days: 30,
    baseCost: 1_200,
  },
  fair: {
    label: 'Trade fair stand',
    description: 'A stand at the trade fair: merchants and restaurants order for two months.',
    boost: 0.5,
    days: 60,
    baseCost: 4_000,
  },
  press: {
    label: 'Press campaign',
    description: 'Advertisements and a press tour: the wine press talks about the estate for a season.',
    boost: 0.8,
    days: 90,
    baseCost: 10_000,
  },
};

export const CAMPAIGN_RULES = {
  /** The second strongest running campaign counts at this share of its boost, the third at its square. */
  stackFactor: 0.5,
  /** The base price is for this many planted hectares or fewer. */
  referenceHectares: 2,
  /** The price grows as (planted ha / referenceHectares) to this power (the pools grow as its square root). */
  costExponent: 0.75,
  /** Prices round to this many euros. */
  costRounding: 100,
} as const;

/** A campaign as stored: its kind and the game days it runs, [startDay, endDay). */
export interface CampaignSpan {
  kind: CampaignKind;
  startDay: number;
  endDay: number;
}

/** Whether a campaign runs on `day` (from its start day, up to but not including its end day). */
export function campaignRuns(c: Pick<CampaignSpan, 'startDay' | 'endDay'>, day: number): boolean {
  return c.startDay <= day && day < c.endDay;
}

/** The campaigns of `campaigns` that run on `day`. */
export function runningCampaigns<C extends CampaignSpan>(campaigns: readonly C[], day: number): C[] {
  return campaigns.filter((c) => campaignRuns(c, day));
}

/**
 * The boost of campaigns running together (0: none): sorted strongest first, the i-th counts
 * stackFactor^i of its own. Never negative; two campaigns never more than twice the stronger one.
 */
export function stackedBoost(kinds: readonly CampaignKind[]): number {
  const boosts = kinds.map((k) => CAMPAIGNS[k].boost).sort((a, b) => b - a);
  return boosts.reduce((sum, b, i) => sum + b * CAMPAIGN_RULES.stackFactor ** i, 0);
}

/** The boost on `day` of an estate's campaigns (only those that run that day count). */
export function campaignBoost(campaigns: readonly CampaignSpan[] | undefined, day: number): number {
  if (!campaigns || campaigns.length === 0) return 0;
  return stackedBoost(runningCampaigns(campaigns, day).map((c) => c.kind));
}

/** What a campaign of `kind` would add today beside those running: its boost, less when others run. */
export function marginalBoost(kind: CampaignKind, running: readonly CampaignKind[]): number {
  return stackedBoost([...running, kind]) - stackedBoost(running);
}

/** Whole euros for a campaign of `kind` at an estate with `plantedHectares` planted. */
export function campaignCost(kind: CampaignKind, plantedHectares: number): number {
  const { referenceHectares, costExponent, costRounding } = CAMPAIGN_RULES;
  const scale =
    (Math.max(referenceHectares, Number.isFinite(plantedHectares) ? plantedHectares : 0) / referenceHectares) **
    costExponent;
  return Math.round((CAMPAIGNS[kind].baseCost * scale) / costRounding) * costRounding;
}

/** "+25%": a boost as the screens show it. */
export function formatBoost(boost: number): string {
  return `+${Math.round(boost * 100)}%`;
}
