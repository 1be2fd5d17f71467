import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

const numeric = { to: (v: number) => v, from: (v: string | null) => (v === null ? v : Number(v)) };

/**
 * The ledger of marketplace sales: written in the purchase transaction, one row per listing at
 * most (unique listing_id). It keeps plain ids, not foreign keys, so that history outlives the
 * plots and estates it names. seller_estate_id is null when the land registry sold.
 */
@Entity({ name: 'plot_sales' })
@Index('plot_sales_listing_uq', ['listingId'], { unique: true })
@Index('plot_sales_buyer_idx', ['buyerEstateId'])
@Index('plot_sales_seller_idx', ['sellerEstateId'])
export class PlotSaleEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'listing_id', type: 'uuid' })
  listingId: string;

  @Column({ name: 'plot_id', type: 'uuid' })
  plotId: string;

  @Column({ name: 'seller_estate_id', type: 'uuid', nullable: true })
  sellerEstateId: string | null;

  @Column({ name: 'buyer_estate_id', type: 'uuid' })
  buyerEstateId: string;

  @Column({ name: 'buyer_user_id', type: 'uuid' })
  buyerUserId: string;

  @Column({ type: 'bigint', transformer: numeric })
  price: number;

  @CreateDateColumn({ name: 'sold_at', type: 'timestamptz' })
  soldAt: Date;
}
