import { GameTimeService, type TickProgress } from '../gametime/gametime.service';
import {
  CanActivate,
  Controller,
  ExecutionContext,
  Get,
  Header,
  Inject,
  Injectable,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { API_KEY_SCHEME } from '../common/openapi-document';
import { timingSafeEqual } from 'node:crypto';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { ApiErrors } from '../common/api-docs';
import { JwtAuthGuard, ROLES_KEY, RolesGuard } from '../auth/guards';
import { AccessTokenVerifier } from '../auth/access-token.verifier';
import { ApiKeysService } from '../auth/api-keys.service';
import { PlayerRequests } from '../auth/player-requests';
import { metrics } from '../metrics/metrics.registry';

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Lets through the METRICS_TOKEN bearer; anyone else must be a signed-in admin (401/403). */
@Injectable()
export class MetricsAccessGuard implements CanActivate {
  private readonly jwt: JwtAuthGuard;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly reflector: Reflector,
    tokens: AccessTokenVerifier,
    players: PlayerRequests,
    apiKeys: ApiKeysService,
  ) {
    this.jwt = new JwtAuthGuard(reflector, tokens, players, apiKeys);
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const header = context.switchToHttp().getRequest<{ headers: Record<string, string | undefined> }>()
      .headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7) : undefined;
    if (this.config.metricsToken && token && sameSecret(token, this.config.metricsToken)) return true;
    await this.jwt.canActivate(context);
    return new RolesGuard(this.reflector).canActivate(context);
  }
}

@ApiTags('operations')
@Controller('metrics')
export class MetricsController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly gameTime: GameTimeService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get()
  @UseGuards(MetricsAccessGuard)
  @SetMetadata(ROLES_KEY, ['admin'])
  @Header('Content-Type', metrics.contentType)
  @Header('Cache-Control', 'no-store')
  // applied bottom-up: the document lists bearer first, as on every other operation
  @ApiSecurity(API_KEY_SCHEME)
  @ApiBearerAuth('bearer')
  @ApiOperation({
    operationId: 'getMetrics',
    summary: 'Prometheus metrics (METRICS_TOKEN or admins)',
    description:
      "This instance's figures in the Prometheus text format: the runtime's default metrics (CPU, memory, heap, event loop lag, GC), the build's version, requests and latency (seconds) by route, sign-ins, purchases, game ticks and clock lag, database pool use. Send `Authorization: Bearer <METRICS_TOKEN>` or an admin's access token (or an admin's API key with the `admin` scope); 401 without, 403 for players.",
  })
  // the exposition is text; the 401/403 answers are the usual JSON error bodies
  @ApiResponse({
    status: 200,
    description: 'Prometheus exposition text',
    content: { 'text/plain': { schema: { type: 'string' } } },
  })
  @ApiErrors('UNAUTHORIZED', 'FORBIDDEN')
  async get(): Promise<string> {
    const pool = (
      this.dataSource.driver as unknown as { master?: { totalCount: number; idleCount: number; waitingCount: number } }
    ).master;
    let lagSeconds = Number.NaN;
    let paused = 0;
    let progress: TickProgress | null = null;
    try {
      paused = (await this.gameTime.paused()) ? 1 : 0;
      progress = await this.gameTime.progress();
      lagSeconds = progress.lagMs / 1000;
    } catch {
      /* the database is down: the lag and progress are unknown (NaN) */
    }
    const open = progress?.inProgress;
    const unknown = progress === null;
    return metrics.render([
      {
        name: 'vv_game_clock_lag_seconds',
        help: 'How late the next game day is, beyond one tick interval (0 when on time).',
        value: lagSeconds,
      },
      { name: 'vv_game_clock_paused', help: '1 while an admin has paused the clock.', value: paused },
      {
        name: 'vv_game_day_in_progress',
        help: 'The game day whose batches are being applied (0 when none is).',
        value: unknown ? Number.NaN : (open?.dayIndex ?? 0),
      },
      {
        name: 'vv_game_day_batches_done',
        help: 'Batches of the day in progress that are done.',
        value: unknown ? Number.NaN : (open?.batchesDone ?? 0),
      },
      {
        name: 'vv_game_day_batches_left',
        help: 'Batches of the day in progress still to do.',
        value: unknown ? Number.NaN : (open?.batchesLeft ?? 0),
      },
      {
        name: 'vv_game_day_running_seconds',
        help: 'How long the day in progress has been running (0 when none is).',
        value: unknown ? Number.NaN : (open?.runningMs ?? 0) / 1000,
      },
      {
        name: 'vv_game_tick_interval_seconds',
        help: 'Configured real seconds per game day.',
        value: this.config.gameTickMs / 1000,
      },
      {
        name: 'vv_db_pool_connections',
        help: "Connections open in this instance's pool (idle and in use).",
        value: pool?.totalCount ?? 0,
      },
      { name: 'vv_db_pool_idle', help: 'Idle connections in the pool.', value: pool?.idleCount ?? 0 },
      { name: 'vv_db_pool_waiting', help: 'Queries waiting for a connection.', value: pool?.waitingCount ?? 0 },
      { name: 'vv_db_pool_max', help: 'Configured pool size (DB_POOL_SIZE).', value: this.config.dbPoolSize },
    ]);
  }
}
