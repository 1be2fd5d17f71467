import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { deleteBounded } from '../database/bounded-delete';
import { DomainError } from '../common/errors';

/** The rows of an INSERT/UPDATE … RETURNING (TypeORM may answer [rows, count]). */
function updatedRows<T>(answer: unknown): T[] {
  const rows = answer as unknown[];
  return (Array.isArray(rows[0]) ? rows[0] : rows) as T[];
}

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

  /**
   * Counts one event against every rule and throws 429 (with Retry-After) when any count went over
   * its limit — increment and compare in one statement, before the caller's expensive work, so a
   * burst of simultaneous requests cannot all pass a check that has not counted them yet.
   */
  async consume(rules: ThrottleRule[]): Promise<void> {
    if (rules.length === 0) return;
    const rows = updatedRows<{ key: string; count: number; retry: number }>(
      await this.dataSource.query(
        `INSERT INTO throttle_buckets (key, count, window_ends_at)
         SELECT k, 1, now() + make_interval(secs => w) FROM unnest($1::text[], $2::int[]) AS t(k, w)
         ON CONFLICT (key) DO UPDATE SET
           count = CASE WHEN throttle_buckets.window_ends_at <= now() THEN 1 ELSE throttle_buckets.count + 1 END,
           window_ends_at = CASE WHEN throttle_buckets.window_ends_at <= now() THEN EXCLUDED.window_ends_at
                                 ELSE throttle_buckets.window_ends_at END
         RETURNING key, count, CEIL(EXTRACT(EPOCH FROM (window_ends_at - now())))::int AS retry`,
        [rules.map((r) => r.key), rules.map((r) => r.windowSeconds)],
      ),
    );
    let retryAfter = 0;
    for (const row of rows) {
      const rule = rules.find((r) => r.key === row.key);
      if (rule && row.count > rule.limit) retryAfter = Math.max(retryAfter, row.retry);
    }
    if (retryAfter > 0) throw tooMany(retryAfter);
  }

  /** Counts the event like `consume` but answers whether it was within every limit instead of throwing. */
  async allow(rules: ThrottleRule[]): Promise<boolean> {
    try {
      await this.consume(rules);
      return true;
    } catch (error) {
      if (error instanceof DomainError && error.code === 'RATE_LIMITED') return false;
      throw error;
    }
  }

  /** Gives back one counted event (an attempt counted up front that turned out not to count). */
  async release(rules: ThrottleRule[]): Promise<void> {
    if (rules.length === 0) return;
    await this.dataSource.query(
      'UPDATE throttle_buckets SET count = GREATEST(0, count - 1) WHERE key = ANY($1) AND window_ends_at > now()',
      [rules.map((r) => r.key)],
    );
  }

  async reset(keys: string[]): Promise<void> {
    if (keys.length > 0) await this.dataSource.query('DELETE FROM throttle_buckets WHERE key = ANY($1)', [keys]);
  }

  /** Deletes up to `limit` buckets whose window ended over an hour ago (run by the retention tick handler). */
  async purgeExpired(manager: EntityManager, limit: number): Promise<number> {
    return deleteBounded(manager, 'throttle_buckets', 'key', `window_ends_at < now() - interval '1 hour'`, [], limit);
  }
}

function tooMany(retryAfter: number): DomainError {
  return new DomainError('RATE_LIMITED', { retryAfter: Math.max(1, retryAfter) });
}
