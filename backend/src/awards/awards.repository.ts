import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  AWARD_COMPETITION,
  AWARD_MEDALS,
  awardEntryWindow,
  CRITIC_REVIEWS,
  type GrapeColor,
  type GrapeVariety,
  type Medal,
  type RegionKey,
} from '@vineyard/domain';
import { criticScoreSql } from './critic-score.sql';
import { MEDAL_ORDER } from './awards.sql';

/** A medal just given (what the winner's notice says). */
export interface GivenAward {
  wine_lot_id: string;
  estate_id: string;
  region: RegionKey;
  colour: GrapeColor;
  medal: Medal;
  score: number;
  name: string;
}

/** A medal as the public page shows it. */
export interface AwardRow {
  year: number;
  region: RegionKey;
  colour: GrapeColor;
  medal: Medal;
  score: number;
  quality: number;
  game_day: number;
  wine_lot_id: string;
  name: string;
  variety: GrapeVariety;
  blend: boolean;
  vintage: number;
  estate_id: string;
  estate_name: string;
}

/** The `awards` table's SQL (issue 19). */
@Injectable()
export class AwardsRepository {
  /**
   * Gives year `year`'s medals on `day`, in one statement whatever the number of lots: the lots
   * reviewed during the year (through wine_lots_bottled_day_idx), each estate's best entering,
   * ranked per region × colour by critic score, bottled quality, bottling day and id (libs/domain
   * `awardWinners`); as many of the best are inserted as the entrants allow (`medalsGiven`), and a
   * medal (or a lot's medal of the year) already there is left alone. Returns only the medals this
   * call wrote.
   */
  async giveYear(manager: EntityManager, year: number, day: number): Promise<GivenAward[]> {
    const { fromBottledDay, untilBottledDay } = awardEntryWindow(year);
    return manager.query(
      `WITH entrants AS (
         SELECT l.id, l.estate_id, l.region, l.colour, l.quality, l.bottled_day, l.name,
                ${criticScoreSql('l.id', 'l.quality')} AS score
           FROM wine_lots l
          WHERE l.bottled_day >= $2 AND l.bottled_day < $3 AND l.bottled_bottles >= $4
            AND l.origin_lot_id IS NULL),
       best AS (
         SELECT e.*, row_number() OVER (PARTITION BY e.region, e.colour, e.estate_id
                                        ORDER BY e.score DESC, e.quality DESC, e.bottled_day, e.id) AS own_place
           FROM entrants e),
       ranked AS (
         SELECT b.*, row_number() OVER (PARTITION BY b.region, b.colour
                                        ORDER BY b.score DESC, b.quality DESC, b.bottled_day, b.id) AS place,
                count(*) OVER (PARTITION BY b.region, b.colour) AS estates
           FROM best b WHERE b.own_place = 1),
       won AS (
         INSERT INTO awards (year, region, colour, medal, wine_lot_id, estate_id, score, quality, game_day)
         SELECT $1, r.region, r.colour, ($5::text[])[r.place], r.id, r.estate_id, r.score, r.quality, $6
           FROM ranked r WHERE r.place <= LEAST(cardinality($5::text[]), r.estates - $7::int + 1)
         ON CONFLICT DO NOTHING
         RETURNING wine_lot_id, estate_id, region, colour, medal, score)
       SELECT w.wine_lot_id, w.estate_id, w.region, w.colour, w.medal, w.score, r.name
         FROM won w JOIN ranked r ON r.id = w.wine_lot_id
        ORDER BY w.region, w.colour, array_position($5::text[], w.medal::text)`,
      [
        year,
        fromBottledDay,
        untilBottledDay,
        CRITIC_REVIEWS.minBottles,
        AWARD_MEDALS,
        day,
        AWARD_COMPETITION.minEstates,
      ],
    );
  }

  /**
   * The best medal each of `lotIds` won (lots without one are absent); a lot bought on the exchange
   * shows its producer's lot's (`origin_lot_id`).
   */
  async medalsOf(manager: EntityManager, lotIds: readonly string[]): Promise<Map<string, Medal>> {
    if (lotIds.length === 0) return new Map();
    const rows: { wine_lot_id: string; medal: Medal }[] = await manager.query(
      `SELECT DISTINCT ON (l.id) l.id AS wine_lot_id, a.medal
         FROM wine_lots l JOIN awards a ON a.wine_lot_id = COALESCE(l.origin_lot_id, l.id)
        WHERE l.id = ANY($1::uuid[])
        ORDER BY l.id, ${MEDAL_ORDER}`,
      [lotIds],
    );
    return new Map(rows.map((r) => [r.wine_lot_id, r.medal]));
  }

  /** The years that have medals, latest first. */
  async years(manager: EntityManager): Promise<number[]> {
    const rows: { year: number }[] = await manager.query(`SELECT DISTINCT year FROM awards ORDER BY year DESC`);
    return rows.map((r) => r.year);
  }

  /** Year `year`'s medals by region, colour, medal. */
  async ofYear(manager: EntityManager, year: number): Promise<AwardRow[]> {
    return manager.query(
      `SELECT a.year, a.region, a.colour, a.medal, a.score, a.quality, a.game_day, a.wine_lot_id,
              l.name, l.variety, l.blend IS NOT NULL AS blend, l.vintage, a.estate_id, e.name AS estate_name
         FROM awards a
         JOIN wine_lots l ON l.id = a.wine_lot_id
         JOIN estates e ON e.id = a.estate_id
        WHERE a.year = $1
        ORDER BY a.region, a.colour, ${MEDAL_ORDER}`,
      [year],
    );
  }
}
