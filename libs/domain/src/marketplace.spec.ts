import {
  DEFAULT_LISTING_DURATION_DAYS,
  DEFAULT_MARKETPLACE_SORT,
  defaultListingPrice,
  isListingDuration,
  isMarketplaceSort,
  LISTING_DEFAULT_PRICE_RATIO,
  LISTING_DURATIONS_DAYS,
  LISTING_SUGGESTED_RANGE,
  MAINTENANCE_RATE,
  maintenanceCost,
  MARKETPLACE_SORT_ORDER,
  MARKETPLACE_SORTS,
  MIN_LISTING_PRICE,
  suggestedListingRange,
} from './index';

describe('marketplace', () => {
  it('has the spec constants', () => {
    expect(MIN_LISTING_PRICE).toBe(1000);
    expect(LISTING_DEFAULT_PRICE_RATIO).toBe(1.1);
    expect(LISTING_SUGGESTED_RANGE).toEqual([1.0, 1.2]);
    expect(LISTING_DURATIONS_DAYS).toEqual([7, 14, 30, 60, 90]);
    expect(DEFAULT_LISTING_DURATION_DAYS).toBe(30);
    expect(MAINTENANCE_RATE).toBe(0.02);
    expect(MARKETPLACE_SORTS).toEqual(['newest', 'oldest', 'price-low', 'price-high', 'size-low', 'size-high']);
    expect(DEFAULT_MARKETPLACE_SORT).toBe('newest');
  });

  it('maps each sort to a field and direction', () => {
    expect(MARKETPLACE_SORT_ORDER.newest).toEqual({ field: 'listingDate', direction: 'desc' });
    expect(MARKETPLACE_SORT_ORDER.oldest).toEqual({ field: 'listingDate', direction: 'asc' });
    expect(MARKETPLACE_SORT_ORDER['price-low']).toEqual({ field: 'listingPrice', direction: 'asc' });
    expect(MARKETPLACE_SORT_ORDER['price-high']).toEqual({ field: 'listingPrice', direction: 'desc' });
    expect(MARKETPLACE_SORT_ORDER['size-low']).toEqual({ field: 'size', direction: 'asc' });
    expect(MARKETPLACE_SORT_ORDER['size-high']).toEqual({ field: 'size', direction: 'desc' });
  });

  it('computes listing defaults and maintenance in whole euros', () => {
    expect(defaultListingPrice(100000)).toBe(110000);
    expect(defaultListingPrice(12345)).toBe(13580);
    expect(suggestedListingRange(100000)).toEqual({ min: 100000, max: 120000 });
    expect(suggestedListingRange(12345)).toEqual({ min: 12345, max: 14814 });
    expect(maintenanceCost(160000)).toBe(3200);
    expect(maintenanceCost(12345)).toBe(247);
  });

  it('guards durations and sorts', () => {
    expect(isListingDuration(30)).toBe(true);
    expect(isListingDuration(31)).toBe(false);
    expect(isListingDuration('30')).toBe(false);
    expect(isMarketplaceSort('size-high')).toBe(true);
    expect(isMarketplaceSort('cheapest')).toBe(false);
  });
});
