// The awards table's SQL fragments, for statements of other modules that read a lot's medal.

/** Best medal first (an ORDER BY over `awards a`). */
export const MEDAL_ORDER = `array_position(ARRAY['gold','silver','bronze']::text[], a.medal::text)`;

/** A lot's best medal as a scalar SQL expression (NULL without one); `lot` is a SQL expression. */
export const medalOfLotSql = (lot: string): string =>
  `(SELECT a.medal FROM awards a WHERE a.wine_lot_id = ${lot} ORDER BY ${MEDAL_ORDER} LIMIT 1)`;
