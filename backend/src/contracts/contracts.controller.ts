import { Body, Controller, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
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
  AcceptContractDto,
  ContractDataDto,
  ContractDeliveryDataDto,
  ContractsDataDto,
  DeliverContractDto,
} from './dto/contracts.dto';
import { ContractsService } from './contracts.service';

/** Merchants' contracts of an estate (issue 31, item 3): its monthly board, accepting and delivering. Owners only (each route's EstateOwnerGuard). */
@ApiTags('contracts')
@Controller('estates/:estateId/contracts')
@Authenticated()
export class ContractsController {
  constructor(private readonly contracts: ContractsService) {}

  @Get()
  @UseGuards(EstateOwnerGuard)
  @ApiOperation({
    operationId: 'listEstateContracts',
    summary: "An estate's merchants' contracts",
    description:
      "This month's board of merchants' offers for the estate (computed from its region, reputation and planted hectares; `taken` marks those it accepted) and its contracts: open first (soonest due), then the latest closed. Owners only (404 otherwise).",
  })
  @ApiParam({ name: 'estateId', format: 'uuid' })
  @ApiDataResponse(ContractsDataDto)
  @ApiErrors('UNSAFE_INPUT', 'ESTATE_NOT_FOUND')
  async list(@Param('estateId') estateId: string): Promise<Envelope<ContractsDataDto>> {
    return ok({ contracts: await this.contracts.list(estateId) });
  }

  @Post()
  @UseGuards(EstateOwnerGuard)
  @ApiOperation({
    operationId: 'acceptEstateContract',
    summary: "Accept a merchant's offer",
    description:
      "Accepts an offer of this month's board: its terms become the estate's contract, to deliver by its day. 400 for an offer not on the board; 409 when the estate accepted it already or holds the most open contracts. Costs nothing. Owners only (404 otherwise).",
  })
  @ApiParam({ name: 'estateId', format: 'uuid' })
  @ApiDataResponse(ContractDataDto, 201)
  @ApiErrors(...BODY_ERRORS, 'ESTATE_NOT_FOUND', 'CONTRACT_OFFER_NOT_FOUND', 'CONTRACT_TAKEN', 'TOO_MANY_CONTRACTS')
  async accept(
    @Param('estateId') estateId: string,
    @Body() dto: AcceptContractDto,
  ): Promise<Envelope<ContractDataDto>> {
    const { message, ...data } = await this.contracts.accept(estateId, dto.offer);
    return ok(data, message);
  }

  @Post(':contractId/deliver')
  @UseGuards(EstateOwnerGuard)
  @HttpCode(200)
  @ApiOperation({
    operationId: 'deliverEstateContract',
    summary: 'Deliver a contract',
    description: `Delivers an open contract from one of the estate's bottled lots, exactly once: the lot must be of the contract's colour, of at least its quality today and hold its bottles; the bottles leave the lot, the contract's value comes in through the ledger (\`contract_payment\`) and the estate earns reputation. 400 with the field (nothing changes) for a wine that does not meet the contract; 409 for a contract delivered, defaulted or past its day. Owners only (404 otherwise, also for another estate's contract or lot). ${IDEMPOTENCY_NOTE}`,
  })
  @ApiParam({ name: 'estateId', format: 'uuid' })
  @ApiParam({ name: 'contractId', format: 'uuid' })
  @ApiIdempotencyKey()
  @ApiDataResponse(ContractDeliveryDataDto)
  @ApiErrors(
    ...BODY_ERRORS,
    ...IDEMPOTENCY_ERRORS,
    'ESTATE_NOT_FOUND',
    'CONTRACT_NOT_FOUND',
    'WINE_LOT_NOT_FOUND',
    'CONTRACT_CLOSED',
    'CONTRACT_OVERDUE',
    'CONTRACT_WRONG_WINE',
    'NOT_ENOUGH_WINE',
    'CONCURRENT_CHANGE',
  )
  async deliver(
    @CurrentAuth() auth: AuthenticatedUser,
    @Param('estateId') estateId: string,
    @Param('contractId') contractId: string,
    @Body() dto: DeliverContractDto,
    @IdempotencyKeyHeader() idempotencyKey?: IdempotencyKey,
  ): Promise<Envelope<ContractDeliveryDataDto>> {
    const { message, ...data } = await this.contracts.deliver(
      auth.user.id,
      estateId,
      contractId,
      dto.wineLotId,
      idempotencyKey,
    );
    return ok(data, message);
  }
}
