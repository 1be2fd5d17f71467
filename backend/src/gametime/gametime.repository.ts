import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { firstRow } from '../common/sql';
import { DAY_INDEX_SQL } from './gametime.sql';
import { GameClockEntity } from './entities/game-clock.entity';
import { GameTickEntity } from './entities/game-tick.entity';

/** A tick step's statement timeout: ten minutes, where a player's request gets DB_STATEMENT_TIMEOUT_MS. */
export const TICK_STEP_STATEMENT_TIMEOUT_MS = 600_000;

/** A claimed game day as the admin's clock page lists it. */
export interface RecentTickRow {
  day_index: number;
  applied_at: Date;
  completed_at: Date | null;
  duration_ms: number | null;
  source: string;
  handler_statements: number | null;
  batches: number | null;
}

/** The clock's state and the day in progress, as `GameTimeService.progress` reads them. */
export interface ProgressRow {
  since_ms: number;
  open_day: number | null;
  done: number | null;
  left: number | null;
  started_ms: number | null;
}

/** A step of a day as it is taken. */
export interface TickStepRow {
  handler: string;
  batch: number;
  first_id: string | null;
  until_id: string | null;
  first_page: number | null;
  until_page: number | null;
  sweep: boolean;
  filenode: string | null;
}

/** What completing a day recorded on it. */
export interface CompletedDayRow {
  duration_ms: number;
  batches: number;
  handler_statements: number;
}

/**
 * The game clock's tables: the clock row (`game_clock`, id 1), the claimed days (`game_ticks`)
 * and their steps (`tick_steps`); and the few statements that plan a paged handler's day on its
 * table's size (names the handler declares, never input). GameTimeService holds the transactions
 * and their order.
 */
@Injectable()
export class GameTimeRepository {
  clock(manager: EntityManager): Promise<GameClockEntity> {
    return manager.getRepository(GameClockEntity).findOneByOrFail({ id: 1 });
  }

  async dayIndex(manager: EntityManager): Promise<number | undefined> {
    const rows: { day_index: number }[] = await manager.query(`SELECT ${DAY_INDEX_SQL} AS day_index`);
    return rows[0]?.day_index;
  }

  /** How long since the last day was claimed, and the oldest day in progress with its steps done and left. */
  async progress(manager: EntityManager): Promise<ProgressRow | undefined> {
    const [row]: ProgressRow[] = await manager.query(
      `SELECT EXTRACT(EPOCH FROM now() - c.last_tick_at)::float8 * 1000 AS since_ms, t.day_index AS open_day,
              EXTRACT(EPOCH FROM now() - t.applied_at)::float8 * 1000 AS started_ms,
              (SELECT count(*) FILTER (WHERE s.done_at IS NOT NULL) FROM tick_steps s WHERE s.day_index = t.day_index)::int AS done,
              (SELECT count(*) FILTER (WHERE s.done_at IS NULL) FROM tick_steps s WHERE s.day_index = t.day_index)::int AS left
         FROM game_clock c
         LEFT JOIN LATERAL (SELECT day_index, applied_at FROM game_ticks WHERE completed_at IS NULL
                             ORDER BY day_index LIMIT 1) t ON true
        WHERE c.id = 1`,
    );
    return row;
  }

  /** The last ten days claimed, newest first. */
  recentTicks(manager: EntityManager): Promise<RecentTickRow[]> {
    return manager.query(
      `SELECT day_index, applied_at, completed_at, duration_ms, source, handler_statements, batches
         FROM game_ticks ORDER BY day_index DESC LIMIT 10`,
    );
  }

  /** Milliseconds since the last day was claimed (a numeric), and whether the clock is paused. */
  async lag(manager: EntityManager): Promise<{ lag_ms: number; paused: boolean } | undefined> {
    const [row]: { lag_ms: number; paused: boolean }[] = await manager.query(
      `SELECT EXTRACT(EPOCH FROM (now() - last_tick_at)) * 1000 AS lag_ms, paused FROM game_clock WHERE id = 1`,
    );
    return row;
  }

  async paused(manager: EntityManager): Promise<boolean> {
    const [row]: { paused: boolean }[] = await manager.query('SELECT paused FROM game_clock WHERE id = 1');
    return !!row?.paused;
  }

  /** Pauses the clock, or resumes it with a fresh period (paused time is not owed). */
  async setPaused(manager: EntityManager, paused: boolean): Promise<void> {
    await manager.query(
      `UPDATE game_clock SET paused = $1, last_tick_at = CASE WHEN $1 THEN last_tick_at ELSE now() END WHERE id = 1`,
      [paused],
    );
  }

  /** The oldest claimed day whose steps are not all done, if any. */
  async dayInProgress(manager: EntityManager): Promise<number | null> {
    const rows: { day_index: number }[] = await manager.query(
      'SELECT day_index FROM game_ticks WHERE completed_at IS NULL ORDER BY day_index LIMIT 1',
    );
    return rows[0]?.day_index ?? null;
  }

