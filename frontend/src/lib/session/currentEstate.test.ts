import { currentAfterDelete, resolveCurrentEstateId } from './currentEstate';

const a = { id: 'a' };
const b = { id: 'b' };
const c = { id: 'c' };

describe('current estate rules (spec §4)', () => {
  it('makes the first fetched estate current when none is selected', () => {
    expect(resolveCurrentEstateId([a, b], null)).toBe('a');
  });
  it('keeps the selected estate while it exists', () => {
    expect(resolveCurrentEstateId([a, b], 'b')).toBe('b');
  });
  it('falls back to the first estate when the stored one is gone, or none without estates', () => {
    expect(resolveCurrentEstateId([a, b], 'zzz')).toBe('a');
    expect(resolveCurrentEstateId([], 'a')).toBeNull();
    expect(resolveCurrentEstateId([], null)).toBeNull();
  });
  it('deleting the current estate selects the first remaining one, or none', () => {
    expect(currentAfterDelete([a, b, c], 'a', 'a')).toBe('b');
    expect(currentAfterDelete([a, b, c], 'b', 'b')).toBe('a');
    expect(currentAfterDelete([a], 'a', 'a')).toBeNull();
  });
  it('deleting another estate keeps the current one', () => {
    expect(currentAfterDelete([a, b, c], 'c', 'b')).toBe('b');
  });
});
