import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * One row per claimed game day: the primary key makes a second claim of a day impossible. The row
 * is written when the day is claimed and completed when its last batch is done (see tick_steps);
 * until then the day is in progress and any instance may resume it.
 */
@Entity({ name: 'game_ticks' })
@Index('game_ticks_in_progress_idx', ['dayIndex'], { where: 'completed_at IS NULL' })
@Index('game_ticks_job_id_idx', ['jobId'], { where: 'job_id IS NOT NULL' })
export class GameTickEntity {
  @PrimaryColumn({ name: 'day_index', type: 'integer' })
  dayIndex: number;

  /** When the day was claimed. */
  @Column({ name: 'applied_at', type: 'timestamptz', default: () => 'now()' })
  appliedAt: Date;

  /** When its last batch was done; null while the day is in progress. */
  @Column({ name: 'completed_at', type: 'timestamptz', nullable: true })
  completedAt: Date | null;

  /** From the claim to the last batch (null while in progress). */
  @Column({ name: 'duration_ms', type: 'integer', nullable: true })
  durationMs: number | null;

  /** SQL statements the handlers ran for this day, over all its batches. */
  @Column({ name: 'handler_statements', type: 'integer', nullable: true })
  handlerStatements: number | null;

  /** Batches the day was split into (statements per batch = handler_statements / batches). */
  @Column({ type: 'integer', nullable: true })
  batches: number | null;

  /** 'schedule' or 'admin' */
  @Column({ type: 'varchar', length: 16 })
  source: string;

  /** The admin's clock job that claimed the day (clock_jobs), if one did. */
  @Column({ name: 'job_id', type: 'uuid', nullable: true })
  jobId: string | null;
}
