import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { ReputationReason } from '@vineyard/domain';
import { EstateEntity } from '../../estates/entities/estate.entity';

/**
 * One change of an estate's reputation points (issue 19, ECONOMY.md §5): a sale of wine, a critic's
 * review, an award, a day in arrears. Decay is not an event: it is computed on read. The estate's
 * reputation history and the sales soft cap (points earned from sales this game month) read these.
 */
@Entity({ name: 'reputation_events' })
@Index('reputation_events_estate_idx', ['estateId', 'gameDay'])
export class ReputationEventEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'estate_id', type: 'uuid' })
  estateId: string;

  @ManyToOne(() => EstateEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'estate_id' })
  estate?: EstateEntity;

  @Column({ name: 'game_day', type: 'integer' })
  gameDay: number;

  /** The change, in points (negative for a loss). */
  @Column({ type: 'double precision' })
  points: number;

  /** The estate's points right after the change. */
  @Column({ name: 'points_after', type: 'double precision' })
  pointsAfter: number;

  @Column({ type: 'varchar', length: 16 })
  reason: ReputationReason;

  /** What caused it: the wine lot sold or reviewed, the award. */
  @Column({ name: 'ref_id', type: 'uuid', nullable: true })
  refId: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
