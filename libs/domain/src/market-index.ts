/**
 * The regional price index (ECONOMY.md §4, issue 19): per region × colour × market tier, a factor
 * of every bottle's price from everyone's sales in that segment over the last
 * MARKET_INDEX.windowDays game days against the segment's normal demand. Oversupply costs every
 * seller of the segment, a niche earns a premium; this is the commons that makes the world shared.
 *
 * Normal demand is what the region's estates with planted vines sell when each of them sells, into
 * every segment, MARKET_INDEX.normalShare of a reference pool's refill (the tier's pool at
 * reputation 0 and 2 ha, WINE_TIER_INFO.poolBottles) over the window:
 *
 *   normal = max(minEstates, estates) × poolBottles(tier) × windowDays / POOL_REFILL_DAYS × normalShare
 *   index  = clamp(1 + slope × (1 − sold / normal), REGIONAL_INDEX_BOUNDS)
 *
 * An estate sells into one or two of the ten colour × tier segments, into pools that reputation and
 * area make two or three times the reference: half a reference pool in every segment is about an
 * estate emptying its own pools in two of them. So the index sits at 1 when the region's estates
 * sell their buyers' normal share; one estate among many moves it by slope × its share of the
 * normal (little in a big region); when half the region dumps whole pools into one segment it
 * reaches the floor. The premium of a segment sold below normal is the region's to earn: it is
 * scaled by the region's estates with vines against minEstates (`nichePremiumShare`), so a lone
 * producer on a young world meets a market near 1, not a windfall (issue 34).
 *
 * The tick computes it once a game day in SQL (backend market-index.tick.ts) with these constants
 * passed as parameters; a test checks that the SQL gives exactly `regionalIndex`'s numbers.
 */
import { POOL_REFILL_DAYS, REGIONAL_INDEX_BOUNDS, WINE_TIER_INFO, type WineTier } from './market';

export const MARKET_INDEX = {
  /** Game days of sales the index counts: the days before the one it is computed for. */
  windowDays: 90,
  /** Share of a reference pool's refill an estate normally sells into each segment over the window. */
  normalShare: 0.5,
  /** How far the index moves per normal demand of over- or undersupply (0.3: twice the normal → the floor). */
  slope: 0.3,
  /** Game days of history kept (and served): older rows are deleted by the tick. */
  historyDays: 360,
  /**
   * A region's buyers come from beyond its estates: its normal demand is at least this many
   * estates' worth. On a young or small world a lone winemaker who empties its own pools then
   * meets a market near 1 (as the simulator's single estate does), not the floor; once the region
   * has more estates with vines, they set it.
   */
  minEstates: 20,
} as const;

/** The normal demand one estate with planted vines brings to a segment of `tier` over the window (bottles). */
export function normalBottlesPerEstate(tier: WineTier): number {
  return WINE_TIER_INFO[tier].poolBottles * (MARKET_INDEX.windowDays / POOL_REFILL_DAYS) * MARKET_INDEX.normalShare;
}

/** A segment's normal demand over the window: at least MARKET_INDEX.minEstates estates', whatever the region's size. */
export function segmentNormalBottles(tier: WineTier, estates: number): number {
  return Math.max(MARKET_INDEX.minEstates, estates) * normalBottlesPerEstate(tier);
}

/** The share of a niche's premium a region's sellers earn: its estates with vines against minEstates, at most all. */
export function nichePremiumShare(estates: number): number {
  return Math.min(1, Math.max(0, estates) / MARKET_INDEX.minEstates);
}

/**
 * The index from the bottles sold in the segment over the window and its normal demand:
 * `clamp(1 + slope × (1 − sold/normal))` within REGIONAL_INDEX_BOUNDS — 1 at normal, falling with
 * supply, the floor from twice the normal on; below normal the premium is scaled by
 * `premiumShare` (nichePremiumShare: the whole of it once the region has minEstates estates).
 */
export function marketIndexOf(soldBottles: number, normalBottles: number, premiumShare = 1): number {
  const ratio = normalBottles > 0 ? Math.max(0, soldBottles) / normalBottles : soldBottles > 0 ? Infinity : 1;
  const move = MARKET_INDEX.slope * (1 - ratio);
  const raw = 1 + (move > 0 ? move * Math.max(0, Math.min(1, premiumShare)) : move);
  return Math.min(REGIONAL_INDEX_BOUNDS.max, Math.max(REGIONAL_INDEX_BOUNDS.min, raw));
}

export interface RegionalIndex {
  index: number;
  soldBottles: number;
  normalBottles: number;
}

/**
 * The regional index of a region × colour × `tier` segment whose region has `estates` estates with
 * planted vines, after everyone sold `soldBottles` bottles of it over the last MARKET_INDEX.windowDays.
 */
export function regionalIndex(tier: WineTier, estates: number, soldBottles: number): RegionalIndex {
  const normalBottles = segmentNormalBottles(tier, estates);
  return { index: marketIndexOf(soldBottles, normalBottles, nichePremiumShare(estates)), soldBottles, normalBottles };
}
