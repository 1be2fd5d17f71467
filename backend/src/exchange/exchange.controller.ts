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
  BuyOfferDto,
  CreateOfferDto,
  ExchangeOfferDataDto,
  ExchangeOffersDataDto,
  ExchangeQueryDto,
  MyOffersDataDto,
  OfferChangeDataDto,
  PriceBandDataDto,
  PriceHistoryDataDto,
  ExchangePurchaseDataDto,
  QuoteDataDto,
  QuoteQueryDto,
  WineHistoryDataDto,
  SegmentQueryDto,
} from './dto/exchange.dto';
import { ExchangeService } from './exchange.service';

@ApiTags('exchange')
@Controller('exchange')
@Authenticated()
export class ExchangeController {
  constructor(private readonly exchange: ExchangeService) {}

  @Get('offers')
  @ApiOperation({
    operationId: 'searchExchangeOffers',
    summary: 'Search wine offers',
    description:
      'Open offers of bottled wine between players whose time has not run out, filtered by region, colour, tier and price a bottle, sorted and paginated on the server. `own` marks offers of estates the caller owns. Counting stops at 1,000 (`totalCapped`).',
  })
  @ApiDataResponse(ExchangeOffersDataDto)
  @ApiErrors(...INPUT_ERRORS)
  async search(
    @CurrentAuth() auth: AuthenticatedUser,
    @Query() query: ExchangeQueryDto,
    @ReaderFence() fence: ReadFence,
  ): Promise<Envelope<ExchangeOffersDataDto>> {
    return ok(await this.exchange.search(auth.user.id, query, fence));
  }

  @Get('my-offers')
  @ApiOperation({
    operationId: 'listMyExchangeOffers',
    summary: "The caller's offers",
    description: 'Offers of the estates the caller owns: open first, then the latest closed (at most 100).',
  })
  @ApiDataResponse(MyOffersDataDto)
  async mine(@CurrentAuth() auth: AuthenticatedUser): Promise<Envelope<MyOffersDataDto>> {
    return ok({ offers: await this.exchange.mine(auth.user.id) });
  }

  @Get('history')
  @ApiOperation({
    operationId: 'getExchangePriceHistory',
    summary: 'Price history of a segment',
    description: 'The last 30 trades of a segment (region × colour × tier), newest first, visible to every player.',
  })
  @ApiDataResponse(PriceHistoryDataDto)
  @ApiErrors(...INPUT_ERRORS)
  async history(@Query() query: SegmentQueryDto): Promise<Envelope<PriceHistoryDataDto>> {
    return ok({ history: await this.exchange.history(query) });
  }

  @Get('lots/:lotId/band')
  @ApiOperation({
    operationId: 'getExchangePriceBand',
    summary: 'The price band of a wine',
    description:
      "The prices a bottle of one of the caller's lots may be offered at today (0.5–2× the wine's reference price), the bottles available and the first day it can be offered. 404 when the lot is not the caller's.",
  })
  @ApiParam({ name: 'lotId', format: 'uuid' })
  @ApiDataResponse(PriceBandDataDto)
  @ApiErrors('UNSAFE_INPUT', 'WINE_LOT_NOT_FOUND')
  async band(
    @CurrentAuth() auth: AuthenticatedUser,
    @Param('lotId') lotId: string,
  ): Promise<Envelope<PriceBandDataDto>> {
    return ok({ band: await this.exchange.band(auth.user.id, lotId) });
  }

  @Post('offers')
  @ApiOperation({
    operationId: 'createExchangeOffer',
    summary: 'Offer bottled wine',
    description:
      "Offers bottles of one of the caller's lots at a price a bottle within the wine's band, for 7 to 60 game days. The bottles leave the lot at once. 404 for a lot that is not the caller's; 409 before the wine's critics' review.",
  })
  @ApiDataResponse(OfferChangeDataDto, 201)
  @ApiErrors(
    ...BODY_ERRORS,
    'WINE_LOT_NOT_FOUND',
    'NOT_ENOUGH_WINE',
    'PRICE_OUT_OF_RANGE',
    'OFFER_DURATION_INVALID',
    'OFFER_TOO_EARLY',
    'CONCURRENT_CHANGE',
  )
  async create(
    @CurrentAuth() auth: AuthenticatedUser,
    @Body() dto: CreateOfferDto,
  ): Promise<Envelope<OfferChangeDataDto>> {
    const { message, ...data } = await this.exchange.offer(auth.user.id, dto);
    return ok(data, message);
  }

  @Get('offers/:offerId')
  @ApiOperation({
    operationId: 'getExchangeOffer',
    summary: 'A wine offer',
    description: "An open offer; a closed one only for its seller's owners. 404 otherwise.",
  })
  @ApiParam({ name: 'offerId', format: 'uuid' })
  @ApiDataResponse(ExchangeOfferDataDto)
  @ApiErrors('UNSAFE_INPUT', 'OFFER_NOT_FOUND')
  async get(
    @CurrentAuth() auth: AuthenticatedUser,
    @Param('offerId') offerId: string,
  ): Promise<Envelope<ExchangeOfferDataDto>> {
    return ok({ offer: await this.exchange.get(auth.user.id, offerId) });
  }

