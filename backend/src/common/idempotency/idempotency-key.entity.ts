import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A remembered answer to a request sent with an Idempotency-Key header, per user. The row is
 * written in the transaction of the operation it guards, so it exists exactly when the operation
 * committed; a retry with the same key and body gets the stored answer, another body gets 422.
 */
@Entity({ name: 'idempotency_keys' })
@Index('idempotency_keys_created_idx', ['createdAt'])
export class IdempotencyKeyEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @PrimaryColumn({ type: 'varchar', length: 255 })
  key: string;

  /** sha256 of the operation name and its canonical request. */
  @Column({ name: 'request_hash', type: 'char', length: 64 })
  requestHash: string;

  @Column({ type: 'jsonb', nullable: true })
  response: unknown;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
