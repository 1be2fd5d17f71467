import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { GrapeVariety } from '@vineyard/domain';
import { EstateEntity } from '../../estates/entities/estate.entity';

/** Grapes harvested from a block into an estate's inventory; also the block's harvest history. */
@Entity({ name: 'harvests' })
@Index('harvests_estate_id_idx', ['estateId'])
@Index('harvests_block_id_idx', ['blockId'])
export class HarvestEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'estate_id', type: 'uuid' })
  estateId: string;

  @ManyToOne(() => EstateEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'estate_id' })
  estate?: EstateEntity;

  /** The block it came from; kept as history after the block is gone. */
  @Column({ name: 'block_id', type: 'uuid', nullable: true })
  blockId: string | null;

  @Column({ name: 'block_name', type: 'varchar', length: 100 })
  blockName: string;

  @Column({ type: 'varchar', length: 32 })
  variety: GrapeVariety;

  @Column({ name: 'amount_kg', type: 'integer' })
  amountKg: number;

  @Column({ type: 'smallint' })
  quality: number;

  @Column({ name: 'game_day', type: 'integer' })
  gameDay: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
