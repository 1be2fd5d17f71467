/**
 * Selling bottled wine (ECONOMY.md §4, issue 19): every estate meets, per colour and quality tier,
 * a pool of buyers whose size grows with its reputation and planted area and whose level refills
 * lazily over REFILL_DAYS; selling n bottles from level D earns the closed-form integral of a
 * marginal price that falls as √(D/Cap), so the first bottles sell near the lot's price and
 * emptying a pool averages two thirds of it. One definition each, used by the quote, the sale,
 * the simulator and the Knowledge tab.
 */
import { REGION_BASE_PRICES, type RegionKey } from './regions';
import type { GrapeVariety } from './varieties';
import type { Medal } from './reputation';
import { saleIncome } from './income';
import { MESSAGES } from './messages';
import { bottleQuality, QUALITY_EFFECTS, VARIETY_WINEMAKING } from './winery';

export const WINE_TIERS = ['table', 'regional', 'premium', 'fine', 'icon'] as const;
export type WineTier = (typeof WINE_TIERS)[number];

export const WINE_TIER_INFO: Readonly<
  Record<WineTier, { label: string; minQuality: number; poolBottles: number; minReputation: number }>
> = {
  table: { label: 'Table', minQuality: 0, poolBottles: 4_000, minReputation: 0 },
  regional: { label: 'Regional', minQuality: 50, poolBottles: 2_500, minReputation: 0 },
  premium: { label: 'Premium', minQuality: 65, poolBottles: 1_500, minReputation: 0 },
  fine: { label: 'Fine', minQuality: 80, poolBottles: 600, minReputation: 20 },
  icon: { label: 'Icon', minQuality: 90, poolBottles: 150, minReputation: 50 },
};

/** The tier of a wine of quality `quality`. */
export function wineTier(quality: number): WineTier {
  for (let i = WINE_TIERS.length - 1; i >= 0; i--)
    if (quality >= WINE_TIER_INFO[WINE_TIERS[i]!].minQuality) return WINE_TIERS[i]!;
  return 'table';
}

/**
 * Where a wine sells: its own tier once the estate's reputation opens it, otherwise the best tier
 * below that is open (a fine wine from an unknown estate sells among the premium wines).
 */
export function marketTier(quality: number, reputation: number): WineTier {
  let index = WINE_TIERS.indexOf(wineTier(quality));
  while (index > 0 && reputation < WINE_TIER_INFO[WINE_TIERS[index]!].minReputation) index--;
  return WINE_TIERS[index]!;
}

/** What a player deciding on a wine of some quality needs to know of its market (tierOutlook). */
export interface TierOutlook {
  /** The quality looked at, 0-100. */
  quality: number;
  /** The wine's own tier by quality (wineTier). */
  tier: WineTier;
  /** The tier it sells in: its own once the estate's reputation opens it (marketTier). */
  marketTier: WineTier;
  /** The reputation that opens its own tier while the estate's holds it back; null when it sells in it. */
  opensAtReputation: number | null;
  /** The buyers of the pool it sells in: bottles they take when their demand is full (poolCapacity). */
  poolCapacity: number;
  /** The next tier by quality, the quality it starts at and the points missing; null at the top. */
  next: { tier: WineTier; quality: number; points: number } | null;
  /** "Fine wine; sells among Premium buyers until the estate's reputation reaches 20". */
  summary: string;
  /** "up to 1,500 bottles when their demand is full". */
  pool: string;
  /** "3 points more would make it Fine"; null at the top. */
  nextHint: string | null;
}

/**
 * A wine's market where the player decides (the harvest, the crush, the bottling and the sale):
 * its tier by quality, the tier it sells in at the estate's reputation (and the reputation that
 * would open its own), the buyers of that pool and how many points the next tier is away.
 */
