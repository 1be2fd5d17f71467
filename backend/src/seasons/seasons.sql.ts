/**
 * The season's rules in SQL (libs/domain seasons.ts in TypeScript): the standings and the honours
 * step rank with these fragments, and tests/api/seasons.test.ts checks them against `seasonScore`
 * and `compareSeasonEntrants`.
 */
import {
  CRITIC_REVIEWS,
  REPUTATION_DECAY_PER_DAY,
  REPUTATION_SCALE,
  SEASON_CRITIC_RANGE,
  SEASON_REVENUE_HALF,
  SEASON_WEIGHTS,
} from '@vineyard/domain';
import { criticScoreSql } from '../awards/critic-score.sql';
import { pointsOnDaySql, reputationOfPointsSql } from '../reputation/reputation.sql';

/**
 * `seasonScore` as a SQL expression over the columns `revenue` (euros), `critic` (50–100 or NULL) and
 * `rep` (0–100): the same float8 operations in the same order, rounded half up with floor(x + 0.5).
 */
export function seasonScoreSql(revenue: string, critic: string, rep: string): string {
  const r = `GREATEST(0, ${revenue})::float8`;
  // LEAST and GREATEST skip a NULL: no review is 0 by CASE
  const c = `(CASE WHEN ${critic} IS NULL THEN 0 ELSE GREATEST(0, LEAST(${SEASON_CRITIC_RANGE.max}, ${critic}) - ${SEASON_CRITIC_RANGE.min}) END)::float8`;
  const p = `GREATEST(0, LEAST(100, ${rep}))::float8`;
  return `floor((${SEASON_WEIGHTS.revenue} * ${r}) / (${r} + ${SEASON_REVENUE_HALF})
     + (${SEASON_WEIGHTS.critic} * ${c}) / ${SEASON_CRITIC_RANGE.max - SEASON_CRITIC_RANGE.min}
     + (${SEASON_WEIGHTS.reputation} * ${p}) / 100 + 0.5)::int`;
}

/** The standings' order (`compareSeasonEntrants`) over a row with revenue, critic_score, reputation, score, id. */
export const SEASON_ORDER = `score DESC, revenue DESC, COALESCE(critic_score, 0) DESC, reputation DESC, id`;

/**
 * The season entrants of the estates `estates` (a FROM item aliased `e`, e.g. `estates e WHERE
 * e.location = $1`), on day `$day`: each estate's wine revenue from `$from` to `$until` (wine_sales,
 * by wine_sales_estate_idx), the best critics' score of its own lots reviewed by then whose bottling
 * falls in `[$fromBottled, $untilBottled)` (by wine_lots_estate_idx) and its reputation that day,
 * with the season score; only estates that sold or were reviewed. Parameters are SQL expressions.
 * `OFFSET 0` keeps the inner select a subquery of its own, so that each estate's sums are computed
 * once (pulled up, they would be computed again for the score and the filter).
 */
export function seasonEntrantsSql(
  estates: string,
  v: { day: string; from: string; until: string; fromBottled: string; untilBottled: string },
): string {
  const points = pointsOnDaySql('e', v.day, String(1 - REPUTATION_DECAY_PER_DAY)).toText();
  return `SELECT x.*, ${seasonScoreSql('x.revenue', 'x.critic_score', 'x.reputation')} AS score
       FROM (SELECT e.id, e.name, e.location,
                    (SELECT COALESCE(sum(s.revenue), 0) FROM wine_sales s
                      WHERE s.estate_id = e.id AND s.game_day >= ${v.from} AND s.game_day < ${v.until})::bigint AS revenue,
                    (SELECT max(${criticScoreSql('l.id', 'l.quality')}) FROM wine_lots l
                      WHERE l.estate_id = e.id AND l.origin_lot_id IS NULL
                        AND l.bottled_bottles >= ${CRITIC_REVIEWS.minBottles}
                        AND l.bottled_day >= ${v.fromBottled} AND l.bottled_day < ${v.untilBottled}) AS critic_score,
                    ${reputationOfPointsSql(points, String(REPUTATION_SCALE)).toText()} AS reputation
               FROM ${estates} OFFSET 0) x
      WHERE x.revenue > 0 OR x.critic_score IS NOT NULL`;
}
