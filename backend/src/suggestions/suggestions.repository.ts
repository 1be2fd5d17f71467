import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { SuggestionSort, SuggestionStatus } from '@vineyard/domain';
import { userNameJoin } from '../auth/users.sql';
import type { EditableRow, FeatureRow } from './feature-rows';

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

/** The suggestion with its author's name (the auth module's join) and its number of comments. */
const SELECT_FEATURE = `
  SELECT f.id, f.title, f.description, f.problem_solved, f.status, f.votes, f.tags, f.created_at, f.updated_at,
         u.username AS author,
         (SELECT count(*)::int FROM feature_comments c WHERE c.feature_id = f.id) AS comment_count
    FROM feature_suggestions f
    ${userNameJoin('u', 'f.author_id')}`;

const ORDER_BY: Record<SuggestionSort, string> = {
  votes: 'f.votes DESC, f.created_at DESC, f.id',
  recent: 'f.created_at DESC, f.id',
  trending: 'g.rate DESC NULLS LAST, f.votes DESC, f.created_at DESC, f.id',
};

/** What a page of suggestions is filtered by (`tsquery` built by `searchQuery`); empty parts filter nothing. */
export interface SuggestionFilter {
  status?: SuggestionStatus;
  tag?: string;
  tsquery?: string;
}

/** A suggestion's fields an admin may change, with their columns. */
export interface SuggestionChanges {
  status?: SuggestionStatus;
  title?: string;
  description?: string;
  problemSolved?: string;
  tags?: string[];
}

const CHANGE_COLUMNS: [keyof SuggestionChanges, string][] = [
  ['status', 'status'],
  ['title', 'title'],
  ['description', 'description'],
  ['problemSolved', 'problem_solved'],
  ['tags', 'tags'],
];

/** A suggestion to seed (the starter content). */
export interface SeedSuggestion {
  title: string;
  description: string;
  problemSolved: string;
  tags: readonly string[];
  status: SuggestionStatus;
}

/**
 * The `feature_suggestions` table (and `content_seeds`, the board's seed marker): the searched,
 * filtered and sorted pages, one suggestion, the figures, and the writes. Ids are checked by the
 * services (a malformed id is a 404 before any statement).
 */
