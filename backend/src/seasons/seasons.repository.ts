import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  CRITIC_REVIEWS,
  SEASON_COMPETITION,
  SEASON_HONOUR_PLACES,
  seasonWindow,
  type RegionKey,
} from '@vineyard/domain';
import { SEASON_ORDER, seasonEntrantsSql } from './seasons.sql';

/** An estate's place in a region's season standings, as read. */
export interface StandingRow {
  rank: number;
  id: string;
  name: string;
  revenue: string;
  critic_score: number | null;
  reputation: number;
  score: number;
  honours: number;
}

/** A place in the hall of fame, as read. */
export interface HonourRow {
  id: string;
  year: number;
  region: RegionKey;
  rank: number;
  estate_id: string;
  estate_name: string;
  score: number;
  revenue: string;
  critic_score: number | null;
  reputation: number;
  game_day: number;
}

/** An honour the step just wrote (what the honoured estate's notice says). */
export interface GivenHonour {
  id: string;
  year: number;
  region: RegionKey;
  rank: number;
  estate_id: string;
  estate_name: string;
  score: number;
}

/** The bottling days whose review falls in season `year` and has come by `day`. */
function reviewedWindow(
  year: number,
  day: number,
): { fromBottled: number; untilBottled: number; from: number; until: number } {
  const w = seasonWindow(year);
  return {
    from: w.fromDay,
    until: Math.min(w.untilDay, day + 1),
    fromBottled: w.fromBottledDay,
    untilBottled: Math.min(w.untilBottledDay, day - CRITIC_REVIEWS.afterDays + 1),
  };
}

/**
 * The `season_honours` table's SQL, and the season standings' read (issue 35): the standings are
 * computed on read from the estates of one region (estates_location_idx), their wine sales of the
 * year (wine_sales_estate_idx) and their reviewed lots (wine_lots_estate_idx), in one statement.
 */
@Injectable()
export class SeasonsRepository {
  /**
   * One page of region `region`'s standings of season `year` as of `day`, the number of entrants,
   * and the place of `estateId` when given (null when it does not take part).
   */
  async standings(
    manager: EntityManager,
    region: RegionKey,
    year: number,
    day: number,
    limit: number,
    offset: number,
    estateId: string | null,
  ): Promise<{ total: number; rows: StandingRow[]; own: StandingRow | null }> {
    const w = reviewedWindow(year, day);
    const rows: (StandingRow & { total: number })[] = await manager.query(
      `WITH ranked AS (
         SELECT s.*, row_number() OVER (ORDER BY ${SEASON_ORDER})::int AS rank, count(*) OVER ()::int AS total
           FROM (${seasonEntrantsSql('estates e WHERE e.location = $1', {
             day: '$2::int',
             from: '$3::int',
             until: '$4::int',
             fromBottled: '$5::int',
             untilBottled: '$6::int',
           })}) s)
       SELECT r.rank, r.id, r.name, r.revenue, r.critic_score, r.reputation, r.score, r.total,
              (SELECT count(*)::int FROM season_honours h WHERE h.estate_id = r.id) AS honours
         FROM ranked r
        WHERE (r.rank > $7 AND r.rank <= $7 + $8) OR r.id = $9::uuid
        ORDER BY r.rank`,
      [region, day, w.from, w.until, w.fromBottled, w.untilBottled, offset, limit, estateId],
    );
    const own = estateId === null ? null : (rows.find((r) => r.id === estateId) ?? null);
    const page = rows.filter((r) => r.rank > offset && r.rank <= offset + limit);
    let total = rows[0]?.total ?? 0;
    if (rows.length === 0 && offset > 0) {
      // a page past the end: the count alone
      const [c]: { total: number }[] = await manager.query(
        `SELECT count(*)::int AS total FROM (${seasonEntrantsSql('estates e WHERE e.location = $1', {
          day: '$2::int',
          from: '$3::int',
          until: '$4::int',
          fromBottled: '$5::int',
          untilBottled: '$6::int',
        })}) s`,
        [region, day, w.from, w.until, w.fromBottled, w.untilBottled],
      );
      total = c?.total ?? 0;
    }
    return { total, rows: page, own };
  }

  /**
   * Records season `year`'s honours on `day` (the first day of the next year), every region in one
   * statement: each region's entrants ranked as the standings rank them, as many of the first
   * places as the entrants allow (`seasonHonoursGiven`); a place (or an estate's place of the
   * year) already recorded is left alone. Returns only the honours this call wrote.
   */
  async recordHonours(manager: EntityManager, year: number, day: number): Promise<GivenHonour[]> {
    const w = reviewedWindow(year, day);
    return manager.query(
      `WITH ranked AS (
         SELECT s.*, row_number() OVER (PARTITION BY s.location ORDER BY ${SEASON_ORDER}) AS rank,
                count(*) OVER (PARTITION BY s.location) AS entrants
           FROM (${seasonEntrantsSql('estates e', {
             day: '$2::int',
             from: '$3::int',
             until: '$4::int',
             fromBottled: '$5::int',
             untilBottled: '$6::int',
           })}) s),
       given AS (
         INSERT INTO season_honours (year, region, rank, estate_id, score, revenue, critic_score, reputation, game_day)
         SELECT $1, r.location, r.rank, r.id, r.score, r.revenue, r.critic_score, r.reputation, $2
           FROM ranked r WHERE r.rank <= LEAST($7::int, r.entrants - $8::int + 1)
         ON CONFLICT DO NOTHING
         RETURNING id, year, region, rank, estate_id, score)
       SELECT g.id, g.year, g.region, g.rank, g.estate_id, e.name AS estate_name, g.score
         FROM given g JOIN estates e ON e.id = g.estate_id
        ORDER BY g.region, g.rank`,
      [year, day, w.from, w.until, w.fromBottled, w.untilBottled, SEASON_HONOUR_PLACES, SEASON_COMPETITION.minEntrants],
    );
  }

  /** How many honours the hall of fame holds, and one page of them: the latest season first, by region and place. */
  async hallOfFame(
    manager: EntityManager,
    limit: number,
    offset: number,
  ): Promise<{ total: number; rows: HonourRow[] }> {
    const [{ total }]: { total: number }[] = await manager.query(`SELECT count(*)::int AS total FROM season_honours`);
    const rows: HonourRow[] = await manager.query(
      `SELECT h.id, h.year, h.region, h.rank, h.estate_id, e.name AS estate_name, h.score, h.revenue,
              h.critic_score, h.reputation, h.game_day
         FROM season_honours h JOIN estates e ON e.id = h.estate_id
        ORDER BY h.year DESC, h.region, h.rank LIMIT $1 OFFSET $2`,
      [limit, offset],
    );
    return { total, rows };
  }
}
