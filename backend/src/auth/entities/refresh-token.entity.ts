import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { SessionEntity } from './session.entity';

/** One refresh token of a session's family, stored only as its SHA-256 hash; single use. */
@Entity({ name: 'refresh_tokens' })
@Index('refresh_tokens_session_id_idx', ['sessionId'])
export class RefreshTokenEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'session_id', type: 'uuid' })
  sessionId: string;

  @ManyToOne(() => SessionEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'session_id' })
  session?: SessionEntity;

  @Index('refresh_tokens_token_hash_key', { unique: true })
  @Column({ name: 'token_hash', type: 'char', length: 64 })
  tokenHash: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /** Idle expiry: unused this long, the token dies. */
  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  /** Set when rotated; presenting it again is reuse and revokes the session. */
  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  /** Who rotated it: SHA-256 of the client's IP and user agent (see SessionsService.rotate). */
  @Column({ name: 'used_by', type: 'char', length: 64, nullable: true })
  usedBy: string | null;
}
