import { Injectable, OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  ARREARS_HEALTH_LOSS_PER_DAY,
  REPUTATION_DECAY_PER_DAY,
  REPUTATION_RULES,
  REPUTATION_SCALE,
  DAYS_PER_YEAR,
  DORMANT_MONTHS,
  gameTimeFromDayIndex,
  GRAPE_FRESHNESS,
  GRAPE_VARIETIES,
  HARVEST_MONTHS,
  isAutoHarvestDay,
  harvestTimingEffect,
  HEALTH_STEP_PER_DAY,
  isHarvestWindowDay,
  isUpkeepDay,
  MATURITY_DAYS,
  MESSAGES,
  monthName,
  PLANTING_DAYS,
  REGIONS,
  weatherFor,
  weatherHealthEffect,
  YIELD_DENSITY,
  YIELD_KG_PER_VINE,
} from '@vineyard/domain';
import { sqlFormat } from '../common/sql';
import { inPages, inRange, type IdRange, type PageRange, TickHandlerRegistry } from '../gametime/tick-handlers';
import { pointsOnDaySql, reputationOfPointsSql } from '../reputation/reputation.sql';
import { UpkeepTick } from '../money/upkeep.tick';
import { blockQualitySql, blockStatusSql, harvestedQualitySql, harvestKgSql, nextHealthSql } from './lifecycle.sql';

/** The tick's lifecycle statement in the parameters of applyDay ($2 the day, $5 its month, $8 its year). */
const STATUS = blockStatusSql(
  '$2::int - b.planted_game_day',
  '$5',
  '(b.last_harvest_year IS NULL OR b.last_harvest_year < $8::int)',
  {
    plantingDays: '$3',
    maturityDays: '$4',
    dormantMonths: '$6',
    harvestMonths: '$7',
  },
);
const HARVEST_KG = harvestKgSql(
  {
    size: 'b.size',
    rowSpacing: 'b.row_spacing',
    vineSpacing: 'b.vine_spacing',
    health: 'b.health',
    age: '$2::int - b.planted_game_day',
  },
  'y.kg',
  { referenceVinesPerHa: '$15', maxDensityFactor: '$16', secondLeafAge: '$17', thirdLeafAge: '$18' },
);

/**
 * Whether a block's vines are untended (its estate in arrears since before the day, $2): looked up
 * per block of the batch (the plot by its key, the estate in the partial index of those in arrears),
 * so a batch costs the same whatever the world's size. A set of every untended plot, as a CTE or
 * an IN list, was built again by every batch: its size, and the statement's estimate, grew with
 * the world (about 8,000 plots and a third of a batch's time at a million blocks).
 */
const UNTENDED = `COALESCE((SELECT e.arrears_since < $2::int FROM plots p
    JOIN estates e ON e.id = p.estate_id AND e.arrears_since IS NOT NULL WHERE p.id = b.plot_id), false)`;

