import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { GrapeColor, GrapeVariety, RegionKey, WineTier } from '@vineyard/domain';

/**
 * One purchase on the exchange (issue 32): the price history of a segment (region × colour × tier)
 * and of a wine reads these. Plain ids, not foreign keys, so that the history outlives the offers,
 * lots and estates it names (like plot_sales).
 */
@Entity({ name: 'exchange_trades' })
@Index('exchange_trades_segment_idx', ['region', 'colour', 'tier', 'createdAt'])
@Index('exchange_trades_origin_idx', ['originLotId', 'createdAt'])
@Index('exchange_trades_offer_idx', ['offerId'])
@Index('exchange_trades_buyer_idx', ['buyerEstateId'])
export class ExchangeTradeEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'offer_id', type: 'uuid' })
  offerId: string;

  @Column({ name: 'seller_estate_id', type: 'uuid' })
  sellerEstateId: string;

  @Column({ name: 'buyer_estate_id', type: 'uuid' })
  buyerEstateId: string;

  /** The lot the purchase made in the buyer's cellar. */
  @Column({ name: 'buyer_lot_id', type: 'uuid' })
  buyerLotId: string;

  @Column({ name: 'origin_lot_id', type: 'uuid' })
  originLotId: string;

  @Column({ type: 'varchar', length: 80 })
  name: string;

  @Column({ type: 'varchar', length: 80 })
  producer: string;

  @Column({ type: 'varchar', length: 16 })
  region: RegionKey;

  @Column({ type: 'varchar', length: 8 })
  colour: GrapeColor;

  @Column({ type: 'varchar', length: 32 })
  variety: GrapeVariety;

  @Column({ type: 'integer' })
  vintage: number;

  @Column({ type: 'varchar', length: 10 })
  tier: WineTier;

  @Column({ type: 'integer' })
  price: number;

  @Column({ type: 'integer' })
  bottles: number;

  @Column({ type: 'bigint' })
  total: string;

  @Column({ type: 'bigint' })
  fee: string;

  @Column({ name: 'game_day', type: 'integer' })
  gameDay: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
