import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiDataResponse, ApiErrors, Envelope, INPUT_ERRORS, ok } from '../common/api-docs';
import { ReaderFence, type ReadFence } from '../database/reader-fence';
import { HallOfFameDataDto, HallOfFameQueryDto, SeasonDataDto, SeasonQueryDto } from './dto/seasons.dto';
import { SeasonsService } from './seasons.service';

@ApiTags('public site')
@Controller('seasons')
export class SeasonsController {
  constructor(private readonly seasons: SeasonsService) {}

  @Get('current')
  @ApiOperation({
    operationId: 'getCurrentSeason',
    summary: "A region's standings in the season under way",
    description:
      "Public (no sign-in). A season is a game year; a region's estates that sold bottled wine or had a wine reviewed in it are ranked by their season score (0-1000): wine revenue, the best critics' score of the year and reputation (libs/domain seasons.ts). Computed on read, 20 a page; `estateId` also gives that estate's place.",
  })
  @ApiDataResponse(SeasonDataDto)
  @ApiErrors(...INPUT_ERRORS)
  async current(@Query() q: SeasonQueryDto, @ReaderFence() fence: ReadFence): Promise<Envelope<SeasonDataDto>> {
    return ok(await this.seasons.current(q.region, q.page ?? 1, q.estateId ?? null, fence));
  }

  @Get('hall-of-fame')
  @ApiOperation({
    operationId: 'listHallOfFame',
    summary: 'The hall of fame',
    description:
      "Public (no sign-in). When a season ends, on the first day of the next game year, each region's best three estates are honoured (as many places as rivals allow): the latest season first, by region and place, 20 a page. Recognition only: honours pay nothing.",
  })
  @ApiDataResponse(HallOfFameDataDto)
  @ApiErrors(...INPUT_ERRORS)
  async hallOfFame(
    @Query() q: HallOfFameQueryDto,
    @ReaderFence() fence: ReadFence,
  ): Promise<Envelope<HallOfFameDataDto>> {
    return ok(await this.seasons.hallOfFame(q.page ?? 1, fence));
  }
}