export function tierOutlook(quality: number, reputation: number, plantedHectares: number): TierOutlook {
  const q = Math.max(0, Math.min(100, quality));
  const tier = wineTier(q);
  const sells = marketTier(q, reputation);
  const opensAtReputation = sells === tier ? null : WINE_TIER_INFO[tier].minReputation;
  const capacity = poolCapacity(sells, reputation, plantedHectares);
  const nextTier = WINE_TIERS[WINE_TIERS.indexOf(tier) + 1];
  const next = nextTier
    ? {
        tier: nextTier,
        quality: WINE_TIER_INFO[nextTier].minQuality,
        points: Math.ceil(WINE_TIER_INFO[nextTier].minQuality - q),
      }
    : null;
  const t = MESSAGES.tiers;
  const nextOpens =
    next && reputation < WINE_TIER_INFO[next.tier].minReputation ? WINE_TIER_INFO[next.tier].minReputation : null;
  return {
    quality: q,
    tier,
    marketTier: sells,
    opensAtReputation,
    poolCapacity: capacity,
    next,
    summary: t.sellsAmong(WINE_TIER_INFO[tier].label, WINE_TIER_INFO[sells].label, opensAtReputation),
    pool: t.pool(capacity),
    nextHint: next ? t.nextTier(next.points, WINE_TIER_INFO[next.tier].label, nextOpens) : null,
  };
}

/** How far ahead the screens say when bottle ageing moves a wine to other buyers: a game year. */
export const AGEING_TIER_NOTICE_DAYS = 360;

/**
 * When bottle ageing moves a wine into other buyers' pool (computed on read, at today's reputation):
 * the first age after `ageDays` (and at most `withinDays` later) at which its quality
 * (bottleQuality: rising to its variety's peak, then slowly falling) sells in another tier, and
 * that tier; null when it stays where it sells.
 */
export function ageingTierChange(
  bottledQuality: number,
  variety: GrapeVariety,
  ageDays: number,
  reputation: number,
  withinDays = Infinity,
): { ageDays: number; marketTier: WineTier } | null {
  const now = marketTier(bottleQuality(bottledQuality, variety, ageDays), reputation);
  // past the peak it loses a point every QUALITY_EFFECTS.declineDays: at most 100 points to lose
  const last = Math.min(
    ageDays + withinDays,
    Math.max(ageDays, VARIETY_WINEMAKING[variety].peakDays) + 101 * QUALITY_EFFECTS.declineDays,
  );
  for (let age = Math.max(0, ageDays) + 1; age <= last; age++) {
    const tier = marketTier(bottleQuality(bottledQuality, variety, age), reputation);
    if (tier !== now) return { ageDays: age, marketTier: tier };
    if (tier === 'table' && age >= VARIETY_WINEMAKING[variety].peakDays) return null;
  }
  return null;
}

/** Game days for an emptied pool to fill again (20 real hours at the default clock). */
export const POOL_REFILL_DAYS = 120;

/** `Cap`: the buyers of one pool, `K_tier × (1 + 2R/100) × √(max(1, planted ha)/2)`, whole bottles. */
export function poolCapacity(tier: WineTier, reputation: number, plantedHectares: number): number {
  const r = Math.max(0, Math.min(100, reputation));
  return Math.round(
    WINE_TIER_INFO[tier].poolBottles * (1 + (2 * r) / 100) * Math.sqrt(Math.max(1, plantedHectares) / 2),
  );
}

/**
 * The pool's level on `day`: it held `level` bottles on `day0` and refills by Cap / REFILL_DAYS a
 * day up to `capacity` (computed on read; a new pool is full).
 */
export function poolLevel(capacity: number, level: number | null, day0: number, day: number): number {
  if (level === null) return capacity;
  const refilled = level + (capacity * Math.max(0, day - day0)) / POOL_REFILL_DAYS;
  return Math.min(capacity, Math.max(0, refilled));
}

