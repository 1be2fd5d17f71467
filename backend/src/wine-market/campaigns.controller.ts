import { Body, Controller, Get, Param, Post, UseGuards } from '@nestjs/common';
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
import { CampaignRunDataDto, CampaignsDataDto, RunCampaignDto } from './dto/campaigns.dto';
import { CampaignsService } from './campaigns.service';

/** Marketing campaigns of an estate (issue 35, item 3): what it could run, what runs, running one. Owners only. */
@ApiTags('winery')
@Controller('estates/:estateId/campaigns')
@Authenticated()
export class CampaignsController {
  constructor(private readonly campaigns: CampaignsService) {}

  @Get()
  @UseGuards(EstateOwnerGuard)
  @ApiOperation({
    operationId: 'listEstateCampaigns',
    summary: "An estate's marketing campaigns",
    description:
      "The kinds of campaign with their boost, days and price at the estate's planted hectares today (`addsToday`: what each would add beside those running: less than alone), the running campaigns' boost of every demand pool today, and the campaigns: running first (soonest end), then the latest ended. Owners only (404 otherwise).",
  })
  @ApiParam({ name: 'estateId', format: 'uuid' })
  @ApiDataResponse(CampaignsDataDto)
  @ApiErrors('UNSAFE_INPUT', 'ESTATE_NOT_FOUND')
  async list(@Param('estateId') estateId: string): Promise<Envelope<CampaignsDataDto>> {
    return ok({ campaigns: await this.campaigns.list(estateId) });
  }

  @Post()
  @UseGuards(EstateOwnerGuard)
  @ApiOperation({
    operationId: 'runEstateCampaign',
    summary: 'Run a marketing campaign',
    description: `Starts a campaign of a kind today: its price is paid through the ledger (\`marketing_campaign\`) and for its days every demand pool of the estate holds more buyers (a second campaign while one runs adds less). 400 for an unknown kind or without the money; 409 while one of the kind runs or in arrears (nothing changes). Owners only (404 otherwise). ${IDEMPOTENCY_NOTE}`,
  })
  @ApiParam({ name: 'estateId', format: 'uuid' })
  @ApiIdempotencyKey()
  @ApiDataResponse(CampaignRunDataDto, 201)
  @ApiErrors(
    ...BODY_ERRORS,
    ...IDEMPOTENCY_ERRORS,
    'ESTATE_NOT_FOUND',
    'CAMPAIGN_KIND_INVALID',
    'CAMPAIGN_RUNNING',
    'INSUFFICIENT_FUNDS',
    'ESTATE_IN_ARREARS',
    'CONCURRENT_CHANGE',
  )
  async run(
    @CurrentAuth() auth: AuthenticatedUser,
    @Param('estateId') estateId: string,
    @Body() dto: RunCampaignDto,
    @IdempotencyKeyHeader() idempotencyKey?: IdempotencyKey,
  ): Promise<Envelope<CampaignRunDataDto>> {
    const { message, ...data } = await this.campaigns.run(auth.user.id, estateId, dto.kind, idempotencyKey);
    return ok(data, message);
  }
}
