/**
 * Selling bottled wine into the estate's demand pools (WineMarketService.quote and .sell,
 * SimWorld.wineMarket and .sellWine): ECONOMY.md §5. `lotMarket` is what a lot meets today — the
 * quote reads it, the sale decides on it.
 */
import { campaignBoost, type CampaignSpan } from '../campaigns';
import { formatMoney } from '../format';
import {
  afterDistribution,
  criticScore,
  freeReceipts,
  indexPriceFactor,
  lotPrice,
  openTiers,
  poolCapacity,
  poolLevel,
  quoteWinePools,
  reviewDay,
  tierQualityCap,
  WINE_TIER_INFO,
  wineTier,
  type WineMarket,
  type WinePool,
  type WinePoolsQuote,
  type WineTier,
} from '../market';
import { MESSAGES } from '../messages';
import type { RegionKey } from '../regions';
import { reputationFromPoints, reputationPointsOn, saleReputationPoints, type Medal } from '../reputation';
import type { GrapeVariety } from '../varieties';
import { bottleQuality } from '../winery';
import { refuse, refuseField, type Decision, type PlannedNotice, type PlannedPosting } from './decision';

/** A bottled lot as stored: its quality when bottled (ageing in bottle is computed on read). */
export interface WineLotFacts {
  /** The critics' score and name derive from the id. */
  id: string;
  name: string;
  vintage: number;
  region: RegionKey;
  variety: GrapeVariety;
  quality: number;
  bottles: number;
  bottledBottles: number;
  bottledDay: number;
}

/** One market tier of the lot's colour at its estate: the pool as stored, and the segment's regional index. */
export interface WineTierFacts {
  tier: WineTier;
  /** The pool's level on `countedDay`; null before its first sale (a full pool). */
  level: number | null;
  countedDay: number | null;
  /** The regional index of the lot's region, colour and this tier; null where it has none. */
  index: number | null;
}

/** Everything a lot's price and pool depend on beside the lot itself. */
export interface WineMarketFacts {
  reputationPoints: number;
  reputationPointsDay: number;
  /** Hectares the estate has planted. */
  plantedHectares: number;
  /** The medal the yearly awards gave the lot. */
  medal: Medal | null;
  /** The lot colour's tiers (which one applies depends on the lot's quality and the estate's reputation). */
  tiers: readonly WineTierFacts[];
  /** The estate's marketing campaigns (at least those running on the day): they boost every pool (campaigns.ts). */
  campaigns?: readonly CampaignSpan[];
  /**
   * Euros the estate's wine receipts (wine_sale and contract_payment) came to in the distribution
   * window (DISTRIBUTION.windowDays game days up to and including the day): beyond its free amount
   * (freeReceipts) the distributors keep a share.
   */
  salesRevenue?: number;
}

/** What a lot meets in the market today. */
export interface LotMarket {
  /** Quality after bottle ageing. */
  quality: number;
  reputation: number;
  /** The wine's own tier by quality, and the tier it sells in (capped by reputation). */
  tier: WineTier;
  marketTier: WineTier;
  /**
   * The market tier's pool, priced: capacity, level today (refilled lazily) and the list price per
   * bottle; the capacity and level include the campaigns' boost.
   */
  market: WineMarket;
  /** The running marketing campaigns' boost of every pool (0: none; 0.5: +50% buyers). */
  boost: number;
  /**
   * Every pool the wine sells into, best first (openTiers): the market tier's and each tier's below
   * it, priced at most at the tier's best quality (tierQualityCap), with its own regional index;
   * capacities and levels include the campaigns' boost.
   */
  pools: (WinePool & { index: number })[];
  /** Bottles all those pools take now. */
  buyers: number;
  /** Euros the estate's wine receipts came to in the distribution window, and its free amount (afterDistribution). */
  salesRevenue: number;
  freeReceipts: number;
  criticScore: number | null;
  award: Medal | null;
  /** The regional index factor in the market tier's price. */
  index: number;
}

/** The critics' score of a lot on `day`: null before its review day (computed on read). */
export function lotCriticScore(
  lot: Pick<WineLotFacts, 'id' | 'quality' | 'bottledBottles' | 'bottledDay'>,
  day: number,
) {
  const on = reviewDay(lot.bottledBottles, lot.bottledDay);
  return on === null || day < on ? null : criticScore(lot.id, lot.quality);
}

/**
 * The lot's tier by quality and reputation and the pools it sells into today (its market tier's and
 * every one below, openTiers): each pool's capacity and level (refilled lazily) and its list price
 * for the lot, at most at the tier's best quality (tierQualityCap) and with the tier's regional index.
 */
export function lotMarket(lot: WineLotFacts, facts: WineMarketFacts | undefined, day: number): LotMarket {
  const reputation = facts
    ? reputationFromPoints(reputationPointsOn(facts.reputationPoints, facts.reputationPointsDay, day))
    : 0;
  const quality = bottleQuality(lot.quality, lot.variety, day - lot.bottledDay);
  // the stored levels are in unboosted bottles: campaigns scale every pool's capacity and level alike
  const boost = campaignBoost(facts?.campaigns, day);
  const score = lotCriticScore(lot, day);
  const award = facts?.medal ?? null;
  const pools = openTiers(quality, reputation).map((tier) => {
    const base = poolCapacity(tier, reputation, facts?.plantedHectares ?? 0);
    const stored = facts?.tiers.find((t) => t.tier === tier);
    const capacity = base * (1 + boost);
    const level = poolLevel(base, stored?.level ?? null, stored?.countedDay ?? day, day) * (1 + boost);
    const index = indexPriceFactor(stored?.index ?? null);
    const priced = Math.min(quality, tierQualityCap(tier));
    const price = lotPrice(priced, lot.region, lot.variety, reputation, score, { award, index });
    return { tier, price, capacity, level, index };
  });
  const top = pools[0]!;
  return {
    quality,
    reputation,
    tier: wineTier(quality),
    marketTier: top.tier,
    market: { price: top.price, capacity: top.capacity, level: top.level },
    boost,
    pools,
    buyers: pools.reduce((sum, p) => sum + Math.floor(p.level), 0),
    salesRevenue: facts?.salesRevenue ?? 0,
    freeReceipts: freeReceipts(facts?.plantedHectares ?? 0),
    criticScore: score,
    award,
    index: top.index,
  };
}

