import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { ApiKeyScope } from '@vineyard/domain';
import { UserEntity } from '../../users/entities/user.entity';

/**
 * A personal API key (issue 33): the SHA-256 hash of its secret (never the secret), the prefix that
 * names it in lists, its scopes and expiry. Revoking sets `revoked_at`; the row stays, so that the
 * audit log's key ids keep meaning something and a revoked key answers 401 like an unknown one.
 */
@Entity({ name: 'api_keys' })
@Index('api_keys_user_id_idx', ['userId', 'createdAt'])
@Check('api_keys_scopes_check', `"scopes" <@ ARRAY['read', 'play', 'admin']::varchar[] AND cardinality("scopes") > 0`)
export class ApiKeyEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: UserEntity;

  @Column({ type: 'varchar', length: 50 })
  name: string;

  /** `vv_` and the secret's first characters: shown in lists to tell keys apart; not enough to use one. */
  @Column({ type: 'varchar', length: 16 })
  prefix: string;

  /** SHA-256 (hex) of the whole secret: a 256-bit random token needs no slow hash. */
  @Index('api_keys_token_hash_key', { unique: true })
  @Column({ name: 'token_hash', type: 'char', length: 64 })
  tokenHash: string;

  @Column({ type: 'varchar', length: 8, array: true })
  scopes: ApiKeyScope[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /** Null: the key does not expire. */
  @Column({ name: 'expires_at', type: 'timestamptz', nullable: true })
  expiresAt: Date | null;

  /** Written at most once a minute (API_KEY_LAST_USED_EVERY_SECONDS). */
  @Column({ name: 'last_used_at', type: 'timestamptz', nullable: true })
  lastUsedAt: Date | null;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt: Date | null;
}
