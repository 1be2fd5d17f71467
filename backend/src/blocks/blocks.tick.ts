import { Injectable, OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  DAYS_PER_YEAR,
  DORMANT_MONTHS,
  gameTimeFromDayIndex,
  HARVEST_MONTHS,
  HEALTH_STEP_PER_DAY,
  MATURITY_DAYS,
  PLANTING_DAYS,
  REGIONS,
  weatherFor,
  weatherHealthEffect,
} from '@vineyard/domain';
import { inPages, type IdRange, type PageRange, TickHandlerRegistry } from '../gametime/tick-handlers';
import { MoneyService } from '../money/money.service';

/**
 * What a game day does to vineyards, in batches (one statement per batch, whatever its size; see
 * TickHandler): blocks, by ranges of heap pages and then a sweep of those written meanwhile (see
 * PagedTickHandler), move through their lifecycle and their health drifts toward
 * suitability plus the day's regional weather; on the first day of each game year (March 1) every
 * estate pays the annual upkeep of its plots, never going below zero. Each row records the day
 * applied to it (blocks.tick_day, estates.upkeep_day), so no row gets a day twice.
 */
@Injectable()
export class VineyardTickHandlers implements OnModuleInit {
  constructor(
    private readonly registry: TickHandlerRegistry,
    private readonly money: MoneyService,
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
      name: 'annual-upkeep',
      order: 20,
      table: 'estates',
      appliesTo: (day) => day > 0 && day % DAYS_PER_YEAR === 0,
      runBatch: (m, day, range) => this.upkeep(m, day, range),
    });
  }

  /** The day for the rows on a range of pages that do not have it yet. */
  async lifecycle(manager: EntityManager, day: number, pages: PageRange): Promise<void> {
    await this.applyDay(manager, day, `${inPages('b', 11)} AND `, [pages.firstPage, pages.untilPage]);
  }

  /**
   * The day for the blocks written since it was planned that do not have it yet (moved to a page
   * already done, or planted since), taking them out of block_moves; for every block that does
   * not have it when the table was rewritten meanwhile (`whole`).
   */
  async sweep(manager: EntityManager, day: number, whole: boolean): Promise<void> {
    if (whole) return this.applyDay(manager, day, '', []);
    await this.applyDay(manager, day, 'b.id = ANY(ARRAY(SELECT block_id FROM moved)) AND ', [], {
      with: 'WITH moved AS (DELETE FROM block_moves RETURNING block_id) ',
    });
  }

  /**
   * One statement: each block reads only its own row (its region is on it), so a batch of pages
   * touches those pages and nothing else.
   */
  private async applyDay(
    manager: EntityManager,
    day: number,
    where: string,
    params: unknown[],
    options: { with?: string } = {},
  ): Promise<void> {
    const { month, year } = gameTimeFromDayIndex(day);
    // the day's weather effect per region: six values computed here, applied to all blocks in SQL
    const effects = REGIONS.map((region) => weatherHealthEffect(weatherFor(region, day)));
    await manager.query(
      `${options.with ?? ''}UPDATE blocks b SET
         health = GREATEST(0, LEAST(100, b.health + GREATEST(-$1::int, LEAST($1::int,
                    GREATEST(0, LEAST(100, b.suitability + w.effect)) - b.health)))),
         quality = GREATEST(0, LEAST(100, ROUND((b.potential + b.health) / 2.0)))::smallint,
         status = CASE
           WHEN $2::int - b.planted_game_day < $3::int THEN 'planting'
           WHEN $2::int - b.planted_game_day < $4::int THEN CASE WHEN $5::int = ANY($6::int[]) THEN 'dormant' ELSE 'growing' END
           WHEN $5::int = ANY($6::int[]) THEN 'dormant'
           WHEN $5::int = ANY($7::int[]) AND (b.last_harvest_year IS NULL OR b.last_harvest_year < $8::int) THEN 'harvesting'
           ELSE 'mature' END,
         tick_day = $2::int
       FROM unnest($9::text[], $10::int[]) AS w(region, effect)
       WHERE ${where}b.tick_day < $2::int AND w.region = b.region`,
      [
        HEALTH_STEP_PER_DAY,
        day,
        PLANTING_DAYS,
        MATURITY_DAYS,
        month,
        DORMANT_MONTHS,
        HARVEST_MONTHS,
        year,
        REGIONS,
        effects,
        ...params,
      ],
    );
  }

  async upkeep(manager: EntityManager, day: number, range: IdRange): Promise<void> {
    await this.money.chargeUpkeep(manager, day, range);
  }
}
