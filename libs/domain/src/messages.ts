import { formatGameDate } from './calendar';
import { LAND_SALE_FEE_RATE, LISTING_PRICE_BAND } from './economy';
import { formatDate, formatMoney, formatNumber, formatPercent } from './format';
import { LISTING_DESCRIPTION_MAX, LISTING_DURATIONS_DAYS, MIN_LISTING_PRICE } from './marketplace';
import { EXCHANGE_FEE_PERCENT, EXCHANGE_NEW_ESTATE, OFFER_DURATION_DAYS } from './exchange';
import { GRAPE_OFFER_KG } from './grape-exchange';

/**
 * Every user-facing validation, error and success text of the spec, defined once.
 * Texts are copied verbatim from the spec; entries marked "(not in spec)" fill gaps the spec
 * leaves (e.g. maximum lengths it states without a message) and follow the spec's wording style.
 */

const UNKNOWN_ERROR = 'Unknown error';
/** Rule figures the texts name, taken from the rules (a changed rule changes every text). */
const MARKET_FEE = formatPercent(LAND_SALE_FEE_RATE);
const PRICE_BAND = `${LISTING_PRICE_BAND.min}–${LISTING_PRICE_BAND.max}×`;
/** '7, 14 or 30'. */
const orList = (items: readonly (string | number)[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}` : items.join('');

export const MESSAGES = {
  money: {
    insufficientFunds: 'Not enough money for this',
    inArrears: 'This estate is in arrears: pay what it owes before buying land or planting',
    plantingCost: (cost: string) => `Planting costs ${cost}`,
    notEnoughToPlant: (cost: string) => `Not enough money to plant: this planting costs ${cost}`,
  },
  common: {
    offline: 'Unable to connect to the server. Please check your internet connection.',
    unexpected: 'An unexpected error occurred',
    unknownError: UNKNOWN_ERROR,
    /** (not in spec) A value outside a fixed list: 'Orientation must be one of: a, b'. */
    invalidChoice: (label: string, values: readonly (string | number)[]) =>
      `${label} must be one of: ${values.join(', ')}`,
    /** (not in spec) Two changes met at the same instant and this one lost, even after retries. */
    concurrentChange: 'Someone changed this at the same moment. Please try again.',
    /** (not in spec) A player's earlier requests are still being handled and too many wait (429). */
    busy: 'Your earlier requests are still being handled. Please try again in a moment.',
    /** (not in spec) A value the database cannot hold (too large, malformed) that slipped past validation. */
    valueOutOfRange: 'A value is out of range or malformed',
    /** (not in spec) A %-escape in the URL that decodes to nothing. */
    malformedUrl: 'The request URL is malformed',
    /** (not in spec) Paging and window parameters of lists. */
    pageRange: (max: number) => `Page must be a whole number from 1 to ${max}`,
    limitRange: (max: number) => `Limit must be a whole number from 1 to ${max}`,
    daysRange: (max: number) => `Days must be a whole number from 1 to ${max}`,
    /** (not in spec) Fields of a request, named by `label` ('First name cannot exceed 100 characters'). */
    required: (label: string) => `${label} is required`,
    notText: (label: string) => `${label} must be text`,
    textTooLong: (label: string, max: number) => `${label} cannot exceed ${max} characters`,
    notTrueOrFalse: (label: string) => `${label} must be true or false`,
    notAnObject: (label: string) => `${label} must be an object`,
  },

  /** (not in spec) The API's answers to requests it cannot serve, whatever the feature. */
  api: {
    invalidRequest: 'Invalid request',
    unknownField: (field: string) => `Unknown field: ${field}`,
    notProcessed: 'The request could not be processed',
    /** (not in spec) A 422 of the framework's own (not the idempotency key's): a text of its own, as each status has. */
    unprocessable: 'The request is well-formed but could not be processed',
    invalidJson: 'The request body is not valid JSON',
    nulCharacters: 'Text cannot contain NUL characters',
    nestedTooDeeply: (maxDepth: number) => `The request body is nested too deeply (at most ${maxDepth} levels)`,
    routeNotFound: 'Route not found',
    methodNotAllowed: 'Method not allowed',
    conflict: 'The request conflicts with the current state',
    payloadTooLarge: 'The request body is too large',
    uriTooLong: 'The request URL is too long',
    unsupportedMediaType: 'Unsupported content type: send application/json',
    databaseUnavailable: 'The game database is unavailable. Please try again shortly.',
    /** A lock the request needed stayed held beyond DB_LOCK_TIMEOUT_MS (another change of the same thing). */
    resourceBusy: 'This is busy with another change. Please try again in a moment.',
    /** A statement ran beyond DB_STATEMENT_TIMEOUT_MS. */
    databaseTimeout: 'The game database took too long to answer. Please try again shortly.',
    serviceUnavailable: 'The service is unavailable. Please try again shortly.',
    migrationsPending: 'Database migrations are pending',
    clockOverdue: 'The game clock is overdue',
  },

  auth: {
    // Validation
    identifierRequired: 'Email or username is required',
    passwordRequired: 'Password is required',
    usernameRequired: 'Username is required',
    usernameInvalid:
      'Username must be 3-30 characters and can only contain letters, numbers, dots, underscores, and dashes',
    emailRequired: 'Email is required',
    emailInvalid: 'Please enter a valid email address',
    passwordWeak:
      'Password must be at least 8 characters and include uppercase, lowercase, number, and special character',
    confirmPasswordRequired: 'Please confirm your password',
    passwordsDoNotMatch: 'Passwords do not match',
    termsRequired: 'You must accept the terms and conditions',
    /** (not in spec) The admin console's role filter and role change. */
    roleInvalid: 'Role must be player or admin',
    // Errors
    loginFailed: 'Login failed. Please try again.',
    noToken: 'No token received from server',
    registerFailed: 'Registration failed. Please try again.',
    verifyFailed: 'Email verification failed. Please try again.',
    resendFailed: 'Failed to send verification email. Please try again.',
    resendFailedLater: 'Failed to resend verification email. Please try again later.',
    verificationFailedHeading: 'Verification Failed',
    verificationExpired: 'Your verification link has expired. Would you like to request a new one?',
    // Successes
    registered: 'Registration successful! Please check your email to verify your account.',
    accountCreated: 'Account created successfully! Please check your email to verify your account.',
    emailVerified: 'Email verification successful!',
    verificationSent: 'Verification email sent! Please check your inbox.',
    verificationResent: 'Verification email has been resent. Please check your inbox.',
    // Onboarding
    alreadyHasEstate: 'You already have at least one estate. Redirecting to game.',
    // Server answers (not in spec): one message whether or not an account exists
    invalidCredentials: 'Invalid email/username or password',
    emailNotVerified: 'Please verify your email address before signing in. We can send you a new verification link.',
    accountDisabled: 'This account has been disabled. Please contact support.',
    usernameTaken: 'Username is already taken',
    verifyTokenInvalid: 'Invalid token: this verification link is not valid or has already been used.',
    verifyTokenExpired: 'This verification link has expired.',
    resetTokenInvalid: 'Invalid token: this reset link is not valid or has already been used.',
    resetTokenExpired: 'This password reset link has expired. Please request a new one.',
    resetLinkSent: 'If an account exists for that email address, we have sent a link to reset your password.',
    passwordReset: 'Your password has been reset. Please sign in with your new password.',
    signedOut: 'You have been signed out.',
    sessionExpired: 'Your session has expired. Please sign in again.',
    refreshTokenInvalid: 'Invalid or expired refresh token. Please sign in again.',
    /** (not in spec) A 400: no refresh token sent, or not one the server could have issued (the 401 above is for a real one that ended). */
    refreshTokenMalformed: 'Send the refresh token of your session (a string of at most 200 characters).',
    refreshTokenSuperseded: 'This refresh token was just exchanged by another tab. Use the newest token pair.',
    tooManyAttempts: 'Too many attempts. Please wait a while and try again.',
    forbidden: 'You do not have permission to do this.',
  },

  /** (not in spec) Personal API keys (issue 33): the settings page and the API's answers. */
  apiKeys: {
    // the API's answers
    scopeMissingAny: 'This API key does not have the scope this request needs.',
    scopeMissing: (scope: string) =>
      `This API key does not have the "${scope}" scope. Create a key with that scope to do this.`,
    notAllowed: 'API keys cannot manage API keys or sign out. Sign in with your password to do this.',
    invalid: 'This API key is not valid: it was revoked, it has expired or it does not exist.',
    notFound: 'API key not found',
    tooMany: (max: number) => `You can have at most ${max} API keys. Revoke one to create another.`,
    adminOnly: 'Only administrators can give a key the admin scope.',
    rateLimited: 'Too many requests with this API key. Please wait a minute and try again.',
    created: 'API key created. Copy it now: it will not be shown again.',
    revoked: 'API key revoked. Programs using it are signed out at once.',
    // validation
    nameRequired: 'Give the key a name',
    nameTooLong: (max: number) => `The name can be at most ${max} characters`,
    scopesRequired: 'Choose at least one scope',
    scopeInvalid: 'Scopes must be read, play or admin',
    expiryInvalid: (max: number) => `Expiry must be a whole number of days from 1 to ${max}, or none`,
    // the settings page
    settingsTitle: 'Settings',
    sectionTitle: 'API keys',
    intro:
      'Let a program or a bot play as you without your password. A key acts as you: keep it secret, and revoke it when you no longer need it.',
    nameLabel: 'Name',
    namePlaceholder: 'e.g. Harvest bot',
    scopesLabel: 'Scopes',
    scopeRead: 'Read: see your estates, plots, cellar and finances',
    scopePlay: 'Play: take game actions (plant, harvest, make and sell wine)',
    scopeAdmin: 'Admin: use the admin console routes',
    expiryLabel: 'Expires',
    expiryDays: (days: number) => `In ${days} days`,
    expiryNever: 'Never',
    createTitle: 'Create a key',
    createButton: 'Create key',
    creating: 'Creating…',
    shownOnceTitle: 'Your new API key',
    shownOnce: 'Copy it now: it will not be shown again. Send it as Authorization: Bearer <key>.',
    copy: 'Copy',
    copied: 'Copied',
    copyFailed: 'Could not copy: select the key and copy it by hand.',
    done: 'Done',
    empty: 'No API keys yet.',
    listTitle: 'Your keys',
    limitReached: (max: number) => `You have ${max} keys, the most allowed. Revoke one to create another.`,
    createdAt: 'Created',
    expires: 'Expires',
    lastUsed: 'Last used',
    neverUsed: 'Never',
    noExpiry: 'Never',
    expired: 'Expired',
    revoke: 'Revoke',
    revokeTitle: (name: string) => `Revoke "${name}"?`,
    revokeBody: 'Programs using this key stop working at once. This cannot be undone.',
    cancel: 'Cancel',
    loadFailed: 'Could not load your API keys.',
    docsLink: 'API documentation',
  },

  estate: {
    // Validation
    nameRequired: 'Estate name is required',
    nameTooShort: 'Estate name must be at least 3 characters',
    nameTooLong: 'Estate name cannot exceed 50 characters',
    renameTooShort: 'Estate name must be at least 3 characters long',
    // Errors
    loadFailed: 'Failed to load your estates',
    loadFailedRetry: 'Failed to load estates. Please try again.',
    createFailed: 'Failed to create estate',
    detailsFailed: 'Failed to load estate details',
    updateFailed: 'Failed to update estate',
    renameFailed: 'Failed to update estate name',
    deleteFailed: 'Failed to delete estate',
    deleteFailedRetry: 'Failed to delete estate. Please try again.',
    addOwnerFailed: 'Failed to add owner to estate',
    removeOwnerFailed: 'Failed to remove owner from estate',
    noneSelected: 'No estate selected',
    noId: 'No estate ID provided.',
    notFound: "Estate Not Found: The estate you're looking for doesn't exist or you don't have access to it.",
    createRequired: 'You need to create an estate before playing the game.',
    selectOrCreate: 'You need to select or create an estate to play the game.',
    // Successes
    created: 'Estate created successfully!',
    updated: 'Estate updated successfully!',
    deleted: 'Estate deleted successfully!',
    renamed: 'Estate name updated successfully',
    // Server answers (not in spec)
    locationRequired: 'Location is required',
    tooManyEstates: (max: number) => `You can own at most ${max} estates`,
    ownerNotFound: 'No player found with that user id',
    ownerRequired: 'Enter a user id or an email address',
    ownersInvalid: (max: number) => `Owners must be a list of at most ${max} user ids or email addresses`,
    primaryOwnerOnly: 'Only the primary owner can do this',
    cannotRemovePrimary: 'The primary owner cannot be removed',
    /** The same answer whatever the address or id: whether a player exists is never revealed. */
    invitationSent: 'Invitation sent: the player becomes a co-owner after accepting it',
    ownerRemoved: 'Owner removed from the estate',
    tooManyCoOwners: (max: number) => `An estate can have at most ${max} co-owners and pending invitations`,
    // Invitations (co-ownership needs the invitee's consent)
    invitationsTitle: 'Invitations',
    invitationsEmpty: 'No pending invitations',
    invitationsLoadFailed: 'Failed to load your invitations',
    invitationNotFound: 'Invitation not found',
    invitationAccepted: (name: string) => `You are now a co-owner of ${name}`,
    invitationDeclined: 'Invitation declined',
    invitationWithdrawn: 'Invitation withdrawn',
    acceptFailed: 'Failed to accept the invitation',
    declineFailed: 'Failed to decline the invitation',
    withdrawFailed: 'Failed to withdraw the invitation',
    invitedBy: (username: string | null) => (username ? `Invited by ${username}` : 'Invited by a former player'),
    // Leaving an estate (co-owners)
    leaveTitle: (name: string) => `Leave ${name}?`,
    leaveConfirm: 'You will no longer see or manage this estate. Its owners can invite you again.',
    left: 'You left the estate',
    leaveFailed: 'Failed to leave the estate',
    primaryCannotLeave: 'The primary owner cannot leave the estate: delete it instead',
    nowManaging: (name: string) => `Now managing: ${name}`,
  },

  plot: {
    // Validation
    nameEmpty: 'Plot name cannot be empty',
    // Errors
    loadFailed: 'Failed to load plots',
    detailsFailed: 'Failed to load plot details',
    detailedInfoFailed: 'Could not load detailed plot information',
    createFailed: 'Failed to create plot',
    updateFailed: 'Failed to update plot',
    deleteFailed: 'Failed to delete plot',
    deleteFailedWithReason: (reason?: string | null) => `Failed to delete plot: ${reason || UNKNOWN_ERROR}`,
    nameUpdateFailed: 'Failed to update plot name',
    descriptionUpdateFailed: 'Failed to update plot description',
    notesUpdateFailed: 'Failed to update plot notes',
    notFound: "Plot Not Found: The plot you're looking for doesn't exist or you don't have access to it.",
    // Successes
    created: 'Plot created successfully!',
    updated: 'Plot updated successfully!',
    deleted: 'Plot deleted successfully',
    deletedNamed: (name: string) => `Plot "${name}" deleted successfully`,
    nameUpdated: 'Plot name updated successfully',
    descriptionUpdated: 'Plot description updated',
    notesUpdated: 'Plot notes updated',
    // Screen texts
    loading: 'Loading plot details...',
    detailedAnalysisUnavailable: 'Detailed Analysis Not Available',
    noDescription: 'No description available.',
    noNotes: 'No notes available.',
    noPlotsFound: 'No Plots Found',
    noPlotsAvailable: 'No Plots Available',
    deleteConfirm: 'This action cannot be undone.',
    /** The game date it was bought on (a world's plots are bought on game days, not calendar ones). */
    purchasedOn: (gameDate: { year: number; day: number }) => `Plot purchased on ${formatGameDate(gameDate)}`,
    pageSubtitle: 'Manage your land holdings and purchase new plots',
    // Server answers (not in spec)
    sizeRange: (min: number, max: number) => `Size must be between ${min} and ${max} hectares`,
    insufficientFundsForLand: 'Insufficient funds to buy this land',
    bought: (name: string, price: string) => `Bought ${name} for ${price}`,
  },

  block: {
    // Validation
    nameRequired: 'Block name is required',
    sizeMin: 'Size must be at least 0.1 hectares',
    grapeVarietyRequired: 'Grape variety is required',
    rowSpacingMin: 'Row spacing must be at least 0.5 meters',
    vineSpacingMin: 'Vine spacing must be at least 0.5 meters',
    /** (not in spec) Upper limits of the block form (see BLOCK_LIMITS). */
    sizeMax: (max: number) => `Size cannot exceed ${max} hectares`,
    rowSpacingMax: (max: number) => `Row spacing cannot exceed ${max} meters`,
    vineSpacingMax: (max: number) => `Vine spacing cannot exceed ${max} meters`,
    orientationRequired: 'Orientation is required',
    trellisSystemRequired: 'Trellis system is required',
    // Errors
    loadFailed: 'Failed to load vineyard blocks',
    detailsFailed: 'Failed to load block details',
    createFailed: 'Failed to create vineyard block',
    updateFailed: 'Failed to update vineyard block',
    deleteFailed: 'Failed to delete vineyard block',
    deleteFailedWithReason: (reason?: string | null) => `Failed to delete block: ${reason || UNKNOWN_ERROR}`,
    harvestFailed: 'Failed to record harvest',
    loadForEditFailed: 'Failed to load block data for editing',
    saveFailed: 'Failed to save vineyard block',
    // Successes
    created: 'Vineyard block created successfully',
    createdNamed: (name: string) => `Vineyard block "${name}" created successfully!`,
    updated: 'Vineyard block updated successfully',
    deleted: 'Vineyard block deleted successfully',
    harvestRecorded: 'Harvest recorded successfully!',
    /** (not in spec) Harvest plans (HARVEST_PLANS). */
    harvestPlanInvalid: 'Harvest plan must be crush, sell or keep',
    /** (not in spec) The pickers are paid at the harvest (HARVEST_LABOUR_PER_KG). */
    harvestLabourUnaffordable: (euros: number) =>
      `Not enough money to pay the pickers: this harvest's labour costs ${formatMoney(euros)}`,
    // Screen texts
    noBlocksFound: 'No Vineyard Blocks Found',
    /** (not in spec) In the spec's words for plots and estates ('Plot Not Found: …'). */
    notFound: "Block Not Found: The block you're looking for doesn't exist or you don't have access to it.",
    /** (not in spec) Harvesting outside the harvest window or twice in a year. */
    notReadyToHarvest:
      'This block is not ready to harvest: mature vines are harvested once a year, in September and October.',
    /** (not in spec) Blocks larger than what their plot has free. */
    plotFull: 'The blocks of a plot cannot exceed its size',
    plotFullNamed: (plot: string, free: number, size: number) =>
      `The blocks of a plot cannot exceed its size: ${plot} has ${free} ha free of ${size} ha`,
    sizeFree: (free: number) => `At most ${free} ha is free on this plot`,
  },

  weather: {
    /** (not in spec) Weather events and protections (issue 31, item 2). */
    eventDayInvalid: 'Event day must be a whole game day',
    notForecastShort: 'No weather event is forecast for that day',
    notForecast: (date: string) =>
      `No weather event is forecast for ${date}: protect a block against an event of the coming week`,
    alreadyProtected: 'This block is already protected against that event',
    notNeededShort: 'That event cannot harm this block',
    notNeeded: (event: string) => `${event} cannot harm this block: it needs no protection`,
    notEnoughToProtect: (cost: string) => `Not enough money to protect this block: it costs ${cost}`,
    protectedAgainst: (protection: string, event: string, date: string) =>
      `${protection} in place against the ${event.toLowerCase()} of ${date}`,
    protectFailed: 'Failed to protect the block',
    loadFailed: 'Failed to load the weather forecast',
  },

  vineyardWork: {
    /** (not in spec) The vineyard year's work on a block (issue 31, item 1). */
    kindInvalid: 'Kind must be one of: pruning, spraying, canopy, greenHarvest',
    optionInvalid: (options: readonly string[]) => `Option must be one of: ${options.join(', ')}`,
    outsideWindowShort: 'That work is not in season',
    outsideWindow: (work: string, months: string, next: string) =>
      `${work} is done from ${months}: the next window opens on ${next}`,
    alreadyDoneShort: 'That work is done already this year',
    alreadyDone: (work: string) => `${work} is done already for this vintage`,
    notBearingShort: 'This block bears no crop this year',
    notBearing: (vintage: number) => `These vines bear no crop in Year ${vintage}: there is no work to do on them yet`,
    harvested: 'This block is picked already: its work for this vintage is over',
    notEnoughMoney: (work: string, cost: string) => `Not enough money for ${work.toLowerCase()}: it costs ${cost}`,
    done: (work: string, block: string, cost: string) => `${work} done on ${block} for ${cost}`,
    workFailed: 'The work could not be done',
    loadFailed: 'Failed to load the vineyard work',
    confirmTitle: (work: string) => `${work}?`,
    confirmBody: (cost: string, effect: string) => `It costs ${cost} through the ledger. ${effect}.`,
    nothingDue: 'Nothing is due on this block right now',
    taskTitle: (n: number) => (n === 1 ? 'Vineyard work due on 1 block' : `Vineyard work due on ${n} blocks`),
    taskBody: (work: string, until: string) => `${work}: until ${until}`,
  },

  grapes: {
    /** (not in spec) Grape lots and the grape buyers (issue 18). */
    lotNotFound: "Grape lot not found: it doesn't exist or you don't have access to it.",
    /** (not in spec) A 400: grapeLotId missing or not an id (the 404 above is for an id that names no lot of yours). */
    lotIdInvalid: 'Choose a grape lot by its id',
    kilogramsInvalid: 'Kilograms must be a whole number of at least 1',
    kilogramsTooMany: (available: number) => `Only ${available} kg of this lot are left to sell`,
    notEnoughLeft: 'Not enough kilograms of this lot are left',
    loadFailed: 'Failed to load grape lots',
    sellFailed: 'Failed to sell the grapes',
    sold: (kilograms: number, money: string) => `Sold ${kilograms} kg of grapes for ${money}`,
    noLots: 'No grapes yet: harvest a block in September or October.',
  },
  winery: {
    /** (not in spec) The cellar, wine batches and wine lots (issue 18). */
    batchNotFound: "Wine batch not found: it doesn't exist or you don't have access to it.",
    noTankSpace: (free: number, needed: number) =>
      `Not enough tank space: ${free.toLocaleString('en-US')} L free, this needs ${needed.toLocaleString('en-US')} L. Buy tanks, sell grapes or crush fewer kilograms.`,
    noBarrels: (free: number, needed: number) =>
      `Not enough oak barrels: ${free} free, this needs ${needed}. Buy barrels or age in steel.`,
    kilogramsTooMany: (available: number) => `Only ${available} kg of this lot are left to crush`,
    kilogramsInvalid: 'Kilograms must be a whole number from 100 to 1,000,000',
    /** Without the figures (the answer names them when it can: noTankSpace, noBarrels, notReady, …). */
    noTankSpaceShort: 'Not enough tank space: buy tanks, sell grapes or crush fewer kilograms.',
    noBarrelsShort: 'Not enough oak barrels: buy barrels or age in steel.',
    notReadyShort: 'This wine is not ready to bottle yet.',
    notEnoughWine: 'Not that much of this wine is left',
    demandExhausted: 'The buyers take fewer bottles of this wine now; their demand refills over the coming days',
    quoteChangedShort: "The buyers' offer has changed. Check the new quote and try again.",
    presetOrPlan: 'Choose a preset or a plan',
    notReady: (day: string) => `This wine is not ready to bottle yet: it will be on ${day}.`,
    alreadyDone: 'This batch has already been bottled or sold.',
    notFermented: 'This wine is still fermenting: bulk buyers take it once fermentation is over.',
    litresTooMany: (available: number) => `Only ${available.toLocaleString('en-US')} L of this batch are left`,
    litresInvalid: 'Litres must be a whole number of at least 1',
    nameRequired: 'Wine name is required',
    nameTooLong: 'Wine name must be at most 80 characters',
    vesselKindInvalid: 'Vessel kind must be tank, barrel_french or barrel_american',
    vesselCountInvalid: 'Count must be a whole number from 1 to 50',
    elevageDaysWhole: 'elevageDays must be a whole number',
    elevageDaysMin: (min: number) => `elevageDays must be at least ${min}`,
    elevageDaysMax: (max: number) => `elevageDays must be at most ${max}`,
    crushed: (litres: number) => `Crushed: ${litres.toLocaleString('en-US')} L of must in the tanks`,
    bottled: (bottles: number) => `Bottled ${bottles.toLocaleString('en-US')} bottles`,
    bulkSold: (litres: number, money: string) => `Sold ${litres.toLocaleString('en-US')} L of bulk wine for ${money}`,
    /** (not in spec) Selling bottled wine into the demand pools (issue 19). */
    wineLotNotFound: "Wine not found: it doesn't exist or you don't have access to it.",
    leaderboardByInvalid: 'Rank by reputation, netWorth or wine',
    bottlesInvalid: 'Bottles must be a whole number of at least 1',
    bottlesTooMany: (available: number) => `Only ${available.toLocaleString('en-US')} bottles of this wine are left`,
    poolTooSmall: (level: number) =>
      `The buyers take at most ${level.toLocaleString('en-US')} bottles of this wine now; their demand refills over the coming days`,
    expectedRevenueInvalid: 'Expected revenue must be a whole number of euros, 0 or more',
    quoteChanged: (money: string) =>
      `The buyers' offer has changed: these bottles now bring ${money}. Check the new quote and try again.`,
    wineSold: (bottles: number, money: string) => `Sold ${bottles.toLocaleString('en-US')} bottles for ${money}`,
    reputationNote: (points: number) =>
      points === 0
        ? ''
        : ` · reputation ${points > 0 ? '+' : '−'}${Math.abs(points).toLocaleString('en-US', { maximumFractionDigits: 1 })} points`,
    /** (not in spec) The regional price index in the Market tab (issue 19). */
    indexLoadFailed: 'Failed to load the regional price index',
    vesselsBought: (count: number, label: string) => `Bought ${count} × ${label}`,
    loadFailed: 'Failed to load the cellar',
    noBatches: 'No wine in the making: crush a grape lot to start one.',
    noWines: 'No bottled wine yet.',
    /** (not in spec) Blending ready batches of one colour (ECONOMY.md §3). */
    blendCount: (min: number, max: number) => `Choose ${min} to ${max} batches to blend`,
    blendIdInvalid: 'Each batch to blend must be a batch id',
    blendDuplicate: 'A batch can be chosen only once',
    blendColours: 'Only batches of one colour can be blended: red with red, white with white',
    blendNotReady: (name: string) => `${name} is not ready yet: only wine ready to bottle can be blended`,
    blendGone: (name: string) => `${name} has already been bottled, sold or blended`,
    blendEmpty: (name: string) => `${name} has no wine left`,
    blendOfBlend: (name: string) => `${name} is a blend already: blends cannot be blended again`,
    blendEstates: 'Only batches of one estate can be blended',
    blended: (litres: number) => `Blended: ${litres.toLocaleString('en-US')} L ready to bottle`,
  },
  /** (not in spec) A wine's market tier where the player decides: harvest, crush, bottling, sale (issue 34). */
  tiers: {
    /** 'Fine wine; sells among Premium buyers until the estate's reputation reaches 20'. */
    sellsAmong: (tier: string, market: string, opensAtReputation: number | null) =>
      opensAtReputation === null
        ? `${tier} wine; sells among ${market} buyers`
        : `${tier} wine; sells among ${market} buyers until the estate's reputation reaches ${opensAtReputation}`,
    /** 'up to 1,500 bottles when their demand is full, 9,000 with the tiers below' (issue 34: it sells there too). */
    pool: (bottles: number, withBelow: number) =>
      `up to ${formatNumber(bottles)} bottles when their demand is full` +
      (withBelow > bottles ? `, ${formatNumber(withBelow)} with the tiers below` : ''),
    /** '3 points more would make it Fine' (', whose buyers open at reputation 20' while the estate's is lower). */
    nextTier: (points: number, tier: string, opensAtReputation: number | null) =>
      `${formatNumber(points)} ${points === 1 ? 'point' : 'points'} more would make it ${tier}` +
      (opensAtReputation === null ? '' : `, whose buyers open at reputation ${opensAtReputation}`),
    /** Bottle ageing moves the wine into another tier: 'Moves to Fine buyers around Autumn, Year 3, Day 12 (October)'. */
    movesTo: (tier: string, date: string) => `Moves to ${tier} buyers around ${date}`,
    /**
     * The Sell dialog: the wine sells into its tier's pool and every pool below it (issue 34, item 4):
     * 'Fine buyers and those of the tiers below take it too — 3,420 bottles now; …'.
     */
    poolsBelow: (buyers: number) =>
      `The buyers of the tiers below take it too, each paying at most what they pay for their own tier's best wine: ${formatNumber(buyers)} bottles in all now. Each bottle of a sale goes where it earns most.`,
    /** The Sell dialog's table of the pools a sale goes to. */
    poolsCaption: 'Where the bottles go',
    /**
     * The Sell dialog, when distributors keep a share (market.ts DISTRIBUTION, issue 34): 'The buyers
     * pay €52,310; beyond the estate's €45,062 of wine receipts a game year distributors keep €9,812 of it.'
     */
    distribution: (gross: string, free: string, kept: string) =>
      `The buyers pay ${gross}; beyond the estate's ${free} of wine receipts a game year distributors keep ${kept} of it.`,
    /** The badge's name for screen readers: 'Market tier: Premium'. */
    badge: (market: string) => `Market tier: ${market}`,
  },
  /** (not in spec) The admin's user management. */
  admin: {
    userNotFound: 'User not found',
    notYourself: 'You cannot change your own account here',
    lastAdmin: 'The last active admin cannot be demoted or disabled',
    alreadyVerified: 'This e-mail address is already verified',
    // Successes
    emailMarkedVerified: 'E-mail marked as verified',
    userDisabled: 'User disabled',
    userEnabled: 'User enabled',
    roleUpdated: 'Role updated',
    clockPaused: 'Game clock paused',
    clockResumed: 'Game clock resumed',
    daysAdvanced: (days: number) => `Advanced ${days} game day${days === 1 ? '' : 's'}`,
    /** 202 of POST /admin/clock/advance: the job is accepted; its status is polled. */
    advanceStarted: (days: number) =>
      `Advancing ${days} game day${days === 1 ? '' : 's'}: follow the job for its progress`,
    clockBusy: 'A clock advance is already running. Wait for it to finish, then try again.',
    clockJobNotFound: 'Clock job not found',
    suggestionUpdated: 'Suggestion updated',
    suggestionDeleted: 'Suggestion deleted',
    commentUpdated: 'Comment updated',
    commentDeleted: 'Comment deleted',
  },
  /** (not in spec) The game clock. */
  gameTime: {
    advancedOneDay: 'Game time advanced by one day',
    /** 202 of POST /game/time/update when the day takes longer than the call waits. */
    advancingOneDay: 'Game time is advancing by one day: follow the job for its progress',
  },
  awards: {
    /** (not in spec) GET /awards?year: a game year is a whole number from 1. */
    badYear: 'Year must be a whole number from 1',
    loadFailed: 'The awards could not be loaded. Try again in a moment.',
  },
  /** (not in spec) The seasons (issue 35): standings and the hall of fame. */
  seasons: {
    /** GET /seasons/current?region= */
    regionRequired: 'Region is required',
    /** GET /seasons/current?estateId= */
    estateIdInvalid: 'estateId must be an estate id',
    loadFailed: 'The season could not be loaded. Try again in a moment.',
    hallLoadFailed: 'The hall of fame could not be loaded. Try again in a moment.',
    noEntrants: 'No estate of this region has sold bottled wine or been reviewed this season yet.',
    noHonours: 'No season has ended with honours yet: the first are given when a game year ends.',
  },
  notification: {
    /** (not in spec) The notifications list. */
    notFound: "Notification not found: it doesn't exist or you don't have access to it.",
    loadFailed: 'Failed to load notifications',
    markedRead: 'Notification marked as read',
    allRead: 'All notifications marked as read',
    empty: 'No notifications yet',
    /** (not in spec) The Overview's Alerts when every notification is read. */
    noUnread: 'No alerts right now: every notification is read.',
    /** (not in spec) GET /notifications?unread= */
    unreadInvalid: 'unread must be true or false',
  },
  /**
   * (not in spec) The notifications' titles and bodies. Those a service writes are functions; those
   * a tick step writes set-based in SQL are templates with `{name}` placeholders, filled by
   * `fillTemplate` here and by the statement's `format()` there (the backend's `sqlFormat`).
   */
  notice: {
    plotSoldTitle: (plot: string) => `Plot sold: ${plot}`,
    plotSoldBody: (plot: string, hectares: number, price: string, fee: string, net: string) =>
      `${plot} (${hectares} ha) was bought on the marketplace for ${price}. After the ${MARKET_FEE} market fee of ${fee}, ${net} went to the estate.`,
    listingExpiredTitle: 'Listing expired: {plot}',
    listingExpiredBody:
      '{plot} found no buyer at {price} before its offer ran out. The plot stays yours: list it again from its page.',
    grapesSoldTitle: (money: string) => `Grapes sold: ${money}`,
    grapesSoldBody: (
      kilograms: number,
      variety: string,
      block: string,
      buyersKg: number,
      cooperativeKg: number,
      left: number,
    ) =>
      `${kilograms} kg of ${variety} from ${block} sold (${buyersKg} kg to the grape buyers, ${cooperativeKg} kg to the cooperative); ${left} kg left.`,
    harvestTitle: (kilograms: string, variety: string) => `Harvest: ${kilograms} kg of ${variety}`,
    harvestBody: (block: string, kilograms: string, quality: number, labour: string, graceDays: number) =>
      `${block} gave ${kilograms} kg of quality ${quality} for ${labour} of labour. Sell them to the grape buyers within ${graceDays} days, before they start to perish.`,
    autoHarvestedTitle: 'Auto-harvested: {kg} kg of {variety}',
    autoHarvestedBody:
      '{block} was not harvested by the end of October, so its {kg} kg (quality {quality}) were picked for you. {plan}',
    autoHarvestedKeep:
      'They are kept as planned: crush them or sell them within {days} days, before they start to perish.',
    autoHarvestedSell: 'Tomorrow they are sold to the grape buyers, as planned.',
    autoHarvestedCrush: 'Tomorrow they are crushed as planned (or sold to the grape buyers if the tanks are full).',
    harvestWindowTitle: 'The harvest window is open',
    harvestWindowBody:
      '{blocks} ready to harvest in {first} and {last}. Harvest them from the Vineyard tab before the window closes.',
    weatherDamageTitle: '{event} in {region}: {blocks} hit',
    weatherDamageBody:
      'Unprotected, {blocks} lost {damage} health points each{crop}. The forecast on each block’s page shows the coming events a week ahead: protect the blocks before they come.',
    weatherDamageCrop: (crop: string) => `, and this vintage’s harvest ${crop}`,
    weatherDamageOneBlock: '1 block',
    weatherDamageBlocks: '{n} blocks',
    harvestWindowOneBlock: '1 block is',
    harvestWindowBlocks: '{n} blocks are',
    upkeepTitle: 'Annual upkeep: {total}',
    upkeepPaid: 'The annual upkeep of your plots was paid: {paid}.',
    upkeepUnpaid:
      'The annual upkeep of your plots was due: {paid} paid, {unpaid} unpaid. The estate is in arrears until it is paid.',
    plannedCrushTitle: 'Crushed as planned: {litres} L of {variety}',
    plannedCrushBody:
      'The {kg} kg picked from {block} were crushed for {cost}: {litres} L ferment in your tanks for a {preset}, ready to bottle in {days} days.',
    plannedSaleTitle: 'Grapes sold as planned: {money}',
    plannedSaleBody: '{kg} kg of {variety} from {block} were sold to the cooperative, as planned.',
    tanksFullTitle: 'Tanks full: {kg} kg of {variety} kept',
    tanksFullBody:
      'The {kg} kg picked from {block} did not fit your tanks (or your money), so they wait in your inventory: crush them or sell them within {days} days, before they start to perish.',
    wineReadyTitle: 'Ready to bottle: {variety} {vintage}',
    malolacticDoneTitle: 'Malolactic done: {variety} {vintage}',
    fermentationDoneTitle: 'Fermentation done: {variety} {vintage}',
    wineReadyBody:
      'The {litres} L of {variety} from {block} are ready to bottle (or to sell as bulk) in the Winery tab.',
    wineStageBody: 'The {litres} L of {variety} from {block} moved on to {stage} ({days} days to go).',
    stageOak: 'élevage in oak barrels',
    stageSteel: 'élevage in steel',
    stageMalolactic: 'malolactic fermentation',
    bottledTitle: (wine: string) => `Bottled: ${wine}`,
    bottledBody: (bottles: number, wine: string, variety: string, vintage: number, quality: number, cost: string) =>
      `${bottles} bottles of ${wine} (${variety}, ${vintage}), quality ${quality}. Bottling cost ${cost}.`,
    bulkSoldTitle: (money: string) => `Bulk wine sold: ${money}`,
    bulkSoldBody: (litres: number, variety: string, vintage: number, quality: number, left: number) =>
      `${litres} L of ${variety} (${vintage}), quality ${quality}, sold to the bulk buyers; ${left} L left.`,
    wineSoldTitle: (money: string) => `Wine sold: ${money}`,
    /** A game day's sales of one kind in one notice (sales-notices.ts): 'Wine sales on 3 Mar, Year 2: €12,400'. */
    salesDayTitle: (what: string, date: string, money: string) => `${what} on ${date}: ${money}`,
    salesDayBody: (sales: number | string, quantity: string, money: string, latest: string) =>
      `${sales} sales so far that day: ${quantity} for ${money} in all. The latest: ${latest}`,
    wineSoldBody: (bottles: number, wine: string, tier: string, average: string, left: number) =>
      `${formatNumber(bottles)} bottles of ${wine} sold to ${tier} buyers at ${average} on average; ${formatNumber(left)} bottles left.`,
    reviewTitle: (score: number, wine: string) => `${score} points for ${wine}`,
    reviewBody: (critic: string, wine: string, score: number, verdict: string, buyersPayMore: boolean) =>
      `${critic} reviewed ${wine}: ${score} points — ${verdict}.${buyersPayMore ? ' Its buyers now pay more for it.' : ''}`,
    awardTitle: (medal: string, wine: string) => `${medal} medal for ${wine}`,
    awardBody: (
      wine: string,
      medal: string,
      colour: string,
      region: string,
      year: number,
      score: number,
      percent: number,
    ) =>
      `${wine} won the ${medal} medal among the ${colour} wines of ${region} in the Year ${year} awards, with ${score} points. Its buyers now pay ${percent}% more for it.`,
    seasonHonourTitle: (place: string, year: number) => `Season honours: ${place} of the Year ${year} season`,
    seasonHonourBody: (estate: string, place: string, region: string, year: number, score: number, max: number) =>
      `${estate} finished the Year ${year} season of ${region} as ${place}, with ${score} of ${max} points. The honour is in the hall of fame for good.`,
    invitationAcceptedTitle: (username: string, estate: string) => `${username} joined ${estate}`,
    invitationAcceptedBody: (username: string, estate: string) =>
      `${username} accepted the invitation and co-owns ${estate} now.`,
    invitationDeclinedTitle: (username: string) => `${username} declined your invitation`,
    invitationDeclinedBody: (username: string, estate: string) =>
      `${username} declined the invitation to co-own ${estate}.`,
  },

  /**
   * (not in spec) The ledger's descriptions: why an estate's money changed (GET …/ledger). Those a
   * service writes are functions; those a tick step writes set-based in SQL are templates with
   * `{name}` placeholders (filled by `fillTemplate` here and by `format()` there, as `notice`).
   */
  ledger: {
    startingGrant: (estateNumber: number) => `Starting grant (estate ${estateNumber})`,
    estateClosed: 'Estate closed',
    /** Money that came in paid the estate's arrears first (the service and the tick's postings). */
    arrearsPaid: 'Arrears paid from the money that came in',
    upkeepPaid: 'Annual upkeep',
    upkeepUnpaid: 'Annual upkeep ({unpaid} unpaid: in arrears)',
    landBought: (hectares: number) => `Undeveloped land bought (${hectares} ha)`,
    marketPurchase: 'Land bought on the marketplace',
    marketSale: 'Land sold on the marketplace',
    marketFee: `${MARKET_FEE} market fee on the sale`,
    registryPurchase: 'Land bought from the registry',
    planting: (block: string, hectares: number) => `Planting ${block} (${hectares} ha)`,
    harvestLabour: (kilograms: number, variety: string, block: string) =>
      `Harvest labour: ${formatNumber(kilograms)} kg of ${variety} (${block})`,
    grapeSale: (kilograms: number, variety: string, block: string, buyersKg: number, cooperativeKg: number) =>
      `${kilograms} kg of ${variety} (${block}) sold: ${buyersKg} kg to the grape buyers, ${cooperativeKg} kg to the cooperative`,
    plannedSale: '{kg} kg of {variety} ({block}) sold to the cooperative, as planned',
    crush: (kilograms: number, variety: string, block: string, litres: number) =>
      `${kilograms} kg of ${variety} (${block}) crushed into ${litres} L`,
    plannedCrush: '{kg} kg of {variety} ({block}) crushed into {litres} L, as planned',
    bottling: (bottles: number, wine: string, vintage: number) => `${bottles} bottles of ${wine} (${vintage})`,
    bulkWineSale: (litres: number, wine: string, vintage: number) =>
      `${litres} L of ${wine} (${vintage}) sold as bulk wine`,
    wineSale: (bottles: number, wine: string, vintage: number, tier: string) =>
      `${bottles} bottles of ${wine} (${vintage}) sold to ${tier} buyers`,
    vesselPurchase: (count: number, vessel: string) => `${count} × ${vessel}`,
    weatherProtection: (protection: string, block: string, date: string) => `${protection}: ${block} for ${date}`,
    vineyardWork: (work: string, block: string, vintage: number) => `${work}: ${block} (vintage ${vintage})`,
  },

  listing: {
    // Validation
    priceMin: `Price must be at least ${formatMoney(MIN_LISTING_PRICE)}`,
    /** (not in spec) Money is a whole number of euros. */
    priceWholeEuros: 'Price must be a whole number of euros',
    /** (not in spec) See MAX_LISTING_PRICE. */
    priceMax: (max: number) => `Price cannot exceed €${formatNumber(max)}`,
    // Errors
    listFailed: 'Failed to list plot for sale',
    cancelFailed: 'Failed to cancel listing',
    // Successes
    listed: 'Plot successfully listed for sale!',
    canceled: 'Listing successfully canceled',
    // Screen texts
    cancelConfirm: (plotName: string) => `Are you sure you want to remove ${plotName} from the marketplace?`,
    // Server answers (not in spec)
    durationInvalid: `Duration must be ${orList(LISTING_DURATIONS_DAYS)} days`,
    descriptionTooLong: `Description cannot exceed ${LISTING_DESCRIPTION_MAX} characters`,
    hasBlocks: 'A plot with vineyard blocks cannot be listed for sale',
    /** (not in spec) ECONOMY.md §2: listings stay within 0.5–2× the plot's valuation (LISTING_PRICE_BAND). */
    priceOutOfBand: (min: number, max: number) =>
      `Price must be between €${formatNumber(min)} and €${formatNumber(max)} (${PRICE_BAND} the plot's valuation)`,
    /** Without the figures (priceOutOfBand names them). */
    priceOutOfBandShort: `Price must be within ${PRICE_BAND} the plot’s valuation`,
    alreadyListed: 'This plot is already listed for sale',
    notListed: 'This plot is not listed for sale',
    locked: 'This plot is listed for sale: cancel the listing first',
    updated: 'Listing updated',
  },

  /** The wine exchange between players (issue 32; not in spec). */
  exchange: {
    offerNotFound: 'Offer not found',
    offerClosed: 'This offer is no longer open',
    offerExpired: 'This offer has expired',
    ownOffer: 'You cannot buy wine your own estate offers',
    notEnoughBottles: (left: number) =>
      `Only ${left.toLocaleString('en-US')} bottle${left === 1 ? '' : 's'} of this offer ${left === 1 ? 'is' : 'are'} left`,
    notEnoughBottlesShort: 'Not that many bottles are left on this offer',
    bottlesTooMany: (available: number) =>
      `Only ${available.toLocaleString('en-US')} bottles of this wine are in the cellar`,
    priceOutOfBand: (min: number, max: number) =>
      `The price must be between €${min.toLocaleString('en-US')} and €${max.toLocaleString('en-US')} a bottle for this wine`,
    durationInvalid: `An offer runs ${OFFER_DURATION_DAYS.min} to ${OFFER_DURATION_DAYS.max} game days`,
    priceChanged: 'The price of this offer has changed',
    insufficientFunds: 'Insufficient funds to buy these bottles',
    newEstateLimitShort: `A new estate can spend at most €${EXCHANGE_NEW_ESTATE.spend.toLocaleString('en-US')} on the exchange in its first ${EXCHANGE_NEW_ESTATE.days} game days`,
    newEstateLimit: (left: string, until: string) =>
      `A new estate can spend at most €${EXCHANGE_NEW_ESTATE.spend.toLocaleString('en-US')} on the exchange in its first ${EXCHANGE_NEW_ESTATE.days} game days: ${left} left until ${until}`,
    offered: (bottles: number, wine: string, price: string) =>
      `${bottles.toLocaleString('en-US')} bottles of ${wine} offered on the exchange at ${price} a bottle`,
    withdrawn: (bottles: number) =>
      `Offer withdrawn: ${bottles.toLocaleString('en-US')} bottle${bottles === 1 ? '' : 's'} went back to your cellar`,
    bought: (bottles: number, wine: string, total: string) =>
      `${bottles.toLocaleString('en-US')} bottles of ${wine} bought for ${total}: they are in your cellar`,
    fee: `${EXCHANGE_FEE_PERCENT}% exchange fee`,
    ledgerPurchase: (bottles: number, wine: string, producer: string) =>
      `Exchange: ${bottles} bottles of ${wine} from ${producer}`,
    ledgerSale: (bottles: number, wine: string) => `Exchange: ${bottles} bottles of ${wine} sold`,
    ledgerFee: `${EXCHANGE_FEE_PERCENT}% exchange fee on the sale`,
    soldTitle: (money: string) => `Sold on the exchange: ${money}`,
    soldBody: (bottles: number, wine: string, price: string, fee: string, net: string, left: number) =>
      `${bottles.toLocaleString('en-US')} bottles of ${wine} sold at ${price} a bottle. After the ${EXCHANGE_FEE_PERCENT}% exchange fee of ${fee}, ${net} went to the estate; ${left.toLocaleString('en-US')} left on the offer.`,
    boughtTitle: (wine: string) => `Wine bought: ${wine}`,
    boughtBody: (bottles: number, wine: string, producer: string, total: string) =>
      `${bottles.toLocaleString('en-US')} bottles of ${wine} from ${producer} arrived in your cellar for ${total}. Sell them on or offer them again.`,
    expiredTitle: 'Offer expired: {wine}',
    expiredBody: '{wine} found no buyer for {bottles} bottles before the offer ran out: they went back to your cellar.',
    loadFailed: 'Failed to load the exchange',
    lotRequired: 'Please choose a bottled wine to offer',
    estateRequired: 'Please select an estate to buy with',
    bottlesInvalid: 'Bottles must be a whole number from 1',
    priceInvalid: 'The price must be a whole number of euros from 1',
    unknownRegion: 'Unknown region',
    unknownColour: 'Colour must be red or white',
    unknownTier: 'Unknown tier',
    unknownSort: 'Sort must be newest, price-low or price-high',
    notYetReviewedShort: 'This wine can be offered once the critics have reviewed it',
    notYetReviewed: (day: string) => `This wine can be offered once the critics have reviewed it, on ${day}`,
    // grapes on the exchange (issue 32, item 1)
    grapesTooOld: 'These grapes are past their grace period: crush or sell them instead',
    grapeDurationInvalid: (max: number, until: string) =>
      `A grape offer runs 1 to ${max} game day${max === 1 ? '' : 's'}: until the grapes' grace period ends on ${until}`,
    grapeDurationInvalidShort: "A grape offer runs from a day to the end of the grapes' grace period",
    kilogramsTooMany: (available: number) =>
      `Only ${available.toLocaleString('en-US')} kg of these grapes are in stock`,
    kilogramsTooFew: `An offer holds at least ${GRAPE_OFFER_KG.min} kg`,
    notEnoughKilograms: (left: number) => `Only ${left.toLocaleString('en-US')} kg of this offer are left`,
    notEnoughKilogramsShort: 'Not that many kilograms are left on this offer',
    grapePriceOutOfBand: (min: string, max: string) =>
      `The price must be between ${min} and ${max} a kilogram for these grapes`,
    grapePriceInvalid: 'The price must be a whole number of cents a kilogram, from one cent',
    kilogramsInvalid: 'Kilograms must be a whole number from 1',
    grapeLotRequired: 'Please choose a grape lot to offer',
    ownGrapeOffer: 'You cannot buy grapes your own estate offers',
    grapeInsufficientFunds: 'Insufficient funds to buy these grapes',
    grapesOffered: (kg: number, variety: string, price: string) =>
      `${kg.toLocaleString('en-US')} kg of ${variety} offered on the exchange at ${price} a kilogram`,
    grapesWithdrawn: (kg: number) => `Offer withdrawn: ${kg.toLocaleString('en-US')} kg went back to your grapes`,
    grapesBought: (kg: number, variety: string, total: string, until: string) =>
      `${kg.toLocaleString('en-US')} kg of ${variety} bought for ${total}: crush or sell them by ${until}`,
    boughtLotName: (producer: string, block: string) => `${producer}: ${block}`.slice(0, 100),
    ledgerGrapePurchase: (kg: number, variety: string, producer: string) =>
      `Exchange: ${kg} kg of ${variety} grapes from ${producer}`,
    ledgerGrapeSale: (kg: number, variety: string) => `Exchange: ${kg} kg of ${variety} grapes sold`,
    grapesSoldBody: (kg: number, variety: string, price: string, fee: string, net: string, left: number) =>
      `${kg.toLocaleString('en-US')} kg of ${variety} sold at ${price} a kilogram. After the ${EXCHANGE_FEE_PERCENT}% exchange fee of ${fee}, ${net} went to the estate; ${left.toLocaleString('en-US')} kg left on the offer.`,
    grapesBoughtTitle: (variety: string) => `Grapes bought: ${variety}`,
    grapesBoughtBody: (kg: number, variety: string, producer: string, total: string, until: string) =>
      `${kg.toLocaleString('en-US')} kg of ${variety} from ${producer} arrived in your grapes for ${total}. They keep until ${until}: crush or sell them before they spoil.`,
    grapesExpiredTitle: 'Grape offer expired: {variety}',
    grapesExpiredBody:
      '{variety} found no buyer for {kilograms} kg before the offer ran out: they went back to your grapes.',
  },
  /** The bottle store (issue 35, item 1; not in spec). */
  bottleStore: {
    countInvalid: (max: number) => `Build 1 to ${max} extensions at a time`,
    notEnoughMoney: (cost: string) => `Not enough money for these extensions: they cost ${cost}`,
    ledger: (bottles: number) => `Bottle store extended by ${bottles.toLocaleString('en-US')} bottles`,
    built: (bottles: number, capacity: number) =>
      `Bottle store extended by ${bottles.toLocaleString('en-US')} bottles: it now holds ${capacity.toLocaleString('en-US')}`,
    /** The tick's ledger row (SQL `format`; `{over}`: the bottles beyond the capacity, as 1,250). */
    chargeLedger: 'Storage of {over} bottles beyond the bottle store',
    loadFailed: 'Failed to load the bottle store',
  },
  /** Staff (issue 35, item 2; not in spec). */
  staff: {
    candidateInvalid: 'Please choose a candidate from this month’s labour market',
    candidateGone: 'This candidate is no longer on the labour market: see this month’s candidates',
    roleFilled: (label: string, max = 1) =>
      max === 1
        ? `Your estate employs a ${label.toLowerCase()} already: dismiss them first`
        : `Your estate employs ${max} ${label.toLowerCase()}s already, the most it may: dismiss one first`,
    roleFilledShort: 'Your estate has filled this role already',
    notFound: 'No such member of your staff',
    notEnoughMoney: (name: string, fee: string) => `Not enough money to hire ${name}: the hiring fee is ${fee}`,
    hiringLedger: (label: string, name: string) => `Hiring fee: ${name}, ${label.toLowerCase()}`,
    hired: (name: string, label: string, wage: string) =>
      `${name} joins your estate as ${label.toLowerCase()} for ${wage} a month`,
    dismissed: (name: string, label: string) => `${name} (${label.toLowerCase()}) has left your estate`,
    shareInvalid: (min: number, max: number) => `Sell ${min}% to ${max}% of the named wines a month`,
    minQualityInvalid: 'The lowest quality must be a whole number from 0 to 100',
    ruleSet: (share: number, quality: number) =>
      `Sales rule set: up to ${share}% a month of each wine of quality ${quality} or more`,
    /** The tick's ledger rows (SQL `format`; `{count}`: the staff paid, `{unpaid}`: euros owed). */
    wagesLedger: 'Wages of {count} staff',
    wagesUnpaidLedger: 'Wages of {count} staff ({unpaid} unpaid: arrears)',
    salesLedger: (bottles: number, wines: number) =>
      `Sales manager sold ${bottles.toLocaleString('en-US')} bottles of ${wines === 1 ? '1 wine' : `${wines} wines`}`,
    /** The vineyard manager's monthly notice: what was done where, and its cost. */
    vineyardNoticeTitle: (cost: string) => `Your vineyard manager had the work due done for ${cost}`,
    vineyardNoticeBody: (works: readonly string[]) => `${works.join('; ')}.`,
    /** The notice's part on the blocks the crew had no hectares left for (planVineyardManagerWork). */
    vineyardUntended: (hectares: string, blocks: readonly string[]) =>
      `Not tended, beyond your crew's ${hectares} a month: ${blocks.join(', ')}. Hire vineyard workers or order the work on the block page.`,
    vineyardUntendedTitle: (count: number) =>
      `Your vineyard crew could not tend ${count === 1 ? '1 block' : `${count} blocks`} this month`,
    vineyardLedger: (works: number, blocks: number) =>
      `Vineyard manager: ${works === 1 ? '1 work' : `${works} works`} on ${blocks === 1 ? '1 block' : `${blocks} blocks`}`,
    loadFailed: 'Failed to load the staff',
  },
  /** Winery equipment (issue 35, item 1; not in spec). */
  equipment: {
    kindInvalid: 'Please choose the equipment to buy: a sorting table, temperature control or a bottling line',
    owned: (label: string) => `This estate already has a ${label.toLowerCase()}`,
    ownedShort: 'This estate already has this equipment',
    notEnoughMoney: (label: string, cost: string) =>
      `Not enough money for the ${label.toLowerCase()}: it costs ${cost}`,
    ledger: (label: string) => `Equipment bought: ${label.toLowerCase()}`,
    bought: (label: string, upkeep: string) => `${label} bought: its upkeep is ${upkeep} a month`,
    /** The tick's ledger row (SQL `format`; `{pieces}`: how many pieces). */
    upkeepLedger: 'Upkeep of the winery equipment and cellar door ({pieces} in all)',
    loadFailed: 'Failed to load the winery equipment',
  },
  /** The cellar door (issue 35, item 1; not in spec). */
  cellarDoor: {
    built: 'This estate has its cellar door already',
    notBuilt: 'Build a cellar door before selling to visitors',
    notEnoughMoney: (cost: string) => `Not enough money for the cellar door: it costs ${cost}`,
    ledgerBuilt: 'Cellar door built',
    builtMessage: (upkeep: string) => `Cellar door built: its upkeep is ${upkeep} a month`,
    bottlesInvalid: 'Bottles must be a whole number of at least 1',
    lotInvalid: 'Please choose one of your wines to sell at the cellar door',
    demandLeft: (left: number) =>
      `The cellar door's visitors take ${left.toLocaleString('en-US')} more bottle${left === 1 ? '' : 's'} this month`,
    demandExhaustedShort: "This month's visitors to the cellar door take no more bottles",
    ledgerSale: (bottles: number, name: string, vintage: number) =>
      `${bottles.toLocaleString('en-US')} bottles of ${name} (Year ${vintage}) sold at the cellar door`,
    sold: (bottles: number, name: string, money: string) =>
      `${bottles.toLocaleString('en-US')} bottles of ${name} sold at the cellar door for ${money}`,
    loadFailed: 'Failed to load the cellar door',
  },
  /** Marketing campaigns (issue 35, item 3; not in spec). */
  campaigns: {
    kindInvalid: 'Please choose a campaign: tasting events, a trade fair or a press campaign',
    running: (label: string, until: string) => `${label} already runs for this estate until ${until}`,
    runningShort: 'A campaign of this kind already runs for this estate',
    notEnoughMoney: (cost: string) => `Not enough money for this campaign: it costs ${cost}`,
    started: (label: string, boost: string, until: string) =>
      `${label} started: demand for your wines ${boost} until ${until}`,
    ledger: (label: string, until: string) => `Marketing: ${label} (until ${until})`,
    loadFailed: 'Failed to load the marketing campaigns',
  },
  /** Merchants' contracts (issue 31, item 3; not in spec). */
  contracts: {
    contractNotFound: 'Contract not found',
    offerNotFound: "This offer is not on this month's board",
    taken: 'Your estate has already accepted this offer',
    tooMany: (max: number) => `An estate may hold at most ${max} open contracts`,
    tooManyShort: 'This estate holds as many open contracts as it may',
    closed: 'This contract is no longer open',
    wrongWine: 'This wine does not meet the contract',
    overdue: 'The delivery day of this contract has passed',
    wrongColour: (colour: string) => `This contract asks for ${colour} wine`,
    lowQuality: (min: number, quality: number) =>
      `This contract asks for quality ${min} or more; this wine is ${quality}`,
    tooFewBottles: (needed: number, available: number) =>
      `This contract asks for ${needed.toLocaleString('en-US')} bottles; this wine has ${available.toLocaleString('en-US')}`,
    offerInvalid: 'Offer must be a whole number from 0',
    lotRequired: 'Please choose a bottled wine to deliver',
    accepted: (bottles: number, colour: string, day: string) =>
      `Contract accepted: ${bottles.toLocaleString('en-US')} bottles of ${colour} wine to deliver by ${day}`,
    delivered: (bottles: number, money: string) =>
      `Contract delivered: ${bottles.toLocaleString('en-US')} bottles for ${money}`,
    ledgerPayment: (bottles: number, colour: string, wine: string) =>
      `Contract: ${bottles.toLocaleString('en-US')} bottles of ${colour} wine delivered (${wine})`,
    ledgerPenalty: 'Penalty for a defaulted contract ({bottles} bottles of {colour} wine)',
    deliveredTitle: (money: string) => `Contract delivered: ${money}`,
    deliveredBody: (bottles: number, wine: string, price: string, left: number) =>
      `${bottles.toLocaleString('en-US')} bottles of ${wine} went to the merchant at ${price} a bottle; ${left.toLocaleString('en-US')} left in the lot.`,
    defaultedTitle: 'Contract defaulted: {bottles} bottles of {colour} wine',
    defaultedBody:
      'The delivery day passed without the wine: the merchant charged a penalty of {penalty} and the estate lost reputation.',
    loadFailed: 'Failed to load the contracts',
  },
  marketplace: {
    // Validation
    selectEstate: 'Please select an estate to make the purchase',
    insufficientFunds: 'Insufficient funds to purchase this plot',
    // Errors
    loadFailed: 'Failed to load marketplace plots',
    loadAvailableFailed: 'Failed to load available plots',
    loadEstatesFailed: 'Failed to load estates',
    purchaseFailed: 'Failed to purchase plot',
    /** (not in spec) Buying a plot the estate already owns. */
    ownPlot: 'You cannot purchase your own plot',
    /** (not in spec) The plot is no longer for sale (sold or withdrawn meanwhile). */
    notForSale: 'This plot is no longer for sale',
    /** (not in spec) No live listing of this plot (never listed, sold, withdrawn or expired): a 404, not the 409 above. */
    notOnMarket: 'This plot is not on the market',
    /** (not in spec) The listing ran out before the purchase. */
    expired: 'This listing has expired',
    /** (not in spec) The buyer confirmed another price than the listing's (the seller changed it). */
    priceChanged: 'The price of this plot has changed',
    /** (not in spec) expectedPrice that is not a whole number of euros in range. */
    expectedPriceInvalid: 'The expected price must be a whole number of euros',
    /** (not in spec) An Idempotency-Key reused with another request. */
    idempotencyMismatch: 'This Idempotency-Key was already used with a different request',
    idempotencyKeyInvalid: 'Idempotency-Key must be 1-255 visible characters',
    /** (not in spec) The seller shown for offers of the non-player land registry. */
    registrySeller: 'Land Registry',
    // Successes
    purchased: (name: string, price: number) => `Successfully purchased ${name} for €${formatNumber(price)}`,
    // Screen texts
    purchaseConfirm: (name: string, price: number) =>
      `Are you sure you want to purchase ${name} for €${formatNumber(price)}?`,
    empty: 'No plots available in the marketplace. Try adjusting your filters or check back later.',
    plotsFound: (count: number) => `${count} plot(s) found`,
    defaultDescription: 'A beautiful plot of land perfect for growing grapes.',
    listedOn: (date: string | number | Date | null | undefined) => `Listed on ${formatDate(date)}`,
    pageSubtitle: 'Browse and purchase vineyard plots from other estates',
    /** (not in spec) The filter panel and the search's query (MARKETPLACE_FILTER_LABELS name the fields). */
    filterNotANumber: (label: string) => `${label} must be a number`,
    filterNegative: (label: string) => `${label} cannot be negative`,
    filterTooLarge: (label: string) => `${label} is too large`,
    filterMaxBelowMin: (label: string) => `${label} must not be below the minimum`,
    unknownRegion: 'Unknown region',
    unknownSoilType: 'Unknown soil type',
    unknownSort: 'Unknown sort order',
  },

  suggestion: {
    // Validation
    titleRequired: 'Title is required',
    titleTooShort: 'Title must be at least 5 characters',
    /** (not in spec) */
    titleTooLong: 'Title cannot exceed 100 characters',
    descriptionRequired: 'Description is required',
    descriptionTooShort: 'Description must be at least 10 characters',
    /** (not in spec) */
    descriptionTooLong: 'Description cannot exceed 500 characters',
    /** (not in spec) */
    problemSolvedTooLong: 'Problem solved cannot exceed 300 characters',
    tooManyTags: 'Maximum of 5 tags allowed',
    /** (not in spec) Tags that are neither comma-separated text nor a list of text. */
    tagsInvalid: 'Tags must be a list of text',
    /** (not in spec) The spec only says the comment must be non-empty after trimming. */
    commentEmpty: 'Comment cannot be empty',
    /** (not in spec) */
    commentTooLong: 'Comment cannot exceed 1000 characters',
    /** (not in spec) */
    tagTooLong: 'Each tag can have at most 30 characters',
    /** (not in spec) */
    statusInvalid: 'Status must be one of: implemented, in-progress, planned, under-review, review',
    /** (not in spec) */
    voteTypeInvalid: 'Vote type must be up or down',
    /** (not in spec) */
    searchedForSimilarRequired: 'Please confirm that you searched for similar requests',
    /** (not in spec) An anonymous visitor tries to vote, comment or suggest. */
    signInToVote: 'Sign in to vote on suggestions.',
    signInToComment: 'Sign in to join the discussion.',
    signInToSuggest: 'Sign in to suggest a feature.',
    /** (not in spec) Voting is disabled on implemented suggestions. */
    votingClosed: 'Voting is closed for implemented suggestions',
    // Errors
    loadFailed: 'Failed to load suggestions',
    loadMoreFailed: 'Failed to load more suggestions',
    submitFailed: 'Failed to submit suggestion',
    submitFailedRetry: 'Failed to submit suggestion. Please try again.',
    voteFailed: 'Failed to record your vote. Please try again.',
    commentFailed: 'Failed to add your comment. Please try again.',
    commentFailedShort: 'Failed to add comment. Please try again.',
    /** (not in spec) */
    notFound: 'Feature suggestion not found',
    /** (not in spec) An admin edits or deletes a comment that is gone. */
    commentNotFound: 'Comment not found',
    // Successes
    submitted: 'Your feature suggestion has been submitted!',
    voteRecorded: 'Your vote has been recorded!',
    commentAdded: 'Your comment has been added!',
    // Screen texts
    noSuggestions: 'No feature suggestions found. Try a different search or filter.',
    noComments: 'No comments yet.',
  },

  waitlist: {
    failed: "Sorry, we couldn't add you to our waitlist. Please try again later.",
    failedGeneric: 'Unable to process your request. Please try again.',
    joined: "Thank you for joining our waitlist! We'll keep you updated on our progress.",
  },

  newsletter: {
    subscribing: 'Subscribing...',
    subscribed: 'Thanks for subscribing!',
    /** (not in spec) The footer form was simulated in the spec; the real call can fail. */
    failed: 'That did not work. Please try again in a moment.',
  },

  /** (not in spec) The contact page's form; its content is not shown in the spec. */
  contact: {
    nameRequired: 'Name is required',
    nameTooLong: 'Name cannot exceed 100 characters',
    subjectRequired: 'Subject is required',
    subjectTooLong: 'Subject cannot exceed 150 characters',
    messageRequired: 'Message is required',
    messageTooShort: 'Message must be at least 10 characters',
    messageTooLong: 'Message cannot exceed 5000 characters',
    sent: "Thank you for your message! We'll get back to you soon.",
    failed: 'Failed to send your message. Please try again.',
  },
} as const;

/**
 * A catalogue template with its `{name}` placeholders filled in one pass (a value that itself holds
 * `{…}` stays as it is): fillTemplate(MESSAGES.notice.upkeepPaid, { paid: formatMoney(1200) }).
 */
export function fillTemplate(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    if (!(name in values)) throw new Error(`no value for ${placeholder}`);
    return String(values[name]);
  });
}

/** The placeholders of a catalogue template, in order of appearance, each once. */
export function templatePlaceholders(template: string): string[] {
  return [...new Set([...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!))];
}

/** The verify-email page offers a resend when the failure mentions 'expired' or 'invalid token'. */
export function isExpiredVerificationMessage(message: string | null | undefined): boolean {
  const text = (message ?? '').toLowerCase();
  return text.includes('expired') || text.includes('invalid token');
}
