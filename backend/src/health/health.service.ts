import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { GameTimeService } from '../gametime/gametime.service';

/** A tick is overdue when no instance has applied a day for this many intervals. */
export const TICK_OVERDUE_INTERVALS = 3;

@Injectable()
export class HealthService {
  private readonly startedAt = Date.now();

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly gameTime: GameTimeService,
  ) {}

  /**
   * database: a query succeeded; migrations: none pending; clock: the game clock is not overdue
   * (paused counts as on time). The clock is judged only on instances that run it, and only once
   * they have been up for a full interval, so that a restart after downtime is ready at once.
   */
  async check(): Promise<{ database: boolean; migrations: boolean; clock: boolean }> {
    let lagMs: number;
    try {
      const clock = await this.gameTime.lag();
      lagMs = clock && !clock.paused ? clock.lagMs : 0;
    } catch {
      const alive = await this.dataSource.query('SELECT 1').then(
        () => true,
        () => false,
      );
      return { database: alive, migrations: false, clock: false };
    }
    let migrations: boolean;
    try {
      migrations = !(await this.dataSource.showMigrations());
    } catch {
      migrations = false;
    }
    const judged = this.config.gameTickEnabled && Date.now() - this.startedAt > this.config.gameTickMs;
    const clock = !judged || lagMs <= TICK_OVERDUE_INTERVALS * this.config.gameTickMs;
    return { database: true, migrations, clock };
  }
}
