import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SUGGESTION_LIMITS, SUGGESTION_STATUSES } from '@vineyard/domain';
import { CommentsRepository } from './comments.repository';
import { SuggestionsRepository } from './suggestions.repository';
import { VotesRepository } from './votes.repository';
import type { FeatureStatisticsDto } from './dto/feature.dto';

const L = SUGGESTION_LIMITS;

/** The board's figures: tags in use and the statistics panel. */
@Injectable()
export class FeatureStatisticsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly suggestions: SuggestionsRepository,
    private readonly votes: VotesRepository,
    private readonly comments: CommentsRepository,
  ) {}

  /** Tags in use, most used first. */
  async tags(): Promise<string[]> {
    return this.suggestions.tags(this.dataSource.manager, L.tagListSize);
  }

  async statistics(): Promise<FeatureStatisticsDto> {
    const manager = this.dataSource.manager;
    const [statusRows, votes, comments, topTags] = await Promise.all([
      this.suggestions.countByStatus(manager),
      this.votes.totals(manager),
      this.comments.count(manager),
      this.suggestions.tagCounts(manager, L.topTags),
    ]);
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
