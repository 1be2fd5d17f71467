/**
 * Grapes on the exchange between players (issue 32, item 1): a player offers kilograms of a
 * fresh grape lot at a price per kilogram; the kilograms leave the lot at once (reserved); other
 * players buy some or all, and the grapes arrive in the buyer's stock as a lot of the same
 * harvest (variety, quality, vintage, harvest day, region), which the buyer must crush or sell
 * before it spoils. An offer runs at most to the end of the grapes' grace period
 * (GRAPE_FRESHNESS), so grapes on offer never perish; the buyer gets what is left of that period.
 * Prices are whole cents a kilogram within a band around the grape buyers' list price
 * (`grapeBuyerPrice`); the buyer pays the total rounded up to the euro and the seller pays the
 * exchange's fee (EXCHANGE_FEE_PERCENT, also rounded up), so splitting a purchase never gains.
 */
import { EXCHANGE_PRICE_BAND, exchangeFee, type ExchangeQuote } from './exchange';
import { GRAPE_FRESHNESS, grapeBuyerPrice } from './grapes';
import type { RegionKey } from './regions';

/** The fewest kilograms one offer holds; the most is MAX_GRAPE_OFFER_KG. */
export const GRAPE_OFFER_KG = { min: 10, max: 10_000_000 } as const;

/** How long a grape offer may run: from a day to the last day of the grapes' grace period. */
export const GRAPE_OFFER_DAYS = { min: 1 } as const;

/** The last game day a lot harvested on `harvestDay` is sound in full (its grace period's last day). */
export function grapeGraceEndDay(harvestDay: number): number {
  return harvestDay + GRAPE_FRESHNESS.graceDays;
}

/** The longest an offer of grapes harvested on `harvestDay` may run from `day` (0: too late to offer). */
export function maxGrapeOfferDays(harvestDay: number, day: number): number {
  return Math.max(0, grapeGraceEndDay(harvestDay) - day);
}

/** The reference price of grapes in whole cents a kilogram: the grape buyers' list price for their region and quality. */
export function grapeReferenceCents(region: RegionKey, quality: number): number {
  return Math.round(grapeBuyerPrice(region, quality) * 100);
}

/** The band a price per kilogram (whole cents) must lie in: 0.5-2× the reference, at least 1 cent. */
export function grapePriceBand(referenceCents: number): { min: number; max: number } {
  const min = Math.max(1, Math.ceil(referenceCents * EXCHANGE_PRICE_BAND.min));
  return { min, max: Math.max(min, Math.floor(referenceCents * EXCHANGE_PRICE_BAND.max)) };
}

/** Euros of whole cents (for texts and the API): 185 → 1.85. */
export function centsToEuros(cents: number): number {
  return Math.round(cents) / 100;
}

/**
 * What buying `kilograms` at `priceCents` a kilogram costs and pays: the total in whole euros
 * rounded up (⌈a⌉ + ⌈b⌉ ≥ ⌈a + b⌉: a buyer who splits a purchase pays at least as much), the
 * fee on it (rounded up too), what the seller receives. `price` is the price a kilogram in euros.
 */
export interface GrapeExchangeQuote extends Omit<ExchangeQuote, 'bottles'> {
  kilograms: number;
  priceCents: number;
}

export function grapeExchangeQuote(priceCents: number, kilograms: number): GrapeExchangeQuote {
  const total = Math.ceil((priceCents * kilograms) / 100);
  const fee = exchangeFee(total);
  return { kilograms, priceCents, price: centsToEuros(priceCents), total, fee, sellerReceives: total - fee };
}

export const GRAPE_EXCHANGE_SORTS = ['newest', 'price-low', 'price-high'] as const;

/** A price in whole cents as players read it: 185 → "€1.85". */
export function formatCents(cents: number): string {
  const c = Math.round(cents);
  return `${c < 0 ? '-' : ''}€${Math.floor(Math.abs(c) / 100).toLocaleString('en-US')}.${String(Math.abs(c) % 100).padStart(2, '0')}`;
}
