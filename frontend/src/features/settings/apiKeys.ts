import {
  API_KEY_DEFAULT_EXPIRY_DAYS,
  API_KEY_EXPIRY_CHOICES,
  API_KEY_NAME_MAX,
  MESSAGES,
  type ApiKeyScope,
} from '@vineyard/domain';

const k = MESSAGES.apiKeys;

/** The expiry select's value: days, or 'never'. */
export type ExpiryChoice = `${number}` | 'never';

export const EXPIRY_OPTIONS: readonly (readonly [ExpiryChoice, string])[] = API_KEY_EXPIRY_CHOICES.map((days) =>
  days === null ? (['never', k.expiryNever] as const) : ([`${days}`, k.expiryDays(days)] as const),
);

export const NEW_KEY = {
  name: '',
  scopes: ['read'] as readonly ApiKeyScope[],
  expiry: `${API_KEY_DEFAULT_EXPIRY_DAYS}` as ExpiryChoice,
};

export function validateNewKey(values: typeof NEW_KEY) {
  const name = values.name.trim();
  return {
    name: name === '' ? k.nameRequired : name.length > API_KEY_NAME_MAX ? k.nameTooLong(API_KEY_NAME_MAX) : null,
    scopes: values.scopes.length === 0 ? k.scopesRequired : null,
  };
}

/** The body of POST /auth/api-keys from the form's values. */
export const newKeyBody = (values: typeof NEW_KEY) => ({
  name: values.name.trim(),
  scopes: [...values.scopes],
  expiresInDays: values.expiry === 'never' ? null : Number(values.expiry),
});

const DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const MOMENT = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** 'Nov 29, 2026' (a key's creation and expiry, in the player's time zone). */
export const formatKeyDay = (iso: string): string => DAY.format(new Date(iso));
/** 'Nov 29, 2026, 11:47 AM' (a key's last use: minutes matter). */
export const formatKeyMoment = (iso: string): string => MOMENT.format(new Date(iso));

/** Whether the key's expiry has passed (it answers 401 now). */
export const isExpired = (expiresAt: string | null, now = Date.now()): boolean =>
  expiresAt !== null && Date.parse(expiresAt) <= now;
