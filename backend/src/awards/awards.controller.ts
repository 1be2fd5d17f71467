import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiDataResponse, ApiErrors, Envelope, INPUT_ERRORS, ok } from '../common/api-docs';
import { AwardsService } from './awards.service';
import { ReaderFence, type ReadFence } from '../database/reader-fence';
import { AwardsDataDto, AwardsQueryDto } from './dto/awards.dto';

@ApiTags('public site')
@Controller()
export class AwardsController {
  constructor(private readonly awards: AwardsService) {}

  @Get('awards')
  @ApiOperation({
    operationId: 'listAwards',
    summary: 'The yearly awards',
    description:
      "Public (no sign-in). Once a game year, on its first day, per region × colour, the best-reviewed wines of the year before win gold, silver and bronze: each estate enters its best wine, and gold needs three estates entering, silver four, bronze five. A year's medals (default: the latest year with medals), the years that have medals, and when the next are given.",
  })
  @ApiDataResponse(AwardsDataDto)
  @ApiErrors(...INPUT_ERRORS)
  async list(@Query() q: AwardsQueryDto, @ReaderFence() fence: ReadFence): Promise<Envelope<AwardsDataDto>> {
    return ok(await this.awards.list(q.year, fence));
  }
}
