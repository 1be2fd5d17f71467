import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { BlendComponent, GrapeColor, GrapeVariety, RegionKey } from '@vineyard/domain';
import { EstateEntity } from '../../estates/entities/estate.entity';

/**
 * Bottled wine: a named lot of bottles from one batch. Its quality on a day is computed on read
 * from the quality at bottling and the days in bottle (`bottleQuality`). The cellar's bottling
 * makes it; the wine market sells it and writes `bottles` (a column it owns, table-owners.ts), as
 * the exchange does when it reserves bottles for an offer and returns the unsold. A lot bought on
 * the exchange (issue 32) comes from no batch of its estate: it keeps the wine's identity (name,
 * region, colour, variety, blend, vintage, quality and day at bottling, bottles bottled), names its
 * producer, and points at the lot the producer bottled (`originLotId`, whose medal it shows); its id
 * shares its first eight hex digits with that lot's, so the critics' score and critic (derived from
 * them, market.ts `criticScore`) are the same.
 */
@Entity({ name: 'wine_lots' })
@Index('wine_lots_estate_idx', ['estateId', 'createdAt'])
@Index('wine_lots_batch_key', ['batchId'], { unique: true })
@Index('wine_lots_bottled_day_idx', ['bottledDay'])
@Check('wine_lots_bottles_check', '"bottles" >= 0')
export class WineLotEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'estate_id', type: 'uuid' })
  estateId: string;

  @ManyToOne(() => EstateEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'estate_id' })
  estate?: EstateEntity;

  /** The batch it was bottled from; null for a lot bought on the exchange. */
  @Column({ name: 'batch_id', type: 'uuid', nullable: true })
  batchId: string | null;

  /** The lot its producer bottled, for a lot bought on the exchange (null: bottled here). */
  @Column({ name: 'origin_lot_id', type: 'uuid', nullable: true })
  originLotId?: string | null;

  /** The producing estate's name, for a lot bought on the exchange (null: this estate made it). */
  @Column({ type: 'varchar', length: 80, nullable: true })
  producer?: string | null;

  @Column({ type: 'varchar', length: 80 })
  name: string;

  @Column({ type: 'varchar', length: 16 })
  region: RegionKey;

  @Column({ type: 'varchar', length: 8 })
  colour: GrapeColor;

  @Column({ type: 'varchar', length: 32 })
  variety: GrapeVariety;

  /** The blend it was bottled from (null for a single batch); `variety` is then its largest. */
  @Column({ type: 'jsonb', nullable: true })
  blend: BlendComponent[] | null;

  @Column({ type: 'integer' })
  vintage: number;

  @Column({ type: 'integer' })
  bottles: number;

  @Column({ name: 'bottled_bottles', type: 'integer' })
  bottledBottles: number;

  /** Quality on the bottling day. */
  @Column({ type: 'smallint' })
  quality: number;

  @Column({ name: 'bottled_day', type: 'integer' })
  bottledDay: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
