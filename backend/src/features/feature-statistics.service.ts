import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SUGGESTION_LIMITS, SUGGESTION_STATUSES, type SuggestionStatus } from '@vineyard/domain';
import type { FeatureStatisticsDto } from './dto/feature.dto';

const L = SUGGESTION_LIMITS;

/** The board's figures: tags in use and the statistics panel. */
@Injectable()
export class FeatureStatisticsService {
  constructor(private readonly dataSource: DataSource) {}

  /** Tags in use, most used first. */
  async tags(): Promise<string[]> {
    const rows: { tag: string }[] = await this.dataSource.query(
      `SELECT tag FROM feature_suggestions, unnest(tags) AS tag GROUP BY tag ORDER BY count(*) DESC, tag LIMIT $1`,
      [L.tagListSize],
    );
    return rows.map((r) => r.tag);
  }

  async statistics(): Promise<FeatureStatisticsDto> {
    const [statusRows, [votes], [comments], topTags] = await Promise.all([
      this.dataSource.query(
        'SELECT status, count(*)::int AS count FROM feature_suggestions GROUP BY status',
      ) as Promise<{ status: SuggestionStatus; count: number }[]>,
      this.dataSource.query(
        `SELECT count(*)::int AS total, (count(*) FILTER (WHERE vote_type = 'up'))::int AS up FROM feature_votes`,
      ) as Promise<{ total: number; up: number }[]>,
      this.dataSource.query('SELECT count(*)::int AS total FROM feature_comments') as Promise<{ total: number }[]>,
      this.dataSource.query(
        `SELECT tag, count(*)::int AS count FROM feature_suggestions, unnest(tags) AS tag
          GROUP BY tag ORDER BY count(*) DESC, tag LIMIT $1`,
        [L.topTags],
      ) as Promise<{ tag: string; count: number }[]>,
    ]);
    const byStatus = SUGGESTION_STATUSES.map((status) => ({
      status,
      count: statusRows.find((r) => r.status === status)?.count ?? 0,
    }));
    return {
      totalSuggestions: byStatus.reduce((sum, r) => sum + r.count, 0),
      byStatus,
      totalVotes: votes!.total,
      upVotes: votes!.up,
      downVotes: votes!.total - votes!.up,
      totalComments: comments!.total,
      topTags,
    };
  }
}
