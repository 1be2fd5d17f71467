/**
 * Grapes as the first income (ECONOMY.md §3-§4, issue 18): a harvest makes a grape lot that
 * keeps for a grace period and then perishes a little each day (computed on read, never by the
 * tick), and grape buyers who pay by region and quality into a seasonal pool whose marginal price
 * falls as it fills; beyond it a cooperative takes any amount at a low flat price. One definition
 * each, used by the server, the screens and the simulator.
 */
import { DAYS_PER_YEAR } from './calendar';
import type { RegionKey } from './regions';
import { saleIncome } from './income';

/** A grape lot keeps for `graceDays` game days after its harvest, then loses `dailyLoss` of what is left each day. */
export const GRAPE_FRESHNESS = { graceDays: 15, dailyLoss: 0.01 } as const;

/** The share of a lot's kilograms still sound `age` game days after its harvest (1 within the grace period). */
export function grapeFreshness(ageDays: number): number {
  const late = Math.max(0, Math.floor(ageDays) - GRAPE_FRESHNESS.graceDays);
  return Math.pow(1 - GRAPE_FRESHNESS.dailyLoss, late);
}

/**
 * The whole kilograms of a lot on `day`: it held `kilograms` on `countedDay` (its harvest day, or
 * the day of its last sale), harvested on `harvestDay`. Pure: the same on every read.
 */
export function grapeLotKilograms(kilograms: number, harvestDay: number, countedDay: number, day: number): number {
  if (kilograms <= 0) return 0;
  const ratio = grapeFreshness(day - harvestDay) / grapeFreshness(countedDay - harvestDay);
  // a tiny epsilon keeps exact products (e.g. 1000 × 1) from flooring one kilogram down
  return Math.max(0, Math.floor(kilograms * Math.min(1, ratio) + 1e-9));
}

/** Days until a lot starts to perish (0 when it already does). */
export function grapeGraceDaysLeft(harvestDay: number, day: number): number {
  return Math.max(0, GRAPE_FRESHNESS.graceDays - (day - harvestDay));
}

/** `G`: what grape buyers pay per kilogram in each region, before quality (€/kg). */
export const GRAPE_BASE_PRICES: Readonly<Record<RegionKey, number>> = {
  napa: 2.4,
  bordeaux: 1.6,
  barossa: 1.4,
  tuscany: 1.2,
  rioja: 0.82,
  mendoza: 0.7,
};

/** The grape buyers' list price per kilogram: `G_region × (0.5 + q/100)`. */
export function grapeBuyerPrice(region: RegionKey, quality: number): number {
  const q = Math.max(0, Math.min(100, quality));
  return GRAPE_BASE_PRICES[region] * (0.5 + q / 100);
}

/** The cooperative takes any amount at this share of `G`, whatever the quality. */
export const COOPERATIVE_PRICE_SHARE = 0.3;

export function cooperativePrice(region: RegionKey): number {
  return GRAPE_BASE_PRICES[region] * COOPERATIVE_PRICE_SHARE;
}

/**
 * The seasonal buyer pool of one estate: `kgPerHectare` of its planted hectares (at least
 * `minHectares`), refilled every September.
 */
export const GRAPE_BUYER_POOL = { kgPerHectare: 5_000, minHectares: 1 } as const;

export function grapeBuyerCapacity(plantedHectares: number): number {
  return Math.round(GRAPE_BUYER_POOL.kgPerHectare * Math.max(GRAPE_BUYER_POOL.minHectares, plantedHectares));
}

/** The first day of September in the game's calendar (a game year starts on March 1). */
const SEPTEMBER_DAY_OF_YEAR = 180;

/**
 * The buyer season a game day belongs to: season n runs from September of game year n to the end
 * of August of year n + 1 (season 0: the months before the first September).
 */
export function grapeBuyerSeason(day: number): number {
  return Math.floor((day + DAYS_PER_YEAR - SEPTEMBER_DAY_OF_YEAR) / DAYS_PER_YEAR);
}

/** What a sale meets: the lot's region and quality, and the estate's buyer pool this season. */
export interface GrapeMarket {
  region: RegionKey;
  quality: number;
  /** The pool's capacity this season (kg). */
  capacityKg: number;
  /** Kilograms the buyers already took this season. */
  usedKg: number;
}

