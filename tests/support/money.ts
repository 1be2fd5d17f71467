/**
 * Money checks the API suites share: an estate's balance, every estate's money equal to its
 * ledger, and money plus every exchange fee ever paid (the exchange creates and destroys nothing
 * else: wash trading only loses the fees).
 */
/** A client, a pool or the test harness's game: anything that answers rows. */
export interface Queryable {
  query(sql: string, params?: unknown[]): Promise<any[]>;
}

export async function moneyOf(db: Queryable, estateId: string): Promise<number> {
  return Number((await db.query('SELECT money FROM estates WHERE id = $1', [estateId]))[0].money);
}

/** The estates whose money differs from the sum of their ledger rows (none, always). */
export async function expectLedgerBalanced(db: Queryable): Promise<void> {
  const unbalanced = await db.query(
    `SELECT e.id FROM estates e
      WHERE e.money <> (SELECT COALESCE(sum(amount), 0) FROM ledger_entries l WHERE l.estate_id = e.id)`,
  );
  expect(unbalanced).toEqual([]);
}

export async function moneyAndExchangeFees(db: Queryable): Promise<number> {
  const [{ total }] = await db.query(
    `SELECT (SELECT COALESCE(sum(money), 0) FROM estates)
          + (SELECT COALESCE(-sum(amount), 0) FROM ledger_entries WHERE kind = 'exchange_fee') AS total`,
  );
  return Number(total);
}