/**
 * The reputation a sale earns: bottles sold to the wine's own buyers count at its quality; those
 * sold to the buyers of a tier below count at most as that tier's best wine (tierQualityCap), and
 * never cost (the wine is no worse for it): dumping a great wine on table-wine buyers does not make
 * an estate famous. The month's soft cap applies to the sale's points together.
 */
export function saleReputation(
  quality: number,
  marketTier: WineTier,
  pools: readonly { tier: WineTier; bottles: number }[],
  earnedThisMonth: number,
): number {
  let earned = earnedThisMonth;
  let points = 0;
  for (const p of pools) {
    const own = p.tier === marketTier;
    const got = saleReputationPoints(own ? quality : Math.min(quality, tierQualityCap(p.tier)), p.bottles, earned);
    const counted = own ? got : Math.max(0, got);
    points += counted;
    earned += Math.max(0, counted);
  }
  return points;
}

/** What selling `bottles` of a lot pays into its pools (quoteWinePools), after distribution (afterDistribution). */
export function quoteLotSale(market: LotMarket, bottles: number): WinePoolsQuote {
  return afterDistribution(quoteWinePools(market.pools, bottles), market.salesRevenue, market.freeReceipts);
}

/** 'fine', 'fine and premium', 'fine, premium and regional': the tiers a sale went to, best first. */
function tierLabels(tiers: readonly WineTier[]): string {
  const labels = tiers.map((t) => WINE_TIER_INFO[t].label.toLowerCase());
  return labels.length <= 1 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
}

export interface WineSaleInput {
  day: number;
  lot: WineLotFacts;
  facts: WineMarketFacts | undefined;
  bottles: number;
  /** The revenue the player was quoted: a sale that would now pay less is refused. */
  expectedRevenue?: number;
  /** Reputation points the estate's sales earned this reputation month (the soft cap's). */
  earnedFromSalesThisMonth: number;
}

export interface WineSalePlan {
  market: LotMarket;
  quote: WinePoolsQuote;
  postings: readonly PlannedPosting[];
  /** The lot afterwards. */
  lot: { bottles: number };
  /** The pools the sale sold into, afterwards, counted today, in unboosted bottles (as demand_pools stores them). */
  pools: { tier: WineTier; level: number; countedDay: number }[];
  /** The sale as recorded, one record a pool it sold into (wine_sales; the regional index counts them). */
  sales: { tier: WineTier; quality: number; bottles: number; revenue: number }[];
  /** Reputation points the sale earns (negative for poor wine), soft-capped by the month's. */
  reputationPoints: number;
  notice: PlannedNotice;
}

/**
 * At most the lot's bottles and what its pools take together, and no less than the quoted revenue;
 * the bottles go into the pools where they earn most (quoteWinePools), one posting for the sale.
 */
export function decideWineSale(input: WineSaleInput): Decision<WineSalePlan> {
  const { day, lot, bottles } = input;
  const w = MESSAGES.winery;
  if (bottles > lot.bottles) return refuseField('NOT_ENOUGH_WINE', 'bottles', w.bottlesTooMany(lot.bottles));
  const market = lotMarket(lot, input.facts, day);
  if (bottles > market.buyers) return refuseField('DEMAND_EXHAUSTED', 'bottles', w.poolTooSmall(market.buyers));
  const quote = quoteLotSale(market, bottles);
  // the quote the player saw no longer holds: nothing is sold
  if (input.expectedRevenue !== undefined && quote.money < input.expectedRevenue)
    return refuse('QUOTE_CHANGED', w.quoteChanged(formatMoney(quote.money)));
  const into = quote.pools.filter((p) => p.bottles > 0);
  const tierLabel = tierLabels(into.map((p) => p.tier));
  const left = lot.bottles - bottles;
  return {
    ok: true,
    market,
    quote,
    postings: [
      {
        amount: quote.money,
        kind: 'wine_sale',
        description: MESSAGES.ledger.wineSale(bottles, lot.name, lot.vintage, tierLabel),
      },
    ],
    lot: { bottles: left },
    // stored unboosted (the boost is the campaigns', read on the day)
    pools: into.map((p) => ({ tier: p.tier, level: p.levelAfter / (1 + market.boost), countedDay: day })),
    sales: into.map((p) => ({ tier: p.tier, quality: market.quality, bottles: p.bottles, revenue: p.money })),
    reputationPoints: saleReputation(market.quality, market.marketTier, into, input.earnedFromSalesThisMonth),
    notice: {
      kind: 'wine_sale',
      title: MESSAGES.notice.wineSoldTitle(formatMoney(quote.money)),
      body: MESSAGES.notice.wineSoldBody(bottles, lot.name, tierLabel, formatMoney(quote.averagePrice), left),
      sale: { quantity: bottles, money: quote.money },
    },
  };
}
