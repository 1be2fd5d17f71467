import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import {
  GRAPE_COLORS,
  MARKET_INDEX,
  REGIONAL_INDEX_BOUNDS,
  WINE_TIERS,
  type GrapeColor,
  type RegionKey,
  type WineTier,
} from '@vineyard/domain';
import { GameTimeService } from '../gametime/gametime.service';
import type { MarketIndexDataDto, MarketIndexQueryDto } from './dto/market-index.dto';

const round3 = (n: number) => Math.round(n * 1000) / 1000;

/**
 * The regional price index's reads (issue 19; the table is market_index, written by
 * MarketIndexTick): a segment's current index for a price, and a region's current values and
 * history for the Market tab. Current means the segment's latest row on or before today (the
 * primary key serves both reads as range scans).
 */
@Injectable()
export class MarketIndexService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly gameTime: GameTimeService,
  ) {}

  /** The segment's index on `day`, null when it has none yet (the price then takes a factor of 1). */
  async current(manager: EntityManager, region: RegionKey, colour: GrapeColor, tier: WineTier, day: number) {
    const rows: { index: number }[] = await manager.query(
      `SELECT index FROM market_index
        WHERE region = $1 AND colour = $2 AND tier = $3 AND game_day <= $4
        ORDER BY game_day DESC LIMIT 1`,
      [region, colour, tier, day],
    );
    return rows[0]?.index ?? null;
  }

  /** A region's segments (one colour and/or one tier when asked): current index and history. */
  async view(query: MarketIndexQueryDto): Promise<MarketIndexDataDto> {
    const day = await this.gameTime.currentDayIndex();
    const colours = query.color ? [query.color] : [...GRAPE_COLORS];
    const tiers = query.tier ? [query.tier] : [...WINE_TIERS];
    const [latest, history] = await Promise.all([
      this.dataSource.query(
        `SELECT DISTINCT ON (colour, tier) colour, tier, game_day, index, sold_bottles, normal_bottles
           FROM market_index
          WHERE region = $1 AND colour = ANY($2::text[]) AND tier = ANY($3::text[]) AND game_day <= $4
          ORDER BY colour, tier, game_day DESC`,
        [query.region, colours, tiers, day],
      ) as Promise<
        {
          colour: GrapeColor;
          tier: WineTier;
          game_day: number;
          index: number;
          sold_bottles: string;
          normal_bottles: number;
        }[]
      >,
      this.dataSource.query(
        `SELECT colour, tier, game_day, index FROM market_index
          WHERE region = $1 AND colour = ANY($2::text[]) AND tier = ANY($3::text[])
            AND game_day > $4::int - $5::int AND game_day <= $4
          ORDER BY colour, tier, game_day`,
        [query.region, colours, tiers, day, MARKET_INDEX.historyDays],
      ) as Promise<{ colour: GrapeColor; tier: WineTier; game_day: number; index: number }[]>,
    ]);
    return {
      region: query.region,
      gameDay: day,
      windowDays: MARKET_INDEX.windowDays,
      min: REGIONAL_INDEX_BOUNDS.min,
      max: REGIONAL_INDEX_BOUNDS.max,
      segments: colours.flatMap((color) =>
        tiers.map((tier) => {
          const now = latest.find((r) => r.colour === color && r.tier === tier);
          return {
            color,
            tier,
            index: now ? round3(now.index) : 1,
            gameDay: now?.game_day ?? null,
            soldBottles: now ? Number(now.sold_bottles) : 0,
            normalBottles: now ? Math.round(now.normal_bottles * 100) / 100 : 0,
            history: history
              .filter((r) => r.colour === color && r.tier === tier)
              .map((r) => ({ gameDay: r.game_day, index: round3(r.index) })),
          };
        }),
      ),
    };
  }
}
