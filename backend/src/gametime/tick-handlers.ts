import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/**
 * What a game day changes, contributed by other modules. Every handler follows one contract:
 *
 * - its work for a day is split into steps planned when the day is claimed (tick_steps); each
 *   step runs in its own short transaction together with the mark that it is done, so a step is
 *   applied exactly once whatever instances run it or crash during it;
 * - a step is set-based SQL with a fixed number of statements, whatever the number of rows;
 * - it is idempotent per (row, day) on its own too: rows carry the day last applied to them and
 *   the statement skips rows that already have it.
 *
 * Steps of one day may run at the same time on several instances, in any order within and across
 * handlers (the order is only the order in which they are taken): a handler must not depend on
 * another handler's work of the same day.
 */
interface TickHandlerBase {
  name: string;
  /** Steps are taken in this order (lower first), then by batch. */
  order: number;
  /** Whether the handler has work on this day at all (default: every day). */
  appliesTo?(dayIndex: number): boolean;
}

/** A batch: `firstId <= id < untilId`; `untilId` null means to the end of the table. */
export interface IdRange {
  firstId: string;
  untilId: string | null;
}

/**
 * The SQL condition for a batch's rows, with the range's two parameters at `$first` and `$first + 1`.
 * Both bounds are plain comparisons (the open end becomes the largest uuid, which no v4 uuid can
 * be), so the primary-key index scans just the batch's rows: an `OR ... IS NULL` on the upper bound
 * made every batch scan to the end of the table.
 */
export const inRange = (column: string, first: number): string =>
  `${column} >= $${first}::uuid AND ${column} < COALESCE($${first + 1}::uuid, '${UUID_MAX}'::uuid)`;

const UUID_MAX = 'ffffffff-ffff-ffff-ffff-ffffffffffff';

/** Work that walks a table in batches of its primary key (`id`, uuid). */
export interface BatchedTickHandler extends TickHandlerBase {
  kind: 'batched';
  /** The table whose rows are split into batches of `TICK_BATCH_SIZE` consecutive ids. */
  table: 'blocks' | 'estates';
  /** Applies the day to the rows of the range that do not have it yet. */
  runBatch(manager: EntityManager, dayIndex: number, range: IdRange): Promise<void>;
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
 * The SQL condition for a batch's rows by physical position, with the range's two parameters at
 * `$first` and `$first + 1` (PostgreSQL runs it as a TID Range Scan: the batch reads its own pages
 * and no other). The open end becomes the largest page number.
 */
export const inPages = (alias: string, first: number): string =>
  `${alias}.ctid >= format('(%s,0)', $${first}::int)::tid ` +
  `AND ${alias}.ctid < format('(%s,0)', COALESCE($${first + 1}::bigint, ${MAX_PAGE}))::tid`;

/** Block numbers are unsigned 32-bit: (4294967295,0) is past every page. */
const MAX_PAGE = 4294967295;

/**
 * Work that walks a table in batches of consecutive heap pages, then sweeps it once. Every page is
 * read once a day, in order, by one short transaction: a table larger than shared_buffers costs
 * one sequential read, where batches of ids would visit pages at random and write each many times.
 * A row whose version moved to a page already done (an insert, an update that did not fit on its
 * page) is found by the sweep, which runs only when every page batch of its day is done. A row
 * moves only when something writes it: a trigger notes every write but the tick's own in the
 * `moves` table, emptied when a day is planned, so the sweep reads only the rows written during
 * the day. If the table was rewritten meanwhile (VACUUM FULL, CLUSTER: every row has moved), the
 * sweep reads the whole table instead.
 */
export interface PagedTickHandler extends TickHandlerBase {
  kind: 'paged';
  /** The table whose heap pages are split into batches of about `TICK_BATCH_SIZE` rows. */
  table: 'blocks';
  /** The table of the rows written since the day was planned (filled by a trigger on `table`). */
  moves: 'block_moves';
  /** Applies the day to the rows on the range's pages that do not have it yet. */
  runBatch(manager: EntityManager, dayIndex: number, pages: PageRange): Promise<void>;
  /**
   * Applies the day to the rows that do not have it yet (one statement): those noted in `moves`,
   * or every row of the table when it was rewritten since the day was planned.
   */
  sweep(manager: EntityManager, dayIndex: number, whole: boolean): Promise<void>;
}

/** Work that is small by construction (a bounded number of rows a day): one step a day. */
export interface DailyTickHandler extends TickHandlerBase {
  kind: 'daily';
  run(manager: EntityManager, dayIndex: number): Promise<void>;
}

export type TickHandler = BatchedTickHandler | PagedTickHandler | DailyTickHandler;

@Injectable()
export class TickHandlerRegistry {
  private readonly handlers: TickHandler[] = [];

  register(handler: TickHandler): void {
    if (this.handlers.some((h) => h.name === handler.name)) throw new Error(`tick handler ${handler.name} twice`);
    this.handlers.push(handler);
    this.handlers.sort((a, b) => a.order - b.order);
  }

  all(): readonly TickHandler[] {
    return this.handlers;
  }

  byName(name: string): TickHandler | undefined {
    return this.handlers.find((h) => h.name === name);
  }
}
