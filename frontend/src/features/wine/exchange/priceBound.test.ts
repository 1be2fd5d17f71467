import { priceBound } from './ExchangePanel';
import { centsIn } from './GrapeOfferDialogs';

describe('the exchange’s typed prices', () => {
  it('a price bound is whole euros from 1, or nothing', () => {
    expect(priceBound('12')).toBe(12);
    expect(priceBound(' 7 ')).toBe(7);
    for (const bad of ['', '0', '-3', '2.5', 'abc', '1000001']) expect(priceBound(bad)).toBeUndefined();
  });

  it('a price a kilogram is euros with at most two decimals, in whole cents within the band', () => {
    expect(centsIn('1.85', 1, 500)).toBe(185);
    expect(centsIn('1,85', 1, 500)).toBe(185);
    expect(centsIn('2', 1, 500)).toBe(200);
    expect(centsIn('0.07', 1, 500)).toBe(7);
    for (const bad of ['', '1.855', '-1', 'x', '6', '0.00']) expect(centsIn(bad, 1, 500)).toBeNull();
  });
});
