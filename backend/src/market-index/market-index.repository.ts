import { Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type { GrapeColor, RegionKey, WineTier } from '@vineyard/domain';

/** A segment's latest row, as the Market tab shows it. */
export interface LatestIndexRow {
  colour: GrapeColor;
  tier: WineTier;
  game_day: number;
  index: number;
  sold_bottles: string;
  normal_bottles: number;
}

/** One day of a segment's history. */
export interface IndexHistoryRow {
  colour: GrapeColor;
  tier: WineTier;
  game_day: number;
  index: number;
}

/**
 * The `market_index` table's reads (the tick writes it: market-index.sql.ts, MarketIndexTick).
 * Current means the segment's latest row on or before the day (the primary key serves both reads
 * as range scans).
 */
@Injectable()
export class MarketIndexRepository {
  /** Each segment's latest row on or before `day`. */
  latest(
    dataSource: DataSource,
    region: RegionKey,
    colours: GrapeColor[],
    tiers: WineTier[],
    day: number,
  ): Promise<LatestIndexRow[]> {
    return dataSource.query(
      `SELECT DISTINCT ON (colour, tier) colour, tier, game_day, index, sold_bottles, normal_bottles
         FROM market_index
        WHERE region = $1 AND colour = ANY($2::text[]) AND tier = ANY($3::text[]) AND game_day <= $4
        ORDER BY colour, tier, game_day DESC`,
      [region, colours, tiers, day],
    );
  }

  /** The segments' rows of the last `days` days up to `day`, oldest first. */
  history(
    dataSource: DataSource,
    region: RegionKey,
    colours: GrapeColor[],
    tiers: WineTier[],
    day: number,
    days: number,
  ): Promise<IndexHistoryRow[]> {
    return dataSource.query(
      `SELECT colour, tier, game_day, index FROM market_index
        WHERE region = $1 AND colour = ANY($2::text[]) AND tier = ANY($3::text[])
          AND game_day > $4::int - $5::int AND game_day <= $4
        ORDER BY colour, tier, game_day`,
      [region, colours, tiers, day, days],
    );
  }
}