  /** How many days a clock job has claimed (complete or in progress). */
  async daysOfJob(manager: EntityManager, jobId: string): Promise<number> {
    const [row]: { n: number }[] = await manager.query('SELECT count(*)::int AS n FROM game_ticks WHERE job_id = $1', [
      jobId,
    ]);
    return row?.n ?? 0;
  }

  /**
   * Today's index under a share lock of the clock row (FOR SHARE, until the caller's transaction
   * ends): no day can be claimed meanwhile, so a row the caller writes for a later day is committed
   * before that day's tick statements begin (a weather protection, BlocksService.protect).
   */
  async dayIndexHeld(manager: EntityManager): Promise<number> {
    const rows: { day_index: number }[] = await manager.query(
      'SELECT day_index FROM game_clock WHERE id = 1 FOR SHARE',
    );
    return rows[0]?.day_index ?? 0;
  }

  /** Locks the clock row (FOR UPDATE): claims queue there. */
  async lockClock(manager: EntityManager): Promise<void> {
    await manager.query('SELECT 1 FROM game_clock WHERE id = 1 FOR UPDATE');
  }

  /** Whether a claimed day is not complete. */
  async anyDayOpen(manager: EntityManager): Promise<boolean> {
    return (await manager.query('SELECT 1 FROM game_ticks WHERE completed_at IS NULL LIMIT 1')).length > 0;
  }

  /**
   * Moves the clock to the next day when `force`, or when it is not paused and `minIntervalMs` have
   * passed since the last day; the new day index, or undefined when it did not move.
   */
  async nextDay(manager: EntityManager, force: boolean, minIntervalMs: number): Promise<number | undefined> {
    const row = firstRow<{ day_index: number }>(
      await manager.query(
        `UPDATE game_clock SET day_index = day_index + 1, last_tick_at = now()
          WHERE id = 1
            AND ($1 OR (NOT paused AND last_tick_at <= now() - make_interval(secs => $2::double precision / 1000)))
        RETURNING day_index`,
        [force, minIntervalMs],
      ),
    );
    return row?.day_index;
  }

  /** Records the claimed day. */
  async insertDay(
    manager: EntityManager,
    day: number,
    source: 'schedule' | 'admin',
    jobId: string | null = null,
  ): Promise<void> {
    await manager.insert(GameTickEntity, { dayIndex: day, source, jobId });
  }

  /** Plans a daily handler's one step. */
  async planDaily(manager: EntityManager, day: number, handler: string, order: number): Promise<void> {
    await manager.query('INSERT INTO tick_steps (day_index, handler, batch, handler_order) VALUES ($1, $2, 0, $3)', [
      day,
      handler,
      order,
    ]);
  }

