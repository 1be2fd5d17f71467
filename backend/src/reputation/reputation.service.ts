import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import {
  REPUTATION_DECAY_PER_DAY,
  REPUTATION_MONTH_DAYS,
  REPUTATION_REASON_LABELS,
  REPUTATION_SCALE,
  reputationFromPoints,
  reputationMonth,
  reputationPointsOn,
  saleReputationPoints,
  type ReputationReason,
} from '@vineyard/domain';
import { GameTimeService } from '../gametime/gametime.service';
import type { ReputationDataDto } from './dto/reputation.dto';
import { pointsOnDaySql, reputationOfPointsSql } from './reputation.sql';

/** Entries of the history an estate's reputation answer carries. */
export const REPUTATION_HISTORY_SIZE = 100;

export interface ReputationChange {
  /** Points gained (negative: lost). */
  change: number;
  points: number;
  reputation: number;
}

/** One change to apply in a set (the tick's steps). */
export interface ReputationEventInput {
  estateId: string;
  points: number;
  reason: ReputationReason;
  refId: string | null;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * Reputation as points (issue 19, ECONOMY.md §5; the rules in libs/domain reputation.ts). An
 * estate stores its points as they stood on a day; decay is computed on read. Every change writes
 * the estate's new points and a `reputation_events` row in the caller's transaction:
 * `change` for one estate whose row the caller holds locked (`money`, level 1 of common/locks.ts),
 * `applyMany` for the tick's set-based steps (one statement that locks the estates in id order).
 */
@Injectable()
export class ReputationService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly gameTime: GameTimeService,
  ) {}

  /** Points earned from wine sales this game month (the sales soft cap). */
  async earnedFromSalesThisMonth(manager: EntityManager, estateId: string, day: number): Promise<number> {
    const monthStart = reputationMonth(day) * REPUTATION_MONTH_DAYS;
    const [row]: { earned: number | null }[] = await manager.query(
      `SELECT SUM(points) AS earned FROM reputation_events
        WHERE estate_id = $1 AND reason = 'wine_sale' AND game_day >= $2 AND points > 0`,
      [estateId, monthStart],
    );
    return Number(row?.earned ?? 0);
  }

  /** What selling `bottles` of quality `quality` does to the estate's points (its row locked by the caller). */
  async recordSale(
    manager: EntityManager,
    estateId: string,
    day: number,
    quality: number,
    bottles: number,
    lotId: string,
  ): Promise<ReputationChange> {
    const earned = await this.earnedFromSalesThisMonth(manager, estateId, day);
    return this.change(manager, estateId, day, saleReputationPoints(quality, bottles, earned), 'wine_sale', lotId);
  }

  /** Adds `points` (or takes them) to one estate whose row the caller holds locked. */
  async change(
    manager: EntityManager,
    estateId: string,
    day: number,
    points: number,
    reason: ReputationReason,
    refId: string | null,
  ): Promise<ReputationChange> {
    const [row]: { reputation_points: number; reputation_points_day: number }[] = await manager.query(
      'SELECT reputation_points, reputation_points_day FROM estates WHERE id = $1',
      [estateId],
    );
    const before = reputationPointsOn(Number(row?.reputation_points ?? 0), row?.reputation_points_day ?? day, day);
    const after = Math.max(0, before + points);
    await manager.query(
      `UPDATE estates SET reputation_points = $2, reputation_points_day = GREATEST(reputation_points_day, $3::int),
              reputation = $4 WHERE id = $1`,
      [estateId, after, day, reputationFromPoints(after)],
    );
    if (points !== 0)
      await manager.query(
        `INSERT INTO reputation_events (estate_id, game_day, points, points_after, reason, ref_id)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [estateId, day, after - before, after, reason, refId],
      );
    return { change: after - before, points: after, reputation: reputationFromPoints(after) };
  }

  /**
   * Applies many changes in one statement, whatever their number (the tick's steps): the estates
   * are locked `money` in id order, their points decayed to `day` and changed, one event a change.
   */
  static async applyMany(manager: EntityManager, day: number, events: readonly ReputationEventInput[]): Promise<void> {
    const changes = events.filter((e) => e.points !== 0);
    if (changes.length === 0) return;
    await manager.query(
      `WITH x AS (
         SELECT * FROM unnest($1::uuid[], $2::float8[], $3::text[], $4::uuid[]) WITH ORDINALITY AS x(estate_id, delta, reason, ref_id, n)),
       per AS (SELECT estate_id, SUM(delta) AS delta FROM x GROUP BY estate_id),
       locked AS (
         SELECT e.id, ${pointsOnDaySql('e', '$5', '$6')} AS now_points
           FROM estates e WHERE e.id IN (SELECT estate_id FROM per) ORDER BY e.id FOR NO KEY UPDATE),
       upd AS (
         UPDATE estates e SET reputation_points = GREATEST(0, l.now_points + per.delta),
                reputation_points_day = GREATEST(e.reputation_points_day, $5::int),
                reputation = ${reputationOfPointsSql('l.now_points + per.delta', '$7')}
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

  /** The estate's reputation today, its points and its latest changes (the caller checked ownership). */
  async reputation(estateId: string): Promise<ReputationDataDto> {
    const day = await this.gameTime.currentDayIndex();
    const [estate]: { reputation_points: number; reputation_points_day: number }[] = await this.dataSource.query(
      'SELECT reputation_points, reputation_points_day FROM estates WHERE id = $1',
      [estateId],
    );
    const points = reputationPointsOn(
      Number(estate?.reputation_points ?? 0),
      estate?.reputation_points_day ?? day,
      day,
    );
    const rows: {
      id: string;
      game_day: number;
      points: number;
      points_after: number;
      reason: ReputationReason;
      ref_id: string | null;
    }[] = await this.dataSource.query(
      `SELECT id, game_day, points, points_after, reason, ref_id FROM reputation_events
        WHERE estate_id = $1 ORDER BY game_day DESC, created_at DESC, id LIMIT $2`,
      [estateId, REPUTATION_HISTORY_SIZE],
    );
    return {
      reputation: reputationFromPoints(points),
      points: round2(points),
      day,
      decayPerDay: REPUTATION_DECAY_PER_DAY,
      monthEarnedFromSales: round2(await this.earnedFromSalesThisMonth(this.dataSource.manager, estateId, day)),
      history: rows.map((r) => ({
        id: r.id,
        gameDay: r.game_day,
        change: round2(Number(r.points)),
        pointsAfter: round2(Number(r.points_after)),
        reputationAfter: reputationFromPoints(Number(r.points_after)),
        reason: r.reason,
        label: REPUTATION_REASON_LABELS[r.reason],
        refId: r.ref_id,
      })),
    };
  }
}
