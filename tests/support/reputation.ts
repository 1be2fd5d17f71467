/**
 * The sales' month kept on an estate's row (backend reputation.sql.ts salesPointsOfMonthSql: what
 * wine sales earned it in the reputation month from `start` on) beside the sum of the events it
 * stands for, the month's positive `wine_sale` events.
 */
import { REPUTATION_MONTH_DAYS } from '@vineyard/domain';
import type { Queryable } from './money';

export async function salesMonthOf(
  db: Queryable,
  estateId: string,
): Promise<{ start: number; kept: number; summed: number; events: number }> {
  const [row] = await db.query(
    `SELECT e.sales_points_month_start AS start, e.sales_points_month AS kept,
            COALESCE(sum(r.points), 0) AS summed, count(r.id)::int AS events
       FROM estates e
       LEFT JOIN reputation_events r ON r.estate_id = e.id AND r.reason = 'wine_sale' AND r.points > 0
             AND r.game_day >= e.sales_points_month_start AND r.game_day < e.sales_points_month_start + $2::int
      WHERE e.id = $1 GROUP BY e.id`,
    [estateId, REPUTATION_MONTH_DAYS],
  );
  return { start: row.start, kept: Number(row.kept), summed: Number(row.summed), events: row.events };
}
