import { Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import {
  CRITIC_REVIEWS,
  DAYS_PER_YEAR,
  REPUTATION_DECAY_PER_DAY,
  type GrapeVariety,
  type RegionKey,
} from '@vineyard/domain';
import { pointsOnDaySql } from '../reputation/reputation.sql';

/** An estate as the boards rank it. */
export interface RankedEstateRow {
  id: string;
  name: string;
  location: RegionKey;
  reputation_points: number;
  reputation_points_day: number;
  worth: string;
  season_honours: number;
}

/** A bottled wine as the wine board ranks it. */
export interface RankedWineRow {
  id: string;
  name: string;
  variety: GrapeVariety;
  blend: boolean;
  vintage: number;
  quality: number;
  region: RegionKey;
  estate_id: string;
  estate_name: string;
}

/** A reviewed wine lot, as the critics' page lists it. */
export type ReviewedWineRow = Omit<RankedWineRow, 'estate_id'> & { bottled_day: number };

/**
 * The leaderboard's read model: it owns no table and reads estates (their money, reputation, land
 * and season honours, by season_honours_estate_key) and bottled wine lots, each list in one statement.
 */
@Injectable()
export class LeaderboardRepository {
  /** The estates by reputation (today's points, decayed on read) and by worth, `size` each. */
  async estates(
    dataSource: DataSource,
    day: number,
    size: number,
  ): Promise<{ byReputation: RankedEstateRow[]; byWorth: RankedEstateRow[] }> {
    const estates = (order: string) =>
      dataSource.query(
        `SELECT e.id, e.name, e.location, e.reputation_points, e.reputation_points_day,
                (e.money + COALESCE((SELECT SUM(p.price) FROM plots p WHERE p.estate_id = e.id), 0))::bigint AS worth,
                (SELECT count(*)::int FROM season_honours h WHERE h.estate_id = e.id) AS season_honours
           FROM estates e ORDER BY ${order} LIMIT $1`,
        [size],
      ) as Promise<RankedEstateRow[]>;
    // today's points (decayed on read, reputationPointsOn): the same order as the reputation shown
    const pointsToday = pointsOnDaySql('e', String(Math.trunc(day)), String(1 - REPUTATION_DECAY_PER_DAY)).toText();
    const [byReputation, byWorth] = await Promise.all([
      estates(`${pointsToday} DESC, worth DESC, e.id`),
      estates('worth DESC, e.id'),
    ]);
    return { byReputation, byWorth };
  }

  /** The best wines bottled in the last game year. */
  bestWines(dataSource: DataSource, day: number, size: number): Promise<RankedWineRow[]> {
    return dataSource.query(
      `SELECT l.id, l.name, l.variety, l.blend IS NOT NULL AS blend, l.vintage, l.quality, l.region,
              e.id AS estate_id, e.name AS estate_name
         FROM wine_lots l JOIN estates e ON e.id = l.estate_id
        WHERE l.bottled_day > $2
        ORDER BY l.quality DESC, l.bottled_day, l.id LIMIT $1`,
      [size, day - DAYS_PER_YEAR],
    );
  }

  /** How many lots the critics reviewed by `day`, and one page of them, newest first. */
  async reviews(
    dataSource: DataSource,
    day: number,
    limit: number,
    offset: number,
  ): Promise<{ total: number; rows: ReviewedWineRow[] }> {
    const [{ total }]: { total: number }[] = await dataSource.query(
      `SELECT count(*)::int AS total FROM wine_lots WHERE bottled_day <= $1 AND bottled_bottles >= $2 AND origin_lot_id IS NULL`,
      [day - CRITIC_REVIEWS.afterDays, CRITIC_REVIEWS.minBottles],
    );
    const rows: ReviewedWineRow[] = await dataSource.query(
      `SELECT l.id, l.name, l.variety, l.blend IS NOT NULL AS blend, l.vintage, l.quality, l.bottled_day, l.region,
              e.name AS estate_name
         FROM wine_lots l JOIN estates e ON e.id = l.estate_id
        WHERE l.bottled_day <= $1 AND l.bottled_bottles >= $2 AND l.origin_lot_id IS NULL
        ORDER BY l.bottled_day DESC, l.id LIMIT $3 OFFSET $4`,
      [day - CRITIC_REVIEWS.afterDays, CRITIC_REVIEWS.minBottles, limit, offset],
    );
    return { total, rows };
  }
}
