/**
 * First row of an `EntityManager.query` answer. TypeORM's postgres driver answers SELECT and
 * INSERT … RETURNING with the rows, but UPDATE/DELETE … RETURNING with [rows, count].
 */
export function firstRow<T>(answer: unknown): T | undefined {
  const rows = answer as unknown[];
  if (Array.isArray(rows[0])) return (rows[0] as T[])[0];
  return rows[0] as T | undefined;
}
