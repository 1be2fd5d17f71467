import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { PlotOrientation, RegionKey, SoilType, Terrain } from '@vineyard/domain';
import { EstateEntity } from '../../estates/entities/estate.entity';

const numeric = { to: (v: number) => v, from: (v: string | null) => (v === null ? v : Number(v)) };

/** A vineyard plot with its terroir. Its offers on the marketplace are plot_listings rows. */
@Entity({ name: 'plots' })
@Index('plots_estate_id_idx', ['estateId'])
@Index('plots_vines_estate_idx', ['estateId'], { where: '"vine_blocks" > 0' })
@Check('plots_size_check', '"size" > 0')
@Check('plots_vine_blocks_check', '"vine_blocks" >= 0')
@Check('plots_scores_check', '"sun_exposure" BETWEEN 0 AND 10 AND "water_access" BETWEEN 0 AND 10')
export class PlotEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** The owning estate; null while the land registry holds the plot (offered on the marketplace). */
  @Column({ name: 'estate_id', type: 'uuid', nullable: true })
  estateId: string | null;

  @ManyToOne(() => EstateEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'estate_id' })
  estate?: EstateEntity;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'text', default: '' })
  description: string;

  @Column({ type: 'text', default: '' })
  notes: string;

  @Column({ type: 'varchar', length: 16 })
  region: RegionKey;

  /** Hectares, two decimals. */
  @Column({ type: 'numeric', precision: 8, scale: 2, transformer: numeric })
  size: number;

  /** Purchase price in euros. */
  @Column({ type: 'bigint', transformer: numeric })
  price: number;

  /** Annual upkeep in euros. */
  @Column({ name: 'maintenance_cost', type: 'integer' })
  maintenanceCost: number;

  @Column({ name: 'purchase_date', type: 'timestamptz' })
  purchaseDate: Date;

  /** Absolute game day (0 = Spring, Year 1, Day 1, March) when it was acquired. */
  @Column({ name: 'purchase_game_day', type: 'integer' })
  purchaseGameDay: number;

  @Column({ name: 'soil_type', type: 'varchar', length: 16 })
  soilType: SoilType;

  @Column({ type: 'integer' })
  elevation: number;

  @Column({ type: 'varchar', length: 16 })
  orientation: PlotOrientation;

  @Column({ name: 'sun_exposure', type: 'smallint' })
  sunExposure: number;

  @Column({ name: 'water_access', type: 'smallint' })
  waterAccess: number;

  @Column({ type: 'varchar', length: 20 })
  terrain: Terrain;

  /**
   * How many blocks the plot holds, kept by triggers on blocks (migration PlotVineBlocks): the
   * regional index counts the estates with vines through plots_vines_estate_idx. Never written here.
   */
  @Column({ name: 'vine_blocks', type: 'integer', default: 0, insert: false, update: false, select: false })
  vineBlocks?: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
