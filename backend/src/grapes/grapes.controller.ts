import { Body, Controller, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { formatMoney, MESSAGES } from '@vineyard/domain';
import { Authenticated, CurrentAuth } from '../auth/guards';
import { Costly } from '../auth/player-requests';
import type { AuthenticatedUser } from '../auth/auth.types';
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
import { EstateOwnerGuard } from '../estates/estate-owner.guard';
import {
  GrapeLotsDataDto,
  GrapeQuoteDataDto,
  GrapeQuoteQueryDto,
  GrapeSaleDataDto,
  SellGrapesDto,
} from './dto/grapes.dto';
import { GrapesService } from './grapes.service';

@ApiTags('grapes')
@Controller()
@Authenticated()
export class GrapesController {
  constructor(private readonly grapes: GrapesService) {}

  @Get('estates/:estateId/grape-lots')
  @UseGuards(EstateOwnerGuard)
  @ApiOperation({
    operationId: 'listEstateGrapeLots',
    summary: "An estate's grape lots",
    description:
      "The lots with grapes left, newest first, with today's kilograms (grapes keep 15 game days, then perish a little each day: computed on read) and the grape buyers' prices, and the estate's buyer pool this season. Owners only (404 otherwise).",
  })
  @ApiParam({ name: 'estateId', format: 'uuid' })
  @ApiDataResponse(GrapeLotsDataDto)
  @ApiErrors('UNSAFE_INPUT', 'ESTATE_NOT_FOUND')
  async list(
    @CurrentAuth() auth: AuthenticatedUser,
    @Param('estateId') estateId: string,
  ): Promise<Envelope<GrapeLotsDataDto>> {
    return ok(await this.grapes.list(auth.user.id, estateId));
  }

  @Get('grape-lots/:id/quote')
  @ApiOperation({
    operationId: 'quoteGrapeSale',
    summary: 'What selling grapes would bring',
    description:
      "The money `kilograms` of the lot would fetch now: the grape buyers' pool integral, then the cooperative's flat price (see docs/game-rules.md). Changes nothing. Owners only (404 otherwise).",
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiDataResponse(GrapeQuoteDataDto)
  @ApiErrors(...INPUT_ERRORS, 'GRAPE_LOT_NOT_FOUND')
  @Costly()
  async quote(
    @CurrentAuth() auth: AuthenticatedUser,
    @Param('id') id: string,
    @Query() q: GrapeQuoteQueryDto,
  ): Promise<Envelope<GrapeQuoteDataDto>> {
    return ok({ quote: await this.grapes.quote(auth.user.id, id, q.kilograms) });
  }

  @Post('grape-lots/:id/sell')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'sellGrapes',
    summary: 'Sell grapes to the grape buyers',
    description:
      "Sells `kilograms` of the lot (at most what is left today; 400 with the field otherwise, nothing changes) to the grape buyers and, beyond their seasonal pool, the cooperative; the money comes in through the ledger (`grape_sale`). Answers the estate's money, what was received and the lot. Owners only (404 otherwise). Send an Idempotency-Key to make retries safe: the same key and body replay the first answer; another body gets 422.",
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiIdempotencyKey()
  @ApiDataResponse(GrapeSaleDataDto)
  @ApiErrors(...BODY_ERRORS, ...IDEMPOTENCY_ERRORS, 'GRAPE_LOT_NOT_FOUND', 'NOT_ENOUGH_GRAPES', 'CONCURRENT_CHANGE')
  async sell(
    @CurrentAuth() auth: AuthenticatedUser,
    @Param('id') id: string,
    @Body() dto: SellGrapesDto,
    @IdempotencyKeyHeader() key: IdempotencyKey | undefined,
  ): Promise<Envelope<GrapeSaleDataDto>> {
    const sale = await this.grapes.sell(auth.user.id, id, dto.kilograms, key);
    return ok(sale, MESSAGES.grapes.sold(sale.kilogramsSold, formatMoney(sale.received)));
  }
}
