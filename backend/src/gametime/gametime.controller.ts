import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { MESSAGES } from '@vineyard/domain';
import { ApiDataResponse, Envelope, ok } from '../common/api-docs';
import { Authenticated, CurrentAuth } from '../auth/guards';
import type { AuthenticatedUser } from '../auth/auth.types';
import { AuditService } from '../admin/audit.service';
import { DataSource } from 'typeorm';
import { GameTimeDto } from './dto/game-time.dto';
import { GameTimeService } from './gametime.service';

@ApiTags('game time')
@Controller('game/time')
export class GameTimeController {
  constructor(
    private readonly gameTime: GameTimeService,
    private readonly audit: AuditService,
    private readonly dataSource: DataSource,
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
      'Runs one tick immediately, as the scheduled job would, and answers the new game date. Recorded in the admin audit log (clock.advance), like POST /admin/clock/advance.',
  })
  @ApiDataResponse(GameTimeDto)
  async update(@CurrentAuth() auth: AuthenticatedUser): Promise<Envelope<GameTimeDto>> {
    const from = (await this.gameTime.now()).dayIndex;
    const applied = (await this.gameTime.tick('admin')) === null ? 0 : 1;
    const time = await this.gameTime.now();
    await this.audit.record(this.dataSource.manager, auth, {
      action: 'clock.advance',
      details: { requested: 1, applied, fromDay: from, toDay: time.dayIndex, route: 'POST /game/time/update' },
    });
    return ok(time, MESSAGES.gameTime.advancedOneDay);
  }
}
