import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  DEFAULT_SALES_RULE,
  MESSAGES,
  planStaffSales,
  reputationFromPoints,
  reputationMonthStart,
  reputationPointsOn,
  type StaffSaleLot,
  type StaffSalesPlan,
  type WineTier,
} from '@vineyard/domain';
import { named, raw, runSql, sql, type Sql } from '../common/sql';
import { idRangeSql, type IdRange } from '../gametime/tick-ranges';
import { staffEstatesLockCtes } from './staff-locks.sql';
import { creditsCtes, type BatchCredit } from '../money/credits.sql';
import { salesDayNoticesSql } from '../notifications/sales-notices.sql';
import { medalOfLotRowSql } from '../awards/awards.sql';
import { salesPointsOfMonthSql, setPointsBatchCtes, type PointsWrite } from '../reputation/reputation.sql';
import {
  LOT_COLUMNS,
  marketFactsColumns,
  toLot,
  toMarketFacts,
  type LotRow,
  type MarketFactsRow,
} from '../wine-market/wine-market.repository';

type FactsRow = LotRow & MarketFactsRow & { earned: string; skill: number; share_percent: number; min_quality: number };

/** One estate's month of sales as the load statement read it. */
interface EstateSales {
  estateId: string;
  skill: number;
  rule: { sharePercent: number; minQuality: number };
  earned: number;
  points: { points: number; day: number };
  lots: StaffSaleLot[];
}

/**
 * The first statement of a batch (framework-free: its snapshot is
 * backend/src/queries/staff-sales.tick.sql): the estates of the range with a sales manager hired
 * before today, no arrears and no sale of the sales manager's today are locked `money` in id order
 * (level 1 of common/locks.ts), then their lots with bottles (level 7, by id); it answers the lots'
 * ids. The facts are read by the next statement (staffSalesFactsSql), whose snapshot sees every
 * change committed before these locks were granted (a player's sale that held them).
 */
export function staffSalesLockSql(day: number, range: IdRange): Sql {
  const v = named({ day });
  const soldToday = sql`EXISTS (SELECT 1 FROM wine_sales x
                             WHERE x.estate_id = e.id AND ${idRangeSql(raw('x.estate_id'), range)}
                               AND x.game_day = ${v.day}::int AND x.by_staff)`;
  return sql`WITH ${staffEstatesLockCtes('salesManager', day, range, soldToday)}
       SELECT l.id FROM wine_lots l WHERE l.estate_id IN (SELECT id FROM locked) AND l.bottles > 0
        ORDER BY l.id FOR UPDATE OF l`;
}

/**
 * The second statement of a batch (its snapshot: backend/src/queries/staff-sales.tick.sql): the
 * locked lots, each with its market facts (as a player's sale reads them, wine-market.repository.ts),
 * the points the estate's sales earned this reputation month, the sales manager's skill and the
 * estate's rule.
 */
export function staffSalesFactsSql(day: number, lotIds: readonly string[]): Sql {
  const v = named({
    day,
    monthStart: reputationMonthStart(day),
    lotIds,
    share: DEFAULT_SALES_RULE.sharePercent,
    quality: DEFAULT_SALES_RULE.minQuality,
  });
  return sql`WITH c AS (SELECT ${v.day}::int AS day, ${v.monthStart}::int AS month_start)
       SELECT ${raw(LOT_COLUMNS)}, ${raw(marketFactsColumns('l.id', 'l.region', 'l.colour', 'c.day', medalOfLotRowSql('l')))},
              ${raw(salesPointsOfMonthSql('e', 'c.month_start'))} AS earned,
              (SELECT max(s.skill)::int FROM staff s
                WHERE s.estate_id = e.id AND s.role = 'salesManager' AND s.hired_day < c.day) AS skill,
              COALESCE(r.share_percent, ${v.share}::int) AS share_percent,
              COALESCE(r.min_quality, ${v.quality}::int) AS min_quality
         FROM c, wine_lots l JOIN estates e ON e.id = l.estate_id
         LEFT JOIN staff_sales_rules r ON r.estate_id = e.id
        WHERE l.id = ANY(${v.lotIds}::uuid[])
        ORDER BY e.id, l.id`;
}

