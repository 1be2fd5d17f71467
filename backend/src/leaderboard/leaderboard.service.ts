import { Injectable } from '@nestjs/common';
import {
  CRITIC_REVIEWS,
  criticName,
  criticScore,
  criticVerdict,
  reputationFromPoints,
  reputationPointsOn,
} from '@vineyard/domain';
import { GameTimeService } from '../gametime/gametime.service';
import { ReadReplica, type ReadFence } from '../database/read-replica';
import { pagination } from '../common/pagination.dto';
import { LeaderboardRepository, type RankedEstateRow } from './leaderboard.repository';
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
    private readonly gameTime: GameTimeService,
    private readonly rows: LeaderboardRepository,
    private readonly replica: ReadReplica,
  ) {}

  async board(by: LeaderboardBy = 'reputation', fence?: ReadFence): Promise<LeaderboardDataDto> {
    const data = await this.rankings(fence);
    const entries = by === 'wine' ? data.wines : by === 'netWorth' ? data.worth : data.reputation;
    return { ...data, by, entries };
  }

  private async rankings(fence?: ReadFence): Promise<Omit<LeaderboardDataDto, 'by' | 'entries'>> {
    if (this.cached && Date.now() - this.cached.at < CACHE_MS) return this.cached.data;
    const day = await this.gameTime.currentDayIndex();
    // lag-tolerant (and cached for CACHE_MS anyway): on the read replica when there is one
    const [{ byReputation, byWorth }, wines] = await this.replica.read(fence, (ds) =>
      Promise.all([this.rows.estates(ds, day, LEADERBOARD_SIZE), this.rows.bestWines(ds, day, LEADERBOARD_SIZE)]),
    );
    const entry = (r: RankedEstateRow, i: number) => ({
      rank: i + 1,
      estateId: r.id,
      name: r.name,
      region: r.location,
      reputation: reputationFromPoints(reputationPointsOn(Number(r.reputation_points), r.reputation_points_day, day)),
      worth: Number(r.worth),
      seasonHonours: r.season_honours,
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
  async reviews(page = 1, fence?: ReadFence): Promise<ReviewsDataDto> {
    const day = await this.gameTime.currentDayIndex();
    const { total, rows } = await this.replica.read(fence, (ds) =>
      this.rows.reviews(ds, day, REVIEWS_PAGE_SIZE, (page - 1) * REVIEWS_PAGE_SIZE),
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
