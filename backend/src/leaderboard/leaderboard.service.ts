import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  CRITIC_REVIEWS,
  criticName,
  criticScore,
  criticVerdict,
  DAYS_PER_YEAR,
  type GrapeVariety,
  type RegionKey,
} from '@vineyard/domain';
import { GameTimeService } from '../gametime/gametime.service';
import type { LeaderboardDataDto, ReviewsDataDto } from './leaderboard.dto';

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
  private cached: { at: number; data: LeaderboardDataDto } | null = null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly gameTime: GameTimeService,
  ) {}

  async board(): Promise<LeaderboardDataDto> {
    if (this.cached && Date.now() - this.cached.at < CACHE_MS) return this.cached.data;
    const day = await this.gameTime.currentDayIndex();
    const estates = (order: string) =>
      this.dataSource.query(
        `SELECT e.id, e.name, e.location, e.reputation,
                (e.money + COALESCE((SELECT SUM(p.price) FROM plots p WHERE p.estate_id = e.id), 0))::bigint AS worth
           FROM estates e ORDER BY ${order} LIMIT $1`,
        [LEADERBOARD_SIZE],
      ) as Promise<{ id: string; name: string; location: RegionKey; reputation: number; worth: string }[]>;
    const [byReputation, byWorth, wines] = await Promise.all([
      estates('e.reputation DESC, worth DESC, e.id'),
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
      reputation: r.reputation,
      worth: Number(r.worth),
    });
    const data: LeaderboardDataDto = {
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
   * newest first, their scores computed on read (`criticScore`). One statement, through
   * wine_lots_bottled_day_idx.
   */
  async reviews(): Promise<ReviewsDataDto> {
    const day = await this.gameTime.currentDayIndex();
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
        ORDER BY l.bottled_day DESC, l.id LIMIT $3`,
      [day - CRITIC_REVIEWS.afterDays, CRITIC_REVIEWS.minBottles, LEADERBOARD_SIZE],
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
    };
  }
}
