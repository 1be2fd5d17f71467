/**
 * The batches of tick steps (tick-handlers.ts) and their SQL conditions. Framework-free: the
 * statements built with them are rendered without Nest (the SQL snapshots, backend/src/queries).
 */
import { named, sql, type Sql } from '../common/sql';

/** A batch: `firstId <= id < untilId`; `untilId` null means to the end of the table. */
export interface IdRange {
  firstId: string;
  untilId: string | null;
}

/**
 * A batch of heap pages: `firstPage <= page < untilPage`; `untilPage` null means to the end of the
 * table (rows appended since the day was planned included).
 */
export interface PageRange {
  firstPage: number;
  untilPage: number | null;
}

/**
 * The SQL condition for a batch's rows, the bounds as the named values `firstId` and `untilId`.
 * Both bounds are plain comparisons (the open end becomes the largest uuid, which no v4 uuid can
 * be), so the primary-key index scans just the batch's rows: an `OR ... IS NULL` on the upper bound
 * made every batch scan to the end of the table.
 */
export function idRangeSql(column: Sql, range: IdRange): Sql {
  const v = named({ firstId: range.firstId, untilId: range.untilId });
  return sql`${column} >= ${v.firstId}::uuid AND ${column} < COALESCE(${v.untilId}::uuid, 'ffffffff-ffff-ffff-ffff-ffffffffffff'::uuid)`;
}

/**
 * The SQL condition for a batch's rows by physical position, the bounds as the named values
 * `firstPage` and `untilPage` (PostgreSQL runs it as a TID Range Scan: the batch reads its own pages
 * and no other). The open end becomes the largest page number.
 */
export function pageRangeSql(alias: Sql, pages: PageRange): Sql {
  const v = named({ firstPage: pages.firstPage, untilPage: pages.untilPage });
  // block numbers are unsigned 32-bit: (4294967295,0) is past every page
  return sql`${alias}.ctid >= format('(%s,0)', ${v.firstPage}::int)::tid AND ${alias}.ctid < format('(%s,0)', COALESCE(${v.untilPage}::bigint, 4294967295))::tid`;
}
