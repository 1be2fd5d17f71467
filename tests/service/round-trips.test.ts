/**
 * The money path's round trips to PostgreSQL (issue 33, item 7): under load a sale's time is
 * its statements, each a hand-over between Node and PostgreSQL while its transaction holds a pool
 * connection. Every statement the backend sends goes through pg's Client#query (the pool's
 * queries too), so recording its calls while one sale runs gives the sale's statements; a statement
 * sent while one ahead of it on the same connection is still unanswered (pg's pipeline mode,
 * common/transaction.ts) goes in the same hand-over, so the hand-overs are the statements sent to
 * an idle connection.
 */
import type * as Pg from 'pg';
import { ledgerEntry, wineLot } from '../support/builders';
import { backend, backendRequire, useBackend, type Backend } from './support/backend';
import { player, unbalancedEstates } from './support/fixtures';

const backendOf = useBackend();
const wines = (b: Backend) => b.get(backend('wine-market/wine-market.service').WineMarketService);

/** pg's Client as far as its queues tell whether a statement is still unanswered (pg 8.2x). */
interface Queues {
  _activeQuery?: unknown;
  _queryQueue: unknown[];
  _sentQueryQueue?: unknown[];
}

/**
 * The statements `work` sends to PostgreSQL (nothing else may run meanwhile), as hand-overs: each
 * a list of the statements that went together (one, or more pipelined behind it).
 */
async function handOversOf(work: () => Promise<unknown>): Promise<string[][]> {
  const { Client } = backendRequire<typeof Pg>('pg');
  const original = Client.prototype.query;
  const sent: string[][] = [];
  Client.prototype.query = function (this: Pg.Client, ...args: unknown[]) {
    const config = args[0] as string | { text: string };
    const text = (typeof config === 'string' ? config : config.text).replace(/\s+/g, ' ').trim().slice(0, 80);
    const queues = this as unknown as Queues;
    const busy = !!queues._activeQuery || queues._queryQueue.length > 0 || (queues._sentQueryQueue?.length ?? 0) > 0;
    if (busy && sent.length > 0) sent[sent.length - 1].push(text);
    else sent.push([text]);
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  try {
    await work();
  } finally {
    Client.prototype.query = original;
  }
  return sent;
}

/** The estate has spent all its money (booked) and owes `arrears` since `since`. */
async function owing(b: Backend, estateId: string, arrears: number, since: number): Promise<void> {
  await ledgerEntry(b, { estateId, balance: 0, kind: 'upkeep', description: 'test: all spent' });
  await b.query('UPDATE estates SET arrears = $2, arrears_since = $3 WHERE id = $1', [estateId, arrears, since]);
}

describe('a wine sale', () => {
  it('takes two round trips, five statements in its transaction with its start and commit', async () => {
    const b = backendOf();
    const seller = await player(b, { location: 'tuscany' });
    const lotId = await wineLot(b, { estateId: seller.estate.id, bottles: 500 });
    // the lot's reads go out with the estate's lock, on the day the last sale read (none yet here:
    // read again once the day is known)
    const first = await handOversOf(() => wines(b).sell(seller.session, lotId, 10));
    expect(first).toHaveLength(3);
    expect(first[1][0]).toBe(first[0][2]);
    const sent = await handOversOf(() => wines(b).sell(seller.session, lotId, 10));
    // start with the lot's estate locked, with its funds and the clock, and behind it the lot's
    // lock with its market; the lot, pool, sale, the money with its ledger row and the points in
    // one UPDATE of the estate, the points' event and the day's notice, with the commit
    expect(sent).toHaveLength(2);
    expect(sent.flat()).toHaveLength(5);
    expect(sent[0]).toHaveLength(3);
    expect(sent[0][0]).toBe('START TRANSACTION');
    // the route checks the session in the sale's first statement (@SessionCheckedInQuery())
    expect(sent[0][1]).toContain('FROM sessions');
    expect(sent[0][2]).toMatch(/^SELECT l\.id, l\.estate_id/);
    expect(sent[1]).toHaveLength(2);
    expect(sent[1][0]).toMatch(/^WITH lot AS \(UPDATE wine_lots/);
    expect(sent[1][1]).toBe('COMMIT');
    // the next game day: the lot's reads once more, on the day read under the estate's lock
    await b.query('UPDATE game_clock SET day_index = day_index + 1');
    expect(await handOversOf(() => wines(b).sell(seller.session, lotId, 10))).toHaveLength(3);
    expect(await handOversOf(() => wines(b).sell(seller.session, lotId, 10))).toHaveLength(2);
    const days = await b.query(
      `SELECT s.game_day AS sale, c.day_index AS today FROM wine_sales s, game_clock c
        WHERE s.wine_lot_id = $1 ORDER BY s.created_at DESC, s.id LIMIT 1`,
      [lotId],
    );
    expect(days[0].sale).toBe(days[0].today);
    const [{ bottles }] = await b.query('SELECT bottles FROM wine_lots WHERE id = $1', [lotId]);
    expect(bottles).toBe(460);
    expect(await b.query('SELECT 1 FROM wine_sales WHERE wine_lot_id = $1', [lotId])).toHaveLength(4);
    const events = await b.query(`SELECT points_after FROM reputation_events WHERE ref_id = $1 ORDER BY points_after`, [
      lotId,
    ]);
    expect(events).toHaveLength(4);
    // the money and the points went into the estate's row together
    const [estate] = await b.query('SELECT reputation_points FROM estates WHERE id = $1', [seller.estate.id]);
    expect(Number(estate.reputation_points)).toBeGreaterThan(0);
    expect(Number(estate.reputation_points)).toBeCloseTo(Number(events[3].points_after), 6);
    expect(await unbalancedEstates(b)).toEqual([]);
  });

  it('pays the arrears of an estate that owes from what it earns, in the same statements', async () => {
    const b = backendOf();
    const seller = await player(b, { location: 'tuscany' });
    const lotId = await wineLot(b, { estateId: seller.estate.id, bottles: 500 });
    // it owes EUR 5 with nothing left: the sale's money pays it first
    await owing(b, seller.estate.id, 5, 0);
    // another estate's sale today first: the service knows the day
    const other = await player(b, { location: 'tuscany' });
    await wines(b).sell(other.session, await wineLot(b, { estateId: other.estate.id, bottles: 500 }), 10);
    const sent = await handOversOf(() => wines(b).sell(seller.session, lotId, 10));
    expect(sent).toHaveLength(2);
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

  it('pays what it can of arrears larger than the sale and keeps the day they began', async () => {
    const b = backendOf();
    const seller = await player(b, { location: 'tuscany' });
    const lotId = await wineLot(b, { estateId: seller.estate.id, bottles: 500 });
    await owing(b, seller.estate.id, 1000000, 3);
    const sale = await wines(b).sell(seller.session, lotId, 10);
    expect(sale.money).toBe(0);
    const [estate] = await b.query('SELECT money, arrears, arrears_since FROM estates WHERE id = $1', [
      seller.estate.id,
    ]);
    expect(Number(estate.money)).toBe(0);
    expect(Number(estate.arrears)).toBe(1000000 - sale.received);
    expect(estate.arrears_since).toBe(3);
    expect(await unbalancedEstates(b)).toEqual([]);
  });
});
