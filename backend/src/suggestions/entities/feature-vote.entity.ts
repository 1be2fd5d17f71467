import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { VoteType } from '@vineyard/domain';
import { UserEntity } from '../../users/entities/user.entity';
import { FeatureSuggestionEntity } from './feature-suggestion.entity';

/** One player's vote on one suggestion: the primary key makes it one vote per player. */
@Entity({ name: 'feature_votes' })
@Index('feature_votes_user_id_idx', ['userId'])
@Check('feature_votes_type_check', `"vote_type" IN ('up', 'down')`)
export class FeatureVoteEntity {
  @PrimaryColumn({ name: 'feature_id', type: 'uuid' })
  featureId: string;

  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => FeatureSuggestionEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'feature_id' })
  feature?: FeatureSuggestionEntity;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: UserEntity;

  @Column({ name: 'vote_type', type: 'varchar', length: 4 })
  voteType: VoteType;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
