import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  CRITIC_REVIEWS,
  criticName,
  criticScore,
  criticVerdict,
  DAYS_PER_YEAR,
  REPUTATION_DECAY_PER_DAY,
  reputationFromPoints,
  reputationPointsOn,
  type GrapeVariety,
  type RegionKey,
} from '@vineyard/domain';
import { GameTimeService } from '../gametime/gametime.service';
import { pagination } from '../common/pagination.dto';
import { pointsOnDaySql } from '../reputation/reputation.sql';
import { REVIEWS_PAGE_SIZE, type LeaderboardBy, type LeaderboardDataDto, type ReviewsDataDto } from './leaderboard.dto';

/** Entries per list. */
export const LEADERBOARD_SIZE = 20;
/** The board is computed at most this often (ms): it is public and reads every estate. */
const CACHE_MS = 30_000;

/**
 * The public leaderboard (issue 19): estates by reputation and by worth (money plus land at its
 * purchase price), and the best wines bottled in the last game year. Three statements, cached
 * for CACHE_MS so that visitors do not scan the estates on every page view.
 */
@Injectable()
export class LeaderboardService {
  private cached: { at: number; data: Omit<LeaderboardDataDto, 'by' | 'entries'> } | null = null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly gameTime: GameTimeService,
  ) {}

  async board(by: LeaderboardBy = 'reputation'): Promise<LeaderboardDataDto> {
    const data = await this.rankings();
    const entries = by === 'wine' ? data.wines : by === 'netWorth' ? data.worth : data.reputation;
    return { ...data, by, entries };
  }

  private async rankings(): Promise<Omit<LeaderboardDataDto, 'by' | 'entries'>> {
    if (this.cached && Date.now() - this.cached.at < CACHE_MS) return this.cached.data;
    const day = await this.gameTime.currentDayIndex();
    const estates = (order: string) =>
      this.dataSource.query(
        `SELECT e.id, e.name, e.location, e.reputation_points, e.reputation_points_day,
                (e.money + COALESCE((SELECT SUM(p.price) FROM plots p WHERE p.estate_id = e.id), 0))::bigint AS worth
           FROM estates e ORDER BY ${order} LIMIT $1`,
        [LEADERBOARD_SIZE],
      ) as Promise<
        {
          id: string;
          name: string;
          location: RegionKey;
          reputation_points: number;
          reputation_points_day: number;
          worth: string;
        }[]
      >;
    // today's points (decayed on read, reputationPointsOn): the same order as the reputation shown
    const pointsToday = pointsOnDaySql('e', String(Math.trunc(day)), String(1 - REPUTATION_DECAY_PER_DAY));
    const [byReputation, byWorth, wines] = await Promise.all([
      estates(`${pointsToday} DESC, worth DESC, e.id`),
      estates('worth DESC, e.id'),
      this.dataSource.query(
        `SELECT l.id, l.name, l.variety, l.blend IS NOT NULL AS blend, l.vintage, l.quality, l.region,
                e.id AS estate_id, e.name AS estate_name
           FROM wine_lots l JOIN estates e ON e.id = l.estate_id
          WHERE l.bottled_day > $2
          ORDER BY l.quality DESC, l.bottled_day, l.id LIMIT $1`,
        [LEADERBOARD_SIZE, day - DAYS_PER_YEAR],
      ) as Promise<
        {
          id: string;
          name: string;
          variety: GrapeVariety;
          blend: boolean;
          vintage: number;
          quality: number;
          region: RegionKey;
          estate_id: string;
          estate_name: string;
        }[]
      >,
    ]);
    const entry = (r: (typeof byReputation)[number], i: number) => ({
      rank: i + 1,
      estateId: r.id,
      name: r.name,
      region: r.location,
      reputation: reputationFromPoints(reputationPointsOn(Number(r.reputation_points), r.reputation_points_day, day)),
      worth: Number(r.worth),
    });
    const data = {
      reputation: byReputation.map(entry),
      worth: byWorth.map(entry),
      wines: wines.map((w, i) => ({
        rank: i + 1,
        wineLotId: w.id,
        name: w.name,
        variety: w.variety,
        blend: w.blend,
        vintage: w.vintage,
        quality: w.quality,
        estateId: w.estate_id,
        estateName: w.estate_name,
        region: w.region,
      })),
      day,
    };
    this.cached = { at: Date.now(), data };
    return data;
  }

  /**
   * The critics' latest reviews (public): lots with enough bottles whose review day has come,
   * newest first, a page at a time, their scores computed on read (`criticScore`). Two statements
   * (the count, the page), through wine_lots_bottled_day_idx.
   */
  async reviews(page = 1): Promise<ReviewsDataDto> {
    const day = await this.gameTime.currentDayIndex();
    const [{ total }]: { total: number }[] = await this.dataSource.query(
      `SELECT count(*)::int AS total FROM wine_lots WHERE bottled_day <= $1 AND bottled_bottles >= $2`,
      [day - CRITIC_REVIEWS.afterDays, CRITIC_REVIEWS.minBottles],
    );
    const rows: {
      id: string;
      name: string;
      variety: GrapeVariety;
      blend: boolean;
      vintage: number;
      quality: number;
      bottled_day: number;
      region: RegionKey;
      estate_name: string;
    }[] = await this.dataSource.query(
      `SELECT l.id, l.name, l.variety, l.blend IS NOT NULL AS blend, l.vintage, l.quality, l.bottled_day, l.region,
              e.name AS estate_name
         FROM wine_lots l JOIN estates e ON e.id = l.estate_id
        WHERE l.bottled_day <= $1 AND l.bottled_bottles >= $2
        ORDER BY l.bottled_day DESC, l.id LIMIT $3 OFFSET $4`,
      [day - CRITIC_REVIEWS.afterDays, CRITIC_REVIEWS.minBottles, REVIEWS_PAGE_SIZE, (page - 1) * REVIEWS_PAGE_SIZE],
    );
    return {
      reviews: rows.map((r) => {
        const score = criticScore(r.id, r.quality);
        return {
          wineLotId: r.id,
          name: r.name,
          variety: r.variety,
          blend: r.blend,
          vintage: r.vintage,
          estateName: r.estate_name,
          region: r.region,
          score,
          critic: criticName(r.id),
          verdict: criticVerdict(score),
          day: r.bottled_day + CRITIC_REVIEWS.afterDays,
        };
      }),
      pagination: pagination(page, REVIEWS_PAGE_SIZE, total),
    };
  }
}
