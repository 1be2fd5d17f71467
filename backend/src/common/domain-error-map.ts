/**
 * Every error code of the API (ERROR_CODES in @vineyard/domain) with its HTTP status and default
 * message: the one place where failures become HTTP answers. `satisfies Record<ErrorCode, …>`
 * makes it exhaustive: a code added to ERROR_CODES without a line here fails the type check (and
 * a line for a code that does not exist does too). Messages are the catalogue's (MESSAGES): a
 * DomainError may replace the default with a more precise one (an amount, a date, a limit).
 */
import { type ErrorCode, MAX_API_KEYS_PER_USER, MAX_CO_OWNERS, MAX_ESTATES_PER_USER, MESSAGES } from '@vineyard/domain';
import { type ErrorBody, type ErrorStatus, type FieldError, isErrorStatus, STATUS_TEXT } from './errors';

export interface ErrorMapping {
  status: ErrorStatus;
  message: string;
}

const api = MESSAGES.api;
const a = MESSAGES.auth;
const k = MESSAGES.apiKeys;
const e = MESSAGES.estate;
const m = MESSAGES.marketplace;
const l = MESSAGES.listing;
const w = MESSAGES.winery;
const s = MESSAGES.suggestion;

export const DOMAIN_ERRORS = {
  VALIDATION_FAILED: { status: 400, message: api.invalidRequest },
  BAD_REQUEST: { status: 400, message: api.notProcessed },
  INVALID_JSON: { status: 400, message: api.invalidJson },
  MALFORMED_URL: { status: 400, message: MESSAGES.common.malformedUrl },
  UNSAFE_INPUT: { status: 400, message: api.nulCharacters },
  VALUE_OUT_OF_RANGE: { status: 400, message: MESSAGES.common.valueOutOfRange },
  UNAUTHORIZED: { status: 401, message: a.sessionExpired },
  FORBIDDEN: { status: 403, message: a.forbidden },
  NOT_FOUND: { status: 404, message: api.routeNotFound },
  METHOD_NOT_ALLOWED: { status: 405, message: api.methodNotAllowed },
  CONFLICT: { status: 409, message: api.conflict },
  CONCURRENT_CHANGE: { status: 409, message: MESSAGES.common.concurrentChange },
  RESOURCE_BUSY: { status: 409, message: api.resourceBusy },
  PAYLOAD_TOO_LARGE: { status: 413, message: api.payloadTooLarge },
  URI_TOO_LONG: { status: 414, message: api.uriTooLong },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: api.unsupportedMediaType },
  UNPROCESSABLE: { status: 422, message: api.unprocessable },
  RATE_LIMITED: { status: 429, message: a.tooManyAttempts },
  INTERNAL_ERROR: { status: 500, message: MESSAGES.common.unexpected },
  DATABASE_UNAVAILABLE: { status: 503, message: api.databaseUnavailable },
  DATABASE_TIMEOUT: { status: 503, message: api.databaseTimeout },
  SERVICE_UNAVAILABLE: { status: 503, message: api.serviceUnavailable },
  MIGRATIONS_PENDING: { status: 503, message: api.migrationsPending },
  CLOCK_OVERDUE: { status: 503, message: api.clockOverdue },

  INVALID_CREDENTIALS: { status: 401, message: a.invalidCredentials },
  ACCOUNT_DISABLED: { status: 403, message: a.accountDisabled },
  EMAIL_NOT_VERIFIED: { status: 403, message: a.emailNotVerified },
  USERNAME_TAKEN: { status: 409, message: a.usernameTaken },
  TOKEN_INVALID: { status: 400, message: a.verifyTokenInvalid },
  TOKEN_EXPIRED: { status: 400, message: a.verifyTokenExpired },
  REFRESH_TOKEN_INVALID: { status: 401, message: a.refreshTokenInvalid },
  REFRESH_TOKEN_SUPERSEDED: { status: 401, message: a.refreshTokenSuperseded },
  API_KEY_SCOPE: { status: 403, message: k.scopeMissingAny },
  API_KEY_NOT_ALLOWED: { status: 403, message: k.notAllowed },
  API_KEY_NOT_FOUND: { status: 404, message: k.notFound },
  TOO_MANY_API_KEYS: { status: 409, message: k.tooMany(MAX_API_KEYS_PER_USER) },
  API_KEY_ADMIN_ONLY: { status: 403, message: k.adminOnly },

  USER_NOT_FOUND: { status: 404, message: MESSAGES.admin.userNotFound },
  CLOCK_BUSY: { status: 409, message: MESSAGES.admin.clockBusy },
  CLOCK_JOB_NOT_FOUND: { status: 404, message: MESSAGES.admin.clockJobNotFound },
  NOT_YOURSELF: { status: 400, message: MESSAGES.admin.notYourself },
  LAST_ADMIN: { status: 409, message: MESSAGES.admin.lastAdmin },
  ALREADY_VERIFIED: { status: 409, message: MESSAGES.admin.alreadyVerified },

  ESTATE_NOT_FOUND: { status: 404, message: e.notFound },
  TOO_MANY_ESTATES: { status: 409, message: e.tooManyEstates(MAX_ESTATES_PER_USER) },
  PRIMARY_OWNER_ONLY: { status: 403, message: e.primaryOwnerOnly },
  OWNER_NOT_FOUND: { status: 404, message: e.ownerNotFound },
  CANNOT_REMOVE_PRIMARY: { status: 400, message: e.cannotRemovePrimary },
  PRIMARY_CANNOT_LEAVE: { status: 400, message: e.primaryCannotLeave },
  TOO_MANY_CO_OWNERS: { status: 409, message: e.tooManyCoOwners(MAX_CO_OWNERS) },
  INVITATION_NOT_FOUND: { status: 404, message: e.invitationNotFound },

  INSUFFICIENT_FUNDS: { status: 400, message: MESSAGES.money.insufficientFunds },
  ESTATE_IN_ARREARS: { status: 409, message: MESSAGES.money.inArrears },
  STAFF_CANDIDATE_GONE: { status: 409, message: MESSAGES.staff.candidateGone },
  STAFF_ROLE_FILLED: { status: 409, message: MESSAGES.staff.roleFilledShort },
  STAFF_NOT_FOUND: { status: 404, message: MESSAGES.staff.notFound },

  PLOT_NOT_FOUND: { status: 404, message: MESSAGES.plot.notFound },
  PLOT_LISTED_FOR_SALE: { status: 409, message: l.locked },
  PLOT_FULL: { status: 400, message: MESSAGES.block.plotFull },
  BLOCK_NOT_FOUND: { status: 404, message: MESSAGES.block.notFound },
  NOT_READY_TO_HARVEST: { status: 409, message: MESSAGES.block.notReadyToHarvest },
  WEATHER_EVENT_NOT_FORECAST: { status: 409, message: MESSAGES.weather.notForecastShort },
  ALREADY_PROTECTED: { status: 409, message: MESSAGES.weather.alreadyProtected },
  PROTECTION_NOT_NEEDED: { status: 409, message: MESSAGES.weather.notNeededShort },
  WORK_OUTSIDE_WINDOW: { status: 409, message: MESSAGES.vineyardWork.outsideWindowShort },
  WORK_ALREADY_DONE: { status: 409, message: MESSAGES.vineyardWork.alreadyDoneShort },
  WORK_BLOCK_NOT_BEARING: { status: 409, message: MESSAGES.vineyardWork.notBearingShort },
  WORK_BLOCK_HARVESTED: { status: 409, message: MESSAGES.vineyardWork.harvested },

  LISTING_NOT_FOUND: { status: 404, message: m.notOnMarket },
  LISTING_NOT_FOR_SALE: { status: 409, message: m.notForSale },
  LISTING_EXPIRED: { status: 409, message: m.expired },
  PRICE_CHANGED: { status: 409, message: m.priceChanged },
  PRICE_OUT_OF_RANGE: { status: 400, message: l.priceOutOfBandShort },
  OWN_PLOT: { status: 409, message: m.ownPlot },
  ESTATE_REQUIRED: { status: 400, message: m.selectEstate },
  PLOT_HAS_BLOCKS: { status: 409, message: l.hasBlocks },
  ALREADY_LISTED: { status: 409, message: l.alreadyListed },
  NOT_LISTED: { status: 409, message: l.notListed },
  IDEMPOTENCY_KEY_INVALID: { status: 400, message: m.idempotencyKeyInvalid },
  IDEMPOTENCY_KEY_REUSED: { status: 422, message: m.idempotencyMismatch },

  GRAPE_LOT_NOT_FOUND: { status: 404, message: MESSAGES.grapes.lotNotFound },
  NOT_ENOUGH_GRAPES: { status: 400, message: MESSAGES.grapes.notEnoughLeft },
  BATCH_NOT_FOUND: { status: 404, message: w.batchNotFound },
  WINE_PLAN_INVALID: { status: 400, message: w.presetOrPlan },
  NOT_ENOUGH_TANK_SPACE: { status: 400, message: w.noTankSpaceShort },
  NOT_ENOUGH_BARRELS: { status: 400, message: w.noBarrelsShort },
  BATCH_ALREADY_DONE: { status: 409, message: w.alreadyDone },
  WINE_NOT_READY: { status: 409, message: w.notReadyShort },
  WINE_FERMENTING: { status: 409, message: w.notFermented },
  NOT_ENOUGH_WINE: { status: 400, message: w.notEnoughWine },
  BLEND_INVALID: { status: 400, message: w.blendColours },
  WINE_LOT_NOT_FOUND: { status: 404, message: w.wineLotNotFound },
  DEMAND_EXHAUSTED: { status: 400, message: w.demandExhausted },
  QUOTE_CHANGED: { status: 409, message: w.quoteChangedShort },

  OFFER_NOT_FOUND: { status: 404, message: MESSAGES.exchange.offerNotFound },
  OFFER_CLOSED: { status: 409, message: MESSAGES.exchange.offerClosed },
  OFFER_EXPIRED: { status: 409, message: MESSAGES.exchange.offerExpired },
  OWN_OFFER: { status: 409, message: MESSAGES.exchange.ownOffer },
  NOT_ENOUGH_BOTTLES: { status: 409, message: MESSAGES.exchange.notEnoughBottlesShort },
  OFFER_DURATION_INVALID: { status: 400, message: MESSAGES.exchange.durationInvalid },
  OFFER_TOO_EARLY: { status: 409, message: MESSAGES.exchange.notYetReviewedShort },
  EXCHANGE_NEW_ESTATE_LIMIT: { status: 409, message: MESSAGES.exchange.newEstateLimitShort },
  GRAPES_TOO_OLD: { status: 409, message: MESSAGES.exchange.grapesTooOld },
  NOT_ENOUGH_KILOGRAMS: { status: 409, message: MESSAGES.exchange.notEnoughKilogramsShort },

  EQUIPMENT_KIND_INVALID: { status: 400, message: MESSAGES.equipment.kindInvalid },
  EQUIPMENT_OWNED: { status: 409, message: MESSAGES.equipment.ownedShort },
  CELLAR_DOOR_BUILT: { status: 409, message: MESSAGES.cellarDoor.built },
  CELLAR_DOOR_NOT_BUILT: { status: 409, message: MESSAGES.cellarDoor.notBuilt },
  CAMPAIGN_KIND_INVALID: { status: 400, message: MESSAGES.campaigns.kindInvalid },
  CAMPAIGN_RUNNING: { status: 409, message: MESSAGES.campaigns.runningShort },
  CONTRACT_NOT_FOUND: { status: 404, message: MESSAGES.contracts.contractNotFound },
  CONTRACT_OFFER_NOT_FOUND: { status: 400, message: MESSAGES.contracts.offerNotFound },
  CONTRACT_TAKEN: { status: 409, message: MESSAGES.contracts.taken },
  TOO_MANY_CONTRACTS: { status: 409, message: MESSAGES.contracts.tooManyShort },
  CONTRACT_CLOSED: { status: 409, message: MESSAGES.contracts.closed },
  CONTRACT_OVERDUE: { status: 409, message: MESSAGES.contracts.overdue },
  CONTRACT_WRONG_WINE: { status: 400, message: MESSAGES.contracts.wrongWine },

  NOTIFICATION_NOT_FOUND: { status: 404, message: MESSAGES.notification.notFound },
  SUGGESTION_NOT_FOUND: { status: 404, message: s.notFound },
  COMMENT_NOT_FOUND: { status: 404, message: s.commentNotFound },
  VOTING_CLOSED: { status: 409, message: s.votingClosed },
} as const satisfies Record<ErrorCode, ErrorMapping>;

/** The code of an error that carries only an HTTP status (Nest's and Fastify's own exceptions). */
const STATUS_CODES = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE',
  429: 'RATE_LIMITED',
  500: 'INTERNAL_ERROR',
  503: 'SERVICE_UNAVAILABLE',
} as const satisfies Record<ErrorStatus, ErrorCode>;

export function codeForStatus(status: number): ErrorCode {
  if (isErrorStatus(status)) return STATUS_CODES[status];
  return status < 500 ? 'BAD_REQUEST' : 'INTERNAL_ERROR';
}

/**
 * The body for a code, with the code's status and message unless told otherwise. `status` is only
 * for a framework error whose status has no code of its own (the body repeats the real status).
 */
export function errorBody(
  code: ErrorCode,
  options: { message?: string; errors?: FieldError[]; status?: number } = {},
): ErrorBody {
  const mapping: ErrorMapping = DOMAIN_ERRORS[code];
  const statusCode = options.status ?? mapping.status;
  const body: ErrorBody = {
    statusCode,
    error: isErrorStatus(statusCode) ? STATUS_TEXT[statusCode] : 'Error',
    code,
    message: options.message ?? mapping.message,
  };
  if (options.errors && options.errors.length > 0) body.errors = options.errors;
  return body;
}
