/**
 * The stable, machine-readable `code` of every error body of the API ({ statusCode, error, code,
 * message, errors? }). A program branches on `code`, never on the message (which is for players
 * and may be reworded). Codes are only ever added, never renamed or reused for another meaning.
 * The server maps each one to its HTTP status and default message in one table
 * (backend/src/common/domain-error-map.ts), which must cover this list: a code nobody mapped fails
 * the type check.
 */
export const ERROR_CODES = [
  // the request itself (any operation)
  'VALIDATION_FAILED',
  'BAD_REQUEST',
  'INVALID_JSON',
  'MALFORMED_URL',
  'UNSAFE_INPUT',
  'VALUE_OUT_OF_RANGE',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'CONFLICT',
  'CONCURRENT_CHANGE',
  'RESOURCE_BUSY',
  'PAYLOAD_TOO_LARGE',
  'URI_TOO_LONG',
  'UNSUPPORTED_MEDIA_TYPE',
  'UNPROCESSABLE',
  'RATE_LIMITED',
  'INTERNAL_ERROR',
  'DATABASE_UNAVAILABLE',
  'DATABASE_TIMEOUT',
  'SERVICE_UNAVAILABLE',
  'MIGRATIONS_PENDING',
  'CLOCK_OVERDUE',
  // accounts and sessions
  'INVALID_CREDENTIALS',
  'ACCOUNT_DISABLED',
  'EMAIL_NOT_VERIFIED',
  'USERNAME_TAKEN',
  'TOKEN_INVALID',
  'TOKEN_EXPIRED',
  'REFRESH_TOKEN_INVALID',
  'REFRESH_TOKEN_SUPERSEDED',
  // personal API keys
  'API_KEY_SCOPE',
  'API_KEY_NOT_ALLOWED',
  'API_KEY_NOT_FOUND',
  'TOO_MANY_API_KEYS',
  'API_KEY_ADMIN_ONLY',
  // administration
  'USER_NOT_FOUND',
  'NOT_YOURSELF',
  'LAST_ADMIN',
  'ALREADY_VERIFIED',
  // estates and co-owners
  'ESTATE_NOT_FOUND',
  'TOO_MANY_ESTATES',
  'PRIMARY_OWNER_ONLY',
  'OWNER_NOT_FOUND',
  'CANNOT_REMOVE_PRIMARY',
  'PRIMARY_CANNOT_LEAVE',
  'TOO_MANY_CO_OWNERS',
  'INVITATION_NOT_FOUND',
  // money
  'INSUFFICIENT_FUNDS',
  'ESTATE_IN_ARREARS',
  // plots and blocks
  'PLOT_NOT_FOUND',
  'PLOT_LISTED_FOR_SALE',
  'PLOT_FULL',
  'BLOCK_NOT_FOUND',
  'NOT_READY_TO_HARVEST',
  // weather events (issue 31)
  'WEATHER_EVENT_NOT_FORECAST',
  'ALREADY_PROTECTED',
  'PROTECTION_NOT_NEEDED',
  // the vineyard year (issue 31)
  'WORK_OUTSIDE_WINDOW',
  'WORK_ALREADY_DONE',
  'WORK_BLOCK_NOT_BEARING',
  'WORK_BLOCK_HARVESTED',
  // listings and the marketplace
  'LISTING_NOT_FOUND',
  'LISTING_NOT_FOR_SALE',
  'LISTING_EXPIRED',
  'PRICE_CHANGED',
  'PRICE_OUT_OF_RANGE',
  'OWN_PLOT',
  'ESTATE_REQUIRED',
  'PLOT_HAS_BLOCKS',
  'ALREADY_LISTED',
  'NOT_LISTED',
  'IDEMPOTENCY_KEY_INVALID',
  'IDEMPOTENCY_KEY_REUSED',
  // grapes, winery and the wine market
  'GRAPE_LOT_NOT_FOUND',
  'NOT_ENOUGH_GRAPES',
  'BATCH_NOT_FOUND',
  'WINE_PLAN_INVALID',
  'NOT_ENOUGH_TANK_SPACE',
  'NOT_ENOUGH_BARRELS',
  'BATCH_ALREADY_DONE',
  'WINE_NOT_READY',
  'WINE_FERMENTING',
  'NOT_ENOUGH_WINE',
  'BLEND_INVALID',
  'WINE_LOT_NOT_FOUND',
  'DEMAND_EXHAUSTED',
  'QUOTE_CHANGED',
  // the wine exchange between players
  'OFFER_NOT_FOUND',
  'OFFER_CLOSED',
  'OFFER_EXPIRED',
  'OWN_OFFER',
  'NOT_ENOUGH_BOTTLES',
  'OFFER_DURATION_INVALID',
  'OFFER_TOO_EARLY',
  'EXCHANGE_NEW_ESTATE_LIMIT',
  'GRAPES_TOO_OLD',
  'NOT_ENOUGH_KILOGRAMS',
  // winery equipment
  'EQUIPMENT_KIND_INVALID',
  'EQUIPMENT_OWNED',
  // the cellar door
  'CELLAR_DOOR_BUILT',
  'CELLAR_DOOR_NOT_BUILT',
  // marketing campaigns
  'CAMPAIGN_KIND_INVALID',
  'CAMPAIGN_RUNNING',
  // staff
  'STAFF_CANDIDATE_GONE',
  'STAFF_ROLE_FILLED',
  'STAFF_NOT_FOUND',
  // merchants' contracts
  'CONTRACT_NOT_FOUND',
  'CONTRACT_OFFER_NOT_FOUND',
  'CONTRACT_TAKEN',
  'TOO_MANY_CONTRACTS',
  'CONTRACT_CLOSED',
  'CONTRACT_OVERDUE',
  'CONTRACT_WRONG_WINE',
  // notifications and the community board
  'NOTIFICATION_NOT_FOUND',
  'SUGGESTION_NOT_FOUND',
  'COMMENT_NOT_FOUND',
  'VOTING_CLOSED',
  // the admin's clock jobs
  'CLOCK_BUSY',
  'CLOCK_JOB_NOT_FOUND',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}
