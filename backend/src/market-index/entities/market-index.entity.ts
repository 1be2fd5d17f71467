import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { GrapeColor, RegionKey, WineTier } from '@vineyard/domain';

/**
 * The regional price index of one region × colour × market tier on one game day (issue 19,
 * ECONOMY.md §4, libs/domain market-index.ts): written once a day by the tick (the primary key
 * makes a second write of the day a no-op), read by every quote and sale of the segment (its
 * latest day) and charted in the Market tab. History older than MARKET_INDEX.historyDays is
 * deleted by the same step, so the table holds at most 60 segments × 360 days.
 */
@Entity({ name: 'market_index' })
export class MarketIndexEntity {
  @PrimaryColumn({ type: 'varchar', length: 16 })
  region: RegionKey;

  @PrimaryColumn({ type: 'varchar', length: 8 })
  colour: GrapeColor;

  @PrimaryColumn({ type: 'varchar', length: 10 })
  tier: WineTier;

  @PrimaryColumn({ name: 'game_day', type: 'integer' })
  gameDay: number;

  /** The price factor, within REGIONAL_INDEX_BOUNDS. */
  @Column({ type: 'double precision' })
  index: number;

  /** Bottles everyone sold in the segment over the window before `game_day`. */
  @Column({
    name: 'sold_bottles',
    type: 'bigint',
    transformer: { to: (v: number) => v, from: (v: string) => Number(v) },
  })
  soldBottles: number;

  /** The segment's normal demand over the window (bottles). */
  @Column({ name: 'normal_bottles', type: 'double precision' })
  normalBottles: number;
}
