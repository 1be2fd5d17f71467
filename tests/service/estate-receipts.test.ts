/**
 * An estate's receipts by day (`estate_receipts`): a statement-level trigger on `ledger_entries`
 * adds each statement's wine sales, merchants' contracts and cellar door takings to them, one row
 * an estate and game day, and the distribution's window reads them (WineMarketRepository's market
 * facts). The ledger is append-only, so the sums cannot drift from it. The raw multi-row INSERT is
 * on purpose: one statement of many entries is what the trigger must add up.
 */
import { estate, wineLot } from '../support/builders';
import { backend, useBackend } from './support/backend';
import { player } from './support/fixtures';

const backendOf = useBackend();

const receipts = async (estateIds: string[]) =>
  (
    await backendOf().query(
      `SELECT estate_id, game_day, amount::int FROM estate_receipts WHERE estate_id = ANY($1::uuid[])
        ORDER BY game_day, amount`,
      [estateIds],
    )
  ).map((r: { estate_id: string; game_day: number; amount: number }) => [
    estateIds.indexOf(r.estate_id),
    r.game_day,
    r.amount,
  ]);

const post = (rows: [string, number, string, number][]) =>
  backendOf().query(
    `INSERT INTO ledger_entries (estate_id, amount, kind, game_day, balance_after, description)
     SELECT e, a, k, d, 0, 'test: receipts' FROM unnest($1::uuid[], $2::bigint[], $3::varchar[], $4::int[]) AS x(e, a, k, d)`,
    [rows.map((r) => r[0]), rows.map((r) => r[1]), rows.map((r) => r[2]), rows.map((r) => r[3])],
  );

it('adds up each statement’s receipts by estate and day, and nothing else the ledger books', async () => {
  const [a, b] = await estate(backendOf(), [{}, {}]);
  await post([
    [a, 100, 'wine_sale', 10],
    [a, 50, 'contract_payment', 10],
    [a, 7, 'cellar_door_sale', 11],
    [a, -30, 'fee', 10],
    [a, 900, 'land_sale', 10],
    [b, 20, 'wine_sale', 10],
  ]);
  expect(await receipts([a, b])).toEqual([
    [1, 10, 20],
    [0, 10, 150],
    [0, 11, 7],
  ]);
  // a later statement adds to the day it books; one without receipts changes nothing
  await post([
    [a, 25, 'wine_sale', 10],
    [b, 5, 'wine_sale', 12],
  ]);
  await post([[a, -10, 'fee', 12]]);
  expect(await receipts([a, b])).toEqual([
    [1, 10, 20],
    [0, 10, 175],
    [0, 11, 7],
    [1, 12, 5],
  ]);
});

it('refuses to change or remove a ledger entry (the sums would drift), and lets its text change', async () => {
  const [a] = await estate(backendOf(), [{}]);
  await post([[a, 100, 'wine_sale', 3]]);
  const b = backendOf();
  for (const change of [
    `UPDATE ledger_entries SET amount = 1 WHERE estate_id = $1`,
    `UPDATE ledger_entries SET game_day = 4 WHERE estate_id = $1`,
    `UPDATE ledger_entries SET kind = 'fee' WHERE estate_id = $1`,
    `DELETE FROM ledger_entries WHERE estate_id = $1`,
  ])
    await expect(b.query(change, [a])).rejects.toThrow('ledger entries are never changed or removed');
  await b.query(`UPDATE ledger_entries SET description = 'test: renamed' WHERE estate_id = $1`, [a]);
  expect(await receipts([a])).toEqual([[0, 3, 100]]);
});

it('a sale through the service books its receipts for the quote and the next sale to read', async () => {
  const b = backendOf();
  const wines = b.get(backend('wine-market/wine-market.service').WineMarketService);
  const owner = await player(b, { location: 'tuscany' });
  const lotId = await wineLot(b, { estateId: owner.estate.id, bottles: 5_000 });
  expect((await wines.quote(owner.session, lotId)).market.receipts).toBe(0);
  const first = await wines.sell(owner.session, lotId, 40);
  const second = await wines.sell(owner.session, lotId, 60);
  const [{ day }] = await b.query('SELECT day_index AS day FROM game_clock');
  expect(await receipts([owner.estate.id])).toEqual([[0, day, first.received + second.received]]);
  expect((await wines.quote(owner.session, lotId)).market.receipts).toBe(first.received + second.received);
});
