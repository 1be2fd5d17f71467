/**
 * `criticScore(lotId, quality)` of libs/domain market.ts as a SQL expression, for the awards'
 * set-based ranking (the score is computed on read, never stored before a medal). The seed is the
 * lot id's first eight hex digits, the critic's taste that seed % 7 − 3, the score
 * 50 + quality/2 + taste rounded half up (Math.round), within 50–100. tests/api/awards.test.ts
 * checks it against the domain function for thousands of lot ids. No imports: the test reads it.
 */
export function criticScoreSql(id: string, quality: string): string {
  const seed = `('x' || lpad(left(replace(${id}::text, '-', ''), 8), 16, '0'))::bit(64)::bigint`;
  const q = `GREATEST(0, LEAST(100, ${quality}))::numeric`;
  return `GREATEST(50, LEAST(100, floor(50 + ${q} / 2 + (${seed} % 7 - 3) + 0.5)))::int`;
}
