import {
  DEFAULT_MARKETPLACE_SORT,
  formatNumber,
  isRegionKey,
  isSoilType,
  MARKETPLACE_FILTER_LABELS,
  MARKETPLACE_PAGE_LIMITS,
  type MarketplaceFilterField,
  MESSAGES,
  type MarketplaceSort,
  type RegionKey,
  type SoilType,
  validateMarketplaceFilter,
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

type NumberField = MarketplaceFilterField;
const NUMBER_FIELDS = Object.keys(MARKETPLACE_FILTER_LABELS) as NumberField[];

/** Field problems of the typed filters (the request is not sent while there are any). */
export type FilterErrors = Partial<Record<NumberField, string>>;

function parseAmount(value: string): number | null | 'invalid' {
  const text = value.trim();
  if (text === '') return null;
  const number = Number(text);
  return Number.isFinite(number) ? number : 'invalid';
}

/** The problems of the typed filters: the server's rule for each number, minimum not above maximum. */
export function filterErrors(filters: MarketplaceFilters): FilterErrors {
  const errors: FilterErrors = {};
  const values: Partial<Record<NumberField, number>> = {};
  for (const field of NUMBER_FIELDS) {
    const problem = validateMarketplaceFilter(field, filters[field]);
    const parsed = parseAmount(filters[field]);
    if (problem) errors[field] = problem;
    else if (typeof parsed === 'number') values[field] = parsed;
  }
  const { minPrice, maxPrice, minSize, maxSize } = values;
  const belowMin = MESSAGES.marketplace.filterMaxBelowMin;
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice && !errors.maxPrice) {
    errors.maxPrice = belowMin(MARKETPLACE_FILTER_LABELS.maxPrice);
  }
  if (minSize !== undefined && maxSize !== undefined && minSize > maxSize && !errors.maxSize) {
    errors.maxSize = belowMin(MARKETPLACE_FILTER_LABELS.maxSize);
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
  for (const field of NUMBER_FIELDS) {
    const parsed = parseAmount(filters[field]);
    if (typeof parsed === 'number' && validateMarketplaceFilter(field, parsed) === null) args[field] = parsed;
  }
  const soils = [...new Set(filters.soilTypes.filter(isSoilType))];
  if (soils.length > 0) args.soilType = soils;
  return args;
}

/** How many filters differ from the empty panel (shown on the mobile toggle). */
export function activeFilterCount(filters: MarketplaceFilters): number {
  return (
    (filters.region ? 1 : 0) +
    NUMBER_FIELDS.filter((field) => filters[field].trim() !== '').length +
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
