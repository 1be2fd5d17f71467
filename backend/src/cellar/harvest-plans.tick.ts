import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  AUTO_CRUSH_PRESETS,
  COOPERATIVE_PRICE_SHARE,
  GRAPE_BASE_PRICES,
  GRAPE_FRESHNESS,
  GRAPE_COLORS,
  GRAPE_VARIETIES,
  grapeBuyerSeason,
  grapeColor,
  isHarvestPlanDay,
  MESSAGES,
  MUST_LITRES_PER_KG,
  SORTING_KEEPS,
  WINE_PRESET_INFO,
  WINERY_COSTS,
  wineSchedule,
  type RegionKey,
} from '@vineyard/domain';
import { named, raw, runSql, sql, sqlFormat, sqlMoney, type Sql } from '../common/sql';
import { type IdRange, TickHandlerRegistry } from '../gametime/tick-handlers';
import { idRangeSql } from '../gametime/tick-ranges';
import { MoneyRepository } from '../money/money.repository';
import { salesDayNoticesSql } from '../notifications/sales-notices.sql';

/**
 * Harvest plans (libs/domain harvest-plans.ts, `carryOutHarvestPlans`): on the day after the tick
 * picked the blocks its players left on the vine (November 2), each of those lots gets its block's
 * plan — crushed with the colour's young preset while the estate's free tank litres and money
 * allow (a prefix of its lots in id order; the rest is kept and the player told the tanks were
 * full), sold to the cooperative when so planned, or kept. A batched handler over estates: per batch one
 * statement locks the estates that have such lots (level 1, in id order, so the next statement
 * reads their current balances and lots), and one statement does the rest — wine batches and their
 * tank shares, the cooperative's share of the season, the lots, the money and ledger (the money module's
 * set-based postings), a notice per crushed or kept lot and one of the day's grape sales per estate (its
 * planned sales added up, as sales-notices.ts sums a day's sales). Two statements per batch, whatever its size; a batch
 * run again finds no pending lot.
 */
@Injectable()
export class HarvestPlansTick implements OnModuleInit {
  constructor(private readonly registry: TickHandlerRegistry) {}

  onModuleInit(): void {
    this.registry.register({
      kind: 'batched',
      name: 'harvest-plans',
      order: 30,
      table: 'estates',
      appliesTo: isHarvestPlanDay,
      runBatch: (m, day, range) => this.carryOut(m, day, range),
    });
  }

  async carryOut(manager: EntityManager, day: number, range: IdRange): Promise<void> {
    const locked: { id: string }[] = await runSql(manager, harvestPlanEstatesSql(range));
    if (locked.length === 0) return;
    await runSql(
      manager,
      harvestPlansSql(
        day,
        locked.map((r) => r.id),
      ),
    );
  }
}

/** The estates of the batch with lots waiting for their plan, locked level 1 in id order. */
export function harvestPlanEstatesSql(range: IdRange): Sql {
  return sql`SELECT e.id FROM estates e
        WHERE ${idRangeSql(raw('e.id'), range)}
          AND EXISTS (SELECT 1 FROM grape_lots l WHERE l.estate_id = e.id AND l.pending_plan IS NOT NULL)
        ORDER BY e.id FOR NO KEY UPDATE`;
}

