import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { REPUTATION_DECAY_PER_DAY, REPUTATION_SCALE, type ReputationReason } from '@vineyard/domain';
import { runSql, sql } from '../common/sql';
import {
  pointsOnDaySql,
  reputationOfPointsSql,
  salesPointsOfMonthSql,
  setPointsCtes,
  type PointsWrite,
} from './reputation.sql';

/** One change to apply in a set (the tick's steps). */
export interface ReputationEventInput {
  estateId: string;
  points: number;
  reason: ReputationReason;
  refId: string | null;
}

/** A reputation change as the estate's history lists it. */
export interface ReputationEventRow {
  id: string;
  game_day: number;
  points: number;
  points_after: number;
  reason: ReputationReason;
  ref_id: string | null;
}

/**
 * The reputation module's SQL: `reputation_events` and the estates' reputation columns
 * (reputation_points, reputation_points_day, reputation: the reputation module's columns of the
 * estates table, database/table-owners.ts). The rules are ReputationService's and libs/domain's.
 */
@Injectable()
export class ReputationRepository {
  /** Points earned from wine sales in the reputation month starting on `monthStart` (the sales soft cap). */
  async earnedFromSalesInMonth(manager: EntityManager, estateId: string, monthStart: number): Promise<number> {
    const [row]: { earned: number | null }[] = await manager.query(
      `SELECT ${salesPointsOfMonthSql('e', '$2::int')} AS earned FROM estates e WHERE e.id = $1`,
      [estateId, monthStart],
    );
    return Number(row?.earned ?? 0);
  }

  /** The estate's points as stored, with the day they stood on. */
  async points(
    manager: EntityManager,
    estateId: string,
  ): Promise<{ reputation_points: number; reputation_points_day: number } | undefined> {
    const [row]: { reputation_points: number; reputation_points_day: number }[] = await manager.query(
      'SELECT reputation_points, reputation_points_day FROM estates WHERE id = $1',
      [estateId],
    );
    return row;
  }

  /**
   * Stores the estate's points on `day` and the reputation they make, and, when they changed, the
   * change's `reputation_events` row: one statement.
   */
  async setPoints(manager: EntityManager, write: PointsWrite): Promise<void> {
    await runSql(manager, sql`WITH ${setPointsCtes(write)} SELECT 1`);
  }

  /**
   * Applies many changes in one statement, whatever their number (the tick's steps): the estates
   * are locked `money` in id order, their points decayed to `day` and changed, one event a change.
   */
  async applyMany(manager: EntityManager, day: number, events: readonly ReputationEventInput[]): Promise<void> {
    const changes = events.filter((e) => e.points !== 0);
    if (changes.length === 0) return;
    // a sale's points keep the estate's sales month as well (reputation.sql.ts salesMonthSet): a PointsWrite's
    if (changes.some((e) => e.reason === 'wine_sale')) throw new Error('applyMany: a wine sale goes as a PointsWrite');
    await manager.query(
      `WITH x AS (
         SELECT * FROM unnest($1::uuid[], $2::float8[], $3::text[], $4::uuid[]) WITH ORDINALITY AS x(estate_id, delta, reason, ref_id, n)),
       per AS (SELECT estate_id, SUM(delta) AS delta FROM x GROUP BY estate_id),
       locked AS (
         SELECT e.id, ${pointsOnDaySql('e', '$5', '$6').toText()} AS now_points
           FROM estates e WHERE e.id IN (SELECT estate_id FROM per) ORDER BY e.id FOR NO KEY UPDATE),
       upd AS (
         UPDATE estates e SET reputation_points = GREATEST(0, l.now_points + per.delta),
                reputation_points_day = GREATEST(e.reputation_points_day, $5::int),
                reputation = ${reputationOfPointsSql('l.now_points + per.delta', '$7').toText()}
           FROM locked l JOIN per ON per.estate_id = l.id
          WHERE e.id = l.id
          RETURNING e.id, e.reputation_points)
       INSERT INTO reputation_events (estate_id, game_day, points, points_after, reason, ref_id)
       SELECT x.estate_id, $5::int, x.delta, u.reputation_points, x.reason, x.ref_id
         FROM x JOIN upd u ON u.id = x.estate_id ORDER BY x.n`,
      [
        changes.map((e) => e.estateId),
        changes.map((e) => e.points),
        changes.map((e) => e.reason),
        changes.map((e) => e.refId),
        day,
        1 - REPUTATION_DECAY_PER_DAY,
        REPUTATION_SCALE,
      ],
    );
  }

  /** The estate's latest changes, newest first. */
  history(manager: EntityManager, estateId: string, limit: number): Promise<ReputationEventRow[]> {
    return manager.query(
      `SELECT id, game_day, points, points_after, reason, ref_id FROM reputation_events
        WHERE estate_id = $1 ORDER BY game_day DESC, created_at DESC, id LIMIT $2`,
      [estateId, limit],
    );
  }
}
