import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { MESSAGES } from '@vineyard/domain';
import { named, raw, runSql, sql, sqlFormat, sqlMoney, type Sql } from '../common/sql';
import { idRangeSql, type IdRange } from '../gametime/tick-ranges';

/**
 * The money module's share of staff (issue 35, item 2): the monthly wages are a charge, set-based
 * like the yearly upkeep (upkeep.tick.ts), so the statement is the money module's (only it writes
 * estates.money); the staff module's tick registers the step (staff/staff.tick.ts `wages`, on
 * `isWageDay`). libs/domain staff.ts holds the rules.
 */
@Injectable()
export class WagesTick {
  /** The wages of one batch of estates (wagesSql). */
  async charge(manager: EntityManager, day: number, range: IdRange): Promise<void> {
    await runSql(manager, wagesSql(day, range));
  }
}

/**
 * The statement of WagesTick.charge (framework-free: its snapshot is
 * backend/src/queries/wages.tick.sql). For one batch of estates, in one statement: the estates
 * with staff hired before today are locked `money` in id order (level 1 of common/locks.ts); each
 * pays the sum of its staff's wages (`monthlyWages`) as much as it has, the rest becoming arrears
 * (`chargeWithArrears`, like the upkeep: an estate in arrears hires nobody and its vines go
 * untended), with one ledger row (`wages`, with the balance). Idempotent per estate and day: an
 * estate with a `wages` row of the day is skipped, and the ledger's unique key (estate, day, kind)
 * refuses a second.
 */
export function wagesSql(day: number, range: IdRange): Sql {
  const v = named({
    day,
    ledger: sqlFormat(MESSAGES.staff.wagesLedger, ['count']),
    ledgerUnpaid: sqlFormat(MESSAGES.staff.wagesUnpaidLedger, ['count', 'unpaid']),
  });
  // Each estate of the batch looks up its own staff and its own ledger row of the day (LATERAL:
  // index probes by estate, the batch's rows and no others). A join of the batch's estates with
  // the batch's staff summed by estate was planned at 1M estates as a nested loop that summed the
  // batch's staff again for every estate (2.6 s a batch, bench scenario 14).
  return sql`WITH due AS (
         SELECT e.id, e.money, w.total, w.count
           FROM estates e
          CROSS JOIN LATERAL (
                SELECT SUM(s.wage)::bigint AS total, COUNT(*)::int AS count
                  FROM staff s WHERE s.estate_id = e.id AND s.hired_day < ${v.day}::int) w
           LEFT JOIN LATERAL (
                SELECT 1 AS paid FROM ledger_entries x
                 WHERE x.estate_id = e.id AND x.game_day = ${v.day}::int AND x.kind = 'wages' LIMIT 1) p ON true
          WHERE ${idRangeSql(raw('e.id'), range)} AND w.count > 0 AND p.paid IS NULL
          ORDER BY e.id FOR NO KEY UPDATE OF e),
       charged AS (
         UPDATE estates e SET money = e.money - LEAST(d.money, d.total),
                arrears = e.arrears + (d.total - LEAST(d.money, d.total)),
                arrears_since = CASE WHEN d.total > d.money THEN COALESCE(e.arrears_since, ${v.day}::int) ELSE e.arrears_since END
           FROM due d WHERE e.id = d.id AND d.total > 0
         RETURNING e.id, LEAST(d.money, d.total) AS paid, d.total - LEAST(d.money, d.total) AS unpaid, d.count, e.money AS balance)
       INSERT INTO ledger_entries (estate_id, amount, kind, game_day, balance_after, description)
       SELECT id, -paid, 'wages', ${v.day}::int, balance,
              CASE WHEN unpaid > 0 THEN format(${v.ledgerUnpaid}::text, count, ${raw(sqlMoney('unpaid'))})
                   ELSE format(${v.ledger}::text, count) END
         FROM charged ORDER BY id`;
}
