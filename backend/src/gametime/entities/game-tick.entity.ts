import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One row per applied game day: the primary key makes a double application impossible. */
@Entity({ name: 'game_ticks' })
export class GameTickEntity {
  @PrimaryColumn({ name: 'day_index', type: 'integer' })
  dayIndex: number;

  @Column({ name: 'applied_at', type: 'timestamptz', default: () => 'now()' })
  appliedAt: Date;

  @Column({ name: 'duration_ms', type: 'integer' })
  durationMs: number;

  /** SQL statements the handlers ran for this day: it must not grow with the number of rows. */
  @Column({ name: 'handler_statements', type: 'integer', nullable: true })
  handlerStatements: number | null;

  /** 'schedule' or 'admin' */
  @Column({ type: 'varchar', length: 16 })
  source: string;
}
