/**
 * Selling bottled wine into the estate's demand pools (WineMarketService.quote and .sell,
 * SimWorld.wineMarket and .sellWine): ECONOMY.md §5. `lotMarket` is what a lot meets today — the
 * quote reads it, the sale decides on it.
 */
import { campaignBoost, type CampaignSpan } from '../campaigns';
import { formatMoney } from '../format';
import {
  criticScore,
  indexPriceFactor,
  lotPrice,
  marketTier,
  poolCapacity,
  poolLevel,
  quoteWineSale,
  reviewDay,
  WINE_TIER_INFO,
  wineTier,
  type WineMarket,
  type WineQuote,
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
   * The pool, priced: capacity, level today (refilled lazily) and the list price per bottle; the
   * capacity and level include the campaigns' boost.
   */
  market: WineMarket;
  /** The running marketing campaigns' boost of the pool (0: none; 0.5: +50% buyers). */
  boost: number;
  criticScore: number | null;
  award: Medal | null;
  /** The regional index factor in the price. */
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

/** The lot's tier by quality and reputation, its pool's capacity and level today, and its list price. */
export function lotMarket(lot: WineLotFacts, facts: WineMarketFacts | undefined, day: number): LotMarket {
  const reputation = facts
    ? reputationFromPoints(reputationPointsOn(facts.reputationPoints, facts.reputationPointsDay, day))
    : 0;
  const quality = bottleQuality(lot.quality, lot.variety, day - lot.bottledDay);
  const tier = marketTier(quality, reputation);
  const base = poolCapacity(tier, reputation, facts?.plantedHectares ?? 0);
  const inTier = facts?.tiers.find((t) => t.tier === tier);
  // the stored level is in unboosted bottles: campaigns scale the pool's capacity and level alike
  const boost = campaignBoost(facts?.campaigns, day);
  const capacity = base * (1 + boost);
  const level = poolLevel(base, inTier?.level ?? null, inTier?.countedDay ?? day, day) * (1 + boost);
  const score = lotCriticScore(lot, day);
  const award = facts?.medal ?? null;
  const index = indexPriceFactor(inTier?.index ?? null);
  const price = lotPrice(quality, lot.region, lot.variety, reputation, score, { award, index });
  return {
    quality,
    reputation,
    tier: wineTier(quality),
    marketTier: tier,
    market: { price, capacity, level },
    boost,
    criticScore: score,
    award,
    index,
  };
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
  quote: WineQuote;
  postings: readonly PlannedPosting[];
  /** The lot afterwards. */
  lot: { bottles: number };
  /** The pool afterwards, counted today, in unboosted bottles (as demand_pools stores it). */
  pool: { tier: WineTier; level: number; countedDay: number };
  /** The sale as recorded (wine_sales; the regional index counts them). */
  sale: { tier: WineTier; quality: number; bottles: number; revenue: number };
  /** Reputation points the sale earns (negative for poor wine), soft-capped by the month's. */
  reputationPoints: number;
  notice: PlannedNotice;
}

/** At most the lot's bottles and the pool's level, and no less than the quoted revenue. */
export function decideWineSale(input: WineSaleInput): Decision<WineSalePlan> {
  const { day, lot, bottles } = input;
  const w = MESSAGES.winery;
  if (bottles > lot.bottles) return refuseField('NOT_ENOUGH_WINE', 'bottles', w.bottlesTooMany(lot.bottles));
  const market = lotMarket(lot, input.facts, day);
  const level = Math.floor(market.market.level);
  if (bottles > level) return refuseField('DEMAND_EXHAUSTED', 'bottles', w.poolTooSmall(level));
  const quote = quoteWineSale(market.market, bottles);
  // the quote the player saw no longer holds: nothing is sold
  if (input.expectedRevenue !== undefined && quote.money < input.expectedRevenue)
    return refuse('QUOTE_CHANGED', w.quoteChanged(formatMoney(quote.money)));
  const tierLabel = WINE_TIER_INFO[market.marketTier].label.toLowerCase();
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
    pool: { tier: market.marketTier, level: (market.market.level - bottles) / (1 + market.boost), countedDay: day },
    sale: { tier: market.marketTier, quality: market.quality, bottles, revenue: quote.money },
    reputationPoints: saleReputationPoints(market.quality, bottles, input.earnedFromSalesThisMonth),
    notice: {
      kind: 'wine_sale',
      title: MESSAGES.notice.wineSoldTitle(formatMoney(quote.money)),
      body: MESSAGES.notice.wineSoldBody(bottles, lot.name, tierLabel, formatMoney(quote.averagePrice), left),
      sale: { quantity: bottles, money: quote.money },
    },
  };
}
