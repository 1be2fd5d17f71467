import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { GrapeColor, GrapeVariety, OfferStatus, RegionKey } from '@vineyard/domain';
import { EstateEntity } from '../../estates/entities/estate.entity';
import { GrapeLotEntity } from '../../grapes/entities/grape-lot.entity';

/**
 * An offer of fresh grapes on the exchange (issue 32, item 1): `kilograms` were taken out of the
 * seller's grape lot when it opened (reserved); `kilogramsLeft` are still for sale, at `priceCents`
 * a kilogram. It closes sold out, withdrawn (the unsold go back to the lot) or expired on
 * `expiresDay`, at the latest the grapes' last sound day (the tick returns them). The harvest's
 * identity is copied in for search and for the lot a purchase makes.
 */
@Entity({ name: 'grape_offers' })
@Index('grape_offers_open_newest_idx', ['createdAt', 'id'], { where: `"status" = 'open'` })
@Index('grape_offers_open_price_idx', ['priceCents', 'id'], { where: `"status" = 'open'` })
@Index('grape_offers_open_region_idx', ['region', 'priceCents', 'id'], { where: `"status" = 'open'` })
@Index('grape_offers_open_expiry_idx', ['expiresDay'], { where: `"status" = 'open'` })
@Index('grape_offers_seller_idx', ['sellerEstateId', 'createdAt'])
@Index('grape_offers_lot_idx', ['grapeLotId'])
@Check('grape_offers_kilograms_check', '"kilograms_left" >= 0 AND "kilograms_left" <= "kilograms" AND "kilograms" > 0')
@Check('grape_offers_price_check', '"price_cents" > 0')
export class GrapeOfferEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'seller_estate_id', type: 'uuid' })
  sellerEstateId: string;

  @ManyToOne(() => EstateEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'seller_estate_id' })
  seller?: EstateEntity;

  @Column({ name: 'grape_lot_id', type: 'uuid' })
  grapeLotId: string;

  @ManyToOne(() => GrapeLotEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'grape_lot_id' })
  lot?: GrapeLotEntity;

  /** The seller's estate's name on the day it offered. */
  @Column({ type: 'varchar', length: 80 })
  producer: string;

  @Column({ name: 'block_name', type: 'varchar', length: 100 })
  blockName: string;

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

  @Column({ name: 'harvest_day', type: 'integer' })
  harvestDay: number;

  /** Whole cents a kilogram. */
  @Column({ name: 'price_cents', type: 'integer' })
  priceCents: number;

  @Column({ type: 'integer' })
  kilograms: number;

  @Column({ name: 'kilograms_left', type: 'integer' })
  kilogramsLeft: number;

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
