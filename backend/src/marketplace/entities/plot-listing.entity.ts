import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { RegionKey, SoilType } from '@vineyard/domain';
import { PlotEntity } from '../../plots/entities/plot.entity';

const numeric = { to: (v: number) => v, from: (v: string | null) => (v === null ? v : Number(v)) };

export const LISTING_STATUSES = ['active', 'sold', 'cancelled', 'expired'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

/**
 * One offer of a plot on the land marketplace. A plot has at most one active listing (partial
 * unique index). The searchable facts of the plot (region, soil, size; they never change) are
 * copied here so that search, filters and sorts run on this table alone, over partial indexes of
 * the active rows. seller_estate_id is null for the land registry's own offers.
 */
@Entity({ name: 'plot_listings' })
@Index('plot_listings_active_plot_uq', ['plotId'], { unique: true, where: `"status" = 'active'` })
@Index('plot_listings_active_listed_idx', ['listedAt', 'id'], { where: `"status" = 'active'` })
@Index('plot_listings_active_price_idx', ['price', 'id'], { where: `"status" = 'active'` })
@Index('plot_listings_active_size_idx', ['size', 'id'], { where: `"status" = 'active'` })
@Index('plot_listings_active_region_listed_idx', ['region', 'listedAt', 'id'], { where: `"status" = 'active'` })
@Index('plot_listings_active_expires_idx', ['expiresAt'], { where: `"status" = 'active'` })
@Index('plot_listings_plot_idx', ['plotId'])
@Index('plot_listings_expired_registry_idx', ['plotId'], {
  where: `"status" = 'expired' AND "seller_estate_id" IS NULL`,
})
@Check('plot_listings_status_check', `"status" IN ('active', 'sold', 'cancelled', 'expired')`)
@Check('plot_listings_price_check', '"price" >= 1000')
export class PlotListingEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'plot_id', type: 'uuid' })
  plotId: string;

  @ManyToOne(() => PlotEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'plot_id' })
  plot?: PlotEntity;

  /** The estate that offers the plot; null when the land registry does. */
  @Column({ name: 'seller_estate_id', type: 'uuid', nullable: true })
  sellerEstateId: string | null;

  @Column({ type: 'varchar', length: 16 })
  region: RegionKey;

  @Column({ name: 'soil_type', type: 'varchar', length: 16 })
  soilType: SoilType;

  @Column({ type: 'numeric', precision: 8, scale: 2, transformer: numeric })
  size: number;

  /** Asking price in whole euros. */
  @Column({ type: 'bigint', transformer: numeric })
  price: number;

  @Column({ type: 'text', default: '' })
  description: string;

  @Column({ name: 'listed_at', type: 'timestamptz' })
  listedAt: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ type: 'varchar', length: 10, default: 'active' })
  status: ListingStatus;

  @Column({ name: 'closed_at', type: 'timestamptz', nullable: true })
  closedAt: Date | null;
}
