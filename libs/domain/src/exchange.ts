/**
 * The wine exchange between players (issue 32; ECONOMY.md §4 "a player-to-player wine exchange
 * with a price band and a 5% fee that is destroyed, so wash trading always loses"). A player
 * offers bottles of one of their bottled lots at a price per bottle; the bottles leave the lot at
 * once (reserved); other players buy some or all; the buyer pays price × bottles, the seller
 * receives that less the exchange fee, which leaves the economy. The rules' figures live here;
 * the decisions are decisions/offer-wine.ts and decisions/buy-offer.ts.
 */
import { isOneOf } from './guards';

/** The exchange fee, in whole percent of a purchase's total, paid by the seller and destroyed. */
export const EXCHANGE_FEE_PERCENT = 5;

/**
 * The fee on a purchase of `total` whole euros: 5%, rounded up to the next whole euro (in the
 * house's favour). Since ⌈a⌉ + ⌈b⌉ ≥ ⌈a + b⌉, splitting a purchase in parts never lowers the fees:
 * neither side gains by buying or selling bottle by bottle. Integer arithmetic (no 0.05 × n
 * rounding error).
 */
export function exchangeFee(total: number): number {
  if (total <= 0) return 0;
  return Math.ceil((total * EXCHANGE_FEE_PERCENT) / 100);
}

/**
 * The band an offer's price per bottle must lie in, as multiples of the wine's reference price
 * (`exchangeReferencePrice`, the NPC market's list price of that wine at a neutral reputation):
 * nobody sells far below or far above what the wine is worth, so moving money to another account
 * through the exchange is bounded by the bottles one has (and costs the fee).
 */
export const EXCHANGE_PRICE_BAND = { min: 0.5, max: 2 } as const;

/**
 * The reputation the reference price is taken at: the band is a property of the wine (producer
 * region, variety, quality today, critics' score, medal), the same whoever holds it.
 */
export const EXCHANGE_REFERENCE_REPUTATION = 50;

/** Whole euros per bottle: at least €1, the band's ends rounded inwards. */
export function exchangePriceBand(reference: number): { min: number; max: number } {
  const min = Math.max(1, Math.ceil(reference * EXCHANGE_PRICE_BAND.min));
  return { min, max: Math.max(min, Math.floor(reference * EXCHANGE_PRICE_BAND.max)) };
}

/** How long an offer stays open, in game days, chosen by the seller. */
export const OFFER_DURATION_DAYS = { min: 7, max: 60, default: 30 } as const;

export function isOfferDuration(days: unknown): days is number {
  return (
    typeof days === 'number' &&
    Number.isInteger(days) &&
    days >= OFFER_DURATION_DAYS.min &&
    days <= OFFER_DURATION_DAYS.max
  );
}

/**
 * Limits for new estates (ECONOMY.md §7, "limits for new accounts"): in its first `days` game
 * days an estate spends at most `spend` euros on the exchange in all. A fresh estate's grant
 * cannot be moved to another account through the exchange at once (an alt founds, buys a friend's
 * wine at the top of its band and deletes the estate); a new player can still buy a few lots.
 */
export const EXCHANGE_NEW_ESTATE = { days: 90, spend: 25_000 } as const;

/**
 * What an estate founded on `foundedDay` (null: before the rule, never new) that has spent `spent`
 * euros on the exchange may still spend on `day`: Infinity once it is past its first days.
 */
export function exchangeAllowance(foundedDay: number | null, spent: number, day: number): number {
  if (foundedDay === null || day - foundedDay >= EXCHANGE_NEW_ESTATE.days) return Infinity;
  return Math.max(0, EXCHANGE_NEW_ESTATE.spend - spent);
}

/** The first day an estate founded on `foundedDay` buys on the exchange without the new estates' limit. */
export function exchangeLimitEndsDay(foundedDay: number): number {
  return foundedDay + EXCHANGE_NEW_ESTATE.days;
}

/** The most bottles one offer holds (and one purchase buys). */
export const MAX_OFFER_BOTTLES = 1_000_000;

/** An offer is open until sold out, withdrawn by its seller or expired (the tick closes it). */
export const OFFER_STATUSES = ['open', 'sold_out', 'withdrawn', 'expired'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

export function isOfferStatus(value: unknown): value is OfferStatus {
  return isOneOf(OFFER_STATUSES, value);
}

/** Exchange pages: 20 offers by default, at most 50; the price history shows the last 30 trades. */
export const EXCHANGE_PAGE_LIMITS = { default: 20, max: 50, maxPage: 10_000 } as const;
export const EXCHANGE_HISTORY_LIMIT = 30;

export const EXCHANGE_SORTS = ['newest', 'price-low', 'price-high'] as const;
export type ExchangeSort = (typeof EXCHANGE_SORTS)[number];

/** What a purchase of `bottles` at `price` a bottle costs and pays: the buyer's total, the fee, the seller's net. */
export interface ExchangeQuote {
  bottles: number;
  price: number;
  total: number;
  fee: number;
  sellerReceives: number;
}

export function exchangeQuote(price: number, bottles: number): ExchangeQuote {
  const total = price * bottles;
  const fee = exchangeFee(total);
  return { bottles, price, total, fee, sellerReceives: total - fee };
}
