import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { FeatureSuggestionEntity } from './feature-suggestion.entity';

/** The vote count of a suggestion at the end of each day (UTC) on which it changed. */
@Entity({ name: 'feature_vote_history' })
export class FeatureVoteHistoryEntity {
  @PrimaryColumn({ name: 'feature_id', type: 'uuid' })
  featureId: string;

  @PrimaryColumn({ type: 'date' })
  day: string;

  @ManyToOne(() => FeatureSuggestionEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'feature_id' })
  feature?: FeatureSuggestionEntity;

  @Column({ type: 'integer' })
  count: number;
}
