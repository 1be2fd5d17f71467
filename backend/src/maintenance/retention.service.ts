import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { AppLogger } from '../common/logger';
import { TickHandlerRegistry } from '../gametime/tick-handlers';
import { AnalyticsService } from '../analytics/analytics.service';
import { ThrottleService } from '../throttle/throttle.service';
import { WaitlistService } from '../waitlist/waitlist.service';

/**
 * Retention, run as a daily game-tick step: each step of a day runs exactly once across all
 * instances (it is marked done in its own transaction, see GameTimeService), so the deletes run
 * once per day wherever the clock runs. Each table loses at most
 * RETENTION_BATCH rows per day (bounded work and locks; a backlog drains over the next days):
 * - throttle buckets whose window ended more than an hour ago (they no longer count),
 * - analytics events older than RETENTION_ANALYTICS_DAYS (default 400),
 * - contact messages older than RETENTION_CONTACT_DAYS (default 730).
 */
@Injectable()
export class RetentionService implements OnModuleInit {
  constructor(
    private readonly registry: TickHandlerRegistry,
    private readonly logger: AppLogger,
    private readonly throttle: ThrottleService,
    private readonly analytics: AnalyticsService,
    private readonly waitlist: WaitlistService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.registry.register({
      kind: 'daily',
      name: 'retention',
      order: 90,
      run: async (m, day) => void (await this.purge(m, day)),
    });
  }

  async purge(manager: EntityManager, dayIndex: number): Promise<Record<string, number>> {
    const { analyticsDays, contactDays, batch } = this.config.retention;
    // each table's owning module holds its SQL
    const deleted: Record<string, number> = {
      throttleBuckets: await this.throttle.purgeExpired(manager, batch),
      analyticsEvents: await this.analytics.purgeOlderThan(manager, analyticsDays, batch),
      contactMessages: await this.waitlist.purgeContactMessagesOlderThan(manager, contactDays, batch),
    };
    if (Object.values(deleted).some((n) => n > 0)) this.logger.info('retention applied', { dayIndex, ...deleted });
    return deleted;
  }
}
