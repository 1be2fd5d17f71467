/** Product-wide constants (spec: accounts-estates-shell §9, plots-marketplace-public §9). */

export const PRODUCT_NAME = 'Vineyard Valley';

/** Page titles read '{title} | Vineyard Valley'. */
export function pageTitle(title: string): string {
  return `${title} | ${PRODUCT_NAME}`;
}

// --- API / session -------------------------------------------------------------------------
export const API_BASE_PATH = '/api';
export const REQUEST_TIMEOUT_MS = 30000;
export const STORAGE_KEYS = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  /** Name under which the persisted Redux auth slice is stored. */
  authState: 'auth',
  /** The player's own suggestion votes (spec: "also kept in browser local storage"). */
  featureVotes: 'feature_votes',
  /** The estate the player is currently managing (a browser preference, restored on the next visit). */
  currentEstateId: 'current_estate_id',
} as const;

// --- Estates ---------------------------------------------------------------------------------
export const STARTING_MONEY = 250000;
export const STARTING_REPUTATION = 0;

// --- Field limits ----------------------------------------------------------------------------
export const USERNAME_LIMITS = { min: 3, max: 30 } as const;
export const PASSWORD_MIN_LENGTH = 8;
export const ESTATE_NAME_LIMITS = { min: 3, max: 50 } as const;

// --- Shell / UI timings and sizes -------------------------------------------------------------
export const MOBILE_BREAKPOINT_PX = 768;
export const HEADER_SHADOW_SCROLL_PX = 50;
export const GAME_TIME_REFRESH_MS = 5 * 60 * 1000;
export const REDIRECT_DELAYS_MS = {
  afterVerification: 2000,
  verifySuccessWithEstate: 1500,
  afterPasswordReset: 3000,
} as const;
export const NEWSLETTER_DELAY_MS = 1200;
export const NEWSLETTER_CONFIRMATION_MS = 5000;
export const HERO_WORDS = ['cultivate', 'craft', 'conquer', 'simulation'] as const;
export const HERO_WORD_INTERVAL_MS = 2000;
export const ANALYTICS_OUTBOUND_DELAY_MS = 150;

// --- Notification badge ----------------------------------------------------------------------
export const NOTIFICATION_BADGE_MAX = 9;

/** Notification count as shown on the badge: '9+' above 9. */
export function formatBadgeCount(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return '0';
  return count > NOTIFICATION_BADGE_MAX ? `${NOTIFICATION_BADGE_MAX}+` : String(Math.floor(count));
}

// --- Health bar ------------------------------------------------------------------------------
export const HEALTH_COLOR_THRESHOLDS = { good: 80, fair: 60 } as const;
export type HealthColor = 'green' | 'amber' | 'red';

/** Above 80 green, above 60 amber, otherwise red (thresholds themselves fall to the lower band). */
export function healthColor(percent: number): HealthColor {
  if (percent > HEALTH_COLOR_THRESHOLDS.good) return 'green';
  if (percent > HEALTH_COLOR_THRESHOLDS.fair) return 'amber';
  return 'red';
}

/**
 * Demo accounts seeded outside production (DEMO_ACCOUNTS=true) and prefilled by the sign-in
 * page's two demo buttons. Public by design: they exist only on development and demo servers.
 */
export const DEMO_ACCOUNTS = {
  player: { username: 'demo_player', email: 'player@demo.vineyard-valley.test', password: 'Vineyard!2025' },
  admin: { username: 'demo_admin', email: 'admin@demo.vineyard-valley.test', password: 'Cellar$Master2025' },
} as const;

/** Lifetimes of sign-in sessions and e-mail links. */
export const AUTH_LIFETIMES = {
  accessTokenSeconds: 15 * 60,
  refreshAbsoluteDays: 30,
  refreshIdleDays: 7,
  /** Without "remember me" a session lasts at most one day. */
  shortSessionHours: 24,
  verificationHours: 24,
  resetMinutes: 60,
  /**
   * Two tabs of one browser may present the same refresh token within a moment of each other
   * (both saw the access token expire). A repeat this soon after the rotation, from the client
   * that rotated it (same IP and user agent), is refused without ending the session; anything
   * else presenting a used token is reuse and revokes the session.
   */
  refreshReuseGraceSeconds: 10,
} as const;

/** Most estates one player may own (a sensible limit against abuse). */
export const MAX_ESTATES_PER_USER = 10;
/** Most co-owners and invitations one estate may have besides its primary owner. */
export const MAX_CO_OWNERS = 10;

/** Largest page number any paginated list accepts: deeper pages are never useful and only cost an OFFSET. */
export const MAX_PAGE_NUMBER = 100_000;
/** The longest window of the analytics summary, in days. */
export const ANALYTICS_SUMMARY_MAX_DAYS = 365;
