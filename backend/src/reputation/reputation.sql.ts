/**
 * Reputation's rules in SQL, once (libs/domain reputation.ts in TypeScript): the tick's set-based
 * steps and the leaderboard read and write points with these fragments; tests/api/arrears.test.ts
 * and wine-market.test.ts check them against `reputationPointsOn` and `reputationFromPoints`.
 */

/**
 * An estate's points decayed to `day` (`reputationPointsOn`): `keep` is 1 − REPUTATION_DECAY_PER_DAY.
 * Arguments are SQL expressions (a column, a `$n` parameter); a day before the points' own day
 * decays nothing.
 */
export const pointsOnDaySql = (alias: string, day: string, keep: string): string =>
  `${alias}.reputation_points * power(${keep}::float8, GREATEST(0, ${day}::int - ${alias}.reputation_points_day))`;

/** The 0-100 reputation of `points` (`reputationFromPoints`), `scale` being REPUTATION_SCALE. */
export const reputationOfPointsSql = (points: string, scale: string): string =>
  `round(100 * (1 - exp(-GREATEST(0, ${points}) / ${scale}::float8)))::int`;
