import { Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import type { AnalyticsEventType } from '@vineyard/domain';
import { deleteOlderThan } from '../database/bounded-delete';
import type { PathCountDto } from './analytics.dto';

/** The `analytics_events` table: anonymous page views and outbound clicks, kept for a while. */
@Injectable()
export class AnalyticsRepository {
  async insert(dataSource: DataSource, type: AnalyticsEventType, path: string, referrer: string | null): Promise<void> {
    await dataSource.query('INSERT INTO analytics_events (type, path, referrer) VALUES ($1, $2, $3)', [
      type,
      path,
      referrer,
    ]);
  }

  /** The last `days` days: totals, page views per day, and the top pages, outbound links and referrers (five statements at once). */
  async summary(dataSource: DataSource, days: number) {
    const since = `now() - make_interval(days => $1)`;
    const top = (type: string, column = 'path') =>
      dataSource.query(
        `SELECT ${column} AS path, count(*)::int AS count FROM analytics_events
          WHERE created_at > ${since} AND type = $2 AND ${column} IS NOT NULL
          GROUP BY ${column} ORDER BY count(*) DESC, ${column} LIMIT 20`,
        [days, type],
      ) as Promise<PathCountDto[]>;
    const [[totals], byDay, topPages, topOutbound, topReferrers] = await Promise.all([
      dataSource.query(
        `SELECT (count(*) FILTER (WHERE type = 'pageview'))::int AS pageviews,
                (count(*) FILTER (WHERE type = 'outbound'))::int AS outbound
           FROM analytics_events WHERE created_at > ${since}`,
        [days],
      ) as Promise<{ pageviews: number; outbound: number }[]>,
      dataSource.query(
        `SELECT to_char((created_at AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') AS date, count(*)::int AS count
           FROM analytics_events WHERE created_at > ${since} AND type = 'pageview'
          GROUP BY 1 ORDER BY 1`,
        [days],
      ) as Promise<{ date: string; count: number }[]>,
      top('pageview'),
      top('outbound'),
      top('pageview', 'referrer'),
    ]);
    return { totals: totals!, byDay, topPages, topOutbound, topReferrers };
  }

  /** Deletes up to `limit` events older than `days` days. */
  purgeOlderThan(manager: EntityManager, days: number, limit: number): Promise<number> {
    return deleteOlderThan(manager, 'analytics_events', days, limit);
  }
}
