import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { isTrending, SUGGESTION_LIMITS, type SuggestionStatus } from '@vineyard/domain';
import { isUuid } from '../common/ids';
import { DomainError } from '../common/errors';
import { pagination } from '../common/pagination.dto';
import { searchQuery } from './search';
import { editableFields, type FeatureRow, GROWTH_JOIN, ORDER_BY, SEARCH_VECTOR, SELECT_FEATURE } from './feature-rows';
import type { FeatureDto, FeaturesPageDataDto, ListFeaturesQueryDto, VoteHistoryPointDto } from './dto/feature.dto';

const L = SUGGESTION_LIMITS;

/** Reading suggestions: the searched, filtered and sorted pages, the trending ones, one by id. */
@Injectable()
export class FeatureSearchService {
  constructor(private readonly dataSource: DataSource) {}

  async list(query: ListFeaturesQueryDto, status?: SuggestionStatus): Promise<FeaturesPageDataDto> {
    const page = query.page ?? 1;
    const limit = query.limit ?? L.pageSize;
    const sort = query.sort ?? 'votes';
    const where: string[] = [];
    const params: unknown[] = [];
    if (status) {
      params.push(status);
      where.push(`f.status = $${params.length}`);
    }
    const tag = query.tag?.trim().toLowerCase();
    if (tag) {
      params.push([tag]);
      where.push(`f.tags @> $${params.length}::text[]`);
    }
    const tsquery = searchQuery(query.search);
    if (tsquery) {
      params.push(tsquery);
      where.push(`${SEARCH_VECTOR} @@ to_tsquery('simple', $${params.length})`);
    }
    const whereSql = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
    const [{ total }] = await this.dataSource.query(
      `SELECT count(*)::int AS total FROM feature_suggestions f ${whereSql}`,
      params,
    );
    const rows: FeatureRow[] =
      total === 0
        ? []
        : await this.dataSource.query(
            `${SELECT_FEATURE} ${sort === 'trending' ? GROWTH_JOIN : ''} ${whereSql}
             ORDER BY ${ORDER_BY[sort]} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
            [...params, limit, (page - 1) * limit],
          );
    return {
      features: await this.withHistory(rows),
      pagination: pagination(page, limit, total),
    };
  }

  /** Suggestions that grew by more than 5 votes a day between their two latest history points. */
  async trending(limit: number = L.highlightListSize): Promise<FeatureDto[]> {
    const rows: FeatureRow[] = await this.dataSource.query(
      `${SELECT_FEATURE} ${GROWTH_JOIN} WHERE g.rate > $1 ORDER BY ${ORDER_BY.trending} LIMIT $2`,
      [L.trendingVotesPerDay, limit],
    );
    return this.withHistory(rows);
  }

  /** One suggestion with its vote history; 404 for an unknown or malformed id. */
  async find(id: string): Promise<FeatureDto> {
    const [feature] = await this.withHistory([await this.findRow(this.dataSource.manager, id)]);
    return feature!;
  }

  /** The suggestion's row; 404 for an unknown or malformed id. */
  async findRow(manager: EntityManager, id: string): Promise<FeatureRow> {
    if (!isUuid(id)) throw new DomainError('SUGGESTION_NOT_FOUND');
    const [row]: FeatureRow[] = await manager.query(`${SELECT_FEATURE} WHERE f.id = $1`, [id]);
    if (!row) throw new DomainError('SUGGESTION_NOT_FOUND');
    return row;
  }

  /** Adds each suggestion's recent vote history (one query for the page) and its trending flag. */
  private async withHistory(rows: FeatureRow[]): Promise<FeatureDto[]> {
    if (rows.length === 0) return [];
    const history: { feature_id: string; day: string; count: number }[] = await this.dataSource.query(
      `SELECT feature_id, to_char(day, 'YYYY-MM-DD') AS day, count FROM (
         SELECT h.*, row_number() OVER (PARTITION BY h.feature_id ORDER BY h.day DESC) AS rn
           FROM feature_vote_history h WHERE h.feature_id = ANY($1::uuid[])) t
        WHERE rn <= $2 ORDER BY day`,
      [rows.map((r) => r.id), L.historyPoints],
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
