import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { MESSAGES } from '@vineyard/domain';
import { named, raw, runSql, sql, sqlFormat, type Sql } from '../common/sql';
import { idRangeSql, type IdRange } from '../gametime/tick-ranges';

/**
 * The money module's share of the winery equipment (issue 35, item 1): the monthly upkeep is a
 * charge, set-based like the storage charge (storage-charge.tick.ts), so the statement is the
 * money module's (only it writes estates.money); the cellar's tick registers the step
 * (cellar/cellar.tick.ts `equipment-upkeep`, on `isEquipmentUpkeepDay`). libs/domain equipment.ts
 * holds the rules; each piece's upkeep was fixed when it was bought (estate_equipment.monthly_upkeep).
 */
@Injectable()
export class EquipmentUpkeepTick {
  /** The equipment upkeep of one batch of estates (equipmentUpkeepSql). */
  async charge(manager: EntityManager, day: number, range: IdRange): Promise<void> {
    await runSql(manager, equipmentUpkeepSql(day, range));
  }
}

/**
 * The statement of EquipmentUpkeepTick.charge (framework-free: its snapshot is
 * backend/src/queries/equipment-upkeep.tick.sql). For one batch of estates, in one statement: the
 * estates with equipment bought (or a cellar door built) before today are locked `money` in id order (level 1 of
 * common/locks.ts); each pays the sum of its pieces' monthly upkeep as much as it has — no
 * arrears, like the storage charge — with one ledger row (`equipment_upkeep`, with the balance).
 * Idempotent per estate and day: an estate with an `equipment_upkeep` row of the day is skipped,
 * and the ledger's unique key (estate, day, kind) refuses a second.
 */
export function equipmentUpkeepSql(day: number, range: IdRange): Sql {
  const v = named({ day, ledger: sqlFormat(MESSAGES.equipment.upkeepLedger, ['pieces']) });
  // each estate of the batch probes its own pieces and its own ledger row of the day (LATERAL, as
  // the wages: wages.tick.ts)
  return sql`WITH due AS (
         SELECT e.id, e.money, o.total, o.pieces
           FROM estates e
          CROSS JOIN LATERAL (
                SELECT SUM(q.monthly_upkeep)::bigint AS total, COUNT(*)::int AS pieces
                  FROM (SELECT monthly_upkeep FROM estate_equipment
                         WHERE estate_id = e.id AND bought_day < ${v.day}::int
                        UNION ALL SELECT monthly_upkeep FROM cellar_doors
                         WHERE estate_id = e.id AND built_day < ${v.day}::int) q) o
           LEFT JOIN LATERAL (
                SELECT 1 AS charged FROM ledger_entries x
                 WHERE x.estate_id = e.id AND x.game_day = ${v.day}::int AND x.kind = 'equipment_upkeep' LIMIT 1) p ON true
          WHERE ${idRangeSql(raw('e.id'), range)} AND o.total > 0 AND p.charged IS NULL
          ORDER BY e.id FOR NO KEY UPDATE OF e),
       charged AS (
         UPDATE estates e SET money = e.money - LEAST(d.money, d.total)
           FROM due d WHERE e.id = d.id AND LEAST(d.money, d.total) > 0
         RETURNING e.id, LEAST(d.money, d.total) AS paid, d.pieces, e.money AS balance)
       INSERT INTO ledger_entries (estate_id, amount, kind, game_day, balance_after, description)
       SELECT id, -paid, 'equipment_upkeep', ${v.day}::int, balance, format(${v.ledger}::text, pieces)
         FROM charged ORDER BY id`;
}
