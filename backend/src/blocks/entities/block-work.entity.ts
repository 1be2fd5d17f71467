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
import type { VineyardWorkKind, VineyardWorkOption } from '@vineyard/domain';
import { BlockEntity } from './block.entity';

/**
 * A kind of the vineyard year's work done on a block for a vintage (issue 31, item 1): at most one
 * per block, vintage and kind. Read on the block page, at harvest (the yield and quality
 * effects, vineyardWorkEffects) and by the tick's lifecycle statement on a mildew day (the
 * vintage's sprayings, by `vintage` and `kind`).
 */
@Entity({ name: 'block_work' })
@Unique('block_work_block_vintage_kind_key', ['blockId', 'vintage', 'kind'])
@Index('block_work_vintage_kind_idx', ['vintage', 'kind'])
export class BlockWorkEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'block_id', type: 'uuid' })
  blockId: string;

  @ManyToOne(() => BlockEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'block_id' })
  block?: BlockEntity;

  /** The game year of the harvest it is for (workVintage: November to February count for the next). */
  @Column({ type: 'integer' })
  vintage: number;

  @Column({ type: 'varchar', length: 16 })
  kind: VineyardWorkKind;

  @Column({ type: 'varchar', length: 16 })
  option: VineyardWorkOption;

  /** Whole euros paid (the ledger row's amount). */
  @Column({ type: 'integer' })
  cost: number;

  /** The game day it was done. */
  @Column({ name: 'game_day', type: 'integer' })
  gameDay: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
