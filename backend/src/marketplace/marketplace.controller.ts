import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { MESSAGES } from '@vineyard/domain';
import {
  ApiDataResponse,
  ApiErrors,
  BODY_ERRORS,
  Envelope,
  IDEMPOTENCY_ERRORS,
  INPUT_ERRORS,
  ok,
} from '../common/api-docs';
import { ApiIdempotencyKey, IdempotencyKeyHeader, type IdempotencyKey } from '../common/idempotency/idempotency';
import { Authenticated, CurrentAuth } from '../auth/guards';
import type { AuthenticatedUser } from '../auth/auth.types';
import { ReaderFence, type ReadFence } from '../database/reader-fence';
import {
  ListingPlotDataDto,
  ListPlotDto,
  MarketPlotDataDto,
  MarketplaceQueryDto,
  MarketPlotsDataDto,
  PurchaseDataDto,
  PurchasePlotDto,
  UpdateListingDto,
  ValuationDataDto,
} from './dto/marketplace.dto';
import { ListingsService } from './listings.service';
import { MarketplaceService } from './marketplace.service';

const l = MESSAGES.listing;

@ApiTags('marketplace')
@Controller('marketplace/plots')
@Authenticated()
export class MarketplaceController {
  constructor(
    private readonly market: MarketplaceService,
    private readonly listings: ListingsService,
  ) {}

  @Get()
  @ApiOperation({
    operationId: 'searchMarketplacePlots',
    summary: 'Search plots for sale',
    description:
      'Live listings (active and unexpired) matching the filters, sorted and paginated on the server. `own` marks listings of estates the caller owns: they cannot buy those. Counting stops at 10,000 (`totalCapped`).',
  })
  @ApiDataResponse(MarketPlotsDataDto)
  @ApiErrors(...INPUT_ERRORS)
  async search(
    @CurrentAuth() auth: AuthenticatedUser,
    @Query() query: MarketplaceQueryDto,
    @ReaderFence() fence: ReadFence,
  ): Promise<Envelope<MarketPlotsDataDto>> {
    return ok(await this.market.search(auth.user.id, query, fence));
  }

  @Get(':plotId')
  @ApiOperation({
    operationId: 'getMarketplacePlot',
    summary: 'A plot for sale',
    description:
      "Public view of a listed plot: terroir, suitable varieties (the plot details' model), listing and seller. 404 when it is not for sale.",
  })
  @ApiParam({ name: 'plotId', format: 'uuid' })
  @ApiDataResponse(MarketPlotDataDto)
  @ApiErrors('UNSAFE_INPUT', 'LISTING_NOT_FOUND')
  async get(
    @CurrentAuth() auth: AuthenticatedUser,
    @Param('plotId') plotId: string,
  ): Promise<Envelope<MarketPlotDataDto>> {
    return ok({ plot: await this.market.get(auth.user.id, plotId) });
  }

  @Get(':plotId/valuation')
  @ApiOperation({
    operationId: 'getPlotValuation',
    summary: 'Market value of a plot',
    description:
      "Region base price per hectare × size × terroir factor (0.7-1.3), see docs/game-rules.md. For plots that are for sale or the caller's own; 404 otherwise.",
  })
  @ApiParam({ name: 'plotId', format: 'uuid' })
  @ApiDataResponse(ValuationDataDto)
  @ApiErrors('UNSAFE_INPUT', 'PLOT_NOT_FOUND')
  async valuation(
    @CurrentAuth() auth: AuthenticatedUser,
    @Param('plotId') plotId: string,
  ): Promise<Envelope<ValuationDataDto>> {
    return ok({ valuation: await this.market.valuation(auth.user.id, plotId) });
  }

