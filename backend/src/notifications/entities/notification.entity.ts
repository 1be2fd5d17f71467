import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { NotificationKind, SalesTally } from '@vineyard/domain';
import { EstateEntity } from '../../estates/entities/estate.entity';

/** Something that happened to an estate, for its owners: a harvest, a sale, the upkeep. */
@Entity({ name: 'notifications' })
@Index('notifications_estate_idx', ['estateId', 'readAt', 'createdAt'])
// at most one unread notice of a game day's sales of a kind per estate (sales-notices.ts)
@Index('notifications_sales_day_uq', ['estateId', 'kind', 'gameDay'], {
  unique: true,
  where: `"read_at" IS NULL AND "sales_tally" IS NOT NULL`,
})
export class NotificationEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'estate_id', type: 'uuid' })
  estateId: string;

  @ManyToOne(() => EstateEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'estate_id' })
  estate?: EstateEntity;

  @Column({ type: 'varchar', length: 32 })
  kind: NotificationKind;

  @Column({ type: 'varchar', length: 120 })
  title: string;

  @Column({ type: 'varchar', length: 500 })
  body: string;

  /** What it is about (a grape lot, a ledger row's cause), when there is one. */
  @Column({ name: 'ref_id', type: 'uuid', nullable: true })
  refId: string | null;

  @Column({ name: 'game_day', type: 'integer' })
  gameDay: number;

  /** For the notice of a game day's sales: what it has counted so far (null for every other notice). */
  @Column({ name: 'sales_tally', type: 'jsonb', nullable: true })
  salesTally: SalesTally | null;

  @Column({ name: 'read_at', type: 'timestamptz', nullable: true })
  readAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
