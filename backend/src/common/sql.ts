import type { DataSource, EntityManager } from 'typeorm';
import { templatePlaceholders } from '@vineyard/domain';

/**
 * First row of an `EntityManager.query` answer. TypeORM's postgres driver answers SELECT and
 * INSERT … RETURNING with the rows, but UPDATE/DELETE … RETURNING with [rows, count].
 */
export function firstRow<T>(answer: unknown): T | undefined {
  const rows = answer as unknown[];
  if (Array.isArray(rows[0])) return (rows[0] as T[])[0];
  return rows[0] as T | undefined;
}

/**
 * Independent reads through one manager, answered in the order given: at once on the pool, one
 * after another when the manager holds one connection (a transaction's): pg queues queries sent to
 * a busy client only with a deprecation warning, and pg 9 refuses them.
 */
export async function readTogether<T extends unknown[]>(
  manager: EntityManager,
  ...reads: { [K in keyof T]: () => Promise<T[K]> }
): Promise<T> {
  if (!manager.queryRunner) return (await Promise.all(reads.map((read) => read()))) as T;
  const answers: unknown[] = [];
  for (const read of reads) answers.push(await read());
  return answers as T;
}

/** DB_PREPARED_STATEMENTS: off behind a pooler in transaction mode (set once at start, AppModule). */
let namedStatements = true;
export function useNamedStatements(enabled: boolean): void {
  namedStatements = enabled;
}

interface PgPool {
  query(query: { name?: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}

/**
 * For the hottest reads only: the query goes straight to the pg pool behind TypeORM, skipping the
 * query runner TypeORM creates and releases per call. Errors are pg's own, which the error filter
 * and isDatabaseUnavailable understand as well as TypeORM's. With a `name` the statement is
 * prepared once per connection and then only bound and executed: PostgreSQL skips parsing and
 * planning it on every request. Only for statements whose result columns cannot change with a
 * migration (a prepared statement whose result type changes fails until its connection closes).
 * With DB_PREPARED_STATEMENTS=false (behind PgBouncer in transaction pooling, where the next
 * statement may run on another server connection) the name is dropped: parsed and planned each time.
 */
export async function poolQuery<T>(
  dataSource: DataSource,
  sql: string,
  params: unknown[],
  name?: string,
): Promise<T[]> {
  const pool = (dataSource.driver as unknown as { master: PgPool }).master;
  return (await pool.query({ name: namedStatements ? name : undefined, text: sql, values: params })).rows as T[];
}

/**
 * A catalogue template (`{name}` placeholders, e.g. MESSAGES.notice) as a PostgreSQL `format()`
 * string, for statements that write texts set-based: `names` are format()'s arguments in order, so
 * `format($7::text, p.name, x.price)` with sqlFormat(template, ['plot', 'price']) gives the text
 * `fillTemplate` gives in TypeScript. Every placeholder must be named and every name used.
 */
export function sqlFormat(template: string, names: readonly string[]): string {
  const used = templatePlaceholders(template);
  const unknown = used.filter((name) => !names.includes(name));
  const unused = names.filter((name) => !used.includes(name));
  if (unknown.length > 0 || unused.length > 0) {
    throw new Error(`sqlFormat: placeholders ${used.join(', ')} do not match ${names.join(', ')}`);
  }
  return template.replace(/%/g, '%%').replace(/\{(\w+)\}/g, (_, name: string) => `%${names.indexOf(name) + 1}$s`);
}

/**
 * A whole-euro amount as text in SQL, as formatMoney writes it in TypeScript ('€11,904', '-€5'):
 * for the money that set-based statements write into notices and ledger descriptions.
 */
export function sqlMoney(euros: string): string {
  return `(CASE WHEN (${euros}) < 0 THEN '-' ELSE '' END || '€' || to_char(abs(round(${euros})), 'FM999,999,999,999,990'))`;
}
