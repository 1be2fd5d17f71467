import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import {
  ApiDataResponse,
  ApiErrors,
  BODY_ERRORS,
  Envelope,
  IDEMPOTENCY_ERRORS,
  IDEMPOTENCY_NOTE,
  INPUT_ERRORS,
  ok,
} from '../common/api-docs';
import { ApiIdempotencyKey, IdempotencyKeyHeader, type IdempotencyKey } from '../common/idempotency/idempotency';
import { Authenticated, CurrentAuth } from '../auth/guards';
import type { AuthenticatedUser } from '../auth/auth.types';
import { ReaderFence, type ReadFence } from '../database/reader-fence';
import {
  BuyGrapeOfferDto,
  CreateGrapeOfferDto,
  GrapeExchangeQueryDto,
  GrapeHistoryDataDto,
  GrapeHistoryQueryDto,
  GrapeOfferChangeDataDto,
  GrapeOfferDataDto,
  GrapeOffersDataDto,
  GrapePriceBandDataDto,
  GrapePurchaseDataDto,
  GrapeOfferQuoteDataDto,
  GrapeOfferQuoteQueryDto,
  MyGrapeOffersDataDto,
} from './dto/grape-exchange.dto';
import { GrapeExchangeService } from './grape-exchange.service';

/** Grapes on the exchange (issue 32, item 1): the same exchange as wine, by the kilogram. */
@ApiTags('exchange')
@Controller('exchange')
@Authenticated()
export class GrapeExchangeController {
  constructor(private readonly grapes: GrapeExchangeService) {}

  @Get('grape-offers')
  @ApiOperation({
    operationId: 'searchGrapeOffers',
    summary: 'Search grape offers',
    description:
      'Open offers of fresh grapes between players whose time has not run out, filtered by region and colour, sorted by date or price a kilogram and paginated on the server. Counting stops at 1,000 (`totalCapped`).',
  })
  @ApiDataResponse(GrapeOffersDataDto)
  @ApiErrors(...INPUT_ERRORS)
  async search(
    @CurrentAuth() auth: AuthenticatedUser,
    @Query() query: GrapeExchangeQueryDto,
    @ReaderFence() fence: ReadFence,
  ): Promise<Envelope<GrapeOffersDataDto>> {
    return ok(await this.grapes.search(auth.user.id, query, fence));
  }

  @Get('my-grape-offers')
  @ApiOperation({
    operationId: 'listMyGrapeOffers',
    summary: "The caller's grape offers",
    description: 'Grape offers of the estates the caller owns: open first, then the latest closed (at most 100).',
  })
  @ApiDataResponse(MyGrapeOffersDataDto)
  async mine(@CurrentAuth() auth: AuthenticatedUser): Promise<Envelope<MyGrapeOffersDataDto>> {
    return ok({ offers: await this.grapes.mine(auth.user.id) });
  }

  @Get('grape-history')
  @ApiOperation({
    operationId: 'getGrapePriceHistory',
    summary: 'Price history of grapes',
    description:
      'The last 30 grape trades of a region and colour, newest first, with their average price a kilogram; visible to every player.',
  })
  @ApiDataResponse(GrapeHistoryDataDto)
  @ApiErrors(...INPUT_ERRORS)
  async history(@Query() query: GrapeHistoryQueryDto): Promise<Envelope<GrapeHistoryDataDto>> {
    return ok({ history: await this.grapes.history(query) });
  }

  @Get('grape-lots/:lotId/band')
  @ApiOperation({
    operationId: 'getGrapePriceBand',
    summary: 'The price band of a grape lot',
    description:
      "The prices a kilogram of one of the caller's grape lots may be offered at (0.5–2× the grape buyers' list price, whole cents), the kilograms in stock and the longest an offer may run (to the end of the grapes' grace period). 404 when the lot is not the caller's.",
  })
  @ApiParam({ name: 'lotId', format: 'uuid' })
  @ApiDataResponse(GrapePriceBandDataDto)
  @ApiErrors('UNSAFE_INPUT', 'GRAPE_LOT_NOT_FOUND')
  async band(
    @CurrentAuth() auth: AuthenticatedUser,
    @Param('lotId') lotId: string,
  ): Promise<Envelope<GrapePriceBandDataDto>> {
    return ok({ band: await this.grapes.band(auth.user.id, lotId) });
  }

  @Post('grape-offers')
  @ApiOperation({
    operationId: 'createGrapeOffer',
    summary: 'Offer grapes',
    description:
      "Offers kilograms of one of the caller's grape lots at a price a kilogram (whole cents) within its band, for a day up to the end of the grapes' grace period. The kilograms leave the lot at once. 404 for a lot that is not the caller's; 409 for grapes past their grace period.",
  })
  @ApiDataResponse(GrapeOfferChangeDataDto, 201)
  @ApiErrors(
    ...BODY_ERRORS,
    'GRAPE_LOT_NOT_FOUND',
    'GRAPES_TOO_OLD',
    'NOT_ENOUGH_GRAPES',
    'PRICE_OUT_OF_RANGE',
    'OFFER_DURATION_INVALID',
    'CONCURRENT_CHANGE',
  )
  async create(
    @CurrentAuth() auth: AuthenticatedUser,
    @Body() dto: CreateGrapeOfferDto,
  ): Promise<Envelope<GrapeOfferChangeDataDto>> {
    const { message, ...data } = await this.grapes.offer(auth.user.id, dto);
    return ok(data, message);
  }

