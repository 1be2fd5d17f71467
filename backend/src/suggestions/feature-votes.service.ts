import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { applyVote, canVote, type VoteType } from '@vineyard/domain';
import { isUuid } from '../common/ids';
import { DomainError } from '../common/errors';
import { SuggestionsRepository } from './suggestions.repository';
import { VotesRepository } from './votes.repository';
import type { UserVoteDto, VoteResultDataDto } from './dto/feature.dto';

/** Votes on suggestions and the daily vote history. */
@Injectable()
export class FeatureVotesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly repository: VotesRepository,
    private readonly suggestions: SuggestionsRepository,
  ) {}

  /**
   * One vote per player (primary key on feature and player). The suggestion row is locked for
   * the whole transaction, so concurrent votes on one suggestion apply one after another and
   * the count (recomputed from the votes) is always exact.
   */
  async vote(userId: string, id: string, voteType: VoteType): Promise<VoteResultDataDto> {
    if (!isUuid(id)) throw new DomainError('SUGGESTION_NOT_FOUND');
    return this.dataSource.transaction(async (manager) => {
      const status = await this.suggestions.lockStatus(manager, id);
      if (!status) throw new DomainError('SUGGESTION_NOT_FOUND');
      if (!canVote(status)) throw new DomainError('VOTING_CLOSED');
      const previous = await this.repository.find(manager, id, userId);
      const { vote } = applyVote(previous ?? null, voteType);
      if (vote === null) await this.repository.delete(manager, id, userId);
      else await this.repository.upsert(manager, id, userId, vote);
      const votes = await this.suggestions.recountVotes(manager, id);
      await this.recordHistory(manager, id, votes);
      return { votes, userVote: vote };
    });
  }

  async userVotes(userId: string): Promise<UserVoteDto[]> {
    const rows = await this.repository.byUser(this.dataSource.manager, userId);
    return rows.map((r) => ({ featureId: r.feature_id, voteType: r.vote_type }));
  }

  /** Today's (UTC) point of the vote history: the count now. */
  async recordHistory(manager: EntityManager, id: string, count: number): Promise<void> {
    await this.repository.recordHistory(manager, id, count);
  }
}
