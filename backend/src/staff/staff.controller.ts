import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { STAFF } from '@vineyard/domain';
import { Authenticated, CurrentAuth } from '../auth/guards';
import type { AuthenticatedUser } from '../auth/auth.types';
import { EmptyDto } from '../auth/dto/auth.dto';
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
import { HireStaffDto, SalesRuleDataDto, SalesRuleDto, StaffDataDto, StaffHiredDataDto } from './dto/staff.dto';
import { StaffService } from './staff.service';

/** An estate's staff (issue 35, item 2): who works there, this month's labour market, hiring, dismissing, the sales rule. Owners only. */
@ApiTags('staff')
@Controller('estates/:estateId/staff')
@Authenticated()
export class StaffController {
  constructor(private readonly staff: StaffService) {}

  @Get()
  @UseGuards(EstateOwnerGuard)
  @ApiOperation({
    operationId: 'getStaff',
    summary: "An estate's staff",
    description:
      "The estate's staff with their skill and monthly wage, this game month's candidates on the labour market (each with skill 1-5, a wage rising with skill and the hiring fee, one month's wage), the wages paid on the first day of each game month, and the sales manager's rule. Owners only (404 otherwise).",
  })
  @ApiParam({ name: 'estateId', format: 'uuid' })
  @ApiDataResponse(StaffDataDto)
  @ApiErrors('UNSAFE_INPUT', 'ESTATE_NOT_FOUND')
  async get(@Param('estateId') estateId: string): Promise<Envelope<StaffDataDto>> {
    return ok({ staff: await this.staff.get(estateId) });
  }

  @Post()
  @UseGuards(EstateOwnerGuard)
  @ApiOperation({
    operationId: 'hireStaff',
    summary: 'Hire a candidate',
    description: `Hires one of this game month's candidates: the hiring fee (${STAFF.hiringFeeMonths} month's wage) is paid through the ledger (\`staff_hiring\`), the wage every first day of a game month after (\`wages\`, arrears where the estate cannot pay). 400 for a missing candidate or without the money; 409 for a candidate no longer offered, a role already filled or in arrears (nothing changes). Owners only (404 otherwise). ${IDEMPOTENCY_NOTE}`,
  })
  @ApiParam({ name: 'estateId', format: 'uuid' })
  @ApiIdempotencyKey()
  @ApiDataResponse(StaffHiredDataDto, 201)
  @ApiErrors(
    ...BODY_ERRORS,
    ...IDEMPOTENCY_ERRORS,
    'ESTATE_NOT_FOUND',
    'STAFF_CANDIDATE_GONE',
    'STAFF_ROLE_FILLED',
    'INSUFFICIENT_FUNDS',
    'ESTATE_IN_ARREARS',
    'CONCURRENT_CHANGE',
  )
  async hire(
    @CurrentAuth() auth: AuthenticatedUser,
    @Param('estateId') estateId: string,
    @Body() dto: HireStaffDto,
    @IdempotencyKeyHeader() idempotencyKey?: IdempotencyKey,
  ): Promise<Envelope<StaffHiredDataDto>> {
    const { message, ...data } = await this.staff.hire(auth.user.id, estateId, dto.candidate, idempotencyKey);
    return ok(data, message);
  }

  @Put('sales-rule')
  @UseGuards(EstateOwnerGuard)
  @ApiOperation({
    operationId: 'setStaffSalesRule',
    summary: "Set the sales manager's rule",
    description: `Which wines the sales manager sells each game month and how much: up to \`sharePercent\` (${STAFF.minSharePercent}-${STAFF.maxSharePercent}) of the bottles of each wine of at least \`minQuality\` (0-100). 400 for values out of range (nothing changes). Owners only (404 otherwise).`,
  })
  @ApiParam({ name: 'estateId', format: 'uuid' })
  @ApiDataResponse(SalesRuleDataDto)
  @ApiErrors(...BODY_ERRORS, 'ESTATE_NOT_FOUND', 'CONCURRENT_CHANGE')
  async setSalesRule(
    @CurrentAuth() auth: AuthenticatedUser,
    @Param('estateId') estateId: string,
    @Body() dto: SalesRuleDto,
  ): Promise<Envelope<SalesRuleDataDto>> {
    const { message, ...data } = await this.staff.setSalesRule(auth.user.id, estateId, dto);
    return ok(data, message);
  }

  @Delete(':staffId')
  @HttpCode(200)
  @UseGuards(EstateOwnerGuard)
  @ApiOperation({
    operationId: 'dismissStaff',
    summary: 'Dismiss a member of the staff',
    description:
      "The member leaves the estate today, without pay: no more wages from the next game month. 404 for a member not of the estate's staff. Owners only (404 otherwise).",
  })
  @ApiParam({ name: 'estateId', format: 'uuid' })
  @ApiParam({ name: 'staffId', format: 'uuid' })
  @ApiDataResponse(EmptyDto)
  @ApiErrors('UNSAFE_INPUT', 'ESTATE_NOT_FOUND', 'STAFF_NOT_FOUND', 'CONCURRENT_CHANGE')
  async dismiss(@Param('estateId') estateId: string, @Param('staffId') staffId: string): Promise<Envelope<EmptyDto>> {
    const { message } = await this.staff.dismiss(estateId, staffId);
    return ok({}, message);
  }
}
