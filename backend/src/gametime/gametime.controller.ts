import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiDataResponse, Envelope, ok } from '../common/api-docs';
import { Authenticated } from '../auth/guards';
import { GameTimeDto } from './dto/game-time.dto';
import { GameTimeService } from './gametime.service';

@ApiTags('game time')
@Controller('game/time')
export class GameTimeController {
  constructor(private readonly gameTime: GameTimeService) {}

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
    description: 'Runs one tick immediately, as the scheduled job would, and answers the new game date.',
  })
  @ApiDataResponse(GameTimeDto)
  async update(): Promise<Envelope<GameTimeDto>> {
    await this.gameTime.tick('admin');
    return ok(await this.gameTime.now(), 'Game time advanced by one day');
  }
}
