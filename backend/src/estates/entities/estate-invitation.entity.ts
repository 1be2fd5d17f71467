import { CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { EstateEntity } from './estate.entity';

/** Co-ownership offered to an e-mail address without a verified account yet. */
@Entity({ name: 'estate_invitations' })
@Index('estate_invitations_email_idx', ['email'])
export class EstateInvitationEntity {
  @PrimaryColumn({ name: 'estate_id', type: 'uuid' })
  estateId: string;

  @PrimaryColumn({ type: 'varchar', length: 254 })
  email: string;

  @ManyToOne(() => EstateEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'estate_id' })
  estate?: EstateEntity;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
