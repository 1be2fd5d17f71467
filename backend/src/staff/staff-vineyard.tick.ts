import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  isRegionKey,
  MESSAGES,
  planVineyardManagerWork,
  workVintage,
  type ManagedBlock,
  type ManagedWork,
  type VineyardWorkKind,
} from '@vineyard/domain';
import { named, runSql, sql, type Sql } from '../common/sql';
import type { IdRange } from '../gametime/tick-ranges';
import { staffEstatesLockCtes } from './staff-locks.sql';
import { creditsCtes, type BatchCredit } from '../money/credits.sql';

interface FactsRow {
  id: string;
  name: string;
  size: number;
  region: string;
  planted_game_day: number;
  last_harvest_year: number | null;
  estate_id: string;
  money: string;
  arrears: string;
  /** null when the manager left between the batch's snapshot and its locks (the estate is skipped) */
  skill: number | null;
  workers: number[];
  done: { kind: VineyardWorkKind; day: number }[];
}

/**
 * The first statement of a batch (framework-free: its snapshot is
 * backend/src/queries/staff-vineyard.tick.sql): the estates of the range with a vineyard manager
 * hired before today and no arrears are locked `money` in id order (level 1 of common/locks.ts),
 * then their blocks (level 4, by id, as a player's work locks its block); it answers the blocks'
 * ids. Their facts are read by the next statement (staffVineyardFactsSql), whose snapshot sees the
 * work a player ordered while holding these locks.
 */
export function staffVineyardLockSql(day: number, range: IdRange): Sql {
  return sql`WITH ${staffEstatesLockCtes('vineyardManager', day, range)}
       SELECT b.id FROM blocks b JOIN plots p ON p.id = b.plot_id
        WHERE p.estate_id IN (SELECT id FROM locked)
        ORDER BY b.id FOR UPDATE OF b`;
}

/**
 * The second statement of a batch (its snapshot: backend/src/queries/staff-vineyard.tick.sql): the
 * locked blocks with what decideVineyardWork reads (size, region, planting, last harvest, the
 * vintage's work done), their estate's money and arrears, the vineyard manager's skill and the
 * vineyard workers' skills (the crew's hectares: vineyardCrewHectares).
 */
export function staffVineyardFactsSql(day: number, blockIds: readonly string[]): Sql {
  const v = named({ day, vintage: workVintage(day), blockIds });
  return sql`SELECT b.id, b.name, b.size::float8 AS size, b.region, b.planted_game_day, b.last_harvest_year,
              e.id AS estate_id, e.money, e.arrears,
              crew.skill, crew.workers,
              (SELECT COALESCE(json_agg(json_build_object('kind', w.kind, 'day', w.game_day)), '[]')
                 FROM block_work w WHERE w.block_id = b.id AND w.vintage = ${v.vintage}::int) AS done
         FROM blocks b JOIN plots p ON p.id = b.plot_id JOIN estates e ON e.id = p.estate_id
        CROSS JOIN LATERAL (
          SELECT max(s.skill) FILTER (WHERE s.role = 'vineyardManager')::int AS skill,
                 COALESCE(array_agg(s.skill ORDER BY s.skill) FILTER (WHERE s.role = 'worker'), '{}')::int[] AS workers
            FROM staff s WHERE s.estate_id = e.id AND s.hired_day < ${v.day}::int) crew
        WHERE b.id = ANY(${v.blockIds}::uuid[])
        ORDER BY e.id, b.id`;
}

/**
 * The statement that applies a batch's plans (its snapshot: backend/src/queries/staff-vineyard.tick.sql),
 * all rows as arrays (unnest), so its text is the same however many estates and blocks: one
 * block_work row a work, each estate's cost out of its money with one ledger row
 * (`vineyard_work`, money/credits.sql.ts; the plan fits the cost in the balance) and its notice of
 * the month's work (`vineyard_work`).
 */
