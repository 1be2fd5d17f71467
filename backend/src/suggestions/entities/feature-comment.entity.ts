import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { UserEntity } from '../../users/entities/user.entity';
import { FeatureSuggestionEntity } from './feature-suggestion.entity';

/** A comment on a suggestion; the author's name is kept so the thread reads the same later. */
@Entity({ name: 'feature_comments' })
@Index('feature_comments_feature_id_idx', ['featureId', 'createdAt'])
export class FeatureCommentEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'feature_id', type: 'uuid' })
  featureId: string;

  @ManyToOne(() => FeatureSuggestionEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'feature_id' })
  feature?: FeatureSuggestionEntity;

  @Column({ name: 'author_id', type: 'uuid', nullable: true })
  authorId: string | null;

  @ManyToOne(() => UserEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'author_id' })
  author?: UserEntity;

  @Column({ name: 'author_name', type: 'varchar', length: 30 })
  authorName: string;

  @Column({ type: 'varchar', length: 1000 })
  text: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
