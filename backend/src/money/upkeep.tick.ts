import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { MESSAGES } from '@vineyard/domain';
import { named, raw, runSql, sql, sqlFormat, sqlMoney, type Sql } from '../common/sql';
import { idRangeSql, type IdRange } from '../gametime/tick-ranges';

/**
 * The money module's tick step: the yearly upkeep, set-based (its statement writes the estates'
 * balances, their ledger rows and the notices together; the vineyard's tick registers the step,
 * blocks.tick.ts `annual-upkeep`).
 */
@Injectable()
export class UpkeepTick {
  /**
   * The yearly upkeep of one batch of estates (a tick step), in one statement: each estate pays
   * its plots' maintenance (`estateUpkeep`), as much as it has; the rest becomes arrears
   * (`chargeWithArrears` in libs/domain, the same rule the simulator applies). Marked per estate and day
   * (estates.upkeep_day) and unique per (estate, day, 'upkeep') in the ledger: never charged twice.
   * An estate that goes into arrears records the day (estates.arrears_since): the consequences
   * (untended vines, reputation loss) start the day after.
   * The same statement notifies each charged estate (a fixed number of statements per batch).
   * The batch locks its estates in id order (level 1 of common/locks.ts), so it queues behind a
   * purchase instead of deadlocking with it.
   */
  async charge(manager: EntityManager, gameDay: number, range: IdRange): Promise<void> {
    await runSql(manager, upkeepSql(gameDay, range));
  }
}

/** The statement of UpkeepTick.charge (framework-free: its snapshot is backend/src/queries/upkeep.tick.sql). */
export function upkeepSql(day: number, range: IdRange): Sql {
  const v = named({
    day,
    noticeTitle: sqlFormat(MESSAGES.notice.upkeepTitle, ['total']),
    noticeUnpaid: sqlFormat(MESSAGES.notice.upkeepUnpaid, ['paid', 'unpaid']),
    noticePaid: sqlFormat(MESSAGES.notice.upkeepPaid, ['paid']),
    ledgerUnpaid: sqlFormat(MESSAGES.ledger.upkeepUnpaid, ['unpaid']),
    ledgerPaid: sqlFormat(MESSAGES.ledger.upkeepPaid, []),
  });
  const money = (euros: string) => raw(sqlMoney(euros));
  return sql`WITH due AS (
         SELECT e.id, e.money,
                COALESCE((SELECT SUM(p.maintenance_cost) FROM plots p WHERE p.estate_id = e.id), 0)::bigint AS total
           FROM estates e WHERE ${idRangeSql(raw('e.id'), range)} AND e.upkeep_day < ${v.day}::int
           ORDER BY e.id FOR NO KEY UPDATE),
       charged AS (
         UPDATE estates e SET upkeep_day = ${v.day}::int,
                money = e.money - LEAST(d.money, d.total),
                arrears = e.arrears + (d.total - LEAST(d.money, d.total)),
                arrears_since = CASE WHEN d.total > d.money THEN COALESCE(e.arrears_since, ${v.day}::int) ELSE e.arrears_since END
           FROM due d WHERE e.id = d.id AND d.total > 0
         RETURNING e.id, LEAST(d.money, d.total) AS paid, d.total - LEAST(d.money, d.total) AS unpaid, e.money AS balance),
       marked AS (
         UPDATE estates e SET upkeep_day = ${v.day}::int FROM due d WHERE e.id = d.id AND d.total = 0),
       noted AS (
         INSERT INTO notifications (estate_id, kind, title, body, game_day)
         SELECT id, 'upkeep', format(${v.noticeTitle}::text, ${money('paid + unpaid')}),
                CASE WHEN unpaid > 0 THEN format(${v.noticeUnpaid}::text, ${money('paid')}, ${money('unpaid')}) ELSE format(${v.noticePaid}::text, ${money('paid')}) END,
                ${v.day}::int
           FROM charged)
       INSERT INTO ledger_entries (estate_id, amount, kind, game_day, balance_after, description)
       SELECT id, -paid, 'upkeep', ${v.day}::int, balance,
              CASE WHEN unpaid > 0 THEN format(${v.ledgerUnpaid}::text, ${money('unpaid')}) ELSE format(${v.ledgerPaid}::text) END
         FROM charged`;
}
