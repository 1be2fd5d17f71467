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
import { TickHandlerRegistry } from '../gametime/tick-handlers';

/**
 * What a game day does to vineyards, as set-based SQL (one statement each, whatever the number
 * of blocks): blocks move through their lifecycle and their health drifts toward suitability plus
 * the day's regional weather; on the first day of each game year (March 1) every estate pays the
 * annual upkeep of its plots, never going below zero.
 */
@Injectable()
export class VineyardTickHandlers implements OnModuleInit {
  constructor(private readonly registry: TickHandlerRegistry) {}

  onModuleInit(): void {
    this.registry.register({ name: 'vineyard-lifecycle', order: 10, run: (m, day) => this.lifecycle(m, day) });
    this.registry.register({ name: 'annual-upkeep', order: 20, run: (m, day) => this.upkeep(m, day) });
  }

  async lifecycle(manager: EntityManager, day: number): Promise<void> {
    const { month, year } = gameTimeFromDayIndex(day);
    // the day's weather effect per region: six values computed here, applied to all blocks in SQL
    const effects = REGIONS.map((region) => weatherHealthEffect(weatherFor(region, day)));
    await manager.query(
      `UPDATE blocks b SET
         health = GREATEST(0, LEAST(100, b.health + GREATEST(-$1::int, LEAST($1::int,
                    GREATEST(0, LEAST(100, b.suitability + w.effect)) - b.health)))),
         quality = GREATEST(0, LEAST(100, ROUND((b.potential + b.health) / 2.0)))::smallint,
         status = CASE
           WHEN $2::int - b.planted_game_day < $3::int THEN 'planting'
           WHEN $2::int - b.planted_game_day < $4::int THEN CASE WHEN $5::int = ANY($6::int[]) THEN 'dormant' ELSE 'growing' END
           WHEN $5::int = ANY($6::int[]) THEN 'dormant'
           WHEN $5::int = ANY($7::int[]) AND (b.last_harvest_year IS NULL OR b.last_harvest_year < $8::int) THEN 'harvesting'
           ELSE 'mature' END
       FROM plots p JOIN unnest($9::text[], $10::int[]) AS w(region, effect) ON w.region = p.region
       WHERE p.id = b.plot_id`,
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
      ],
    );
  }

  async upkeep(manager: EntityManager, day: number): Promise<void> {
    if (day === 0 || day % DAYS_PER_YEAR !== 0) return;
    // the estates are locked in id order first (the lock order of common/locks.ts), so the
    // upkeep queues behind purchases instead of deadlocking with them
    await manager.query(
      `WITH locked AS MATERIALIZED (
         SELECT e.id FROM estates e WHERE e.id IN (SELECT estate_id FROM plots) ORDER BY e.id FOR NO KEY UPDATE)
       UPDATE estates e SET money = GREATEST(0, e.money - s.total)
         FROM (SELECT estate_id, SUM(maintenance_cost) AS total FROM plots GROUP BY estate_id) s, locked
        WHERE s.estate_id = e.id AND locked.id = e.id`,
    );
  }
}
