import { isStaffRole, type StaffRole } from '@vineyard/domain';
import { named, raw, sql, type Sql } from '../common/sql';
import { idRangeSql, type IdRange } from '../gametime/tick-ranges';

/**
 * The first part of a staff step's batch (staff-sales, staff-vineyard): `managers`, the estates of
 * the range with a member of `role` hired before `day`, and `locked`, those of them without arrears
 * (and not `skip`, a condition on `e`), locked `money` in id order (level 1 of common/locks.ts). The
 * step's statement goes on from `locked` to the rows it works on, locked in their own order.
 */
export function staffEstatesLockCtes(role: StaffRole, day: number, range: IdRange, skip?: Sql): Sql {
  const v = named({ day });
  // the role in the text, as the code names it (a literal keeps the planner's estimate of its rows)
  if (!isStaffRole(role)) throw new TypeError(`staffEstatesLockCtes: no role ${String(role)}`);
  return sql`managers AS (
         SELECT DISTINCT s.estate_id FROM staff s
          WHERE ${idRangeSql(raw('s.estate_id'), range)} AND s.role = ${raw(`'${role}'`)} AND s.hired_day < ${v.day}::int),
       locked AS (
         SELECT e.id FROM estates e JOIN managers m ON m.estate_id = e.id
          WHERE e.arrears = 0${
            skip
              ? sql`
            AND NOT (${skip})`
              : raw('')
          }
          ORDER BY e.id FOR NO KEY UPDATE OF e)`;
}
