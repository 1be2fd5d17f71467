import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import {
  applyVote,
  canVote,
  isTrending,
  SUGGESTION_LIMITS,
  SUGGESTION_STATUSES,
  type SuggestionSort,
  type SuggestionStatus,
  type VoteType,
} from '@vineyard/domain';
import { isUuid } from '../common/ids';
import { pagination } from '../common/pagination.dto';
import { searchQuery } from './search';
import { ThrottleService } from '../throttle/throttle.service';
import { AuditService } from '../admin/audit.service';
import type { AuthenticatedUser } from '../auth/auth.types';
import type { UserEntity } from '../users/entities/user.entity';
import type {
  CreateCommentDto,
  CreateFeatureDto,
  FeatureCommentDto,
  FeatureDetailDto,
  FeatureDto,
  FeatureStatisticsDto,
  FeaturesPageDataDto,
  ListFeaturesQueryDto,
  UpdateFeatureDto,
  UserVoteDto,
  VoteHistoryPointDto,
  VoteResultDataDto,
} from './dto/feature.dto';
import { DomainError } from '../common/errors';

const L = SUGGESTION_LIMITS;
const HOUR = 3600;

/** Must match the expression of the GIN index feature_suggestions_search_idx (migration). */
const SEARCH_VECTOR = `to_tsvector('simple', f.title || ' ' || f.description)`;

/**
 * Growth per day between the two most recent vote-history points of `f` (null with fewer than
 * two points); the history has one point per day, so the span is at least one day.
 */
const GROWTH_JOIN = `
  LEFT JOIN LATERAL (
    SELECT (MAX(t.count) FILTER (WHERE t.rn = 1) - MAX(t.count) FILTER (WHERE t.rn = 2))::float8
           / GREATEST(1, MAX(t.day) FILTER (WHERE t.rn = 1) - MAX(t.day) FILTER (WHERE t.rn = 2)) AS rate
      FROM (SELECT h.count, h.day, row_number() OVER (ORDER BY h.day DESC) AS rn
              FROM feature_vote_history h WHERE h.feature_id = f.id ORDER BY h.day DESC LIMIT 2) t
  ) g ON true`;

const SELECT_FEATURE = `
  SELECT f.id, f.title, f.description, f.problem_solved, f.status, f.votes, f.tags, f.created_at, f.updated_at,
         u.username AS author,
         (SELECT count(*)::int FROM feature_comments c WHERE c.feature_id = f.id) AS comment_count
    FROM feature_suggestions f
    LEFT JOIN users u ON u.id = f.author_id`;

const ORDER_BY: Record<SuggestionSort, string> = {
  votes: 'f.votes DESC, f.created_at DESC, f.id',
  recent: 'f.created_at DESC, f.id',
  trending: 'g.rate DESC NULLS LAST, f.votes DESC, f.created_at DESC, f.id',
};

interface FeatureRow {
  id: string;
  title: string;
  description: string;
  problem_solved: string;
  status: SuggestionStatus;
  votes: number;
  tags: string[];
  created_at: Date;
  updated_at: Date;
  author: string | null;
  comment_count: number;
}

interface CommentRow {
  id: string;
  author_name: string;
  text: string;
  created_at: Date;
}

/** A suggestion's editable fields, as they were before a change. */
export interface SuggestionSnapshot {
  id: string;
  title: string;
  description: string;
  problemSolved: string;
  status: SuggestionStatus;
  tags: string[];
}

function toCommentDto(row: CommentRow): FeatureCommentDto {
  return { id: row.id, author: row.author_name, date: row.created_at.toISOString(), text: row.text };
}

