import { Injectable } from '@nestjs/common';
import { GRAPE_COLORS, MARKET_INDEX, REGIONAL_INDEX_BOUNDS, WINE_TIERS } from '@vineyard/domain';
import { GameTimeService } from '../gametime/gametime.service';
import type { MarketIndexDataDto, MarketIndexQueryDto } from './dto/market-index.dto';
import { MarketIndexRepository } from './market-index.repository';
import { ReadReplica, type ReadFence } from '../database/read-replica';

const round3 = (n: number) => Math.round(n * 1000) / 1000;

/**
 * The regional price index's reads (issue 19; the table is market_index, written by
 * MarketIndexTick, read through MarketIndexRepository): a segment's current index for a price,
 * and a region's current values and history for the Market tab.
 */
@Injectable()
export class MarketIndexService {
  constructor(
    private readonly gameTime: GameTimeService,
    private readonly rows: MarketIndexRepository,
    private readonly replica: ReadReplica,
  ) {}

  /** A region's segments (one colour and/or one tier when asked): current index and history. */
  async view(query: MarketIndexQueryDto, fence?: ReadFence): Promise<MarketIndexDataDto> {
    const day = await this.gameTime.currentDayIndex();
    const colours = query.color ? [query.color] : [...GRAPE_COLORS];
    const tiers = query.tier ? [query.tier] : [...WINE_TIERS];
    // lag-tolerant (computed once a game day): on the read replica when there is one
    const [latest, history] = await this.replica.read(fence, (ds) =>
      Promise.all([
        this.rows.latest(ds, query.region, colours, tiers, day),
        this.rows.history(ds, query.region, colours, tiers, day, MARKET_INDEX.historyDays),
      ]),
    );
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
