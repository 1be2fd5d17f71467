// The game clock's SQL fragments, for statements of other modules that need today's day in the same round trip.

/** The game clock's day index as a scalar SQL expression (NULL before the clock's row exists). */
export const DAY_INDEX_SQL = '(SELECT day_index FROM game_clock WHERE id = 1)';
