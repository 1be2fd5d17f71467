import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { CampaignKind } from '@vineyard/domain';
import { EstateEntity } from '../../estates/entities/estate.entity';

/**
 * A marketing campaign an estate ran (issue 35, item 3): its kind, the game days it runs
 * [start_day, end_day) and what it cost (paid through the ledger, `marketing_campaign`). Its
 * effect on the estate's demand pools is a pure function of the day, read where a sale or a quote
 * reads the pools (campaignBoost in libs/domain): nothing in the tick. Written only under the
 * estate's `money` lock, which makes "one of a kind at a time" hold.
 */
@Entity({ name: 'marketing_campaigns' })
@Index('marketing_campaigns_estate_end_idx', ['estateId', 'endDay'])
@Check('marketing_campaigns_days_check', '"end_day" > "start_day" AND "cost" >= 0')
export class MarketingCampaignEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'estate_id', type: 'uuid' })
  estateId: string;

  @ManyToOne(() => EstateEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'estate_id' })
  estate?: EstateEntity;

  @Column({ type: 'varchar', length: 16 })
  kind: CampaignKind;

  @Column({ name: 'start_day', type: 'integer' })
  startDay: number;

  @Column({ name: 'end_day', type: 'integer' })
  endDay: number;

  /** Whole euros paid. */
  @Column({ type: 'integer' })
  cost: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
