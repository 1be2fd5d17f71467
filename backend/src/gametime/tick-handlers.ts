import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { IdRange, PageRange } from './tick-ranges';

export { idRangeSql, pageRangeSql, type IdRange, type PageRange } from './tick-ranges';

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

/** Work that walks a table in batches of its primary key (`id`, uuid). */
export interface BatchedTickHandler extends TickHandlerBase {
  kind: 'batched';
  /** The table whose rows are split into batches of `TICK_BATCH_SIZE` consecutive ids. */
  table: 'blocks' | 'estates';
  /**
   * The share of `TICK_BATCH_SIZE` rows its batches hold (0-1, default 1): less for a step whose
   * batch holds its rows' locks while TypeScript decides (a player's own write to one of them waits
   * for the batch's commit).
   */
  batchShare?: number;
  /** Applies the day to the rows of the range that do not have it yet. */
  runBatch(manager: EntityManager, dayIndex: number, range: IdRange): Promise<void>;
}

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
