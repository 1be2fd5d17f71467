import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiDataResponse, ApiErrors, Envelope, INPUT_ERRORS, ok } from '../common/api-docs';
import { LeaderboardDataDto, LeaderboardQueryDto, ReviewsDataDto, ReviewsQueryDto } from './leaderboard.dto';
import { LeaderboardService } from './leaderboard.service';
import { ReaderFence, type ReadFence } from '../database/reader-fence';

@ApiTags('public site')
@Controller()
export class LeaderboardController {
  constructor(private readonly leaderboard: LeaderboardService) {}

  @Get('leaderboard')
  @ApiOperation({
    operationId: 'getLeaderboard',
    summary: 'The public leaderboard',
    description:
      'Public (no sign-in). The top 20 estates by reputation and by net worth (money plus land at its purchase price), and the 20 best wines bottled in the last game year; `entries` is the ranking asked for with `by` (reputation when absent). Refreshed at most every 30 seconds.',
  })
  @ApiDataResponse(LeaderboardDataDto)
  @ApiErrors(...INPUT_ERRORS)
  async board(@Query() q: LeaderboardQueryDto, @ReaderFence() fence: ReadFence): Promise<Envelope<LeaderboardDataDto>> {
    return ok(await this.leaderboard.board(q.by, fence));
  }

  @Get('critics/reviews')
  @ApiOperation({
    operationId: 'listCriticReviews',
    summary: "The critics' latest reviews",
    description:
      'Public (no sign-in). Every bottled lot of 300+ bottles is reviewed 30 game days after bottling; the same lot always gets the same score (50-100 points). Newest first, 20 a page.',
  })
  @ApiDataResponse(ReviewsDataDto)
  @ApiErrors(...INPUT_ERRORS)
  async reviews(@Query() q: ReviewsQueryDto, @ReaderFence() fence: ReadFence): Promise<Envelope<ReviewsDataDto>> {
    return ok(await this.leaderboard.reviews(q.page ?? 1, fence));
  }
}