/** What a batch's sales write, one of each kind of row per lot, pool or estate. */
export interface StaffSalesWrites {
  lots: { id: string; bottles: number }[];
  pools: { estateId: string; colour: string; tier: WineTier; level: number; countedDay: number }[];
  sales: {
    estateId: string;
    lotId: string;
    region: string;
    colour: string;
    tier: WineTier;
    quality: number;
    bottles: number;
    revenue: number;
  }[];
  credits: BatchCredit[];
  points: PointsWrite[];
  notices: {
    estateId: string;
    sales: number;
    quantity: number;
    money: number;
    refId: string;
    title: string;
    body: string;
  }[];
}

/**
 * The statement that applies a batch's sales (framework-free: its snapshot is
 * backend/src/queries/staff-sales.tick.sql), all rows as arrays (unnest), so its text is the same
 * however many estates, lots and pools: the lots' bottles left, the pools afterwards, one sale row a
 * pool (`by_staff`), each estate's money in with one ledger row (`wine_sale`, money/credits.sql.ts)
 * and the day's sales notice (sales-notices.sql.ts). The estates' reputation points go in a
 * statement of their own (staffSalesPointsSql): one statement may not update a row twice.
 */
export function staffSalesApplySql(day: number, w: StaffSalesWrites): Sql {
  const v = named({
    day,
    lotIds: w.lots.map((l) => l.id),
    lotBottles: w.lots.map((l) => l.bottles),
    poolEstates: w.pools.map((p) => p.estateId),
    poolColours: w.pools.map((p) => p.colour),
    poolTiers: w.pools.map((p) => p.tier),
    poolLevels: w.pools.map((p) => p.level),
    poolDays: w.pools.map((p) => p.countedDay),
    saleEstates: w.sales.map((s) => s.estateId),
    saleLots: w.sales.map((s) => s.lotId),
    saleRegions: w.sales.map((s) => s.region),
    saleColours: w.sales.map((s) => s.colour),
    saleTiers: w.sales.map((s) => s.tier),
    saleQualities: w.sales.map((s) => s.quality),
    saleBottles: w.sales.map((s) => s.bottles),
    saleRevenues: w.sales.map((s) => s.revenue),
    noticeEstates: w.notices.map((n) => n.estateId),
    noticeSales: w.notices.map((n) => n.sales),
    noticeQuantities: w.notices.map((n) => n.quantity),
    noticeMoney: w.notices.map((n) => n.money),
    noticeRefs: w.notices.map((n) => n.refId),
    noticeTitles: w.notices.map((n) => n.title),
    noticeBodies: w.notices.map((n) => n.body),
  });
  return sql`WITH lot AS (
         UPDATE wine_lots l SET bottles = u.bottles
           FROM unnest(${v.lotIds}::uuid[], ${v.lotBottles}::int[]) AS u(id, bottles) WHERE l.id = u.id),
       pool AS (
         INSERT INTO demand_pools (estate_id, colour, tier, level, counted_day)
         SELECT * FROM unnest(${v.poolEstates}::uuid[], ${v.poolColours}::text[], ${v.poolTiers}::text[],
                              ${v.poolLevels}::float8[], ${v.poolDays}::int[])
         ON CONFLICT (estate_id, colour, tier) DO UPDATE SET level = EXCLUDED.level, counted_day = EXCLUDED.counted_day),
       sale AS (
         INSERT INTO wine_sales (estate_id, wine_lot_id, region, colour, tier, quality, bottles, revenue, game_day, by_staff)
         SELECT s.estate_id, s.lot_id, s.region, s.colour, s.tier, s.quality, s.bottles, s.revenue, ${v.day}::int, true
           FROM unnest(${v.saleEstates}::uuid[], ${v.saleLots}::uuid[], ${v.saleRegions}::text[], ${v.saleColours}::text[],
                       ${v.saleTiers}::text[], ${v.saleQualities}::int[], ${v.saleBottles}::int[], ${v.saleRevenues}::bigint[])
                AS s(estate_id, lot_id, region, colour, tier, quality, bottles, revenue)),
       ${creditsCtes(day, 'wine_sale', w.credits)},
       sale_notice_source AS (
         SELECT * FROM unnest(${v.noticeEstates}::uuid[], ${v.noticeSales}::int[], ${v.noticeQuantities}::bigint[],
                              ${v.noticeMoney}::bigint[], ${v.noticeRefs}::uuid[], ${v.noticeTitles}::text[], ${v.noticeBodies}::text[])
                AS d(estate_id, sales, quantity, money, ref_id, latest_title, latest_body)),
       sale_notice AS (${salesDayNoticesSql('wine_sale', day, 'sale_notice_source')})
       SELECT 1`;
}

