import { EMPTY_FILTERS, filterErrors, MARKETPLACE_PAGE_SIZE, resultCountText, searchArgs } from './filters';

describe('marketplace filters → search request', () => {
  it('omits every empty filter value (spec §5)', () => {
    expect(searchArgs(EMPTY_FILTERS)).toEqual({ sort: 'newest', page: 1, limit: MARKETPLACE_PAGE_SIZE });
    expect(searchArgs({ ...EMPTY_FILTERS, minPrice: '   ', maxSize: '', soilTypes: [] }, 'price-low', 3)).toEqual({
      sort: 'price-low',
      page: 3,
      limit: 12,
    });
  });

  it('sends region, numeric ranges (0 included) and the soil list', () => {
    expect(
      searchArgs({
        region: 'rioja',
        minPrice: '0',
        maxPrice: '250000',
        minSize: '1.5',
        maxSize: '4',
        soilTypes: ['clay', 'chalk', 'clay'],
      }),
    ).toEqual({
      sort: 'newest',
      page: 1,
      limit: 12,
      region: 'rioja',
      minPrice: 0,
      maxPrice: 250000,
      minSize: 1.5,
      maxSize: 4,
      soilType: ['clay', 'chalk'],
    });
  });

  it('leaves out values the server would refuse', () => {
    expect(
      searchArgs({
        ...EMPTY_FILTERS,
        region: 'atlantis' as never,
        minPrice: '-5',
        maxPrice: 'abc',
        soilTypes: ['lava' as never],
      }),
    ).toEqual({ sort: 'newest', page: 1, limit: 12 });
  });

  it('reports negative numbers and inverted ranges before searching', () => {
    expect(filterErrors(EMPTY_FILTERS)).toEqual({});
    expect(filterErrors({ ...EMPTY_FILTERS, minPrice: '-1' })).toEqual({
      minPrice: 'Minimum price cannot be negative',
    });
    expect(filterErrors({ ...EMPTY_FILTERS, minSize: 'abc', maxSize: '2000000' })).toEqual({
      minSize: 'Minimum size must be a number',
      maxSize: 'Maximum size is too large',
    });
    expect(filterErrors({ ...EMPTY_FILTERS, minSize: '3', maxSize: '2' })).toEqual({
      maxSize: 'Maximum size must not be below the minimum',
    });
    expect(filterErrors({ ...EMPTY_FILTERS, minPrice: '1000', maxPrice: '1000' })).toEqual({});
  });

  it("counts results as '{n} plot(s) found', with '+' when the count was capped", () => {
    expect(resultCountText(1, false)).toBe('1 plot(s) found');
    expect(resultCountText(10000, true)).toBe('10,000+ plot(s) found');
  });
});
