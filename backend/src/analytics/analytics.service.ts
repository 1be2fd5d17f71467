import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { deleteBounded } from '../database/bounded-delete';
import type { AnalyticsEventType } from '@vineyard/domain';
import { cleanPath, cleanUrl } from './clean';
import { ThrottleService } from '../throttle/throttle.service';
import type { AnalyticsSummaryDto, PathCountDto } from './analytics.dto';

const HOUR = 3600;

@Injectable()
export class AnalyticsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly throttle: ThrottleService,
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
    await this.dataSource.query('INSERT INTO analytics_events (type, path, referrer) VALUES ($1, $2, $3)', [
      type,
      stored,
      cleanUrl(referrer, ownHost),
    ]);
    return true;
  }

  async summary(days = 30): Promise<AnalyticsSummaryDto> {
    const since = `now() - make_interval(days => $1)`;
    const top = (type: string, column = 'path') =>
      this.dataSource.query(
        `SELECT ${column} AS path, count(*)::int AS count FROM analytics_events
          WHERE created_at > ${since} AND type = $2 AND ${column} IS NOT NULL
          GROUP BY ${column} ORDER BY count(*) DESC, ${column} LIMIT 20`,
        [days, type],
      ) as Promise<PathCountDto[]>;
    const [[totals], byDay, topPages, topOutbound, topReferrers] = await Promise.all([
      this.dataSource.query(
        `SELECT (count(*) FILTER (WHERE type = 'pageview'))::int AS pageviews,
                (count(*) FILTER (WHERE type = 'outbound'))::int AS outbound
           FROM analytics_events WHERE created_at > ${since}`,
        [days],
      ) as Promise<{ pageviews: number; outbound: number }[]>,
      this.dataSource.query(
        `SELECT to_char((created_at AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') AS date, count(*)::int AS count
           FROM analytics_events WHERE created_at > ${since} AND type = 'pageview'
          GROUP BY 1 ORDER BY 1`,
        [days],
      ) as Promise<{ date: string; count: number }[]>,
      top('pageview'),
      top('outbound'),
      top('pageview', 'referrer'),
    ]);
    return { days, ...totals!, pageviewsByDay: byDay, topPages, topOutbound, topReferrers };
  }

  /** Retention: deletes up to `limit` events older than `days` days (run by the retention tick handler). */
  async purgeOlderThan(manager: EntityManager, days: number, limit: number): Promise<number> {
    return deleteBounded(
      manager,
      'analytics_events',
      'id',
      'created_at < now() - make_interval(days => $1)',
      [days],
      limit,
    );
  }
}
