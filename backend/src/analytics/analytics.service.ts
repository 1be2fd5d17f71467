import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { AnalyticsEventType } from '@vineyard/domain';
import { cleanPath, cleanUrl } from './clean';
import { ThrottleService } from '../throttle/throttle.service';
import type { AnalyticsSummaryDto } from './analytics.dto';
import { AnalyticsRepository } from './analytics.repository';

const HOUR = 3600;

@Injectable()
export class AnalyticsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly throttle: ThrottleService,
    private readonly events: AnalyticsRepository,
  ) {}

  /** Stores one event (false when it was not stored: an unusable path). Throttled per IP. */
  async record(
    type: AnalyticsEventType,
    path: string,
    referrer: string | undefined,
    ip: string,
    ownHost?: string,
  ): Promise<boolean> {
    const stored = type === 'outbound' ? cleanUrl(path) : path.startsWith('/') ? cleanPath(path) : null;
    if (!stored) return false;
    await this.throttle.consume([{ key: `analytics:ip:${ip}`, limit: 1000, windowSeconds: HOUR }]);
    await this.events.insert(this.dataSource, type, stored, cleanUrl(referrer, ownHost));
    return true;
  }

  async summary(days = 30): Promise<AnalyticsSummaryDto> {
    const { totals, byDay, topPages, topOutbound, topReferrers } = await this.events.summary(this.dataSource, days);
    return { days, ...totals, pageviewsByDay: byDay, topPages, topOutbound, topReferrers };
  }

  /** Retention: deletes up to `limit` events older than `days` days (run by the retention tick handler). */
  async purgeOlderThan(manager: EntityManager, days: number, limit: number): Promise<number> {
    return this.events.purgeOlderThan(manager, days, limit);
  }
}
