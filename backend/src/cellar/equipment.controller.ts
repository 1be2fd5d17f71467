import { Body, Controller, Get, Param, Post, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { EQUIPMENT, EQUIPMENT_KINDS, EQUIPMENT_RULES } from '@vineyard/domain';
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
import { BuyEquipmentDto, EquipmentBoughtDataDto, EquipmentDataDto } from './dto/equipment.dto';
import { EquipmentService } from './equipment.service';

const R = EQUIPMENT_RULES;
const pieces = EQUIPMENT_KINDS.map((k) => `${EQUIPMENT[k].label.toLowerCase()} (${EQUIPMENT[k].effect})`).join('; ');

/** An estate's winery equipment (issue 35, item 1): what it owns, what the rest costs, and buying. Owners only. */
@ApiTags('winery')
@Controller('estates/:estateId/equipment')
@Authenticated()
export class EquipmentController {
  constructor(private readonly equipment: EquipmentService) {}

  @Get()
  @UseGuards(EstateOwnerGuard)
  @ApiOperation({
    operationId: 'getEquipment',
    summary: "An estate's winery equipment",
    description: `Every piece of winery equipment — ${pieces} — with whether the estate owns it, what it paid or what it would pay today (the base price up to ${R.referenceHectares} planted hectares, growing as (ha/${R.referenceHectares})^${R.priceExponent} above), and its monthly upkeep (${R.monthlyUpkeepShare * 100}% of the price, charged on the first day of each game month as far as the estate has money). Owners only (404 otherwise).`,
  })
  @ApiParam({ name: 'estateId', format: 'uuid' })
  @ApiDataResponse(EquipmentDataDto)
  @ApiErrors('UNSAFE_INPUT', 'ESTATE_NOT_FOUND')
  async get(@Param('estateId') estateId: string): Promise<Envelope<EquipmentDataDto>> {
    return ok({ equipment: await this.equipment.get(estateId) });
  }

  @Post()
  @UseGuards(EstateOwnerGuard)
  @ApiOperation({
    operationId: 'buyEquipment',
    summary: 'Buy a piece of winery equipment',
    description: `Buys one piece (\`kind\`) at today's price for the estate's planted hectares, paid through the ledger (\`equipment_purchase\`); its effect applies to every crush or bottling afterwards. 400 for an unknown kind or without the money; 409 when the estate owns it already or is in arrears (nothing changes). Owners only (404 otherwise). ${IDEMPOTENCY_NOTE}`,
  })
  @ApiParam({ name: 'estateId', format: 'uuid' })
  @ApiIdempotencyKey()
  @ApiDataResponse(EquipmentBoughtDataDto, 201)
  @ApiErrors(
    ...BODY_ERRORS,
    ...IDEMPOTENCY_ERRORS,
    'ESTATE_NOT_FOUND',
    'INSUFFICIENT_FUNDS',
    'ESTATE_IN_ARREARS',
    'EQUIPMENT_OWNED',
    'CONCURRENT_CHANGE',
  )
  async buy(
    @CurrentAuth() auth: AuthenticatedUser,
    @Param('estateId') estateId: string,
    @Body() dto: BuyEquipmentDto,
    @IdempotencyKeyHeader() idempotencyKey?: IdempotencyKey,
  ): Promise<Envelope<EquipmentBoughtDataDto>> {
    const { message, ...data } = await this.equipment.buy(auth.user.id, estateId, dto.kind, idempotencyKey);
    return ok(data, message);
  }
}