/** The community feature board: suggestions, votes, vote history and comments. */
@Injectable()
export class FeaturesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly throttle: ThrottleService,
    private readonly audit: AuditService,
  ) {}

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

  async get(id: string): Promise<FeatureDetailDto> {
    const row = await this.findRow(this.dataSource.manager, id);
    const [feature] = await this.withHistory([row]);
    return { ...feature!, comments: await this.comments(id) };
  }

  async create(user: UserEntity, dto: CreateFeatureDto): Promise<FeatureDetailDto> {
    await this.throttle.consume([{ key: `features:create:${user.id}`, limit: 10, windowSeconds: HOUR }]);
    const id = await this.dataSource.transaction(async (manager) => {
      const [row]: { id: string }[] = await manager.query(
        `INSERT INTO feature_suggestions (title, description, problem_solved, tags, searched_for_similar, author_id)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [dto.title, dto.description, dto.problemSolved ?? '', dto.tags ?? [], dto.searchedForSimilar, user.id],
      );
      await this.recordHistory(manager, row!.id, 0);
      return row!.id;
    });
    return this.get(id);
  }

  /** PATCH /features/{id} (admins): the change and its audit entry in one transaction, as in the admin console. */
  async update(actor: AuthenticatedUser, id: string, dto: UpdateFeatureDto): Promise<FeatureDetailDto> {
    await this.dataSource.transaction(async (manager) => {
      const before = await this.lockForChange(manager, id);
      const changes: Record<string, { from: unknown; to: unknown }> = {};
      for (const field of ['status', 'title', 'description', 'problemSolved', 'tags'] as const) {
        const to = dto[field];
        if (to === undefined || JSON.stringify(to) === JSON.stringify(before[field])) continue;
        changes[field] = { from: before[field], to };
      }
      await this.applyUpdate(manager, id, dto);
      const fields = Object.keys(changes);
      await this.audit.record(manager, actor, {
        action: fields.length === 1 && fields[0] === 'status' ? 'feature.status' : 'feature.update',
        targetType: 'feature',
        targetId: id,
        details: { title: before.title, changes, route: 'PATCH /features/{id}' },
      });
    });
    return this.get(id);
  }

  // --- Moderation: each runs in the caller's transaction, so that the caller (the admin
  // console) can audit the change in the same transaction. Unknown or malformed ids: 404.

  /** Locks a suggestion for a change and answers what it was before. */
  async lockForChange(manager: EntityManager, id: string): Promise<SuggestionSnapshot> {
    if (!isUuid(id)) throw new DomainError('SUGGESTION_NOT_FOUND');
    const [row]: {
      id: string;
      title: string;
      description: string;
      problem_solved: string;
      status: SuggestionStatus;
      tags: string[];
    }[] = await manager.query(
      'SELECT id, title, description, problem_solved, status, tags FROM feature_suggestions WHERE id = $1 FOR UPDATE',
      [id],
    );
    if (!row) throw new DomainError('SUGGESTION_NOT_FOUND');
    return {
      id: row.id,
      title: row.title,
      description: row.description,
      problemSolved: row.problem_solved,
      status: row.status,
      tags: row.tags,
    };
  }

  /** Applies the fields present in `dto` (under lockForChange). */
  async applyUpdate(manager: EntityManager, id: string, dto: UpdateFeatureDto): Promise<void> {
    const set: string[] = [];
    const params: unknown[] = [];
    const columns: [keyof UpdateFeatureDto, string][] = [
      ['status', 'status'],
      ['title', 'title'],
      ['description', 'description'],
      ['problemSolved', 'problem_solved'],
      ['tags', 'tags'],
    ];
    for (const [field, column] of columns) {
      if (dto[field] === undefined) continue;
      params.push(dto[field]);
      set.push(`${column} = $${params.length}`);
    }
    if (set.length === 0) return;
    params.push(id);
    await manager.query(
      `UPDATE feature_suggestions SET ${set.join(', ')}, updated_at = now() WHERE id = $${params.length}`,
      params,
    );
  }

  /** Deletes a suggestion with its votes, vote history and comments; answers how many of each went. */
  async remove(manager: EntityManager, id: string): Promise<{ votes: number; history: number; comments: number }> {
    await this.lockForChange(manager, id);
    const [, votes]: [unknown, number] = await manager.query('DELETE FROM feature_votes WHERE feature_id = $1', [id]);
    const [, history]: [unknown, number] = await manager.query(
      'DELETE FROM feature_vote_history WHERE feature_id = $1',
      [id],
    );
    const [, comments]: [unknown, number] = await manager.query('DELETE FROM feature_comments WHERE feature_id = $1', [
      id,
    ]);
    await manager.query('DELETE FROM feature_suggestions WHERE id = $1', [id]);
    return { votes, history, comments };
  }

  /** Replaces a comment's text; answers the comment before and after. */
  async updateComment(
    manager: EntityManager,
    id: string,
    commentId: string,
    text: string,
  ): Promise<{ before: FeatureCommentDto; after: FeatureCommentDto }> {
    const before = await this.lockComment(manager, id, commentId);
    const [rows]: [CommentRow[], number] = await manager.query(
      'UPDATE feature_comments SET text = $2 WHERE id = $1 RETURNING id, author_name, text, created_at',
      [commentId, text],
    );
    return { before, after: toCommentDto(rows[0]!) };
  }

  /** Deletes a comment; answers what it was. */
  async removeComment(manager: EntityManager, id: string, commentId: string): Promise<FeatureCommentDto> {
    const before = await this.lockComment(manager, id, commentId);
    await manager.query('DELETE FROM feature_comments WHERE id = $1', [commentId]);
    return before;
  }

  private async lockComment(manager: EntityManager, id: string, commentId: string): Promise<FeatureCommentDto> {
    await this.lockForChange(manager, id);
    if (!isUuid(commentId)) throw new DomainError('COMMENT_NOT_FOUND');
    const [row]: CommentRow[] = await manager.query(
      `SELECT id, author_name, text, created_at FROM feature_comments WHERE id = $1 AND feature_id = $2 FOR UPDATE`,
      [commentId, id],
    );
    if (!row) throw new DomainError('COMMENT_NOT_FOUND');
    return toCommentDto(row);
  }

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

  async comments(id: string): Promise<FeatureCommentDto[]> {
    if (!isUuid(id)) throw new DomainError('SUGGESTION_NOT_FOUND');
    const rows: CommentRow[] = await this.dataSource.query(
      `SELECT id, author_name, text, created_at FROM feature_comments WHERE feature_id = $1
        ORDER BY created_at, id`,
      [id],
    );
    if (rows.length === 0) await this.findRow(this.dataSource.manager, id);
    return rows.map(toCommentDto);
  }

  async addComment(user: UserEntity, id: string, dto: CreateCommentDto): Promise<FeatureCommentDto> {
    await this.findRow(this.dataSource.manager, id);
    await this.throttle.consume([{ key: `features:comment:${user.id}`, limit: 60, windowSeconds: HOUR }]);
    const [row]: CommentRow[] = await this.dataSource.query(
      `INSERT INTO feature_comments (feature_id, author_id, author_name, text) VALUES ($1, $2, $3, $4)
       RETURNING id, author_name, text, created_at`,
      [id, user.id, user.username, dto.text],
    );
    return toCommentDto(row!);
  }

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

  private async findRow(manager: EntityManager, id: string): Promise<FeatureRow> {
    if (!isUuid(id)) throw new DomainError('SUGGESTION_NOT_FOUND');
    const [row]: FeatureRow[] = await manager.query(`${SELECT_FEATURE} WHERE f.id = $1`, [id]);
    if (!row) throw new DomainError('SUGGESTION_NOT_FOUND');
    return row;
  }

  /** Today's (UTC) point of the vote history: the count now. */
  private async recordHistory(manager: EntityManager, id: string, count: number): Promise<void> {
    await manager.query(
      `INSERT INTO feature_vote_history (feature_id, day, count) VALUES ($1, (now() AT TIME ZONE 'UTC')::date, $2)
       ON CONFLICT (feature_id, day) DO UPDATE SET count = EXCLUDED.count`,
      [id, count],
    );
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
        id: row.id,
        title: row.title,
        description: row.description,
        problemSolved: row.problem_solved,
        status: row.status,
        votes: row.votes,
        tags: row.tags,
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
