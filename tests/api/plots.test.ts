/**
 * Plots through the real server and database: listing, land purchase charged in the same
 * transaction, details with the suitability model, edits, deletion, and 404 for non-owners.
 */
import { meanTerroirFactor, MESSAGES, suitableVarieties, undevelopedLandPrice } from '@vineyard/domain';
import { apiGame } from '../support/harness';
import { fairPrice } from '../support/market';

const game = apiGame();

const p = MESSAGES.plot;

it('lists an estate’s plots and their total size', async () => {
  const { token, estate } = await game.playerWithEstate({ template: 'commercial' });
  const list = await game
    .api(token)
    .GET('/api/estates/{estateId}/plots', { params: { path: { estateId: estate.id } } });
  expect(list.status).toBe(200);
  expect(list.body.data.plots).toHaveLength(3);
  expect(list.body.data.plots[0]).toMatchObject({
    estateId: estate.id,
    region: 'rioja',
    purchaseGameTime: { year: 1, day: 1 },
    soilType: expect.any(String),
    sunExposure: expect.any(Number),
  });
  const total = await game
    .api(token)
    .GET('/api/estates/{estateId}/plots/total-size', { params: { path: { estateId: estate.id } } });
  expect(total.body.data.totalSize).toBe(10);
});

it('lists each plot exactly as its own read answers it, listed on the marketplace or not (the list is rendered by PostgreSQL)', async () => {
  const { token, estate } = await game.playerWithEstate({ template: 'commercial' });
  const api = game.api(token);
  const path = { params: { path: { estateId: estate.id } } };
  // undeveloped land (a plot with vineyard blocks cannot be listed)
  const bought = await api.POST('/api/estates/{estateId}/plots', { ...path, body: { size: 1 } });
  expect(bought.status).toBe(201);
  const before = (await api.GET('/api/estates/{estateId}/plots', path)).body.data.plots;
  const undeveloped = before.find((x: { id: string }) => x.id === bought.body.data.plot.id)!;
  // a listing (with a description holding characters JSON escapes) and an edited plot
  const listed = await api.POST('/api/marketplace/plots/{plotId}/list', {
    params: { path: { plotId: undeveloped.id } },
    body: { price: fairPrice(undeveloped), expirationDays: 30, description: 'South "slope",\nold vines – 1 ½ ha' },
  });
  expect(listed.status).toBe(201);
  await api.PATCH('/api/plots/{id}', {
    params: { path: { id: before[1].id } },
    body: { name: 'Ñandú \\ "Hill"', notes: 'tab\there' },
  });
  const raw = await fetch(`${game.baseUrl}/api/estates/${estate.id}/plots`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(raw.headers.get('content-type')).toBe('application/json; charset=utf-8');
  const plots = ((await raw.json()) as { data: { plots: { id: string }[] } }).data.plots;
  expect(plots.map((x) => x.id).sort()).toEqual(before.map((x: { id: string }) => x.id).sort());
  expect(plots.filter((x) => (x as { forSale?: boolean }).forSale)).toHaveLength(1);
  for (const plot of plots) {
    const own = await api.GET('/api/plots/{id}', { params: { path: { id: plot.id } } });
    // the same keys in the same order, the same values
    expect(JSON.stringify(plot)).toBe(JSON.stringify(own.body.data.plot));
  }
});

it('checks the session inside the list query: signed out, disabled or a forged token is 401 with the error body', async () => {
  const { token, estate, session } = await game.playerWithEstate();
  expect(
    (await game.api(token).GET('/api/estates/{estateId}/plots', { params: { path: { estateId: estate.id } } })).status,
  ).toBe(200);
  // not a uuid: still 404 for a live session, never a database error
  expect(
    (await game.api(token).GET('/api/estates/{estateId}/plots', { params: { path: { estateId: 'not-a-uuid' } } }))
      .status,
  ).toBe(404);

  await game.query('UPDATE users SET disabled_at = now() WHERE id = $1', [session.user.id]);
  const disabled = await game
    .api(token)
    .GET('/api/estates/{estateId}/plots', { params: { path: { estateId: estate.id } } });
  expect(disabled.status).toBe(401);
  expect(disabled.body).toMatchObject({ statusCode: 401, code: 'UNAUTHORIZED', message: MESSAGES.auth.sessionExpired });
  await game.query('UPDATE users SET disabled_at = NULL WHERE id = $1', [session.user.id]);
  expect(
    (await game.api(token).GET('/api/estates/{estateId}/plots', { params: { path: { estateId: estate.id } } })).status,
  ).toBe(200);

  const out = await game.api(token).POST('/api/auth/logout', { body: { refresh_token: session.refresh_token } });
  expect(out.status).toBe(200);
  const after = await game
    .api(token)
    .GET('/api/estates/{estateId}/plots', { params: { path: { estateId: estate.id } } });
  expect(after.status).toBe(401);
  expect(after.body).toMatchObject({ statusCode: 401, code: 'UNAUTHORIZED', message: MESSAGES.auth.sessionExpired });
  expect(
    (await game.api(token).GET('/api/estates/{estateId}/plots', { params: { path: { estateId: 'not-a-uuid' } } }))
      .status,
  ).toBe(401);

  const [header, payload] = token.split('.') as [string, string, string];
  const forged = `${header}.${payload}.${Buffer.alloc(32).toString('base64url')}`;
  expect(
    (await game.api(forged).GET('/api/estates/{estateId}/plots', { params: { path: { estateId: estate.id } } })).status,
  ).toBe(401);
  expect(
    (await game.api().GET('/api/estates/{estateId}/plots', { params: { path: { estateId: estate.id } } })).status,
  ).toBe(401);
});

it('buys land at base price × hectares × the region’s mean terroir factor, charged in the same transaction, and refuses what the estate cannot pay', async () => {
  const { token, estate } = await game.playerWithEstate({ template: 'boutique', location: 'napa' });
  const bought = await game.api(token).POST('/api/estates/{estateId}/plots', {
    params: { path: { estateId: estate.id } },
    body: { size: 1.5, name: 'Hillside' },
  });
  expect(bought.status).toBe(201);
  const price = undevelopedLandPrice('napa', 1.5);
  expect(price).toBe(243000); // 150,000 × 1.5 × 1.080
  expect(meanTerroirFactor('napa')).toBe(1.08);
  expect(bought.body.data.plot).toMatchObject({
    name: 'Hillside',
    size: 1.5,
    price,
    maintenanceCost: 4860,
    region: 'napa',
  });
  expect(bought.body.data.money).toBe(250000 - price);

  const tooDear = await game
    .api(token)
    .POST('/api/estates/{estateId}/plots', { params: { path: { estateId: estate.id } }, body: { size: 1 } });
  expect(tooDear.status).toBe(400);
  expect(tooDear.body.message).toBe(p.insufficientFundsForLand);
  const [row] = await game.query('SELECT money FROM estates WHERE id = $1', [estate.id]);
  expect(Number(row.money)).toBe(250000 - 243000);
  // the purchase is in the ledger, newest first, and the refused one left nothing
  const ledger = await game
    .api(token)
    .GET('/api/estates/{estateId}/ledger', { params: { path: { estateId: estate.id } } });
  expect(ledger.status).toBe(200);
  expect(ledger.body.data.entries.map((e: any) => [e.kind, e.amount, e.balanceAfter])).toEqual([
    ['land_purchase', -243000, 7000],
    ['grant', 250000, 250000],
  ]);
  expect(await game.query('SELECT 1 FROM plots WHERE estate_id = $1', [estate.id])).toHaveLength(2);
});

it('lets exactly one of three racing purchases through when the money covers one', async () => {
  const { token, estate } = await game.playerWithEstate({ template: 'boutique', location: 'bordeaux' }); // 120,000 × 1.066 per ha
  const results = await Promise.all(
    [1.5, 1.5, 1.5].map((size) =>
      game
        .api(token)
        .POST('/api/estates/{estateId}/plots', { params: { path: { estateId: estate.id } }, body: { size } }),
    ),
  );
  expect(results.map((r) => r.status).sort()).toEqual([201, 400, 400]);
  const [row] = await game.query('SELECT money FROM estates WHERE id = $1', [estate.id]);
  expect(Number(row.money)).toBe(250000 - undevelopedLandPrice('bordeaux', 1.5));
});

it.each([
  [{ size: 0.4 }, p.sizeRange(0.5, 10)],
  [{ size: 11 }, p.sizeRange(0.5, 10)],
  [{ size: 'lots' }, p.sizeRange(0.5, 10)],
  [{ size: 2, name: '   ' }, p.nameEmpty],
  [{ size: 2, price: 1 }, 'Unknown field: price'],
])('refuses %j', async (body, message) => {
  const { token, estate } = await game.playerWithEstate();
  const res = await game.raw(`/api/estates/${estate.id}/plots`, { token, body });
  expect(res.status).toBe(400);
  expect(res.body.errors.map((e: { message: string }) => e.message)).toContain(message);
  const [row] = await game.query('SELECT money FROM estates WHERE id = $1', [estate.id]);
  expect(Number(row.money)).toBe(250000);
});

it('answers details with suitable varieties from the shared model', async () => {
  const { token, estate } = await game.playerWithEstate();
  const plotId = estate.plots[0].id;
  const res = await game.api(token).GET('/api/plots/{id}/details', { params: { path: { id: plotId } } });
  expect(res.status).toBe(200);
  const plot = res.body.data.plot;
  expect(plot.suitableVarieties).toEqual(suitableVarieties('rioja', plot));
  expect(plot.suitableVarieties.red).toHaveLength(9);
  expect(plot.suitableVarieties.white).toHaveLength(3);
});

it('edits name, description and notes, refusing a blank name', async () => {
  const { token, estate } = await game.playerWithEstate();
  const plotId = estate.plots[0].id;
  const blank = await game
    .api(token)
    .PATCH('/api/plots/{id}', { params: { path: { id: plotId } }, body: { name: '  ' } });
  expect(blank.status).toBe(400);
  expect(blank.body.message).toBe(p.nameEmpty);
  const res = await game.api(token).PATCH('/api/plots/{id}', {
    params: { path: { id: plotId } },
    body: { name: ' Upper Terrace ', description: 'Old vines', notes: 'Check drainage' },
  });
  expect(res.status).toBe(200);
  expect(res.body.data.plot).toMatchObject({
    name: 'Upper Terrace',
    description: 'Old vines',
    notes: 'Check drainage',
  });
  expect((await game.api(token).GET('/api/plots/{id}', { params: { path: { id: plotId } } })).body.data.plot.name).toBe(
    'Upper Terrace',
  );
});

it('deletes a plot', async () => {
  const { token, estate } = await game.playerWithEstate();
  const plotId = estate.plots[0].id;
  const res = await game.api(token).DELETE('/api/plots/{id}', { params: { path: { id: plotId } } });
  expect(res.status).toBe(200);
  expect(res.body.message).toBe(p.deletedNamed(estate.plots[0].name));
  expect((await game.api(token).GET('/api/plots/{id}', { params: { path: { id: plotId } } })).status).toBe(404);
});

it('answers 404 to a non-owner on every plot route and changes nothing', async () => {
  const owner = await game.playerWithEstate();
  const other = await game.playerWithEstate();
  const plotId = owner.estate.plots[0].id;
  const routes: [string, string, unknown?][] = [
    ['GET', `/api/estates/${owner.estate.id}/plots`],
    ['GET', `/api/estates/${owner.estate.id}/plots/total-size`],
    ['POST', `/api/estates/${owner.estate.id}/plots`, { size: 1 }],
    ['GET', `/api/plots/${plotId}`],
    ['GET', `/api/plots/${plotId}/details`],
    ['PATCH', `/api/plots/${plotId}`, { name: 'Mine now' }],
    ['DELETE', `/api/plots/${plotId}`],
    ['GET', '/api/plots/not-a-uuid'],
  ];
  for (const [method, path, body] of routes) {
    const res = await game.raw(path, { method, body, token: other.token });
    expect({ method, path, status: res.status }).toEqual({ method, path, status: 404 });
  }
  const [row] = await game.query(
    'SELECT name, (SELECT money FROM estates WHERE id = $2) AS money FROM plots WHERE id = $1',
    [plotId, owner.estate.id],
  );
  expect(row.name).toBe(owner.estate.plots[0].name);
  expect(Number(row.money)).toBe(250000);
});
