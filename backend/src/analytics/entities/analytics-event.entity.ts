import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { AnalyticsEventType } from '@vineyard/domain';

/**
 * A first-party, cookie-less analytics event: only its type, the path (or, for an outbound
 * click, the address left for, without query), the referrer and the time. No user, IP or agent.
 */
@Entity({ name: 'analytics_events' })
@Index('analytics_events_created_at_idx', ['createdAt'])
@Check('analytics_events_type_check', `"type" IN ('pageview', 'outbound')`)
export class AnalyticsEventEntity {
  @PrimaryGeneratedColumn('identity', { type: 'bigint' })
  id: string;

  @Column({ type: 'varchar', length: 16 })
  type: AnalyticsEventType;

  @Column({ type: 'varchar', length: 512 })
  path: string;

  @Column({ type: 'varchar', length: 512, nullable: true })
  referrer: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
