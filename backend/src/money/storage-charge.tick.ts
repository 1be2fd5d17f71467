import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { BOTTLE_STORE, MESSAGES } from '@vineyard/domain';
import { named, raw, runSql, sql, sqlFormat, sqlNumber, type Sql } from '../common/sql';
import { idRangeSql, type IdRange } from '../gametime/tick-ranges';

/**
 * The money module's share of the bottle store (issue 35, item 1): the monthly storage charge is a
 * charge, set-based like the yearly upkeep (upkeep.tick.ts), so the statement is the money
 * module's (only it writes estates.money); the cellar's tick registers the step
 * (cellar/cellar.tick.ts `storage-charge`, on `isStorageChargeDay`). libs/domain bottle-store.ts
 * holds the rules.
 */
@Injectable()
export class StorageChargeTick {
  /** The storage charge of one batch of estates (storageChargeSql). */
  async charge(manager: EntityManager, day: number, range: IdRange): Promise<void> {
    await runSql(manager, storageChargeSql(day, range));
  }
}

/**
 * The statement of StorageChargeTick.charge (framework-free: its snapshot is
 * backend/src/queries/storage-charge.tick.sql). For one batch of estates, in one statement: the
 * estates whose lots hold more bottles today than their store (`bottleStoreCapacity`: the
 * template's start and BOTTLE_STORE.extensionBottles an extension built) are locked `money` in id
 * order (level 1 of common/locks.ts); each pays `storageCharge` (BOTTLE_STORE.chargePerHundred
 * euros for every started hundred bottles beyond the capacity) as much as it has — no arrears, like
 * a contract's penalty — with one ledger row (`storage_charge`, with the balance). Idempotent per
 * estate and day: an estate with a `storage_charge` row of the day is skipped, and the ledger's
 * unique key (estate, day, kind) refuses a second.
 */
export function storageChargeSql(day: number, range: IdRange): Sql {
  const s = BOTTLE_STORE.starting;
  const v = named({
    day,
    boutique: s.boutique,
    family: s.family,
    commercial: s.commercial,
    standard: s.standard,
    extension: BOTTLE_STORE.extensionBottles,
    perHundred: BOTTLE_STORE.chargePerHundred,
    ledger: sqlFormat(MESSAGES.bottleStore.chargeLedger, ['over']),
  });
  const capacity = sql`(CASE e.template WHEN 'boutique' THEN ${v.boutique}::int WHEN 'family' THEN ${v.family}::int
                WHEN 'commercial' THEN ${v.commercial}::int ELSE ${v.standard}::int END
                + e.bottle_store_extensions * ${v.extension}::int)`;
  return sql`WITH stock AS (
         SELECT e.id,
                GREATEST(0, COALESCE((SELECT SUM(l.bottles) FROM wine_lots l WHERE l.estate_id = e.id), 0) - ${capacity})::bigint AS over
           FROM estates e
          WHERE ${idRangeSql(raw('e.id'), range)}
            AND NOT EXISTS (SELECT 1 FROM ledger_entries x
                             WHERE x.estate_id = e.id AND ${idRangeSql(raw('x.estate_id'), range)}
                               AND x.game_day = ${v.day}::int AND x.kind = 'storage_charge')),
       due AS (
         SELECT e.id, e.money, s.over, (s.over + 99) / 100 * ${v.perHundred}::int AS total
           FROM estates e JOIN stock s ON s.id = e.id
          WHERE s.over > 0
          ORDER BY e.id FOR NO KEY UPDATE OF e),
       charged AS (
         UPDATE estates e SET money = e.money - LEAST(d.money, d.total)
           FROM due d WHERE e.id = d.id AND LEAST(d.money, d.total) > 0
         RETURNING e.id, LEAST(d.money, d.total) AS paid, d.over, e.money AS balance)
       INSERT INTO ledger_entries (estate_id, amount, kind, game_day, balance_after, description)
       SELECT id, -paid, 'storage_charge', ${v.day}::int, balance, format(${v.ledger}::text, ${raw(sqlNumber('over'))})
         FROM charged ORDER BY id`;
}
