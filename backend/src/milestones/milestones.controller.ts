import { Controller, Get, Param, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../auth/guards';
import { ApiDataResponse, ApiErrors, Envelope, ok } from '../common/api-docs';
import { EstateOwnerGuard } from '../estates/estate-owner.guard';
import { MilestonesDataDto } from './milestones.dto';
import { MilestonesService } from './milestones.service';

@ApiTags('estates')
@Controller()
@Authenticated()
export class MilestonesController {
  constructor(private readonly milestones: MilestonesService) {}

  @Get('estates/:estateId/milestones')
  @UseGuards(EstateOwnerGuard)
  @ApiOperation({
    operationId: 'getEstateMilestones',
    summary: "An estate's milestones and achievements, and the next one to aim for",
    description:
      'Every milestone (first harvest, first wine, land planted, first bottling and sale, a critic’s review, the Fine buyers, 10,000 bottles sold, a medal, the Icon buyers) with whether the estate has reached it, computed on read from its records; `next` is the first not reached. Then the achievements of a mature estate (the Icon buyers, a gold medal, five medals, a season podium and a season won, 100,000 bottles sold, reputation 90, 25 hectares), with `nextAchievement` and `achievementsReached`; recognition only. Owners only (404 otherwise).',
  })
  @ApiParam({ name: 'estateId', format: 'uuid' })
  @ApiDataResponse(MilestonesDataDto)
  @ApiErrors('UNSAFE_INPUT', 'ESTATE_NOT_FOUND')
  async get(@Param('estateId') estateId: string): Promise<Envelope<MilestonesDataDto>> {
    return ok(await this.milestones.milestones(estateId));
  }
}
