import { isOneOf } from './guards';

export const MIN_LISTING_PRICE = 1000;
/** Largest asking price accepted: a trillion euros, far above any estate's means, safe in JS numbers. */
export const MAX_LISTING_PRICE = 1_000_000_000_000;
/** Default listing price is 110% of the purchase price, rounded to whole euros. */
export const LISTING_DEFAULT_PRICE_RATIO = 1.1;
/** Suggested listing range shown to the seller: 100%-120% of the purchase price. */
export const LISTING_SUGGESTED_RANGE = [1.0, 1.2] as const;

export const LISTING_DURATIONS_DAYS = [7, 14, 30, 60, 90] as const;
/** Longest listing description (characters). */
export const LISTING_DESCRIPTION_MAX = 2000;
export type ListingDurationDays = (typeof LISTING_DURATIONS_DAYS)[number];
export const DEFAULT_LISTING_DURATION_DAYS: ListingDurationDays = 30;

/** Annual maintenance is 2% of the plot price. */
export const MAINTENANCE_RATE = 0.02;

export const MARKETPLACE_SORTS = ['newest', 'oldest', 'price-low', 'price-high', 'size-low', 'size-high'] as const;
export type MarketplaceSort = (typeof MARKETPLACE_SORTS)[number];
export const DEFAULT_MARKETPLACE_SORT: MarketplaceSort = 'newest';

/** Field and direction behind each sort option (the server sorts; ties should break on id). */
export const MARKETPLACE_SORT_ORDER: Readonly<
  Record<MarketplaceSort, { field: 'listingDate' | 'listingPrice' | 'size'; direction: 'asc' | 'desc' }>
> = {
  newest: { field: 'listingDate', direction: 'desc' },
  oldest: { field: 'listingDate', direction: 'asc' },
  'price-low': { field: 'listingPrice', direction: 'asc' },
  'price-high': { field: 'listingPrice', direction: 'desc' },
  'size-low': { field: 'size', direction: 'asc' },
  'size-high': { field: 'size', direction: 'desc' },
};

/**
 * Marketplace search pages: 12 plots by default, at most 50. Counting stops at 1,000 ("1,000+
 * plots found"): a capped count must find cap + 1 matches, which for narrow filters over a million
 * listings meant scanning hundreds of thousands of rows at 10,000.
 */
export const MARKETPLACE_PAGE_LIMITS = { default: 12, max: 50, maxPage: 10_000, countCap: 1_000 } as const;

export function isListingDuration(value: unknown): value is ListingDurationDays {
  return isOneOf(LISTING_DURATIONS_DAYS, value);
}
export function isMarketplaceSort(value: unknown): value is MarketplaceSort {
  return isOneOf(MARKETPLACE_SORTS, value);
}

export function defaultListingPrice(purchasePrice: number): number {
  return Math.round(purchasePrice * LISTING_DEFAULT_PRICE_RATIO);
}

export function suggestedListingRange(purchasePrice: number): { min: number; max: number } {
  const [low, high] = LISTING_SUGGESTED_RANGE;
  return { min: Math.round(purchasePrice * low), max: Math.round(purchasePrice * high) };
}

/** Annual maintenance cost in whole euros. */
export function maintenanceCost(price: number): number {
  return Math.round(price * MAINTENANCE_RATE);
}

/** The marketplace filter's number fields (spec §3 "Marketplace filter"), named as the search's query. */
export const MARKETPLACE_FILTER_LABELS = {
  minPrice: 'Minimum price',
  maxPrice: 'Maximum price',
  minSize: 'Minimum size',
  maxSize: 'Maximum size',
} as const;
export type MarketplaceFilterField = keyof typeof MARKETPLACE_FILTER_LABELS;

/** The largest value each filter field accepts (euros; hectares). */
export const MARKETPLACE_FILTER_MAX: Readonly<Record<MarketplaceFilterField, number>> = {
  minPrice: MAX_LISTING_PRICE,
  maxPrice: MAX_LISTING_PRICE,
  minSize: 1e6,
  maxSize: 1e6,
};
