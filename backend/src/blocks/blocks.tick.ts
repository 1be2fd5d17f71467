import { Injectable, OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { isHarvestWindowDay, isUpkeepDay, regionalEventsOn } from '@vineyard/domain';
import { runSql } from '../common/sql';
import { type IdRange, type PageRange, TickHandlerRegistry } from '../gametime/tick-handlers';
import { UpkeepTick } from '../money/upkeep.tick';
import { arrearsReputationSql, harvestWindowSql, lifecycleDaySql, weatherDamageSql } from './blocks.tick.sql';

/**
 * What a game day does to vineyards, in batches (one statement per batch, whatever its size; see
 * TickHandler): blocks, by ranges of heap pages and then a sweep of those written meanwhile (see
 * PagedTickHandler), move through their lifecycle and their health drifts toward
 * suitability plus the day's regional weather (the vines of an estate in arrears are untended and
 * lose health instead); estates in arrears lose reputation every day; on the first day of each
 * game year (March 1) every estate pays the annual upkeep of its plots, never going below zero.
 * On the first day after the harvest window the lifecycle statement also harvests, for their
 * players, the blocks still harvesting: a harvest, a grape lot and a notice each (no crop is
 * lost silently).
 * Each row records the day applied to it (blocks.tick_day, estates.reputation_day,
 * estates.upkeep_day), so no row gets a day twice. On September 1 estates with bearing vines hear
 * that the harvest window is open; on a day with a weather event, estates whose unprotected blocks
 * it hit hear what they lost.
 */
@Injectable()
export class VineyardTickHandlers implements OnModuleInit {
  constructor(
    private readonly registry: TickHandlerRegistry,
    private readonly upkeepStep: UpkeepTick,
  ) {}

  onModuleInit(): void {
    this.registry.register({
      kind: 'paged',
      name: 'vineyard-lifecycle',
      order: 10,
      table: 'blocks',
      moves: 'block_moves',
      runBatch: (m, day, pages) => this.lifecycle(m, day, pages),
      sweep: (m, day, whole) => this.sweep(m, day, whole),
    });
    this.registry.register({
      kind: 'batched',
      name: 'arrears-reputation',
      order: 15,
      table: 'estates',
      runBatch: (m, day, range) => this.arrearsReputation(m, day, range),
    });
    this.registry.register({
      kind: 'batched',
      name: 'annual-upkeep',
      order: 20,
      table: 'estates',
      appliesTo: isUpkeepDay,
      runBatch: (m, day, range) => this.upkeep(m, day, range),
    });
    this.registry.register({
      kind: 'batched',
      name: 'harvest-window',
      order: 25,
      table: 'estates',
      appliesTo: isHarvestWindowDay,
      runBatch: (m, day, range) => this.harvestWindow(m, day, range),
    });
    this.registry.register({
      kind: 'batched',
      name: 'weather-damage',
      order: 26,
      table: 'estates',
      appliesTo: (day) => regionalEventsOn(day).some((event) => event !== null),
      runBatch: (m, day, range) => this.weatherDamage(m, day, range),
    });
  }

  /** The day for the rows on a range of pages that do not have it yet (blocks.tick.sql.ts, lifecycleDaySql). */
  async lifecycle(manager: EntityManager, day: number, pages: PageRange): Promise<void> {
    await runSql(manager, lifecycleDaySql(day, { pages }));
  }

  /**
   * The day for the blocks written since it was planned that do not have it yet (moved to a page
   * already done, or planted since), taking them out of block_moves; for every block that does
   * not have it when the table was rewritten meanwhile (`whole`).
   */
  async sweep(manager: EntityManager, day: number, whole: boolean): Promise<void> {
    await runSql(manager, lifecycleDaySql(day, whole ? { whole: true } : { moved: true }));
  }

  /** Reputation loss in arrears for one batch of estates (blocks.tick.sql.ts, arrearsReputationSql). */
  async arrearsReputation(manager: EntityManager, day: number, range: IdRange): Promise<void> {
    await runSql(manager, arrearsReputationSql(day, range));
  }

  /** September 1: the harvest window is open (blocks.tick.sql.ts, harvestWindowSql). */
  async harvestWindow(manager: EntityManager, day: number, range: IdRange): Promise<void> {
    await runSql(manager, harvestWindowSql(day, range));
  }

  /** A day with a weather event: the estates whose unprotected blocks it hit hear it (blocks.tick.sql.ts, weatherDamageSql). */
  async weatherDamage(manager: EntityManager, day: number, range: IdRange): Promise<void> {
    await runSql(manager, weatherDamageSql(day, range));
  }

  async upkeep(manager: EntityManager, day: number, range: IdRange): Promise<void> {
    await this.upkeepStep.charge(manager, day, range);
  }
}
