import { Controller, Get, HttpCode, Post, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { MESSAGES } from '@vineyard/domain';
import { ApiDataResponse, ApiErrors, Envelope, ok } from '../common/api-docs';
import { Authenticated, CurrentAuth } from '../auth/guards';
import type { AuthenticatedUser } from '../auth/auth.types';
import { ClockJobDataDto } from './dto/clock-job.dto';
import { GameTimeDto } from './dto/game-time.dto';
import { GameTimeService } from './gametime.service';
import { ClockJobsService } from './clock-jobs.service';

/** How long POST /game/time/update waits for its day: under the spec's 30-second client time-out. */
const UPDATE_WAIT_MS = 20_000;

@ApiTags('game time')
@Controller('game/time')
export class GameTimeController {
  constructor(
    private readonly gameTime: GameTimeService,
    private readonly jobs: ClockJobsService,
  ) {}

  @Get()
  @ApiOperation({
    operationId: 'getGameTime',
    summary: 'The current game date',
    description: 'Year, month, day, season and a formatted date; the default start is Spring, Year 1, Day 1 (March).',
  })
  @ApiDataResponse(GameTimeDto)
  async get(): Promise<Envelope<GameTimeDto>> {
    return ok(await this.gameTime.now());
  }

  @Post('update')
  @HttpCode(200)
  @Authenticated('admin')
  @ApiOperation({
    operationId: 'advanceGameTime',
    summary: 'Apply one game day now (admins)',
    description:
      'Starts a one-day clock job, as POST /admin/clock/advance with days = 1 does, and waits up to 20 s for it: 200 with the new game date when the day is done, else 202 with the job (Location: its status) while it goes on. 409 CLOCK_BUSY while another advance is active. Recorded in the admin audit log (clock.advance) when the day is done.',
  })
  @ApiDataResponse(GameTimeDto)
  @ApiDataResponse(ClockJobDataDto, 202, 'Accepted: the day goes on as a job, to poll at GET /admin/clock/jobs/{id}')
  @ApiErrors('CLOCK_BUSY')
  async update(
    @CurrentAuth() auth: AuthenticatedUser,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Envelope<GameTimeDto | ClockJobDataDto>> {
    const started = await this.jobs.start(auth.user, 1, 'POST /game/time/update');
    const job = await this.jobs.waitFor(started.id, UPDATE_WAIT_MS);
    if (job.state === 'done') return ok(await this.gameTime.now(), MESSAGES.gameTime.advancedOneDay);
    reply.status(202).header('Location', `/api/admin/clock/jobs/${job.id}`);
    return ok({ job }, MESSAGES.gameTime.advancingOneDay);
  }
}