  /** Plans a batched handler's steps: one per `batchSize` consecutive ids of `table`, its first id and the next batch's. */
  async planIdBatches(
    manager: EntityManager,
    day: number,
    handler: { name: string; order: number; table: string },
    batchSize: number,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO tick_steps (day_index, handler, batch, handler_order, first_id, until_id)
       SELECT $1, $2, (rn - 1) / $4, $3, id, lead(id) OVER (ORDER BY id)
         FROM (SELECT id, row_number() OVER (ORDER BY id) AS rn FROM ${handler.table}) s
        WHERE (rn - 1) % $4 = 0`,
      [day, handler.name, handler.order, batchSize],
    );
  }

  /** Empties a paged handler's table of noted moves (TRUNCATE waits for writers in flight). */
  async truncate(manager: EntityManager, table: string): Promise<void> {
    await manager.query(`TRUNCATE ${table}`);
  }

  /** A table's length in pages, its rows per page from its statistics (null before any), and its file. */
  async pageStats(
    manager: EntityManager,
    table: string,
  ): Promise<{ pages: number; density: number | null; filenode: string }> {
    return firstRow<{ pages: number; density: number | null; filenode: string }>(
      await manager.query(
        `SELECT (pg_relation_size(c.oid) / current_setting('block_size')::int)::int AS pages,
                CASE WHEN c.reltuples > 0 AND c.relpages > 0 THEN c.reltuples / c.relpages END AS density,
                pg_relation_filenode(c.oid)::bigint AS filenode
           FROM pg_class c WHERE c.oid = $1::regclass`,
        [table],
      ),
    )!;
  }

  /** A table's rows, counted (only for a table never analysed yet: a new, small one). */
  async countRows(manager: EntityManager, table: string): Promise<number> {
    return Number((await manager.query(`SELECT count(*)::int AS n FROM ${table}`))[0].n);
  }

  /** A table's file now (it changes when the table is rewritten). */
  async filenode(manager: EntityManager, table: string): Promise<string | undefined> {
    const row = firstRow<{ filenode: string }>(
      await manager.query('SELECT pg_relation_filenode($1::regclass)::bigint AS filenode', [table]),
    );
    return row?.filenode;
  }

  /**
   * Plans a paged handler's steps: `batches` of `perBatch` heap pages, the last one open-ended, then
   * the sweep, which records the table's file.
   */
  async planPageBatches(
    manager: EntityManager,
    day: number,
    handler: { name: string; order: number },
    perBatch: number,
    batches: number,
    filenode: string,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO tick_steps (day_index, handler, batch, handler_order, first_page, until_page, sweep, filenode)
       SELECT $1::int, $2::varchar, b, $3::smallint, b * $4::int, CASE WHEN b < $5::int - 1 THEN (b + 1) * $4::int END,
              false, NULL::bigint
         FROM generate_series(0, $5::int - 1) b
       UNION ALL SELECT $1::int, $2::varchar, $5::int, $3::smallint, NULL, NULL, true, $6::bigint`,
      [day, handler.name, handler.order, perBatch, batches, filenode],
    );
  }

  /**
   * A step's settings for the rest of its transaction (SET LOCAL; nothing outside it changes), in
   * one statement:
   * - JIT off. A step is one short batch: at a million blocks its statements are estimated above
   *   jit_above_cost (on by default, as on managed servers), and compiling them (about 0.5 s with
   *   inlining and optimisation) cost more than running them; a batch can never repay it.
   * - The statement timeout of background work (TICK_STEP_STATEMENT_TIMEOUT_MS), not a player
   *   request's: a whole-table sweep (after a table rewrite) reads every block in one statement.
   */
  async stepSettings(manager: EntityManager): Promise<void> {
    await manager.query(`SELECT set_config('jit', 'off', true), set_config('statement_timeout', $1, true)`, [
      String(TICK_STEP_STATEMENT_TIMEOUT_MS),
    ]);
  }

  /**
   * Takes the day's next step (FOR UPDATE SKIP LOCKED: not one another instance holds); a sweep
   * waits until every other step of its handler is done (committed, not just taken).
   */
  async takeStep(manager: EntityManager, day: number): Promise<TickStepRow | undefined> {
    return firstRow<TickStepRow>(
      await manager.query(
        `SELECT handler, batch, first_id, until_id, first_page, until_page, sweep, filenode FROM tick_steps s
          WHERE day_index = $1 AND done_at IS NULL
            AND NOT (sweep AND EXISTS (SELECT 1 FROM tick_steps o
                                        WHERE o.day_index = s.day_index AND o.handler = s.handler
                                          AND NOT o.sweep AND o.done_at IS NULL))
          ORDER BY handler_order, batch LIMIT 1 FOR UPDATE SKIP LOCKED`,
        [day],
      ),
    );
  }

  /** Marks a step done, with its statements, its duration and who did it. */
  async markStepDone(
    manager: EntityManager,
    day: number,
    step: Pick<TickStepRow, 'handler' | 'batch'>,
    done: { statements: number; durationMs: number; by: string },
  ): Promise<void> {
    await manager.query(
      `UPDATE tick_steps SET done_at = now(), statements = $4, duration_ms = $5, done_by = $6
        WHERE day_index = $1 AND handler = $2 AND batch = $3`,
      [day, step.handler, step.batch, done.statements, done.durationMs, done.by],
    );
  }

  /** Completes the day if all its steps are done and nobody completed it yet; what it recorded, if so. */
  async completeDay(manager: EntityManager, day: number): Promise<CompletedDayRow | undefined> {
    return firstRow<CompletedDayRow>(
      await manager.query(
        `UPDATE game_ticks t SET completed_at = now(),
                duration_ms = LEAST(2147483647, round(EXTRACT(EPOCH FROM now() - t.applied_at) * 1000))::int,
                handler_statements = s.statements, batches = s.steps
           FROM (SELECT count(*)::int AS steps, COALESCE(sum(statements), 0)::int AS statements,
                        count(*) FILTER (WHERE done_at IS NULL) AS open
                   FROM tick_steps WHERE day_index = $1) s
          WHERE t.day_index = $1 AND t.completed_at IS NULL AND s.open = 0
        RETURNING t.duration_ms, t.batches, t.handler_statements`,
        [day],
      ),
    );
  }

  async setLastTickDuration(manager: EntityManager, ms: number): Promise<void> {
    await manager.update(GameClockEntity, { id: 1 }, { lastTickDurationMs: ms });
  }

  /** Deletes the steps of days before `day`. */
  async deleteStepsBefore(manager: EntityManager, day: number): Promise<void> {
    await manager.query('DELETE FROM tick_steps WHERE day_index < $1', [day]);
  }
}