export interface GrapeQuote {
  kilograms: number;
  /** Whole euros received for all of it. */
  money: number;
  /** Kilograms the grape buyers take (out of the pool), and what they pay (unrounded €). */
  buyersKg: number;
  buyersMoney: number;
  /** Kilograms the cooperative takes at its flat price, and what it pays (unrounded €). */
  cooperativeKg: number;
  cooperativeMoney: number;
  /** The buyers' list price (a full pool's first kilogram), the cooperative's price (€/kg). */
  listPricePerKg: number;
  cooperativePricePerKg: number;
  /** What the next kilogram would fetch after this sale (€/kg). */
  marginalPriceAfter: number;
  /** The pool's remaining kilograms before and after (only kilograms above the cooperative's price count). */
  poolBefore: number;
  poolAfter: number;
}

/**
 * The price of `kilograms` of one lot (ECONOMY.md §4's pool integral). From pool level `D`
 * (capacity minus what the buyers took), the buyers' marginal price is `P × √(D/Cap)`; selling
 * `k` kilograms into the pool earns `P × Cap/1.5 × ((D/Cap)^1.5 − ((D−k)/Cap)^1.5)`. The buyers
 * stop where their marginal price meets the cooperative's (`D* = Cap × (c/P)²`), and the
 * cooperative takes the rest at `c` a kilogram. The same function quotes for the screen and prices
 * the sale on the server.
 */
export function quoteGrapeSale(market: GrapeMarket, kilograms: number): GrapeQuote {
  const n = Math.max(0, Math.floor(kilograms));
  const cap = Math.max(0, market.capacityKg);
  const p = grapeBuyerPrice(market.region, market.quality);
  const c = cooperativePrice(market.region);
  const level = Math.max(0, cap - Math.max(0, market.usedKg));
  const floorLevel = p > c ? cap * (c / p) ** 2 : cap;
  const open = Math.max(0, level - floorLevel);
  const buyersKg = Math.min(n, Math.floor(open));
  const integral = (d: number) => (cap > 0 ? (p * cap) / 1.5 / cap ** 1.5 : 0) * Math.max(0, d) ** 1.5;
  const buyersMoney = integral(level) - integral(level - buyersKg);
  const cooperativeKg = n - buyersKg;
  const cooperativeMoney = cooperativeKg * c;
  const after = level - buyersKg;
  const marginalAfter = cap > 0 && after > floorLevel ? p * Math.sqrt(after / cap) : c;
  return {
    kilograms: n,
    money: saleIncome(buyersMoney + cooperativeMoney),
    buyersKg,
    buyersMoney,
    cooperativeKg,
    cooperativeMoney,
    listPricePerKg: p,
    cooperativePricePerKg: c,
    marginalPriceAfter: marginalAfter,
    poolBefore: Math.floor(open),
    poolAfter: Math.floor(open) - buyersKg,
  };
}

/**
 * What the notifications list holds (newest first); the status bar shows `formatBadgeCount` of the unread.
 * award: a medal of the yearly awards, to the winning estate (issue 19); season_honour: a place in
 * the hall of fame when a season ends (issue 35);
 * harvest_window: September 1, for estates with vines old enough to bear; weather_damage: a day's
 * weather event in a region hit blocks of the estate that were not protected (one a region and day);
 * vineyard_work: the vineyard manager's work of the month (one an estate and month); plot_sold: to the seller;
 * listing_expired: to the seller when the tick closes the offer; invitation_answered: to the inviting
 * estate when a co-ownership invitation is accepted or declined (notifications belong to estates,
 * and the invitee may have none: they see invitations in their own list, GET /invitations).
 */
export const NOTIFICATION_KINDS = [
  'harvest',
  'grape_sale',
  'upkeep',
  'wine_stage',
  'wine_ready',
  'wine_bottled',
  'bulk_wine_sale',
  'wine_sale',
  'critic_review',
  'award',
  'season_honour',
  'harvest_window',
  'plot_sold',
  'listing_expired',
  'invitation_answered',
  'exchange_sale',
  'exchange_grape_sale',
  'exchange_purchase',
  'offer_expired',
  'contract_delivered',
  'contract_defaulted',
  'weather_damage',
  'vineyard_work',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_LIMITS = { default: 20, max: 100 } as const;
