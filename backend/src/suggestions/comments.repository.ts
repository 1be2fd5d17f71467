import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { CommentRow } from './feature-rows';

/** The `feature_comments` table: the comments on suggestions. */
@Injectable()
export class CommentsRepository {
  /** A suggestion's comments, oldest first. */
  forSuggestion(manager: EntityManager, featureId: string): Promise<CommentRow[]> {
    return manager.query(
      `SELECT id, author_name, text, created_at FROM feature_comments WHERE feature_id = $1
        ORDER BY created_at, id`,
      [featureId],
    );
  }

  async insert(
    manager: EntityManager,
    featureId: string,
    author: { id: string; username: string },
    text: string,
  ): Promise<CommentRow> {
    const [row]: CommentRow[] = await manager.query(
      `INSERT INTO feature_comments (feature_id, author_id, author_name, text) VALUES ($1, $2, $3, $4)
       RETURNING id, author_name, text, created_at`,
      [featureId, author.id, author.username, text],
    );
    return row!;
  }

  /** Locks the suggestion's comment (FOR UPDATE); the comment id must be a UUID. */
  async lock(manager: EntityManager, featureId: string, commentId: string): Promise<CommentRow | undefined> {
    const [row]: CommentRow[] = await manager.query(
      `SELECT id, author_name, text, created_at FROM feature_comments WHERE id = $1 AND feature_id = $2 FOR UPDATE`,
      [commentId, featureId],
    );
    return row;
  }

  /** Replaces a comment's text; answers the comment after. */
  async setText(manager: EntityManager, commentId: string, text: string): Promise<CommentRow> {
    const [rows]: [CommentRow[], number] = await manager.query(
      'UPDATE feature_comments SET text = $2 WHERE id = $1 RETURNING id, author_name, text, created_at',
      [commentId, text],
    );
    return rows[0]!;
  }

  async delete(manager: EntityManager, commentId: string): Promise<void> {
    await manager.query('DELETE FROM feature_comments WHERE id = $1', [commentId]);
  }

  /** Deletes a suggestion's comments; answers how many went. */
  async deleteForSuggestion(manager: EntityManager, featureId: string): Promise<number> {
    const [, comments]: [unknown, number] = await manager.query('DELETE FROM feature_comments WHERE feature_id = $1', [
      featureId,
    ]);
    return comments;
  }

  /** How many comments there are. */
  async count(manager: EntityManager): Promise<number> {
    const [comments]: { total: number }[] = await manager.query('SELECT count(*)::int AS total FROM feature_comments');
    return comments!.total;
  }
}
