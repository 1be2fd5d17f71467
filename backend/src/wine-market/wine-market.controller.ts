import { LeanRoute } from '../common/lean-route';
import { Body, Controller, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { formatMoney, MESSAGES } from '@vineyard/domain';
import { Authenticated, CurrentAuth, CurrentSession, SessionCheckedInQuery } from '../auth/guards';
import { Costly } from '../auth/player-requests';
import type { AuthenticatedUser, TokenSession } from '../auth/auth.types';
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
import { EstateOwnerGuard } from '../estates/estate-owner.guard';
import {
  SellWineDto,
  WineQuoteDataDto,
  WineQuoteQueryDto,
  WineSaleDataDto,
  WineSalesDataDto,
  WinesDataDto,
} from './dto/wine-market.dto';
import { WineMarketService } from './wine-market.service';

const w = MESSAGES.winery;

/** The wine market's routes: an estate's bottled wines, their quote and sale, and its recent sales. */
@ApiTags('winery')
@Controller()
@Authenticated()
export class WineMarketController {
  constructor(private readonly market: WineMarketService) {}

  @Get('wines/:lotId/quote')
  @ApiOperation({
    operationId: 'quoteWineSale',
    summary: 'What selling bottled wine would bring',
    description:
      "The estate's buyers for this wine (its colour and market tier; the tier follows its quality today and opens with reputation, and the wine sells into that tier's pool and every pool below it, `market.pools`, each paying at most what it pays for its tier's best quality): the list price, the pools' capacity and level, what `bottles` (all when absent) would earn and where they would go (`quote.pools`: each bottle where it earns most), and the curve for 1, 10, 100 … and all of them; `revenue` and `pricePerBottle` repeat the asked quote, `poolLevel` and `poolSize` the market tier's pool. The price of each next bottle falls as the pool empties; it refills over `refillDays` game days (see docs/game-rules.md). Changes nothing. Owners only (404 otherwise).",
  })
  @ApiParam({ name: 'lotId', format: 'uuid', description: 'The wine lot (a bottled wine)' })
  @ApiDataResponse(WineQuoteDataDto)
  @ApiErrors(...INPUT_ERRORS, 'WINE_LOT_NOT_FOUND')
  @Costly()
  @SessionCheckedInQuery()
  @LeanRoute()
  async quoteWine(
    @CurrentSession() session: TokenSession,
    @Param('lotId') id: string,
    @Query() q: WineQuoteQueryDto,
  ): Promise<Envelope<WineQuoteDataDto>> {
    return ok(await this.market.quote(session, id, q.bottles));
  }

  @Post('wines/:lotId/sell')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'sellWine',
    summary: 'Sell bottled wine to its buyers',
    description: `Sells \`bottles\` of the wine lot into the estate's demand pool at the quoted, falling price; the money comes in through the ledger (\`wine_sale\`). 400 with the field (nothing changes) for more bottles than are left or than the buyers take now; 409 (nothing changes) when \`expectedRevenue\` was sent and the sale would now bring less. Good wine (quality 55+) earns reputation points, soft-capped per game month; wine under 55 costs them (the answer says how many). Owners only (404 otherwise). ${IDEMPOTENCY_NOTE}`,
  })
  @ApiParam({ name: 'lotId', format: 'uuid', description: 'The wine lot (a bottled wine)' })
  @ApiIdempotencyKey()
  @ApiDataResponse(WineSaleDataDto)
  @ApiErrors(
    ...BODY_ERRORS,
    ...IDEMPOTENCY_ERRORS,
    'WINE_LOT_NOT_FOUND',
    'NOT_ENOUGH_WINE',
    'DEMAND_EXHAUSTED',
    'QUOTE_CHANGED',
    'CONCURRENT_CHANGE',
  )
  @SessionCheckedInQuery()
  @LeanRoute()
  async sellWine(
    @CurrentSession() session: TokenSession,
    @Param('lotId') id: string,
    @Body() dto: SellWineDto,
    @IdempotencyKeyHeader() key: IdempotencyKey | undefined,
  ): Promise<Envelope<WineSaleDataDto>> {
    const sale = await this.market.sell(session, id, dto.bottles, key, dto.expectedRevenue);
    return ok(sale, w.wineSold(sale.bottlesSold, formatMoney(sale.received)) + w.reputationNote(sale.reputationChange));
  }

  @Get('estates/:estateId/wines')
  @UseGuards(EstateOwnerGuard)
  @ApiOperation({
    operationId: 'listEstateWines',
    summary: "An estate's bottled wines",
    description:
      'Wine lots, newest first, with bottles, vintage, and quality today (bottle ageing toward the variety’s peak, then a slow decline; computed on read) and status. Owners only (404 otherwise).',
  })
  @ApiParam({ name: 'estateId', format: 'uuid' })
  @ApiDataResponse(WinesDataDto)
  @ApiErrors('UNSAFE_INPUT', 'ESTATE_NOT_FOUND')
  async wines(
    @CurrentAuth() auth: AuthenticatedUser,
    @Param('estateId') estateId: string,
  ): Promise<Envelope<WinesDataDto>> {
    return ok(await this.market.wines(auth.user.id, estateId));
  }

  @Get('estates/:estateId/wine-sales')
  @UseGuards(EstateOwnerGuard)
  @ApiOperation({
    operationId: 'listEstateWineSales',
    summary: "An estate's recent sales of bottled wine",
    description:
      'The latest 20 sales, newest first: the wine, its tier, bottles and money received. Owners only (404 otherwise).',
  })
  @ApiParam({ name: 'estateId', format: 'uuid' })
  @ApiDataResponse(WineSalesDataDto)
  @ApiErrors('UNSAFE_INPUT', 'ESTATE_NOT_FOUND')
  async wineSales(@Param('estateId') estateId: string): Promise<Envelope<WineSalesDataDto>> {
    return ok(await this.market.recentSales(estateId));
  }
}
