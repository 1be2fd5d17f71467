/**
 * Reputation's rules in SQL, once (libs/domain reputation.ts in TypeScript): the tick's set-based
 * steps and the leaderboard read and write points with these fragments; tests/api/arrears.test.ts
 * and wine-market.test.ts check them against `reputationPointsOn` and `reputationFromPoints`.
 */
import { expr, raw, sql, type Sql, type SqlExpr } from '../common/sql';

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
 * What wine sales earned an estate from game day `since` on (gains only): the sales' monthly soft
 * cap's count (`earnedFromSalesThisMonth`). Arguments are SQL expressions.
 */
export const salesPointsSinceSql = (estate: string, since: string): string =>
  `(SELECT COALESCE(sum(r.points), 0) FROM reputation_events r
     WHERE r.estate_id = ${estate} AND r.reason = 'wine_sale' AND r.points > 0 AND r.game_day >= ${since})`;
