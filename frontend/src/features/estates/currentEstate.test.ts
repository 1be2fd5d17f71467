import { cleanOwners, currentAfterDelete, estateTotals, ownerPayload, resolveCurrentEstateId } from './currentEstate';

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

describe('estateTotals', () => {
  it('sums money, counts estates and takes the highest reputation', () => {
    expect(
      estateTotals([
        { money: 250000, reputation: 3 },
        { money: 1500, reputation: 12 },
        { money: -500, reputation: 0 },
      ]),
    ).toEqual({ totalAssets: 251000, count: 3, highestReputation: 12 });
  });
  it('is zero without estates', () => {
    expect(estateTotals([])).toEqual({ totalAssets: 0, count: 0, highestReputation: 0 });
  });
});

describe('co-owner rows', () => {
  it('drops empty rows and trims the others', () => {
    expect(cleanOwners(['', '  ', ' bob@example.test ', 'u-1', 'u-1'])).toEqual(['bob@example.test', 'u-1']);
  });
  it('sends e-mails as email and everything else as userId', () => {
    expect(ownerPayload(' ann@example.test ')).toEqual({ email: 'ann@example.test' });
    expect(ownerPayload('42f1')).toEqual({ userId: '42f1' });
  });
});
