import { Check, Column, Entity, PrimaryColumn } from 'typeorm';

/** The one game clock (id = 1). A tick advances `day_index` by one game day. */
@Entity({ name: 'game_clock' })
@Check('game_clock_single_row_check', '"id" = 1')
export class GameClockEntity {
  @PrimaryColumn({ type: 'smallint' })
  id: number;

  /** Days since Spring, Year 1, Day 1 (March). */
  @Column({ name: 'day_index', type: 'integer', default: 0 })
  dayIndex: number;

  @Column({ name: 'last_tick_at', type: 'timestamptz', default: () => 'now()' })
  lastTickAt: Date;

  @Column({ name: 'last_tick_duration_ms', type: 'integer', nullable: true })
  lastTickDurationMs: number | null;

  @Column({ type: 'boolean', default: false })
  paused: boolean;
}
