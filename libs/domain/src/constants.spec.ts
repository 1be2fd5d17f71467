import {
  API_BASE_PATH,
  ESTATE_NAME_LIMITS,
  formatBadgeCount,
  GAME_TIME_REFRESH_MS,
  HEADER_SHADOW_SCROLL_PX,
  HEALTH_COLOR_THRESHOLDS,
  healthColor,
  HERO_WORD_INTERVAL_MS,
  HERO_WORDS,
  MOBILE_BREAKPOINT_PX,
  NEWSLETTER_CONFIRMATION_MS,
  NEWSLETTER_DELAY_MS,
  NOTIFICATION_BADGE_MAX,
  pageTitle,
  PASSWORD_MIN_LENGTH,
  PRODUCT_NAME,
  REDIRECT_DELAYS_MS,
  REQUEST_TIMEOUT_MS,
  STARTING_MONEY,
  STARTING_REPUTATION,
  STORAGE_KEYS,
  USERNAME_LIMITS,
  ANALYTICS_OUTBOUND_DELAY_MS,
} from './index';

describe('constants', () => {
  it('keeps the product name and page title form', () => {
    expect(PRODUCT_NAME).toBe('Vineyard Valley');
    expect(pageTitle('Manage Estates')).toBe('Manage Estates | Vineyard Valley');
  });

  it('matches the spec values', () => {
    expect(API_BASE_PATH).toBe('/api');
    expect(STARTING_MONEY).toBe(250000);
    expect(STARTING_REPUTATION).toBe(0);
    expect(REQUEST_TIMEOUT_MS).toBe(30000);
    expect(STORAGE_KEYS).toMatchObject({
      accessToken: 'access_token',
      refreshToken: 'refresh_token',
      authState: 'auth',
    });
    expect(MOBILE_BREAKPOINT_PX).toBe(768);
    expect(HEADER_SHADOW_SCROLL_PX).toBe(50);
    expect(NOTIFICATION_BADGE_MAX).toBe(9);
    expect(HEALTH_COLOR_THRESHOLDS).toEqual({ good: 80, fair: 60 });
    expect(GAME_TIME_REFRESH_MS).toBe(300000);
    expect(REDIRECT_DELAYS_MS).toEqual({
      afterVerification: 2000,
      verifySuccessWithEstate: 1500,
      afterPasswordReset: 3000,
    });
    expect(NEWSLETTER_DELAY_MS).toBe(1200);
    expect(NEWSLETTER_CONFIRMATION_MS).toBe(5000);
    expect(HERO_WORDS).toEqual(['cultivate', 'craft', 'conquer', 'simulation']);
    expect(HERO_WORD_INTERVAL_MS).toBe(2000);
    expect(ANALYTICS_OUTBOUND_DELAY_MS).toBe(150);
    expect(USERNAME_LIMITS).toEqual({ min: 3, max: 30 });
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(ESTATE_NAME_LIMITS).toEqual({ min: 3, max: 50 });
  });

  it.each([
    [0, '0'],
    [1, '1'],
    [9, '9'],
    [10, '9+'],
    [250, '9+'],
    [-3, '0'],
    [NaN, '0'],
  ])('formatBadgeCount(%p) = %p', (count, shown) => {
    expect(formatBadgeCount(count)).toBe(shown);
  });

  it.each([
    [100, 'green'],
    [81, 'green'],
    [80.5, 'green'],
    [80, 'amber'],
    [61, 'amber'],
    [60, 'red'],
    [0, 'red'],
  ])('healthColor(%p) = %p', (percent, color) => {
    expect(healthColor(percent)).toBe(color);
  });
});
