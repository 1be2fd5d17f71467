import { confirmation, CONFIRMED_ACTIONS, userActionRules } from './userActions';
import { advanceDaysError, detailPairs, fillDays } from './format';

const user = (overrides: Partial<Parameters<typeof userActionRules>[0]> = {}) => ({
  id: 'u2',
  emailVerified: true,
  disabledAt: null,
  role: 'player' as const,
  ...overrides,
});

describe('userActionRules', () => {
  it('offers Mark verified only while the e-mail is unverified', () => {
    expect(userActionRules(user({ emailVerified: false }), 'me').actions).toEqual(['verify', 'disable', 'promote']);
    expect(userActionRules(user(), 'me').actions).toEqual(['disable', 'promote']);
  });

  it('offers Enable for a disabled account instead of Disable', () => {
    expect(userActionRules(user({ disabledAt: '2026-01-01T00:00:00Z' }), 'me').actions).toEqual(['enable', 'promote']);
  });

  it('offers Demote for admins and Promote for players', () => {
    expect(userActionRules(user({ role: 'admin' }), 'me').actions).toEqual(['disable', 'demote']);
  });

  it("marks the admin's own row, and only that row", () => {
    expect(userActionRules(user({ id: 'me', role: 'admin' }), 'me').self).toBe(true);
    expect(userActionRules(user(), 'me').self).toBe(false);
    expect(userActionRules(user(), null).self).toBe(false);
  });

  it('asks before disabling and before role changes, explaining that disabling ends every session', () => {
    expect([...CONFIRMED_ACTIONS].sort()).toEqual(['demote', 'disable', 'promote']);
    expect(confirmation('disable', 'ada')?.description).toMatch(/ends every session of ada at once/);
    expect(confirmation('verify', 'ada')).toBeNull();
  });
});

describe('admin formatting', () => {
  it('accepts whole numbers of days from 1 to 360 only', () => {
    for (const ok of ['1', '5', ' 360 ']) expect(advanceDaysError(ok)).toBeNull();
    for (const bad of ['', '0', '361', '1.5', '-2', 'x', '1e2']) {
      expect(advanceDaysError(bad)).toBe('Days must be a whole number from 1 to 360');
    }
  });

  it('writes audit details as key: value pairs, nested values as compact JSON', () => {
    expect(detailPairs({ username: 'ada', requested: 5, meta: { a: [1] } })).toEqual([
      ['username', 'ada'],
      ['requested', '5'],
      ['meta', '{"a":[1]}'],
    ]);
  });

  it('fills days without page views with zeros, oldest first', () => {
    const days = fillDays([{ date: '2026-11-22', count: 4 }], 3, new Date('2026-11-23T10:00:00Z'));
    expect(days).toEqual([
      { date: '2026-11-21', count: 0 },
      { date: '2026-11-22', count: 4 },
      { date: '2026-11-23', count: 0 },
    ]);
  });
});
