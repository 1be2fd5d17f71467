import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { AppLogger } from '../common/logger';
import { GameTimeService } from './gametime.service';

const JOB = 'game-tick';
/** The longest a day left in progress by a crashed instance waits for another one to resume it. */
const RESUME_CHECK_MS = 5000;

/**
 * Thin scheduled job: a few times per GAME_TICK_MS (and at least every 5 s) it asks the service to
 * apply a day when one is due, and first to finish a day that an instance left in progress (a
 * crash): so a restarted or surviving instance resumes it at once. GAME_TICK_ENABLED=false turns
 * it off.
 */
@Injectable()
export class GameTimeScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private running = false;

  constructor(
    private readonly registry: SchedulerRegistry,
    private readonly gameTime: GameTimeService,
    private readonly logger: AppLogger,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.gameTickEnabled) return;
    // check a few times per period so the day lands close to its due time on whichever instance
    const every = Math.max(50, Math.min(RESUME_CHECK_MS, Math.floor(this.config.gameTickMs / 4)));
    const timer = setInterval(() => void this.run(), every);
    void this.run();
    timer.unref();
    this.registry.addInterval(JOB, timer);
  }

  onApplicationShutdown(): void {
    if (this.registry.doesExist('interval', JOB)) this.registry.deleteInterval(JOB);
  }

  private async run(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      await this.gameTime.tick('schedule');
    } catch (error) {
      this.logger.write('warn', 'game tick failed; it will be retried', { error: String((error as Error).message) });
    } finally {
      this.running = false;
    }
  }
}
