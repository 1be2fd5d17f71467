/**
 * Reputation's rules in SQL, once (libs/domain reputation.ts in TypeScript): the tick's set-based
 * steps and the leaderboard read and write points with these fragments; tests/api/arrears.test.ts
 * and wine-market.test.ts check them against `reputationPointsOn` and `reputationFromPoints`.
 */
import { reputationMonthStart, type ReputationReason } from '@vineyard/domain';
import { expr, named, raw, sql, type Sql, type SqlExpr } from '../common/sql';

/**
 * An estate's points decayed to `day` (`reputationPointsOn`): `keep` is 1 − REPUTATION_DECAY_PER_DAY.
 * Arguments are SQL expressions (a column or `$n` written in the source, or a fragment with a named
 * value); `alias` the estates' alias; a day before the points' own day decays nothing.
 */
export const pointsOnDaySql = (alias: string, day: SqlExpr, keep: SqlExpr): Sql =>
  sql`${raw(alias)}.reputation_points * power(${expr(keep)}::float8, GREATEST(0, ${expr(day)}::int - ${raw(alias)}.reputation_points_day))`;

/** The 0-100 reputation of `points` (`reputationFromPoints`), `scale` being REPUTATION_SCALE. */
export const reputationOfPointsSql = (points: SqlExpr, scale: SqlExpr): Sql =>
  sql`round(100 * (1 - exp(-GREATEST(0, ${expr(points)}) / ${expr(scale)}::float8)))::int`;

/**
 * What the critics' reviews earned an estate from `since` on (gains only): the monthly cap's count
 * (`reviewReputationPointsCapped`). Arguments are SQL expressions.
 */
export const criticPointsSinceSql = (estate: string, since: string): string =>
  `(SELECT COALESCE(sum(r.points), 0) FROM reputation_events r
     WHERE r.estate_id = ${estate} AND r.reason = 'critic_review' AND r.points > 0 AND r.game_day >= ${since})`;

/**
 * What wine sales earned an estate in the reputation month starting on `monthStart` (gains only):
 * the sales' monthly soft cap's count (`earnedFromSalesThisMonth`), kept on the estate's row by every
 * write of a sale's points (`salesMonthSet`) — the sum of the month's positive `wine_sale` events,
 * read without reading them (one a sale: a sale that summed them read more rows the more the estate
 * had sold that month). Arguments are SQL expressions: the estates' alias and the month's first day.
 */
export const salesPointsOfMonthSql = (alias: string, monthStart: string): string =>
  `(CASE WHEN ${alias}.sales_points_month_start = ${monthStart} THEN ${alias}.sales_points_month ELSE 0 END)`;

/** What a points write adds to its estate's sales month (`salesPointsOfMonthSql`): a wine sale's gain, else 0. */
const salesGain = (w: PointsWrite): number =>
  w.event?.reason === 'wine_sale' && w.event.points > 0 ? w.event.points : 0;

/**
 * The SET list's items that keep the sales month (`salesPointsOfMonthSql`) of an UPDATE of estates
 * (its columns unqualified; PostgreSQL reads the row's old values on the right): a gain on a day of
 * a later month starts the month afresh; no gain leaves both columns as they are.
 */
const salesMonthSet = (gain: SqlExpr, monthStart: SqlExpr): Sql =>
  sql`sales_points_month = CASE WHEN ${expr(gain)}::float8 > 0
                  THEN CASE WHEN sales_points_month_start = ${expr(monthStart)}::int THEN sales_points_month ELSE 0 END
                       + ${expr(gain)}::float8
                  ELSE sales_points_month END,
                sales_points_month_start = CASE WHEN ${expr(gain)}::float8 > 0 THEN ${expr(monthStart)}::int
                  ELSE sales_points_month_start END`;

/** One estate's points stored on a day with the reputation they make, and the change's event when there is one. */
export interface PointsWrite {
  estateId: string;
  points: number;
  day: number;
  reputation: number;
  event: { points: number; reason: ReputationReason; refId: string | null } | null;
}

/** The named values of one estate's points write (one object, so its fragments share them). */
function pointsValues(w: PointsWrite) {
  return named({
    reputationEstateId: w.estateId,
    reputationPoints: w.points,
    reputationDay: w.day,
    reputation: w.reputation,
    reputationChange: w.event?.points ?? 0,
    reputationReason: w.event?.reason ?? null,
    reputationRefId: w.event?.refId ?? null,
    reputationSalesGain: salesGain(w),
    reputationMonthStart: reputationMonthStart(w.day),
  });
}