/**
 * `P_ref(q) = euros × perPoint^(min(q, knee) − 40) × perPointAboveKnee^(max(0, q − knee))`: the
 * bottle's price by quality before region, variety, reputation, critics, awards and the index.
 *
 * Tuned by the simulator (docs/game-rules.md, "Simulator"). ECONOMY.md §4 had €2 and 12% a point
 * above 88 (€7.5 at quality 70, €16.5 at 88, €64 at 100), a curve drawn for wines of quality
 * 60-80. In the game a competent estate's best-suited blocks reach quality 90-100 and a crianza
 * adds to that, so nearly all its wine sold above the knee: the competent family estate ended
 * 4.4-7.1× its start (§7: 1.8-3.5×). Lowering only the base (€0.70) left the knee's 12% a point:
 * whether a plot's survey let its wine reach 100 or only 88 made a 3.9× difference in price, and
 * 20 seeds spread 1.7-2.8× in Tuscany, 0.9-2.3× in Mendoza. At €1.30 and 5% a point above the
 * knee (€4.9 at 70, €10.7 at 88, €19.3 at 100) it ends 1.9-3.1× in every region and 20 seeds of
 * Tuscany (or Rioja) lie within ±15% of their median; the curve's shape is unchanged.
 */
export const REFERENCE_PRICE = { euros: 1.3, perPoint: 1.045, knee: 88, perPointAboveKnee: 1.05 } as const;

/** Reference prices of the whole qualities 0-100, by quality, once computed. */
const REFERENCE_PRICES: number[] = [];

/** The reference price of a bottle by quality (REFERENCE_PRICE); of a whole quality, computed once. */
export function referencePrice(quality: number): number {
  if (!Number.isInteger(quality) || quality < 0 || quality > 100) return referencePriceOf(quality);
  return (REFERENCE_PRICES[quality] ??= referencePriceOf(quality));
}

function referencePriceOf(quality: number): number {
  const q = Math.max(0, Math.min(100, quality));
  const { euros, perPoint, knee, perPointAboveKnee } = REFERENCE_PRICE;
  return euros * perPoint ** (Math.min(q, knee) - 40) * perPointAboveKnee ** Math.max(0, q - knee);
}

/**
 * The region factor's exponent: `(land base price / €80,000)^REGION_PRICE_EXPONENT`. ECONOMY.md §4
 * has √ (0.5). The region's land price already reaches every estate through the grape and bulk
 * prices (G spans 5× from Mendoza to Napa) and the upkeep; with √ on top the simulator's
 * competent family estate ended 1.75× its start in Mendoza and 3.42× in Napa (+45% over the
 * median of the six regions: §7 allows ±40%). At 0.25 a bottle from Napa lists 1.17× and one
 * from Mendoza 0.89× a Tuscan one (√: 1.37× and 0.79×): 1.89× to 3.07×, −22% to +27%.
 */
export const REGION_PRICE_EXPONENT = 0.25;

const REGION_PRICE_FACTORS = new Map<RegionKey, number>();

/** Region factor: (land base price / €80,000)^REGION_PRICE_EXPONENT (computed once per region). */
export function regionPriceFactor(region: RegionKey): number {
  let factor = REGION_PRICE_FACTORS.get(region);
  if (factor === undefined)
    REGION_PRICE_FACTORS.set(region, (factor = (REGION_BASE_PRICES[region] / 80_000) ** REGION_PRICE_EXPONENT));
  return factor;
}

/** What the market thinks of each variety (and of blends: their dominant variety's). */
export const VARIETY_PRICE_FACTORS: Readonly<Record<GrapeVariety, number>> = {
  'cabernet sauvignon': 1.1,
  merlot: 1.0,
  'pinot noir': 1.15,
  syrah: 1.0,
  chardonnay: 1.05,
  'sauvignon blanc': 0.95,
  riesling: 1.0,
  malbec: 0.95,
  nebbiolo: 1.2,
  sangiovese: 1.0,
  tempranillo: 1.0,
  zinfandel: 0.9,
};

