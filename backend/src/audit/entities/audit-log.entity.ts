import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * Every admin action: who (id and the username at the time), what (action, target) and when.
 * Written in the same transaction as the change it records; never updated or deleted by the app.
 */
@Entity({ name: 'admin_audit_log' })
@Index('admin_audit_log_created_idx', ['createdAt', 'id'])
@Index('admin_audit_log_action_created_idx', ['action', 'createdAt'])
@Index('admin_audit_log_actor_created_idx', ['actorId', 'createdAt'])
export class AuditLogEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'actor_id', type: 'uuid' })
  actorId: string;

  @Column({ name: 'actor_username', type: 'varchar', length: 30 })
  actorUsername: string;

  /** e.g. user.disable, clock.advance, feature.status */
  @Column({ type: 'varchar', length: 40 })
  action: string;

  @Column({ name: 'target_type', type: 'varchar', length: 20, nullable: true })
  targetType: string | null;

  @Column({ name: 'target_id', type: 'varchar', length: 64, nullable: true })
  targetId: string | null;

  /** What changed, without secrets (never passwords or tokens). */
  @Column({ type: 'jsonb' })
  details: Record<string, unknown>;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