/**
 * One estate's points as the SET list of an UPDATE of its row (reputation's columns of estates),
 * for a statement that writes other columns of the same row: PostgreSQL updates a row once per
 * statement, so a sale's money and points go in one UPDATE (MoneyService.postingCtes).
 */
export function pointsSet(w: PointsWrite): Sql {
  const v = pointsValues(w);
  return sql`reputation_points = ${v.reputationPoints}::float8,
                reputation_points_day = GREATEST(reputation_points_day, ${v.reputationDay}::int),
                reputation = ${v.reputation}::int,
                ${salesMonthSet(v.reputationSalesGain, v.reputationMonthStart)}`;
}

/**
 * The change's `reputation_events` row, when the points changed, as the data-modifying `WITH`
 * query `reputation_event`: written once the CTE named `written` (RETURNING the estate's `id`)
 * updated the estate's row.
 */
export function pointsEventCte(w: PointsWrite, written: string): Sql {
  const v = pointsValues(w);
  return sql`reputation_event AS (
         INSERT INTO reputation_events (estate_id, game_day, points, points_after, reason, ref_id)
         SELECT id, ${v.reputationDay}::int, ${v.reputationChange}::float8, ${v.reputationPoints}::float8,
                ${v.reputationReason}::varchar, ${v.reputationRefId}::uuid
           FROM ${raw(written)} WHERE ${v.reputationReason}::varchar IS NOT NULL)`;
}

/**
 * One estate's points written (ReputationRepository.setPoints; the caller holds the estate's `money`
 * lock) as two data-modifying `WITH` queries, `reputation_set` and `reputation_event`, for a
 * statement to carry (`WITH ${setPointsCtes(w)} SELECT 1`): the estate's points on `day`, and,
 * when the points changed, the change's `reputation_events` row.
 */
export function setPointsCtes(w: PointsWrite): Sql {
  const v = pointsValues(w);
  // the columns written out (table-ownership.spec.ts reads them here), as pointsSet writes them
  return sql`reputation_set AS (
         UPDATE estates SET reputation_points = ${v.reputationPoints}::float8,
                reputation_points_day = GREATEST(reputation_points_day, ${v.reputationDay}::int),
                reputation = ${v.reputation}::int,
                ${salesMonthSet(v.reputationSalesGain, v.reputationMonthStart)}
          WHERE id = ${v.reputationEstateId}::uuid RETURNING id),
       ${pointsEventCte(w, 'reputation_set')}`;
}

/**
 * Many estates' points written at once (a tick step's batch, the caller holding their `money`
 * locks), as `setPointsCtes` writes one: two data-modifying `WITH` queries, `reputation_batch_set`
 * and `reputation_batch_event` (an event for each estate whose points changed).
 */
export function setPointsBatchCtes(writes: readonly PointsWrite[]): Sql {
  const v = named({
    batchEstates: writes.map((w) => w.estateId),
    batchPoints: writes.map((w) => w.points),
    batchDays: writes.map((w) => w.day),
    batchReputations: writes.map((w) => w.reputation),
    batchChanges: writes.map((w) => w.event?.points ?? 0),
    batchReasons: writes.map((w) => w.event?.reason ?? null),
    batchRefIds: writes.map((w) => w.event?.refId ?? null),
    batchSalesGains: writes.map(salesGain),
    batchMonthStarts: writes.map((w) => reputationMonthStart(w.day)),
  });
  return sql`reputation_batch AS (
         SELECT * FROM unnest(${v.batchEstates}::uuid[], ${v.batchPoints}::float8[], ${v.batchDays}::int[],
                              ${v.batchReputations}::int[], ${v.batchChanges}::float8[], ${v.batchReasons}::varchar[],
                              ${v.batchRefIds}::uuid[], ${v.batchSalesGains}::float8[], ${v.batchMonthStarts}::int[])
                AS w(estate_id, points, day, reputation, change, reason, ref_id, sales_gain, month_start)),
       reputation_batch_set AS (
         UPDATE estates e SET reputation_points = w.points,
                reputation_points_day = GREATEST(e.reputation_points_day, w.day), reputation = w.reputation,
                ${salesMonthSet('w.sales_gain', 'w.month_start')}
           FROM reputation_batch w WHERE e.id = w.estate_id RETURNING e.id),
       reputation_batch_event AS (
         INSERT INTO reputation_events (estate_id, game_day, points, points_after, reason, ref_id)
         SELECT w.estate_id, w.day, w.change, w.points, w.reason, w.ref_id
           FROM reputation_batch w JOIN reputation_batch_set s ON s.id = w.estate_id WHERE w.reason IS NOT NULL)`;
}
