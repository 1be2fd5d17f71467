/**
 * The ledger through the real server and database: grants that re-founding cannot farm, the
 * registry purchase's row, the ledger, finances and economy reads (owners only, paginated,
 * filtered), and money equal to the sum of the ledger after every step.
 */
import { DEMO_ACCOUNTS, STARTING_GRANT } from '@vineyard/domain';
import { ledgerEntry } from '../support/builders';
import { apiGame } from '../support/harness';

const game = apiGame();

async function found(token: string, name: string, template = 'boutique', location = 'mendoza') {
  const res = await game.raw('/api/estates', { token, body: { name, template, location } });
  expect(res.status).toBe(201);
  return res.body.data.estate as { id: string; money: number };
}

/** Every estate's money equals the sum of its ledger. */
async function expectBalanced(): Promise<void> {
  const unbalanced = await game.query(
    `SELECT e.id, e.money, (SELECT COALESCE(sum(amount), 0) FROM ledger_entries l WHERE l.estate_id = e.id) AS ledger
       FROM estates e
      WHERE e.money <> (SELECT COALESCE(sum(amount), 0) FROM ledger_entries l WHERE l.estate_id = e.id)`,
  );
  expect(unbalanced).toEqual([]);
}

it('gives the full grant to a player’s first three estates ever: deleting and re-founding gets the small one', async () => {
  const { session } = await game.player();
  const token = session.access_token;
  const first = await Promise.all([found(token, 'Uno'), found(token, 'Dos'), found(token, 'Tres')]);
  expect(first.map((e) => e.money)).toEqual([STARTING_GRANT.full, STARTING_GRANT.full, STARTING_GRANT.full]);
  // delete one: its money leaves the economy in the ledger; the grant does not come back
  const closing = first[0]!;
  expect((await game.api(token).DELETE('/api/estates/{id}', { params: { path: { id: closing.id } } })).status).toBe(
    200,
  );
  const closure = await game.query(`SELECT kind, amount::int FROM ledger_entries WHERE estate_id = $1 ORDER BY seq`, [
    closing.id,
  ]);
  expect(closure).toEqual([
    { kind: 'grant', amount: STARTING_GRANT.full },
    { kind: 'closure', amount: -STARTING_GRANT.full },
  ]);
  const again = await found(token, 'Cuatro');
  expect(again.money).toBe(STARTING_GRANT.later);
  const ledger = await game
    .api(token)
    .GET('/api/estates/{estateId}/ledger', { params: { path: { estateId: again.id } } });
  expect(ledger.body.data.entries).toEqual([
    expect.objectContaining({ kind: 'grant', amount: STARTING_GRANT.later, balanceAfter: STARTING_GRANT.later }),
  ]);
  await expectBalanced();
});

