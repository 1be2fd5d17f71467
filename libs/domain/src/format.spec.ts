import {
  formatDate,
  formatHectares,
  formatMoney,
  formatNumber,
  formatOrdinal,
  formatPercent,
  formatPrice,
} from './index';

describe('format', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [250000, '250,000'],
    [1234567.891, '1,234,567.89'],
    [-4500, '-4,500'],
    [0.5, '0.5'],
    [NaN, '0'],
    [Infinity, '0'],
  ])('formatNumber(%p) = %p', (value, shown) => {
    expect(formatNumber(value)).toBe(shown);
  });

  it.each([
    [250000, '€250,000'],
    [1000, '€1,000'],
    [0, '€0'],
    [1234.6, '€1,235'],
    [-1500, '-€1,500'],
    [NaN, '€0'],
  ])('formatMoney(%p) = %p', (value, shown) => {
    expect(formatMoney(value)).toBe(shown);
  });

  it('formats hectares', () => {
    expect(formatHectares(2.5)).toBe('2.5 ha');
    expect(formatHectares(10)).toBe('10 ha');
    expect(formatHectares(0.1 + 0.2)).toBe('0.3 ha');
    expect(formatHectares(1500)).toBe('1,500 ha');
  });

  it('formats rates as percentages, without float noise', () => {
    expect(formatPercent(0.02)).toBe('2%');
    expect(formatPercent(0.035)).toBe('3.5%');
    expect(formatPercent(0.07)).toBe('7%'); // 0.07 * 100 = 7.000000000000001
    expect(formatPercent(0.125)).toBe('12.5%');
  });

  it('formats prices in cents under €10', () => {
    expect(formatPrice(1.5)).toBe('€1.50');
    expect(formatPrice(0.04)).toBe('€0.04');
    expect(formatPrice(2500)).toBe('€2,500');
  });

  it('formats dates in English long form, in UTC', () => {
    expect(formatDate('2025-03-05')).toBe('March 5, 2025');
    expect(formatDate('2025-03-05T23:59:59Z')).toBe('March 5, 2025');
    expect(formatDate('2025-03-05T23:30:00-05:00')).toBe('March 6, 2025');
    expect(formatDate(new Date(Date.UTC(2024, 11, 31, 12)))).toBe('December 31, 2024');
    expect(formatDate(0)).toBe('January 1, 1970');
  });

  it.each([null, undefined, '', 'not a date', new Date('invalid'), NaN])('formatDate(%p) = Unknown date', (value) => {
    expect(formatDate(value)).toBe('Unknown date');
  });
});

describe('formatOrdinal', () => {
  it('writes places as ordinals', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111, 112].map(formatOrdinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '101st',
      '111th',
      '112th',
    ]);
  });
});
