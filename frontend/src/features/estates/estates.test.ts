import { cleanOwners, estateTotals, ownerPayload } from './estates';

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
