import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { BlendComponent, GrapeColor, GrapeVariety, RegionKey, WinePlan, WinePreset } from '@vineyard/domain';
import { EstateEntity } from '../../estates/entities/estate.entity';

export const WINE_BATCH_STATUSES = ['active', 'bottled', 'sold', 'blended'] as const;
export type WineBatchStatus = (typeof WINE_BATCH_STATUSES)[number];

/**
 * Wine in the making: crushed from a grape lot on `startDay` with a plan that cannot change, so
 * each stage's end day is stored at the start and the stage, progress and quality on any day are
 * computed on read (`wineStage`, `batchQuality`). `litres` is what is left (bulk sales take from
 * it); `status` leaves `active` when it is bottled, sold out or blended into another batch.
 *
 * A blend (`blend` set) is made of ready batches of one colour: it is ready from the day it is
 * made, `variety` is its largest variety (bottle ageing follows it), and `grapeQuality` holds the
 * blended quality, fixed (its winemaking is over).
 */
@Entity({ name: 'wine_batches' })
@Index('wine_batches_estate_idx', ['estateId', 'status'])
@Index('wine_batches_ready_idx', ['readyDay'], { where: `status = 'active'` })
@Index('wine_batches_fermentation_idx', ['fermentationEndDay'], { where: `status = 'active'` })
@Index('wine_batches_malolactic_idx', ['malolacticEndDay'], { where: `status = 'active'` })
@Check('wine_batches_litres_check', '"litres" >= 0')
export class WineBatchEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'estate_id', type: 'uuid' })
  estateId: string;

  @ManyToOne(() => EstateEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'estate_id' })
  estate?: EstateEntity;

  /** The grape lot it was crushed from (kept as history; no foreign key). */
  @Column({ name: 'grape_lot_id', type: 'uuid', nullable: true })
  grapeLotId: string | null;

  @Column({ name: 'block_name', type: 'varchar', length: 100 })
  blockName: string;

  @Column({ type: 'varchar', length: 16 })
  region: RegionKey;

  @Column({ type: 'varchar', length: 8 })
  colour: GrapeColor;

  @Column({ type: 'varchar', length: 32 })
  variety: GrapeVariety;

  @Column({ type: 'integer' })
  vintage: number;

  /** Kilograms taken from the grape lot. */
  @Column({ type: 'integer' })
  kilograms: number;

  @Column({ name: 'initial_litres', type: 'integer' })
  initialLitres: number;

  @Column({ type: 'integer' })
  litres: number;

  @Column({ name: 'grape_quality', type: 'smallint' })
  grapeQuality: number;

  @Column({ type: 'varchar', length: 20, nullable: true })
  preset: WinePreset | null;

  @Column({ type: 'jsonb' })
  plan: WinePlan;

  /** Mean oak flavour of its barrels when it was crushed (0 for steel). */
  @Column({ name: 'oak_strength', type: 'real', default: 0 })
  oakStrength: number;

  @Column({ name: 'start_day', type: 'integer' })
  startDay: number;

  @Column({ name: 'fermentation_end_day', type: 'integer' })
  fermentationEndDay: number;

  @Column({ name: 'malolactic_end_day', type: 'integer' })
  malolacticEndDay: number;

  @Column({ name: 'ready_day', type: 'integer' })
  readyDay: number;

  /** The batches blended into it (null unless it is a blend). */
  @Column({ type: 'jsonb', nullable: true })
  blend: BlendComponent[] | null;

  @Column({ type: 'varchar', length: 10, default: 'active' })
  status: WineBatchStatus;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
