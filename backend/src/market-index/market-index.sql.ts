// Framework-free (no Nest import): the API tests run this statement directly for the parity check.
import {
  GRAPE_COLORS,
  MARKET_INDEX,
  normalBottlesPerEstate,
  REGIONAL_INDEX_BOUNDS,
  REGIONS,
  WINE_TIERS,
} from '@vineyard/domain';

/**
 * The statement that writes the regional index of every segment (6 regions × 2 colours × 5 tiers)
 * for day $1: `regionalIndex` of libs/domain market-index.ts in SQL, every constant a parameter
 * taken from the domain (a test checks that both give the same numbers). Per segment, the bottles
 * sold over [$1 − window, $1) are summed through wine_sales_segment_idx (60 range scans of the
 * window's rows, whatever the table's size); the estates with planted vines are counted per region
 * in one pass. ON CONFLICT DO NOTHING: a day already written stays as it is.
 *
 * Parameters: $1 day, $2 window days, $3 regions, $4 colours, $5 tiers, $6 normal bottles per
 * estate of each tier (aligned with $5), $7 slope, $8 lower bound, $9 upper bound, $10 the fewest
 * estates a region's normal demand counts.
 */
export const MARKET_INDEX_SQL = `
  INSERT INTO market_index (region, colour, tier, game_day, index, sold_bottles, normal_bottles)
  SELECT s.region, s.colour, s.tier, $1::int,
         LEAST($9::float8, GREATEST($8::float8, 1 + $7::float8 * (1 - sold.bottles::float8 / s.normal))),
         sold.bottles, s.normal
    FROM (SELECT r.region, c.colour, t.tier,
                 GREATEST($10::int, COALESCE(n.estates, 0))::float8 * t.per_estate AS normal
            FROM unnest($3::text[]) AS r(region)
            CROSS JOIN unnest($4::text[]) AS c(colour)
            CROSS JOIN unnest($5::text[], $6::float8[]) AS t(tier, per_estate)
            LEFT JOIN (SELECT e.location AS region, count(*) AS estates
                         FROM estates e
                        WHERE EXISTS (SELECT 1 FROM plots p JOIN blocks b ON b.plot_id = p.id WHERE p.estate_id = e.id)
                        GROUP BY e.location) n ON n.region = r.region) s
    CROSS JOIN LATERAL (SELECT COALESCE(sum(w.bottles), 0)::bigint AS bottles
                          FROM wine_sales w
                         WHERE w.region = s.region AND w.colour = s.colour AND w.tier = s.tier
                           AND w.game_day >= $1::int - $2::int AND w.game_day < $1::int) sold
  ON CONFLICT (region, colour, tier, game_day) DO NOTHING`;

/** The parameters of MARKET_INDEX_SQL for `day`, from the domain's constants. */
export function marketIndexParams(day: number): unknown[] {
  return [
    day,
    MARKET_INDEX.windowDays,
    [...REGIONS],
    [...GRAPE_COLORS],
    [...WINE_TIERS],
    WINE_TIERS.map(normalBottlesPerEstate),
    MARKET_INDEX.slope,
    REGIONAL_INDEX_BOUNDS.min,
    REGIONAL_INDEX_BOUNDS.max,
    MARKET_INDEX.minEstates,
  ];
}

/** Deletes the history older than MARKET_INDEX.historyDays before day $1 (the table stays at 60 rows × 360 days). */
export const MARKET_INDEX_TRIM_SQL = 'DELETE FROM market_index WHERE game_day <= $1::int - $2::int';

export const marketIndexTrimParams = (day: number): unknown[] => [day, MARKET_INDEX.historyDays];

/**
 * A segment's index on a day (its latest row on or before it) as a scalar SQL expression, NULL when
 * it has none yet; the arguments are SQL expressions (parameters or columns).
 */
export const indexOnDaySql = (region: string, colour: string, tier: string, day: string): string =>
  `(SELECT mi.index FROM market_index mi
     WHERE mi.region = ${region} AND mi.colour = ${colour} AND mi.tier = ${tier} AND mi.game_day <= ${day}
     ORDER BY mi.game_day DESC LIMIT 1)`;
