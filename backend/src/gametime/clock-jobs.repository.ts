import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { firstRow } from '../common/sql';
import { DAY_INDEX_SQL } from './gametime.sql';
import type { ClockJobState } from './entities/clock-job.entity';

/** A clock job as read, its progress live while it runs (from the days it claimed). */
export interface ClockJobRow {
  id: string;
  state: ClockJobState;
  days_requested: number;
  days_done: number;
  batches_done: number;
  from_day: number;
  to_day: number | null;
  errors: { message: string; at: string }[];
  requested_by: string;
  requested_by_username: string;
  route: string;
  instance: string | null;
  created_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
}

/**
 * A job's columns, with days_done and batches_done counted from its days while it is not finished:
 * the days it claimed and completed, their batches, and the batches done of its day in progress.
 */
const JOB_COLUMNS = `j.id, j.state, j.days_requested, j.from_day, j.to_day, j.errors, j.requested_by,
       j.requested_by_username, j.route, j.instance, j.created_at, j.started_at, j.finished_at,
       CASE WHEN j.finished_at IS NOT NULL THEN j.days_done
            ELSE (SELECT count(*) FROM game_ticks t WHERE t.job_id = j.id AND t.completed_at IS NOT NULL) END::int
         AS days_done,
       CASE WHEN j.finished_at IS NOT NULL THEN j.batches_done
            ELSE (SELECT COALESCE(sum(t.batches), 0) FROM game_ticks t WHERE t.job_id = j.id AND t.completed_at IS NOT NULL)
               + (SELECT count(*) FROM game_ticks t JOIN tick_steps s ON s.day_index = t.day_index
                   WHERE t.job_id = j.id AND t.completed_at IS NULL AND s.done_at IS NOT NULL) END::int
         AS batches_done`;

/** The clock jobs table (clock_jobs), owned by the game clock; ClockJobsService holds the order of things. */
@Injectable()
export class ClockJobsRepository {
  /**
   * Inserts a queued job held by `instance` (its heartbeat now), from the clock's current day. A
   * second active job breaks clock_jobs_one_active_key (23505): the caller answers 409.
   */
  async insert(
    manager: EntityManager,
    job: { days: number; userId: string; username: string; route: string; instance: string },
  ): Promise<ClockJobRow> {
    const [row]: { id: string }[] = await manager.query(
      `INSERT INTO clock_jobs (days_requested, requested_by, requested_by_username, route, instance, from_day)
       VALUES ($1, $2, $3, $4, $5, ${DAY_INDEX_SQL}) RETURNING id`,
      [job.days, job.userId, job.username, job.route, job.instance],
    );
    return (await this.find(manager, row!.id))!;
  }

  async find(manager: EntityManager, id: string): Promise<ClockJobRow | undefined> {
    return firstRow<ClockJobRow>(await manager.query(`SELECT ${JOB_COLUMNS} FROM clock_jobs j WHERE j.id = $1`, [id]));
  }

  /** The newest job (the admin's clock page shows it). */
  async latest(manager: EntityManager): Promise<ClockJobRow | undefined> {
    return firstRow<ClockJobRow>(
      await manager.query(`SELECT ${JOB_COLUMNS} FROM clock_jobs j ORDER BY j.created_at DESC LIMIT 1`),
    );
  }

  /**
   * Takes a job to run it here: the instance's own new job, or (`staleMs` given) an active one whose
   * heartbeat is older than that (its instance died), noting why it was taken over. Undefined when
   * it is not (or no longer) to be taken.
   */
  async take(
    manager: EntityManager,
    id: string,
    instance: string,
    staleMs: number | null,
    note: string | null,
  ): Promise<ClockJobRow | undefined> {
    const row = firstRow<{ id: string }>(
      await manager.query(
        `UPDATE clock_jobs SET state = 'running', instance = $2, started_at = COALESCE(started_at, now()),
              heartbeat_at = now(),
              errors = CASE WHEN $4::text IS NULL THEN errors
                            ELSE errors || jsonb_build_array(jsonb_build_object('message', $4::text, 'at', now())) END
        WHERE id = $1 AND state IN ('queued', 'running')
          AND (CASE WHEN $3::int IS NULL THEN instance = $2
                    ELSE heartbeat_at < now() - make_interval(secs => $3::int / 1000.0) END)
        RETURNING id`,
        [id, instance, staleMs, note],
      ),
    );
    return row ? this.find(manager, row.id) : undefined;
  }

  /** The active job whose heartbeat is older than `staleMs` (its instance died), if any. */
  async stale(manager: EntityManager, staleMs: number): Promise<string | undefined> {
    const row = firstRow<{ id: string }>(
      await manager.query(
        `SELECT id FROM clock_jobs WHERE state IN ('queued', 'running')
            AND heartbeat_at < now() - make_interval(secs => $1::int / 1000.0)`,
        [staleMs],
      ),
    );
    return row?.id;
  }

  /** Beats the heartbeat of a job this instance runs; false when another instance took it over. */
  async beat(manager: EntityManager, id: string, instance: string): Promise<boolean> {
    const row = firstRow<{ id: string }>(
      await manager.query(
        `UPDATE clock_jobs SET heartbeat_at = now() WHERE id = $1 AND instance = $2 AND state = 'running' RETURNING id`,
        [id, instance],
      ),
    );
    return row !== undefined;
  }

  /** Hands a job this instance runs to the others (it stops): stale at once, so another resumes it. */
  async release(manager: EntityManager, id: string, instance: string): Promise<void> {
    await manager.query(
      `UPDATE clock_jobs SET heartbeat_at = '-infinity' WHERE id = $1 AND instance = $2 AND state = 'running'`,
      [id, instance],
    );
  }

  /**
   * Finishes a job this instance runs: done, or failed with `error`; its progress is fixed from its
   * days and the clock's day recorded. Undefined when it was not running here any more.
   */
  async finish(
    manager: EntityManager,
    id: string,
    instance: string,
    error: string | null,
  ): Promise<ClockJobRow | undefined> {
    const row = firstRow<{ id: string }>(
      await manager.query(
        `UPDATE clock_jobs j SET
              state = CASE WHEN $3::text IS NULL THEN 'done' ELSE 'failed' END,
              errors = CASE WHEN $3::text IS NULL THEN j.errors
                            ELSE j.errors || jsonb_build_array(jsonb_build_object('message', $3::text, 'at', now())) END,
              days_done = p.days_done, batches_done = p.batches_done, to_day = ${DAY_INDEX_SQL}, finished_at = now()
         FROM (SELECT ${JOB_COLUMNS} FROM clock_jobs j WHERE j.id = $1) p
        WHERE j.id = $1 AND j.instance = $2 AND j.state = 'running'
        RETURNING j.id`,
        [id, instance, error],
      ),
    );
    return row ? this.find(manager, row.id) : undefined;
  }
}
