import { Controller, Get, Param, Query, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { Authenticated, CurrentAuth } from '../auth/guards';
import type { AuthenticatedUser } from '../auth/auth.types';
import { ApiDataResponse, ApiErrors, Envelope, INPUT_ERRORS, ok } from '../common/api-docs';
import { EstateOwnerGuard } from '../estates/estate-owner.guard';
import { EconomyDto, FinancesDto, FinancesQueryDto, LedgerPageDto, LedgerQueryDto } from './dto/ledger.dto';
import { LedgerService } from './ledger.service';

@ApiTags('finances')
@Controller('estates/:estateId')
@Authenticated()
export class LedgerController {
  constructor(private readonly ledger: LedgerService) {}

  @Get('ledger')
  @UseGuards(EstateOwnerGuard)
  @ApiOperation({
    operationId: 'getEstateLedger',
    summary: "An estate's ledger",
    description:
      "Every change of the estate's money, newest first, paginated, optionally of one `kind`. Owners only (404 otherwise).",
  })
  @ApiParam({ name: 'estateId', format: 'uuid' })
  @ApiDataResponse(LedgerPageDto)
  @ApiErrors(...INPUT_ERRORS, 'ESTATE_NOT_FOUND')
  async page(
    @CurrentAuth() auth: AuthenticatedUser,
    @Param('estateId') estateId: string,
    @Query() q: LedgerQueryDto,
  ): Promise<Envelope<LedgerPageDto>> {
    return ok(await this.ledger.page(auth.user.id, estateId, q));
  }

  @Get('finances')
  @UseGuards(EstateOwnerGuard)
  @ApiOperation({
    operationId: 'getEstateFinances',
    summary: "An estate's finances",
    description:
      "A game year's income statement (money in and out by kind; default: the current year), the estate's money and arrears, and its money over game time. Owners only (404 otherwise).",
  })
  @ApiParam({ name: 'estateId', format: 'uuid' })
  @ApiDataResponse(FinancesDto)
  @ApiErrors(...INPUT_ERRORS, 'ESTATE_NOT_FOUND')
  async finances(
    @CurrentAuth() auth: AuthenticatedUser,
    @Param('estateId') estateId: string,
    @Query() q: FinancesQueryDto,
  ): Promise<Envelope<FinancesDto>> {
    return ok(await this.ledger.finances(auth.user.id, estateId, q));
  }
}

@ApiTags('admin')
@Controller('admin')
@Authenticated('admin')
export class AdminEconomyController {
  constructor(private readonly ledger: LedgerService) {}

  @Get('economy')
  @ApiOperation({
    operationId: 'adminGetEconomy',
    summary: 'The economy, from the ledger',
    description:
      'Total money supply over game time, money created and destroyed per game year by kind, the richest estates and those in arrears. Admins only.',
  })
  @ApiDataResponse(EconomyDto)
  async economy(): Promise<Envelope<EconomyDto>> {
    return ok(await this.ledger.economy());
  }
}
