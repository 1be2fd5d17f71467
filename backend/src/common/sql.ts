import type { DataSource } from 'typeorm';

/**
 * First row of an `EntityManager.query` answer. TypeORM's postgres driver answers SELECT and
 * INSERT … RETURNING with the rows, but UPDATE/DELETE … RETURNING with [rows, count].
 */
export function firstRow<T>(answer: unknown): T | undefined {
  const rows = answer as unknown[];
  if (Array.isArray(rows[0])) return (rows[0] as T[])[0];
  return rows[0] as T | undefined;
}

interface PgPool {
  query(sql: string, params: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * For the hottest reads only: the query goes straight to the pg pool behind TypeORM, skipping the
 * query runner TypeORM creates and releases per call. Errors are pg's own, which the error filter
 * and isDatabaseUnavailable understand as well as TypeORM's.
 */
export async function poolQuery<T>(dataSource: DataSource, sql: string, params: unknown[]): Promise<T[]> {
  const pool = (dataSource.driver as unknown as { master: PgPool }).master;
  return (await pool.query(sql, params)).rows as T[];
}
