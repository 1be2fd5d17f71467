import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import {
  REPUTATION_DECAY_PER_DAY,
  REPUTATION_REASON_LABELS,
  reputationFromPoints,
  reputationMonthStart,
  reputationPointsOn,
  type ReputationReason,
} from '@vineyard/domain';
import { GameTimeService } from '../gametime/gametime.service';
import type { ReputationDataDto } from './dto/reputation.dto';
import { ReputationRepository } from './reputation.repository';
import type { PointsWrite } from './reputation.sql';

/** Entries of the history an estate's reputation answer carries. */
export const REPUTATION_HISTORY_SIZE = 100;

export interface ReputationChange {
  /** Points gained (negative: lost). */
  change: number;
  points: number;
  reputation: number;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * Reputation as points (issue 19, ECONOMY.md §5; the rules in libs/domain reputation.ts). An
 * estate stores its points as they stood on a day; decay is computed on read. Every change writes
 * the estate's new points and a `reputation_events` row in the caller's transaction:
 * `change` for one estate whose row the caller holds locked (`money`, level 1 of common/locks.ts),
 * `ReputationRepository.applyMany` for the tick's set-based steps (one statement that locks the estates in id order).
 */
@Injectable()
export class ReputationService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly gameTime: GameTimeService,
    private readonly rows: ReputationRepository,
  ) {}

  /** Points earned from wine sales this game month (the sales soft cap). */
  async earnedFromSalesThisMonth(manager: EntityManager, estateId: string, day: number): Promise<number> {
    const monthStart = reputationMonthStart(day);
    return this.rows.earnedFromSalesInMonth(manager, estateId, monthStart);
  }

  /**
   * Adds `points` (or takes them) to one estate whose row the caller holds locked. `stored`: its
   * points as stored and their day, when the caller read them under that lock (one statement
   * fewer).
   */
  async change(
    manager: EntityManager,
    estateId: string,
    day: number,
    points: number,
    reason: ReputationReason,
    refId: string | null,
    stored?: { points: number; day: number },
  ): Promise<ReputationChange> {
    const row = stored ? undefined : await this.rows.points(manager, estateId);
    const current = stored ?? { points: Number(row?.reputation_points ?? 0), day: row?.reputation_points_day ?? day };
    const { write, ...standing } = this.planChange(estateId, day, points, reason, refId, current);
    await this.rows.setPoints(manager, write);
    return standing;
  }

  /**
   * `change` for a caller that read the estate's points under its lock (`stored`) and writes them
   * in a statement of its own (one round trip fewer): the change and what to write
   * (reputation.sql.ts `setPointsCtes`).
   */
  planChange(
    estateId: string,
    day: number,
    points: number,
    reason: ReputationReason,
    refId: string | null,
    stored: { points: number; day: number },
  ): ReputationChange & { write: PointsWrite } {
    const before = reputationPointsOn(stored.points, stored.day, day);
    const after = Math.max(0, before + points);
    const reputation = reputationFromPoints(after);
    return {
      change: after - before,
      points: after,
      reputation,
      write: {
        estateId,
        points: after,
        day,
        reputation,
        event: points !== 0 ? { points: after - before, reason, refId } : null,
      },
    };
  }

  /** The estate's reputation today, its points and its latest changes (the caller checked ownership). */
  async reputation(estateId: string): Promise<ReputationDataDto> {
    const day = await this.gameTime.currentDayIndex();
    const estate = await this.rows.points(this.dataSource.manager, estateId);
    const points = reputationPointsOn(
      Number(estate?.reputation_points ?? 0),
      estate?.reputation_points_day ?? day,
      day,
    );
    const rows = await this.rows.history(this.dataSource.manager, estateId, REPUTATION_HISTORY_SIZE);
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