  @Post(':plotId/list')
  @ApiOperation({
    operationId: 'listPlotForSale',
    summary: 'Offer a plot for sale',
    description:
      'Owners only (404 otherwise). Price at least €1,000; duration 7, 14, 30, 60 or 90 days from now. 409 when the plot has vineyard blocks or is already listed.',
  })
  @ApiParam({ name: 'plotId', format: 'uuid' })
  @ApiDataResponse(ListingPlotDataDto, 201)
  @ApiErrors(
    ...BODY_ERRORS,
    'PLOT_NOT_FOUND',
    'PRICE_OUT_OF_RANGE',
    'PLOT_HAS_BLOCKS',
    'ALREADY_LISTED',
    'CONCURRENT_CHANGE',
  )
  async list(
    @CurrentAuth() auth: AuthenticatedUser,
    @Param('plotId') plotId: string,
    @Body() dto: ListPlotDto,
  ): Promise<Envelope<ListingPlotDataDto>> {
    return ok({ plot: await this.listings.list(auth.user.id, plotId, dto) }, l.listed);
  }

  @Patch(':plotId/list')
  @ApiOperation({
    operationId: 'updatePlotListing',
    summary: 'Change a listing',
    description: 'Price, description or a new duration counted from now. Owners only; 409 when the plot is not listed.',
  })
  @ApiParam({ name: 'plotId', format: 'uuid' })
  @ApiDataResponse(ListingPlotDataDto)
  @ApiErrors(...BODY_ERRORS, 'PLOT_NOT_FOUND', 'PRICE_OUT_OF_RANGE', 'NOT_LISTED', 'CONCURRENT_CHANGE')
  async update(
    @CurrentAuth() auth: AuthenticatedUser,
    @Param('plotId') plotId: string,
    @Body() dto: UpdateListingDto,
  ): Promise<Envelope<ListingPlotDataDto>> {
    return ok({ plot: await this.listings.update(auth.user.id, plotId, dto) }, l.updated);
  }

  @Delete(':plotId/list')
  @ApiOperation({
    operationId: 'cancelPlotListing',
    summary: 'Cancel a listing',
    description: 'Withdraws the plot from the marketplace. Owners only; 409 when it is not listed.',
  })
  @ApiParam({ name: 'plotId', format: 'uuid' })
  @ApiDataResponse(ListingPlotDataDto)
  @ApiErrors('UNSAFE_INPUT', 'PLOT_NOT_FOUND', 'NOT_LISTED', 'CONCURRENT_CHANGE')
  async cancel(
    @CurrentAuth() auth: AuthenticatedUser,
    @Param('plotId') plotId: string,
  ): Promise<Envelope<ListingPlotDataDto>> {
    return ok({ plot: await this.listings.cancel(auth.user.id, plotId) }, l.canceled);
  }

  @Post(':plotId/purchase')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'purchaseMarketplacePlot',
    summary: 'Buy a plot',
    description:
      "Buys a listed plot for one of the caller's estates in one transaction. 400 without an estate or with too little money, 404 for an estate that is not the caller's, 409 for their own plot, one no longer for sale, or when `expectedPrice` (the price the buyer confirmed) differs from the listing's price ('The price of this plot has changed'; nothing is charged). Send an Idempotency-Key to make retries safe: the same key and body replay the first answer; another body gets 422.",
  })
  @ApiParam({ name: 'plotId', format: 'uuid' })
  @ApiIdempotencyKey()
  @ApiDataResponse(PurchaseDataDto)
  @ApiErrors(
    ...BODY_ERRORS,
    ...IDEMPOTENCY_ERRORS,
    'ESTATE_REQUIRED',
    'INSUFFICIENT_FUNDS',
    'PLOT_NOT_FOUND',
    'ESTATE_NOT_FOUND',
    'LISTING_NOT_FOR_SALE',
    'LISTING_EXPIRED',
    'PRICE_CHANGED',
    'OWN_PLOT',
    'ESTATE_IN_ARREARS',
    'CONCURRENT_CHANGE',
  )
  async purchase(
    @CurrentAuth() auth: AuthenticatedUser,
    @Param('plotId') plotId: string,
    @Body() dto: PurchasePlotDto,
    @IdempotencyKeyHeader() key: IdempotencyKey | undefined,
  ): Promise<Envelope<PurchaseDataDto>> {
    const { message, ...data } = await this.market.purchase(auth.user.id, plotId, dto.estateId, key, dto.expectedPrice);
    return ok(data, message);
  }
}
