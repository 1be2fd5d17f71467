import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ACHIEVEMENT_MEDALS_COUNTED, CRITIC_REVIEWS } from '@vineyard/domain';

/** What the milestones look at for one estate (libs/domain milestones.ts, EstateProgress), as read. */
export interface ProgressRow {
  harvests: number;
  batches: number;
  bottled_wines: number;
  bottles_sold: string;
  first_review_day: number | null;
  medals: number;
  golds: number;
  icon_sales: boolean;
  best_season_rank: number | null;
  reputation_points: string;
  reputation_points_day: number | null;
  hectares: number;
  planted_hectares: number;
}

/**
 * The milestones' read model: it owns no table and reads an estate's harvests, wine batches, bottled
 * wines, sales, awards, season places, reputation and land in one statement (each count stops at what a milestone
 * needs to know, by index).
 */
@Injectable()
export class MilestonesRepository {
  async progress(manager: EntityManager, estateId: string): Promise<ProgressRow | null> {
    const [row]: ProgressRow[] = await manager.query(
      `SELECT (SELECT count(*)::int FROM (SELECT 1 FROM harvests WHERE estate_id = e.id LIMIT 1) h) AS harvests,
              (SELECT count(*)::int FROM (SELECT 1 FROM wine_batches WHERE estate_id = e.id LIMIT 1) b) AS batches,
              (SELECT count(*)::int FROM (SELECT 1 FROM wine_lots WHERE estate_id = e.id LIMIT 1) w) AS bottled_wines,
              (SELECT COALESCE(sum(bottles), 0)::bigint FROM wine_sales WHERE estate_id = e.id) AS bottles_sold,
              (SELECT min(bottled_day) + $2::int FROM wine_lots
                WHERE estate_id = e.id AND bottled_bottles >= $3::int) AS first_review_day,
              (SELECT count(*)::int FROM (SELECT 1 FROM awards WHERE estate_id = e.id LIMIT $4) a) AS medals,
              (SELECT count(*)::int FROM (SELECT 1 FROM awards WHERE estate_id = e.id AND medal = 'gold' LIMIT 1) g)
                AS golds,
              EXISTS (SELECT 1 FROM wine_sales WHERE estate_id = e.id AND tier = 'icon') AS icon_sales,
              (SELECT min(rank)::int FROM season_honours WHERE estate_id = e.id) AS best_season_rank,
              e.reputation_points, e.reputation_points_day,
              (SELECT COALESCE(sum(p.size), 0)::float8 FROM plots p WHERE p.estate_id = e.id) AS hectares,
              (SELECT COALESCE(sum(b.size), 0)::float8 FROM blocks b JOIN plots p ON p.id = b.plot_id
                WHERE p.estate_id = e.id) AS planted_hectares
         FROM estates e WHERE e.id = $1`,
      [estateId, CRITIC_REVIEWS.afterDays, CRITIC_REVIEWS.minBottles, ACHIEVEMENT_MEDALS_COUNTED],
    );
    return row ?? null;
  }
}