/** No bottle sells above this, whatever its quality and name. */
export const BOTTLE_PRICE_CEILING = 280;

/** What a medal adds to a wine's price (the lot that won it, for good). */
export const AWARD_PRICE_FACTORS: Readonly<Record<Medal, number>> = { gold: 1.2, silver: 1.12, bronze: 1.06 };

export function awardPriceFactor(medal: Medal | null | undefined): number {
  return medal ? AWARD_PRICE_FACTORS[medal] : 1;
}

/** The regional index's bounds: oversupply costs a segment at most 30%, a niche earns at most 30%. */
export const REGIONAL_INDEX_BOUNDS = { min: 0.7, max: 1.3 } as const;

/** The regional index's factor, within its bounds (1 where the segment has none yet). */
export function indexPriceFactor(index: number | null | undefined): number {
  if (index === null || index === undefined || !Number.isFinite(index)) return 1;
  return Math.max(REGIONAL_INDEX_BOUNDS.min, Math.min(REGIONAL_INDEX_BOUNDS.max, index));
}

/** The factors of a lot's price beyond its wine and its estate: its medal and its segment's regional index. */
export interface LotPriceFactors {
  award?: Medal | null;
  index?: number | null;
}

/**
 * `P_lot`: the list price of a bottle (€), bounded: P_ref(q) × region × variety × (0.8 + 0.006R)
 * × critic × award × index, at most BOTTLE_PRICE_CEILING.
 */
export function lotPrice(
  quality: number,
  region: RegionKey,
  variety: GrapeVariety,
  reputation: number,
  criticScore: number | null = null,
  factors: LotPriceFactors = {},
): number {
  const r = Math.max(0, Math.min(100, reputation));
  const price =
    referencePrice(quality) *
    regionPriceFactor(region) *
    VARIETY_PRICE_FACTORS[variety] *
    (0.8 + 0.006 * r) *
    criticPriceFactor(criticScore) *
    awardPriceFactor(factors.award) *
    indexPriceFactor(factors.index);
  return Math.min(BOTTLE_PRICE_CEILING, price);
}

export interface WineMarket {
  price: number;
  capacity: number;
  /** Bottles the pool would take now. */
  level: number;
}

export interface WineQuote {
  bottles: number;
  /** Whole euros for all of them. */
  money: number;
  /** The bottle price before the pool (€) and the average this sale gets. */
  listPrice: number;
  averagePrice: number;
  /** What the next bottle would fetch after the sale (€). */
  marginalPriceAfter: number;
  poolBefore: number;
  poolAfter: number;
}

/**
 * Selling `bottles` (at most the pool's level, whole bottles) from level D of capacity Cap at list
 * price P: `P × Cap/1.5 × ((D/Cap)^1.5 − ((D−n)/Cap)^1.5)`.
 */
export function quoteWineSale(market: WineMarket, bottles: number): WineQuote {
  const cap = Math.max(0, market.capacity);
  const level = Math.max(0, Math.min(cap, market.level));
  const n = Math.max(0, Math.min(Math.floor(bottles), Math.floor(level)));
  const integral = (d: number) => (cap > 0 ? ((market.price * cap) / 1.5) * (Math.max(0, d) / cap) ** 1.5 : 0);
  const money = saleIncome(integral(level) - integral(level - n));
  const after = level - n;
  return {
    bottles: n,
    money,
    listPrice: market.price,
    averagePrice: n > 0 ? money / n : 0,
    marginalPriceAfter: cap > 0 ? market.price * Math.sqrt(after / cap) : 0,
    poolBefore: Math.floor(level),
    poolAfter: Math.floor(after),
  };
}

/** Game days of refill that the Sell dialog's suggested sale stands for: a month of the buyers' demand. */
export const SUGGESTED_SALE_DAYS = 30;

