import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { BlendComponent, GrapeColor, GrapeVariety, OfferStatus, RegionKey, WineTier } from '@vineyard/domain';
import { EstateEntity } from '../../estates/entities/estate.entity';
import { WineLotEntity } from '../../cellar/entities/wine-lot.entity';

/**
 * An offer of bottled wine on the exchange (issue 32): `bottles` were taken out of the seller's lot
 * when it opened (reserved); `bottlesLeft` are still for sale. It closes sold out, withdrawn (the
 * unsold go back to the lot) or expired on `expiresDay` (the tick returns them). The wine's
 * identity is copied in for search and for the lot a purchase makes; `tier` is the wine's tier by
 * quality on the day it was offered (the segment its trades count in).
 */
@Entity({ name: 'exchange_offers' })
@Index('exchange_offers_open_newest_idx', ['createdAt', 'id'], { where: `"status" = 'open'` })
@Index('exchange_offers_open_price_idx', ['price', 'id'], { where: `"status" = 'open'` })
@Index('exchange_offers_open_segment_idx', ['region', 'colour', 'tier', 'price', 'id'], {
  where: `"status" = 'open'`,
})
@Index('exchange_offers_open_expiry_idx', ['expiresDay'], { where: `"status" = 'open'` })
@Index('exchange_offers_seller_idx', ['sellerEstateId', 'createdAt'])
@Index('exchange_offers_lot_idx', ['wineLotId'])
@Check('exchange_offers_bottles_check', '"bottles_left" >= 0 AND "bottles_left" <= "bottles" AND "bottles" > 0')
@Check('exchange_offers_price_check', '"price" > 0')
export class ExchangeOfferEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'seller_estate_id', type: 'uuid' })
  sellerEstateId: string;

  @ManyToOne(() => EstateEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'seller_estate_id' })
  seller?: EstateEntity;

  @Column({ name: 'wine_lot_id', type: 'uuid' })
  wineLotId: string;

  @ManyToOne(() => WineLotEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'wine_lot_id' })
  lot?: WineLotEntity;

  /** The lot its producer bottled (the wine's identity: its medal). */
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

  @Column({ type: 'jsonb', nullable: true })
  blend: BlendComponent[] | null;

  @Column({ type: 'integer' })
  vintage: number;

  @Column({ type: 'varchar', length: 10 })
  tier: WineTier;

  /** Quality on the bottling day, the bottling day and the bottles bottled (ageing and review go on). */
  @Column({ type: 'smallint' })
  quality: number;

  @Column({ name: 'bottled_day', type: 'integer' })
  bottledDay: number;

  @Column({ name: 'bottled_bottles', type: 'integer' })
  bottledBottles: number;

  /** Whole euros a bottle. */
  @Column({ type: 'integer' })
  price: number;

  @Column({ type: 'integer' })
  bottles: number;

  @Column({ name: 'bottles_left', type: 'integer' })
  bottlesLeft: number;

  @Column({ type: 'varchar', length: 10, default: 'open' })
  status: OfferStatus;

  @Column({ name: 'listed_day', type: 'integer' })
  listedDay: number;

  @Column({ name: 'expires_day', type: 'integer' })
  expiresDay: number;

  @Column({ name: 'closed_day', type: 'integer', nullable: true })
  closedDay: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
