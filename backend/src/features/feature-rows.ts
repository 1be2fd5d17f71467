import type { SuggestionSort, SuggestionStatus } from '@vineyard/domain';
import type { FeatureCommentDto } from './dto/feature.dto';

/**
 * The community board's tables as the features services read them: the shared SELECT, the
 * search vector, the trending growth join, the sort orders and the row types.
 */

/** Must match the expression of the GIN index feature_suggestions_search_idx (migration). */
export const SEARCH_VECTOR = `to_tsvector('simple', f.title || ' ' || f.description)`;

/**
 * Growth per day between the two most recent vote-history points of `f` (null with fewer than
 * two points); the history has one point per day, so the span is at least one day.
 */
export const GROWTH_JOIN = `
  LEFT JOIN LATERAL (
    SELECT (MAX(t.count) FILTER (WHERE t.rn = 1) - MAX(t.count) FILTER (WHERE t.rn = 2))::float8
           / GREATEST(1, MAX(t.day) FILTER (WHERE t.rn = 1) - MAX(t.day) FILTER (WHERE t.rn = 2)) AS rate
      FROM (SELECT h.count, h.day, row_number() OVER (ORDER BY h.day DESC) AS rn
              FROM feature_vote_history h WHERE h.feature_id = f.id ORDER BY h.day DESC LIMIT 2) t
  ) g ON true`;

export const SELECT_FEATURE = `
  SELECT f.id, f.title, f.description, f.problem_solved, f.status, f.votes, f.tags, f.created_at, f.updated_at,
         u.username AS author,
         (SELECT count(*)::int FROM feature_comments c WHERE c.feature_id = f.id) AS comment_count
    FROM feature_suggestions f
    LEFT JOIN users u ON u.id = f.author_id`;

export const ORDER_BY: Record<SuggestionSort, string> = {
  votes: 'f.votes DESC, f.created_at DESC, f.id',
  recent: 'f.created_at DESC, f.id',
  trending: 'g.rate DESC NULLS LAST, f.votes DESC, f.created_at DESC, f.id',
};

export interface FeatureRow {
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

export interface CommentRow {
  id: string;
  author_name: string;
  text: string;
  created_at: Date;
}

export function toCommentDto(row: CommentRow): FeatureCommentDto {
  return { id: row.id, author: row.author_name, date: row.created_at.toISOString(), text: row.text };
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

export type EditableRow = Pick<FeatureRow, 'id' | 'title' | 'description' | 'problem_solved' | 'status' | 'tags'>;

/** The editable fields of a suggestion's row (what moderation snapshots, the start of FeatureDto). */
export function editableFields(row: EditableRow): SuggestionSnapshot {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    problemSolved: row.problem_solved,
    status: row.status,
    tags: row.tags,
  };
}
