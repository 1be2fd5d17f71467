import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Unique,
} from 'typeorm';
import type { WeatherEventKind } from '@vineyard/domain';
import { BlockEntity } from './block.entity';

/**
 * A block protected against one forecast weather event (issue 31, item 2): at most one per block
 * and event day. The tick's lifecycle statement reads the day's rows (by `event_day`) and spares
 * their blocks the event's damage.
 */
@Entity({ name: 'block_protections' })
@Unique('block_protections_block_day_key', ['blockId', 'eventDay'])
@Index('block_protections_event_day_idx', ['eventDay'])
export class BlockProtectionEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'block_id', type: 'uuid' })
  blockId: string;

  @ManyToOne(() => BlockEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'block_id' })
  block?: BlockEntity;

  @Column({ name: 'event_day', type: 'integer' })
  eventDay: number;

  @Column({ type: 'varchar', length: 16 })
  kind: WeatherEventKind;

  /** Whole euros paid (the ledger row's amount). */
  @Column({ type: 'integer' })
  cost: number;

  /** The game day it was bought. */
  @Column({ name: 'game_day', type: 'integer' })
  gameDay: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
