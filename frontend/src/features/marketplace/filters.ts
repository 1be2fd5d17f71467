import {
  DEFAULT_MARKETPLACE_SORT,
  formatNumber,
  isRegionKey,
  isSoilType,
  MARKETPLACE_PAGE_LIMITS,
  MESSAGES,
  type MarketplaceSort,
  type RegionKey,
  type SoilType,
} from '@vineyard/domain';
import type { SearchMarketplacePlotsApiArg } from '../../api';

/** Plots per page of the marketplace grid (the server's default page size). */
export const MARKETPLACE_PAGE_SIZE = MARKETPLACE_PAGE_LIMITS.default;

/** The filters panel as typed (spec §3 "Marketplace filter"): text inputs stay strings until applied. */
export interface MarketplaceFilters {
  /** '' = All Regions. */
  region: RegionKey | '';
  minPrice: string;
  maxPrice: string;
  minSize: string;
  maxSize: string;
  soilTypes: SoilType[];
}

export const EMPTY_FILTERS: MarketplaceFilters = {
  region: '',
  minPrice: '',
  maxPrice: '',
  minSize: '',
  maxSize: '',
  soilTypes: [],
};

type NumberField = 'minPrice' | 'maxPrice' | 'minSize' | 'maxSize';

const LABELS: Record<NumberField, string> = {
  minPrice: 'Minimum price',
  maxPrice: 'Maximum price',
  minSize: 'Minimum size',
  maxSize: 'Maximum size',
};

/** Field problems of the typed filters (the request is not sent while there are any). */
export type FilterErrors = Partial<Record<NumberField, string>>;

function parseAmount(value: string): number | null | 'invalid' {
  const text = value.trim();
  if (text === '') return null;
  const number = Number(text);
  return Number.isFinite(number) ? number : 'invalid';
}

/** The problems of the typed filters: numbers, none below 0, minimum not above maximum. */
export function filterErrors(filters: MarketplaceFilters): FilterErrors {
  const errors: FilterErrors = {};
  const values: Partial<Record<NumberField, number>> = {};
  for (const field of Object.keys(LABELS) as NumberField[]) {
    const parsed = parseAmount(filters[field]);
    if (parsed === 'invalid') errors[field] = `${LABELS[field]} must be a number`;
    else if (parsed !== null && parsed < 0) errors[field] = `${LABELS[field]} cannot be negative`;
    else if (parsed !== null) values[field] = parsed;
  }
  const { minPrice, maxPrice, minSize, maxSize } = values;
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice && !errors.maxPrice) {
    errors.maxPrice = 'Maximum price must not be below the minimum';
  }
  if (minSize !== undefined && maxSize !== undefined && minSize > maxSize && !errors.maxSize) {
    errors.maxSize = 'Maximum size must not be below the minimum';
  }
  return errors;
}

/**
 * The search request for applied filters, a sort and a page (spec §5: empty filter values are
 * omitted from the request). Unknown regions or soils and unparsable numbers are left out too.
 */
export function searchArgs(
  filters: MarketplaceFilters,
  sort: MarketplaceSort = DEFAULT_MARKETPLACE_SORT,
  page = 1,
): SearchMarketplacePlotsApiArg {
  const args: SearchMarketplacePlotsApiArg = { sort, page, limit: MARKETPLACE_PAGE_SIZE };
  if (isRegionKey(filters.region)) args.region = filters.region;
  for (const field of Object.keys(LABELS) as NumberField[]) {
    const parsed = parseAmount(filters[field]);
    if (typeof parsed === 'number' && parsed >= 0) args[field] = parsed;
  }
  const soils = [...new Set(filters.soilTypes.filter(isSoilType))];
  if (soils.length > 0) args.soilType = soils;
  return args;
}

/** How many filters differ from the empty panel (shown on the mobile toggle). */
export function activeFilterCount(filters: MarketplaceFilters): number {
  return (
    (filters.region ? 1 : 0) +
    (Object.keys(LABELS) as NumberField[]).filter((field) => filters[field].trim() !== '').length +
    (filters.soilTypes.length > 0 ? 1 : 0)
  );
}

/** Sort By labels, in the spec's order (MARKETPLACE_SORTS). */
export const SORT_LABELS: Record<MarketplaceSort, string> = {
  newest: 'Newest',
  oldest: 'Oldest',
  'price-low': 'Price: Low to High',
  'price-high': 'Price: High to Low',
  'size-low': 'Size: Small to Large',
  'size-high': 'Size: Large to Small',
};

/** '{n} plot(s) found'; '{n}+ plot(s) found' when the server stopped counting (`totalCapped`). */
export function resultCountText(total: number, capped: boolean): string {
  return capped ? `${formatNumber(total)}+ plot(s) found` : MESSAGES.marketplace.plotsFound(total);
}
