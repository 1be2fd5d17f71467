// Framework-free (no Nest import): the API tests run this statement directly for the parity check.
import {
  GRAPE_COLORS,
  MARKET_INDEX,
  normalBottlesPerEstate,
  REGIONAL_INDEX_BOUNDS,
  REGIONS,
  WINE_TIERS,
} from '@vineyard/domain';
import { named, sql, type Sql } from '../common/sql';

/**
 * The statement that writes the regional index of every segment (6 regions × 2 colours × 5 tiers)
 * for `day`: `regionalIndex` of libs/domain market-index.ts in SQL, every constant a named value
 * taken from the domain (a test checks that both give the same numbers). Per segment, the bottles
 * sold over [day − window, day) are summed through wine_sales_segment_idx (60 range scans of the
 * window's rows, whatever the table's size); the estates with planted vines are counted per region
 * in one pass over plots_vines_estate_idx (each plot's count of blocks, kept by triggers on blocks),
 * never over the blocks themselves. ON CONFLICT DO NOTHING: a day already written stays as it is.
 */
export function marketIndexSql(day: number): Sql {
  const v = named({
    day,
    windowDays: MARKET_INDEX.windowDays,
    regions: [...REGIONS],
    colours: [...GRAPE_COLORS],
    tiers: [...WINE_TIERS],
    // the normal bottles per estate of each tier, aligned with `tiers`
    perEstate: WINE_TIERS.map(normalBottlesPerEstate),
    slope: MARKET_INDEX.slope,
    lowest: REGIONAL_INDEX_BOUNDS.min,
    highest: REGIONAL_INDEX_BOUNDS.max,
    // the fewest estates a region's normal demand counts, and those that earn a niche's whole premium
    minEstates: MARKET_INDEX.minEstates,
  });
  return sql`
  INSERT INTO market_index (region, colour, tier, game_day, index, sold_bottles, normal_bottles)
  SELECT s.region, s.colour, s.tier, ${v.day}::int,
         LEAST(${v.highest}::float8, GREATEST(${v.lowest}::float8,
               1 + ${v.slope}::float8 * (1 - sold.bottles::float8 / s.normal)
                 -- below normal, the premium scaled by the region's estates (nichePremiumShare)
                 * CASE WHEN sold.bottles < s.normal THEN LEAST(1, s.estates / ${v.minEstates}::float8) ELSE 1 END)),
         sold.bottles, s.normal
    FROM (SELECT r.region, c.colour, t.tier, COALESCE(n.estates, 0)::float8 AS estates,
                 GREATEST(${v.minEstates}::int, COALESCE(n.estates, 0))::float8 * t.per_estate AS normal
            FROM unnest(${v.regions}::text[]) AS r(region)
            CROSS JOIN unnest(${v.colours}::text[]) AS c(colour)
            CROSS JOIN unnest(${v.tiers}::text[], ${v.perEstate}::float8[]) AS t(tier, per_estate)
            LEFT JOIN (SELECT e.location AS region, count(*) AS estates
                         FROM estates e
                        WHERE e.id IN (SELECT p.estate_id FROM plots p WHERE p.vine_blocks > 0)
                        GROUP BY e.location) n ON n.region = r.region) s
    CROSS JOIN LATERAL (SELECT COALESCE(sum(w.bottles), 0)::bigint AS bottles
                          FROM wine_sales w
                         WHERE w.region = s.region AND w.colour = s.colour AND w.tier = s.tier
                           AND w.game_day >= ${v.day}::int - ${v.windowDays}::int AND w.game_day < ${v.day}::int) sold
  ON CONFLICT (region, colour, tier, game_day) DO NOTHING`;
}

/** Deletes the history older than MARKET_INDEX.historyDays before `day` (the table stays at 60 rows × 360 days). */
export function marketIndexTrimSql(day: number): Sql {
  const v = named({ day, historyDays: MARKET_INDEX.historyDays });
  return sql`DELETE FROM market_index WHERE game_day <= ${v.day}::int - ${v.historyDays}::int`;
}

/**
 * A segment's index on a day (its latest row on or before it) as a scalar SQL expression, NULL when
 * it has none yet; the arguments are SQL expressions (parameters or columns).
 */
export const indexOnDaySql = (region: string, colour: string, tier: string, day: string): string =>
  `(SELECT mi.index FROM market_index mi
     WHERE mi.region = ${region} AND mi.colour = ${colour} AND mi.tier = ${tier} AND mi.game_day <= ${day}
     ORDER BY mi.game_day DESC LIMIT 1)`;
