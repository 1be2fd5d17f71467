import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { UserEntity } from '../../users/entities/user.entity';
import { EstateEntity } from './estate.entity';

/**
 * An offer of co-ownership, which the invited player accepts or declines: nobody becomes an owner
 * without consent. Invited by user id or e-mail address; `userId` is the invited player once known
 * (at once for an existing user id or a verified address, otherwise when an account verifies the
 * address). The estate's owners see `invitee` (what was typed), never who it resolved to.
 */
@Entity({ name: 'estate_invitations' })
@Index('estate_invitations_estate_invitee_key', ['estateId', 'invitee'], { unique: true })
@Index('estate_invitations_email_idx', ['email'])
@Index('estate_invitations_user_id_idx', ['userId'])
export class EstateInvitationEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'estate_id', type: 'uuid' })
  estateId: string;

  /** What the inviter entered: a lower-case e-mail address or a user id. */
  @Column({ type: 'varchar', length: 254 })
  invitee: string;

  /** The invited address (null when invited by user id); claimed when an account verifies it. */
  @Column({ type: 'varchar', length: 254, nullable: true })
  email: string | null;

  /** The invited player, once known. */
  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId: string | null;

  /** The owner who sent it. */
  @Column({ name: 'invited_by', type: 'uuid', nullable: true })
  invitedBy: string | null;

  @ManyToOne(() => EstateEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'estate_id' })
  estate?: EstateEntity;

  @ManyToOne(() => UserEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'user_id' })
  user?: UserEntity;

  @ManyToOne(() => UserEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'invited_by' })
  inviter?: UserEntity;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