  @Get('grape-offers/:offerId')
  @ApiOperation({
    operationId: 'getGrapeOffer',
    summary: 'A grape offer',
    description: "An open offer; a closed one only for its seller's owners. 404 otherwise.",
  })
  @ApiParam({ name: 'offerId', format: 'uuid' })
  @ApiDataResponse(GrapeOfferDataDto)
  @ApiErrors('UNSAFE_INPUT', 'OFFER_NOT_FOUND')
  async get(
    @CurrentAuth() auth: AuthenticatedUser,
    @Param('offerId') offerId: string,
  ): Promise<Envelope<GrapeOfferDataDto>> {
    return ok({ offer: await this.grapes.get(auth.user.id, offerId) });
  }

  @Delete('grape-offers/:offerId')
  @ApiOperation({
    operationId: 'withdrawGrapeOffer',
    summary: 'Withdraw a grape offer',
    description:
      "Closes an open grape offer of the caller's; its unsold kilograms go back to the lot. 404 for an offer that is not the caller's, 409 when it is closed already.",
  })
  @ApiParam({ name: 'offerId', format: 'uuid' })
  @ApiDataResponse(GrapeOfferChangeDataDto)
  @ApiErrors('UNSAFE_INPUT', 'OFFER_NOT_FOUND', 'OFFER_CLOSED', 'CONCURRENT_CHANGE')
  async withdraw(
    @CurrentAuth() auth: AuthenticatedUser,
    @Param('offerId') offerId: string,
  ): Promise<Envelope<GrapeOfferChangeDataDto>> {
    const { message, ...data } = await this.grapes.withdraw(auth.user.id, offerId);
    return ok(data, message);
  }

  @Get('grape-offers/:offerId/quote')
  @ApiOperation({
    operationId: 'quoteGrapePurchase',
    summary: 'Quote a grape purchase',
    description:
      "What buying `kilograms` of a grape offer with one of the caller's estates would cost (and pay the seller, after the fee), and why it would be refused now (`refusal`, null when it would go through). Changes nothing.",
  })
  @ApiParam({ name: 'offerId', format: 'uuid' })
  @ApiDataResponse(GrapeOfferQuoteDataDto)
  @ApiErrors(...INPUT_ERRORS, 'OFFER_NOT_FOUND', 'ESTATE_NOT_FOUND')
  async quote(
    @CurrentAuth() auth: AuthenticatedUser,
    @Param('offerId') offerId: string,
    @Query() q: GrapeOfferQuoteQueryDto,
  ): Promise<Envelope<GrapeOfferQuoteDataDto>> {
    return ok(await this.grapes.quote(auth.user.id, offerId, q.estateId, q.kilograms));
  }

  @Post('grape-offers/:offerId/purchase')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'buyGrapeOffer',
    summary: 'Buy grapes from an offer',
    description: `Buys kilograms of a grape offer for one of the caller's estates in one transaction: the buyer pays the price a kilogram × kilograms rounded up to the euro, the seller receives it less the 5% exchange fee, the grapes arrive as a new grape lot of the same harvest in the buyer's stock (crush or sell them before they spoil). 404 for an estate that is not the caller's or an offer not open to them; 409 for their own offer, a closed or expired one, more kilograms than are left, or when \`expectedPriceCents\` differs; 400 with too little money. ${IDEMPOTENCY_NOTE}`,
  })
  @ApiParam({ name: 'offerId', format: 'uuid' })
  @ApiIdempotencyKey()
  @ApiDataResponse(GrapePurchaseDataDto)
  @ApiErrors(
    ...BODY_ERRORS,
    ...IDEMPOTENCY_ERRORS,
    'ESTATE_REQUIRED',
    'ESTATE_NOT_FOUND',
    'OFFER_NOT_FOUND',
    'OWN_OFFER',
    'OFFER_CLOSED',
    'OFFER_EXPIRED',
    'NOT_ENOUGH_KILOGRAMS',
    'PRICE_CHANGED',
    'ESTATE_IN_ARREARS',
    'EXCHANGE_NEW_ESTATE_LIMIT',
    'INSUFFICIENT_FUNDS',
    'CONCURRENT_CHANGE',
  )
  async buy(
    @CurrentAuth() auth: AuthenticatedUser,
    @Param('offerId') offerId: string,
    @Body() dto: BuyGrapeOfferDto,
    @IdempotencyKeyHeader() key: IdempotencyKey | undefined,
  ): Promise<Envelope<GrapePurchaseDataDto>> {
    const { message, ...data } = await this.grapes.buy(
      auth.user.id,
      offerId,
      dto.estateId,
      dto.kilograms,
      key,
      dto.expectedPriceCents,
    );
    return ok(data, message);
  }
}