export function staffVineyardApplySql(
  day: number,
  works: readonly ManagedWork[],
  debits: readonly BatchCredit[],
  notices: readonly VineyardNotice[],
): Sql {
  const v = named({
    day,
    noticeEstates: notices.map((n) => n.estateId),
    noticeTitles: notices.map((n) => n.title),
    noticeBodies: notices.map((n) => n.body),
    workBlocks: works.map((w) => w.blockId),
    workVintages: works.map((w) => w.vintage),
    workKinds: works.map((w) => w.kind),
    workOptions: works.map((w) => w.option),
    workCosts: works.map((w) => w.cost),
    workDays: works.map((w) => w.day),
  });
  return sql`WITH work AS (
         INSERT INTO block_work (block_id, vintage, kind, option, cost, game_day)
         SELECT * FROM unnest(${v.workBlocks}::uuid[], ${v.workVintages}::int[], ${v.workKinds}::varchar[],
                              ${v.workOptions}::varchar[], ${v.workCosts}::int[], ${v.workDays}::int[])),
       ${creditsCtes(day, 'vineyard_work', debits)},
       notice AS (
         INSERT INTO notifications (estate_id, kind, title, body, game_day)
         SELECT n.estate_id, 'vineyard_work', LEFT(n.title, 120), LEFT(n.body, 500), ${v.day}::int
           FROM unnest(${v.noticeEstates}::uuid[], ${v.noticeTitles}::text[], ${v.noticeBodies}::text[])
                AS n(estate_id, title, body))
       SELECT 1`;
}

/** An estate's notice of the month's work (planVineyardManagerWork's texts). */
interface VineyardNotice {
  estateId: string;
  title: string;
  body: string;
}

/** Each estate's blocks from the facts statement's rows (ordered by estate, then block). */
function byEstate(
  rows: FactsRow[],
): { estateId: string; money: number; arrears: number; skill: number; workers: number[]; blocks: ManagedBlock[] }[] {
  const out = new Map<
    string,
    { estateId: string; money: number; arrears: number; skill: number; workers: number[]; blocks: ManagedBlock[] }
  >();
  for (const row of rows) {
    if (!isRegionKey(row.region) || row.skill === null) continue;
    let e = out.get(row.estate_id);
    if (!e) {
      e = {
        estateId: row.estate_id,
        money: Number(row.money),
        arrears: Number(row.arrears),
        skill: Number(row.skill),
        workers: row.workers.map(Number),
        blocks: [],
      };
      out.set(row.estate_id, e);
    }
    e.blocks.push({
      id: row.id,
      name: row.name,
      size: Number(row.size),
      region: row.region,
      plantedDay: row.planted_game_day,
      lastHarvestYear: row.last_harvest_year,
      done: row.done,
    });
  }
  return [...out.values()];
}

/**
 * The vineyard manager's month (issue 35, item 2), on the first day of each game month, in batches
 * of estates with a fixed number of statements: one that locks the batch's estates and their
 * blocks (staffVineyardLockSql), one that reads the blocks' facts after the locks
 * (staffVineyardFactsSql), each estate's month planned in TypeScript by planVineyardManagerWork
 * (decideVineyardWork, the player's own decision, at the manager's skill), then one that applies
 * every plan (staffVineyardApplySql). One statement when no estate of the batch has a vineyard
 * manager, three at most. Idempotent per block and day: work done is refused by the decision (and
 * block_work's key on block, vintage and kind), so a second run does nothing, and the step runs
 * once a day (tick_steps). An estate in arrears is skipped (the decision refuses its work).
 */
@Injectable()
export class StaffVineyardTick {
  async run(manager: EntityManager, day: number, range: IdRange): Promise<void> {
    const held = await runSql<{ id: string }[]>(manager, staffVineyardLockSql(day, range));
    if (held.length === 0) return;
    const rows = await runSql<FactsRow[]>(
      manager,
      staffVineyardFactsSql(
        day,
        held.map((b) => b.id),
      ),
    );
    const works: ManagedWork[] = [];
    const debits: BatchCredit[] = [];
    const notices: VineyardNotice[] = [];
    for (const e of byEstate(rows)) {
      const plan = planVineyardManagerWork({
        day,
        estate: { money: e.money, arrears: e.arrears },
        skill: e.skill,
        workers: e.workers,
        blocks: e.blocks,
      });
      if (plan.notice) notices.push({ estateId: e.estateId, ...plan.notice });
      if (plan.works.length === 0) continue;
      works.push(...plan.works);
      debits.push({
        estateId: e.estateId,
        amount: -plan.cost,
        description: MESSAGES.staff.vineyardLedger(plan.works.length, plan.blocks),
      });
    }
    if (notices.length === 0) return;
    await runSql(manager, staffVineyardApplySql(day, works, debits, notices));
  }
}
