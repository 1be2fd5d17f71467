import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * One unit of a game day's work: a batch of a batched handler (a range of the rows' ids), a batch
 * of a paged handler (a range of heap pages) or its sweep, or the single step of a daily handler.
 * Planned when the day is claimed;
 * an instance takes a step with FOR UPDATE SKIP LOCKED, does it and marks it done in one short
 * transaction, so instances share a day and a crash leaves the step for the next one.
 */
@Entity({ name: 'tick_steps' })
export class TickStepEntity {
  @PrimaryColumn({ name: 'day_index', type: 'integer' })
  dayIndex: number;

  @PrimaryColumn({ type: 'varchar', length: 48 })
  handler: string;

  @PrimaryColumn({ type: 'integer' })
  batch: number;

  /** The handler's order: steps are taken in this order, then by batch. */
  @Column({ name: 'handler_order', type: 'smallint' })
  handlerOrder: number;

  /** A batch covers first_id <= id < until_id (until_id null: to the end of the table). */
  @Column({ name: 'first_id', type: 'uuid', nullable: true })
  firstId: string | null;

  @Column({ name: 'until_id', type: 'uuid', nullable: true })
  untilId: string | null;

  /** A batch of a paged handler covers heap pages first_page <= page < until_page (null: to the end). */
  @Column({ name: 'first_page', type: 'integer', nullable: true })
  firstPage: number | null;

  @Column({ name: 'until_page', type: 'integer', nullable: true })
  untilPage: number | null;

  /** The table's file when a paged handler's day was planned: another one means it was rewritten. */
  @Column({ type: 'bigint', nullable: true })
  filenode: string | null;

  /** The sweep of a paged handler: taken only once every page batch of its day is done. */
  @Column({ type: 'boolean', default: false })
  sweep: boolean;

  @Column({ name: 'done_at', type: 'timestamptz', nullable: true })
  doneAt: Date | null;

  @Column({ type: 'integer', nullable: true })
  statements: number | null;

  @Column({ name: 'duration_ms', type: 'integer', nullable: true })
  durationMs: number | null;

  /** The instance (host:pid) that did the step. */
  @Column({ name: 'done_by', type: 'varchar', length: 64, nullable: true })
  doneBy: string | null;
}
