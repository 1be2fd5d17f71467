import { MESSAGES } from '@vineyard/domain';
import {
  EXPIRY_OPTIONS,
  formatKeyDay,
  formatKeyMoment,
  isExpired,
  NEW_KEY,
  newKeyBody,
  validateNewKey,
} from './apiKeys';

const k = MESSAGES.apiKeys;

describe('the new API key form', () => {
  it('offers 30, 90 and 365 days and never, starting at 90 days with the read scope', () => {
    expect(EXPIRY_OPTIONS).toEqual([
      ['30', k.expiryDays(30)],
      ['90', k.expiryDays(90)],
      ['365', k.expiryDays(365)],
      ['never', k.expiryNever],
    ]);
    expect(NEW_KEY).toEqual({ name: '', scopes: ['read'], expiry: '90' });
  });

  it('asks for a name of at most 50 characters and at least one scope', () => {
    expect(validateNewKey({ ...NEW_KEY, name: '   ' })).toEqual({ name: k.nameRequired, scopes: null });
    expect(validateNewKey({ ...NEW_KEY, name: 'x'.repeat(51), scopes: [] })).toEqual({
      name: k.nameTooLong(50),
      scopes: k.scopesRequired,
    });
    expect(validateNewKey({ ...NEW_KEY, name: ' Bot ' })).toEqual({ name: null, scopes: null });
  });

  it('sends the trimmed name, the scopes and the expiry in days, or null for never', () => {
    expect(newKeyBody({ name: ' Bot ', scopes: ['read', 'play'], expiry: '30' })).toEqual({
      name: 'Bot',
      scopes: ['read', 'play'],
      expiresInDays: 30,
    });
    expect(newKeyBody({ name: 'Bot', scopes: ['read'], expiry: 'never' }).expiresInDays).toBeNull();
  });

  it('tells an expired key by its date', () => {
    expect(isExpired(null)).toBe(false);
    expect(isExpired('2026-01-01T00:00:00Z', Date.parse('2026-01-02T00:00:00Z'))).toBe(true);
    expect(isExpired('2026-01-03T00:00:00Z', Date.parse('2026-01-02T00:00:00Z'))).toBe(false);
  });
});

describe('the dates of a key', () => {
  it('shows days for creation and expiry, and the minute of the last use', () => {
    const iso = '2026-11-29T11:47:00Z';
    expect(formatKeyDay(iso)).toMatch(/^Nov (28|29|30), 2026$/);
    expect(formatKeyMoment(iso)).toMatch(/^Nov (28|29|30), 2026, \d{1,2}:47\s?[AP]M$/);
  });
});
