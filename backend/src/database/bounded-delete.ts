import type { EntityManager } from 'typeorm';

/**
 * One statement that deletes at most `limit` rows of `table` matching `where` (rows another
 * transaction holds are skipped, not waited for): retention work with bounded locks and time.
 * `table`, `key` and `where` are code, never input; values go in `params`.
 */
export async function deleteBounded(
  manager: EntityManager,
  table: string,
  key: string,
  where: string,
  params: unknown[],
  limit: number,
): Promise<number> {
  // TypeORM answers a DELETE with [rows, count]
  const [, count]: [unknown, number] = await manager.query(
    `DELETE FROM ${table} WHERE ${key} IN (
       SELECT ${key} FROM ${table} WHERE ${where} LIMIT ${Math.max(1, Math.floor(limit))} FOR UPDATE SKIP LOCKED)`,
    params,
  );
  return count;
}

/** `deleteBounded` for the rows of `table` (keyed by `id`) created more than `days` days ago. */
export function deleteOlderThan(manager: EntityManager, table: string, days: number, limit: number): Promise<number> {
  return deleteBounded(manager, table, 'id', 'created_at < now() - make_interval(days => $1)', [days], limit);
}