/** The estates' reputation points after their sales (reputation.sql.ts), all as arrays. */
export function staffSalesPointsSql(points: readonly PointsWrite[]): Sql {
  return sql`WITH ${setPointsBatchCtes(points)} SELECT 1`;
}

/** Each estate's month of sales from the load statement's rows (ordered by estate). */
function byEstate(rows: FactsRow[]): EstateSales[] {
  const out = new Map<string, EstateSales>();
  for (const row of rows) {
    let e = out.get(row.estate_id);
    if (!e) {
      e = {
        estateId: row.estate_id,
        skill: Number(row.skill),
        rule: { sharePercent: Number(row.share_percent), minQuality: Number(row.min_quality) },
        earned: Number(row.earned),
        points: { points: Number(row.reputation_points), day: Number(row.reputation_points_day) },
        lots: [],
      };
      out.set(row.estate_id, e);
    }
    e.lots.push({ lot: toLot(row), colour: row.colour, facts: toMarketFacts(row) });
  }
  return [...out.values()];
}

/** The rows an estate's plan writes, added to the batch's. */
function addWrites(w: StaffSalesWrites, e: EstateSales, plan: StaffSalesPlan, day: number): void {
  const pools = new Map<string, StaffSalesWrites['pools'][number]>();
  for (const s of plan.sales) {
    const lot = e.lots.find((l) => l.lot.id === s.lotId)!;
    w.lots.push({ id: s.lotId, bottles: s.plan.lot.bottles });
    for (const p of s.plan.pools)
      pools.set(`${lot.colour}:${p.tier}`, { estateId: e.estateId, colour: lot.colour, ...p });
    for (const r of s.plan.sales)
      w.sales.push({ estateId: e.estateId, lotId: s.lotId, region: lot.lot.region, colour: lot.colour, ...r });
  }
  w.pools.push(...pools.values());
  w.credits.push({
    estateId: e.estateId,
    amount: plan.money,
    description: MESSAGES.staff.salesLedger(plan.bottles, plan.sales.length),
  });
  const before = reputationPointsOn(e.points.points, e.points.day, day);
  const after = Math.max(0, before + plan.reputationPoints);
  const last = plan.sales.at(-1)!;
  w.points.push({
    estateId: e.estateId,
    points: after,
    day,
    reputation: reputationFromPoints(after),
    event: plan.reputationPoints !== 0 ? { points: after - before, reason: 'wine_sale', refId: last.lotId } : null,
  });
  w.notices.push({
    estateId: e.estateId,
    sales: plan.sales.length,
    quantity: plan.bottles,
    money: plan.money,
    refId: last.lotId,
    title: last.plan.notice.title,
    body: last.plan.notice.body,
  });
}

/**
 * The sales manager's monthly sale (issue 35, item 2), on the first day of each game month, in
 * batches of estates with a fixed number of statements: one that locks the batch's estates and
 * lots (staffSalesLockSql), one that reads their market facts after the locks (staffSalesFactsSql:
 * reading them in the locking statement would read a snapshot from before a concurrent sale that
 * held the locks), each estate's month planned in TypeScript by the same pure rule a player's sale
 * takes (planStaffSales → decideWineSale), then two that apply every plan (staffSalesApplySql and
 * staffSalesPointsSql). One statement when there is nothing to sell, four at most. Once per estate and month: an estate
 * with a sale of its sales manager's today is skipped, and the step runs once a day (tick_steps).
 * An estate in arrears is skipped (money in would pay the arrears first, as MoneyService does).
 */
@Injectable()
export class StaffSalesTick {
  async run(manager: EntityManager, day: number, range: IdRange): Promise<void> {
    const held = await runSql<{ id: string }[]>(manager, staffSalesLockSql(day, range));
    if (held.length === 0) return;
    const rows = await runSql<FactsRow[]>(
      manager,
      staffSalesFactsSql(
        day,
        held.map((l) => l.id),
      ),
    );
    const writes: StaffSalesWrites = { lots: [], pools: [], sales: [], credits: [], points: [], notices: [] };
    for (const e of byEstate(rows)) {
      const plan = planStaffSales({
        day,
        rule: e.rule,
        skill: e.skill,
        lots: e.lots,
        earnedFromSalesThisMonth: e.earned,
      });
      if (plan.sales.length > 0) addWrites(writes, e, plan, day);
    }
    if (writes.credits.length === 0) return;
    await runSql(manager, staffSalesApplySql(day, writes));
    await runSql(manager, staffSalesPointsSql(writes.points));
  }
}
