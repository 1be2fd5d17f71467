import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { applyVote, canVote, type SuggestionStatus, type VoteType } from '@vineyard/domain';
import { isUuid } from '../common/ids';
import { DomainError } from '../common/errors';
import type { UserVoteDto, VoteResultDataDto } from './dto/feature.dto';

/** Votes on suggestions and the daily vote history. */
@Injectable()
export class FeatureVotesService {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * One vote per player (primary key on feature and player). The suggestion row is locked for
   * the whole transaction, so concurrent votes on one suggestion apply one after another and
   * the count (recomputed from the votes) is always exact.
   */
  async vote(userId: string, id: string, voteType: VoteType): Promise<VoteResultDataDto> {
    if (!isUuid(id)) throw new DomainError('SUGGESTION_NOT_FOUND');
    return this.dataSource.transaction(async (manager) => {
      const [feature]: { status: SuggestionStatus }[] = await manager.query(
        'SELECT status FROM feature_suggestions WHERE id = $1 FOR UPDATE',
        [id],
      );
      if (!feature) throw new DomainError('SUGGESTION_NOT_FOUND');
      if (!canVote(feature.status)) throw new DomainError('VOTING_CLOSED');
      const [previous]: { vote_type: VoteType }[] = await manager.query(
        'SELECT vote_type FROM feature_votes WHERE feature_id = $1 AND user_id = $2',
        [id, userId],
      );
      const { vote } = applyVote(previous?.vote_type ?? null, voteType);
      if (vote === null) {
        await manager.query('DELETE FROM feature_votes WHERE feature_id = $1 AND user_id = $2', [id, userId]);
      } else {
        await manager.query(
          `INSERT INTO feature_votes (feature_id, user_id, vote_type) VALUES ($1, $2, $3)
           ON CONFLICT (feature_id, user_id) DO UPDATE SET vote_type = EXCLUDED.vote_type, updated_at = now()`,
          [id, userId, vote],
        );
      }
      const [rows]: [{ votes: number }[], number] = await manager.query(
        `UPDATE feature_suggestions SET votes = (
           SELECT COALESCE(SUM(CASE WHEN vote_type = 'up' THEN 1 ELSE -1 END), 0)::int
             FROM feature_votes WHERE feature_id = $1)
         WHERE id = $1 RETURNING votes`,
        [id],
      );
      const votes = rows[0]!.votes;
      await this.recordHistory(manager, id, votes);
      return { votes, userVote: vote };
    });
  }

  async userVotes(userId: string): Promise<UserVoteDto[]> {
    const rows: { feature_id: string; vote_type: VoteType }[] = await this.dataSource.query(
      'SELECT feature_id, vote_type FROM feature_votes WHERE user_id = $1 ORDER BY created_at',
      [userId],
    );
    return rows.map((r) => ({ featureId: r.feature_id, voteType: r.vote_type }));
  }

  /** Today's (UTC) point of the vote history: the count now. */
  async recordHistory(manager: EntityManager, id: string, count: number): Promise<void> {
    await manager.query(
      `INSERT INTO feature_vote_history (feature_id, day, count) VALUES ($1, (now() AT TIME ZONE 'UTC')::date, $2)
       ON CONFLICT (feature_id, day) DO UPDATE SET count = EXCLUDED.count`,
      [id, count],
    );
  }
}
