import { Controller, Get, Param, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../auth/guards';
import { ApiDataResponse, ApiErrors, Envelope, ok } from '../common/api-docs';
import { EstateOwnerGuard } from '../estates/estate-owner.guard';
import { ReputationDataDto } from './dto/reputation.dto';
import { ReputationService } from './reputation.service';

@ApiTags('estates')
@Controller()
@Authenticated()
export class ReputationController {
  constructor(private readonly reputation: ReputationService) {}

  @Get('estates/:estateId/reputation')
  @UseGuards(EstateOwnerGuard)
  @ApiOperation({
    operationId: 'getEstateReputation',
    summary: "An estate's reputation and its history",
    description:
      'The reputation today (0-100), the points behind it (they decay 0.1% a game day), the points earned from sales this game month, and the latest 100 changes: wine sold (good wine earns, wine under quality 55 costs), critics’ reviews, awards, days in arrears. See docs/game-rules.md. Owners only (404 otherwise).',
  })
  @ApiParam({ name: 'estateId', format: 'uuid' })
  @ApiDataResponse(ReputationDataDto)
  @ApiErrors('UNSAFE_INPUT', 'ESTATE_NOT_FOUND')
  async get(@Param('estateId') estateId: string): Promise<Envelope<ReputationDataDto>> {
    return ok(await this.reputation.reputation(estateId));
  }
}
