import { baseApi as api } from './base';
export const addTagTypes = ['auth', 'blocks', 'config', 'estates', 'plots', 'game time', 'health'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
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
        query: (queryArg) => ({ url: `/api/auth/refresh`, method: 'POST', body: queryArg.refreshDto }),
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
      getPublicConfig: build.query<GetPublicConfigApiResponse, GetPublicConfigApiArg>({
        query: () => ({ url: `/api/config` }),
        providesTags: ['config'],
      }),
      listEstates: build.query<ListEstatesApiResponse, ListEstatesApiArg>({
        query: () => ({ url: `/api/estates` }),
        providesTags: ['estates'],
      }),
      createEstate: build.mutation<CreateEstateApiResponse, CreateEstateApiArg>({
        query: (queryArg) => ({ url: `/api/estates`, method: 'POST', body: queryArg.createEstateDto }),
        invalidatesTags: ['estates'],
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
      getGameTime: build.query<GetGameTimeApiResponse, GetGameTimeApiArg>({
        query: () => ({ url: `/api/game/time` }),
        providesTags: ['game time'],
      }),
      advanceGameTime: build.mutation<AdvanceGameTimeApiResponse, AdvanceGameTimeApiArg>({
        query: () => ({ url: `/api/game/time/update`, method: 'POST' }),
        invalidatesTags: ['game time'],
      }),
      getHealth: build.query<GetHealthApiResponse, GetHealthApiArg>({
        query: () => ({ url: `/api/health` }),
        providesTags: ['health'],
      }),
      getReadiness: build.query<GetReadinessApiResponse, GetReadinessApiArg>({
        query: () => ({ url: `/api/health/ready` }),
        providesTags: ['health'],
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
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as generatedApi };
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
export type GetPublicConfigApiResponse = /** status 200 Success */ {
  data: PublicConfigDto;
  message?: string;
};
export type GetPublicConfigApiArg = void;
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
export type GetGameTimeApiResponse = /** status 200 Success */ {
  data: GameTimeDto;
  message?: string;
};
export type GetGameTimeApiArg = void;
export type AdvanceGameTimeApiResponse = /** status 200 Success */ {
  data: GameTimeDto;
  message?: string;
};
export type AdvanceGameTimeApiArg = void;
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
export type EmptyDto = {};
export type FieldErrorDto = {
  field: string;
  message: string;
};
export type ErrorResponseDto = {
  error: string;
  errors?: FieldErrorDto[];
  message: string;
  statusCode: number;
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
  /** Keep the session for 30 days (otherwise at most a day). */
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
export type SpacingDto = {
  /** Metres between rows, at least 0.5 (default 2). */
  rowSpacing: number;
  /** Metres between vines in a row, at least 0.5 (default 1). */
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
  /** Percent */
  health: number;
  id: string;
  name: string;
  notes: string;
  orientation: 'north-south' | 'east-west' | 'northeast-southwest' | 'northwest-southeast';
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
  name?: string;
  notes?: string;
  orientation?: 'north-south' | 'east-west' | 'northeast-southwest' | 'northwest-southeast';
  /** Hectares, at least 0.1 (default 0.5). */
  size?: number;
  trellisSystem?: 'vsp' | 'guyot' | 'cordon' | 'lyre' | 'pergola' | 'gobelet';
  /** Defaults to 2 m × 1 m */
  vineSpacing?: SpacingDto;
};
export type HarvestDto = {
  /** Kilograms */
  amount: number;
  createdAt: string;
  id: string;
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
  harvests: HarvestDto[];
  /** Percent */
  health: number;
  id: string;
  name: string;
  notes: string;
  orientation: 'north-south' | 'east-west' | 'northeast-southwest' | 'northwest-southeast';
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
export type PublicConfigDto = {
  /** Whether the demo accounts exist on this server (the sign-in page shows its demo buttons). */
  demoAccounts: boolean;
};
export type EstateCountsDto = {
  plots: number;
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
export type EstatePlotSummaryDto = {
  id: string;
  name: string;
  /** Hectares. */
  size: number;
};
export type WineDto = {
  age?: number;
  bottles?: number;
  id: string;
  name: string;
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
  /** E-mail addresses invited as co-owners that have no verified account yet. */
  pendingInvitations: string[];
  plots: EstatePlotSummaryDto[];
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
  /** boutique (2 ha, 1 plot), family (5 ha, 2 plots), commercial (10 ha, 3 plots); standard = family. */
  template?: 'boutique' | 'family' | 'commercial' | 'standard';
};
export type GameDateDto = {
  /** Day of the game year, 1-360. */
  day: number;
  year: number;
};
export type PlotDto = {
  description: string;
  /** Metres. */
  elevation: number;
  estateId: string;
  id: string;
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
  sunExposure: number;
  terrain: 'flat' | 'gentle slope' | 'moderate slope' | 'steep slope';
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
export type RenameEstateDto = {
  name: string;
};
export type AddOwnerDto = {
  email?: string;
  userId?: string;
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
export type LivenessDto = {
  status: string;
  uptime: number;
};
export type ReadinessDto = {
  database: boolean;
  migrations: boolean;
  status: 'ok' | 'unavailable';
};
export type PlotEnvelopeDataDto = {
  plot: PlotDto;
};
export type UpdatePlotDto = {
  description?: string;
  name?: string;
  notes?: string;
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
export type PlotDetailsDto = {
  description: string;
  /** Metres. */
  elevation: number;
  estateId: string;
  id: string;
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
  sunExposure: number;
  terrain: 'flat' | 'gentle slope' | 'moderate slope' | 'steep slope';
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
  name: string;
  notes?: string;
  orientation: 'north-south' | 'east-west' | 'northeast-southwest' | 'northwest-southeast';
  /** Hectares, at least 0.1 (default 0.5). */
  size?: number;
  trellisSystem: 'vsp' | 'guyot' | 'cordon' | 'lyre' | 'pergola' | 'gobelet';
  /** Defaults to 2 m × 1 m */
  vineSpacing?: SpacingDto;
};
export const {
  useForgotPasswordMutation,
  useLoginMutation,
  useLogoutMutation,
  useGetMeQuery,
  useRefreshSessionMutation,
  useRegisterMutation,
  useResendVerificationMutation,
  useResetPasswordMutation,
  useVerifyEmailQuery,
  useDeleteBlockMutation,
  useGetBlockQuery,
  useUpdateBlockMutation,
  useGetBlockDetailsQuery,
  useHarvestBlockMutation,
  useGetPublicConfigQuery,
  useListEstatesQuery,
  useCreateEstateMutation,
  useListEstatePlotsQuery,
  useBuyLandMutation,
  useGetEstatePlotsTotalSizeQuery,
  useDeleteEstateMutation,
  useGetEstateQuery,
  useRenameEstateMutation,
  useAddEstateOwnerMutation,
  useRemoveEstateOwnerMutation,
  useGetGameTimeQuery,
  useAdvanceGameTimeMutation,
  useGetHealthQuery,
  useGetReadinessQuery,
  useDeletePlotMutation,
  useGetPlotQuery,
  useUpdatePlotMutation,
  useGetPlotDetailsQuery,
  useListPlotBlocksQuery,
  useCreateBlockMutation,
  useGetPlotBlocksTotalSizeQuery,
} = injectedRtkApi;