/** The plans of the locked estates' pending lots carried out, in one statement (see HarvestPlansTick). */
export function harvestPlansSql(day: number, estateIds: string[]): Sql {
  const colours = [...GRAPE_COLORS];
  const presets = colours.map((c) => AUTO_CRUSH_PRESETS[c]);
  const plans = presets.map((p) => WINE_PRESET_INFO[p].plan);
  const schedules = colours.map((c, i) => wineSchedule(c, plans[i]!, day));
  const regions = Object.keys(GRAPE_BASE_PRICES) as RegionKey[];
  const v = named({
    estateIds,
    day,
    season: grapeBuyerSeason(day),
    colours,
    mustLitresPerKg: colours.map((c) => MUST_LITRES_PER_KG[c]),
    presets,
    plans: plans.map((p) => JSON.stringify(p)),
    sorting: plans.map((p) => p.sorting),
    fermentationEndDays: schedules.map((s) => s.fermentationEndDay),
    malolacticEndDays: schedules.map((s) => s.malolacticEndDay),
    readyDays: schedules.map((s) => s.readyDay),
    sortingKeeps: SORTING_KEEPS,
    crushPerKg: WINERY_COSTS.crushPerKg,
    varieties: GRAPE_VARIETIES,
    varietyColours: GRAPE_VARIETIES.map(grapeColor),
    regions,
    basePrices: regions.map((r) => GRAPE_BASE_PRICES[r]),
    cooperativeShare: COOPERATIVE_PRICE_SHARE,
    graceDays: GRAPE_FRESHNESS.graceDays,
    crushTitle: sqlFormat(MESSAGES.notice.plannedCrushTitle, ['litres', 'variety']),
    crushBody: sqlFormat(MESSAGES.notice.plannedCrushBody, ['kg', 'block', 'cost', 'litres', 'preset', 'days']),
    saleTitle: sqlFormat(MESSAGES.notice.plannedSaleTitle, ['money']),
    saleBody: sqlFormat(MESSAGES.notice.plannedSaleBody, ['kg', 'variety', 'block']),
    tanksFullTitle: sqlFormat(MESSAGES.notice.tanksFullTitle, ['kg', 'variety']),
    tanksFullBody: sqlFormat(MESSAGES.notice.tanksFullBody, ['kg', 'block', 'days']),
    crushLedger: sqlFormat(MESSAGES.ledger.plannedCrush, ['kg', 'variety', 'block', 'litres']),
    saleLedger: sqlFormat(MESSAGES.ledger.plannedSale, ['kg', 'variety', 'block']),
    arrearsPaid: MESSAGES.ledger.arrearsPaid,
  });
  const money = (euros: string) => raw(sqlMoney(euros));
  return sql`WITH lots AS (
         SELECT l.id, l.estate_id, l.block_name, l.region, l.variety, l.vintage, l.quality, l.kilograms AS kg,
                l.pending_plan AS plan, c.colour, c.preset, c.wine_plan, c.ferm, c.malo, c.ready,
                FLOOR((CASE WHEN c.sorting THEN FLOOR(l.kilograms * ${v.sortingKeeps}::float8) ELSE l.kilograms END)
                      * c.must)::int AS litres,
                CEIL(l.kilograms * ${v.crushPerKg}::float8 - 1e-9)::bigint AS cost
           FROM grape_lots l
           JOIN unnest(${v.varieties}::text[], ${v.varietyColours}::text[]) AS v(variety, colour) ON v.variety = l.variety
           JOIN unnest(${v.colours}::text[], ${v.mustLitresPerKg}::float8[], ${v.presets}::text[], ${v.plans}::jsonb[], ${v.sorting}::boolean[], ${v.fermentationEndDays}::int[], ${v.malolacticEndDays}::int[],
                       ${v.readyDays}::int[]) AS c(colour, must, preset, wine_plan, sorting, ferm, malo, ready)
             ON c.colour = v.colour
          WHERE l.estate_id = ANY(${v.estateIds}::uuid[]) AND l.pending_plan IS NOT NULL),
       tanks AS (
         SELECT v.id, v.estate_id,
                GREATEST(0, v.capacity_litres - COALESCE(SUM(bv.litres) FILTER (WHERE b.id IS NOT NULL), 0))::int AS free
           FROM vessels v
           LEFT JOIN batch_vessels bv ON bv.vessel_id = v.id
           LEFT JOIN wine_batches b ON b.id = bv.batch_id AND b.status = 'active'
                AND (b.plan->>'elevage' = 'steel' OR b.malolactic_end_day > ${v.day}::int)
          WHERE v.kind = 'tank' AND v.estate_id = ANY(${v.estateIds}::uuid[])
          GROUP BY v.id),
       tank_ranges AS (
         SELECT id, estate_id, free,
                SUM(free) OVER (PARTITION BY estate_id ORDER BY free DESC, id ROWS UNBOUNDED PRECEDING) - free AS start
           FROM tanks WHERE free > 0),
       crush_run AS (
         SELECT l.*, SUM(l.litres) OVER w AS cum_litres, SUM(l.cost) OVER w AS cum_cost
           FROM lots l WHERE l.plan = 'crush' AND l.litres >= 1
         WINDOW w AS (PARTITION BY l.estate_id ORDER BY l.id ROWS UNBOUNDED PRECEDING)),
       crushing AS (
         SELECT r.*, r.cum_litres - r.litres AS start
           FROM crush_run r JOIN estates e ON e.id = r.estate_id
          WHERE r.cum_litres <= (SELECT COALESCE(SUM(t.free), 0) FROM tanks t WHERE t.estate_id = r.estate_id)
            AND r.cum_cost <= e.money),
       batches AS (
         INSERT INTO wine_batches (estate_id, grape_lot_id, block_name, region, colour, variety, vintage, kilograms,
                                   initial_litres, litres, grape_quality, preset, plan, oak_strength, start_day,
                                   fermentation_end_day, malolactic_end_day, ready_day, status)
         SELECT estate_id, id, block_name, region, colour, variety, vintage, kg, litres, litres, quality, preset,
                wine_plan, 0, ${v.day}::int, ferm, malo, ready, 'active'
           FROM crushing
         RETURNING id, grape_lot_id),
       shares AS (
         INSERT INTO batch_vessels (batch_id, vessel_id, litres)
         SELECT b.id, t.id, LEAST(c.start + c.litres, t.start + t.free) - GREATEST(c.start, t.start)
           FROM crushing c JOIN batches b ON b.grape_lot_id = c.id
           JOIN tank_ranges t ON t.estate_id = c.estate_id
          WHERE LEAST(c.start + c.litres, t.start + t.free) - GREATEST(c.start, t.start) > 0),
       sold AS (
         SELECT l.id, l.estate_id, l.block_name, l.variety, l.kg,
                row_number() OVER (PARTITION BY l.estate_id ORDER BY l.id) AS rn,
                FLOOR(l.kg * (g.base * ${v.cooperativeShare}::float8) + 1e-9)::bigint AS money -- saleIncome (libs/domain/src/income.ts): rounded down
           FROM lots l JOIN unnest(${v.regions}::text[], ${v.basePrices}::float8[]) AS g(region, base) ON g.region = l.region
          WHERE l.plan = 'sell'),
       season AS (
         INSERT INTO grape_buyer_sales (estate_id, season, buyers_kg, cooperative_kg, revenue)
         SELECT estate_id, ${v.season}::int, 0, SUM(kg), SUM(money) FROM sold GROUP BY estate_id
         ON CONFLICT (estate_id, season) DO UPDATE
           SET cooperative_kg = grape_buyer_sales.cooperative_kg + EXCLUDED.cooperative_kg,
               revenue = grape_buyer_sales.revenue + EXCLUDED.revenue),
       done AS (
         UPDATE grape_lots l SET pending_plan = NULL,
                kilograms = CASE WHEN l.id IN (SELECT id FROM crushing) OR l.id IN (SELECT id FROM sold)
                                 THEN 0 ELSE l.kilograms END,
                counted_day = CASE WHEN l.id IN (SELECT id FROM crushing) OR l.id IN (SELECT id FROM sold)
                                   THEN ${v.day}::int ELSE l.counted_day END
          WHERE l.id IN (SELECT id FROM lots)),
       postings AS (
         SELECT c.estate_id, -c.cost AS amount, 'crush' AS kind,
                format(${v.crushLedger}::text, c.kg, initcap(c.variety), c.block_name, c.litres) AS description,
                b.id AS ref_id, row_number() OVER (PARTITION BY c.estate_id ORDER BY c.id)::int AS ord
           FROM crushing c JOIN batches b ON b.grape_lot_id = c.id
         UNION ALL
         SELECT s.estate_id, s.money, 'grape_sale',
                format(${v.saleLedger}::text, s.kg, initcap(s.variety), s.block_name),
                s.id, 1000000 + s.rn::int
           FROM sold s),
       ${MoneyRepository.setBasedPostings('postings', sql`${v.day}::int`, sql`${v.arrearsPaid}::text`)},
       -- the planned sales of an estate make one grape-sales notice for the day (sales-notices.ts),
       -- or add to the one a sale of that day made already (tally summed, totals written again)
       sale_day AS (
         SELECT s.estate_id, COUNT(*)::int AS sales, SUM(s.kg)::bigint AS quantity, SUM(s.money)::bigint AS money,
                (array_agg(s.id ORDER BY s.rn DESC))[1] AS ref_id,
                (array_agg(format(${v.saleTitle}::text, ${money('s.money')}) ORDER BY s.rn DESC))[1] AS latest_title,
                (array_agg(format(${v.saleBody}::text, s.kg, initcap(s.variety), s.block_name) ORDER BY s.rn DESC))[1] AS latest_body
           FROM sold s GROUP BY s.estate_id),
       sale_notices AS (${salesDayNoticesSql('grape_sale', day, 'sale_day')}),
       notices AS (
         INSERT INTO notifications (estate_id, kind, title, body, ref_id, game_day)
         SELECT c.estate_id, 'wine_stage', LEFT(format(${v.crushTitle}::text, c.litres, initcap(c.variety)), 120),
                LEFT(format(${v.crushBody}::text, c.kg, c.block_name, ${money('c.cost')}, c.litres, replace(c.preset, '_', ' '),
                            c.ready - ${v.day}::int), 500),
                b.id, ${v.day}::int
           FROM crushing c JOIN batches b ON b.grape_lot_id = c.id
         UNION ALL
         SELECT l.estate_id, 'harvest', LEFT(format(${v.tanksFullTitle}::text, l.kg, initcap(l.variety)), 120),
                LEFT(format(${v.tanksFullBody}::text, l.kg, l.block_name, ${v.graceDays}::int), 500),
                l.id, ${v.day}::int
           FROM lots l WHERE l.plan = 'crush' AND l.id NOT IN (SELECT id FROM crushing))
       SELECT 1`;
}
