import { Injectable } from '@nestjs/common';
import { SUGGESTION_LIMITS, SUGGESTION_STATUSES } from '@vineyard/domain';
import { ReadReplica, type ReadFence } from '../database/read-replica';
import { CommentsRepository } from './comments.repository';
import { SuggestionsRepository } from './suggestions.repository';
import { VotesRepository } from './votes.repository';
import type { FeatureStatisticsDto } from './dto/feature.dto';

const L = SUGGESTION_LIMITS;

/** The board's figures: tags in use and the statistics panel. */
@Injectable()
export class FeatureStatisticsService {
  constructor(
    private readonly suggestions: SuggestionsRepository,
    private readonly votes: VotesRepository,
    private readonly comments: CommentsRepository,
    private readonly replica: ReadReplica,
  ) {}

  /** Tags in use, most used first. */
  async tags(fence?: ReadFence): Promise<string[]> {
    return this.replica.read(fence, ({ manager }) => this.suggestions.tags(manager, L.tagListSize));
  }

  /** Lag-tolerant, as the board's other public reads: on the read replica when there is one. */
  async statistics(fence?: ReadFence): Promise<FeatureStatisticsDto> {
    const [statusRows, votes, comments, topTags] = await this.replica.read(fence, ({ manager }) =>
      Promise.all([
        this.suggestions.countByStatus(manager),
        this.votes.totals(manager),
        this.comments.count(manager),
        this.suggestions.tagCounts(manager, L.topTags),
      ]),
    );
    const byStatus = SUGGESTION_STATUSES.map((status) => ({
      status,
      count: statusRows.find((r) => r.status === status)?.count ?? 0,
    }));
    return {
      totalSuggestions: byStatus.reduce((sum, r) => sum + r.count, 0),
      byStatus,
      totalVotes: votes.total,
      upVotes: votes.up,
      downVotes: votes.total - votes.up,
      totalComments: comments,
      topTags,
    };
  }
}
