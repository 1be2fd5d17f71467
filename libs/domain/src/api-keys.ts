/**
 * Personal API keys (issue 33, item 1): a player's credential for bots and integrations, sent as
 * `Authorization: Bearer vv_…` beside the access tokens. The server stores only the SHA-256 hash of
 * the secret and a short prefix that names the key in lists; the secret is shown once, at creation.
 */

/** What a key may do. `read`: GET requests on the player's own data; `play`: the player's game
 * actions (every other method); `admin`: the admin routes, for admins who ask for it. */
export const API_KEY_SCOPES = ['read', 'play', 'admin'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

export const isApiKeyScope = (value: unknown): value is ApiKeyScope =>
  typeof value === 'string' && (API_KEY_SCOPES as readonly string[]).includes(value);

/** Every key's secret starts with this, so that a leaked key is recognisable (secret scanners, logs). */
export const API_KEY_TOKEN_PREFIX = 'vv_';

/** How many characters of the secret, after `vv_`, the key's listed prefix shows (not secret: 48 bits). */
export const API_KEY_PREFIX_CHARS = 8;

/** Keys a player may hold at once (revoked and expired keys do not count). */
export const MAX_API_KEYS_PER_USER = 10;

/** The expiries offered, in days; `null` is a key that does not expire. */
export const API_KEY_EXPIRY_CHOICES = [30, 90, 365, null] as const;
/** The longest expiry a key may be given, in days. */
export const API_KEY_MAX_EXPIRY_DAYS = 365;
/** The expiry a new key is offered first. */
export const API_KEY_DEFAULT_EXPIRY_DAYS = 90;

/** A key's name: what the player calls it ("Harvest bot"). */
export const API_KEY_NAME_MAX = 50;

/** A key's last use is written at most this often (seconds): not a write per request. */
export const API_KEY_LAST_USED_EVERY_SECONDS = 60;

/** The scope a request needs: admin routes `admin`; other reads `read`; other writes `play`. */
export function requiredApiKeyScope(method: string, adminRoute: boolean): ApiKeyScope {
  if (adminRoute) return 'admin';
  const m = method.toUpperCase();
  return m === 'GET' || m === 'HEAD' ? 'read' : 'play';
}

/** Whether a text looks like one of our API keys (the bearer credential's kind, not its validity). */
export const isApiKeyToken = (token: string): boolean => token.startsWith(API_KEY_TOKEN_PREFIX);
