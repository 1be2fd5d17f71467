import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import type { AuthenticatedUser } from '../auth/auth.types';
import { GameTimeService } from '../gametime/gametime.service';
import { ClockJobsService } from '../gametime/clock-jobs.service';
import type { ClockJobDto } from '../gametime/dto/clock-job.dto';
import { AuditService } from '../audit/audit.service';
import type { AdminClockDto } from './dto/admin.dto';

/** The game clock for operators: state and recent ticks, pause/resume, advance N days. */
@Injectable()
export class AdminClockService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly gameTime: GameTimeService,
    private readonly audit: AuditService,
    private readonly jobs: ClockJobsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async state(): Promise<AdminClockDto> {
    // independent reads on the pool, at once (the console polls this every second during a job)
    const [ticks, progress, time, job] = await Promise.all([
      this.gameTime.recentTicks(),
      this.gameTime.progress(),
      this.gameTime.now(),
      this.jobs.latest(),
    ]);
    return {
      time,
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
      job,
    };
  }

  async setPaused(actor: AuthenticatedUser, paused: boolean): Promise<AdminClockDto> {
    await this.gameTime.setPaused(paused);
    await this.audit.record(this.dataSource.manager, actor, { action: paused ? 'clock.pause' : 'clock.resume' });
    return this.state();
  }

  /**
   * Starts advancing `days` days as a job and answers it at once (409 CLOCK_BUSY while one is
   * active); the job records the audit entry (clock.advance) when it ends.
   */
  advance(actor: AuthenticatedUser, days: number): Promise<ClockJobDto> {
    return this.jobs.start(actor.user, days, 'POST /admin/clock/advance');
  }

  job(id: string): Promise<ClockJobDto> {
    return this.jobs.get(id);
  }
}
