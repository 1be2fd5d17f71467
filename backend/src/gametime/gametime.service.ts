import { hostname } from 'node:os';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { gameTimeFromDayIndex, toGameTimeView } from '@vineyard/domain';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { AppLogger } from '../common/logger';
import { metrics } from '../metrics/metrics.registry';
import type { GameTimeDto } from './dto/game-time.dto';
import type { GameClockEntity } from './entities/game-clock.entity';
import { GameTimeRepository, type RecentTickRow } from './gametime.repository';
import { type PagedTickHandler, TickHandlerRegistry } from './tick-handlers';

/**
 * The manager with its `query` calls counted (the tick handlers' statements), each also passed to
 * `seen` (logged at debug level: `npm run bench` replays them in psql for its baseline).
 */
function countingQueries(
  manager: EntityManager,
  seen: (sql: string, params: unknown) => void,
): { manager: EntityManager; count(): number } {
  let statements = 0;
  const proxy = new Proxy(manager, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver) as unknown;
      if (property === 'query') {
        return (...args: Parameters<EntityManager['query']>) => {
          statements++;
          seen(args[0], args[1]);
          return target.query(...args);
        };
      }
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { manager: proxy, count: () => statements };
}

export interface TickProgress {
  /** How late the next day is beyond one tick interval (0 when on time; paused time counts). */
  lagMs: number;
  /** The day being applied, if one is: its batches done and left, and how long it has run. */
  inProgress: { dayIndex: number; batchesDone: number; batchesLeft: number; runningMs: number } | null;
}

/** This process, as recorded on the steps it does (host and pid). */
const INSTANCE = `${hostname()}:${process.pid}`.slice(0, 64);

/** How many past days keep their steps (the admin clock shows the last days' batches). */
const TICK_STEPS_KEPT_DAYS = 30;

/**
 * The game clock. A game day is claimed exactly once (a conditional UPDATE of the clock row, only
 * when the previous day is complete) and its work planned in the same short transaction as steps
 * (tick_steps): one per daily handler, one per batch of rows for the batched ones (ids) and the
 * paged ones (heap pages, then a sweep that waits for the day's page batches). Then any
 * instance takes steps with FOR UPDATE SKIP LOCKED, each in its own short transaction that also
 * marks it done, so no player waits on the tick for longer than one batch, instances share a day,
 * and a crash (even SIGKILL) leaves the rest of the day to the next instance that runs the tick.
 * Whoever finishes the last step completes the day (game_ticks.completed_at). Missed periods
 * (downtime) are not replayed: the world pauses while no instance runs.
 *
 * What can be seen mid-day: the clock already shows the new day while some blocks still have the
 * previous one applied (each block carries the day in tick_day), for as long as the day's batches
 * take (seconds at a million blocks).
 */
