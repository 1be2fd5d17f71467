import { Body, Controller, Get, Param, Post, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { CELLAR_DOOR, EQUIPMENT_RULES } from '@vineyard/domain';
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
import {
  CellarDoorBuiltDataDto,
  CellarDoorDataDto,
  CellarDoorSaleDataDto,
  SellAtCellarDoorDto,
} from './dto/cellar-door.dto';
import { CellarDoorService } from './cellar-door.service';

/** An estate's cellar door (issue 35, item 1): this month's visitors, building it, selling to them. Owners only. */
@ApiTags('winery')
@Controller('estates/:estateId/cellar-door')
@Authenticated()
export class CellarDoorController {
  constructor(private readonly door: CellarDoorService) {}

  @Get()
  @UseGuards(EstateOwnerGuard)
  @ApiOperation({
    operationId: 'getCellarDoor',
    summary: "An estate's cellar door",
    description: `Whether the estate has its cellar door, what it paid or would pay (€${CELLAR_DOOR.basePrice.toLocaleString('en-US')} up to ${EQUIPMENT_RULES.referenceHectares} planted hectares, more above) and its monthly upkeep; this month's visitor demand (by region, reputation and season), the bottles sold at the door this month and what is left. Owners only (404 otherwise).`,
  })
  @ApiParam({ name: 'estateId', format: 'uuid' })
  @ApiDataResponse(CellarDoorDataDto)
  @ApiErrors('UNSAFE_INPUT', 'ESTATE_NOT_FOUND')
  async get(@Param('estateId') estateId: string): Promise<Envelope<CellarDoorDataDto>> {
    return ok({ door: await this.door.get(estateId) });
  }

  @Post()
  @UseGuards(EstateOwnerGuard)
  @ApiOperation({
    operationId: 'buildCellarDoor',
    summary: 'Build the cellar door',
    description: `Builds the estate's cellar door at today's price for its planted hectares, paid through the ledger (\`cellar_door_build\`). 400 without the money; 409 when built already or in arrears (nothing changes). Owners only (404 otherwise). ${IDEMPOTENCY_NOTE}`,
  })
  @ApiParam({ name: 'estateId', format: 'uuid' })
  @ApiIdempotencyKey()
  @ApiDataResponse(CellarDoorBuiltDataDto, 201)
  @ApiErrors(
    ...IDEMPOTENCY_ERRORS,
    'ESTATE_NOT_FOUND',
    'INSUFFICIENT_FUNDS',
    'ESTATE_IN_ARREARS',
    'CELLAR_DOOR_BUILT',
    'CONCURRENT_CHANGE',
  )
  async build(
    @CurrentAuth() auth: AuthenticatedUser,
    @Param('estateId') estateId: string,
    @IdempotencyKeyHeader() idempotencyKey?: IdempotencyKey,
  ): Promise<Envelope<CellarDoorBuiltDataDto>> {
    const { message, ...data } = await this.door.build(auth.user.id, estateId, idempotencyKey);
    return ok(data, message);
  }

  @Post('sales')
  @UseGuards(EstateOwnerGuard)
  @ApiOperation({
    operationId: 'sellAtCellarDoor',
    summary: 'Sell bottles at the cellar door',
    description: `Sells \`bottles\` of one of the estate's lots to this month's visitors at ${CELLAR_DOOR.premium}× the pools' list price of the lot's market tier, through the ledger (\`cellar_door_sale\`, counted in the estate's wine receipts like a pool sale). 400 for a bad count, beyond the lot's bottles or beyond this month's demand left; 409 without a cellar door (nothing changes); 404 for a lot not of this estate. Owners only (404 otherwise). ${IDEMPOTENCY_NOTE}`,
  })
  @ApiParam({ name: 'estateId', format: 'uuid' })
  @ApiIdempotencyKey()
  @ApiDataResponse(CellarDoorSaleDataDto, 201)
  @ApiErrors(
    ...BODY_ERRORS,
    ...IDEMPOTENCY_ERRORS,
    'ESTATE_NOT_FOUND',
    'WINE_LOT_NOT_FOUND',
    'CELLAR_DOOR_NOT_BUILT',
    'NOT_ENOUGH_WINE',
    'DEMAND_EXHAUSTED',
    'CONCURRENT_CHANGE',
  )
  async sell(
    @CurrentAuth() auth: AuthenticatedUser,
    @Param('estateId') estateId: string,
    @Body() dto: SellAtCellarDoorDto,
    @IdempotencyKeyHeader() idempotencyKey?: IdempotencyKey,
  ): Promise<Envelope<CellarDoorSaleDataDto>> {
    const { message, ...data } = await this.door.sell(auth.user.id, estateId, dto.lotId, dto.bottles, idempotencyKey);
    return ok(data, message);
  }
}
