import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { ContractStatus, GrapeColor, WineTier } from '@vineyard/domain';
import { EstateEntity } from '../../estates/entities/estate.entity';

/**
 * A merchant's contract an estate accepted (issue 31, item 3): the terms of one offer of a month's
 * board (contractBoard, computed on read), copied in when accepted. Open (`accepted`) until the
 * estate delivers the bottles from one of its lots (`delivered`, paid through the ledger) or the
 * tick finds its delivery day past (`defaulted`, a penalty and reputation lost). An estate accepts
 * an offer of a month once (the unique key on estate, month and offer).
 */
@Entity({ name: 'merchant_contracts' })
@Index('merchant_contracts_offer_key', ['estateId', 'month', 'offer'], { unique: true })
@Index('merchant_contracts_open_due_idx', ['estateId', 'dueDay'], { where: `"status" = 'accepted'` })
@Check('merchant_contracts_terms_check', '"bottles" > 0 AND "price" > 0 AND "min_quality" BETWEEN 0 AND 100')
export class MerchantContractEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'estate_id', type: 'uuid' })
  estateId: string;

  @ManyToOne(() => EstateEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'estate_id' })
  estate?: EstateEntity;

  /** The game month of the board the offer was on, and its place there. */
  @Column({ type: 'integer' })
  month: number;

  @Column({ type: 'smallint' })
  offer: number;

  @Column({ type: 'varchar', length: 8 })
  colour: GrapeColor;

  @Column({ type: 'varchar', length: 10 })
  tier: WineTier;

  @Column({ name: 'min_quality', type: 'smallint' })
  minQuality: number;

  @Column({ type: 'integer' })
  bottles: number;

  /** Whole euros a bottle. */
  @Column({ type: 'integer' })
  price: number;

  @Column({ name: 'accepted_day', type: 'integer' })
  acceptedDay: number;

  /** The last game day the bottles may be delivered. */
  @Column({ name: 'due_day', type: 'integer' })
  dueDay: number;

  @Column({ type: 'varchar', length: 10, default: 'accepted' })
  status: ContractStatus;

  /** The day it was delivered or defaulted. */
  @Column({ name: 'closed_day', type: 'integer', nullable: true })
  closedDay: number | null;

  /** The lot it was delivered from, and what a default cost (money actually taken). */
  @Column({ name: 'wine_lot_id', type: 'uuid', nullable: true })
  wineLotId: string | null;

  @Column({ type: 'integer', nullable: true })
  penalty: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
