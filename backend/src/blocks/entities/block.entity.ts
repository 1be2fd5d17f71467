import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type {
  BlockOrientation,
  BlockStatus,
  GrapeVariety,
  HarvestPlan,
  RegionKey,
  TrellisSystem,
} from '@vineyard/domain';
import { PlotEntity } from '../../plots/entities/plot.entity';

const numeric = { to: (v: number) => v, from: (v: string | null) => (v === null ? v : Number(v)) };

/** A vineyard block: one variety planted on part of a plot. */
@Entity({ name: 'blocks' })
@Index('blocks_plot_id_idx', ['plotId'])
@Check('blocks_size_check', '"size" >= 0.1')
@Check('blocks_spacing_check', '"row_spacing" >= 0.5 AND "vine_spacing" >= 0.5')
@Check('blocks_scores_check', '"health" BETWEEN 0 AND 100 AND "quality" BETWEEN 0 AND 100')
export class BlockEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'plot_id', type: 'uuid' })
  plotId: string;

  @ManyToOne(() => PlotEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'plot_id' })
  plot?: PlotEntity;

  /**
   * The plot's region, copied when the block is planted (a plot's region never changes and a
   * block never changes plot): the tick's weather needs it, and reads no plot for it.
   */
  @Column({ type: 'varchar', length: 16 })
  region: RegionKey;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'numeric', precision: 8, scale: 2, transformer: numeric })
  size: number;

  @Column({ name: 'grape_variety', type: 'varchar', length: 32 })
  grapeVariety: GrapeVariety;

  @Column({ name: 'row_spacing', type: 'numeric', precision: 5, scale: 2, transformer: numeric })
  rowSpacing: number;

  @Column({ name: 'vine_spacing', type: 'numeric', precision: 5, scale: 2, transformer: numeric })
  vineSpacing: number;

  @Column({ type: 'varchar', length: 32 })
  orientation: BlockOrientation;

  @Column({ name: 'trellis_system', type: 'varchar', length: 16 })
  trellisSystem: TrellisSystem;

  @Column({ type: 'text', default: '' })
  notes: string;

  @Column({ type: 'varchar', length: 16, default: 'planting' })
  status: BlockStatus;

  @Column({ name: 'planting_date', type: 'timestamptz' })
  plantingDate: Date;

  @Column({ name: 'planted_game_day', type: 'integer' })
  plantedGameDay: number;

  /** How well the variety suits the plot (0-100), from the shared model; fixed at planting. */
  @Column({ type: 'smallint' })
  suitability: number;

  /** The quality the block can reach (suitability, trellis, density). */
  @Column({ type: 'smallint' })
  potential: number;

  @Column({ type: 'smallint' })
  health: number;

  @Column({ type: 'smallint' })
  quality: number;

  /** Game year of the last harvest, so a block is harvested once a year. */
  @Column({ name: 'last_harvest_year', type: 'integer', nullable: true })
  lastHarvestYear: number | null;

  /**
   * The last game day the tick applied to this block (its lifecycle batch sets it in the same
   * statement): a day is applied to a row once, whatever crashes or instances (not indexed, so
   * the daily update stays a HOT update).
   */
  @Column({ name: 'tick_day', type: 'integer', default: 0 })
  tickDay: number;

  /** What the tick does with grapes the player left on the vine (HARVEST_PLANS: crush, sell, keep). */
  @Column({ name: 'harvest_plan', type: 'varchar', length: 8, default: 'crush' })
  harvestPlan: HarvestPlan;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
