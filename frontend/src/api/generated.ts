import { baseApi as api } from './base';
export const addTagTypes = [
  'admin',
  'analytics',
  'auth',
  'public site',
  'blocks',
  'config',
  'estates',
  'winery',
  'contracts',
  'finances',
  'grapes',
  'notifications',
  'plots',
  'staff',
  'exchange',
  'features',
  'game time',
  'health',
  'marketplace',
  'operations',
] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      adminListAudit: build.query<AdminListAuditApiResponse, AdminListAuditApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/audit`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
            action: queryArg.action,
            actor: queryArg.actor,
            targetId: queryArg.targetId,
          },
        }),
        providesTags: ['admin'],
      }),
      adminGetClock: build.query<AdminGetClockApiResponse, AdminGetClockApiArg>({
        query: () => ({ url: `/api/admin/clock` }),
        providesTags: ['admin'],
      }),
      adminAdvanceClock: build.mutation<AdminAdvanceClockApiResponse, AdminAdvanceClockApiArg>({
        query: (queryArg) => ({ url: `/api/admin/clock/advance`, method: 'POST', body: queryArg.advanceClockDto }),
        invalidatesTags: ['admin'],
      }),
      adminGetClockJob: build.query<AdminGetClockJobApiResponse, AdminGetClockJobApiArg>({
        query: (queryArg) => ({ url: `/api/admin/clock/jobs/${queryArg.id}` }),
        providesTags: ['admin'],
      }),
      adminPauseClock: build.mutation<AdminPauseClockApiResponse, AdminPauseClockApiArg>({
        query: () => ({ url: `/api/admin/clock/pause`, method: 'POST' }),
        invalidatesTags: ['admin'],
      }),
      adminResumeClock: build.mutation<AdminResumeClockApiResponse, AdminResumeClockApiArg>({
        query: () => ({ url: `/api/admin/clock/resume`, method: 'POST' }),
        invalidatesTags: ['admin'],
      }),
      adminGetEconomy: build.query<AdminGetEconomyApiResponse, AdminGetEconomyApiArg>({
        query: () => ({ url: `/api/admin/economy` }),
        providesTags: ['admin'],
      }),
      adminDeleteFeature: build.mutation<AdminDeleteFeatureApiResponse, AdminDeleteFeatureApiArg>({
        query: (queryArg) => ({ url: `/api/admin/features/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['admin'],
      }),
      adminUpdateFeature: build.mutation<AdminUpdateFeatureApiResponse, AdminUpdateFeatureApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/features/${queryArg.id}`,
          method: 'PATCH',
          body: queryArg.adminUpdateFeatureDto,
        }),
        invalidatesTags: ['admin'],
      }),
      adminDeleteFeatureComment: build.mutation<AdminDeleteFeatureCommentApiResponse, AdminDeleteFeatureCommentApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/features/${queryArg.id}/comments/${queryArg.commentId}`,
          method: 'DELETE',
        }),
        invalidatesTags: ['admin'],
      }),
      adminUpdateFeatureComment: build.mutation<AdminUpdateFeatureCommentApiResponse, AdminUpdateFeatureCommentApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/features/${queryArg.id}/comments/${queryArg.commentId}`,
          method: 'PATCH',
          body: queryArg.adminUpdateCommentDto,
        }),
        invalidatesTags: ['admin'],
      }),
      adminListNewsletter: build.query<AdminListNewsletterApiResponse, AdminListNewsletterApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/newsletter`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
            search: queryArg.search,
          },
        }),
        providesTags: ['admin'],
      }),
      adminExportNewsletter: build.query<AdminExportNewsletterApiResponse, AdminExportNewsletterApiArg>({
        query: () => ({ url: `/api/admin/newsletter.csv` }),
        providesTags: ['admin'],
      }),
      adminListUsers: build.query<AdminListUsersApiResponse, AdminListUsersApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/users`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
            search: queryArg.search,
            role: queryArg.role,
          },
        }),
        providesTags: ['admin'],
      }),
      adminGetUser: build.query<AdminGetUserApiResponse, AdminGetUserApiArg>({
        query: (queryArg) => ({ url: `/api/admin/users/${queryArg.id}` }),
        providesTags: ['admin'],
      }),
      adminDisableUser: build.mutation<AdminDisableUserApiResponse, AdminDisableUserApiArg>({
        query: (queryArg) => ({ url: `/api/admin/users/${queryArg.id}/disable`, method: 'POST' }),
        invalidatesTags: ['admin'],
      }),
      adminEnableUser: build.mutation<AdminEnableUserApiResponse, AdminEnableUserApiArg>({
        query: (queryArg) => ({ url: `/api/admin/users/${queryArg.id}/enable`, method: 'POST' }),
        invalidatesTags: ['admin'],
      }),
      adminSetUserRole: build.mutation<AdminSetUserRoleApiResponse, AdminSetUserRoleApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/users/${queryArg.id}/role`,
          method: 'POST',
          body: queryArg.setRoleDto,
        }),
        invalidatesTags: ['admin'],
      }),
      adminVerifyUserEmail: build.mutation<AdminVerifyUserEmailApiResponse, AdminVerifyUserEmailApiArg>({
        query: (queryArg) => ({ url: `/api/admin/users/${queryArg.id}/verify-email`, method: 'POST' }),
        invalidatesTags: ['admin'],
      }),
      adminListWaitlist: build.query<AdminListWaitlistApiResponse, AdminListWaitlistApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/waitlist`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
            search: queryArg.search,
          },
        }),
        providesTags: ['admin'],
      }),
      adminExportWaitlist: build.query<AdminExportWaitlistApiResponse, AdminExportWaitlistApiArg>({
        query: () => ({ url: `/api/admin/waitlist.csv` }),
        providesTags: ['admin'],
      }),
      recordAnalyticsEvent: build.mutation<RecordAnalyticsEventApiResponse, RecordAnalyticsEventApiArg>({
        query: (queryArg) => ({ url: `/api/analytics/events`, method: 'POST', body: queryArg.analyticsEventDto }),
        invalidatesTags: ['analytics'],
      }),
      getAnalyticsSummary: build.query<GetAnalyticsSummaryApiResponse, GetAnalyticsSummaryApiArg>({
        query: (queryArg) => ({
          url: `/api/analytics/summary`,
          params: {
            days: queryArg.days,
          },
        }),
        providesTags: ['analytics'],
      }),
      listApiKeys: build.query<ListApiKeysApiResponse, ListApiKeysApiArg>({
        query: () => ({ url: `/api/auth/api-keys` }),
        providesTags: ['auth'],
      }),
      createApiKey: build.mutation<CreateApiKeyApiResponse, CreateApiKeyApiArg>({
        query: (queryArg) => ({ url: `/api/auth/api-keys`, method: 'POST', body: queryArg.createApiKeyDto }),
        invalidatesTags: ['auth'],
      }),
      revokeApiKey: build.mutation<RevokeApiKeyApiResponse, RevokeApiKeyApiArg>({
        query: (queryArg) => ({ url: `/api/auth/api-keys/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['auth'],
      }),
      forgotPassword: build.mutation<ForgotPasswordApiResponse, ForgotPasswordApiArg>({
        query: (queryArg) => ({ url: `/api/auth/forgot-password`, method: 'POST', body: queryArg.emailDto }),
        invalidatesTags: ['auth'],
      }),
      login: build.mutation<LoginApiResponse, LoginApiArg>({
        query: (queryArg) => ({ url: `/api/auth/login`, method: 'POST', body: queryArg.loginDto }),
        invalidatesTags: ['auth'],
      }),
      logout: build.mutation<LogoutApiResponse, LogoutApiArg>({
        query: (queryArg) => ({ url: `/api/auth/logout`, method: 'POST', body: queryArg.logoutDto }),
        invalidatesTags: ['auth'],
      }),
      getMe: build.query<GetMeApiResponse, GetMeApiArg>({
        query: () => ({ url: `/api/auth/me` }),
        providesTags: ['auth'],
      }),
      refreshSession: build.mutation<RefreshSessionApiResponse, RefreshSessionApiArg>({
        query: (queryArg) => ({
          url: `/api/auth/refresh`,
          method: 'POST',
          body: queryArg.refreshDto,
          headers: {
            'user-agent': queryArg['user-agent'],
          },
        }),
        invalidatesTags: ['auth'],
      }),
      register: build.mutation<RegisterApiResponse, RegisterApiArg>({
        query: (queryArg) => ({ url: `/api/auth/register`, method: 'POST', body: queryArg.registerDto }),
        invalidatesTags: ['auth'],
      }),
      resendVerification: build.mutation<ResendVerificationApiResponse, ResendVerificationApiArg>({
        query: (queryArg) => ({ url: `/api/auth/resend-verification`, method: 'POST', body: queryArg.emailDto }),
        invalidatesTags: ['auth'],
      }),
      resetPassword: build.mutation<ResetPasswordApiResponse, ResetPasswordApiArg>({
        query: (queryArg) => ({ url: `/api/auth/reset-password`, method: 'POST', body: queryArg.resetPasswordDto }),
        invalidatesTags: ['auth'],
      }),
      verifyEmail: build.query<VerifyEmailApiResponse, VerifyEmailApiArg>({
        query: (queryArg) => ({ url: `/api/auth/verify-email/${queryArg.token}` }),
        providesTags: ['auth'],
      }),
      listAwards: build.query<ListAwardsApiResponse, ListAwardsApiArg>({
        query: (queryArg) => ({
          url: `/api/awards`,
          params: {
            year: queryArg.year,
          },
        }),
        providesTags: ['public site'],
      }),
      deleteBlock: build.mutation<DeleteBlockApiResponse, DeleteBlockApiArg>({
        query: (queryArg) => ({ url: `/api/blocks/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['blocks'],
      }),
      getBlock: build.query<GetBlockApiResponse, GetBlockApiArg>({
        query: (queryArg) => ({ url: `/api/blocks/${queryArg.id}` }),
        providesTags: ['blocks'],
      }),
      updateBlock: build.mutation<UpdateBlockApiResponse, UpdateBlockApiArg>({
        query: (queryArg) => ({ url: `/api/blocks/${queryArg.id}`, method: 'PATCH', body: queryArg.updateBlockDto }),
        invalidatesTags: ['blocks'],
      }),
      getBlockDetails: build.query<GetBlockDetailsApiResponse, GetBlockDetailsApiArg>({
        query: (queryArg) => ({ url: `/api/blocks/${queryArg.id}/details` }),
        providesTags: ['blocks'],
      }),
      harvestBlock: build.mutation<HarvestBlockApiResponse, HarvestBlockApiArg>({
        query: (queryArg) => ({ url: `/api/blocks/${queryArg.id}/harvest`, method: 'POST' }),
        invalidatesTags: ['blocks'],
      }),
      protectBlock: build.mutation<ProtectBlockApiResponse, ProtectBlockApiArg>({
        query: (queryArg) => ({
          url: `/api/blocks/${queryArg.id}/protections`,
          method: 'POST',
          body: queryArg.protectBlockDto,
        }),
        invalidatesTags: ['blocks'],
      }),
      getBlockWeather: build.query<GetBlockWeatherApiResponse, GetBlockWeatherApiArg>({
        query: (queryArg) => ({ url: `/api/blocks/${queryArg.id}/weather` }),
        providesTags: ['blocks'],
      }),
      getBlockVineyardWork: build.query<GetBlockVineyardWorkApiResponse, GetBlockVineyardWorkApiArg>({
        query: (queryArg) => ({ url: `/api/blocks/${queryArg.id}/work` }),
        providesTags: ['blocks'],
      }),
      doBlockVineyardWork: build.mutation<DoBlockVineyardWorkApiResponse, DoBlockVineyardWorkApiArg>({
        query: (queryArg) => ({
          url: `/api/blocks/${queryArg.id}/work`,
          method: 'POST',
          body: queryArg.doVineyardWorkDto,
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
          },
        }),
        invalidatesTags: ['blocks'],
      }),
      getPublicConfig: build.query<GetPublicConfigApiResponse, GetPublicConfigApiArg>({
        query: () => ({ url: `/api/config` }),
        providesTags: ['config'],
      }),
      sendContactMessage: build.mutation<SendContactMessageApiResponse, SendContactMessageApiArg>({
        query: (queryArg) => ({ url: `/api/contact`, method: 'POST', body: queryArg.contactDto }),
        invalidatesTags: ['public site'],
      }),
      listContactMessages: build.query<ListContactMessagesApiResponse, ListContactMessagesApiArg>({
        query: () => ({ url: `/api/contact/messages` }),
        providesTags: ['public site'],
      }),
      listCriticReviews: build.query<ListCriticReviewsApiResponse, ListCriticReviewsApiArg>({
        query: (queryArg) => ({
          url: `/api/critics/reviews`,
          params: {
            page: queryArg.page,
          },
        }),
        providesTags: ['public site'],
      }),
      listEstates: build.query<ListEstatesApiResponse, ListEstatesApiArg>({
        query: () => ({ url: `/api/estates` }),
        providesTags: ['estates'],
      }),
      createEstate: build.mutation<CreateEstateApiResponse, CreateEstateApiArg>({
        query: (queryArg) => ({ url: `/api/estates`, method: 'POST', body: queryArg.createEstateDto }),
        invalidatesTags: ['estates'],
      }),
      getBottleStore: build.query<GetBottleStoreApiResponse, GetBottleStoreApiArg>({
        query: (queryArg) => ({ url: `/api/estates/${queryArg.estateId}/bottle-store` }),
        providesTags: ['winery'],
      }),
      buildBottleStore: build.mutation<BuildBottleStoreApiResponse, BuildBottleStoreApiArg>({
        query: (queryArg) => ({
          url: `/api/estates/${queryArg.estateId}/bottle-store/extensions`,
          method: 'POST',
          body: queryArg.buildBottleStoreDto,
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
          },
        }),
        invalidatesTags: ['winery'],
      }),
      listEstateCampaigns: build.query<ListEstateCampaignsApiResponse, ListEstateCampaignsApiArg>({
        query: (queryArg) => ({ url: `/api/estates/${queryArg.estateId}/campaigns` }),
        providesTags: ['winery'],
      }),
      runEstateCampaign: build.mutation<RunEstateCampaignApiResponse, RunEstateCampaignApiArg>({
        query: (queryArg) => ({
          url: `/api/estates/${queryArg.estateId}/campaigns`,
          method: 'POST',
          body: queryArg.runCampaignDto,
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
          },
        }),
        invalidatesTags: ['winery'],
      }),
      getEstateCellar: build.query<GetEstateCellarApiResponse, GetEstateCellarApiArg>({
        query: (queryArg) => ({ url: `/api/estates/${queryArg.estateId}/cellar` }),
        providesTags: ['winery'],
      }),
      getCellarDoor: build.query<GetCellarDoorApiResponse, GetCellarDoorApiArg>({
        query: (queryArg) => ({ url: `/api/estates/${queryArg.estateId}/cellar-door` }),
        providesTags: ['winery'],
      }),
      buildCellarDoor: build.mutation<BuildCellarDoorApiResponse, BuildCellarDoorApiArg>({
        query: (queryArg) => ({
          url: `/api/estates/${queryArg.estateId}/cellar-door`,
          method: 'POST',
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
          },
        }),
        invalidatesTags: ['winery'],
      }),
      sellAtCellarDoor: build.mutation<SellAtCellarDoorApiResponse, SellAtCellarDoorApiArg>({
        query: (queryArg) => ({
          url: `/api/estates/${queryArg.estateId}/cellar-door/sales`,
          method: 'POST',
          body: queryArg.sellAtCellarDoorDto,
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
          },
        }),
        invalidatesTags: ['winery'],
      }),
      listEstateContracts: build.query<ListEstateContractsApiResponse, ListEstateContractsApiArg>({
        query: (queryArg) => ({ url: `/api/estates/${queryArg.estateId}/contracts` }),
        providesTags: ['contracts'],
      }),
      acceptEstateContract: build.mutation<AcceptEstateContractApiResponse, AcceptEstateContractApiArg>({
        query: (queryArg) => ({
          url: `/api/estates/${queryArg.estateId}/contracts`,
          method: 'POST',
          body: queryArg.acceptContractDto,
        }),
        invalidatesTags: ['contracts'],
      }),
      deliverEstateContract: build.mutation<DeliverEstateContractApiResponse, DeliverEstateContractApiArg>({
        query: (queryArg) => ({
          url: `/api/estates/${queryArg.estateId}/contracts/${queryArg.contractId}/deliver`,
          method: 'POST',
          body: queryArg.deliverContractDto,
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
          },
        }),
        invalidatesTags: ['contracts'],
      }),
      getEquipment: build.query<GetEquipmentApiResponse, GetEquipmentApiArg>({
        query: (queryArg) => ({ url: `/api/estates/${queryArg.estateId}/equipment` }),
        providesTags: ['winery'],
      }),
      buyEquipment: build.mutation<BuyEquipmentApiResponse, BuyEquipmentApiArg>({
        query: (queryArg) => ({
          url: `/api/estates/${queryArg.estateId}/equipment`,
          method: 'POST',
          body: queryArg.buyEquipmentDto,
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
          },
        }),
        invalidatesTags: ['winery'],
      }),
      getEstateFinances: build.query<GetEstateFinancesApiResponse, GetEstateFinancesApiArg>({
        query: (queryArg) => ({
          url: `/api/estates/${queryArg.estateId}/finances`,
          params: {
            year: queryArg.year,
          },
        }),
        providesTags: ['finances'],
      }),
      listEstateGrapeLots: build.query<ListEstateGrapeLotsApiResponse, ListEstateGrapeLotsApiArg>({
        query: (queryArg) => ({ url: `/api/estates/${queryArg.estateId}/grape-lots` }),
        providesTags: ['grapes'],
      }),
      getEstateLedger: build.query<GetEstateLedgerApiResponse, GetEstateLedgerApiArg>({
        query: (queryArg) => ({
          url: `/api/estates/${queryArg.estateId}/ledger`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
            kind: queryArg.kind,
          },
        }),
        providesTags: ['finances'],
      }),
      getEstateMilestones: build.query<GetEstateMilestonesApiResponse, GetEstateMilestonesApiArg>({
        query: (queryArg) => ({ url: `/api/estates/${queryArg.estateId}/milestones` }),
        providesTags: ['estates'],
      }),
      listEstateNotifications: build.query<ListEstateNotificationsApiResponse, ListEstateNotificationsApiArg>({
        query: (queryArg) => ({
          url: `/api/estates/${queryArg.estateId}/notifications`,
          params: {
            unread: queryArg.unread,
            page: queryArg.page,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['notifications'],
      }),
      markAllNotificationsRead: build.mutation<MarkAllNotificationsReadApiResponse, MarkAllNotificationsReadApiArg>({
        query: (queryArg) => ({
          url: `/api/estates/${queryArg.estateId}/notifications/read-all`,
          method: 'POST',
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
          },
        }),
        invalidatesTags: ['notifications'],
      }),
      listEstatePlots: build.query<ListEstatePlotsApiResponse, ListEstatePlotsApiArg>({
        query: (queryArg) => ({ url: `/api/estates/${queryArg.estateId}/plots` }),
        providesTags: ['plots'],
      }),
      buyLand: build.mutation<BuyLandApiResponse, BuyLandApiArg>({
        query: (queryArg) => ({
          url: `/api/estates/${queryArg.estateId}/plots`,
          method: 'POST',
          body: queryArg.buyLandDto,
        }),
        invalidatesTags: ['plots'],
      }),
      getEstatePlotsTotalSize: build.query<GetEstatePlotsTotalSizeApiResponse, GetEstatePlotsTotalSizeApiArg>({
        query: (queryArg) => ({ url: `/api/estates/${queryArg.estateId}/plots/total-size` }),
        providesTags: ['plots'],
      }),
      getEstateReputation: build.query<GetEstateReputationApiResponse, GetEstateReputationApiArg>({
        query: (queryArg) => ({ url: `/api/estates/${queryArg.estateId}/reputation` }),
        providesTags: ['estates'],
      }),
      getStaff: build.query<GetStaffApiResponse, GetStaffApiArg>({
        query: (queryArg) => ({ url: `/api/estates/${queryArg.estateId}/staff` }),
        providesTags: ['staff'],
      }),
      hireStaff: build.mutation<HireStaffApiResponse, HireStaffApiArg>({
        query: (queryArg) => ({
          url: `/api/estates/${queryArg.estateId}/staff`,
          method: 'POST',
          body: queryArg.hireStaffDto,
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
          },
        }),
        invalidatesTags: ['staff'],
      }),
      setStaffSalesRule: build.mutation<SetStaffSalesRuleApiResponse, SetStaffSalesRuleApiArg>({
        query: (queryArg) => ({
          url: `/api/estates/${queryArg.estateId}/staff/sales-rule`,
          method: 'PUT',
          body: queryArg.salesRuleDto,
        }),
        invalidatesTags: ['staff'],
      }),
      dismissStaff: build.mutation<DismissStaffApiResponse, DismissStaffApiArg>({
        query: (queryArg) => ({ url: `/api/estates/${queryArg.estateId}/staff/${queryArg.staffId}`, method: 'DELETE' }),
        invalidatesTags: ['staff'],
      }),
      buyVessels: build.mutation<BuyVesselsApiResponse, BuyVesselsApiArg>({
        query: (queryArg) => ({
          url: `/api/estates/${queryArg.estateId}/vessels`,
          method: 'POST',
          body: queryArg.buyVesselsDto,
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
          },
        }),
        invalidatesTags: ['winery'],
      }),
      getEstateVineyardWork: build.query<GetEstateVineyardWorkApiResponse, GetEstateVineyardWorkApiArg>({
        query: (queryArg) => ({ url: `/api/estates/${queryArg.estateId}/vineyard-work` }),
        providesTags: ['blocks'],
      }),
      getEstateWeatherThreats: build.query<GetEstateWeatherThreatsApiResponse, GetEstateWeatherThreatsApiArg>({
        query: (queryArg) => ({ url: `/api/estates/${queryArg.estateId}/weather-threats` }),
        providesTags: ['blocks'],
      }),
      createWineBatch: build.mutation<CreateWineBatchApiResponse, CreateWineBatchApiArg>({
        query: (queryArg) => ({
          url: `/api/estates/${queryArg.estateId}/wine-batches`,
          method: 'POST',
          body: queryArg.createWineBatchDto,
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
          },
        }),
        invalidatesTags: ['winery'],
      }),
      blendWineBatches: build.mutation<BlendWineBatchesApiResponse, BlendWineBatchesApiArg>({
        query: (queryArg) => ({
          url: `/api/estates/${queryArg.estateId}/wine-batches/blend`,
          method: 'POST',
          body: queryArg.blendWineBatchesDto,
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
          },
        }),
        invalidatesTags: ['winery'],
      }),
      listEstateWineSales: build.query<ListEstateWineSalesApiResponse, ListEstateWineSalesApiArg>({
        query: (queryArg) => ({ url: `/api/estates/${queryArg.estateId}/wine-sales` }),
        providesTags: ['winery'],
      }),
      listEstateWines: build.query<ListEstateWinesApiResponse, ListEstateWinesApiArg>({
        query: (queryArg) => ({ url: `/api/estates/${queryArg.estateId}/wines` }),
        providesTags: ['winery'],
      }),
      deleteEstate: build.mutation<DeleteEstateApiResponse, DeleteEstateApiArg>({
        query: (queryArg) => ({ url: `/api/estates/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['estates'],
      }),
      getEstate: build.query<GetEstateApiResponse, GetEstateApiArg>({
        query: (queryArg) => ({ url: `/api/estates/${queryArg.id}` }),
        providesTags: ['estates'],
      }),
      renameEstate: build.mutation<RenameEstateApiResponse, RenameEstateApiArg>({
        query: (queryArg) => ({ url: `/api/estates/${queryArg.id}`, method: 'PATCH', body: queryArg.renameEstateDto }),
        invalidatesTags: ['estates'],
      }),
      withdrawEstateInvitation: build.mutation<WithdrawEstateInvitationApiResponse, WithdrawEstateInvitationApiArg>({
        query: (queryArg) => ({
          url: `/api/estates/${queryArg.id}/invitations/${queryArg.invitationId}`,
          method: 'DELETE',
        }),
        invalidatesTags: ['estates'],
      }),
      leaveEstate: build.mutation<LeaveEstateApiResponse, LeaveEstateApiArg>({
        query: (queryArg) => ({ url: `/api/estates/${queryArg.id}/leave`, method: 'POST' }),
        invalidatesTags: ['estates'],
      }),
      addEstateOwner: build.mutation<AddEstateOwnerApiResponse, AddEstateOwnerApiArg>({
        query: (queryArg) => ({
          url: `/api/estates/${queryArg.id}/owners`,
          method: 'POST',
          body: queryArg.addOwnerDto,
        }),
        invalidatesTags: ['estates'],
      }),
      removeEstateOwner: build.mutation<RemoveEstateOwnerApiResponse, RemoveEstateOwnerApiArg>({
        query: (queryArg) => ({ url: `/api/estates/${queryArg.id}/owners/${queryArg.userId}`, method: 'DELETE' }),
        invalidatesTags: ['estates'],
      }),
      getGrapePriceHistory: build.query<GetGrapePriceHistoryApiResponse, GetGrapePriceHistoryApiArg>({
        query: (queryArg) => ({
          url: `/api/exchange/grape-history`,
          params: {
            region: queryArg.region,
            colour: queryArg.colour,
          },
        }),
        providesTags: ['exchange'],
      }),
      getGrapePriceBand: build.query<GetGrapePriceBandApiResponse, GetGrapePriceBandApiArg>({
        query: (queryArg) => ({ url: `/api/exchange/grape-lots/${queryArg.lotId}/band` }),
        providesTags: ['exchange'],
      }),
      searchGrapeOffers: build.query<SearchGrapeOffersApiResponse, SearchGrapeOffersApiArg>({
        query: (queryArg) => ({
          url: `/api/exchange/grape-offers`,
          params: {
            region: queryArg.region,
            colour: queryArg.colour,
            sort: queryArg.sort,
            page: queryArg.page,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['exchange'],
      }),
      createGrapeOffer: build.mutation<CreateGrapeOfferApiResponse, CreateGrapeOfferApiArg>({
        query: (queryArg) => ({
          url: `/api/exchange/grape-offers`,
          method: 'POST',
          body: queryArg.createGrapeOfferDto,
        }),
        invalidatesTags: ['exchange'],
      }),
      withdrawGrapeOffer: build.mutation<WithdrawGrapeOfferApiResponse, WithdrawGrapeOfferApiArg>({
        query: (queryArg) => ({ url: `/api/exchange/grape-offers/${queryArg.offerId}`, method: 'DELETE' }),
        invalidatesTags: ['exchange'],
      }),
      getGrapeOffer: build.query<GetGrapeOfferApiResponse, GetGrapeOfferApiArg>({
        query: (queryArg) => ({ url: `/api/exchange/grape-offers/${queryArg.offerId}` }),
        providesTags: ['exchange'],
      }),
      buyGrapeOffer: build.mutation<BuyGrapeOfferApiResponse, BuyGrapeOfferApiArg>({
        query: (queryArg) => ({
          url: `/api/exchange/grape-offers/${queryArg.offerId}/purchase`,
          method: 'POST',
          body: queryArg.buyGrapeOfferDto,
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
          },
        }),
        invalidatesTags: ['exchange'],
      }),
      quoteGrapePurchase: build.query<QuoteGrapePurchaseApiResponse, QuoteGrapePurchaseApiArg>({
        query: (queryArg) => ({
          url: `/api/exchange/grape-offers/${queryArg.offerId}/quote`,
          params: {
            estateId: queryArg.estateId,
            kilograms: queryArg.kilograms,
          },
        }),
        providesTags: ['exchange'],
      }),
      getExchangePriceHistory: build.query<GetExchangePriceHistoryApiResponse, GetExchangePriceHistoryApiArg>({
        query: (queryArg) => ({
          url: `/api/exchange/history`,
          params: {
            region: queryArg.region,
            colour: queryArg.colour,
            tier: queryArg.tier,
          },
        }),
        providesTags: ['exchange'],
      }),
      getExchangePriceBand: build.query<GetExchangePriceBandApiResponse, GetExchangePriceBandApiArg>({
        query: (queryArg) => ({ url: `/api/exchange/lots/${queryArg.lotId}/band` }),
        providesTags: ['exchange'],
      }),
      listMyGrapeOffers: build.query<ListMyGrapeOffersApiResponse, ListMyGrapeOffersApiArg>({
        query: () => ({ url: `/api/exchange/my-grape-offers` }),
        providesTags: ['exchange'],
      }),
      listMyExchangeOffers: build.query<ListMyExchangeOffersApiResponse, ListMyExchangeOffersApiArg>({
        query: () => ({ url: `/api/exchange/my-offers` }),
        providesTags: ['exchange'],
      }),
      searchExchangeOffers: build.query<SearchExchangeOffersApiResponse, SearchExchangeOffersApiArg>({
        query: (queryArg) => ({
          url: `/api/exchange/offers`,
          params: {
            region: queryArg.region,
            colour: queryArg.colour,
            tier: queryArg.tier,
            minPrice: queryArg.minPrice,
            maxPrice: queryArg.maxPrice,
            sort: queryArg.sort,
            page: queryArg.page,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['exchange'],
      }),
      createExchangeOffer: build.mutation<CreateExchangeOfferApiResponse, CreateExchangeOfferApiArg>({
        query: (queryArg) => ({ url: `/api/exchange/offers`, method: 'POST', body: queryArg.createOfferDto }),
        invalidatesTags: ['exchange'],
      }),
      withdrawExchangeOffer: build.mutation<WithdrawExchangeOfferApiResponse, WithdrawExchangeOfferApiArg>({
        query: (queryArg) => ({ url: `/api/exchange/offers/${queryArg.offerId}`, method: 'DELETE' }),
        invalidatesTags: ['exchange'],
      }),
      getExchangeOffer: build.query<GetExchangeOfferApiResponse, GetExchangeOfferApiArg>({
        query: (queryArg) => ({ url: `/api/exchange/offers/${queryArg.offerId}` }),
        providesTags: ['exchange'],
      }),
      getExchangeWineHistory: build.query<GetExchangeWineHistoryApiResponse, GetExchangeWineHistoryApiArg>({
        query: (queryArg) => ({ url: `/api/exchange/offers/${queryArg.offerId}/history` }),
        providesTags: ['exchange'],
      }),
      buyExchangeOffer: build.mutation<BuyExchangeOfferApiResponse, BuyExchangeOfferApiArg>({
        query: (queryArg) => ({
          url: `/api/exchange/offers/${queryArg.offerId}/purchase`,
          method: 'POST',
          body: queryArg.buyOfferDto,
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
          },
        }),
        invalidatesTags: ['exchange'],
      }),
      quoteExchangePurchase: build.query<QuoteExchangePurchaseApiResponse, QuoteExchangePurchaseApiArg>({
        query: (queryArg) => ({
          url: `/api/exchange/offers/${queryArg.offerId}/quote`,
          params: {
            estateId: queryArg.estateId,
            bottles: queryArg.bottles,
          },
        }),
        providesTags: ['exchange'],
      }),
      listFeatures: build.query<ListFeaturesApiResponse, ListFeaturesApiArg>({
        query: (queryArg) => ({
          url: `/api/features`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
            search: queryArg.search,
            tag: queryArg.tag,
            sort: queryArg.sort,
          },
        }),
        providesTags: ['features'],
      }),
      createFeature: build.mutation<CreateFeatureApiResponse, CreateFeatureApiArg>({
        query: (queryArg) => ({ url: `/api/features`, method: 'POST', body: queryArg.createFeatureDto }),
        invalidatesTags: ['features'],
      }),
      getFeatureStatistics: build.query<GetFeatureStatisticsApiResponse, GetFeatureStatisticsApiArg>({
        query: () => ({ url: `/api/features/statistics` }),
        providesTags: ['features'],
      }),
      listFeaturesByStatus: build.query<ListFeaturesByStatusApiResponse, ListFeaturesByStatusApiArg>({
        query: (queryArg) => ({
          url: `/api/features/status/${queryArg.status}`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
            search: queryArg.search,
            tag: queryArg.tag,
            sort: queryArg.sort,
          },
        }),
        providesTags: ['features'],
      }),
      listFeatureTags: build.query<ListFeatureTagsApiResponse, ListFeatureTagsApiArg>({
        query: () => ({ url: `/api/features/tags` }),
        providesTags: ['features'],
      }),
      listTrendingFeatures: build.query<ListTrendingFeaturesApiResponse, ListTrendingFeaturesApiArg>({
        query: (queryArg) => ({
          url: `/api/features/trending`,
          params: {
            limit: queryArg.limit,
          },
        }),
        providesTags: ['features'],
      }),
      listMyFeatureVotes: build.query<ListMyFeatureVotesApiResponse, ListMyFeatureVotesApiArg>({
        query: () => ({ url: `/api/features/user/votes` }),
        providesTags: ['features'],
      }),
      getFeature: build.query<GetFeatureApiResponse, GetFeatureApiArg>({
        query: (queryArg) => ({ url: `/api/features/${queryArg.id}` }),
        providesTags: ['features'],
      }),
      updateFeature: build.mutation<UpdateFeatureApiResponse, UpdateFeatureApiArg>({
        query: (queryArg) => ({
          url: `/api/features/${queryArg.id}`,
          method: 'PATCH',
          body: queryArg.updateFeatureDto,
        }),
        invalidatesTags: ['features'],
      }),
      listFeatureComments: build.query<ListFeatureCommentsApiResponse, ListFeatureCommentsApiArg>({
        query: (queryArg) => ({ url: `/api/features/${queryArg.id}/comments` }),
        providesTags: ['features'],
      }),
      addFeatureComment: build.mutation<AddFeatureCommentApiResponse, AddFeatureCommentApiArg>({
        query: (queryArg) => ({
          url: `/api/features/${queryArg.id}/comments`,
          method: 'POST',
          body: queryArg.createCommentDto,
        }),
        invalidatesTags: ['features'],
      }),
      voteOnFeature: build.mutation<VoteOnFeatureApiResponse, VoteOnFeatureApiArg>({
        query: (queryArg) => ({ url: `/api/features/${queryArg.id}/vote`, method: 'POST', body: queryArg.voteDto }),
        invalidatesTags: ['features'],
      }),
      getGameTime: build.query<GetGameTimeApiResponse, GetGameTimeApiArg>({
        query: () => ({ url: `/api/game/time` }),
        providesTags: ['game time'],
      }),
      advanceGameTime: build.mutation<AdvanceGameTimeApiResponse, AdvanceGameTimeApiArg>({
        query: () => ({ url: `/api/game/time/update`, method: 'POST' }),
        invalidatesTags: ['game time'],
      }),
      quoteGrapeSale: build.query<QuoteGrapeSaleApiResponse, QuoteGrapeSaleApiArg>({
        query: (queryArg) => ({
          url: `/api/grape-lots/${queryArg.id}/quote`,
          params: {
            kilograms: queryArg.kilograms,
          },
        }),
        providesTags: ['grapes'],
      }),
      sellGrapes: build.mutation<SellGrapesApiResponse, SellGrapesApiArg>({
        query: (queryArg) => ({
          url: `/api/grape-lots/${queryArg.id}/sell`,
          method: 'POST',
          body: queryArg.sellGrapesDto,
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
          },
        }),
        invalidatesTags: ['grapes'],
      }),
      getHealth: build.query<GetHealthApiResponse, GetHealthApiArg>({
        query: () => ({ url: `/api/health` }),
        providesTags: ['health'],
      }),
      getReadiness: build.query<GetReadinessApiResponse, GetReadinessApiArg>({
        query: () => ({ url: `/api/health/ready` }),
        providesTags: ['health'],
      }),
      listInvitations: build.query<ListInvitationsApiResponse, ListInvitationsApiArg>({
        query: () => ({ url: `/api/invitations` }),
        providesTags: ['estates'],
      }),
      acceptInvitation: build.mutation<AcceptInvitationApiResponse, AcceptInvitationApiArg>({
        query: (queryArg) => ({ url: `/api/invitations/${queryArg.id}/accept`, method: 'POST' }),
        invalidatesTags: ['estates'],
      }),
      declineInvitation: build.mutation<DeclineInvitationApiResponse, DeclineInvitationApiArg>({
        query: (queryArg) => ({ url: `/api/invitations/${queryArg.id}/decline`, method: 'POST' }),
        invalidatesTags: ['estates'],
      }),
      getLeaderboard: build.query<GetLeaderboardApiResponse, GetLeaderboardApiArg>({
        query: (queryArg) => ({
          url: `/api/leaderboard`,
          params: {
            by: queryArg.by,
          },
        }),
        providesTags: ['public site'],
      }),
      getMarketIndex: build.query<GetMarketIndexApiResponse, GetMarketIndexApiArg>({
        query: (queryArg) => ({
          url: `/api/market/index`,
          params: {
            region: queryArg.region,
            color: queryArg.color,
            tier: queryArg.tier,
          },
        }),
        providesTags: ['winery'],
      }),
      searchMarketplacePlots: build.query<SearchMarketplacePlotsApiResponse, SearchMarketplacePlotsApiArg>({
        query: (queryArg) => ({
          url: `/api/marketplace/plots`,
          params: {
            region: queryArg.region,
            minPrice: queryArg.minPrice,
            maxPrice: queryArg.maxPrice,
            minSize: queryArg.minSize,
            maxSize: queryArg.maxSize,
            soilType: queryArg.soilType,
            sort: queryArg.sort,
            page: queryArg.page,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['marketplace'],
      }),
      getMarketplacePlot: build.query<GetMarketplacePlotApiResponse, GetMarketplacePlotApiArg>({
        query: (queryArg) => ({ url: `/api/marketplace/plots/${queryArg.plotId}` }),
        providesTags: ['marketplace'],
      }),
      cancelPlotListing: build.mutation<CancelPlotListingApiResponse, CancelPlotListingApiArg>({
        query: (queryArg) => ({ url: `/api/marketplace/plots/${queryArg.plotId}/list`, method: 'DELETE' }),
        invalidatesTags: ['marketplace'],
      }),
      updatePlotListing: build.mutation<UpdatePlotListingApiResponse, UpdatePlotListingApiArg>({
        query: (queryArg) => ({
          url: `/api/marketplace/plots/${queryArg.plotId}/list`,
          method: 'PATCH',
          body: queryArg.updateListingDto,
        }),
        invalidatesTags: ['marketplace'],
      }),
      listPlotForSale: build.mutation<ListPlotForSaleApiResponse, ListPlotForSaleApiArg>({
        query: (queryArg) => ({
          url: `/api/marketplace/plots/${queryArg.plotId}/list`,
          method: 'POST',
          body: queryArg.listPlotDto,
        }),
        invalidatesTags: ['marketplace'],
      }),
      purchaseMarketplacePlot: build.mutation<PurchaseMarketplacePlotApiResponse, PurchaseMarketplacePlotApiArg>({
        query: (queryArg) => ({
          url: `/api/marketplace/plots/${queryArg.plotId}/purchase`,
          method: 'POST',
          body: queryArg.purchasePlotDto,
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
          },
        }),
        invalidatesTags: ['marketplace'],
      }),
      getPlotValuation: build.query<GetPlotValuationApiResponse, GetPlotValuationApiArg>({
        query: (queryArg) => ({ url: `/api/marketplace/plots/${queryArg.plotId}/valuation` }),
        providesTags: ['marketplace'],
      }),
      getMetrics: build.query<GetMetricsApiResponse, GetMetricsApiArg>({
        query: () => ({ url: `/api/metrics` }),
        providesTags: ['operations'],
      }),
      subscribeNewsletter: build.mutation<SubscribeNewsletterApiResponse, SubscribeNewsletterApiArg>({
        query: (queryArg) => ({
          url: `/api/newsletter/subscribe`,
          method: 'POST',
          body: queryArg.newsletterSubscribeDto,
        }),
        invalidatesTags: ['public site'],
      }),
      markNotificationRead: build.mutation<MarkNotificationReadApiResponse, MarkNotificationReadApiArg>({
        query: (queryArg) => ({
          url: `/api/notifications/${queryArg.id}/read`,
          method: 'POST',
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
          },
        }),
        invalidatesTags: ['notifications'],
      }),
      deletePlot: build.mutation<DeletePlotApiResponse, DeletePlotApiArg>({
        query: (queryArg) => ({ url: `/api/plots/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['plots'],
      }),
      getPlot: build.query<GetPlotApiResponse, GetPlotApiArg>({
        query: (queryArg) => ({ url: `/api/plots/${queryArg.id}` }),
        providesTags: ['plots'],
      }),
      updatePlot: build.mutation<UpdatePlotApiResponse, UpdatePlotApiArg>({
        query: (queryArg) => ({ url: `/api/plots/${queryArg.id}`, method: 'PATCH', body: queryArg.updatePlotDto }),
        invalidatesTags: ['plots'],
      }),
      getPlotDetails: build.query<GetPlotDetailsApiResponse, GetPlotDetailsApiArg>({
        query: (queryArg) => ({ url: `/api/plots/${queryArg.id}/details` }),
        providesTags: ['plots'],
      }),
      listPlotBlocks: build.query<ListPlotBlocksApiResponse, ListPlotBlocksApiArg>({
        query: (queryArg) => ({ url: `/api/plots/${queryArg.plotId}/blocks` }),
        providesTags: ['blocks'],
      }),
      createBlock: build.mutation<CreateBlockApiResponse, CreateBlockApiArg>({
        query: (queryArg) => ({
          url: `/api/plots/${queryArg.plotId}/blocks`,
          method: 'POST',
          body: queryArg.createBlockDto,
        }),
        invalidatesTags: ['blocks'],
      }),
      getPlotBlocksTotalSize: build.query<GetPlotBlocksTotalSizeApiResponse, GetPlotBlocksTotalSizeApiArg>({
        query: (queryArg) => ({ url: `/api/plots/${queryArg.plotId}/blocks/total-size` }),
        providesTags: ['blocks'],
      }),
      getCurrentSeason: build.query<GetCurrentSeasonApiResponse, GetCurrentSeasonApiArg>({
        query: (queryArg) => ({
          url: `/api/seasons/current`,
          params: {
            region: queryArg.region,
            estateId: queryArg.estateId,
            page: queryArg.page,
          },
        }),
        providesTags: ['public site'],
      }),
      listHallOfFame: build.query<ListHallOfFameApiResponse, ListHallOfFameApiArg>({
        query: (queryArg) => ({
          url: `/api/seasons/hall-of-fame`,
          params: {
            page: queryArg.page,
          },
        }),
        providesTags: ['public site'],
      }),
      joinWaitlist: build.mutation<JoinWaitlistApiResponse, JoinWaitlistApiArg>({
        query: (queryArg) => ({ url: `/api/waitlist/join`, method: 'POST', body: queryArg.waitlistJoinDto }),
        invalidatesTags: ['public site'],
      }),
      getWineBatch: build.query<GetWineBatchApiResponse, GetWineBatchApiArg>({
        query: (queryArg) => ({ url: `/api/wine-batches/${queryArg.id}` }),
        providesTags: ['winery'],
      }),
      bottleWineBatch: build.mutation<BottleWineBatchApiResponse, BottleWineBatchApiArg>({
        query: (queryArg) => ({
          url: `/api/wine-batches/${queryArg.id}/bottle`,
          method: 'POST',
          body: queryArg.bottleWineDto,
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
          },
        }),
        invalidatesTags: ['winery'],
      }),
      sellBulkWine: build.mutation<SellBulkWineApiResponse, SellBulkWineApiArg>({
        query: (queryArg) => ({
          url: `/api/wine-batches/${queryArg.id}/sell-bulk`,
          method: 'POST',
          body: queryArg.sellBulkDto,
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
          },
        }),
        invalidatesTags: ['winery'],
      }),
      quoteWineSale: build.query<QuoteWineSaleApiResponse, QuoteWineSaleApiArg>({
        query: (queryArg) => ({
          url: `/api/wines/${queryArg.lotId}/quote`,
          params: {
            bottles: queryArg.bottles,
          },
        }),
        providesTags: ['winery'],
      }),
      sellWine: build.mutation<SellWineApiResponse, SellWineApiArg>({
        query: (queryArg) => ({
          url: `/api/wines/${queryArg.lotId}/sell`,
          method: 'POST',
          body: queryArg.sellWineDto,
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
          },
        }),
        invalidatesTags: ['winery'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as generatedApi };
export type AdminListAuditApiResponse = /** status 200 Success */ {
  data: AuditDataDto;
  message?: string;
};
export type AdminListAuditApiArg = {
  page?: number;
  limit?: number;
  action?: string;
  /** Username of the admin who acted. */
  actor?: string;
  targetId?: string;
};
export type AdminGetClockApiResponse = /** status 200 Success */ {
  data: AdminClockDto;
  message?: string;
};
export type AdminGetClockApiArg = void;
export type AdminAdvanceClockApiResponse = /** status 202 Accepted: the job, to poll at GET /admin/clock/jobs/{id} */ {
  data: ClockJobDataDto;
  message?: string;
};
export type AdminAdvanceClockApiArg = {
  advanceClockDto: AdvanceClockDto;
};
export type AdminGetClockJobApiResponse = /** status 200 Success */ {
  data: ClockJobDataDto;
  message?: string;
};
export type AdminGetClockJobApiArg = {
  id: string;
};
export type AdminPauseClockApiResponse = /** status 200 Success */ {
  data: AdminClockDto;
  message?: string;
};
export type AdminPauseClockApiArg = void;
export type AdminResumeClockApiResponse = /** status 200 Success */ {
  data: AdminClockDto;
  message?: string;
};
export type AdminResumeClockApiArg = void;
export type AdminGetEconomyApiResponse = /** status 200 Success */ {
  data: EconomyDto;
  message?: string;
};
export type AdminGetEconomyApiArg = void;
export type AdminDeleteFeatureApiResponse = /** status 200 Success */ {
  data: DeletedFeatureDataDto;
  message?: string;
};
export type AdminDeleteFeatureApiArg = {
  id: string;
};
export type AdminUpdateFeatureApiResponse = /** status 200 Success */ {
  data: FeatureDataDto;
  message?: string;
};
export type AdminUpdateFeatureApiArg = {
  id: string;
  adminUpdateFeatureDto: AdminUpdateFeatureDto;
};
export type AdminDeleteFeatureCommentApiResponse = /** status 200 Success */ {
  data: DeletedCommentDataDto;
  message?: string;
};
export type AdminDeleteFeatureCommentApiArg = {
  id: string;
  commentId: string;
};
export type AdminUpdateFeatureCommentApiResponse = /** status 200 Success */ {
  data: AdminCommentDataDto;
  message?: string;
};
export type AdminUpdateFeatureCommentApiArg = {
  id: string;
  commentId: string;
  adminUpdateCommentDto: AdminUpdateCommentDto;
};
export type AdminListNewsletterApiResponse = /** status 200 Success */ {
  data: NewsletterDataDto;
  message?: string;
};
export type AdminListNewsletterApiArg = {
  page?: number;
  limit?: number;
  /** Part of an e-mail address, any case. */
  search?: string;
};
export type AdminExportNewsletterApiResponse =
  /** status 200 CSV attachment (Content-Disposition: attachment) */ string;
export type AdminExportNewsletterApiArg = void;
export type AdminListUsersApiResponse = /** status 200 Success */ {
  data: AdminUsersDataDto;
  message?: string;
};
export type AdminListUsersApiArg = {
  page?: number;
  limit?: number;
  /** Part of a username or e-mail address, any case. */
  search?: string;
  role?: 'player' | 'admin';
};
export type AdminGetUserApiResponse = /** status 200 Success */ {
  data: AdminUserDataDto;
  message?: string;
};
export type AdminGetUserApiArg = {
  id: string;
};
export type AdminDisableUserApiResponse = /** status 200 Success */ {
  data: AdminUserDataDto;
  message?: string;
};
export type AdminDisableUserApiArg = {
  id: string;
};
export type AdminEnableUserApiResponse = /** status 200 Success */ {
  data: AdminUserDataDto;
  message?: string;
};
export type AdminEnableUserApiArg = {
  id: string;
};
export type AdminSetUserRoleApiResponse = /** status 200 Success */ {
  data: AdminUserDataDto;
  message?: string;
};
export type AdminSetUserRoleApiArg = {
  id: string;
  setRoleDto: SetRoleDto;
};
export type AdminVerifyUserEmailApiResponse = /** status 200 Success */ {
  data: AdminUserDataDto;
  message?: string;
};
export type AdminVerifyUserEmailApiArg = {
  id: string;
};
export type AdminListWaitlistApiResponse = /** status 200 Success */ {
  data: WaitlistDataDto;
  message?: string;
};
export type AdminListWaitlistApiArg = {
  page?: number;
  limit?: number;
  /** Part of an e-mail address, any case. */
  search?: string;
};
export type AdminExportWaitlistApiResponse = /** status 200 CSV attachment (Content-Disposition: attachment) */ string;
export type AdminExportWaitlistApiArg = void;
export type RecordAnalyticsEventApiResponse = /** status 202 Success */ {
  data: EmptyDto;
  message?: string;
};
export type RecordAnalyticsEventApiArg = {
  analyticsEventDto: AnalyticsEventDto;
};
export type GetAnalyticsSummaryApiResponse = /** status 200 Success */ {
  data: AnalyticsSummaryDataDto;
  message?: string;
};
export type GetAnalyticsSummaryApiArg = {
  /** The window counted: this many real (not game) days back from now. */
  days?: number;
};
export type ListApiKeysApiResponse = /** status 200 Success */ {
  data: ApiKeysDataDto;
  message?: string;
};
export type ListApiKeysApiArg = void;
export type CreateApiKeyApiResponse = /** status 201 Created */ {
  data: CreatedApiKeyDataDto;
  message?: string;
};
export type CreateApiKeyApiArg = {
  createApiKeyDto: CreateApiKeyDto;
};
export type RevokeApiKeyApiResponse = /** status 200 Success */ {
  data: EmptyDto;
  message?: string;
};
export type RevokeApiKeyApiArg = {
  id: string;
};
export type ForgotPasswordApiResponse = /** status 200 Success */ {
  data: EmptyDto;
  message?: string;
};
export type ForgotPasswordApiArg = {
  emailDto: EmailDto;
};
export type LoginApiResponse = /** status 200 Success */ {
  data: SessionDto;
  message?: string;
};
export type LoginApiArg = {
  loginDto: LoginDto;
};
export type LogoutApiResponse = /** status 200 Success */ {
  data: EmptyDto;
  message?: string;
};
export type LogoutApiArg = {
  logoutDto: LogoutDto;
};
export type GetMeApiResponse = /** status 200 Success */ {
  data: UserEnvelopeDataDto;
  message?: string;
};
export type GetMeApiArg = void;
export type RefreshSessionApiResponse = /** status 200 Success */ {
  data: SessionDto;
  message?: string;
};
export type RefreshSessionApiArg = {
  'user-agent': string;
  refreshDto: RefreshDto;
};
export type RegisterApiResponse = /** status 201 Registered; a verification e-mail is on its way */ {
  data: EmptyDto;
  message?: string;
};
export type RegisterApiArg = {
  registerDto: RegisterDto;
};
export type ResendVerificationApiResponse = /** status 200 Success */ {
  data: EmptyDto;
  message?: string;
};
export type ResendVerificationApiArg = {
  emailDto: EmailDto;
};
export type ResetPasswordApiResponse = /** status 200 Success */ {
  data: EmptyDto;
  message?: string;
};
export type ResetPasswordApiArg = {
  resetPasswordDto: ResetPasswordDto;
};
export type VerifyEmailApiResponse = /** status 200 Success */ {
  data: SessionDto;
  message?: string;
};
export type VerifyEmailApiArg = {
  /** The token from the e-mail link */
  token: string;
};
export type ListAwardsApiResponse = /** status 200 Success */ {
  data: AwardsDataDto;
  message?: string;
};
export type ListAwardsApiArg = {
  /** The game year judged; the latest year with medals when left out. */
  year?: number;
};
export type DeleteBlockApiResponse = /** status 200 Success */ {
  data: EmptyDto;
  message?: string;
};
export type DeleteBlockApiArg = {
  id: string;
};
export type GetBlockApiResponse = /** status 200 Success */ {
  data: BlockEnvelopeDataDto;
  message?: string;
};
export type GetBlockApiArg = {
  id: string;
};
export type UpdateBlockApiResponse = /** status 200 Success */ {
  data: BlockEnvelopeDataDto;
  message?: string;
};
export type UpdateBlockApiArg = {
  id: string;
  updateBlockDto: UpdateBlockDto;
};
export type GetBlockDetailsApiResponse = /** status 200 Success */ {
  data: BlockDetailsEnvelopeDataDto;
  message?: string;
};
export type GetBlockDetailsApiArg = {
  id: string;
};
export type HarvestBlockApiResponse = /** status 200 Success */ {
  data: HarvestResultDataDto;
  message?: string;
};
export type HarvestBlockApiArg = {
  id: string;
};
export type ProtectBlockApiResponse = /** status 201 Success */ {
  data: ProtectionDataDto;
  message?: string;
};
export type ProtectBlockApiArg = {
  id: string;
  protectBlockDto: ProtectBlockDto;
};
export type GetBlockWeatherApiResponse = /** status 200 Success */ {
  data: BlockWeatherDataDto;
  message?: string;
};
export type GetBlockWeatherApiArg = {
  id: string;
};
export type GetBlockVineyardWorkApiResponse = /** status 200 Success */ {
  data: BlockVineyardWorkDataDto;
  message?: string;
};
export type GetBlockVineyardWorkApiArg = {
  id: string;
};
export type DoBlockVineyardWorkApiResponse = /** status 200 Success */ {
  data: DoneWorkDataDto;
  message?: string;
};
export type DoBlockVineyardWorkApiArg = {
  id: string;
  /** Makes retries safe: the same key and body within 24 hours replay the first answer (with `Idempotent-Replayed: true`) instead of doing it again; another body under a used key gets 422. 1-255 visible ASCII characters. */
  'Idempotency-Key'?: string;
  doVineyardWorkDto: DoVineyardWorkDto;
};
export type GetPublicConfigApiResponse = /** status 200 Success */ {
  data: PublicConfigDto;
  message?: string;
};
export type GetPublicConfigApiArg = void;
export type SendContactMessageApiResponse = /** status 200 Success */ {
  data: EmptyDto;
  message?: string;
};
export type SendContactMessageApiArg = {
  contactDto: ContactDto;
};
export type ListContactMessagesApiResponse = /** status 200 Success */ {
  data: ContactMessagesDataDto;
  message?: string;
};
export type ListContactMessagesApiArg = void;
export type ListCriticReviewsApiResponse = /** status 200 Success */ {
  data: ReviewsDataDto;
  message?: string;
};
export type ListCriticReviewsApiArg = {
  page?: number;
};
export type ListEstatesApiResponse = /** status 200 Success */ {
  data: EstatesEnvelopeDataDto;
  message?: string;
};
export type ListEstatesApiArg = void;
export type CreateEstateApiResponse = /** status 201 Success */ {
  data: EstateEnvelopeDataDto;
  message?: string;
};
export type CreateEstateApiArg = {
  createEstateDto: CreateEstateDto;
};
export type GetBottleStoreApiResponse = /** status 200 Success */ {
  data: BottleStoreDataDto;
  message?: string;
};
export type GetBottleStoreApiArg = {
  estateId: string;
};
export type BuildBottleStoreApiResponse = /** status 201 Success */ {
  data: BottleStoreBuiltDataDto;
  message?: string;
};
export type BuildBottleStoreApiArg = {
  estateId: string;
  /** Makes retries safe: the same key and body within 24 hours replay the first answer (with `Idempotent-Replayed: true`) instead of doing it again; another body under a used key gets 422. 1-255 visible ASCII characters. */
  'Idempotency-Key'?: string;
  buildBottleStoreDto: BuildBottleStoreDto;
};
export type ListEstateCampaignsApiResponse = /** status 200 Success */ {
  data: CampaignsDataDto;
  message?: string;
};
export type ListEstateCampaignsApiArg = {
  estateId: string;
};
export type RunEstateCampaignApiResponse = /** status 201 Success */ {
  data: CampaignRunDataDto;
  message?: string;
};
export type RunEstateCampaignApiArg = {
  estateId: string;
  /** Makes retries safe: the same key and body within 24 hours replay the first answer (with `Idempotent-Replayed: true`) instead of doing it again; another body under a used key gets 422. 1-255 visible ASCII characters. */
  'Idempotency-Key'?: string;
  runCampaignDto: RunCampaignDto;
};
export type GetEstateCellarApiResponse = /** status 200 Success */ {
  data: CellarDataDto;
  message?: string;
};
export type GetEstateCellarApiArg = {
  estateId: string;
};
export type GetCellarDoorApiResponse = /** status 200 Success */ {
  data: CellarDoorDataDto;
  message?: string;
};
export type GetCellarDoorApiArg = {
  estateId: string;
};
export type BuildCellarDoorApiResponse = /** status 201 Success */ {
  data: CellarDoorBuiltDataDto;
  message?: string;
};
export type BuildCellarDoorApiArg = {
  estateId: string;
  /** Makes retries safe: the same key and body within 24 hours replay the first answer (with `Idempotent-Replayed: true`) instead of doing it again; another body under a used key gets 422. 1-255 visible ASCII characters. */
  'Idempotency-Key'?: string;
};
export type SellAtCellarDoorApiResponse = /** status 201 Success */ {
  data: CellarDoorSaleDataDto;
  message?: string;
};
export type SellAtCellarDoorApiArg = {
  estateId: string;
  /** Makes retries safe: the same key and body within 24 hours replay the first answer (with `Idempotent-Replayed: true`) instead of doing it again; another body under a used key gets 422. 1-255 visible ASCII characters. */
  'Idempotency-Key'?: string;
  sellAtCellarDoorDto: SellAtCellarDoorDto;
};
export type ListEstateContractsApiResponse = /** status 200 Success */ {
  data: ContractsDataDto;
  message?: string;
};
export type ListEstateContractsApiArg = {
  estateId: string;
};
export type AcceptEstateContractApiResponse = /** status 201 Success */ {
  data: ContractDataDto;
  message?: string;
};
export type AcceptEstateContractApiArg = {
  estateId: string;
  acceptContractDto: AcceptContractDto;
};
export type DeliverEstateContractApiResponse = /** status 200 Success */ {
  data: ContractDeliveryDataDto;
  message?: string;
};
export type DeliverEstateContractApiArg = {
  estateId: string;
  contractId: string;
  /** Makes retries safe: the same key and body within 24 hours replay the first answer (with `Idempotent-Replayed: true`) instead of doing it again; another body under a used key gets 422. 1-255 visible ASCII characters. */
  'Idempotency-Key'?: string;
  deliverContractDto: DeliverContractDto;
};
export type GetEquipmentApiResponse = /** status 200 Success */ {
  data: EquipmentDataDto;
  message?: string;
};
export type GetEquipmentApiArg = {
  estateId: string;
};
export type BuyEquipmentApiResponse = /** status 201 Success */ {
  data: EquipmentBoughtDataDto;
  message?: string;
};
export type BuyEquipmentApiArg = {
  estateId: string;
  /** Makes retries safe: the same key and body within 24 hours replay the first answer (with `Idempotent-Replayed: true`) instead of doing it again; another body under a used key gets 422. 1-255 visible ASCII characters. */
  'Idempotency-Key'?: string;
  buyEquipmentDto: BuyEquipmentDto;
};
export type GetEstateFinancesApiResponse = /** status 200 Success */ {
  data: FinancesDto;
  message?: string;
};
export type GetEstateFinancesApiArg = {
  estateId: string;
  /** Game year (1 = the first); default: the current one. */
  year?: number;
};
export type ListEstateGrapeLotsApiResponse = /** status 200 Success */ {
  data: GrapeLotsDataDto;
  message?: string;
};
export type ListEstateGrapeLotsApiArg = {
  estateId: string;
};
export type GetEstateLedgerApiResponse = /** status 200 Success */ {
  data: LedgerPageDto;
  message?: string;
};
export type GetEstateLedgerApiArg = {
  estateId: string;
  page?: number;
  limit?: number;
  /** Only entries of this kind. */
  kind?:
    | 'opening_balance'
    | 'grant'
    | 'land_purchase'
    | 'land_sale'
    | 'registry_purchase'
    | 'upkeep'
    | 'planting'
    | 'fee'
    | 'arrears_payment'
    | 'closure'
    | 'grape_sale'
    | 'harvest_labour'
    | 'vessel_purchase'
    | 'crush'
    | 'bottling'
    | 'bulk_wine_sale'
    | 'wine_sale'
    | 'exchange_purchase'
    | 'exchange_sale'
    | 'exchange_fee'
    | 'contract_payment'
    | 'contract_penalty'
    | 'weather_protection'
    | 'vineyard_work'
    | 'marketing_campaign'
    | 'bottle_store'
    | 'storage_charge'
    | 'staff_hiring'
    | 'wages'
    | 'equipment_purchase'
    | 'equipment_upkeep'
    | 'cellar_door_build'
    | 'cellar_door_sale';
};
export type GetEstateMilestonesApiResponse = /** status 200 Success */ {
  data: MilestonesDataDto;
  message?: string;
};
export type GetEstateMilestonesApiArg = {
  estateId: string;
};
export type ListEstateNotificationsApiResponse = /** status 200 Success */ {
  data: NotificationsDataDto;
  message?: string;
};
export type ListEstateNotificationsApiArg = {
  estateId: string;
  /** Only unread notifications (`?unread` or `?unread=true`). */
  unread?: boolean;
  page?: number;
  limit?: number;
};
export type MarkAllNotificationsReadApiResponse = /** status 200 Success */ {
  data: ReadAllDataDto;
  message?: string;
};
export type MarkAllNotificationsReadApiArg = {
  estateId: string;
  /** Makes retries safe: the same key and body within 24 hours replay the first answer (with `Idempotent-Replayed: true`) instead of doing it again; another body under a used key gets 422. 1-255 visible ASCII characters. */
  'Idempotency-Key'?: string;
};
export type ListEstatePlotsApiResponse = /** status 200 Success */ {
  data: PlotsEnvelopeDataDto;
  message?: string;
};
export type ListEstatePlotsApiArg = {
  estateId: string;
};
export type BuyLandApiResponse = /** status 201 Success */ {
  data: BuyLandDataDto;
  message?: string;
};
export type BuyLandApiArg = {
  estateId: string;
  buyLandDto: BuyLandDto;
};
export type GetEstatePlotsTotalSizeApiResponse = /** status 200 Success */ {
  data: TotalSizeDataDto;
  message?: string;
};
export type GetEstatePlotsTotalSizeApiArg = {
  estateId: string;
};
export type GetEstateReputationApiResponse = /** status 200 Success */ {
  data: ReputationDataDto;
  message?: string;
};
export type GetEstateReputationApiArg = {
  estateId: string;
};
export type GetStaffApiResponse = /** status 200 Success */ {
  data: StaffDataDto;
  message?: string;
};
export type GetStaffApiArg = {
  estateId: string;
};
export type HireStaffApiResponse = /** status 201 Success */ {
  data: StaffHiredDataDto;
  message?: string;
};
export type HireStaffApiArg = {
  estateId: string;
  /** Makes retries safe: the same key and body within 24 hours replay the first answer (with `Idempotent-Replayed: true`) instead of doing it again; another body under a used key gets 422. 1-255 visible ASCII characters. */
  'Idempotency-Key'?: string;
  hireStaffDto: HireStaffDto;
};
export type SetStaffSalesRuleApiResponse = /** status 200 Success */ {
  data: SalesRuleDataDto;
  message?: string;
};
export type SetStaffSalesRuleApiArg = {
  estateId: string;
  salesRuleDto: SalesRuleDto;
};
export type DismissStaffApiResponse = /** status 200 Success */ {
  data: EmptyDto;
  message?: string;
};
export type DismissStaffApiArg = {
  estateId: string;
  staffId: string;
};
export type BuyVesselsApiResponse = /** status 201 Created */ {
  data: VesselsBoughtDataDto;
  message?: string;
};
export type BuyVesselsApiArg = {
  estateId: string;
  /** Makes retries safe: the same key and body within 24 hours replay the first answer (with `Idempotent-Replayed: true`) instead of doing it again; another body under a used key gets 422. 1-255 visible ASCII characters. */
  'Idempotency-Key'?: string;
  buyVesselsDto: BuyVesselsDto;
};
export type GetEstateVineyardWorkApiResponse = /** status 200 Success */ {
  data: EstateVineyardWorkDataDto;
  message?: string;
};
export type GetEstateVineyardWorkApiArg = {
  estateId: string;
};
export type GetEstateWeatherThreatsApiResponse = /** status 200 Success */ {
  data: EstateWeatherThreatsDataDto;
  message?: string;
};
export type GetEstateWeatherThreatsApiArg = {
  estateId: string;
};
export type CreateWineBatchApiResponse = /** status 201 Created */ {
  data: CreatedWineBatchDataDto;
  message?: string;
};
export type CreateWineBatchApiArg = {
  estateId: string;
  /** Makes retries safe: the same key and body within 24 hours replay the first answer (with `Idempotent-Replayed: true`) instead of doing it again; another body under a used key gets 422. 1-255 visible ASCII characters. */
  'Idempotency-Key'?: string;
  createWineBatchDto: CreateWineBatchDto;
};
export type BlendWineBatchesApiResponse = /** status 201 Created */ {
  data: BlendedDataDto;
  message?: string;
};
export type BlendWineBatchesApiArg = {
  estateId: string;
  /** Makes retries safe: the same key and body within 24 hours replay the first answer (with `Idempotent-Replayed: true`) instead of doing it again; another body under a used key gets 422. 1-255 visible ASCII characters. */
  'Idempotency-Key'?: string;
  blendWineBatchesDto: BlendWineBatchesDto;
};
export type ListEstateWineSalesApiResponse = /** status 200 Success */ {
  data: WineSalesDataDto;
  message?: string;
};
export type ListEstateWineSalesApiArg = {
  estateId: string;
};
export type ListEstateWinesApiResponse = /** status 200 Success */ {
  data: WinesDataDto;
  message?: string;
};
export type ListEstateWinesApiArg = {
  estateId: string;
};
export type DeleteEstateApiResponse = /** status 200 Success */ {
  data: EmptyDto;
  message?: string;
};
export type DeleteEstateApiArg = {
  id: string;
};
export type GetEstateApiResponse = /** status 200 Success */ {
  data: EstateEnvelopeDataDto;
  message?: string;
};
export type GetEstateApiArg = {
  id: string;
};
export type RenameEstateApiResponse = /** status 200 Success */ {
  data: EstateEnvelopeDataDto;
  message?: string;
};
export type RenameEstateApiArg = {
  id: string;
  renameEstateDto: RenameEstateDto;
};
export type WithdrawEstateInvitationApiResponse = /** status 200 Success */ {
  data: EstateEnvelopeDataDto;
  message?: string;
};
export type WithdrawEstateInvitationApiArg = {
  id: string;
  invitationId: string;
};
export type LeaveEstateApiResponse = /** status 200 Success */ {
  data: EmptyDto;
  message?: string;
};
export type LeaveEstateApiArg = {
  id: string;
};
export type AddEstateOwnerApiResponse = /** status 201 Success */ {
  data: EstateEnvelopeDataDto;
  message?: string;
};
export type AddEstateOwnerApiArg = {
  id: string;
  addOwnerDto: AddOwnerDto;
};
export type RemoveEstateOwnerApiResponse = /** status 200 Success */ {
  data: EstateEnvelopeDataDto;
  message?: string;
};
export type RemoveEstateOwnerApiArg = {
  id: string;
  userId: string;
};
export type GetGrapePriceHistoryApiResponse = /** status 200 Success */ {
  data: GrapeHistoryDataDto;
  message?: string;
};
export type GetGrapePriceHistoryApiArg = {
  region: 'tuscany' | 'bordeaux' | 'napa' | 'rioja' | 'mendoza' | 'barossa';
  colour: 'red' | 'white';
};
export type GetGrapePriceBandApiResponse = /** status 200 Success */ {
  data: GrapePriceBandDataDto;
  message?: string;
};
export type GetGrapePriceBandApiArg = {
  lotId: string;
};
export type SearchGrapeOffersApiResponse = /** status 200 Success */ {
  data: GrapeOffersDataDto;
  message?: string;
};
export type SearchGrapeOffersApiArg = {
  region?: 'tuscany' | 'bordeaux' | 'napa' | 'rioja' | 'mendoza' | 'barossa';
  colour?: 'red' | 'white';
  sort?: 'newest' | 'price-low' | 'price-high';
  page?: number;
  limit?: number;
};
export type CreateGrapeOfferApiResponse = /** status 201 Success */ {
  data: GrapeOfferChangeDataDto;
  message?: string;
};
export type CreateGrapeOfferApiArg = {
  createGrapeOfferDto: CreateGrapeOfferDto;
};
export type WithdrawGrapeOfferApiResponse = /** status 200 Success */ {
  data: GrapeOfferChangeDataDto;
  message?: string;
};
export type WithdrawGrapeOfferApiArg = {
  offerId: string;
};
export type GetGrapeOfferApiResponse = /** status 200 Success */ {
  data: GrapeOfferDataDto;
  message?: string;
};
export type GetGrapeOfferApiArg = {
  offerId: string;
};
export type BuyGrapeOfferApiResponse = /** status 200 Success */ {
  data: GrapePurchaseDataDto;
  message?: string;
};
export type BuyGrapeOfferApiArg = {
  offerId: string;
  /** Makes retries safe: the same key and body within 24 hours replay the first answer (with `Idempotent-Replayed: true`) instead of doing it again; another body under a used key gets 422. 1-255 visible ASCII characters. */
  'Idempotency-Key'?: string;
  buyGrapeOfferDto: BuyGrapeOfferDto;
};
export type QuoteGrapePurchaseApiResponse = /** status 200 Success */ {
  data: GrapeOfferQuoteDataDto;
  message?: string;
};
export type QuoteGrapePurchaseApiArg = {
  offerId: string;
  /** The buying estate (the caller must own it). */
  estateId: string;
  kilograms: number;
};
export type GetExchangePriceHistoryApiResponse = /** status 200 Success */ {
  data: PriceHistoryDataDto;
  message?: string;
};
export type GetExchangePriceHistoryApiArg = {
  region: 'tuscany' | 'bordeaux' | 'napa' | 'rioja' | 'mendoza' | 'barossa';
  colour: 'red' | 'white';
  tier: 'table' | 'regional' | 'premium' | 'fine' | 'icon';
};
export type GetExchangePriceBandApiResponse = /** status 200 Success */ {
  data: PriceBandDataDto;
  message?: string;
};
export type GetExchangePriceBandApiArg = {
  lotId: string;
};
export type ListMyGrapeOffersApiResponse = /** status 200 Success */ {
  data: MyGrapeOffersDataDto;
  message?: string;
};
export type ListMyGrapeOffersApiArg = void;
export type ListMyExchangeOffersApiResponse = /** status 200 Success */ {
  data: MyOffersDataDto;
  message?: string;
};
export type ListMyExchangeOffersApiArg = void;
export type SearchExchangeOffersApiResponse = /** status 200 Success */ {
  data: ExchangeOffersDataDto;
  message?: string;
};
export type SearchExchangeOffersApiArg = {
  region?: 'tuscany' | 'bordeaux' | 'napa' | 'rioja' | 'mendoza' | 'barossa';
  colour?: 'red' | 'white';
  tier?: 'table' | 'regional' | 'premium' | 'fine' | 'icon';
  /** Lowest price a bottle, euros. */
  minPrice?: number;
  /** Highest price a bottle, euros. */
  maxPrice?: number;
  sort?: 'newest' | 'price-low' | 'price-high';
  page?: number;
  limit?: number;
};
export type CreateExchangeOfferApiResponse = /** status 201 Success */ {
  data: OfferChangeDataDto;
  message?: string;
};
export type CreateExchangeOfferApiArg = {
  createOfferDto: CreateOfferDto;
};
export type WithdrawExchangeOfferApiResponse = /** status 200 Success */ {
  data: OfferChangeDataDto;
  message?: string;
};
export type WithdrawExchangeOfferApiArg = {
  offerId: string;
};
export type GetExchangeOfferApiResponse = /** status 200 Success */ {
  data: ExchangeOfferDataDto;
  message?: string;
};
export type GetExchangeOfferApiArg = {
  offerId: string;
};
export type GetExchangeWineHistoryApiResponse = /** status 200 Success */ {
  data: WineHistoryDataDto;
  message?: string;
};
export type GetExchangeWineHistoryApiArg = {
  offerId: string;
};
export type BuyExchangeOfferApiResponse = /** status 200 Success */ {
  data: ExchangePurchaseDataDto;
  message?: string;
};
export type BuyExchangeOfferApiArg = {
  offerId: string;
  /** Makes retries safe: the same key and body within 24 hours replay the first answer (with `Idempotent-Replayed: true`) instead of doing it again; another body under a used key gets 422. 1-255 visible ASCII characters. */
  'Idempotency-Key'?: string;
  buyOfferDto: BuyOfferDto;
};
export type QuoteExchangePurchaseApiResponse = /** status 200 Success */ {
  data: QuoteDataDto;
  message?: string;
};
export type QuoteExchangePurchaseApiArg = {
  offerId: string;
  /** The buying estate (the caller must own it). */
  estateId: string;
  bottles: number;
};
export type ListFeaturesApiResponse = /** status 200 Success */ {
  data: FeaturesPageDataDto;
  message?: string;
};
export type ListFeaturesApiArg = {
  page?: number;
  limit?: number;
  /** Words found at the start of words of the title or description, ignoring case. */
  search?: string;
  tag?: string;
  sort?: 'votes' | 'recent' | 'trending';
};
export type CreateFeatureApiResponse = /** status 201 Success */ {
  data: FeatureDataDto;
  message?: string;
};
export type CreateFeatureApiArg = {
  createFeatureDto: CreateFeatureDto;
};
export type GetFeatureStatisticsApiResponse = /** status 200 Success */ {
  data: FeatureStatisticsDataDto;
  message?: string;
};
export type GetFeatureStatisticsApiArg = void;
export type ListFeaturesByStatusApiResponse = /** status 200 Success */ {
  data: FeaturesPageDataDto;
  message?: string;
};
export type ListFeaturesByStatusApiArg = {
  status: 'implemented' | 'in-progress' | 'planned' | 'under-review' | 'review';
  page?: number;
  limit?: number;
  /** Words found at the start of words of the title or description, ignoring case. */
  search?: string;
  tag?: string;
  sort?: 'votes' | 'recent' | 'trending';
};
export type ListFeatureTagsApiResponse = /** status 200 Success */ {
  data: TagsDataDto;
  message?: string;
};
export type ListFeatureTagsApiArg = void;
export type ListTrendingFeaturesApiResponse = /** status 200 Success */ {
  data: FeaturesDataDto;
  message?: string;
};
export type ListTrendingFeaturesApiArg = {
  limit?: number;
};
export type ListMyFeatureVotesApiResponse = /** status 200 Success */ {
  data: UserVotesDataDto;
  message?: string;
};
export type ListMyFeatureVotesApiArg = void;
export type GetFeatureApiResponse = /** status 200 Success */ {
  data: FeatureDataDto;
  message?: string;
};
export type GetFeatureApiArg = {
  id: string;
};
export type UpdateFeatureApiResponse = /** status 200 Success */ {
  data: FeatureDataDto;
  message?: string;
};
export type UpdateFeatureApiArg = {
  id: string;
  updateFeatureDto: UpdateFeatureDto;
};
export type ListFeatureCommentsApiResponse = /** status 200 Success */ {
  data: CommentsDataDto;
  message?: string;
};
export type ListFeatureCommentsApiArg = {
  id: string;
};
export type AddFeatureCommentApiResponse = /** status 201 Success */ {
  data: CommentDataDto;
  message?: string;
};
export type AddFeatureCommentApiArg = {
  id: string;
  createCommentDto: CreateCommentDto;
};
export type VoteOnFeatureApiResponse = /** status 200 Success */ {
  data: VoteResultDataDto;
  message?: string;
};
export type VoteOnFeatureApiArg = {
  id: string;
  voteDto: VoteDto;
};
export type GetGameTimeApiResponse = /** status 200 Success */ {
  data: GameTimeDto;
  message?: string;
};
export type GetGameTimeApiArg = void;
export type AdvanceGameTimeApiResponse =
  | /** status 200 Success */ {
      data: GameTimeDto;
      message?: string;
    }
  | /** status 202 Accepted: the day goes on as a job, to poll at GET /admin/clock/jobs/{id} */ {
      data: ClockJobDataDto;
      message?: string;
    };
export type AdvanceGameTimeApiArg = void;
export type QuoteGrapeSaleApiResponse = /** status 200 Success */ {
  data: GrapeQuoteDataDto;
  message?: string;
};
export type QuoteGrapeSaleApiArg = {
  id: string;
  /** Kilograms to sell. */
  kilograms: number;
};
export type SellGrapesApiResponse = /** status 200 Success */ {
  data: GrapeSaleDataDto;
  message?: string;
};
export type SellGrapesApiArg = {
  id: string;
  /** Makes retries safe: the same key and body within 24 hours replay the first answer (with `Idempotent-Replayed: true`) instead of doing it again; another body under a used key gets 422. 1-255 visible ASCII characters. */
  'Idempotency-Key'?: string;
  sellGrapesDto: SellGrapesDto;
};
export type GetHealthApiResponse = /** status 200 Success */ {
  data: LivenessDto;
  message?: string;
};
export type GetHealthApiArg = void;
export type GetReadinessApiResponse = /** status 200 Success */ {
  data: ReadinessDto;
  message?: string;
};
export type GetReadinessApiArg = void;
export type ListInvitationsApiResponse = /** status 200 Success */ {
  data: InvitationsEnvelopeDataDto;
  message?: string;
};
export type ListInvitationsApiArg = void;
export type AcceptInvitationApiResponse = /** status 200 Success */ {
  data: EstateEnvelopeDataDto;
  message?: string;
};
export type AcceptInvitationApiArg = {
  id: string;
};
export type DeclineInvitationApiResponse = /** status 200 Success */ {
  data: EmptyDto;
  message?: string;
};
export type DeclineInvitationApiArg = {
  id: string;
};
export type GetLeaderboardApiResponse = /** status 200 Success */ {
  data: LeaderboardDataDto;
  message?: string;
};
export type GetLeaderboardApiArg = {
  /** Which ranking `entries` holds (every ranking is in the answer too) */
  by?: 'reputation' | 'netWorth' | 'wine';
};
export type GetMarketIndexApiResponse = /** status 200 Success */ {
  data: MarketIndexDataDto;
  message?: string;
};
export type GetMarketIndexApiArg = {
  /** The region whose index to read (required) */
  region: 'tuscany' | 'bordeaux' | 'napa' | 'rioja' | 'mendoza' | 'barossa';
  /** One colour only; both colours when absent */
  color?: 'red' | 'white';
  /** One market tier only; every tier when absent */
  tier?: 'table' | 'regional' | 'premium' | 'fine' | 'icon';
};
export type SearchMarketplacePlotsApiResponse = /** status 200 Success */ {
  data: MarketPlotsDataDto;
  message?: string;
};
export type SearchMarketplacePlotsApiArg = {
  region?: 'tuscany' | 'bordeaux' | 'napa' | 'rioja' | 'mendoza' | 'barossa';
  /** Lowest asking price, euros. */
  minPrice?: number;
  /** Highest asking price, euros. */
  maxPrice?: number;
  /** Smallest plot, hectares. */
  minSize?: number;
  /** Largest plot, hectares. */
  maxSize?: number;
  /** Repeat the parameter (or separate with commas) for several soils. */
  soilType?: ('clay' | 'loam' | 'sandy' | 'gravel' | 'limestone' | 'silt' | 'chalk')[];
  sort?: 'newest' | 'oldest' | 'price-low' | 'price-high' | 'size-low' | 'size-high';
  page?: number;
  limit?: number;
};
export type GetMarketplacePlotApiResponse = /** status 200 Success */ {
  data: MarketPlotDataDto;
  message?: string;
};
export type GetMarketplacePlotApiArg = {
  plotId: string;
};
export type CancelPlotListingApiResponse = /** status 200 Success */ {
  data: ListingPlotDataDto;
  message?: string;
};
export type CancelPlotListingApiArg = {
  plotId: string;
};
export type UpdatePlotListingApiResponse = /** status 200 Success */ {
  data: ListingPlotDataDto;
  message?: string;
};
export type UpdatePlotListingApiArg = {
  plotId: string;
  updateListingDto: UpdateListingDto;
};
export type ListPlotForSaleApiResponse = /** status 201 Success */ {
  data: ListingPlotDataDto;
  message?: string;
};
export type ListPlotForSaleApiArg = {
  plotId: string;
  listPlotDto: ListPlotDto;
};
export type PurchaseMarketplacePlotApiResponse = /** status 200 Success */ {
  data: PurchaseDataDto;
  message?: string;
};
export type PurchaseMarketplacePlotApiArg = {
  plotId: string;
  /** Makes retries safe: the same key and body within 24 hours replay the first answer (with `Idempotent-Replayed: true`) instead of doing it again; another body under a used key gets 422. 1-255 visible ASCII characters. */
  'Idempotency-Key'?: string;
  purchasePlotDto: PurchasePlotDto;
};
export type GetPlotValuationApiResponse = /** status 200 Success */ {
  data: ValuationDataDto;
  message?: string;
};
export type GetPlotValuationApiArg = {
  plotId: string;
};
export type GetMetricsApiResponse = /** status 200 Prometheus exposition text */ string;
export type GetMetricsApiArg = void;
export type SubscribeNewsletterApiResponse = /** status 200 Success */ {
  data: EmptyDto;
  message?: string;
};
export type SubscribeNewsletterApiArg = {
  newsletterSubscribeDto: NewsletterSubscribeDto;
};
export type MarkNotificationReadApiResponse = /** status 200 Success */ {
  data: NotificationDataDto;
  message?: string;
};
export type MarkNotificationReadApiArg = {
  id: string;
  /** Makes retries safe: the same key and body within 24 hours replay the first answer (with `Idempotent-Replayed: true`) instead of doing it again; another body under a used key gets 422. 1-255 visible ASCII characters. */
  'Idempotency-Key'?: string;
};
export type DeletePlotApiResponse = /** status 200 Success */ {
  data: EmptyDto;
  message?: string;
};
export type DeletePlotApiArg = {
  id: string;
};
export type GetPlotApiResponse = /** status 200 Success */ {
  data: PlotEnvelopeDataDto;
  message?: string;
};
export type GetPlotApiArg = {
  id: string;
};
export type UpdatePlotApiResponse = /** status 200 Success */ {
  data: PlotEnvelopeDataDto;
  message?: string;
};
export type UpdatePlotApiArg = {
  id: string;
  updatePlotDto: UpdatePlotDto;
};
export type GetPlotDetailsApiResponse = /** status 200 Success */ {
  data: PlotDetailsEnvelopeDataDto;
  message?: string;
};
export type GetPlotDetailsApiArg = {
  id: string;
};
export type ListPlotBlocksApiResponse = /** status 200 Success */ {
  data: BlocksEnvelopeDataDto;
  message?: string;
};
export type ListPlotBlocksApiArg = {
  plotId: string;
};
export type CreateBlockApiResponse = /** status 201 Success */ {
  data: BlockEnvelopeDataDto;
  message?: string;
};
export type CreateBlockApiArg = {
  plotId: string;
  createBlockDto: CreateBlockDto;
};
export type GetPlotBlocksTotalSizeApiResponse = /** status 200 Success */ {
  data: TotalSizeDataDto;
  message?: string;
};
export type GetPlotBlocksTotalSizeApiArg = {
  plotId: string;
};
export type GetCurrentSeasonApiResponse = /** status 200 Success */ {
  data: SeasonDataDto;
  message?: string;
};
export type GetCurrentSeasonApiArg = {
  /** The region whose standings to show */
  region: 'tuscany' | 'bordeaux' | 'napa' | 'rioja' | 'mendoza' | 'barossa';
  /** An estate whose place to give in `estate` (the player's own) */
  estateId?: string;
  page?: number;
};
export type ListHallOfFameApiResponse = /** status 200 Success */ {
  data: HallOfFameDataDto;
  message?: string;
};
export type ListHallOfFameApiArg = {
  page?: number;
};
export type JoinWaitlistApiResponse = /** status 200 Success */ {
  data: EmptyDto;
  message?: string;
};
export type JoinWaitlistApiArg = {
  waitlistJoinDto: WaitlistJoinDto;
};
export type GetWineBatchApiResponse = /** status 200 Success */ {
  data: WineBatchDataDto;
  message?: string;
};
export type GetWineBatchApiArg = {
  id: string;
};
export type BottleWineBatchApiResponse = /** status 200 Success */ {
  data: BottledDataDto;
  message?: string;
};
export type BottleWineBatchApiArg = {
  id: string;
  /** Makes retries safe: the same key and body within 24 hours replay the first answer (with `Idempotent-Replayed: true`) instead of doing it again; another body under a used key gets 422. 1-255 visible ASCII characters. */
  'Idempotency-Key'?: string;
  bottleWineDto: BottleWineDto;
};
export type SellBulkWineApiResponse = /** status 200 Success */ {
  data: BulkSaleDataDto;
  message?: string;
};
export type SellBulkWineApiArg = {
  id: string;
  /** Makes retries safe: the same key and body within 24 hours replay the first answer (with `Idempotent-Replayed: true`) instead of doing it again; another body under a used key gets 422. 1-255 visible ASCII characters. */
  'Idempotency-Key'?: string;
  sellBulkDto: SellBulkDto;
};
export type QuoteWineSaleApiResponse = /** status 200 Success */ {
  data: WineQuoteDataDto;
  message?: string;
};
export type QuoteWineSaleApiArg = {
  /** The wine lot (a bottled wine) */
  lotId: string;
  /** All the bottles when absent */
  bottles?: number;
};
export type SellWineApiResponse = /** status 200 Success */ {
  data: WineSaleDataDto;
  message?: string;
};
export type SellWineApiArg = {
  /** The wine lot (a bottled wine) */
  lotId: string;
  /** Makes retries safe: the same key and body within 24 hours replay the first answer (with `Idempotent-Replayed: true`) instead of doing it again; another body under a used key gets 422. 1-255 visible ASCII characters. */
  'Idempotency-Key'?: string;
  sellWineDto: SellWineDto;
};
export type AuditEntryDto = {
  action: string;
  actorId: string;
  actorUsername: string;
  createdAt: string;
  details: {
    [key: string]: any;
  };
  id: string;
  targetId: string | null;
  targetType: string | null;
};
export type PaginationDto = {
  /** Items per page. */
  limit: number;
  /** This page, counted from 1. */
  page: number;
  /** Matching items (when `totalCapped`, the cap: there are more). */
  total: number;
  /** True when counting stopped at a cap and there are more than `total` matches (the marketplace search counts up to 1,000); false for every exact count. */
  totalCapped: boolean;
  /** Pages of `limit` items; 0 when there are none. */
  totalPages: number;
};
export type AuditDataDto = {
  entries: AuditEntryDto[];
  pagination: PaginationDto;
};
export type ErrorCode =
  | 'VALIDATION_FAILED'
  | 'BAD_REQUEST'
  | 'INVALID_JSON'
  | 'MALFORMED_URL'
  | 'UNSAFE_INPUT'
  | 'VALUE_OUT_OF_RANGE'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'METHOD_NOT_ALLOWED'
  | 'CONFLICT'
  | 'CONCURRENT_CHANGE'
  | 'RESOURCE_BUSY'
  | 'PAYLOAD_TOO_LARGE'
  | 'URI_TOO_LONG'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'UNPROCESSABLE'
  | 'RATE_LIMITED'
  | 'INTERNAL_ERROR'
  | 'DATABASE_UNAVAILABLE'
  | 'DATABASE_TIMEOUT'
  | 'SERVICE_UNAVAILABLE'
  | 'MIGRATIONS_PENDING'
  | 'CLOCK_OVERDUE'
  | 'INVALID_CREDENTIALS'
  | 'ACCOUNT_DISABLED'
  | 'EMAIL_NOT_VERIFIED'
  | 'USERNAME_TAKEN'
  | 'TOKEN_INVALID'
  | 'TOKEN_EXPIRED'
  | 'REFRESH_TOKEN_INVALID'
  | 'REFRESH_TOKEN_SUPERSEDED'
  | 'API_KEY_SCOPE'
  | 'API_KEY_NOT_ALLOWED'
  | 'API_KEY_NOT_FOUND'
  | 'TOO_MANY_API_KEYS'
  | 'API_KEY_ADMIN_ONLY'
  | 'USER_NOT_FOUND'
  | 'NOT_YOURSELF'
  | 'LAST_ADMIN'
  | 'ALREADY_VERIFIED'
  | 'ESTATE_NOT_FOUND'
  | 'TOO_MANY_ESTATES'
  | 'PRIMARY_OWNER_ONLY'
  | 'OWNER_NOT_FOUND'
  | 'CANNOT_REMOVE_PRIMARY'
  | 'PRIMARY_CANNOT_LEAVE'
  | 'TOO_MANY_CO_OWNERS'
  | 'INVITATION_NOT_FOUND'
  | 'INSUFFICIENT_FUNDS'
  | 'ESTATE_IN_ARREARS'
  | 'PLOT_NOT_FOUND'
  | 'PLOT_LISTED_FOR_SALE'
  | 'PLOT_FULL'
  | 'BLOCK_NOT_FOUND'
  | 'NOT_READY_TO_HARVEST'
  | 'WEATHER_EVENT_NOT_FORECAST'
  | 'ALREADY_PROTECTED'
  | 'PROTECTION_NOT_NEEDED'
  | 'WORK_OUTSIDE_WINDOW'
  | 'WORK_ALREADY_DONE'
  | 'WORK_BLOCK_NOT_BEARING'
  | 'WORK_BLOCK_HARVESTED'
  | 'LISTING_NOT_FOUND'
  | 'LISTING_NOT_FOR_SALE'
  | 'LISTING_EXPIRED'
  | 'PRICE_CHANGED'
  | 'PRICE_OUT_OF_RANGE'
  | 'OWN_PLOT'
  | 'ESTATE_REQUIRED'
  | 'PLOT_HAS_BLOCKS'
  | 'ALREADY_LISTED'
  | 'NOT_LISTED'
  | 'IDEMPOTENCY_KEY_INVALID'
  | 'IDEMPOTENCY_KEY_REUSED'
  | 'GRAPE_LOT_NOT_FOUND'
  | 'NOT_ENOUGH_GRAPES'
  | 'BATCH_NOT_FOUND'
  | 'WINE_PLAN_INVALID'
  | 'NOT_ENOUGH_TANK_SPACE'
  | 'NOT_ENOUGH_BARRELS'
  | 'BATCH_ALREADY_DONE'
  | 'WINE_NOT_READY'
  | 'WINE_FERMENTING'
  | 'NOT_ENOUGH_WINE'
  | 'BLEND_INVALID'
  | 'WINE_LOT_NOT_FOUND'
  | 'DEMAND_EXHAUSTED'
  | 'QUOTE_CHANGED'
  | 'OFFER_NOT_FOUND'
  | 'OFFER_CLOSED'
  | 'OFFER_EXPIRED'
  | 'OWN_OFFER'
  | 'NOT_ENOUGH_BOTTLES'
  | 'OFFER_DURATION_INVALID'
  | 'OFFER_TOO_EARLY'
  | 'EXCHANGE_NEW_ESTATE_LIMIT'
  | 'GRAPES_TOO_OLD'
  | 'NOT_ENOUGH_KILOGRAMS'
  | 'EQUIPMENT_KIND_INVALID'
  | 'EQUIPMENT_OWNED'
  | 'CELLAR_DOOR_BUILT'
  | 'CELLAR_DOOR_NOT_BUILT'
  | 'CAMPAIGN_KIND_INVALID'
  | 'CAMPAIGN_RUNNING'
  | 'STAFF_CANDIDATE_GONE'
  | 'STAFF_ROLE_FILLED'
  | 'STAFF_NOT_FOUND'
  | 'CONTRACT_NOT_FOUND'
  | 'CONTRACT_OFFER_NOT_FOUND'
  | 'CONTRACT_TAKEN'
  | 'TOO_MANY_CONTRACTS'
  | 'CONTRACT_CLOSED'
  | 'CONTRACT_OVERDUE'
  | 'CONTRACT_WRONG_WINE'
  | 'NOTIFICATION_NOT_FOUND'
  | 'SUGGESTION_NOT_FOUND'
  | 'COMMENT_NOT_FOUND'
  | 'VOTING_CLOSED'
  | 'CLOCK_BUSY'
  | 'CLOCK_JOB_NOT_FOUND';
export type FieldErrorDto = {
  field: string;
  message: string;
};
export type ErrorResponseDto = {
  code: ErrorCode;
  error: string;
  errors?: FieldErrorDto[];
  message: string;
  requestId?: string;
  statusCode: number;
};
export type TickInProgressDto = {
  batchesDone: number;
  batchesLeft: number;
  /** Game day: days since the game started (`formatGameDay` in libs/domain shows it as a date). */
  dayIndex: number;
  /** How long the day has been running, in milliseconds. */
  runningMs: number;
};
export type ClockJobErrorDto = {
  at: string;
  message: string;
};
export type ClockJobDto = {
  /** Batches (short transactions) done so far over those days, the day in progress included. */
  batchesDone: number;
  createdAt: string;
  /** Days applied so far (each in its own batches, exactly once). */
  daysDone: number;
  daysRequested: number;
  /** What went wrong, oldest first (a failed job says why; a resumed one says its instance stopped). */
  errors: ClockJobErrorDto[];
  finishedAt: string | null;
  /** The game day (days since the game started) when the job was accepted. */
  fromDay: number;
  id: string;
  /** The admin who asked for it. */
  requestedBy: string;
  startedAt: string | null;
  /** queued (accepted), running, then done or failed. */
  state: 'queued' | 'running' | 'done' | 'failed';
  /** The game day when it finished (null until then). */
  toDay: number | null;
};
export type TickDto = {
  /** When the day was claimed. */
  appliedAt: string;
  /** Batches (steps) the day was split into: statements per batch stay constant. */
  batches: number | null;
  /** When its last batch was done (null while in progress). */
  completedAt: string | null;
  /** Game day: days since the game started (`formatGameDay` in libs/domain shows it as a date). */
  dayIndex: number;
  /** From the claim to the last batch (null while in progress). */
  durationMs: number | null;
  /** SQL statements the tick handlers ran over all the day's batches. */
  handlerStatements: number | null;
  source: 'schedule' | 'admin';
};
export type GameTimeDto = {
  /** Day of the month, 1-30. */
  day: number;
  /** Days since the world began (0-based). */
  dayIndex: number;
  /** Day of the game year, 1-360 (1 = March 1). */
  dayOfYear: number;
  formattedTime: string;
  /** When the last game day was applied */
  lastTickAt: string;
  /** How long the last tick took, in ms */
  lastTickDurationMs: number | null;
  /** Calendar month, 1 = January … 12 = December (the game year starts in March). */
  month: number;
  monthName: string;
  paused: boolean;
  season: 'Spring' | 'Summer' | 'Fall' | 'Winter';
  /** Real milliseconds per game day */
  tickIntervalMs: number;
  year: number;
};
export type AdminClockDto = {
  /** The day being applied right now, if any. */
  inProgress: TickInProgressDto | null;
  /** The newest clock advance job (running, or how the last one ended); null before the first. */
  job: ClockJobDto | null;
  /** How late the next game day is beyond one tick interval, in milliseconds (0 when on time). */
  lagMs: number;
  recentTicks: TickDto[];
  /** Whether this instance runs the scheduled clock (GAME_TICK_ENABLED). */
  scheduled: boolean;
  time: GameTimeDto;
};
export type ClockJobDataDto = {
  job: ClockJobDto;
};
export type AdvanceClockDto = {
  /** Game days to apply, each once, as the scheduled job would (a job: see POST /admin/clock/advance). */
  days: number;
};
export type EstateMoneyDto = {
  /** Unpaid charges in whole euros; above zero the estate is in arrears. */
  arrears: number;
  estateId: string;
  /** Whole euros. */
  money: number;
  name: string;
};
export type YearKindTotalDto = {
  /** Money that entered estates (whole euros). */
  created: number;
  /** Money that left estates (a positive number). */
  destroyed: number;
  kind:
    | 'opening_balance'
    | 'grant'
    | 'land_purchase'
    | 'land_sale'
    | 'registry_purchase'
    | 'upkeep'
    | 'planting'
    | 'fee'
    | 'arrears_payment'
    | 'closure'
    | 'grape_sale'
    | 'harvest_labour'
    | 'vessel_purchase'
    | 'crush'
    | 'bottling'
    | 'bulk_wine_sale'
    | 'wine_sale'
    | 'exchange_purchase'
    | 'exchange_sale'
    | 'exchange_fee'
    | 'contract_payment'
    | 'contract_penalty'
    | 'weather_protection'
    | 'vineyard_work'
    | 'marketing_campaign'
    | 'bottle_store'
    | 'storage_charge'
    | 'staff_hiring'
    | 'wages'
    | 'equipment_purchase'
    | 'equipment_upkeep'
    | 'cellar_door_build'
    | 'cellar_door_sale';
  year: number;
};
export type SupplyPointDto = {
  gameDay: number;
  /** Money held by all estates at the end of that day (the whole ledger up to it). */
  total: number;
};
export type EconomyDto = {
  estates: number;
  inArrears: EstateMoneyDto[];
  /** The sum of the whole ledger: equals totalMoney. */
  ledgerTotal: number;
  perYear: YearKindTotalDto[];
  richest: EstateMoneyDto[];
  supply: SupplyPointDto[];
  /** Money held by all estates now. */
  totalMoney: number;
};
export type DeletedFeatureDto = {
  comments: number;
  history: number;
  id: string;
  /** Votes, vote-history points and comments deleted with it. */
  votes: number;
};
export type DeletedFeatureDataDto = {
  deleted: DeletedFeatureDto;
};
export type FeatureCommentDto = {
  /** The author's username. */
  author: string;
  date: string;
  id: string;
  text: string;
};
export type VoteHistoryPointDto = {
  /** The vote count at the end of that day (or now, for today). */
  count: number;
  /** The day (UTC), YYYY-MM-DD. */
  date: string;
};
export type FeatureDetailDto = {
  /** The suggester's username; null once the account is gone. */
  author: string | null;
  commentCount: number;
  comments: FeatureCommentDto[];
  /** When it was submitted. */
  date: string;
  description: string;
  id: string;
  problemSolved: string;
  status: 'implemented' | 'in-progress' | 'planned' | 'under-review' | 'review';
  tags: string[];
  title: string;
  /** More than 5 votes a day between the two most recent history points. */
  trending: boolean;
  updatedAt: string;
  /** The vote count per day, oldest first (the last 30 days on which it changed). */
  voteHistory: VoteHistoryPointDto[];
  /** Up votes minus down votes; may be negative. */
  votes: number;
};
export type FeatureDataDto = {
  feature: FeatureDetailDto;
};
export type AdminUpdateFeatureDto = {
  description?: string;
  status?: 'implemented' | 'in-progress' | 'planned' | 'under-review' | 'review';
  tags?: string[];
  title?: string;
};
export type DeletedCommentDto = {
  id: string;
};
export type DeletedCommentDataDto = {
  deleted: DeletedCommentDto;
};
export type AdminCommentDataDto = {
  comment: FeatureCommentDto;
};
export type AdminUpdateCommentDto = {
  text: string;
};
export type NewsletterCountsDto = {
  /** Subscribed in the last 7 days. */
  lastSevenDays: number;
  /** Every subscriber (whatever the search). */
  total: number;
};
export type NewsletterEntryDto = {
  createdAt: string;
  email: string;
  id: string;
};
export type NewsletterDataDto = {
  counts: NewsletterCountsDto;
  entries: NewsletterEntryDto[];
  pagination: PaginationDto;
};
export type AdminUserDto = {
  createdAt: string;
  disabledAt: string | null;
  email: string;
  emailVerified: boolean;
  estates: number;
  firstName: string | null;
  id: string;
  lastName: string | null;
  /** Sessions neither revoked nor expired. */
  liveSessions: number;
  role: 'player' | 'admin';
  username: string;
};
export type AdminUsersDataDto = {
  pagination: PaginationDto;
  users: AdminUserDto[];
};
export type AdminUserDataDto = {
  user: AdminUserDto;
};
export type SetRoleDto = {
  role: 'player' | 'admin';
};
export type WaitlistCountsDto = {
  earlyAccess: number;
  /** Joined in the last 7 days. */
  lastSevenDays: number;
  /** Everyone on the list (whatever the search). */
  total: number;
};
export type WaitlistEntryDto = {
  createdAt: string;
  /** Asked to be included in early access. */
  earlyAccess: boolean;
  email: string;
  id: string;
};
export type WaitlistDataDto = {
  counts: WaitlistCountsDto;
  entries: WaitlistEntryDto[];
  pagination: PaginationDto;
};
export type EmptyDto = {};
export type AnalyticsEventDto = {
  /** The page's path ('/roadmap'); for an outbound click, the address followed. */
  path: string;
  referrer?: string;
  type: 'pageview' | 'outbound';
};
export type DayCountDto = {
  count: number;
  date: string;
};
export type PathCountDto = {
  count: number;
  path: string;
};
export type AnalyticsSummaryDto = {
  days: number;
  outbound: number;
  pageviews: number;
  /** Page views per day (UTC), oldest first. */
  pageviewsByDay: DayCountDto[];
  /** The 20 most followed outbound addresses. */
  topOutbound: PathCountDto[];
  /** The 20 most viewed paths. */
  topPages: PathCountDto[];
  /** The 20 most frequent referrers. */
  topReferrers: PathCountDto[];
};
export type AnalyticsSummaryDataDto = {
  summary: AnalyticsSummaryDto;
};
export type ApiKeyDto = {
  createdAt: string;
  /** Null: the key does not expire. A key past this date answers 401. */
  expiresAt: string | null;
  id: string;
  /** When the key was last used (written at most once a minute); null when never. */
  lastUsedAt: string | null;
  name: string;
  /** The secret's first characters: enough to recognise the key, not to use it. */
  prefix: string;
  scopes: ('read' | 'play' | 'admin')[];
};
export type ApiKeysDataDto = {
  keys: ApiKeyDto[];
};
export type CreatedApiKeyDataDto = {
  key: ApiKeyDto;
  /** The key itself, answered this once and never again: send it as `Authorization: Bearer <secret>`. */
  secret: string;
};
export type CreateApiKeyDto = {
  /** Days until the key stops working (1-365), or null for a key that does not expire. */
  expiresInDays: number | null;
  /** What the key is for, to tell keys apart ("Harvest bot"). */
  name: string;
  /** What the key may do: `read` (GET requests on your own data), `play` (your game actions: every
    other method), `admin` (the admin routes; admins only, 403 `API_KEY_ADMIN_ONLY` otherwise). */
  scopes: ('read' | 'play' | 'admin')[];
};
export type EmailDto = {
  email: string;
};
export type UserDto = {
  createdAt: string;
  email: string;
  emailVerified: boolean;
  firstName: string | null;
  id: string;
  lastName: string | null;
  role: 'player' | 'admin';
  username: string;
};
export type SessionDto = {
  /** JWT (HS256), valid for `expires_in` seconds; send as `Authorization: Bearer …`. */
  access_token: string;
  /** Seconds the access token stays valid. */
  expires_in: number;
  /** Opaque, single-use: exchange it at POST /api/auth/refresh for a new pair. */
  refresh_token: string;
  token_type: 'Bearer';
  user: UserDto;
};
export type LoginDto = {
  /** An e-mail address (any case) or a username. */
  identifier: string;
  password: string;
  /** Keep the session for 30 days (otherwise at most a day). When absent: true. */
  rememberMe?: boolean;
};
export type LogoutDto = {
  /** Also revoke the session of this refresh token */
  refresh_token?: string;
};
export type UserEnvelopeDataDto = {
  user: UserDto;
};
export type RefreshDto = {
  /** The refresh token of the current session */
  refresh_token: string;
};
export type RegisterDto = {
  confirmPassword: string;
  email: string;
  firstName?: string;
  lastName?: string;
  /** At least 8 characters with a lowercase and an uppercase letter, a digit and one of @$!%*?& */
  password: string;
  /** 3-30 letters, digits, dots, underscores or dashes; public. */
  username: string;
};
export type ResetPasswordDto = {
  confirmPassword: string;
  /** The same rules as at registration. */
  password: string;
  /** The token from the reset link */
  token: string;
};
export type AwardDto = {
  /** Whether the wine is a blend */
  blend: boolean;
  colour: 'red' | 'white';
  /** The game day the medal was given */
  day: number;
  estateId: string;
  estateName: string;
  medal: 'gold' | 'silver' | 'bronze';
  /** Quality when bottled */
  quality: number;
  region: 'tuscany' | 'bordeaux' | 'napa' | 'rioja' | 'mendoza' | 'barossa';
  /** The critics' score */
  score: number;
  /** The variety (of a blend: its largest) */
  variety:
    | 'cabernet sauvignon'
    | 'merlot'
    | 'pinot noir'
    | 'syrah'
    | 'chardonnay'
    | 'sauvignon blanc'
    | 'riesling'
    | 'malbec'
    | 'nebbiolo'
    | 'sangiovese'
    | 'tempranillo'
    | 'zinfandel';
  vintage: number;
  wineLotId: string;
  wineName: string;
  /** The game year judged */
  year: number;
};
export type AwardsDataDto = {
  /** The year's medals by region, colour, then gold, silver, bronze */
  awards: AwardDto[];
  /** Today (game day) */
  day: number;
  /** The game day they are given (the first day of the year after) */
  nextDay: number;
  /** The year whose medals are given next */
  nextYear: number;
  /** The year shown: the one asked for, else the latest with medals (null when there are none yet) */
  year: number | null;
  /** The years that have medals, latest first */
  years: number[];
};
export type SpacingDto = {
  /** Metres between rows, 0.5-10 (default 2). */
  rowSpacing: number;
  /** Metres between vines in a row, 0.5-10 (default 1). */
  vineSpacing: number;
};
export type BlockDto = {
  /** Game days since planting */
  ageDays: number;
  grapeVariety:
    | 'cabernet sauvignon'
    | 'merlot'
    | 'pinot noir'
    | 'syrah'
    | 'chardonnay'
    | 'sauvignon blanc'
    | 'riesling'
    | 'malbec'
    | 'nebbiolo'
    | 'sangiovese'
    | 'tempranillo'
    | 'zinfandel';
  /** What the tick does with grapes left on the vine */
  harvestPlan: 'crush' | 'sell' | 'keep';
  /** Percent */
  health: number;
  id: string;
  name: string;
  notes: string;
  orientation: 'north-south' | 'east-west' | 'northeast-southwest' | 'northwest-southeast';
  /** Game day of the planting (day index since the game start; a new variety is a new planting) */
  plantedGameDay: number;
  plantingDate: string;
  plotId: string;
  /** 0-100 */
  quality: number;
  /** Hectares */
  size: number;
  status: 'planting' | 'growing' | 'mature' | 'harvesting' | 'dormant';
  /** How well the variety suits the plot, 0-100 */
  suitability: number;
  trellisSystem: 'vsp' | 'guyot' | 'cordon' | 'lyre' | 'pergola' | 'gobelet';
  vineSpacing: SpacingDto;
  /** round(size × vinesPerHectare) */
  vines: number;
  /** 10000 / (rowSpacing × vineSpacing) */
  vinesPerHectare: number;
};
export type BlockEnvelopeDataDto = {
  block: BlockDto;
};
export type UpdateBlockDto = {
  grapeVariety?:
    | 'cabernet sauvignon'
    | 'merlot'
    | 'pinot noir'
    | 'syrah'
    | 'chardonnay'
    | 'sauvignon blanc'
    | 'riesling'
    | 'malbec'
    | 'nebbiolo'
    | 'sangiovese'
    | 'tempranillo'
    | 'zinfandel';
  /** What the tick does with grapes left on the vine after the harvest window: crush them (or sell them if the tanks are full), sell them to the grape buyers, or keep them */
  harvestPlan?: 'crush' | 'sell' | 'keep';
  name?: string;
  notes?: string;
  orientation?: 'north-south' | 'east-west' | 'northeast-southwest' | 'northwest-southeast';
  /** Hectares, 0.1-1000 and at most what the plot has free. */
  size?: number;
  trellisSystem?: 'vsp' | 'guyot' | 'cordon' | 'lyre' | 'pergola' | 'gobelet';
  /** Defaults to 2 m × 1 m */
  vineSpacing?: SpacingDto;
};
export type HarvestDto = {
  /** Kilograms */
  amount: number;
  createdAt: string;
  /** Game day of the harvest (day index since the game start; formatGameDay in libs/domain) */
  gameDay: number;
  id: string;
  /** Quality, 0-100. */
  quality: number;
  variety:
    | 'cabernet sauvignon'
    | 'merlot'
    | 'pinot noir'
    | 'syrah'
    | 'chardonnay'
    | 'sauvignon blanc'
    | 'riesling'
    | 'malbec'
    | 'nebbiolo'
    | 'sangiovese'
    | 'tempranillo'
    | 'zinfandel';
  /** Game year of the harvest */
  year: number;
};
export type BlockDetailsDto = {
  /** Game days since planting */
  ageDays: number;
  grapeVariety:
    | 'cabernet sauvignon'
    | 'merlot'
    | 'pinot noir'
    | 'syrah'
    | 'chardonnay'
    | 'sauvignon blanc'
    | 'riesling'
    | 'malbec'
    | 'nebbiolo'
    | 'sangiovese'
    | 'tempranillo'
    | 'zinfandel';
  /** What the tick does with grapes left on the vine */
  harvestPlan: 'crush' | 'sell' | 'keep';
  harvests: HarvestDto[];
  /** Percent */
  health: number;
  id: string;
  name: string;
  notes: string;
  orientation: 'north-south' | 'east-west' | 'northeast-southwest' | 'northwest-southeast';
  /** Game day of the planting (day index since the game start; a new variety is a new planting) */
  plantedGameDay: number;
  plantingDate: string;
  plotId: string;
  /** 0-100 */
  quality: number;
  /** Hectares */
  size: number;
  status: 'planting' | 'growing' | 'mature' | 'harvesting' | 'dormant';
  /** How well the variety suits the plot, 0-100 */
  suitability: number;
  trellisSystem: 'vsp' | 'guyot' | 'cordon' | 'lyre' | 'pergola' | 'gobelet';
  vineSpacing: SpacingDto;
  /** round(size × vinesPerHectare) */
  vines: number;
  /** 10000 / (rowSpacing × vineSpacing) */
  vinesPerHectare: number;
};
export type BlockDetailsEnvelopeDataDto = {
  block: BlockDetailsDto;
};
export type HarvestResultDataDto = {
  block: BlockDto;
  harvest: HarvestDto;
};
export type ProtectionDto = {
  blockId: string;
  /** Whole euros paid */
  cost: number;
  eventDay: number;
  id: string;
  kind: 'frost' | 'hail' | 'heatwave' | 'mildew' | 'harvestRain';
  /** Health points spared */
  spared: number;
};
export type BlockWeatherEventDto = {
  /** Past events only: whether the tick has applied the day to the block */
  applied: boolean;
  /** What protecting this block costs, whole euros */
  cost: number;
  /** Points of quality it takes from this block's crop unprotected (≤ 0): applied at the harvest */
  cropQualityPoints: number;
  /** Percentage points it takes from this block's crop unprotected (≤ 0; 0 when it cannot harm it): applied at the harvest */
  cropYieldPercent: number;
  /** Health points it takes from this block unprotected, on its status that day (0: it cannot harm it) */
  damage: number;
  /** '15 Apr, Year 2' */
  date: string;
  /** Game day index of the event */
  day: number;
  kind: 'frost' | 'hail' | 'heatwave' | 'mildew' | 'harvestRain';
  /** 'Severe spring frost' */
  label: string;
  /** Whether the block is protected against it: a protection bought, or against mildew the season's spraying */
  protected: boolean;
  /** What protects against it: 'Hail nets' */
  protection: string;
  severity: 'moderate' | 'severe';
};
export type VintageWeatherEventDto = {
  /** '15 Apr, Year 2' */
  date: string;
  /** Game day index of the event */
  day: number;
  /** 'Severe spring frost' */
  label: string;
  /** Points of quality it took from the crop (≤ 0) */
  qualityPoints: number;
  /** Percentage points it took from the crop (≤ 0) */
  yieldPercent: number;
};
export type VintageWeatherDto = {
  /** The events that took from the crop, soonest first */
  events: VintageWeatherEventDto[];
  /** Points the vintage’s unprotected events took from its quality so far (≤ 0) */
  qualityPoints: number;
  /** The game year of the crop on the vines (the next harvest) */
  vintage: number;
  /** Percentage points the vintage’s unprotected events took from its kilograms so far (≤ 0) */
  yieldPercent: number;
};
export type BlockWeatherDto = {
  /** Events of the coming days, soonest first */
  forecast: BlockWeatherEventDto[];
  /** How many days ahead the forecast looks */
  forecastDays: number;
  /** Events of the last 30 days since planting, newest first */
  recent: BlockWeatherEventDto[];
  /** Today, game day index */
  today: number;
  /** What the weather took from the crop on the vines, applied with the vineyard work’s effects when it is picked */
  vintageLoss: VintageWeatherDto;
};
export type ProtectionDataDto = {
  protection: ProtectionDto;
  weather: BlockWeatherDto;
};
export type ProtectBlockDto = {
  /** Game day index */
  eventDay: number;
};
export type BlockWeatherDataDto = {
  weather: BlockWeatherDto;
};
export type WorkEffectPartDto = {
  /** The option done, 'skipped', or null (no effect) */
  done: string | null;
  kind: 'pruning' | 'spraying' | 'canopy' | 'greenHarvest';
  qualityPoints: number;
  text: string;
  yieldPercent: number;
};
export type WorkEffectsDto = {
  parts: WorkEffectPartDto[];
  /** Points on the picked grapes’ quality as things stand */
  qualityPoints: number;
  /** Percentage points on the harvest’s kilograms as things stand */
  yieldPercent: number;
};
export type WorkDoneDto = {
  /** Game day it was done */
  day: number;
  option: 'light' | 'standard' | 'hard';
  text: string;
};
export type WorkOptionDto = {
  /** What it costs on this block, whole euros */
  cost: number;
  /** 'Hard' */
  label: string;
  option: 'light' | 'standard' | 'hard';
  /** What it does to the harvest */
  text: string;
};
export type WorkWindowDto = {
  /** First game day */
  from: number;
  /** '1 Dec, Year 2 – 30 Mar, Year 3' */
  label: string;
  /** Last game day */
  to: number;
};
export type WorkItemDto = {
  done: WorkDoneDto | null;
  /** What leaving it undone does (null: nothing) */
  ifSkipped: string | null;
  kind: 'pruning' | 'spraying' | 'canopy' | 'greenHarvest';
  /** 'Winter pruning' */
  name: string;
  options: WorkOptionDto[];
  /** done; due (its window is open); upcoming; missed (closed undone: what skipping does applies at harvest); closed (no effect) */
  state: 'done' | 'due' | 'upcoming' | 'missed' | 'closed';
  /** The game year of the harvest it is for */
  vintage: number;
  what: string;
  window: WorkWindowDto;
};
export type BlockVineyardWorkDto = {
  /** Whether the block bears this vintage and is not picked yet (else nothing is due) */
  bearing: boolean;
  /** What the vintage’s work (done and skipped) does to its harvest */
  effects: WorkEffectsDto;
  /** Each kind, in window order */
  items: WorkItemDto[];
  /** Today, game day index */
  today: number;
  /** The vintage the work is for */
  vintage: number;
};
export type BlockVineyardWorkDataDto = {
  work: BlockVineyardWorkDto;
};
export type DoneWorkDto = {
  blockId: string;
  blockName: string;
  /** Whole euros paid */
  cost: number;
  /** Game day it was done */
  gameDay: number;
  id: string;
  kind: 'pruning' | 'spraying' | 'canopy' | 'greenHarvest';
  /** The estate's money afterwards */
  money: number;
  option: 'light' | 'standard' | 'hard';
  vintage: number;
};
export type DoneWorkDataDto = {
  done: DoneWorkDto;
  work: BlockVineyardWorkDto;
};
export type DoVineyardWorkDto = {
  kind: 'pruning' | 'spraying' | 'canopy' | 'greenHarvest';
  /** Pruning: light, standard or hard; green harvest: light or hard; spraying and canopy work: standard (the default) */
  option?: 'light' | 'standard' | 'hard';
};
export type PublicConfigDto = {
  /** Whether the demo accounts exist on this server (the sign-in page shows its demo buttons). */
  demoAccounts: boolean;
};
export type ContactDto = {
  email: string;
  message: string;
  name: string;
  subject: string;
};
export type ContactMessageDto = {
  createdAt: string;
  email: string;
  id: string;
  message: string;
  name: string;
  subject: string;
};
export type ContactMessagesDataDto = {
  messages: ContactMessageDto[];
};
export type PublicReviewDto = {
  blend: boolean;
  critic: string;
  /** The game day of the review */
  day: number;
  estateName: string;
  name: string;
  region: 'tuscany' | 'bordeaux' | 'napa' | 'rioja' | 'mendoza' | 'barossa';
  score: number;
  variety:
    | 'cabernet sauvignon'
    | 'merlot'
    | 'pinot noir'
    | 'syrah'
    | 'chardonnay'
    | 'sauvignon blanc'
    | 'riesling'
    | 'malbec'
    | 'nebbiolo'
    | 'sangiovese'
    | 'tempranillo'
    | 'zinfandel';
  verdict: string;
  vintage: number;
  wineLotId: string;
};
export type ReviewsDataDto = {
  pagination: PaginationDto;
  /** A page of 20 reviews, newest first */
  reviews: PublicReviewDto[];
};
export type EstateCountsDto = {
  plots: number;
  /** Vines planted on all its blocks. */
  vines: number;
  wines: number;
};
export type GrapeStockDto = {
  /** Kilograms. */
  amount: number;
  quality: number;
  variety: string;
};
export type SupplyStockDto = {
  amount: number;
  item: string;
};
export type InventoryDto = {
  grapes: GrapeStockDto[];
  supplies: SupplyStockDto[];
};
export type EstateOwnerDto = {
  isPrimary: boolean;
  userId: string;
  username: string;
};
export type EstateInvitationDto = {
  createdAt: string;
  id: string;
  /** The e-mail address or user id the invitation was sent to. */
  invitee: string;
};
export type EstatePlotSummaryDto = {
  id: string;
  name: string;
  /** Hectares planted with vineyard blocks (a new estate's largest plot has its head-start block). */
  plantedSize: number;
  /** Hectares. */
  size: number;
};
export type WineDto = {
  age?: number;
  bottles?: number;
  id: string;
  name: string;
  /** Quality, 0-100. */
  quality: number;
  status: string;
};
export type EstateDto = {
  counts: EstateCountsDto;
  createdAt: string;
  id: string;
  inventory: InventoryDto;
  /** Whether the caller is the primary owner (who may remove owners and delete the estate). */
  isPrimaryOwner: boolean;
  location: 'tuscany' | 'bordeaux' | 'napa' | 'rioja' | 'mendoza' | 'barossa';
  /** Whole euros. */
  money: number;
  name: string;
  owners: EstateOwnerDto[];
  /** Invitations to co-own this estate that are not accepted or declined yet. */
  pendingInvitations: EstateInvitationDto[];
  plots: EstatePlotSummaryDto[];
  /** Reputation as players see it, 0-100: earned points (awards, critics, sales) that fade with time. */
  reputation: number;
  template: 'boutique' | 'family' | 'commercial' | 'standard';
  /** Number of vines over all blocks. */
  vines: number;
  wines: WineDto[];
};
export type EstatesEnvelopeDataDto = {
  estates: EstateDto[];
};
export type EstateEnvelopeDataDto = {
  estate: EstateDto;
};
export type CreateEstateDto = {
  location: 'tuscany' | 'bordeaux' | 'napa' | 'rioja' | 'mendoza' | 'barossa';
  name: string;
  /** Co-owners by user id or e-mail; empty entries are dropped. */
  owners?: string[];
  /** boutique (2 ha, 1 plot), family (5 ha, 2 plots), commercial (10 ha, 3 plots); standard = family. When absent: standard. */
  template?: 'boutique' | 'family' | 'commercial' | 'standard';
};
export type BottleStoreDto = {
  /** Bottles the estate's wine lots hold today. */
  bottles: number;
  /** Bottles the store holds without charge. */
  capacity: number;
  day: number;
  /** Bottles one extension adds. */
  extensionBottles: number;
  /** Extensions built so far. */
  extensions: number;
  /** Extensions one request builds at most. */
  maxPerBuild: number;
  /** Whole euros the next monthly storage charge would be at today's stock (€3 a started hundred bottles beyond the capacity). */
  monthlyCharge: number;
  /** The game day of the next storage charge (the first day of a game month). */
  nextChargeDay: number;
  /** Whole euros the next extension costs (each one 1.25× the last). */
  nextExtensionCost: number;
  /** Bottles beyond the capacity today. */
  overCapacity: number;
};
export type BottleStoreDataDto = {
  store: BottleStoreDto;
};
export type BottleStoreBuiltDataDto = {
  /** Whole euros paid. */
  cost: number;
  /** The estate's money afterwards. */
  money: number;
  store: BottleStoreDto;
};
export type BuildBottleStoreDto = {
  /** Extensions to build now, each of BOTTLE_STORE.extensionBottles bottles. */
  count: number;
};
export type CampaignDto = {
  /** Whole euros paid. */
  cost: number;
  /** The first game day it no longer runs. */
  endDay: number;
  id: string;
  kind: 'tasting' | 'fair' | 'press';
  label: string;
  /** Whether it runs today. */
  running: boolean;
  /** The game day it started. */
  startDay: number;
};
export type CampaignKindDto = {
  /** What it would add today beside the campaigns running (less than `boost` when others run). */
  addsToday: number;
  /** The share of buyers it adds to every pool alone (0.25: +25%). */
  boost: number;
  /** Whole euros at the estate's planted hectares today. */
  cost: number;
  /** Game days it runs. */
  days: number;
  description: string;
  kind: 'tasting' | 'fair' | 'press';
  label: string;
  /** When one of this kind runs: its end day. */
  runningUntil: number | null;
};
export type CampaignsDto = {
  /** The running campaigns' boost of every pool today (0.5: +50%). */
  boost: number;
  /** Running first (soonest end), then the latest ended. */
  campaigns: CampaignDto[];
  day: number;
  kinds: CampaignKindDto[];
};
export type CampaignsDataDto = {
  campaigns: CampaignsDto;
};
export type CampaignRunDataDto = {
  /** The running campaigns' boost of every pool afterwards. */
  boost: number;
  campaign: CampaignDto;
  /** The estate's money afterwards. */
  money: number;
};
export type RunCampaignDto = {
  /** The kind of campaign (GET …/campaigns, `kinds[].kind`). */
  kind: 'tasting' | 'fair' | 'press';
};
export type BlendComponentDto = {
  batchId: string;
  litres: number;
  /** Its share of the blend's litres, 0-1. */
  share: number;
  variety:
    | 'cabernet sauvignon'
    | 'merlot'
    | 'pinot noir'
    | 'syrah'
    | 'chardonnay'
    | 'sauvignon blanc'
    | 'riesling'
    | 'malbec'
    | 'nebbiolo'
    | 'sangiovese'
    | 'tempranillo'
    | 'zinfandel';
};
export type WinePlanDto = {
  elevage: 'steel' | 'oak';
  /** Days of élevage: steel 45-720, oak 90-720. */
  elevageDays: number;
  /** `cool` is for whites, `extended` maceration for reds. */
  fermentation: 'standard' | 'cool' | 'extended';
  /** Malolactic fermentation (reds always). */
  malolactic: boolean;
  /** The barrels for oak élevage. */
  oak?: ('french' | 'american') | null;
  /** Sort the grapes before the crush: 15% fewer kilograms reach the press, +3 quality. */
  sorting: boolean;
};
export type StageStepDto = {
  /** The day the stage ends (`ready` has none). */
  endDay: number | null;
  label: string;
  stage: 'fermentation' | 'malolactic' | 'elevage' | 'ready';
  /** Game day: days since the game started (`formatGameDay` in libs/domain shows it as a date). */
  startDay: number;
};
export type WineBatchDto = {
  /** For a blend, the batches it was made of, largest first (null otherwise). Its `variety` is its
    largest variety, and its quality is fixed. */
  blend: BlendComponentDto[] | null;
  blockName: string;
  /** Bottles it would give now, and what bottling them costs (whole euros). */
  bottles: number;
  /** Whole euros. */
  bottlingCost: number;
  /** Bulk buyers' price today (€/L). */
  bulkPricePerLitre: number;
  /** Whether it can go into a blend today: active, ready to bottle, with wine left, not a blend itself. */
  canBlend: boolean;
  canBottle: boolean;
  canSellBulk: boolean;
  colour: 'red' | 'white';
  createdAt: string;
  /** Game days until `readyDay` (0 once ready). */
  daysLeft: number;
  grapeLotId: string | null;
  /** The grapes' quality at the crush (for a blend: the blended quality). */
  grapeQuality: number;
  id: string;
  initialLitres: number;
  kilograms: number;
  /** Litres left (bulk sales take from it). */
  litres: number;
  plan: WinePlanDto;
  preset: ('fresh_white' | 'joven_red' | 'crianza' | 'reserva' | 'gran_reserva') | null;
  /** 0-1, from the crush to the ready day. */
  progress: number;
  /** Quality today: the grapes' plus the effects of the stages done so far (a blend's is fixed). */
  quality: number;
  /** Game day: days since the game started (`formatGameDay` in libs/domain shows it as a date). When the wine is ready to bottle. */
  readyDay: number;
  /** Quality it will have when ready. */
  readyQuality: number;
  region: 'tuscany' | 'bordeaux' | 'napa' | 'rioja' | 'mendoza' | 'barossa';
  stage: 'fermentation' | 'malolactic' | 'elevage' | 'ready';
  stageLabel: string;
  stages: StageStepDto[];
  /** Game day: days since the game started (`formatGameDay` in libs/domain shows it as a date). The crush. */
  startDay: number;
  /** `blended`: it went into a blend (see the blend's `blend`). */
  status: 'active' | 'bottled' | 'sold' | 'blended';
  variety:
    | 'cabernet sauvignon'
    | 'merlot'
    | 'pinot noir'
    | 'syrah'
    | 'chardonnay'
    | 'sauvignon blanc'
    | 'riesling'
    | 'malbec'
    | 'nebbiolo'
    | 'sangiovese'
    | 'tempranillo'
    | 'zinfandel';
  /** Game year of the harvest. */
  vintage: number;
};
export type CellarTotalsDto = {
  barrels: number;
  freeBarrels: number;
  tankCapacityLitres: number;
  tankFreeLitres: number;
  tankUsedLitres: number;
  tanks: number;
};
export type VesselDto = {
  batchIds: string[];
  capacityLitres: number;
  /** Earlier fills (barrels lose their oak flavour over 4). */
  fills: number;
  id: string;
  kind: 'tank' | 'barrel_french' | 'barrel_american';
  label: string;
  /** Oak flavour left, 0-1 (0 for tanks). */
  oakStrength: number;
  /** Litres held today (a barrel reserved for a batch still in tanks counts as used). */
  usedLitres: number;
};
export type CellarDataDto = {
  /** Batches in progress or ready to bottle, oldest first. */
  batches: WineBatchDto[];
  /** Today, as a game day (days since the game started). */
  day: number;
  totals: CellarTotalsDto;
  vessels: VesselDto[];
};
export type CellarDoorDto = {
  /** Whether the estate has its cellar door. */
  built: boolean;
  /** The game day it was built (null when not built). */
  builtDay: number | null;
  day: number;
  /** Bottles this month's visitors buy (the region, the reputation, the season). */
  demand: number;
  /** Bottles the visitors still take this month. */
  demandLeft: number;
  /** Whole euros charged on the first day of each game month. */
  monthlyUpkeep: number;
  /** The game day the next month, and its visitors, begin. */
  nextMonthDay: number;
  /** Visitors pay this many times the pools' list price. */
  premium: number;
  /** Whole euros: what the estate paid, or today's price for its planted hectares. */
  price: number;
  /** Bottles sold at the cellar door this month. */
  sold: number;
};
export type CellarDoorDataDto = {
  door: CellarDoorDto;
};
export type CellarDoorBuiltDataDto = {
  /** Whole euros paid. */
  cost: number;
  door: CellarDoorDto;
  /** The estate's money afterwards. */
  money: number;
};
export type CellarDoorSaleDataDto = {
  /** Bottles left in the lot. */
  bottlesLeft: number;
  bottlesSold: number;
  door: CellarDoorDto;
  /** Whole euros the visitors paid. */
  gross: number;
  /** The estate's money afterwards. */
  money: number;
  /** Whole euros the estate received (after distribution beyond its free receipts). */
  received: number;
};
export type SellAtCellarDoorDto = {
  bottles: number;
  /** The wine lot to sell from (one of the estate’s). */
  lotId: string;
};
export type ContractDto = {
  acceptedDay: number;
  bottles: number;
  /** The day it was delivered or defaulted. */
  closedDay: number | null;
  colour: 'red' | 'white';
  /** The last game day the bottles may be delivered. */
  dueDay: number;
  id: string;
  /** The lowest quality (today, after bottle ageing) the wine may have. */
  minQuality: number;
  /** The game month of the board, and the offer's place on it. */
  month: number;
  offer: number;
  /** What a default costs at most (as much as the estate has). */
  penalty: number;
  /** What its default took (as much of the penalty as the estate had); null unless defaulted. */
  penaltyPaid: number | null;
  /** Whole euros a bottle. */
  price: number;
  status: 'accepted' | 'delivered' | 'defaulted';
  /** The market tier the merchants buy for. */
  tier: 'table' | 'regional' | 'premium' | 'fine' | 'icon';
  /** What delivery pays: bottles × price. */
  value: number;
  /** The lot it was delivered from. */
  wineLotId: string | null;
};
export type ContractOfferDto = {
  bottles: number;
  colour: 'red' | 'white';
  /** The last game day the bottles may be delivered. */
  dueDay: number;
  /** The lowest quality (today, after bottle ageing) the wine may have. */
  minQuality: number;
  /** The game month of the board, and the offer's place on it. */
  month: number;
  offer: number;
  /** What a default costs at most (as much as the estate has). */
  penalty: number;
  /** Whole euros a bottle. */
  price: number;
  /** Whether the estate accepted this offer already. */
  taken: boolean;
  /** The market tier the merchants buy for. */
  tier: 'table' | 'regional' | 'premium' | 'fine' | 'icon';
  /** What delivery pays: bottles × price. */
  value: number;
};
export type ContractsDto = {
  /** Open first (soonest due), then the latest closed. */
  contracts: ContractDto[];
  day: number;
  /** The open contracts an estate may hold. */
  maxOpen: number;
  /** The game month of the board (day index ÷ 30), and today. */
  month: number;
  /** The first day of the next board. */
  nextBoardDay: number;
  offers: ContractOfferDto[];
};
export type ContractsDataDto = {
  contracts: ContractsDto;
};
export type ContractDataDto = {
  contract: ContractDto;
};
export type AcceptContractDto = {
  /** The offer's place on this month's board (GET …/contracts, `offers[].offer`). */
  offer: number;
};
export type CriticReviewDto = {
  critic: string;
  /** The game day of the review */
  day: number;
  /** Points; the same lot always gets the same score */
  score: number;
  verdict: string;
};
export type WineLotDto = {
  /** Game days in bottle. */
  ageDays: number;
  /** The medal the wine won in the yearly awards (it raises its price for good); null without */
  award: ('gold' | 'silver' | 'bronze') | null;
  /** The batch it was bottled from; null for wine bought on the exchange. */
  batchId: string | null;
  /** The blend it was bottled from (null for a single batch). */
  blend: BlendComponentDto[] | null;
  bottledBottles: number;
  /** Game day: days since the game started (`formatGameDay` in libs/domain shows it as a date). */
  bottledDay: number;
  /** Quality at bottling, 0-100. */
  bottledQuality: number;
  bottles: number;
  colour: 'red' | 'white';
  createdAt: string;
  id: string;
  name: string;
  /** Game day: days since the game started (`formatGameDay` in libs/domain shows it as a date). When the wine drinks best. */
  peakDay: number;
  /** The estate that made it, for wine bought on the exchange; null when this estate bottled it. */
  producer: string | null;
  /** Quality today (bottle ageing toward the variety's peak, computed on read). */
  quality: number;
  region: 'tuscany' | 'bordeaux' | 'napa' | 'rioja' | 'mendoza' | 'barossa';
  /** The critics' review, from 30 game days after bottling (lots of 300+ bottles); null before or without */
  review: CriticReviewDto | null;
  status: 'ageing' | 'at_peak' | 'past_peak';
  statusLabel: string;
  /** For a blend, its largest variety (its bottle ageing follows it). */
  variety:
    | 'cabernet sauvignon'
    | 'merlot'
    | 'pinot noir'
    | 'syrah'
    | 'chardonnay'
    | 'sauvignon blanc'
    | 'riesling'
    | 'malbec'
    | 'nebbiolo'
    | 'sangiovese'
    | 'tempranillo'
    | 'zinfandel';
  /** Game year of the harvest. */
  vintage: number;
};
export type ContractDeliveryDataDto = {
  contract: ContractDto;
  /** The estate's money afterwards. */
  money: number;
  /** What the delivery paid. */
  received: number;
  /** The estate's reputation afterwards (0-100). */
  reputation: number;
  /** The lot afterwards (its bottles left). */
  wine: WineLotDto;
};
export type DeliverContractDto = {
  /** The bottled wine lot the bottles come from (one of the estate's). */
  wineLotId: string;
};
export type EquipmentItemDto = {
  /** The game day it was bought (null when not owned). */
  boughtDay: number | null;
  /** What it does. */
  effect: string;
  kind: 'sorting_table' | 'temperature_control' | 'bottling_line';
  label: string;
  /** Whole euros charged on the first day of each game month. */
  monthlyUpkeep: number;
  /** Whether the estate owns it. */
  owned: boolean;
  /** Whole euros: what the estate paid, or the price today at the estate's planted hectares. */
  price: number;
};
export type EquipmentDto = {
  day: number;
  items: EquipmentItemDto[];
  /** Whole euros of upkeep a month for the estate's equipment. */
  monthlyUpkeep: number;
  /** The game day of the next upkeep charge (the first day of a game month). */
  nextChargeDay: number;
  /** The estate's planted hectares (the prices' scale). */
  plantedHectares: number;
};
export type EquipmentDataDto = {
  equipment: EquipmentDto;
};
export type EquipmentBoughtDataDto = {
  /** Whole euros paid. */
  cost: number;
  equipment: EquipmentDto;
  /** The estate's money afterwards. */
  money: number;
};
export type BuyEquipmentDto = {
  kind: 'sorting_table' | 'temperature_control' | 'bottling_line';
};
export type KindTotalDto = {
  /** Whole euros, positive (income) or negative (costs). */
  amount: number;
  kind:
    | 'opening_balance'
    | 'grant'
    | 'land_purchase'
    | 'land_sale'
    | 'registry_purchase'
    | 'upkeep'
    | 'planting'
    | 'fee'
    | 'arrears_payment'
    | 'closure'
    | 'grape_sale'
    | 'harvest_labour'
    | 'vessel_purchase'
    | 'crush'
    | 'bottling'
    | 'bulk_wine_sale'
    | 'wine_sale'
    | 'exchange_purchase'
    | 'exchange_sale'
    | 'exchange_fee'
    | 'contract_payment'
    | 'contract_penalty'
    | 'weather_protection'
    | 'vineyard_work'
    | 'marketing_campaign'
    | 'bottle_store'
    | 'storage_charge'
    | 'staff_hiring'
    | 'wages'
    | 'equipment_purchase'
    | 'equipment_upkeep'
    | 'cellar_door_build'
    | 'cellar_door_sale';
};
export type BalancePointDto = {
  /** Money at the end of that game day. */
  balance: number;
  /** Game day: days since the game started (`formatGameDay` in libs/domain shows it as a date). */
  gameDay: number;
};
export type FinancesDto = {
  /** Unpaid charges; above zero the estate is in arrears. */
  arrears: number;
  /** The year's money out, by kind (negative amounts, largest first). */
  costs: KindTotalDto[];
  /** The year's money in, by kind (largest first). */
  income: KindTotalDto[];
  /** Money now, whole euros. */
  money: number;
  /** Income plus costs. */
  net: number;
  /** Money at the end of each game day with entries, over the estate's whole history. */
  series: BalancePointDto[];
  /** Game year of these figures. */
  year: number;
  /** Game years that have ledger entries, oldest first. */
  years: number[];
};
export type GrapeBuyersDto = {
  capacityKg: number;
  plantedHectares: number;
  /** Whole euros received from buyers and cooperative this season. */
  revenue: number;
  /** `grapeBuyerSeason(day)`: the pool refills each September. */
  season: number;
  /** Kilograms the buyers took this season. */
  usedKg: number;
};
export type GrapeLotDto = {
  /** The block it came from (null once that block is gone). */
  blockId: string | null;
  blockName: string;
  /** The cooperative's price, euros per kilogram. */
  cooperativePricePerKg: number;
  createdAt: string;
  /** Game days left before the grapes start to perish (0: they do). */
  graceDaysLeft: number;
  /** Game day: days since the game started (`formatGameDay` in libs/domain shows it as a date). */
  harvestDay: number;
  harvestedKg: number;
  id: string;
  /** Kilograms left today, after what perished (computed on read). */
  kilograms: number;
  /** The grape buyers' list price for this lot and the cooperative's (€/kg). */
  listPricePerKg: number;
  /** Quality, 0-100. */
  quality: number;
  region: 'tuscany' | 'bordeaux' | 'napa' | 'rioja' | 'mendoza' | 'barossa';
  variety:
    | 'cabernet sauvignon'
    | 'merlot'
    | 'pinot noir'
    | 'syrah'
    | 'chardonnay'
    | 'sauvignon blanc'
    | 'riesling'
    | 'malbec'
    | 'nebbiolo'
    | 'sangiovese'
    | 'tempranillo'
    | 'zinfandel';
  /** The game year of the harvest. */
  vintage: number;
};
export type GrapeLotsDataDto = {
  buyers: GrapeBuyersDto;
  /** Today, as a game day (days since the game started). */
  day: number;
  /** Lots with grapes left, newest first. */
  lots: GrapeLotDto[];
};
export type LedgerEntryDto = {
  /** Signed whole euros: positive in, negative out. */
  amount: number;
  /** The estate's money right after this entry. */
  balanceAfter: number;
  createdAt: string;
  description: string;
  /** The game day it happened on (days since Spring, Year 1, Day 1). */
  gameDay: number;
  id: string;
  kind:
    | 'opening_balance'
    | 'grant'
    | 'land_purchase'
    | 'land_sale'
    | 'registry_purchase'
    | 'upkeep'
    | 'planting'
    | 'fee'
    | 'arrears_payment'
    | 'closure'
    | 'grape_sale'
    | 'harvest_labour'
    | 'vessel_purchase'
    | 'crush'
    | 'bottling'
    | 'bulk_wine_sale'
    | 'wine_sale'
    | 'exchange_purchase'
    | 'exchange_sale'
    | 'exchange_fee'
    | 'contract_payment'
    | 'contract_penalty'
    | 'weather_protection'
    | 'vineyard_work'
    | 'marketing_campaign'
    | 'bottle_store'
    | 'storage_charge'
    | 'staff_hiring'
    | 'wages'
    | 'equipment_purchase'
    | 'equipment_upkeep'
    | 'cellar_door_build'
    | 'cellar_door_sale';
};
export type LedgerPageDto = {
  entries: LedgerEntryDto[];
  pagination: PaginationDto;
};
export type MilestoneDto = {
  /** How to get there, in a sentence */
  hint: string;
  /** The milestone’s stable id */
  id: string;
  /** Whether the estate has reached it (computed on read from its records) */
  reached: boolean;
  title: string;
};
export type MilestonesDataDto = {
  /** The feats of a mature estate, after the milestones (recognition only: none pays money) */
  achievements: MilestoneDto[];
  /** How many achievements are reached */
  achievementsReached: number;
  /** Every milestone, in the order a new estate meets them */
  milestones: MilestoneDto[];
  /** The first milestone not reached: what to aim for next (null once all are reached) */
  next: MilestoneDto | null;
  /** The first achievement not reached (null once all are reached) */
  nextAchievement: MilestoneDto | null;
  /** How many are reached */
  reached: number;
};
export type NotificationDto = {
  body: string;
  createdAt: string;
  /** The game day it happened on. */
  gameDay: number;
  id: string;
  kind:
    | 'harvest'
    | 'grape_sale'
    | 'upkeep'
    | 'wine_stage'
    | 'wine_ready'
    | 'wine_bottled'
    | 'bulk_wine_sale'
    | 'wine_sale'
    | 'critic_review'
    | 'award'
    | 'season_honour'
    | 'harvest_window'
    | 'plot_sold'
    | 'listing_expired'
    | 'invitation_answered'
    | 'exchange_sale'
    | 'exchange_grape_sale'
    | 'exchange_purchase'
    | 'offer_expired'
    | 'contract_delivered'
    | 'contract_defaulted'
    | 'weather_damage'
    | 'vineyard_work';
  readAt: string | null;
  /** What it is about (e.g. a grape lot), when there is one. */
  refId: string | null;
  title: string;
};
export type NotificationsDataDto = {
  /** Newest first: page `page` of `limit` (the first page unless asked). */
  notifications: NotificationDto[];
  pagination: PaginationDto;
  /** How many of the estate's notifications are unread (all of them, not only this page). */
  unreadCount: number;
};
export type ReadAllDataDto = {
  /** How many were marked read now. */
  marked: number;
  unreadCount: number;
};
export type GameDateDto = {
  /** Day of the game year, 1-360. */
  day: number;
  /** Game year, from 1. */
  year: number;
};
export type PlotDto = {
  description: string;
  /** Metres. */
  elevation: number;
  estateId: string;
  /** True while an unexpired listing offers the plot on the marketplace. */
  forSale: boolean;
  id: string;
  listingDate: string | null;
  listingDescription: string | null;
  listingExpirationDate: string | null;
  /** Asking price in euros while for sale, else null. */
  listingPrice: number | null;
  /** Annual upkeep in euros. */
  maintenanceCost: number;
  name: string;
  notes: string;
  orientation: 'north' | 'south' | 'east' | 'west' | 'southeast' | 'southwest';
  /** Purchase price in euros. */
  price: number;
  purchaseDate: string;
  purchaseGameTime: GameDateDto;
  region: 'tuscany' | 'bordeaux' | 'napa' | 'rioja' | 'mendoza' | 'barossa';
  /** Hectares. */
  size: number;
  soilType: 'clay' | 'loam' | 'sandy' | 'gravel' | 'limestone' | 'silt' | 'chalk';
  /** Sunlight the plot gets, 0 (shaded) to 10 (full sun). */
  sunExposure: number;
  terrain: 'flat' | 'gentle slope' | 'moderate slope' | 'steep slope';
  /** Water available to the vines, 0 (none) to 10 (plenty). */
  waterAccess: number;
};
export type PlotsEnvelopeDataDto = {
  plots: PlotDto[];
};
export type BuyLandDataDto = {
  /** The estate's money after the purchase, in euros. */
  money: number;
  plot: PlotDto;
};
export type BuyLandDto = {
  name?: string;
  /** Hectares of undeveloped land in the estate's region, 0.5-10. */
  size: number;
};
export type TotalSizeDataDto = {
  /** Hectares. */
  totalSize: number;
};
export type ReputationEventDto = {
  /** Points gained (negative: lost), two decimals */
  change: number;
  /** The game day of the change */
  gameDay: number;
  id: string;
  label: string;
  /** The estate’s points right after the change */
  pointsAfter: number;
  reason: 'wine_sale' | 'critic_review' | 'award' | 'arrears' | 'contract_kept' | 'contract_broken';
  /** The wine lot sold or reviewed, the award */
  refId?: string | null;
  /** The reputation (0-100) right after the change */
  reputationAfter: number;
};
export type ReputationDataDto = {
  /** Today’s game day */
  day: number;
  /** The share of its points an estate loses each game day */
  decayPerDay: number;
  /** The latest 100 changes, newest first */
  history: ReputationEventDto[];
  /** Points earned from wine sales this game month (beyond the soft cap they count a quarter) */
  monthEarnedFromSales: number;
  /** Reputation points today (they decay 0.1% a game day), two decimals */
  points: number;
  /** The reputation today: round(100 × (1 − e^(−points/800))) */
  reputation: number;
};
export type StaffCandidateDto = {
  /** Whole euros paid when hired. */
  hiringFee: number;
  /** The id to hire them by (valid this game month). */
  id: string;
  name: string;
  role: 'salesManager' | 'vineyardManager' | 'winemaker' | 'worker';
  roleLabel: string;
  skill: number;
  /** Whole euros a game month. */
  wage: number;
};
export type SalesRuleViewDto = {
  minQuality: number;
  sharePercent: number;
};
export type StaffMemberDto = {
  /** The game day they were hired. */
  hiredDay: number;
  id: string;
  name: string;
  role: 'salesManager' | 'vineyardManager' | 'winemaker' | 'worker';
  roleLabel: string;
  skill: number;
  /** Whole euros a game month. */
  wage: number;
};
export type VineyardCrewDto = {
  /** Hectares of blocks the vineyard manager's crew works a month: the manager's 10 and 2 for each point of each vineyard worker's skill; 0 without a vineyard manager. */
  hectares: number;
  /** Hectares of the estate's blocks. */
  plantedHectares: number;
};
export type StaffDto = {
  /** This game month's candidates the estate has not hired. */
  candidates: StaffCandidateDto[];
  day: number;
  /** Whole euros the staff are paid each game month. */
  monthlyWages: number;
  /** The game day of the next wages (the first day of a game month). */
  nextWageDay: number;
  salesRule: SalesRuleViewDto;
  staff: StaffMemberDto[];
  vineyardCrew: VineyardCrewDto;
};
export type StaffDataDto = {
  staff: StaffDto;
};
export type StaffHiredDataDto = {
  /** Whole euros paid (the hiring fee). */
  fee: number;
  member: StaffMemberDto;
  /** The estate's money afterwards. */
  money: number;
};
export type HireStaffDto = {
  /** A candidate's id from this month's labour market. */
  candidate: string;
};
export type SalesRuleDataDto = {
  salesRule: SalesRuleViewDto;
};
export type SalesRuleDto = {
  /** The lowest quality (0-100) of the wines the sales manager sells. */
  minQuality: number;
  /** The share (percent) of each named wine's bottles the sales manager sells a month at most. */
  sharePercent: number;
};
export type VesselsBoughtDataDto = {
  /** Whole euros. */
  cost: number;
  /** The estate's money after the purchase, whole euros. */
  money: number;
  totals: CellarTotalsDto;
  vessels: VesselDto[];
};
export type BuyVesselsDto = {
  count: number;
  kind: 'tank' | 'barrel_french' | 'barrel_american';
};
export type DueWorkDto = {
  blockId: string;
  blockName: string;
  /** The cheapest option on this block, whole euros */
  cost: number;
  ifSkipped: string | null;
  kind: 'pruning' | 'spraying' | 'canopy' | 'greenHarvest';
  /** 'Winter pruning' */
  name: string;
  /** Last day of its window */
  until: number;
  /** '30 Mar, Year 3' */
  untilLabel: string;
};
export type EstateVineyardWorkDataDto = {
  /** Due now, the window closing soonest first */
  due: DueWorkDto[];
  today: number;
};
export type ThreatenedBlockDto = {
  /** What protecting it costs, whole euros */
  cost: number;
  /** Health points it loses unprotected */
  damage: number;
  id: string;
  name: string;
  /** Whether the block is protected against it: a protection bought, or against mildew the season's spraying */
  protected: boolean;
};
export type EstateWeatherThreatDto = {
  blocks: ThreatenedBlockDto[];
  /** '2 Mar, Year 3' */
  date: string;
  /** Game day index of the event */
  day: number;
  kind: 'frost' | 'hail' | 'heatwave' | 'mildew' | 'harvestRain';
  /** 'Severe spring frost' */
  label: string;
  /** What protects against it: 'Hail nets' */
  protection: string;
  region: 'tuscany' | 'bordeaux' | 'napa' | 'rioja' | 'mendoza' | 'barossa';
  severity: 'moderate' | 'severe';
};
export type EstateWeatherThreatsDataDto = {
  /** Soonest first */
  threats: EstateWeatherThreatDto[];
  /** The game day of the forecast (today) */
  today: number;
};
export type CreatedWineBatchDataDto = {
  batch: WineBatchDto;
  /** What crushing cost (whole euros). */
  cost: number;
  /** The estate's money after the crush. */
  money: number;
};
export type CreateWineBatchDto = {
  grapeLotId: string;
  kilograms: number;
  /** A plan of your own; send either `preset` or `plan`. */
  plan?: WinePlanDto;
  /** A one-click plan; send either `preset` or `plan`. */
  preset?: 'fresh_white' | 'joven_red' | 'crianza' | 'reserva' | 'gran_reserva';
};
export type BlendedDataDto = {
  /** The new batch: ready to bottle, in the components' vessels. */
  batch: WineBatchDto;
  /** The batches blended into it, now `blended`. */
  components: WineBatchDto[];
};
export type BlendWineBatchesDto = {
  /** 2-10 ready batches of one colour of this estate, each once. */
  batchIds: string[];
};
export type WineSaleRecordDto = {
  bottles: number;
  /** True for a sale the estate's sales manager made on the clock (the player's sales rule), false for the player's own. */
  byStaff: boolean;
  /** Game day: days since the game started (`formatGameDay` in libs/domain shows it as a date). */
  gameDay: number;
  id: string;
  name: string;
  /** Quality, 0-100. */
  quality: number;
  /** Whole euros received */
  revenue: number;
  tier: 'table' | 'regional' | 'premium' | 'fine' | 'icon';
  wineLotId: string;
};
export type WineSalesDataDto = {
  /** The latest sales of bottled wine, newest first (at most 20) */
  sales: WineSaleRecordDto[];
};
export type WinesDataDto = {
  /** Today, as a game day (days since the game started). */
  day: number;
  wines: WineLotDto[];
};
export type RenameEstateDto = {
  name: string;
};
export type AddOwnerDto = {
  email?: string;
  userId?: string;
};
export type GrapeTradeDto = {
  gameDay: number;
  kilograms: number;
  /** Whole cents a kilogram. */
  priceCents: number;
  producer: string;
  quality: number;
  variety:
    | 'cabernet sauvignon'
    | 'merlot'
    | 'pinot noir'
    | 'syrah'
    | 'chardonnay'
    | 'sauvignon blanc'
    | 'riesling'
    | 'malbec'
    | 'nebbiolo'
    | 'sangiovese'
    | 'tempranillo'
    | 'zinfandel';
  vintage: number;
};
export type GrapeHistoryDto = {
  /** Kilogram-weighted average, cents a kilogram (two decimals). */
  averagePriceCents: number | null;
  colour: 'red' | 'white';
  region: 'tuscany' | 'bordeaux' | 'napa' | 'rioja' | 'mendoza' | 'barossa';
  trades: GrapeTradeDto[];
};
export type GrapeHistoryDataDto = {
  history: GrapeHistoryDto;
};
export type GrapePriceBandDto = {
  /** Kilograms in stock today. */
  available: number;
  /** The highest price a kilogram, whole cents. */
  max: number;
  /** The longest an offer may run from today (0: past the grace period). */
  maxDurationDays: number;
  /** The lowest price a kilogram, whole cents. */
  min: number;
  /** The grape buyers' list price for these grapes, whole cents a kilogram. */
  referenceCents: number;
};
export type GrapePriceBandDataDto = {
  band: GrapePriceBandDto;
};
export type GrapeOfferDto = {
  blockName: string;
  colour: 'red' | 'white';
  /** The game day it closes on if not sold out or withdrawn first. */
  expiresDay: number;
  /** Game day of the harvest. */
  harvestDay: number;
  id: string;
  /** Kilograms offered. */
  kilograms: number;
  /** Kilograms still for sale. */
  kilogramsLeft: number;
  listedDay: number;
  /** Offered by an estate the caller owns: they cannot buy it, they can withdraw it. */
  own: boolean;
  /** Whole cents a kilogram. */
  priceCents: number;
  /** The estate that grew and offers them. */
  producer: string;
  quality: number;
  region: 'tuscany' | 'bordeaux' | 'napa' | 'rioja' | 'mendoza' | 'barossa';
  /** The grapes' last sound game day: a buyer crushes or sells them by then. */
  soundUntilDay: number;
  status: 'open' | 'sold_out' | 'withdrawn' | 'expired';
  variety:
    | 'cabernet sauvignon'
    | 'merlot'
    | 'pinot noir'
    | 'syrah'
    | 'chardonnay'
    | 'sauvignon blanc'
    | 'riesling'
    | 'malbec'
    | 'nebbiolo'
    | 'sangiovese'
    | 'tempranillo'
    | 'zinfandel';
  vintage: number;
};
export type GrapeOffersDataDto = {
  offers: GrapeOfferDto[];
  pagination: PaginationDto;
};
export type GrapeOfferChangeDataDto = {
  /** The seller's grape lot afterwards (the kilograms left in stock). */
  lot: GrapeLotDto;
  offer: GrapeOfferDto;
};
export type CreateGrapeOfferDto = {
  /** Game days the offer stays open: at most until the grapes' grace period ends (the band's `maxDurationDays`). */
  durationDays: number;
  /** The grape lot offered (one of the caller's, within its grace period). */
  grapeLotId: string;
  kilograms: number;
  /** Whole cents a kilogram, within the grapes' band (GET /exchange/grape-lots/{lotId}/band). */
  priceCents: number;
};
export type GrapeOfferDataDto = {
  offer: GrapeOfferDto;
};
export type GrapeExchangeQuoteDto = {
  /** The exchange fee (paid by the seller, leaves the economy). */
  fee: number;
  kilograms: number;
  /** Euros a kilogram. */
  price: number;
  /** Whole cents a kilogram. */
  priceCents: number;
  /** What the seller receives. */
  sellerReceives: number;
  /** What the buyer pays: whole euros, rounded up. */
  total: number;
};
export type GrapePurchaseDataDto = {
  estateId: string;
  /** The new grape lot in the buyer's stock (crush or sell it before it spoils). */
  lot: GrapeLotDto;
  /** The buying estate's money afterwards. */
  money: number;
  offer: GrapeOfferDto;
  quote: GrapeExchangeQuoteDto;
};
export type BuyGrapeOfferDto = {
  /** The buying estate; the caller must own it. */
  estateId: string;
  /** The price a kilogram in whole cents the buyer confirmed: when sent and the offer asks another, nothing happens (409 PRICE_CHANGED). */
  expectedPriceCents?: number;
  kilograms: number;
};
export type GrapeOfferQuoteDataDto = {
  /** The buying estate's money now. */
  money: number;
  quote: GrapeExchangeQuoteDto;
  /** Why the purchase would be refused now; null when it would go through. */
  refusal: string | null;
};
export type ExchangeTradeDto = {
  bottles: number;
  gameDay: number;
  name: string;
  price: number;
  producer: string;
  variety:
    | 'cabernet sauvignon'
    | 'merlot'
    | 'pinot noir'
    | 'syrah'
    | 'chardonnay'
    | 'sauvignon blanc'
    | 'riesling'
    | 'malbec'
    | 'nebbiolo'
    | 'sangiovese'
    | 'tempranillo'
    | 'zinfandel';
  vintage: number;
};
export type PriceHistoryDto = {
  /** Bottle-weighted average price of those trades. */
  averagePrice: number | null;
  colour: 'red' | 'white';
  region: 'tuscany' | 'bordeaux' | 'napa' | 'rioja' | 'mendoza' | 'barossa';
  tier: 'table' | 'regional' | 'premium' | 'fine' | 'icon';
  /** The last trades of the segment, newest first. */
  trades: ExchangeTradeDto[];
};
export type PriceHistoryDataDto = {
  history: PriceHistoryDto;
};
export type PriceBandDto = {
  /** Bottles in the lot that can be offered. */
  available: number;
  max: number;
  min: number;
  /** The first day it can be offered (after its critics’ review); today or earlier when it can be now. */
  offerableFromDay: number;
  /** The wine’s reference price a bottle (euros, not rounded). */
  referencePrice: number;
};
export type PriceBandDataDto = {
  band: PriceBandDto;
};
export type MyGrapeOffersDataDto = {
  offers: GrapeOfferDto[];
};
export type ExchangeOfferDto = {
  /** Whether it is a blend (`variety` is then its largest). */
  blend: boolean;
  /** Game day of bottling. */
  bottledDay: number;
  /** Bottles offered. */
  bottles: number;
  /** Bottles still for sale. */
  bottlesLeft: number;
  colour: 'red' | 'white';
  /** The game day it closes on if not sold out or withdrawn first. */
  expiresDay: number;
  id: string;
  listedDay: number;
  medal: ('gold' | 'silver' | 'bronze') | null;
  name: string;
  /** Offered by an estate the caller owns: they cannot buy it, they can withdraw it. */
  own: boolean;
  /** Whole euros a bottle. */
  price: number;
  /** The estate that made the wine. */
  producer: string;
  /** Quality today (bottle ageing goes on). */
  quality: number;
  region: 'tuscany' | 'bordeaux' | 'napa' | 'rioja' | 'mendoza' | 'barossa';
  review: CriticReviewDto | null;
  /** The estate offering it (a reseller may not be the producer). */
  sellerEstateName: string;
  status: 'open' | 'sold_out' | 'withdrawn' | 'expired';
  /** The segment its trades count in: the wine's tier by quality on the day it was offered. */
  tier: 'table' | 'regional' | 'premium' | 'fine' | 'icon';
  variety:
    | 'cabernet sauvignon'
    | 'merlot'
    | 'pinot noir'
    | 'syrah'
    | 'chardonnay'
    | 'sauvignon blanc'
    | 'riesling'
    | 'malbec'
    | 'nebbiolo'
    | 'sangiovese'
    | 'tempranillo'
    | 'zinfandel';
  vintage: number;
};
export type MyOffersDataDto = {
  offers: ExchangeOfferDto[];
};
export type ExchangeOffersDataDto = {
  offers: ExchangeOfferDto[];
  pagination: PaginationDto;
};
export type OfferChangeDataDto = {
  offer: ExchangeOfferDto;
  /** The seller's lot afterwards (its bottles left in the cellar). */
  wine: WineLotDto;
};
export type CreateOfferDto = {
  bottles: number;
  /** Game days the offer stays open. */
  durationDays: number;
  /** Whole euros a bottle, within the wine's band (GET /exchange/lots/{lotId}/band). */
  price: number;
  /** The bottled wine lot offered (one of the caller's). */
  wineLotId: string;
};
export type ExchangeOfferDataDto = {
  offer: ExchangeOfferDto;
};
export type WineHistoryDto = {
  /** Bottle-weighted average price of those trades. */
  averagePrice: number | null;
  /** The last trades of the wine (any lot of it, from any seller), newest first. */
  trades: ExchangeTradeDto[];
};
export type WineHistoryDataDto = {
  history: WineHistoryDto;
};
export type ExchangeQuoteDto = {
  bottles: number;
  /** The exchange fee (paid by the seller, leaves the economy). */
  fee: number;
  /** Whole euros a bottle. */
  price: number;
  /** What the seller receives. */
  sellerReceives: number;
  /** What the buyer pays. */
  total: number;
};
export type ExchangePurchaseDataDto = {
  estateId: string;
  /** The buying estate's money afterwards. */
  money: number;
  offer: ExchangeOfferDto;
  quote: ExchangeQuoteDto;
  /** The new lot in the buyer's cellar. */
  wine: WineLotDto;
};
export type BuyOfferDto = {
  bottles: number;
  /** The buying estate; the caller must own it. */
  estateId: string;
  /** The price a bottle the buyer was shown and confirmed: when sent and the offer asks another,
    nothing happens (409 PRICE_CHANGED). */
  expectedPrice?: number;
};
export type QuoteDataDto = {
  /** The buying estate's money now, and whether it can buy (null when it can; else why not). */
  money: number;
  quote: ExchangeQuoteDto;
  /** Why the purchase would be refused now; null when it would go through. */
  refusal: string | null;
};
export type FeatureDto = {
  /** The suggester's username; null once the account is gone. */
  author: string | null;
  commentCount: number;
  /** When it was submitted. */
  date: string;
  description: string;
  id: string;
  problemSolved: string;
  status: 'implemented' | 'in-progress' | 'planned' | 'under-review' | 'review';
  tags: string[];
  title: string;
  /** More than 5 votes a day between the two most recent history points. */
  trending: boolean;
  updatedAt: string;
  /** The vote count per day, oldest first (the last 30 days on which it changed). */
  voteHistory: VoteHistoryPointDto[];
  /** Up votes minus down votes; may be negative. */
  votes: number;
};
export type FeaturesPageDataDto = {
  features: FeatureDto[];
  pagination: PaginationDto;
};
export type CreateFeatureDto = {
  description: string;
  problemSolved?: string;
  /** The player ticked that they searched for similar requests first (the form requires it). */
  searchedForSimilar: true;
  tags?: string[];
  title: string;
};
export type StatusCountDto = {
  count: number;
  status: 'implemented' | 'in-progress' | 'planned' | 'under-review' | 'review';
};
export type TagCountDto = {
  count: number;
  tag: string;
};
export type FeatureStatisticsDto = {
  /** Every status, including those with no suggestion. */
  byStatus: StatusCountDto[];
  downVotes: number;
  /** The 10 most used tags. */
  topTags: TagCountDto[];
  totalComments: number;
  totalSuggestions: number;
  /** Votes cast (up and down). */
  totalVotes: number;
  upVotes: number;
};
export type FeatureStatisticsDataDto = {
  statistics: FeatureStatisticsDto;
};
export type TagsDataDto = {
  /** Tags in use, most used first. */
  tags: string[];
};
export type FeaturesDataDto = {
  features: FeatureDto[];
};
export type UserVoteDto = {
  featureId: string;
  voteType: 'up' | 'down';
};
export type UserVotesDataDto = {
  votes: UserVoteDto[];
};
export type UpdateFeatureDto = {
  description?: string;
  problemSolved?: string;
  status?: 'implemented' | 'in-progress' | 'planned' | 'under-review' | 'review';
  tags?: string[];
  title?: string;
};
export type CommentsDataDto = {
  comments: FeatureCommentDto[];
};
export type CommentDataDto = {
  comment: FeatureCommentDto;
};
export type CreateCommentDto = {
  text: string;
};
export type VoteResultDataDto = {
  /** The player's vote now: null when the same vote was sent again (it is removed). */
  userVote: ('up' | 'down') | null;
  /** The suggestion's vote count after this vote. */
  votes: number;
};
export type VoteDto = {
  voteType: 'up' | 'down';
};
export type GrapeQuoteDto = {
  /** Kilograms left on the lot today. */
  available: number;
  buyersKg: number;
  cooperativeKg: number;
  cooperativePricePerKg: number;
  kilograms: number;
  listPricePerKg: number;
  /** What the next kilogram would fetch after this sale (€/kg). */
  marginalPriceAfter: number;
  /** Whole euros the sale would bring. */
  money: number;
};
export type GrapeQuoteDataDto = {
  quote: GrapeQuoteDto;
};
export type GrapeSaleDataDto = {
  buyersKg: number;
  cooperativeKg: number;
  kilogramsSold: number;
  lot: GrapeLotDto;
  /** The estate's money after the sale. */
  money: number;
  /** Whole euros received. */
  received: number;
};
export type SellGrapesDto = {
  /** Kilograms to sell. */
  kilograms: number;
};
export type LivenessDto = {
  /** The git commit it was built from (VV_COMMIT, or the checkout it runs from), or `unknown`. */
  commit: string;
  /** Always "ok" while the process serves requests. */
  status: string;
  /** Seconds since the process started. */
  uptime: number;
  /** The running release's version (CHANGELOG.md names what each version changed); `unknown` if unreadable. */
  version: string;
};
export type ReadinessDto = {
  /** Whether the game clock is on time (a day applied within three intervals, or paused). */
  clock: boolean;
  /** Whether a query against PostgreSQL succeeded just now. */
  database: boolean;
  /** Whether every migration shipped with this build has been applied. */
  migrations: boolean;
  status: 'ok' | 'unavailable';
};
export type InvitationDto = {
  createdAt: string;
  estateId: string;
  estateName: string;
  id: string;
  /** Username of the owner who sent it (null when that account is gone). */
  invitedBy: string | null;
  location: 'tuscany' | 'bordeaux' | 'napa' | 'rioja' | 'mendoza' | 'barossa';
};
export type InvitationsEnvelopeDataDto = {
  invitations: InvitationDto[];
};
export type LeaderboardEstateDto = {
  estateId: string;
  name: string;
  /** 1 for the first. */
  rank: number;
  region: 'tuscany' | 'bordeaux' | 'napa' | 'rioja' | 'mendoza' | 'barossa';
  /** Reputation, 0-100 */
  reputation: number;
  /** Season honours in the hall of fame (top three of a region’s season) */
  seasonHonours: number;
  /** Money plus land at its purchase price (whole euros) */
  worth: number;
};
export type LeaderboardWineDto = {
  /** Whether the wine is a blend */
  blend: boolean;
  estateId: string;
  estateName: string;
  name: string;
  /** Quality when bottled */
  quality: number;
  /** 1 for the first. */
  rank: number;
  region: 'tuscany' | 'bordeaux' | 'napa' | 'rioja' | 'mendoza' | 'barossa';
  /** The variety (of a blend: its largest) */
  variety:
    | 'cabernet sauvignon'
    | 'merlot'
    | 'pinot noir'
    | 'syrah'
    | 'chardonnay'
    | 'sauvignon blanc'
    | 'riesling'
    | 'malbec'
    | 'nebbiolo'
    | 'sangiovese'
    | 'tempranillo'
    | 'zinfandel';
  vintage: number;
  wineLotId: string;
};
export type LeaderboardDataDto = {
  /** The ranking asked for (`by`) */
  by: 'reputation' | 'netWorth' | 'wine';
  /** The game day the board was computed on */
  day: number;
  /** The asked ranking: estates (reputation, netWorth) or wines (wine), best first */
  entries: (LeaderboardEstateDto | LeaderboardWineDto)[];
  /** Estates by reputation (then worth) */
  reputation: LeaderboardEstateDto[];
  /** The best wines bottled in the last game year */
  wines: LeaderboardWineDto[];
  /** Estates by worth: money plus land */
  worth: LeaderboardEstateDto[];
};
export type MarketIndexPointDto = {
  /** The game day the index was computed for */
  gameDay: number;
  /** The index that day (3 decimals) */
  index: number;
};
export type MarketIndexSegmentDto = {
  color: 'red' | 'white';
  /** The game day of the current index; null before the first */
  gameDay: number | null;
  /** One point per game day, oldest first, at most 360 days */
  history: MarketIndexPointDto[];
  /** The current index (3 decimals): the factor on the list price of every wine of this region, colour and market tier; 1 before the first computation */
  index: number;
  /** The segment's normal demand over the window (bottles; current index; 0 before the first) */
  normalBottles: number;
  /** Bottles everyone sold in the segment over the window (current index) */
  soldBottles: number;
  /** The market tier (where the wines sell) */
  tier: 'table' | 'regional' | 'premium' | 'fine' | 'icon';
};
export type MarketIndexDataDto = {
  /** Today's game day */
  gameDay: number;
  /** The highest the index goes */
  max: number;
  /** The lowest the index goes */
  min: number;
  region: 'tuscany' | 'bordeaux' | 'napa' | 'rioja' | 'mendoza' | 'barossa';
  /** Red before white, tiers from table to icon */
  segments: MarketIndexSegmentDto[];
  /** Game days of sales the index counts */
  windowDays: number;
};
export type MarketPlotDto = {
  /** The listing's description (the plot's, unless the seller wrote another). */
  description: string;
  /** Metres above sea level. */
  elevation: number;
  /** Always true here: only live listings are shown. */
  forSale: boolean;
  /** True when the non-player land registry sells it (the money leaves the economy). */
  fromRegistry: boolean;
  /** The plot's id (the marketplace routes take plot ids). */
  id: string;
  listingDate: string;
  listingDescription: string;
  listingExpirationDate: string;
  listingId: string;
  /** Asking price, whole euros. */
  listingPrice: number;
  /** What the buyer will pay per year: 2% of the listing price. */
  maintenanceCost: number;
  name: string;
  orientation: 'north' | 'south' | 'east' | 'west' | 'southeast' | 'southwest';
  /** True when the caller owns the selling estate: it cannot be bought by them. */
  own: boolean;
  region: 'tuscany' | 'bordeaux' | 'napa' | 'rioja' | 'mendoza' | 'barossa';
  /** The selling estate's name, or 'Land Registry'. */
  sellerEstateName: string;
  /** Hectares. */
  size: number;
  soilType: 'clay' | 'loam' | 'sandy' | 'gravel' | 'limestone' | 'silt' | 'chalk';
  /** Sunlight the plot gets, 0 (shaded) to 10 (full sun). */
  sunExposure: number;
  terrain: 'flat' | 'gentle slope' | 'moderate slope' | 'steep slope';
  /** Water available to the vines, 0 (none) to 10 (plenty). */
  waterAccess: number;
};
export type MarketPlotsDataDto = {
  pagination: PaginationDto;
  plots: MarketPlotDto[];
};
export type VarietyScoreDto = {
  /** 0-100 */
  score: number;
  variety:
    | 'cabernet sauvignon'
    | 'merlot'
    | 'pinot noir'
    | 'syrah'
    | 'chardonnay'
    | 'sauvignon blanc'
    | 'riesling'
    | 'malbec'
    | 'nebbiolo'
    | 'sangiovese'
    | 'tempranillo'
    | 'zinfandel';
};
export type SuitableVarietiesDto = {
  red: VarietyScoreDto[];
  white: VarietyScoreDto[];
};
export type MarketPlotDetailsDto = {
  /** The listing's description (the plot's, unless the seller wrote another). */
  description: string;
  /** Metres above sea level. */
  elevation: number;
  /** Always true here: only live listings are shown. */
  forSale: boolean;
  /** True when the non-player land registry sells it (the money leaves the economy). */
  fromRegistry: boolean;
  /** The plot's id (the marketplace routes take plot ids). */
  id: string;
  listingDate: string;
  listingDescription: string;
  listingExpirationDate: string;
  listingId: string;
  /** Asking price, whole euros. */
  listingPrice: number;
  /** What the buyer will pay per year: 2% of the listing price. */
  maintenanceCost: number;
  name: string;
  orientation: 'north' | 'south' | 'east' | 'west' | 'southeast' | 'southwest';
  /** True when the caller owns the selling estate: it cannot be bought by them. */
  own: boolean;
  region: 'tuscany' | 'bordeaux' | 'napa' | 'rioja' | 'mendoza' | 'barossa';
  /** The selling estate's name, or 'Land Registry'. */
  sellerEstateName: string;
  /** Hectares. */
  size: number;
  soilType: 'clay' | 'loam' | 'sandy' | 'gravel' | 'limestone' | 'silt' | 'chalk';
  suitableVarieties: SuitableVarietiesDto;
  /** Sunlight the plot gets, 0 (shaded) to 10 (full sun). */
  sunExposure: number;
  terrain: 'flat' | 'gentle slope' | 'moderate slope' | 'steep slope';
  /** Water available to the vines, 0 (none) to 10 (plenty). */
  waterAccess: number;
};
export type MarketPlotDataDto = {
  plot: MarketPlotDetailsDto;
};
export type ListingPlotDataDto = {
  plot: PlotDto;
};
export type UpdateListingDto = {
  description?: string;
  /** A new duration, counted from now. */
  expirationDays?: 7 | 14 | 30 | 60 | 90;
  /** New asking price in whole euros, at least 1,000. */
  price?: number;
};
export type ListPlotDto = {
  /** Shown to buyers; defaults to the plot's description. */
  description?: string;
  expirationDays: 7 | 14 | 30 | 60 | 90;
  /** Asking price in whole euros, at least 1,000. */
  price: number;
};
export type PurchaseDataDto = {
  estateId: string;
  /** The buying estate's money after the purchase. */
  money: number;
  plot: PlotDto;
};
export type PurchasePlotDto = {
  /** The buying estate; the caller must own it. */
  estateId: string;
  /** The price the buyer was shown and confirmed. When sent and the listing's price is another
    (the seller changed it meanwhile), the purchase is refused with 409 and nothing is charged. */
  expectedPrice?: number;
};
export type ValuationDto = {
  /** Euros per hectare in the region before the terroir adjusts it. */
  basePricePerHectare: number;
  /** The current asking price, when listed. */
  listingPrice: number | null;
  /** The market value: base price per hectare × size × terroir factor. */
  marketValue: number;
  /** Hectares. */
  size: number;
  /** 0.7-1.3, from sun, water, orientation and terrain. */
  terroirFactor: number;
};
export type ValuationDataDto = {
  valuation: ValuationDto;
};
export type NewsletterSubscribeDto = {
  email: string;
};
export type NotificationDataDto = {
  notification: NotificationDto;
  unreadCount: number;
};
export type PlotEnvelopeDataDto = {
  plot: PlotDto;
};
export type UpdatePlotDto = {
  description?: string;
  name?: string;
  notes?: string;
};
export type PlotDetailsDto = {
  description: string;
  /** Metres. */
  elevation: number;
  estateId: string;
  /** True while an unexpired listing offers the plot on the marketplace. */
  forSale: boolean;
  id: string;
  listingDate: string | null;
  listingDescription: string | null;
  listingExpirationDate: string | null;
  /** Asking price in euros while for sale, else null. */
  listingPrice: number | null;
  /** Annual upkeep in euros. */
  maintenanceCost: number;
  name: string;
  notes: string;
  orientation: 'north' | 'south' | 'east' | 'west' | 'southeast' | 'southwest';
  /** Purchase price in euros. */
  price: number;
  purchaseDate: string;
  purchaseGameTime: GameDateDto;
  region: 'tuscany' | 'bordeaux' | 'napa' | 'rioja' | 'mendoza' | 'barossa';
  /** Hectares. */
  size: number;
  soilType: 'clay' | 'loam' | 'sandy' | 'gravel' | 'limestone' | 'silt' | 'chalk';
  suitableVarieties: SuitableVarietiesDto;
  /** Sunlight the plot gets, 0 (shaded) to 10 (full sun). */
  sunExposure: number;
  terrain: 'flat' | 'gentle slope' | 'moderate slope' | 'steep slope';
  /** Water available to the vines, 0 (none) to 10 (plenty). */
  waterAccess: number;
};
export type PlotDetailsEnvelopeDataDto = {
  plot: PlotDetailsDto;
};
export type BlocksEnvelopeDataDto = {
  blocks: BlockDto[];
};
export type CreateBlockDto = {
  grapeVariety:
    | 'cabernet sauvignon'
    | 'merlot'
    | 'pinot noir'
    | 'syrah'
    | 'chardonnay'
    | 'sauvignon blanc'
    | 'riesling'
    | 'malbec'
    | 'nebbiolo'
    | 'sangiovese'
    | 'tempranillo'
    | 'zinfandel';
  /** What the tick does with grapes left on the vine after the harvest window: crush them (or sell them if the tanks are full), sell them to the grape buyers, or keep them. When absent: crush. */
  harvestPlan?: 'crush' | 'sell' | 'keep';
  name: string;
  notes?: string;
  orientation: 'north-south' | 'east-west' | 'northeast-southwest' | 'northwest-southeast';
  /** Hectares, 0.1-1000 and at most what the plot has free. When absent: 0.5. */
  size?: number;
  trellisSystem: 'vsp' | 'guyot' | 'cordon' | 'lyre' | 'pergola' | 'gobelet';
  /** Defaults to 2 m × 1 m */
  vineSpacing?: SpacingDto;
};
export type SeasonStandingDto = {
  /** The best critics' score of its wines reviewed this season (null: none yet) */
  criticScore: number | null;
  estateId: string;
  estateName: string;
  /** Season honours the estate holds in the hall of fame */
  honours: number;
  /** 1 for the first. */
  rank: number;
  /** Reputation today */
  reputation: number;
  /** Whole euros its bottled wines earned from buyers this season */
  revenue: number;
  /** The season score (seasonScore) */
  score: number;
};
export type SeasonDataDto = {
  /** The game day the standings were computed on */
  day: number;
  /** The game day the season ends and its honours are given */
  endsOnDay: number;
  /** The place of the estate asked for with `estateId` (null: not asked, or it does not take part yet) */
  estate: SeasonStandingDto | null;
  pagination: PaginationDto;
  region: 'tuscany' | 'bordeaux' | 'napa' | 'rioja' | 'mendoza' | 'barossa';
  /** A page of 20 estates, best first */
  standings: SeasonStandingDto[];
  /** The season (game year) under way */
  year: number;
};
export type SeasonHonourDto = {
  /** The season's best critics' score (null: none) */
  criticScore: number | null;
  /** The game day the honour was given */
  day: number;
  estateId: string;
  estateName: string;
  id: string;
  /** 1 champion, 2 runner-up, 3 third place */
  rank: number;
  region: 'tuscany' | 'bordeaux' | 'napa' | 'rioja' | 'mendoza' | 'barossa';
  /** Reputation as the season ended */
  reputation: number;
  /** Whole euros of wine revenue in the season */
  revenue: number;
  /** The season score as the season ended */
  score: number;
  /** The season (game year) honoured */
  year: number;
};
export type HallOfFameDataDto = {
  /** A page of 20 honours: the latest season first, by region and place */
  honours: SeasonHonourDto[];
  pagination: PaginationDto;
};
export type WaitlistJoinDto = {
  /** 'Include me in early access'. When absent: false. */
  earlyAccess?: boolean;
  email: string;
};
export type WineBatchDataDto = {
  batch: WineBatchDto;
};
export type BottledDataDto = {
  /** What bottling cost, whole euros. */
  cost: number;
  /** The estate's money after it, whole euros. */
  money: number;
  wine: WineLotDto;
};
export type BottleWineDto = {
  /** The label name. */
  name: string;
};
export type BulkSaleDataDto = {
  batch: WineBatchDto;
  litresSold: number;
  /** The estate's money after the sale, whole euros. */
  money: number;
  /** Whole euros. */
  received: number;
};
export type SellBulkDto = {
  litres: number;
};
export type WinePoolShareDto = {
  /** Bottles of this sale that go to these buyers */
  bottles: number;
  /** Whole euros they pay for them (the pools’ shares add up to the sale’s money) */
  money: number;
  /** The tier of the buyers */
  tier: 'table' | 'regional' | 'premium' | 'fine' | 'icon';
};
export type WineQuotePointDto = {
  /** Average euros a bottle */
  averagePrice: number;
  /** Bottles sold (at most the pool takes now) */
  bottles: number;
  /** The distributors' share of `gross` (0 while the estate's wine receipts of the last game year stay under the free amount) */
  distribution: number;
  /** Whole euros the buyers pay for them, before distribution */
  gross: number;
  /** What the next bottle would fetch after this sale (euros) */
  marginalPriceAfter: number;
  /** Whole euros the estate receives for all of them (after distribution) */
  money: number;
  /** Bottles all the pools the wine sells into take after this sale */
  poolAfter: number;
  /** Every pool the wine sells into, best first, and what this sale sends there: the bottles go where they earn most */
  pools: WinePoolShareDto[];
};
export type WinePoolDto = {
  /** Bottles the pool holds when full */
  capacity: number;
  /** The regional price index of the wine's region, colour and this tier (3 decimals) */
  index: number;
  label: string;
  /** Bottles these buyers take now */
  level: number;
  /** List price of a bottle of this wine for these buyers (euros): the first bottle of their full pool; they pay at most what they pay for their tier's best quality */
  listPrice: number;
  tier: 'table' | 'regional' | 'premium' | 'fine' | 'icon';
};
export type WineMarketDto = {
  /** Bottles of the wine left */
  available: number;
  /** The medal the wine won in the yearly awards (its price includes the medal factor); null without */
  award: ('gold' | 'silver' | 'bronze') | null;
  /** The estate's running marketing campaigns' boost of the pool, already in `capacity` and `level` (0: none; 0.5: +50% buyers): see GET /estates/{estateId}/campaigns */
  boost: number;
  /** Bottles all the pools the wine sells into take now (the most one sale can sell) */
  buyers: number;
  /** Bottles the market tier’s pool holds when full */
  capacity: number;
  /** The critics' score once reviewed (above 88 points it raises the price); null before */
  criticScore: number | null;
  /** The receipts of the window paid in full (grows with the estate's planted hectares); beyond them distributors keep a share of each sale (the quote's `distribution`) */
  freeReceipts: number;
  /** The regional price index of the wine's region, colour and market tier, already in the list price (0.7-1.3, 3 decimals; 1 before its first computation): see GET /market/index */
  index: number;
  /** Bottles the market tier’s buyers take now */
  level: number;
  /** List price of a bottle (euros): the first bottle of a full pool */
  listPrice: number;
  /** Where it sells: its tier once the estate's reputation opens it */
  marketTier: 'table' | 'regional' | 'premium' | 'fine' | 'icon';
  marketTierLabel: string;
  /** The pools the wine sells into, best first: its market tier’s and every tier’s below it (a sale sends each bottle where it earns most) */
  pools: WinePoolDto[];
  /** The wine's quality today (after bottle ageing) */
  quality: number;
  /** The estate's wine receipts (bottled-wine sales and merchants' contracts) of the last game year (360 game days), in whole euros: distribution's window */
  receipts: number;
  /** Game days for an emptied pool to fill again */
  refillDays: number;
  /** The wine's own tier by its quality today */
  tier: 'table' | 'regional' | 'premium' | 'fine' | 'icon';
};
export type WineQuoteDataDto = {
  /** Bottles quoted: those asked for (all when not given), at most what is left and what the buyers take */
  bottles: number;
  /** What 1, 10, 100, … and all the bottles would earn */
  curve: WineQuotePointDto[];
  market: WineMarketDto;
  /** Bottles the buyers take now (the pool’s level) */
  poolLevel: number;
  /** Bottles the pool holds when full */
  poolSize: number;
  /** Average euros a bottle for the quoted bottles */
  pricePerBottle: number;
  /** The asked number of bottles (all of them when not given) */
  quote: WineQuotePointDto;
  /** The estate's reputation today */
  reputation: number;
  /** Whole euros the quoted bottles would bring now (send it as `expectedRevenue` to sell at this quote or not at all) */
  revenue: number;
};
export type WineSaleDataDto = {
  bottlesSold: number;
  /** The market after the sale */
  market: WineMarketDto;
  /** The estate's money after the sale */
  money: number;
  /** Whole euros. */
  received: number;
  /** The estate's reputation after the sale */
  reputation: number;
  /** Reputation points the sale earned (negative: cost), two decimals */
  reputationChange: number;
  wine: WineLotDto;
};
export type SellWineDto = {
  bottles: number;
  /** The revenue a quote promised for these bottles (`revenue` of GET /wines/{lotId}/quote): when the sale would now bring less (the pool was sold into meanwhile, the price moved), nothing is sold and the answer is 409. */
  expectedRevenue?: number;
};
export const {
  useAdminListAuditQuery,
  useAdminGetClockQuery,
  useAdminAdvanceClockMutation,
  useAdminGetClockJobQuery,
  useAdminPauseClockMutation,
  useAdminResumeClockMutation,
  useAdminGetEconomyQuery,
  useAdminDeleteFeatureMutation,
  useAdminUpdateFeatureMutation,
  useAdminDeleteFeatureCommentMutation,
  useAdminUpdateFeatureCommentMutation,
  useAdminListNewsletterQuery,
  useAdminExportNewsletterQuery,
  useAdminListUsersQuery,
  useAdminGetUserQuery,
  useAdminDisableUserMutation,
  useAdminEnableUserMutation,
  useAdminSetUserRoleMutation,
  useAdminVerifyUserEmailMutation,
  useAdminListWaitlistQuery,
  useAdminExportWaitlistQuery,
  useRecordAnalyticsEventMutation,
  useGetAnalyticsSummaryQuery,
  useListApiKeysQuery,
  useCreateApiKeyMutation,
  useRevokeApiKeyMutation,
  useForgotPasswordMutation,
  useLoginMutation,
  useLogoutMutation,
  useGetMeQuery,
  useRefreshSessionMutation,
  useRegisterMutation,
  useResendVerificationMutation,
  useResetPasswordMutation,
  useVerifyEmailQuery,
  useListAwardsQuery,
  useDeleteBlockMutation,
  useGetBlockQuery,
  useUpdateBlockMutation,
  useGetBlockDetailsQuery,
  useHarvestBlockMutation,
  useProtectBlockMutation,
  useGetBlockWeatherQuery,
  useGetBlockVineyardWorkQuery,
  useDoBlockVineyardWorkMutation,
  useGetPublicConfigQuery,
  useSendContactMessageMutation,
  useListContactMessagesQuery,
  useListCriticReviewsQuery,
  useListEstatesQuery,
  useCreateEstateMutation,
  useGetBottleStoreQuery,
  useBuildBottleStoreMutation,
  useListEstateCampaignsQuery,
  useRunEstateCampaignMutation,
  useGetEstateCellarQuery,
  useGetCellarDoorQuery,
  useBuildCellarDoorMutation,
  useSellAtCellarDoorMutation,
  useListEstateContractsQuery,
  useAcceptEstateContractMutation,
  useDeliverEstateContractMutation,
  useGetEquipmentQuery,
  useBuyEquipmentMutation,
  useGetEstateFinancesQuery,
  useListEstateGrapeLotsQuery,
  useGetEstateLedgerQuery,
  useGetEstateMilestonesQuery,
  useListEstateNotificationsQuery,
  useMarkAllNotificationsReadMutation,
  useListEstatePlotsQuery,
  useBuyLandMutation,
  useGetEstatePlotsTotalSizeQuery,
  useGetEstateReputationQuery,
  useGetStaffQuery,
  useHireStaffMutation,
  useSetStaffSalesRuleMutation,
  useDismissStaffMutation,
  useBuyVesselsMutation,
  useGetEstateVineyardWorkQuery,
  useGetEstateWeatherThreatsQuery,
  useCreateWineBatchMutation,
  useBlendWineBatchesMutation,
  useListEstateWineSalesQuery,
  useListEstateWinesQuery,
  useDeleteEstateMutation,
  useGetEstateQuery,
  useRenameEstateMutation,
  useWithdrawEstateInvitationMutation,
  useLeaveEstateMutation,
  useAddEstateOwnerMutation,
  useRemoveEstateOwnerMutation,
  useGetGrapePriceHistoryQuery,
  useGetGrapePriceBandQuery,
  useSearchGrapeOffersQuery,
  useCreateGrapeOfferMutation,
  useWithdrawGrapeOfferMutation,
  useGetGrapeOfferQuery,
  useBuyGrapeOfferMutation,
  useQuoteGrapePurchaseQuery,
  useGetExchangePriceHistoryQuery,
  useGetExchangePriceBandQuery,
  useListMyGrapeOffersQuery,
  useListMyExchangeOffersQuery,
  useSearchExchangeOffersQuery,
  useCreateExchangeOfferMutation,
  useWithdrawExchangeOfferMutation,
  useGetExchangeOfferQuery,
  useGetExchangeWineHistoryQuery,
  useBuyExchangeOfferMutation,
  useQuoteExchangePurchaseQuery,
  useListFeaturesQuery,
  useCreateFeatureMutation,
  useGetFeatureStatisticsQuery,
  useListFeaturesByStatusQuery,
  useListFeatureTagsQuery,
  useListTrendingFeaturesQuery,
  useListMyFeatureVotesQuery,
  useGetFeatureQuery,
  useUpdateFeatureMutation,
  useListFeatureCommentsQuery,
  useAddFeatureCommentMutation,
  useVoteOnFeatureMutation,
  useGetGameTimeQuery,
  useAdvanceGameTimeMutation,
  useQuoteGrapeSaleQuery,
  useSellGrapesMutation,
  useGetHealthQuery,
  useGetReadinessQuery,
  useListInvitationsQuery,
  useAcceptInvitationMutation,
  useDeclineInvitationMutation,
  useGetLeaderboardQuery,
  useGetMarketIndexQuery,
  useSearchMarketplacePlotsQuery,
  useGetMarketplacePlotQuery,
  useCancelPlotListingMutation,
  useUpdatePlotListingMutation,
  useListPlotForSaleMutation,
  usePurchaseMarketplacePlotMutation,
  useGetPlotValuationQuery,
  useGetMetricsQuery,
  useSubscribeNewsletterMutation,
  useMarkNotificationReadMutation,
  useDeletePlotMutation,
  useGetPlotQuery,
  useUpdatePlotMutation,
  useGetPlotDetailsQuery,
  useListPlotBlocksQuery,
  useCreateBlockMutation,
  useGetPlotBlocksTotalSizeQuery,
  useGetCurrentSeasonQuery,
  useListHallOfFameQuery,
  useJoinWaitlistMutation,
  useGetWineBatchQuery,
  useBottleWineBatchMutation,
  useSellBulkWineMutation,
  useQuoteWineSaleQuery,
  useSellWineMutation,
} = injectedRtkApi;
