import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiDataResponse, Envelope, ok } from '../common/api-docs';
import { LeaderboardDataDto, ReviewsDataDto } from './leaderboard.dto';
import { LeaderboardService } from './leaderboard.service';

@ApiTags('public site')
@Controller()
export class LeaderboardController {
  constructor(private readonly leaderboard: LeaderboardService) {}

  @Get('leaderboard')
  @ApiOperation({
    operationId: 'getLeaderboard',
    summary: 'The public leaderboard',
    description:
      'Public (no sign-in). The top 20 estates by reputation and by worth (money plus land at its purchase price), and the 20 best wines bottled in the last game year. Refreshed at most every 30 seconds.',
  })
  @ApiDataResponse(LeaderboardDataDto)
  async board(): Promise<Envelope<LeaderboardDataDto>> {
    return ok(await this.leaderboard.board());
  }

  @Get('reviews')
  @ApiOperation({
    operationId: 'listCriticReviews',
    summary: "The critics' latest reviews",
    description:
      'Public (no sign-in). Every bottled lot of 300+ bottles is reviewed 30 game days after bottling; the same lot always gets the same score (50-100 points). The latest 20, newest first.',
  })
  @ApiDataResponse(ReviewsDataDto)
  async reviews(): Promise<Envelope<ReviewsDataDto>> {
    return ok(await this.leaderboard.reviews());
  }
}