  @Delete('offers/:offerId')
  @ApiOperation({
    operationId: 'withdrawExchangeOffer',
    summary: 'Withdraw an offer',
    description:
      "Closes an open offer of the caller's; its unsold bottles go back to the lot. 404 for an offer that is not the caller's, 409 when it is closed already.",
  })
  @ApiParam({ name: 'offerId', format: 'uuid' })
  @ApiDataResponse(OfferChangeDataDto)
  @ApiErrors('UNSAFE_INPUT', 'OFFER_NOT_FOUND', 'OFFER_CLOSED', 'CONCURRENT_CHANGE')
  async withdraw(
    @CurrentAuth() auth: AuthenticatedUser,
    @Param('offerId') offerId: string,
  ): Promise<Envelope<OfferChangeDataDto>> {
    const { message, ...data } = await this.exchange.withdraw(auth.user.id, offerId);
    return ok(data, message);
  }

  @Get('offers/:offerId/history')
  @ApiOperation({
    operationId: 'getExchangeWineHistory',
    summary: 'Price history of the wine an offer sells',
    description:
      'The last 30 trades of the wine an offer sells — any lot of it, from any seller, the same wine as its producer bottled it — newest first, with their average price. For whoever may see the offer; 404 otherwise.',
  })
  @ApiParam({ name: 'offerId', format: 'uuid' })
  @ApiDataResponse(WineHistoryDataDto)
  @ApiErrors('UNSAFE_INPUT', 'OFFER_NOT_FOUND')
  async wineHistory(
    @CurrentAuth() auth: AuthenticatedUser,
    @Param('offerId') offerId: string,
  ): Promise<Envelope<WineHistoryDataDto>> {
    return ok({ history: await this.exchange.wineHistory(auth.user.id, offerId) });
  }

  @Get('offers/:offerId/quote')
  @ApiOperation({
    operationId: 'quoteExchangePurchase',
    summary: 'Quote a purchase',
    description:
      "What buying `bottles` of an offer with one of the caller's estates would cost (and pay the seller, after the fee), and why it would be refused now (`refusal`, null when it would go through). Changes nothing.",
  })
  @ApiParam({ name: 'offerId', format: 'uuid' })
  @ApiDataResponse(QuoteDataDto)
  @ApiErrors(...INPUT_ERRORS, 'OFFER_NOT_FOUND', 'ESTATE_NOT_FOUND')
  async quote(
    @CurrentAuth() auth: AuthenticatedUser,
    @Param('offerId') offerId: string,
    @Query() q: QuoteQueryDto,
  ): Promise<Envelope<QuoteDataDto>> {
    return ok(await this.exchange.quote(auth.user.id, offerId, q.estateId, q.bottles));
  }

  @Post('offers/:offerId/purchase')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'buyExchangeOffer',
    summary: 'Buy wine from an offer',
    description: `Buys bottles of an offer for one of the caller's estates in one transaction: the buyer pays price × bottles, the seller receives it less the 5% exchange fee, the bottles arrive as a new lot in the buyer's cellar keeping the wine's identity. 404 for an estate that is not the caller's or an offer not open to them; 409 for their own offer, a closed or expired one, more bottles than are left, or when \`expectedPrice\` differs; 400 with too little money. ${IDEMPOTENCY_NOTE}`,
  })
  @ApiParam({ name: 'offerId', format: 'uuid' })
  @ApiIdempotencyKey()
  @ApiDataResponse(ExchangePurchaseDataDto)
  @ApiErrors(
    ...BODY_ERRORS,
    ...IDEMPOTENCY_ERRORS,
    'ESTATE_REQUIRED',
    'ESTATE_NOT_FOUND',
    'OFFER_NOT_FOUND',
    'OWN_OFFER',
    'OFFER_CLOSED',
    'OFFER_EXPIRED',
    'NOT_ENOUGH_BOTTLES',
    'PRICE_CHANGED',
    'ESTATE_IN_ARREARS',
    'INSUFFICIENT_FUNDS',
    'CONCURRENT_CHANGE',
  )
  async buy(
    @CurrentAuth() auth: AuthenticatedUser,
    @Param('offerId') offerId: string,
    @Body() dto: BuyOfferDto,
    @IdempotencyKeyHeader() key: IdempotencyKey | undefined,
  ): Promise<Envelope<ExchangePurchaseDataDto>> {
    const { message, ...data } = await this.exchange.buy(
      auth.user.id,
      offerId,
      dto.estateId,
      dto.bottles,
      key,
      dto.expectedPrice,
    );
    return ok(data, message);
  }
}
