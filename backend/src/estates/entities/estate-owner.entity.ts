import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { UserEntity } from '../../users/entities/user.entity';
import { EstateEntity } from './estate.entity';

/** Who owns an estate; exactly one primary owner per estate (partial unique index). */
@Entity({ name: 'estate_owners' })
@Index('estate_owners_user_id_idx', ['userId'])
@Index('estate_owners_one_primary_key', ['estateId'], { unique: true, where: 'is_primary' })
export class EstateOwnerEntity {
  @PrimaryColumn({ name: 'estate_id', type: 'uuid' })
  estateId: string;

  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => EstateEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'estate_id' })
  estate?: EstateEntity;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: UserEntity;

  @Column({ name: 'is_primary', type: 'boolean', default: false })
  isPrimary: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