it('reads the ledger newest first, by page and by kind; 400 for a kind that does not exist; 404 for another player', async () => {
  const { session } = await game.player();
  const token = session.access_token;
  const estate = await found(token, 'Bodega Libro', 'family', 'rioja');
  // two more rows: land bought twice
  for (const size of [0.5, 0.6]) {
    expect(
      (
        await game
          .api(token)
          .POST('/api/estates/{estateId}/plots', { params: { path: { estateId: estate.id } }, body: { size } })
      ).status,
    ).toBe(201);
  }
  const all = await game
    .api(token)
    .GET('/api/estates/{estateId}/ledger', { params: { path: { estateId: estate.id } } });
  expect(all.status).toBe(200);
  const kinds = all.body.data.entries.map((e: any) => e.kind);
  expect(kinds).toEqual(['land_purchase', 'land_purchase', 'grant']);
  expect(all.body.data.entries[0]).toMatchObject({
    id: expect.any(String),
    amount: expect.any(Number),
    gameDay: expect.any(Number),
    createdAt: expect.any(String),
    balanceAfter: estate.money + all.body.data.entries[0].amount + all.body.data.entries[1].amount,
    description: expect.any(String),
  });
  const page2 = await game
    .api(token)
    .GET('/api/estates/{estateId}/ledger', { params: { path: { estateId: estate.id }, query: { limit: 1, page: 2 } } });
  expect(page2.body.data.entries).toHaveLength(1);
  expect(page2.body.data.entries[0].id).toBe(all.body.data.entries[1].id);
  expect(page2.body.data.pagination).toMatchObject({ page: 2, limit: 1, total: 3 });
  const grants = await game
    .api(token)
    .GET('/api/estates/{estateId}/ledger', { params: { path: { estateId: estate.id }, query: { kind: 'grant' } } });
  expect(grants.body.data.entries.map((e: any) => e.kind)).toEqual(['grant']);
  expect((await game.raw(`/api/estates/${estate.id}/ledger?kind=bribe`, { token })).status).toBe(400);

  const finances = await game
    .api(token)
    .GET('/api/estates/{estateId}/finances', { params: { path: { estateId: estate.id } } });
  expect(finances.status).toBe(200);
  const spent = -all.body.data.entries[0].amount - all.body.data.entries[1].amount;
  expect(finances.body.data).toMatchObject({
    year: 1,
    income: [{ kind: 'grant', amount: STARTING_GRANT.full }],
    costs: [{ kind: 'land_purchase', amount: -spent }],
    net: STARTING_GRANT.full - spent,
    money: STARTING_GRANT.full - spent,
    arrears: 0,
  });

  const other = (await game.player()).token;
  for (const path of ['ledger', 'ledger?kind=bribe', 'finances']) {
    const res = await game.raw(`/api/estates/${estate.id}/${path}`, { token: other });
    expect(res.status).toBe(404);
  }
  await expectBalanced();
});

it('writes a registry purchase to the ledger, and the admin economy adds up to the ledger', async () => {
  const { session } = await game.player();
  const token = session.access_token;
  const estate = await found(token, 'Bodega Registro', 'commercial', 'napa');
  const offers = (
    await game.api(token).GET('/api/marketplace/plots', { params: { query: { region: 'mendoza', sort: 'price-low' } } })
  ).body.data.plots;
  const offer = offers.find((p: any) => p.fromRegistry)!;
  // registry land can cost more than a new estate has: top up through the ledger, as a grant would
  const topUp = Math.max(0, offer.listingPrice - estate.money);
  await ledgerEntry(game, { estateId: estate.id, amount: topUp, kind: 'grant', description: 'test top-up' });
  const bought = await game.api(token).POST('/api/marketplace/plots/{plotId}/purchase', {
    params: { path: { plotId: offer.id } },
    body: { estateId: estate.id, expectedPrice: offer.listingPrice },
  });
  expect(bought.status).toBe(200);
  const rows = await game.api(token).GET('/api/estates/{estateId}/ledger', {
    params: { path: { estateId: estate.id }, query: { kind: 'registry_purchase' } },
  });
  expect(rows.body.data.entries).toEqual([
    expect.objectContaining({ kind: 'registry_purchase', amount: -offer.listingPrice }),
  ]);
  await expectBalanced();

  const admin = (
    await game.api().POST('/api/auth/login', {
      body: { identifier: DEMO_ACCOUNTS.admin.username, password: DEMO_ACCOUNTS.admin.password, rememberMe: true },
    })
  ).body.data.access_token;
  const economy = await game.api(admin).GET('/api/admin/economy');
  expect(economy.status).toBe(200);
  const [{ total }] = await game.query('SELECT sum(money)::bigint AS total FROM estates');
  expect(economy.body.data.totalMoney).toBe(Number(total));
  expect(economy.body.data.ledgerTotal).toBe(Number(total));
  expect(economy.body.data.richest[0].money).toBeGreaterThanOrEqual(economy.body.data.richest.at(-1)!.money);
  const destroyed = economy.body.data.perYear.find((r: any) => r.kind === 'registry_purchase')!;
  expect(destroyed.destroyed).toBeGreaterThanOrEqual(offer.listingPrice);
  expect((await game.api(token).GET('/api/admin/economy')).status).toBe(403);
});
