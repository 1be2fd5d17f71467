import { Controller, Get, HttpCode } from '@nestjs/common';
import { ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { ApiDataResponse, ApiErrors, Envelope, ok, WithoutDatabase } from '../common/api-docs';
import { HealthService } from './health.service';
import { DomainError } from '../common/errors';
import { release } from '../common/release';

export class LivenessDto {
  @ApiProperty({ example: 'ok', description: 'Always "ok" while the process serves requests.' })
  status!: string;

  @ApiProperty({ example: 12.5, description: 'Seconds since the process started.' })
  uptime!: number;

  @ApiProperty({
    example: '0.2.0',
    description:
      "The running release's version (CHANGELOG.md names what each version changed); `unknown` if unreadable.",
  })
  version!: string;

  @ApiProperty({
    example: '2504d46c0ffee0ddf00d2504d46c0ffee0ddf00d',
    description: 'The git commit it was built from (VV_COMMIT, or the checkout it runs from), or `unknown`.',
  })
  commit!: string;
}

export class ReadinessDto {
  @ApiProperty({ example: 'ok', enum: ['ok', 'unavailable'] })
  status!: string;

  @ApiProperty({ description: 'Whether a query against PostgreSQL succeeded just now.' })
  database!: boolean;

  @ApiProperty({ description: 'Whether every migration shipped with this build has been applied.' })
  migrations!: boolean;

  @ApiProperty({ description: 'Whether the game clock is on time (a day applied within three intervals, or paused).' })
  clock!: boolean;
}

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get()
  @ApiOperation({
    operationId: 'getHealth',
    summary: 'Liveness: the process is up, and which release it runs',
    description:
      'Answers 200 while the process serves requests, whether or not the database is reachable, with the version and commit it runs (as `vv_build_info` in the metrics).',
  })
  @ApiDataResponse(LivenessDto)
  @WithoutDatabase()
  live(): Envelope<LivenessDto> {
    const { version, commit } = release();
    return ok({ status: 'ok', uptime: Math.round(process.uptime() * 10) / 10, version, commit });
  }

  @Get('ready')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'getReadiness',
    summary: 'Readiness: database reachable, migrated, clock on time',
    description:
      'Answers 200 when PostgreSQL answers a query, every migration is applied and the game clock is not overdue (no day applied for three tick intervals while unpaused, judged on instances that run the clock once they have been up a full interval); 503 otherwise.',
  })
  @ApiDataResponse(ReadinessDto)
  @ApiErrors('DATABASE_UNAVAILABLE', 'MIGRATIONS_PENDING', 'CLOCK_OVERDUE')
  async ready(): Promise<Envelope<ReadinessDto>> {
    const state = await this.health.check();
    if (!state.database) {
      throw new DomainError('DATABASE_UNAVAILABLE');
    }
    if (!state.migrations) throw new DomainError('MIGRATIONS_PENDING');
    if (!state.clock) throw new DomainError('CLOCK_OVERDUE');
    return ok({ status: 'ok', ...state });
  }
}
