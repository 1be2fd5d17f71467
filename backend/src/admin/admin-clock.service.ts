import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import type { AuthenticatedUser } from '../auth/auth.types';
import { GameTimeService } from '../gametime/gametime.service';
import { AuditService } from './audit.service';
import type { AdminClockDto, AdvanceResultDto } from './dto/admin.dto';

/** The game clock for operators: state and recent ticks, pause/resume, advance N days. */
@Injectable()
export class AdminClockService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly gameTime: GameTimeService,
    private readonly audit: AuditService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async state(): Promise<AdminClockDto> {
    const ticks = await this.gameTime.recentTicks();
    const progress = await this.gameTime.progress();
    return {
      time: await this.gameTime.now(),
      recentTicks: ticks.map((t) => ({
        dayIndex: t.day_index,
        appliedAt: t.applied_at.toISOString(),
        completedAt: t.completed_at?.toISOString() ?? null,
        durationMs: t.duration_ms,
        source: t.source,
        handlerStatements: t.handler_statements,
        batches: t.batches,
      })),
      inProgress: progress.inProgress,
      lagMs: progress.lagMs,
      scheduled: this.config.gameTickEnabled,
    };
  }

  async setPaused(actor: AuthenticatedUser, paused: boolean): Promise<AdminClockDto> {
    await this.gameTime.setPaused(paused);
    await this.audit.record(this.dataSource.manager, actor, { action: paused ? 'clock.pause' : 'clock.resume' });
    return this.state();
  }

  /** Each day is its own tick transaction (as scheduled); the audit entry records how many were applied. */
  async advance(actor: AuthenticatedUser, days: number): Promise<AdvanceResultDto> {
    const from = (await this.gameTime.now()).dayIndex;
    const { applied, ms } = await this.gameTime.advance(days);
    const state = await this.state();
    await this.audit.record(this.dataSource.manager, actor, {
      action: 'clock.advance',
      details: { requested: days, applied, fromDay: from, toDay: state.time.dayIndex, ms },
    });
    return { ...state, applied, ms };
  }
}
