import { searchQuery } from './search';

describe('searchQuery', () => {
  it('turns words into a prefix query, ignoring case', () => {
    expect(searchQuery('Vine Yard')).toBe('vine:* & yard:*');
    expect(searchQuery('  frost  ')).toBe('frost:*');
  });

  it('keeps only letters and digits, so the text cannot break to_tsquery', () => {
    expect(searchQuery("cellar's & | ! ( ) : * <-> '")).toBe('cellar:*');
    expect(searchQuery('château 2026')).toBe('château:* & 2026:*');
    expect(searchQuery('a')).toBe('a:*');
  });

  it('is empty when nothing searchable is left, and uses at most 10 words', () => {
    expect(searchQuery('')).toBe('');
    expect(searchQuery(undefined)).toBe('');
    expect(searchQuery('&&& !!!')).toBe('');
    expect(searchQuery(Array.from({ length: 12 }, (_, i) => `w${i}`).join(' ')).split(' & ')).toHaveLength(10);
  });
});