/**
 * The sale the Sell dialog suggests: what the buyers take back in SUGGESTED_SALE_DAYS game days (a
 * quarter of the pool), at most what they take now and what the lot holds. Sold at that pace a
 * full pool never falls below three quarters, so every bottle fetches at least 87% of the list
 * price; emptying the pool at once earns two thirds of it.
 */
export function suggestedSale(market: Pick<WineMarket, 'capacity' | 'level'>, available: number): number {
  const monthly = Math.ceil((Math.max(0, market.capacity) * SUGGESTED_SALE_DAYS) / POOL_REFILL_DAYS);
  return Math.max(0, Math.min(Math.floor(available), Math.floor(market.level), monthly));
}

/** The quote curve shown before a sale: what 1, 10, 100 … and all the bottles would earn. */
export function quoteCurve(market: WineMarket, available: number): WineQuote[] {
  const most = Math.min(available, Math.floor(market.level));
  const points = [1, 10, 100, 1_000, 10_000].filter((n) => n < most);
  return [...points, most].filter((n) => n > 0).map((n) => quoteWineSale(market, n));
}

/**
 * Critics (issue 19): every bottled lot of at least `minBottles` is reviewed `afterDays` game days
 * after bottling. The score is a pure function of the lot (its id and bottled quality), so the same
 * lot always gets the same score and the review needs no stored state: it exists from its day on.
 */
export const CRITIC_REVIEWS = { afterDays: 30, minBottles: 300 } as const;

export const CRITICS = ['Jancis Vine', 'Robert Barker', 'The Cellar Gazette', 'Decanter Daily'] as const;

/** lotSeed's answers by lot id, once computed (ten thousand at most): a lot's price reads its critics' score every day. */
const LOT_SEEDS = new Map<string, number>();

/** A deterministic number 0..2^32-1 from a lot id (its first eight hex digits). */
function lotSeed(lotId: string): number {
  let seed = LOT_SEEDS.get(lotId);
  if (seed === undefined) {
    if (LOT_SEEDS.size >= 10_000) LOT_SEEDS.clear();
    LOT_SEEDS.set(lotId, (seed = lotSeedOf(lotId)));
  }
  return seed;
}

function lotSeedOf(lotId: string): number {
  let hex = '';
  for (let i = 0; i < lotId.length && hex.length < 8; i++) if (lotId[i] !== '-') hex += lotId[i];
  const n = Number.parseInt(hex, 16);
  return Number.isFinite(n) ? n : 0;
}

/** The critics' score (points, 50-100): 50 + quality/2, give or take 3 points by the critic's taste. */
export function criticScore(lotId: string, bottledQuality: number): number {
  const taste = (lotSeed(lotId) % 7) - 3;
  return Math.max(50, Math.min(100, Math.round(50 + Math.max(0, Math.min(100, bottledQuality)) / 2 + taste)));
}

export function criticName(lotId: string): string {
  return CRITICS[lotSeed(lotId) % CRITICS.length]!;
}

/** Whether a lot of `bottledBottles` bottled on `bottledDay` has its review on `day`, and when. */
export function reviewDay(bottledBottles: number, bottledDay: number): number | null {
  return bottledBottles >= CRITIC_REVIEWS.minBottles ? bottledDay + CRITIC_REVIEWS.afterDays : null;
}

/** Price factor of a review: flat below 89 points, +4% a point above, at most +40%. */
export function criticPriceFactor(score: number | null): number {
  if (score === null) return 1;
  return 1 + Math.min(0.4, Math.max(0, score - 88) * 0.04);
}

/** What a critic writes, by score. */
export function criticVerdict(score: number): string {
  if (score >= 95) return 'Extraordinary: a wine to remember';
  if (score >= 90) return 'Outstanding, with real depth';
  if (score >= 85) return 'Very good and well made';
  if (score >= 80) return 'Good, honest wine';
  return 'Simple, for every day';
}
