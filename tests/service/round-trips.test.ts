/**
 * The money path's round trips to PostgreSQL (issue 33, item 7): under load a sale's time is
 * its statements, each a hand-over between Node and PostgreSQL while its transaction holds a pool
 * connection. Every statement the backend sends goes through pg's Client#query (the pool's
 * queries too), so counting its calls while one sale runs counts the sale's round trips.
 */
import type * as Pg from 'pg';
import { wineLot } from '../support/builders';
import { backend, backendRequire, useBackend, type Backend } from './support/backend';
import { player, unbalancedEstates } from './support/fixtures';

const backendOf = useBackend();
const wines = (b: Backend) => b.get(backend('wine-market/wine-market.service').WineMarketService);

/** The statements `work` sends to PostgreSQL (nothing else may run meanwhile). */
async function statementsOf(work: () => Promise<unknown>): Promise<string[]> {
  const { Client } = backendRequire<typeof Pg>('pg');
  const original = Client.prototype.query;
  const sent: string[] = [];
  Client.prototype.query = function (this: Pg.Client, ...args: unknown[]) {
    const config = args[0] as string | { text: string };
    sent.push(typeof config === 'string' ? config : config.text);
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  try {
    await work();
  } finally {
    Client.prototype.query = original;
  }
  return sent.map((text) => text.replace(/\s+/g, ' ').trim().slice(0, 80));
}

describe('a wine sale', () => {
  it('takes six round trips, all in its transaction with its start and commit', async () => {
    const b = backendOf();
    const seller = await player(b, { location: 'tuscany' });
    const lotId = await wineLot(b, { estateId: seller.estate.id, bottles: 500 });
    const sent = await statementsOf(() => wines(b).sell(seller.userId, lotId, 10));
    // start; the lot's estate locked, with the clock; the lot's lock with its market; the money with
    // its ledger row; the lot, pool, sale, points with their event and the day's notice; commit
    expect(sent).toHaveLength(6);
    expect(sent[0]).toBe('START TRANSACTION');
    expect(sent[sent.length - 1]).toBe('COMMIT');
    // a second sale the same day adds to the day's notice: the same count
    expect(await statementsOf(() => wines(b).sell(seller.userId, lotId, 10))).toHaveLength(6);
    const [{ bottles }] = await b.query('SELECT bottles FROM wine_lots WHERE id = $1', [lotId]);
    expect(bottles).toBe(480);
    expect(await b.query('SELECT 1 FROM wine_sales WHERE wine_lot_id = $1', [lotId])).toHaveLength(2);
    expect(await b.query(`SELECT 1 FROM reputation_events WHERE ref_id = $1`, [lotId])).toHaveLength(2);
    expect(await unbalancedEstates(b)).toEqual([]);
  });

  it('pays the arrears of an estate that owes from what it earns, in two more', async () => {
    const b = backendOf();
    const seller = await player(b, { location: 'tuscany' });
    const lotId = await wineLot(b, { estateId: seller.estate.id, bottles: 500 });
    // it owes EUR 5 with nothing left: the sale's money pays it first
    await b.query(`UPDATE estates SET money = 0, arrears = 5, arrears_since = 0 WHERE id = $1`, [seller.estate.id]);
    await b.query(
      `INSERT INTO ledger_entries (estate_id, amount, kind, game_day, balance_after, description)
       VALUES ($1, -(SELECT sum(amount) FROM ledger_entries WHERE estate_id = $1), 'upkeep', 0, 0, 'test: all spent')`,
      [seller.estate.id],
    );
    const sent = await statementsOf(() => wines(b).sell(seller.userId, lotId, 10));
    expect(sent).toHaveLength(8);
    const [estate] = await b.query('SELECT money, arrears, arrears_since FROM estates WHERE id = $1', [
      seller.estate.id,
    ]);
    expect(Number(estate.arrears)).toBe(0);
    expect(estate.arrears_since).toBeNull();
    const kinds = await b.query(
      `SELECT kind, amount FROM ledger_entries WHERE estate_id = $1 AND kind IN ('wine_sale', 'arrears_payment') ORDER BY seq`,
      [seller.estate.id],
    );
    expect(kinds.map((k: { kind: string }) => k.kind)).toEqual(['wine_sale', 'arrears_payment']);
    expect(Number(kinds[1].amount)).toBe(-5);
    expect(Number(estate.money)).toBe(Number(kinds[0].amount) - 5);
    expect(await unbalancedEstates(b)).toEqual([]);
  });
});
