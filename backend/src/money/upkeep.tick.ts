import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { MESSAGES } from '@vineyard/domain';
import { sqlFormat, sqlMoney } from '../common/sql';
import { inRange, type IdRange } from '../gametime/tick-handlers';

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
    await manager.query(
      `WITH due AS (
         SELECT e.id, e.money,
                COALESCE((SELECT SUM(p.maintenance_cost) FROM plots p WHERE p.estate_id = e.id), 0)::bigint AS total
           FROM estates e WHERE ${inRange('e.id', 1)} AND e.upkeep_day < $3::int
           ORDER BY e.id FOR NO KEY UPDATE),
       charged AS (
         UPDATE estates e SET upkeep_day = $3::int,
                money = e.money - LEAST(d.money, d.total),
                arrears = e.arrears + (d.total - LEAST(d.money, d.total)),
                arrears_since = CASE WHEN d.total > d.money THEN COALESCE(e.arrears_since, $3::int) ELSE e.arrears_since END
           FROM due d WHERE e.id = d.id AND d.total > 0
         RETURNING e.id, LEAST(d.money, d.total) AS paid, d.total - LEAST(d.money, d.total) AS unpaid, e.money AS balance),
       marked AS (
         UPDATE estates e SET upkeep_day = $3::int FROM due d WHERE e.id = d.id AND d.total = 0),
       noted AS (
         INSERT INTO notifications (estate_id, kind, title, body, game_day)
         SELECT id, 'upkeep', format($4::text, ${sqlMoney('paid + unpaid')}),
                CASE WHEN unpaid > 0 THEN format($5::text, ${sqlMoney('paid')}, ${sqlMoney('unpaid')}) ELSE format($6::text, ${sqlMoney('paid')}) END,
                $3::int
           FROM charged)
       INSERT INTO ledger_entries (estate_id, amount, kind, game_day, balance_after, description)
       SELECT id, -paid, 'upkeep', $3::int, balance,
              CASE WHEN unpaid > 0 THEN format($7::text, ${sqlMoney('unpaid')}) ELSE format($8::text) END
         FROM charged`,
      [
        range.firstId,
        range.untilId,
        gameDay,
        sqlFormat(MESSAGES.notice.upkeepTitle, ['total']),
        sqlFormat(MESSAGES.notice.upkeepUnpaid, ['paid', 'unpaid']),
        sqlFormat(MESSAGES.notice.upkeepPaid, ['paid']),
        sqlFormat(MESSAGES.ledger.upkeepUnpaid, ['unpaid']),
        sqlFormat(MESSAGES.ledger.upkeepPaid, []),
      ],
    );
  }
}