@Injectable()
export class GameTimeService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly handlers: TickHandlerRegistry,
    private readonly logger: AppLogger,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly repository: GameTimeRepository,
  ) {}

  async now(): Promise<GameTimeDto> {
    return this.view(await this.repository.clock(this.dataSource.manager));
  }

  /** Real milliseconds per game day (GAME_TICK_MS). */
  get tickMs(): number {
    return this.config.gameTickMs;
  }

  /** Today's index; inside a transaction pass its manager (never a second pool connection). */
  async currentDayIndex(manager: EntityManager = this.dataSource.manager): Promise<number> {
    return (await this.repository.dayIndex(manager)) ?? 0;
  }

  /**
   * Today's index, holding the clock row's share lock until the transaction of `manager` ends: the
   * next day is not claimed before it commits (common/locks.ts: taken last, after the rows it guards).
   */
  dayIndexHeld(manager: EntityManager): Promise<number> {
    return this.repository.dayIndexHeld(manager);
  }

  /**
   * Applies one game day if a full period has passed since the last one (or now, when forced by
   * an admin), after helping to finish a day still in progress. Returns the day index this call
   * claimed, or null when there was none to claim (not due, or another instance claimed it); an
   * admin's tick that finds a day in progress helps finish it and answers that day instead of
   * claiming another, so two admins advancing one day at once advance the clock by one day.
   * With `source` 'admin' it returns only once the day is complete (waiting for steps that other
   * instances hold); the scheduler leaves such steps to them and comes back on its next run.
   */
  async tick(source: 'schedule' | 'admin'): Promise<number | null> {
    const wait = source === 'admin';
    const open = await this.dayInProgress();
    if (open !== null) {
      const done = await this.work(open, wait);
      // an admin's tick that finds a day in progress helps finish it: that is the day it applies
      if (wait) return open;
      if (!done) return null;
    }
    const day = await this.claim(source);
    if (day === null) {
      // another instance claimed it a moment ago: an admin's call helps it finish, and that is its day
      const other = wait ? await this.dayInProgress() : null;
      if (other === null) return null;
      await this.work(other, true);
      return other;
    }
    await this.work(day, wait);
    return day;
  }

  /** How the clock keeps up: the day in progress with its batches, and the lag behind schedule. */
  async progress(): Promise<TickProgress> {
    const row = await this.repository.progress(this.dataSource.manager);
    return {
      lagMs: Math.max(0, Math.round((row?.since_ms ?? 0) - this.config.gameTickMs)),
      inProgress:
        row && row.open_day !== null
          ? {
              dayIndex: row.open_day,
              batchesDone: row.done ?? 0,
              batchesLeft: row.left ?? 0,
              runningMs: Math.round(row.started_ms ?? 0),
            }
          : null,
    };
  }

  /** The last ten days claimed, newest first (the admin's clock page). */
  recentTicks(): Promise<RecentTickRow[]> {
    return this.repository.recentTicks(this.dataSource.manager);
  }

  /** How long ago the last day was applied (ms) and whether the clock is paused; undefined before the first. */
  async lag(): Promise<{ lagMs: number; paused: boolean } | undefined> {
    const row = await this.repository.lag(this.dataSource.manager);
    return row ? { lagMs: Number(row.lag_ms), paused: row.paused } : undefined;
  }

  /** Whether an admin paused the clock. */
  async paused(): Promise<boolean> {
    return this.repository.paused(this.dataSource.manager);
  }

  /** The oldest claimed day whose steps are not all done, if any. */
  async dayInProgress(): Promise<number | null> {
    return this.repository.dayInProgress(this.dataSource.manager);
  }

  /**
   * Applies the days a clock job still owes (`days` in all): first finishes any day in progress
   * (whoever claimed it: its instance may have died), then claims days for the job (each names it
   * in game_ticks.job_id) and works their steps, until the job has claimed and completed `days`.
   * Run again after a crash, it applies only what is left. `afterDay` runs after each day.
   */
  async advanceForJob(jobId: string, days: number, afterDay: () => Promise<void>): Promise<void> {
    for (;;) {
      const open = await this.dayInProgress();
      if (open !== null) {
        await this.work(open, true);
        await afterDay();
        continue;
      }
      if ((await this.repository.daysOfJob(this.dataSource.manager, jobId)) >= days) return;
      const day = await this.claim('admin', { jobId, days });
      // another instance claimed a day a moment ago (finish it first), or the job has all its days
      if (day === null) continue;
      await this.work(day, true);
      await afterDay();
    }
  }

  /**
   * Takes steps of a day in progress, if there is one (those no other instance holds), so that
   * instances share a day an admin's job or another instance's schedule claimed.
   */
  async help(): Promise<void> {
    const open = await this.dayInProgress();
    if (open !== null) await this.work(open, false);
  }

  /** Claims the next day if it is due and the previous one is complete, and plans its steps. */
  private claim(
    source: 'schedule' | 'admin',
    job: { jobId: string; days: number } | null = null,
  ): Promise<number | null> {
    const jobId = job?.jobId ?? null;
    return this.dataSource.transaction(async (manager) => {
      // lock the clock first: the checks below then run on a snapshot that sees the last claim
      await this.repository.lockClock(manager);
      if (await this.repository.anyDayOpen(manager)) return null;
      // under the lock: two runners of one job (one took it over) never claim a day too many
      if (job && (await this.repository.daysOfJob(manager, job.jobId)) >= job.days) return null;
      const day = await this.repository.nextDay(manager, source === 'admin', this.config.gameTickMs * 0.98);
      if (day === undefined) return null;
      await this.repository.insertDay(manager, day, source, jobId);
      for (const handler of this.handlers.all()) {
        if (handler.appliesTo && !handler.appliesTo(day)) continue;
        if (handler.kind === 'daily') {
          await this.repository.planDaily(manager, day, handler.name, handler.order);
          continue;
        }
        if (handler.kind === 'paged') {
          await this.planPages(manager, day, handler);
          continue;
        }
        // one batch per TICK_BATCH_SIZE consecutive ids (or the handler's share of it): its first id,
        // and the next batch's as its end
        await this.repository.planIdBatches(
          manager,
          day,
          handler,
          Math.max(1, Math.floor(this.config.tickBatchSize * (handler.batchShare ?? 1))),
        );
      }
      return day;
    });
  }

  /**
   * Plans a paged handler's day: batches of consecutive heap pages holding about TICK_BATCH_SIZE
   * rows each (the table's rows per page from its statistics), the last one open-ended, then the
   * sweep (which records the table's file, to tell a rewrite). The rows noted as written before
   * now are where the batches will find them: their notes go (TRUNCATE waits for writers in
   * flight, whose rows the batches then see). A few statements that read no row of the table,
   * whatever its size: its length in pages and its statistics in pg_class.
   */
  private async planPages(manager: EntityManager, day: number, handler: PagedTickHandler): Promise<void> {
    await this.repository.truncate(manager, handler.moves);
    const stats = await this.repository.pageStats(manager, handler.table);
    // a table never analysed yet: count its rows once (it is new, so small)
    const density =
      stats.density ?? (stats.pages > 0 ? (await this.repository.countRows(manager, handler.table)) / stats.pages : 1);
    // never more pages per batch than the table has (an emptied table has no rows per page at all)
    const perBatch = Math.max(
      1,
      Math.min(stats.pages, Math.round(this.config.tickBatchSize / Math.max(density, 1e-9))),
    );
    const batches = Math.max(1, Math.ceil(stats.pages / perBatch));
    await this.repository.planPageBatches(manager, day, handler, perBatch, batches, stats.filenode);
  }

  /**
   * Takes and runs the day's steps until none is left to take, then completes the day if every
   * step is done. With `wait`, steps that other instances hold are waited for. Returns whether
   * the day is complete.
   */
  private async work(day: number, wait: boolean): Promise<boolean> {
    for (;;) {
      while (await this.runOneStep(day));
      if (await this.complete(day)) return true;
      if (!wait) return false;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  /** One step in one transaction: take it (skipping those other instances hold), run it, mark it done. */
  private runOneStep(day: number): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const step = await this.repository.takeStep(manager, day);
      if (!step) return false;
      await this.repository.stepSettings(manager);
      const started = Date.now();
      const counted = countingQueries(manager, (sql, params) =>
        this.logger.write('debug', 'tick statement', { dayIndex: day, sql, params: params ?? [] }),
      );
      const handler = this.handlers.byName(step.handler);
      if (!handler) {
        // planned by an instance of another version that has this handler: nothing to do here
        this.logger.write('warn', 'tick step of an unknown handler skipped', { dayIndex: day, handler: step.handler });
      } else if (handler.kind === 'daily') {
        await handler.run(counted.manager, day);
      } else if (handler.kind === 'paged') {
        if (step.sweep)
          await handler.sweep(counted.manager, day, await this.rewritten(manager, handler, step.filenode));
        else await handler.runBatch(counted.manager, day, { firstPage: step.first_page!, untilPage: step.until_page });
      } else {
        await handler.runBatch(counted.manager, day, { firstId: step.first_id!, untilId: step.until_id });
      }
      await this.repository.markStepDone(manager, day, step, {
        statements: counted.count(),
        durationMs: Date.now() - started,
        by: INSTANCE,
      });
      return true;
    });
  }

  /** Whether a paged handler's table has another file than when its day was planned (rewritten since). */
  private async rewritten(manager: EntityManager, handler: PagedTickHandler, planned: string | null): Promise<boolean> {
    return planned === null || (await this.repository.filenode(manager, handler.table)) !== planned;
  }

  /** Completes the day when all its steps are done (once: whoever gets here first). */
  private async complete(day: number): Promise<boolean> {
    const done = await this.dataSource.transaction(async (manager) => {
      const row = await this.repository.completeDay(manager, day);
      if (!row) return null;
      await this.repository.setLastTickDuration(manager, row.duration_ms);
      // the steps of the last days stay for the admin clock; older ones go
      await this.repository.deleteStepsBefore(manager, day - TICK_STEPS_KEPT_DAYS);
      return row;
    });
    if (done) {
      metrics.observeTick(done.duration_ms);
      this.logger.info('game day applied', {
        dayIndex: day,
        ms: done.duration_ms,
        batches: done.batches,
        statements: done.handler_statements,
      });
      return true;
    }
    return (await this.dayInProgress()) !== day;
  }

  /** Pauses or resumes the scheduled clock; resuming starts a fresh period (paused time is not owed). */
  async setPaused(paused: boolean): Promise<GameTimeDto> {
    await this.repository.setPaused(this.dataSource.manager, paused);
    return this.now();
  }

  private view(clock: GameClockEntity): GameTimeDto {
    const time = toGameTimeView(gameTimeFromDayIndex(clock.dayIndex));
    return {
      year: time.year,
      month: time.month,
      day: time.day,
      season: time.season,
      monthName: time.monthName,
      formattedTime: time.formattedTime,
      dayOfYear: time.dayOfYear,
      dayIndex: clock.dayIndex,
      lastTickAt: clock.lastTickAt.toISOString(),
      lastTickDurationMs: clock.lastTickDurationMs,
      tickIntervalMs: this.config.gameTickMs,
      paused: clock.paused,
    };
  }
}