@Injectable()
export class SuggestionsRepository {
  /** One page of suggestions matching `filter`, in `sort` order, and how many match. */
  async page(
    manager: EntityManager,
    filter: SuggestionFilter,
    sort: SuggestionSort,
    page: { limit: number; offset: number },
  ): Promise<{ rows: FeatureRow[]; total: number }> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (filter.status) {
      params.push(filter.status);
      where.push(`f.status = $${params.length}`);
    }
    if (filter.tag) {
      params.push([filter.tag]);
      where.push(`f.tags @> $${params.length}::text[]`);
    }
    if (filter.tsquery) {
      params.push(filter.tsquery);
      where.push(`${SEARCH_VECTOR} @@ to_tsquery('simple', $${params.length})`);
    }
    const whereSql = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
    const [{ total }] = await manager.query(
      `SELECT count(*)::int AS total FROM feature_suggestions f ${whereSql}`,
      params,
    );
    const rows: FeatureRow[] =
      total === 0
        ? []
        : await manager.query(
            `${SELECT_FEATURE} ${sort === 'trending' ? GROWTH_JOIN : ''} ${whereSql}
             ORDER BY ${ORDER_BY[sort]} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
            [...params, page.limit, page.offset],
          );
    return { rows, total };
  }

  /** Suggestions whose votes grew by more than `minRate` a day between their two latest history points. */
  trending(manager: EntityManager, minRate: number, limit: number): Promise<FeatureRow[]> {
    return manager.query(`${SELECT_FEATURE} ${GROWTH_JOIN} WHERE g.rate > $1 ORDER BY ${ORDER_BY.trending} LIMIT $2`, [
      minRate,
      limit,
    ]);
  }

  /** One suggestion (the id must be a UUID). */
  async find(manager: EntityManager, id: string): Promise<FeatureRow | undefined> {
    const [row]: FeatureRow[] = await manager.query(`${SELECT_FEATURE} WHERE f.id = $1`, [id]);
    return row;
  }

  /** Locks a suggestion's row (FOR UPDATE) and answers its editable fields. */
  async lockEditable(manager: EntityManager, id: string): Promise<EditableRow | undefined> {
    const [row]: EditableRow[] = await manager.query(
      'SELECT id, title, description, problem_solved, status, tags FROM feature_suggestions WHERE id = $1 FOR UPDATE',
      [id],
    );
    return row;
  }

  /** Locks a suggestion's row (FOR UPDATE) and answers its status. */
  async lockStatus(manager: EntityManager, id: string): Promise<SuggestionStatus | undefined> {
    const [feature]: { status: SuggestionStatus }[] = await manager.query(
      'SELECT status FROM feature_suggestions WHERE id = $1 FOR UPDATE',
      [id],
    );
    return feature?.status;
  }

  /** Writes a new suggestion; answers its id. */
  async insert(
    manager: EntityManager,
    s: { title: string; description: string; problemSolved: string; tags: string[]; searchedForSimilar: boolean },
    authorId: string,
  ): Promise<string> {
    const [row]: { id: string }[] = await manager.query(
      `INSERT INTO feature_suggestions (title, description, problem_solved, tags, searched_for_similar, author_id)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [s.title, s.description, s.problemSolved, s.tags, s.searchedForSimilar, authorId],
    );
    return row!.id;
  }

  /** Sets the fields present in `changes` (none: no statement). */
  async update(manager: EntityManager, id: string, changes: SuggestionChanges): Promise<void> {
    const set: string[] = [];
    const params: unknown[] = [];
    for (const [field, column] of CHANGE_COLUMNS) {
      if (changes[field] === undefined) continue;
      params.push(changes[field]);
      set.push(`${column} = $${params.length}`);
    }
    if (set.length === 0) return;
    params.push(id);
    await manager.query(
      `UPDATE feature_suggestions SET ${set.join(', ')}, updated_at = now() WHERE id = $${params.length}`,
      params,
    );
  }

  /** Sets the suggestion's vote count from its votes; answers the count. */
  async recountVotes(manager: EntityManager, id: string): Promise<number> {
    const [rows]: [{ votes: number }[], number] = await manager.query(
      `UPDATE feature_suggestions SET votes = (
         SELECT COALESCE(SUM(CASE WHEN vote_type = 'up' THEN 1 ELSE -1 END), 0)::int
           FROM feature_votes WHERE feature_id = $1)
       WHERE id = $1 RETURNING votes`,
      [id],
    );
    return rows[0]!.votes;
  }

  async delete(manager: EntityManager, id: string): Promise<void> {
    await manager.query('DELETE FROM feature_suggestions WHERE id = $1', [id]);
  }

  /** Tags in use with their counts, most used first. */
  async tagCounts(manager: EntityManager, limit: number): Promise<{ tag: string; count: number }[]> {
    return manager.query(
      `SELECT tag, count(*)::int AS count FROM feature_suggestions, unnest(tags) AS tag
        GROUP BY tag ORDER BY count(*) DESC, tag LIMIT $1`,
      [limit],
    );
  }

  /** Tags in use, most used first. */
  async tags(manager: EntityManager, limit: number): Promise<string[]> {
    const rows: { tag: string }[] = await manager.query(
      `SELECT tag FROM feature_suggestions, unnest(tags) AS tag GROUP BY tag ORDER BY count(*) DESC, tag LIMIT $1`,
      [limit],
    );
    return rows.map((r) => r.tag);
  }

  /** How many suggestions have each status (statuses without one are absent). */
  countByStatus(manager: EntityManager): Promise<{ status: SuggestionStatus; count: number }[]> {
    return manager.query('SELECT status, count(*)::int AS count FROM feature_suggestions GROUP BY status');
  }

  /**
   * Claims the seed marker `name` (its primary key: once per database); true when this call did.
   * Run in the transaction that seeds, so that a failed seed leaves the marker unclaimed.
   */
  async claimSeed(manager: EntityManager, name: string): Promise<boolean> {
    const claimed: unknown[] = await manager.query(
      'INSERT INTO content_seeds (name) VALUES ($1) ON CONFLICT DO NOTHING RETURNING name',
      [name],
    );
    return claimed.length > 0;
  }

  /** Writes the seeded suggestions in one statement, whatever their number. */
  async insertSeeds(manager: EntityManager, seeds: readonly SeedSuggestion[]): Promise<void> {
    await manager.query(
      `INSERT INTO feature_suggestions (title, description, problem_solved, tags, status, searched_for_similar)
       SELECT t.title, t.description, t.problem_solved, string_to_array(t.tags, '|'), t.status, true
         FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[])
           AS t(title, description, problem_solved, tags, status)`,
      [
        seeds.map((s) => s.title),
        seeds.map((s) => s.description),
        seeds.map((s) => s.problemSolved),
        seeds.map((s) => s.tags.join('|')),
        seeds.map((s) => s.status),
      ],
    );
  }
}
