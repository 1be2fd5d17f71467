import type { SuggestionStatus } from '@vineyard/domain';
import type { FeatureCommentDto } from './dto/feature.dto';

/**
 * The community board's rows as the features repositories answer them (the SQL is theirs), and
 * their mapping to the API's shapes.
 */

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
