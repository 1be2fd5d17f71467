import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { deleteBounded } from '../database/bounded-delete';
import { MESSAGES } from '@vineyard/domain';

export interface ThrottleRule {
  key: string;
  limit: number;
  windowSeconds: number;
}

/**
 * Fixed-window counters in PostgreSQL, shared by every instance. A window ends on its own, so a
 * throttled owner is never locked out beyond it.
 */
@Injectable()
export class ThrottleService {
  constructor(private readonly dataSource: DataSource) {}

  /** Throws 429 (with Retry-After) when any rule's counter has reached its limit. Counts nothing. */
  async assertAllowed(rules: ThrottleRule[]): Promise<void> {
    if (rules.length === 0) return;
    const rows: { key: string; count: number; retry: number }[] = await this.dataSource.query(
      `SELECT key, count, CEIL(EXTRACT(EPOCH FROM (window_ends_at - now())))::int AS retry
         FROM throttle_buckets WHERE key = ANY($1) AND window_ends_at > now()`,
      [rules.map((r) => r.key)],
    );
    let retryAfter = 0;
    for (const row of rows) {
      const rule = rules.find((r) => r.key === row.key);
      if (rule && row.count >= rule.limit) retryAfter = Math.max(retryAfter, row.retry);
    }
    if (retryAfter > 0) throw tooMany(retryAfter);
  }

  /** Counts one event against every rule (one statement); returns nothing. */
  async hit(rules: ThrottleRule[]): Promise<void> {
    if (rules.length === 0) return;
    await this.dataSource.query(
      `INSERT INTO throttle_buckets (key, count, window_ends_at)
       SELECT k, 1, now() + make_interval(secs => w) FROM unnest($1::text[], $2::int[]) AS t(k, w)
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN throttle_buckets.window_ends_at <= now() THEN 1 ELSE throttle_buckets.count + 1 END,
         window_ends_at = CASE WHEN throttle_buckets.window_ends_at <= now() THEN EXCLUDED.window_ends_at
                               ELSE throttle_buckets.window_ends_at END`,
      [rules.map((r) => r.key), rules.map((r) => r.windowSeconds)],
    );
  }

  /** Counts the event and throws 429 when it goes over a limit (for actions counted on every try). */
  async consume(rules: ThrottleRule[]): Promise<void> {
    await this.assertAllowed(rules);
    await this.hit(rules);
  }

  async reset(keys: string[]): Promise<void> {
    if (keys.length > 0) await this.dataSource.query('DELETE FROM throttle_buckets WHERE key = ANY($1)', [keys]);
  }

  /** Deletes up to `limit` buckets whose window ended over an hour ago (run by the retention tick handler). */
  async purgeExpired(manager: EntityManager, limit: number): Promise<number> {
    return deleteBounded(manager, 'throttle_buckets', 'key', `window_ends_at < now() - interval '1 hour'`, [], limit);
  }
}

function tooMany(retryAfter: number): HttpException {
  return new HttpException(
    { message: MESSAGES.auth.tooManyAttempts, retryAfter: Math.max(1, retryAfter) },
    HttpStatus.TOO_MANY_REQUESTS,
  );
}
