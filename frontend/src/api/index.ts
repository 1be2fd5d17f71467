/**
 * The API as components use it: the generated endpoints plus cache tags.
 * Components import hooks from here only, never from './generated' or './base'.
 *
 * The generated slice (codegen option `tag: true`) already tags every endpoint with its OpenAPI
 * tag, so queries and mutations of one controller refresh each other. This file adds the
 * finer relations, all spelled with the one vocabulary of ./tags.ts: the estates list and each
 * estate are tagged `Estate` (list id 'LIST', items by id); creating, renaming, deleting and
 * owner changes invalidate the list and the item concerned.
 *
 * Endpoint names are checked against the generated slice by TypeScript.
 */
import { generatedApi } from './generated';
import { updateFeatureInLists, updateMyVote } from './featureCache';
import { TAG_TYPES, tags } from './tags';

export { TAG_TYPES, tags } from './tags';
export type { TagType } from './tags';

const {
  estates,
  finances,
  grapes,
  winery,
  notifications,
  estateList: ESTATE_LIST,
  invitations: INVITATIONS,
  plotList: PLOT_LIST,
  blockList: BLOCK_LIST,
  featureList: FEATURE_LIST,
  featureVotes: FEATURE_VOTES,
  featureStats: FEATURE_STATS,
  listingList: LISTING_LIST,
  adminUserList: ADMIN_USER_LIST,
  adminAudit: ADMIN_AUDIT,
} = tags;
const { estate, plot, block, plotBlocks, feature, featureComments, listing, adminUser } = tags;

/** Listing, changing or cancelling: the searches, the plot (forSale and listing fields) and the plot lists. */
const listingChanged = (_r: unknown, _e: unknown, arg: { plotId: string }) => [
  LISTING_LIST,
  listing(arg.plotId),
  PLOT_LIST,
  plot(arg.plotId),
];

/** Every admin change of a user: the lists, that user and the audit log (each change is audited). */
const adminUserChanged = (_r: unknown, _e: unknown, arg: { id: string }) => [
  ADMIN_USER_LIST,
  adminUser(arg.id),
  ADMIN_AUDIT,
];
/**
 * Clock controls: the console's clock, the audit log and the game time every player sees (the
 * game shell's status bar, `getGameTime`). Advancing also runs the tick's work (listing expiry,
 * vine growth), so the marketplace and blocks refresh too.
 */
const CLOCK_CHANGED = [tags.adminClock, ADMIN_AUDIT, tags.gameTime] as const;
/**
 * What game days change: the clock, and what the tick's work touches (listing expiry, vine growth,
 * upkeep, harvests, cellar stages, notices). Invalidated when an advance is accepted and again when
 * its job ends (useClock).
 */
export const DAYS_APPLIED = [
  ...CLOCK_CHANGED,
  LISTING_LIST,
  tags.allBlocks,
  finances,
  tags.adminEconomy,
  grapes,
  notifications,
  winery,
  // a new month brings a new board of merchants' offers; the tick defaults overdue contracts
  tags.contracts,
] as const;

