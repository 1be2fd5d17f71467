import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { isTrending, SUGGESTION_LIMITS, type SuggestionStatus } from '@vineyard/domain';
import { isUuid } from '../common/ids';
import { DomainError } from '../common/errors';
import { pagination } from '../common/pagination.dto';
import { ReadReplica, type ReadFence } from '../database/read-replica';
import { searchQuery } from './search';
import { editableFields, type FeatureRow } from './feature-rows';
import { SuggestionsRepository } from './suggestions.repository';
import { VotesRepository } from './votes.repository';
import type { FeatureDto, FeaturesPageDataDto, ListFeaturesQueryDto, VoteHistoryPointDto } from './dto/feature.dto';

const L = SUGGESTION_LIMITS;

/** Reading suggestions: the searched, filtered and sorted pages, the trending ones, one by id. */
@Injectable()
export class FeatureSearchService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly suggestions: SuggestionsRepository,
    private readonly votes: VotesRepository,
    private readonly replica: ReadReplica,
  ) {}

  /** A page of the public board (lag-tolerant: on the read replica when there is one). */
  async list(query: ListFeaturesQueryDto, status?: SuggestionStatus, fence?: ReadFence): Promise<FeaturesPageDataDto> {
    const page = query.page ?? 1;
    const limit = query.limit ?? L.pageSize;
    return this.replica.read(fence, async ({ manager }) => {
      const { rows, total } = await this.suggestions.page(
        manager,
        { status, tag: query.tag?.trim().toLowerCase(), tsquery: searchQuery(query.search) },
        query.sort ?? 'votes',
        { limit, offset: (page - 1) * limit },
      );
      return { features: await this.withHistory(manager, rows), pagination: pagination(page, limit, total) };
    });
  }

  /** Suggestions that grew by more than 5 votes a day between their two latest history points. */
  async trending(limit: number = L.highlightListSize, fence?: ReadFence): Promise<FeatureDto[]> {
    return this.replica.read(fence, async ({ manager }) =>
      this.withHistory(manager, await this.suggestions.trending(manager, L.trendingVotesPerDay, limit)),
    );
  }

  /** One suggestion with its vote history; 404 for an unknown or malformed id. */
  async find(id: string): Promise<FeatureDto> {
    const manager = this.dataSource.manager;
    const [feature] = await this.withHistory(manager, [await this.findRow(manager, id)]);
    return feature!;
  }

  /** The suggestion's row; 404 for an unknown or malformed id. */
  async findRow(manager: EntityManager, id: string): Promise<FeatureRow> {
    if (!isUuid(id)) throw new DomainError('SUGGESTION_NOT_FOUND');
    const row = await this.suggestions.find(manager, id);
    if (!row) throw new DomainError('SUGGESTION_NOT_FOUND');
    return row;
  }

  /** Adds each suggestion's recent vote history (one query for the page) and its trending flag. */
  private async withHistory(manager: EntityManager, rows: FeatureRow[]): Promise<FeatureDto[]> {
    if (rows.length === 0) return [];
    const history = await this.votes.history(
      manager,
      rows.map((r) => r.id),
      L.historyPoints,
    );
    return rows.map((row) => {
      const voteHistory: VoteHistoryPointDto[] = history
        .filter((h) => h.feature_id === row.id)
        .map((h) => ({ date: h.day, count: h.count }));
      return {
        ...editableFields(row),
        votes: row.votes,
        commentCount: row.comment_count,
        author: row.author,
        date: row.created_at.toISOString(),
        updatedAt: row.updated_at.toISOString(),
        voteHistory,
        trending: isTrending(voteHistory),
      };
    });
  }
}
