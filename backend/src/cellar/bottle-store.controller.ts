import { Body, Controller, Get, Param, Post, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { BOTTLE_STORE } from '@vineyard/domain';
import { Authenticated, CurrentAuth } from '../auth/guards';
import type { AuthenticatedUser } from '../auth/auth.types';
import {
  ApiDataResponse,
  ApiErrors,
  BODY_ERRORS,
  Envelope,
  IDEMPOTENCY_ERRORS,
  IDEMPOTENCY_NOTE,
  ok,
} from '../common/api-docs';
import { ApiIdempotencyKey, IdempotencyKeyHeader, type IdempotencyKey } from '../common/idempotency/idempotency';
import { EstateOwnerGuard } from '../estates/estate-owner.guard';
import { BottleStoreBuiltDataDto, BottleStoreDataDto, BuildBottleStoreDto } from './dto/bottle-store.dto';
import { BottleStoreService } from './bottle-store.service';

const S = BOTTLE_STORE;

/** An estate's bottle store (issue 35, item 1): its capacity, stock and charge, and building extensions. Owners only. */
@ApiTags('winery')
@Controller('estates/:estateId/bottle-store')
@Authenticated()
export class BottleStoreController {
  constructor(private readonly store: BottleStoreService) {}

  @Get()
  @UseGuards(EstateOwnerGuard)
  @ApiOperation({
    operationId: 'getBottleStore',
    summary: "An estate's bottle store",
    description: `The store's capacity (the template's start, ${S.extensionBottles.toLocaleString('en-US')} bottles more for each extension built), the bottles the estate's wine lots hold today, the monthly storage charge at today's stock (€${S.chargePerHundred} for every started hundred bottles beyond the capacity, charged on the first day of each game month as far as the estate has money) and the next extension's price. Owners only (404 otherwise).`,
  })
  @ApiParam({ name: 'estateId', format: 'uuid' })
  @ApiDataResponse(BottleStoreDataDto)
  @ApiErrors('UNSAFE_INPUT', 'ESTATE_NOT_FOUND')
  async get(@Param('estateId') estateId: string): Promise<Envelope<BottleStoreDataDto>> {
    return ok({ store: await this.store.get(estateId) });
  }

  @Post('extensions')
  @UseGuards(EstateOwnerGuard)
  @ApiOperation({
    operationId: 'buildBottleStore',
    summary: 'Extend the bottle store',
    description: `Builds \`count\` (1-${S.maxPerBuild}) extensions of ${S.extensionBottles.toLocaleString('en-US')} bottles, paid through the ledger (\`bottle_store\`): the first €${S.extensionCost.toLocaleString('en-US')}, each ${S.growth}× the last. 400 for a count out of range or without the money; 409 in arrears (nothing changes). Owners only (404 otherwise). ${IDEMPOTENCY_NOTE}`,
  })
  @ApiParam({ name: 'estateId', format: 'uuid' })
  @ApiIdempotencyKey()
  @ApiDataResponse(BottleStoreBuiltDataDto, 201)
  @ApiErrors(
    ...BODY_ERRORS,
    ...IDEMPOTENCY_ERRORS,
    'ESTATE_NOT_FOUND',
    'INSUFFICIENT_FUNDS',
    'ESTATE_IN_ARREARS',
    'CONCURRENT_CHANGE',
  )
  async build(
    @CurrentAuth() auth: AuthenticatedUser,
    @Param('estateId') estateId: string,
    @Body() dto: BuildBottleStoreDto,
    @IdempotencyKeyHeader() idempotencyKey?: IdempotencyKey,
  ): Promise<Envelope<BottleStoreBuiltDataDto>> {
    const { message, ...data } = await this.store.build(auth.user.id, estateId, dto.count, idempotencyKey);
    return ok(data, message);
  }
}
