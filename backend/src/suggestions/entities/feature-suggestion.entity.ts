import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { SuggestionStatus } from '@vineyard/domain';
import { UserEntity } from '../../users/entities/user.entity';

/**
 * A feature suggestion of the community board. `votes` is the sum of its votes (up +1, down -1),
 * kept equal to feature_votes by the vote transaction. Search uses a GIN index on
 * to_tsvector('simple', title || ' ' || description), made by the migration (not synchronized).
 */
@Entity({ name: 'feature_suggestions' })
@Index('feature_suggestions_votes_idx', ['votes', 'createdAt'])
@Index('feature_suggestions_created_at_idx', ['createdAt'])
@Index('feature_suggestions_status_idx', ['status'])
@Index('feature_suggestions_search_idx', { synchronize: false })
@Index('feature_suggestions_tags_idx', { synchronize: false })
@Check(
  'feature_suggestions_status_check',
  `"status" IN ('implemented', 'in-progress', 'planned', 'under-review', 'review')`,
)
export class FeatureSuggestionEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 100 })
  title: string;

  @Column({ type: 'varchar', length: 500 })
  description: string;

  @Column({ name: 'problem_solved', type: 'varchar', length: 300, default: '' })
  problemSolved: string;

  @Column({ type: 'varchar', length: 16, default: 'under-review' })
  status: SuggestionStatus;

  @Column({ type: 'integer', default: 0 })
  votes: number;

  /** Lower-case, trimmed, distinct; at most 5. */
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  tags: string[];

  @Column({ name: 'searched_for_similar', type: 'boolean', default: false })
  searchedForSimilar: boolean;

  /** Who suggested it; kept as null when the account is deleted. */
  @Column({ name: 'author_id', type: 'uuid', nullable: true })
  authorId: string | null;

  @ManyToOne(() => UserEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'author_id' })
  author?: UserEntity;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
