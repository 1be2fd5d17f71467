// The awards table's SQL fragments, for statements of other modules that read a lot's medal.

/** Best medal first (an ORDER BY over `awards a`). */
export const MEDAL_ORDER = `array_position(ARRAY['gold','silver','bronze']::text[], a.medal::text)`;

/**
 * A lot's best medal as a scalar SQL expression (NULL without one); `lot` is a SQL expression. A lot
 * bought on the exchange shows the medal of the lot its producer bottled (`origin_lot_id`).
 */
export const medalOfLotSql = (lot: string): string =>
  `(SELECT a.medal FROM wine_lots w JOIN awards a ON a.wine_lot_id = COALESCE(w.origin_lot_id, w.id)
     WHERE w.id = ${lot} ORDER BY ${MEDAL_ORDER} LIMIT 1)`;

/** medalOfLotSql for a `wine_lots` row in scope as `alias` (its own origin, no second read of the lot). */
export const medalOfLotRowSql = (alias: string): string =>
  `(SELECT a.medal FROM awards a WHERE a.wine_lot_id = COALESCE(${alias}.origin_lot_id, ${alias}.id)
     ORDER BY ${MEDAL_ORDER} LIMIT 1)`;