export const api = generatedApi.enhanceEndpoints({
  addTagTypes: TAG_TYPES,
  endpoints: {
    listEstates: {
      providesTags: (result) => [estates, ESTATE_LIST, ...(result?.data.estates ?? []).map((item) => estate(item.id))],
    },
    getEstate: { providesTags: (_result, _error, arg) => [estates, estate(arg.id)] },
    createEstate: { invalidatesTags: [estates, ESTATE_LIST] },
    renameEstate: { invalidatesTags: (_r, _e, arg) => [estates, ESTATE_LIST, estate(arg.id)] },
    // The deleted estate is not refetched (it would answer 404): only the list is.
    deleteEstate: { invalidatesTags: [ESTATE_LIST] },
    addEstateOwner: { invalidatesTags: (_r, _e, arg) => [ESTATE_LIST, estate(arg.id)] },
    withdrawEstateInvitation: { invalidatesTags: (_r, _e, arg) => [estate(arg.id), INVITATIONS] },
    // The estate left is not refetched (it would answer 404): only the list is.
    leaveEstate: { invalidatesTags: [ESTATE_LIST] },
    // Invitations: accepting adds an estate to the list; declining only shortens the invitations.
    listInvitations: { providesTags: [INVITATIONS] },
    acceptInvitation: { invalidatesTags: [INVITATIONS, ESTATE_LIST] },
    declineInvitation: { invalidatesTags: [INVITATIONS] },
    removeEstateOwner: { invalidatesTags: (_r, _e, arg) => [ESTATE_LIST, estate(arg.id)] },
    getGameTime: { providesTags: [tags.gameTime] },

    // Plots: the list per estate ('LIST'), each plot by id. Buying and deleting land change the
    // estate (money, plot count); a deleted plot is not refetched (it would answer 404).
    listEstatePlots: {
      providesTags: (result) => [PLOT_LIST, ...(result?.data.plots ?? []).map((item) => plot(item.id))],
    },
    getEstatePlotsTotalSize: { providesTags: [PLOT_LIST] },
    getPlot: { providesTags: (_result, _error, arg) => [plot(arg.id)] },
    getPlotDetails: { providesTags: (_result, _error, arg) => [plot(arg.id)] },
    buyLand: { invalidatesTags: [PLOT_LIST, ESTATE_LIST, estates, finances] },
    updatePlot: { invalidatesTags: (_r, _e, arg) => [PLOT_LIST, plot(arg.id)] },
    deletePlot: { invalidatesTags: [PLOT_LIST, ESTATE_LIST, estates, finances] },

    // Blocks: the list per plot, each block by id. Vines change the estate's counts; planting,
    // enlarging or densifying a block is charged (money and the ledger: 'finances').
    listPlotBlocks: {
      providesTags: (result, _error, arg) => [
        BLOCK_LIST,
        plotBlocks(arg.plotId),
        ...(result?.data.blocks ?? []).map((item) => block(item.id)),
      ],
    },
    getPlotBlocksTotalSize: { providesTags: (_result, _error, arg) => [plotBlocks(arg.plotId)] },
    getBlock: { providesTags: (_result, _error, arg) => [block(arg.id)] },
    getBlockDetails: { providesTags: (_result, _error, arg) => [block(arg.id)] },
    createBlock: { invalidatesTags: (_r, _e, arg) => [plotBlocks(arg.plotId), ESTATE_LIST, estates, finances] },
    updateBlock: {
      invalidatesTags: (_r, _e, arg) => [BLOCK_LIST, block(arg.id), ESTATE_LIST, estates, finances],
    },
    deleteBlock: { invalidatesTags: [BLOCK_LIST, ESTATE_LIST, estates, finances] },
    // a block's weather events (the forecast moves with the clock: every block's tag); a
    // protection is paid (money and the ledger)
    getBlockWeather: { providesTags: (_result, _error, arg) => [block(arg.id)] },
    getEstateWeatherThreats: { providesTags: [tags.allBlocks] },
    protectBlock: { invalidatesTags: (_r, _e, arg) => [block(arg.id), tags.allBlocks, estates, ESTATE_LIST, finances] },
    // a block's vineyard year (its windows move with the clock: every block's tag); the work is
    // paid (money and the ledger)
    getBlockVineyardWork: { providesTags: (_result, _error, arg) => [block(arg.id)] },
    getEstateVineyardWork: { providesTags: [tags.allBlocks] },
    doBlockVineyardWork: {
      invalidatesTags: (_r, _e, arg) => [block(arg.id), tags.allBlocks, estates, ESTATE_LIST, finances],
    },
    // a harvest makes a grape lot and a notification
    harvestBlock: {
      invalidatesTags: (_r, _e, arg) => [BLOCK_LIST, block(arg.id), estates, grapes, notifications],
    },

    // Grapes: a sale moves money (the estates, the ledger), shrinks the lot and notifies.
    sellGrapes: { invalidatesTags: [grapes, estates, ESTATE_LIST, finances, notifications] },

    // Winery: every cellar change moves money (estates, ledger); the crush takes from a grape lot,
    // bottling and bulk sales notify.
    createWineBatch: { invalidatesTags: [winery, grapes, estates, ESTATE_LIST, finances] },
    bottleWineBatch: { invalidatesTags: [winery, estates, ESTATE_LIST, finances, notifications] },
    sellBulkWine: { invalidatesTags: [winery, estates, ESTATE_LIST, finances, notifications] },
    buyVessels: { invalidatesTags: [winery, estates, ESTATE_LIST, finances] },
    // a blend is free (no money, no ledger) but changes the batches the inventory lists
    blendWineBatches: { invalidatesTags: [winery, estates] },
    // Bottled wine: the quote reads the estate's pool, which a sale lowers (and money comes in)
    quoteWineSale: { providesTags: [winery] },
    sellWine: { invalidatesTags: [winery, estates, ESTATE_LIST, finances, notifications] },
    // the season (public): a sale moves the standings, a day may end the season and fill the hall of fame
    getCurrentSeason: { providesTags: [winery, tags.gameTime] },
    listHallOfFame: { providesTags: [tags.gameTime] },
    // the exchange: an offer takes bottles out of the cellar, a purchase brings some in and moves money
    createExchangeOffer: { invalidatesTags: [tags.exchange, winery] },
    withdrawExchangeOffer: { invalidatesTags: [tags.exchange, winery] },
    buyExchangeOffer: { invalidatesTags: [tags.exchange, winery, estates, ESTATE_LIST, finances, notifications] },
    // grapes on the exchange: an offer takes kilograms out of a grape lot, a purchase makes one and moves money
    createGrapeOffer: { invalidatesTags: [tags.exchange, grapes] },
    withdrawGrapeOffer: { invalidatesTags: [tags.exchange, grapes] },
    buyGrapeOffer: { invalidatesTags: [tags.exchange, grapes, estates, ESTATE_LIST, finances, notifications] },
    // the bottle store (winery-tagged, so bottling and sales refresh it): extending pays from the estate's money
    buildBottleStore: { invalidatesTags: [winery, estates, ESTATE_LIST, finances] },
    // staff: the view follows the clock (the month's candidates, the monthly sale and wages); hiring pays
    // from the estate's money, and the sales manager's sales change the wines (winery)
    getStaff: { providesTags: [tags.staff, tags.gameTime] },
    hireStaff: { invalidatesTags: [tags.staff, estates, ESTATE_LIST, finances] },
    dismissStaff: { invalidatesTags: [tags.staff] },
    setStaffSalesRule: { invalidatesTags: [tags.staff] },
    // winery equipment (winery-tagged): buying pays from the estate's money
    buyEquipment: { invalidatesTags: [winery, estates, ESTATE_LIST, finances] },
    // the cellar door (winery-tagged): building pays, a sale takes bottles and pays
    buildCellarDoor: { invalidatesTags: [winery, estates, ESTATE_LIST, finances] },
    sellAtCellarDoor: { invalidatesTags: [winery, estates, ESTATE_LIST, finances] },
    // marketing campaigns: the list, every quote's boosted pool (winery) and the estate's money
    runEstateCampaign: { invalidatesTags: [winery, estates, ESTATE_LIST, finances] },
    // merchants' contracts: accepting changes the board and the list; a delivery takes bottles, pays and notifies
    acceptEstateContract: { invalidatesTags: [tags.contracts] },
    deliverEstateContract: {
      invalidatesTags: [tags.contracts, winery, estates, ESTATE_LIST, finances, notifications],
    },

    // Marketplace. A purchase moves money and land: the searches, the buyer's estates (list and
    // detail: money, plot count) and plot lists refresh. The bought listing's public view is not
    // refetched (it would answer 404 now that the plot is no longer for sale) — unless the purchase
    // was refused with 409 (price changed, sold meanwhile): then it is, to show what is true now.
    searchMarketplacePlots: {
      providesTags: (result) => [LISTING_LIST, ...(result?.data.plots ?? []).map((plot) => listing(plot.id))],
    },
    getMarketplacePlot: { providesTags: (_result, _error, arg) => [listing(arg.plotId)] },
    getPlotValuation: { providesTags: (_result, _error, arg) => [listing(arg.plotId)] },
    listPlotForSale: { invalidatesTags: listingChanged },
    updatePlotListing: { invalidatesTags: listingChanged },
    cancelPlotListing: { invalidatesTags: listingChanged },
    purchaseMarketplacePlot: {
      invalidatesTags: (_r, error, arg) => [
        LISTING_LIST,
        PLOT_LIST,
        plot(arg.plotId),
        ESTATE_LIST,
        estates,
        finances,
        estate(arg.purchasePlotDto.estateId),
        ...(error && 'status' in error && error.status === 409 ? [listing(arg.plotId)] : []),
      ],
    },

    // Feature board. Votes and comments update the loaded list pages in place (./featureCache.ts),
    // so they refresh only the statistics, the suggestion and the player's own votes, not every page.
    listFeatures: { providesTags: [FEATURE_LIST] },
    listFeaturesByStatus: { providesTags: [FEATURE_LIST] },
    listTrendingFeatures: { providesTags: [FEATURE_LIST] },
    listFeatureTags: { providesTags: [FEATURE_LIST] },
    getFeatureStatistics: { providesTags: [FEATURE_LIST, FEATURE_STATS] },
    getFeature: { providesTags: (_result, _error, arg) => [feature(arg.id)] },
    listMyFeatureVotes: { providesTags: [FEATURE_VOTES] },
    listFeatureComments: { providesTags: (_result, _error, arg) => [featureComments(arg.id)] },
    createFeature: { invalidatesTags: [FEATURE_LIST] },
    updateFeature: { invalidatesTags: (_r, _e, arg) => [FEATURE_LIST, feature(arg.id)] },
    voteOnFeature: {
      invalidatesTags: (_r, _e, arg) => [FEATURE_VOTES, FEATURE_STATS, feature(arg.id)],
      // The new count goes into every loaded list page holding the suggestion.
      onQueryStarted: async ({ id }, { dispatch, getState, queryFulfilled }) => {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        updateFeatureInLists(dispatch, getState, id, (item) => void (item.votes = data.data.votes));
        updateMyVote(dispatch, id, data.data);
      },
    },
    addFeatureComment: {
      invalidatesTags: (_r, _e, arg) => [featureComments(arg.id), FEATURE_STATS, feature(arg.id)],
      onQueryStarted: async ({ id }, { dispatch, getState, queryFulfilled }) => {
        if (
          await queryFulfilled.then(
            () => true,
            () => false,
          )
        ) {
          updateFeatureInLists(dispatch, getState, id, (item) => void (item.commentCount += 1));
        }
      },
    },

    // Admin console. The generated 'admin' tag would refresh every admin list after any change;
    // these tags refresh only what a change touches.
    adminListUsers: {
      providesTags: (result) => [ADMIN_USER_LIST, ...(result?.data.users ?? []).map((user) => adminUser(user.id))],
    },
    adminGetUser: { providesTags: (_result, _error, arg) => [adminUser(arg.id)] },
    adminVerifyUserEmail: { invalidatesTags: adminUserChanged },
    adminDisableUser: { invalidatesTags: adminUserChanged },
    adminEnableUser: { invalidatesTags: adminUserChanged },
    adminSetUserRole: { invalidatesTags: adminUserChanged },
    adminGetClock: { providesTags: [tags.adminClock] },
    adminPauseClock: { invalidatesTags: [...CLOCK_CHANGED] },
    adminResumeClock: { invalidatesTags: [...CLOCK_CHANGED] },
    // accepted, not applied: what the days change is refreshed when the job ends (useClock)
    adminAdvanceClock: { invalidatesTags: [...CLOCK_CHANGED] },
    // a job's status changes by itself: it is polled while the job runs (useClock), never cached stale
    adminGetClockJob: { providesTags: [] },
    adminListAudit: { providesTags: [ADMIN_AUDIT] },
    // The economy (from the ledger): a clock advance charges upkeep, so it refreshes.
    adminGetEconomy: { providesTags: [tags.adminEconomy] },

    // Community moderation: the board (every list, the statistics), the suggestion, its comments
    // and the audit log. A deleted suggestion is not refetched (it would answer 404).
    adminUpdateFeature: {
      invalidatesTags: (_r, _e, arg) => [FEATURE_LIST, feature(arg.id), ADMIN_AUDIT],
    },
    adminDeleteFeature: { invalidatesTags: [FEATURE_LIST, ADMIN_AUDIT] },
    adminUpdateFeatureComment: {
      invalidatesTags: (_r, _e, arg) => [featureComments(arg.id), feature(arg.id), ADMIN_AUDIT],
    },
    adminDeleteFeatureComment: {
      invalidatesTags: (_r, _e, arg) => [featureComments(arg.id), feature(arg.id), FEATURE_LIST, ADMIN_AUDIT],
    },
    // Waitlist and newsletter (read-only here; the CSV exports are downloaded with fetch, see
    // features/admin/download.ts, and invalidate ADMIN_AUDIT themselves).
    adminListWaitlist: { providesTags: [tags.adminWaitlist] },
    adminListNewsletter: { providesTags: [tags.adminNewsletter] },
  },
});

export * from './generated';