const notice = MESSAGES.notice;

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
 * that the harvest window is open.
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
  }

  /** The day for the rows on a range of pages that do not have it yet. */
  async lifecycle(manager: EntityManager, day: number, pages: PageRange): Promise<void> {
    await this.applyDay(manager, day, `${inPages('b', 26)} AND `, [pages.firstPage, pages.untilPage]);
  }

  /**
   * The day for the blocks written since it was planned that do not have it yet (moved to a page
   * already done, or planted since), taking them out of block_moves; for every block that does
   * not have it when the table was rewritten meanwhile (`whole`).
   */
  async sweep(manager: EntityManager, day: number, whole: boolean): Promise<void> {
    if (whole) return this.applyDay(manager, day, '', []);
    await this.applyDay(manager, day, 'b.id = ANY(ARRAY(SELECT block_id FROM moved)) AND ', [], {
      with: 'moved AS (DELETE FROM block_moves RETURNING block_id), ',
    });
  }

  /**
   * One statement: each block reads only its own row (its region is on it), so a batch of pages
   * touches those pages and nothing else — and, per block, its plot and whether its estate is in
   * arrears (UNTENDED). The rules of
   * lifecycle.ts (blockStatus, nextHealth with inArrears, blockQuality, harvestKg), written in SQL
   * once in lifecycle.sql.ts.
   */
  private async applyDay(
    manager: EntityManager,
    day: number,
    where: string,
    params: unknown[],
    options: { with?: string } = {},
  ): Promise<void> {
    const { month, year } = gameTimeFromDayIndex(day);
    // the first day after the harvest window: blocks still harvesting are harvested for the player
    const windowEnded = isAutoHarvestDay(day);
    // the day's weather effect per region: six values computed here, applied to all blocks in SQL
    const effects = REGIONS.map((region) => weatherHealthEffect(weatherFor(region, day)));
    await manager.query(
      `WITH ${options.with ?? ''}missed AS (
         SELECT b.id, b.name, b.grape_variety, ${harvestedQualitySql('b.quality', 'y.effect')} AS quality, b.region, p.estate_id,
                b.harvest_plan, ${HARVEST_KG} AS kg
           FROM blocks b
           JOIN plots p ON p.id = b.plot_id
           JOIN unnest($13::text[], $14::float8[], $20::int[]) AS y(variety, kg, effect) ON y.variety = b.grape_variety
          WHERE $12::boolean AND ${where}b.tick_day < $2::int AND b.status = 'harvesting' AND p.estate_id IS NOT NULL),
       harvested AS (
         INSERT INTO harvests (estate_id, block_id, block_name, variety, amount_kg, quality, game_day)
         SELECT estate_id, id, name, grape_variety, kg, quality, $2::int FROM missed WHERE kg > 0),
       lots AS (
         INSERT INTO grape_lots (estate_id, block_id, block_name, region, variety, kilograms, harvested_kg, quality,
                                 vintage, harvest_day, counted_day, pending_plan)
         SELECT estate_id, id, name, region, grape_variety, kg, kg, quality, $8::int, $2::int, $2::int, harvest_plan
           FROM missed WHERE kg > 0
         RETURNING id, estate_id, block_id),
       notices AS (
         INSERT INTO notifications (estate_id, kind, title, body, ref_id, game_day)
         SELECT l.estate_id, 'harvest',
                LEFT(format($21::text, m.kg, initcap(m.grape_variety)), 120),
                LEFT(format($22::text, m.name, m.kg, m.quality, CASE m.harvest_plan
                       WHEN 'keep' THEN format($23::text, $19::int)
                       WHEN 'sell' THEN $24::text
                       ELSE $25::text END), 500),
                l.id, $2::int
           FROM lots l JOIN missed m ON m.id = l.block_id)
       UPDATE blocks b SET
         health = ${nextHealthSql('b.health', 'b.suitability', 'w.effect', UNTENDED, '$1', '$11')},
         quality = ${blockQualitySql('b.potential', 'b.health')},
         status = ${STATUS},
         last_harvest_year = CASE WHEN b.id IN (SELECT id FROM missed) THEN $8::int ELSE b.last_harvest_year END,
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
        ARREARS_HEALTH_LOSS_PER_DAY,
        windowEnded,
        GRAPE_VARIETIES,
        GRAPE_VARIETIES.map((v) => YIELD_KG_PER_VINE[v]),
        YIELD_DENSITY.referenceVinesPerHa,
        YIELD_DENSITY.maxFactor,
        2 * DAYS_PER_YEAR,
        3 * DAYS_PER_YEAR,
        GRAPE_FRESHNESS.graceDays,
        GRAPE_VARIETIES.map((v) => harvestTimingEffect(v, day)),
        sqlFormat(notice.autoHarvestedTitle, ['kg', 'variety']),
        sqlFormat(notice.autoHarvestedBody, ['block', 'kg', 'quality', 'plan']),
        sqlFormat(notice.autoHarvestedKeep, ['days']),
        notice.autoHarvestedSell,
        notice.autoHarvestedCrush,
        ...params,
      ],
    );
  }

  /**
   * Reputation loss in arrears (REPUTATION_RULES.arrearsPerDay points, libs/domain reputation.ts)
   * for one batch of estates, in one statement: every estate in arrears since an earlier day
   * (estates.arrears_since, so the upkeep handler of the same day changes nothing here whatever the
   * order) has its points decayed to the day and loses the day's points (never below 0), with a
   * `reputation_events` row for each. Marked per estate and day (estates.reputation_day), so no
   * estate loses a day twice.
   */
  async arrearsReputation(manager: EntityManager, day: number, range: IdRange): Promise<void> {
    await manager.query(
      `WITH due AS (
         SELECT e.id, ${pointsOnDaySql('e', '$3', '$5')} AS now_points
           FROM estates e
          WHERE ${inRange('e.id', 1)} AND e.arrears_since < $3::int AND e.reputation_day < $3::int
          ORDER BY e.id FOR NO KEY UPDATE),
       upd AS (
         UPDATE estates e SET reputation_points = GREATEST(0, d.now_points - $4::float8),
                reputation_points_day = GREATEST(e.reputation_points_day, $3::int), reputation_day = $3::int,
                reputation = ${reputationOfPointsSql('d.now_points - $4::float8', '$6')}
           FROM due d WHERE e.id = d.id
         RETURNING e.id, e.reputation_points, d.now_points)
       INSERT INTO reputation_events (estate_id, game_day, points, points_after, reason)
       SELECT id, $3::int, reputation_points - now_points, reputation_points, 'arrears' FROM upd
        WHERE reputation_points < now_points`,
      [
        range.firstId,
        range.untilId,
        day,
        REPUTATION_RULES.arrearsPerDay,
        1 - REPUTATION_DECAY_PER_DAY,
        REPUTATION_SCALE,
      ],
    );
  }

  /**
   * September 1 (isHarvestWindowDay): every estate of the batch with blocks old enough to bear
   * (planted at least MATURITY_DAYS ago, the rule of blockStatus, read from the planting day so
   * that it does not depend on the lifecycle handler of the same day) is told the harvest window
   * is open. One statement: the estates are locked `keep` in id order (the notification's foreign
   * key), and an estate already told that day is skipped, so a batch run again adds nothing.
   */
  async harvestWindow(manager: EntityManager, day: number, range: IdRange): Promise<void> {
    const months = HARVEST_MONTHS.map(monthName);
    await manager.query(
      `WITH due AS (
         SELECT e.id,
                (SELECT count(*) FROM plots p JOIN blocks b ON b.plot_id = p.id
                  WHERE p.estate_id = e.id AND b.planted_game_day <= $3::int - $4::int) AS n
           FROM estates e
          WHERE ${inRange('e.id', 1)}
            AND NOT EXISTS (SELECT 1 FROM notifications x
                             WHERE x.estate_id = e.id AND x.kind = 'harvest_window' AND x.game_day = $3::int)
          ORDER BY e.id FOR KEY SHARE OF e)
       INSERT INTO notifications (estate_id, kind, title, body, game_day)
       SELECT id, 'harvest_window', $7::text,
              format($8::text, CASE WHEN n = 1 THEN $9::text ELSE format($10::text, n) END, $5::text, $6::text),
              $3::int
         FROM due WHERE n > 0`,
      [
        range.firstId,
        range.untilId,
        day,
        MATURITY_DAYS,
        months[0],
        months[months.length - 1],
        notice.harvestWindowTitle,
        sqlFormat(notice.harvestWindowBody, ['blocks', 'first', 'last']),
        notice.harvestWindowOneBlock,
        sqlFormat(notice.harvestWindowBlocks, ['n']),
      ],
    );
  }

  async upkeep(manager: EntityManager, day: number, range: IdRange): Promise<void> {
    await this.upkeepStep.charge(manager, day, range);
  }
}
