import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { GrapeVariety, HarvestPlan, RegionKey } from '@vineyard/domain';
import { EstateEntity } from '../../estates/entities/estate.entity';

/**
 * Grapes of one harvest, kept by an estate until they are sold (or crushed, later). They perish
 * slowly after a grace period: `kilograms` is what the lot held on `countedDay` (its harvest day,
 * or the day of its last sale); what it holds today is computed on read (`grapeLotKilograms`).
 */
@Entity({ name: 'grape_lots' })
@Index('grape_lots_estate_idx', ['estateId', 'createdAt'])
@Index('grape_lots_pending_plan_idx', ['estateId'], { where: 'pending_plan IS NOT NULL' })
@Check('grape_lots_kilograms_check', '"kilograms" >= 0')
export class GrapeLotEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'estate_id', type: 'uuid' })
  estateId: string;

  @ManyToOne(() => EstateEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'estate_id' })
  estate?: EstateEntity;

  /** The block it came from; kept as history after the block is gone (no foreign key). */
  @Column({ name: 'block_id', type: 'uuid', nullable: true })
  blockId: string | null;

  @Column({ name: 'block_name', type: 'varchar', length: 100 })
  blockName: string;

  /** The region of the block's plot: it sets the grape buyers' price. */
  @Column({ type: 'varchar', length: 16 })
  region: RegionKey;

  @Column({ type: 'varchar', length: 32 })
  variety: GrapeVariety;

  @Column({ type: 'integer' })
  kilograms: number;

  @Column({ name: 'harvested_kg', type: 'integer' })
  harvestedKg: number;

  @Column({ type: 'smallint' })
  quality: number;

  /** The game year of the harvest. */
  @Column({ type: 'integer' })
  vintage: number;

  @Column({ name: 'harvest_day', type: 'integer' })
  harvestDay: number;

  @Column({ name: 'counted_day', type: 'integer' })
  countedDay: number;

  /** A lot the tick picked, waiting for its block's plan to be carried out the next day (then null). */
  @Column({ name: 'pending_plan', type: 'varchar', length: 8, nullable: true })
  pendingPlan: HarvestPlan | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
