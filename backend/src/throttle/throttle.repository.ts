import { Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import { deleteBounded } from '../database/bounded-delete';

/** The rows of an INSERT/UPDATE … RETURNING (TypeORM may answer [rows, count]). */
function updatedRows<T>(answer: unknown): T[] {
  const rows = answer as unknown[];
  return (Array.isArray(rows[0]) ? rows[0] : rows) as T[];
}

/** The `throttle_buckets` table: one fixed-window counter per key. */
@Injectable()
export class ThrottleRepository {
  /**
   * Counts one event in each bucket (a bucket whose window ended starts again) in one statement;
   * answers each bucket's count and the seconds left in its window.
   */
  async count(
    dataSource: DataSource | EntityManager,
    buckets: readonly { key: string; windowSeconds: number }[],
  ): Promise<{ key: string; count: number; retry: number }[]> {
    return updatedRows(
      await dataSource.query(
        `INSERT INTO throttle_buckets (key, count, window_ends_at)
         SELECT k, 1, now() + make_interval(secs => w) FROM unnest($1::text[], $2::int[]) AS t(k, w)
         ON CONFLICT (key) DO UPDATE SET
           count = CASE WHEN throttle_buckets.window_ends_at <= now() THEN 1 ELSE throttle_buckets.count + 1 END,
           window_ends_at = CASE WHEN throttle_buckets.window_ends_at <= now() THEN EXCLUDED.window_ends_at
                                 ELSE throttle_buckets.window_ends_at END
         RETURNING key, count, CEIL(EXTRACT(EPOCH FROM (window_ends_at - now())))::int AS retry`,
        [buckets.map((b) => b.key), buckets.map((b) => b.windowSeconds)],
      ),
    );
  }

  /** Takes one event back from the open windows of these keys. */
  async release(dataSource: DataSource, keys: string[]): Promise<void> {
    await dataSource.query(
      'UPDATE throttle_buckets SET count = GREATEST(0, count - 1) WHERE key = ANY($1) AND window_ends_at > now()',
      [keys],
    );
  }

  async delete(dataSource: DataSource, keys: string[]): Promise<void> {
    await dataSource.query('DELETE FROM throttle_buckets WHERE key = ANY($1)', [keys]);
  }

  /** Deletes up to `limit` buckets whose window ended over an hour ago. */
  purgeExpired(manager: EntityManager, limit: number): Promise<number> {
    return deleteBounded(manager, 'throttle_buckets', 'key', `window_ends_at < now() - interval '1 hour'`, [], limit);
  }
}
