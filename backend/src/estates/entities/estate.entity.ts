import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { EstateTemplate, RegionKey } from '@vineyard/domain';

/** A wine estate. Money is whole euros and can never go below zero. */
@Entity({ name: 'estates' })
@Check('estates_money_check', '"money" >= 0')
@Check('estates_arrears_check', '"arrears" >= 0')
@Check('estates_bottle_store_extensions_check', '"bottle_store_extensions" >= 0')
@Index('estates_arrears_since_idx', ['arrearsSince'], { where: '"arrears_since" IS NOT NULL' })
// the arrears-reputation step's batches of ids: only the estates in arrears of each range
@Index('estates_in_arrears_idx', ['id'], { where: '"arrears_since" IS NOT NULL' })
// a region's season standings (seasons/): the estates of one region
@Index('estates_location_idx', ['location'])
export class EstateEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 50 })
  name: string;

  @Column({ type: 'varchar', length: 16 })
  template: EstateTemplate;

  @Column({ type: 'varchar', length: 16 })
  location: RegionKey;

  @Column({
    type: 'bigint',
    transformer: { to: (v: number) => v, from: (v: string | null) => (v === null ? v : Number(v)) },
  })
  money: number;

  /**
   * The 0-100 reputation at the last change of its points (`reputationPoints`): kept and written
   * for the previous release only (expand / contract); read today's value from the points.
   */
  @Column({ type: 'integer', default: 0 })
  reputation: number;

  /**
   * Reputation points (ECONOMY.md §5) as they stood on `reputationPointsDay`: they decay 0.1% a
   * game day, computed on read (`reputationPointsOn` in libs/domain); only events write them
   * (reputation/reputation.service.ts and the tick's set-based steps). The 0-100 reputation a player
   * sees is `reputationFromPoints` of today's points.
   */
  @Column({ name: 'reputation_points', type: 'double precision', default: 0 })
  reputationPoints: number;

  @Column({ name: 'reputation_points_day', type: 'integer', default: 0 })
  reputationPointsDay: number;

  /**
   * What wine sales earned in the reputation month starting on `salesPointsMonthStart` (gains only):
   * the sales' monthly soft cap's count, kept by every write of a sale's points
   * (reputation/reputation.sql.ts salesPointsOfMonthSql).
   */
  @Column({ name: 'sales_points_month', type: 'double precision', default: 0 })
  salesPointsMonth: number;

  @Column({ name: 'sales_points_month_start', type: 'integer', default: 0 })
  salesPointsMonthStart: number;

  /**
   * Charges the estate could not pay (whole euros). While it is above zero the estate is in
   * arrears: it cannot buy land or plant, and money coming in pays the arrears first.
   */
  @Column({
    type: 'bigint',
    default: 0,
    transformer: { to: (v: number) => v, from: (v: string | null) => (v === null ? v : Number(v)) },
  })
  arrears: number;

  /**
   * The game day the estate went into arrears (null when it owes nothing). Its vines go untended
   * and it loses reputation on every later day (not on that day itself), so the tick's handlers
   * of one day see the same estates in arrears whatever order they run in.
   */
  @Column({ name: 'arrears_since', type: 'integer', nullable: true })
  arrearsSince: number | null;

  /** The game day whose arrears reputation loss the estate last took: the tick applies a day once. */
  @Column({ name: 'reputation_day', type: 'integer', default: 0 })
  reputationDay: number;

  /** The game day whose annual upkeep the estate last paid: the tick charges a day once. */
  @Column({ name: 'upkeep_day', type: 'integer', default: 0 })
  upkeepDay: number;

  /**
   * Bottle store extensions built (issue 35, item 1): the store holds the template's start plus
   * BOTTLE_STORE.extensionBottles each (`bottleStoreCapacity`). Written by the cellar under the
   * estate's `money` lock (BottleStoreService), a column it owns (table-owners.ts).
   */
  @Column({ name: 'bottle_store_extensions', type: 'integer', default: 0 })
  bottleStoreExtensions: number;

  /**
   * The game day it was founded (null for estates founded before the column): a new estate's
   * limit on the exchange (EXCHANGE_NEW_ESTATE) runs from it.
   */
  @Column({ name: 'founded_day', type: 'integer', nullable: true })
  foundedDay: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
