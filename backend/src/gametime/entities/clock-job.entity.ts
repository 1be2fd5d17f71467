import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A job's states: queued (accepted, not started), running, then done or failed. */
export const CLOCK_JOB_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type ClockJobState = (typeof CLOCK_JOB_STATES)[number];

/**
 * An admin's clock advance, run as a job: accepted at once (202), run by the instance that
 * accepted it, which beats a heartbeat while it works; any instance resumes a job whose heartbeat
 * stopped (its instance died). At most one is queued or running (clock_jobs_one_active_key, an
 * index on a constant over those rows). The days it claimed carry its id (game_ticks.job_id).
 */
@Entity({ name: 'clock_jobs' })
@Check('clock_jobs_state_check', `"state" IN ('queued', 'running', 'done', 'failed')`)
@Check('clock_jobs_days_check', '"days_requested" >= 1')
@Index('clock_jobs_one_active_key', { synchronize: false })
@Index('clock_jobs_created_at_idx', ['createdAt'])
export class ClockJobEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_clock_jobs' })
  id: string;

  @Column({ type: 'varchar', length: 16, default: 'queued' })
  state: ClockJobState;

  @Column({ name: 'days_requested', type: 'integer' })
  daysRequested: number;

  /** Days completed (the live figure is read from game_ticks while the job runs). */
  @Column({ name: 'days_done', type: 'integer', default: 0 })
  daysDone: number;

  /** Batches (tick steps) done over those days. */
  @Column({ name: 'batches_done', type: 'integer', default: 0 })
  batchesDone: number;

  /** The clock's day when the job was accepted. */
  @Column({ name: 'from_day', type: 'integer' })
  fromDay: number;

  /** The clock's day when the job finished. */
  @Column({ name: 'to_day', type: 'integer', nullable: true })
  toDay: number | null;

  /** What went wrong, oldest first: [{ message, at }]. */
  @Column({ type: 'jsonb', default: () => "'[]'" })
  errors: { message: string; at: string }[];

  /** The admin who asked for it (user id; the audit entry names them when it finishes). */
  @Column({ name: 'requested_by', type: 'uuid' })
  requestedBy: string;

  @Column({ name: 'requested_by_username', type: 'varchar', length: 50 })
  requestedByUsername: string;

  /** The call that started it (POST /admin/clock/advance or POST /game/time/update). */
  @Column({ type: 'varchar', length: 48 })
  route: string;

  /** The instance (host:pid) running it. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  instance: string | null;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;

  @Column({ name: 'started_at', type: 'timestamptz', nullable: true })
  startedAt: Date | null;

  /** Beaten every second by the instance running it: a stale one means that instance died. */
  @Column({ name: 'heartbeat_at', type: 'timestamptz', default: () => 'now()' })
  heartbeatAt: Date;

  @Column({ name: 'finished_at', type: 'timestamptz', nullable: true })
  finishedAt: Date | null;
}
