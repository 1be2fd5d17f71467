import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { VoteType } from '@vineyard/domain';

/** The `feature_votes` table (one vote per player and suggestion) and `feature_vote_history` (a point per day). */
@Injectable()
export class VotesRepository {
  /** The player's vote on the suggestion, if any. */
  async find(manager: EntityManager, featureId: string, userId: string): Promise<VoteType | undefined> {
    const [previous]: { vote_type: VoteType }[] = await manager.query(
      'SELECT vote_type FROM feature_votes WHERE feature_id = $1 AND user_id = $2',
      [featureId, userId],
    );
    return previous?.vote_type;
  }

  /** Writes or replaces the player's vote. */
  async upsert(manager: EntityManager, featureId: string, userId: string, vote: VoteType): Promise<void> {
    await manager.query(
      `INSERT INTO feature_votes (feature_id, user_id, vote_type) VALUES ($1, $2, $3)
       ON CONFLICT (feature_id, user_id) DO UPDATE SET vote_type = EXCLUDED.vote_type, updated_at = now()`,
      [featureId, userId, vote],
    );
  }

  async delete(manager: EntityManager, featureId: string, userId: string): Promise<void> {
    await manager.query('DELETE FROM feature_votes WHERE feature_id = $1 AND user_id = $2', [featureId, userId]);
  }

  /** The player's votes, oldest first. */
  byUser(manager: EntityManager, userId: string): Promise<{ feature_id: string; vote_type: VoteType }[]> {
    return manager.query('SELECT feature_id, vote_type FROM feature_votes WHERE user_id = $1 ORDER BY created_at', [
      userId,
    ]);
  }

  /** Every vote, and how many are up votes. */
  async totals(manager: EntityManager): Promise<{ total: number; up: number }> {
    const [votes]: { total: number; up: number }[] = await manager.query(
      `SELECT count(*)::int AS total, (count(*) FILTER (WHERE vote_type = 'up'))::int AS up FROM feature_votes`,
    );
    return votes!;
  }

  /** Today's (UTC) point of the suggestion's vote history: `count`. */
  async recordHistory(manager: EntityManager, featureId: string, count: number): Promise<void> {
    await manager.query(
      `INSERT INTO feature_vote_history (feature_id, day, count) VALUES ($1, (now() AT TIME ZONE 'UTC')::date, $2)
       ON CONFLICT (feature_id, day) DO UPDATE SET count = EXCLUDED.count`,
      [featureId, count],
    );
  }

  /** The last `points` history points of each suggestion, oldest first (one statement for a page). */
  history(
    manager: EntityManager,
    featureIds: string[],
    points: number,
  ): Promise<{ feature_id: string; day: string; count: number }[]> {
    return manager.query(
      `SELECT feature_id, to_char(day, 'YYYY-MM-DD') AS day, count FROM (
         SELECT h.*, row_number() OVER (PARTITION BY h.feature_id ORDER BY h.day DESC) AS rn
           FROM feature_vote_history h WHERE h.feature_id = ANY($1::uuid[])) t
        WHERE rn <= $2 ORDER BY day`,
      [featureIds, points],
    );
  }

  /** Deletes a suggestion's votes and vote history; answers how many of each went. */
  async deleteForSuggestion(manager: EntityManager, featureId: string): Promise<{ votes: number; history: number }> {
    const [, votes]: [unknown, number] = await manager.query('DELETE FROM feature_votes WHERE feature_id = $1', [
      featureId,
    ]);
    const [, history]: [unknown, number] = await manager.query(
      'DELETE FROM feature_vote_history WHERE feature_id = $1',
      [featureId],
    );
    return { votes, history };
  }
}
