import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { GrapeColor, GrapeVariety, RegionKey } from '@vineyard/domain';

/**
 * One purchase of grapes on the exchange (issue 32, item 1): the grape price history of a region
 * and colour reads these, and the new estates' limit sums a buyer's. Plain ids, not foreign keys,
 * so that the history outlives the offers, lots and estates it names.
 */
@Entity({ name: 'grape_trades' })
@Index('grape_trades_segment_idx', ['region', 'colour', 'createdAt'])
@Index('grape_trades_offer_idx', ['offerId'])
@Index('grape_trades_buyer_idx', ['buyerEstateId'])
export class GrapeTradeEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'offer_id', type: 'uuid' })
  offerId: string;

  @Column({ name: 'seller_estate_id', type: 'uuid' })
  sellerEstateId: string;

  @Column({ name: 'buyer_estate_id', type: 'uuid' })
  buyerEstateId: string;

  /** The grape lot the purchase made in the buyer's stock. */
  @Column({ name: 'buyer_lot_id', type: 'uuid' })
  buyerLotId: string;

  @Column({ type: 'varchar', length: 80 })
  producer: string;

  @Column({ type: 'varchar', length: 16 })
  region: RegionKey;

  @Column({ type: 'varchar', length: 8 })
  colour: GrapeColor;

  @Column({ type: 'varchar', length: 32 })
  variety: GrapeVariety;

  @Column({ type: 'smallint' })
  quality: number;

  @Column({ type: 'integer' })
  vintage: number;

  @Column({ name: 'price_cents', type: 'integer' })
  priceCents: number;

  @Column({ type: 'integer' })
  kilograms: number;

  /** Whole euros the buyer paid, and the fee the seller paid. */
  @Column({ type: 'bigint' })
  total: string;

  @Column({ type: 'bigint' })
  fee: string;

  @Column({ name: 'game_day', type: 'integer' })
  gameDay: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
