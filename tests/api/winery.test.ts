/**
 * The winery through the real server and database (issue 18): a new estate's starter cellar; the
 * crush with a preset into tank space (400 with the free litres when it does not fit, nothing
 * changed); oak needs free barrels (bought through the ledger); stages advance with the game
 * clock (computed on read) and the tick notifies stage ends once; bottling only when ready (409
 * before and twice), bulk sales after fermentation; 404 for other players; races: two crushes
 * into the last tank space, two bottlings, ten bulk sales of everything, two blends of the same
 * batches — exactly one wins each time, and every estate's money equals its ledger. Blending:
 * ready batches of one colour into one, free, in their vessels, with a fixed volume-weighted
 * quality; refusals (400 naming batchIds, 404 for batches not the estate's) change nothing.
 */
import {
  blendLabel,
  blendQuality,
  BLEND_LIMITS,
  bottlesFromLitres,
  bottlingCost,
  bulkWineRevenue,
  crush,
  FERMENTATION_DAYS,
  MALOLACTIC_DAYS,
  MESSAGES,
  STARTER_CELLARS,
  VESSELS,
  WINE_PRESET_INFO,
  type GrapeVariety,
} from '@vineyard/domain';
import { grapeLot as grapes } from '../support/builders';
import { apiGame, type EstateTemplate } from '../support/harness';

const game = apiGame({ demo: true });

/** September of game year 2. */
const HARVEST_DAY = 540 + 5;

async function setDay(day: number): Promise<void> {
  await game.query('UPDATE game_clock SET day_index = $1', [day]);
}

async function money(estateId: string): Promise<number> {
  return Number((await game.query('SELECT money FROM estates WHERE id = $1', [estateId]))[0].money);
}

async function expectBalanced(): Promise<void> {
  const unbalanced = await game.query(
    `SELECT e.id FROM estates e
      WHERE e.money <> (SELECT COALESCE(sum(amount), 0) FROM ledger_entries l WHERE l.estate_id = e.id)`,
  );
  expect(unbalanced).toEqual([]);
}

async function player(template: EstateTemplate = 'family') {
  const { token, estate } = await game.playerWithEstate({ template });
  return { token, estateId: estate.id };
}

/**
 * A grape lot of the estate harvested today (the harvest itself is covered by grapes.test.ts;
 * here the kilograms must be exact to fill the tanks to the litre).
 */
function grapeLot(estateId: string, variety: GrapeVariety, kilograms: number, quality = 70): Promise<string> {
  return grapes(game, { estateId, variety, kilograms, quality });
}

const crushLot = (token: string, estateId: string, body: Record<string, unknown>, headers?: Record<string, string>) =>
  game.raw(`/api/estates/${estateId}/wine-batches`, { token, body, headers });

async function state(estateId: string) {
  const [lots, batches, vessels] = await Promise.all([
    game.query('SELECT id, kilograms FROM grape_lots WHERE estate_id = $1 ORDER BY id', [estateId]),
    game.query('SELECT id, litres, status FROM wine_batches WHERE estate_id = $1 ORDER BY id', [estateId]),
    game.query(
      'SELECT bv.* FROM batch_vessels bv JOIN vessels v ON v.id = bv.vessel_id WHERE v.estate_id = $1 ORDER BY 1, 2',
      [estateId],
    ),
  ]);
  return { money: await money(estateId), lots, batches, vessels };
}

beforeAll(async () => {
  await setDay(HARVEST_DAY);
});

afterEach(expectBalanced);

it("a new estate starts with its template's cellar", async () => {
  const { token, estateId } = await player('family');
  const cellar = await game.api(token).GET('/api/estates/{estateId}/cellar', { params: { path: { estateId } } });
  expect(cellar.status).toBe(200);
  const starter = STARTER_CELLARS.family;
  expect(cellar.body.data.totals).toEqual({
    tanks: starter.tanks,
    tankCapacityLitres: starter.tanks * VESSELS.tank.litres,
    tankUsedLitres: 0,
    tankFreeLitres: starter.tanks * VESSELS.tank.litres,
    barrels: starter.barrels.count,
    freeBarrels: starter.barrels.count,
  });
  expect(cellar.body.data.vessels.filter((v: any) => v.kind === starter.barrels.kind)).toHaveLength(
    starter.barrels.count,
  );
  expect(cellar.body.data.batches).toEqual([]);
});

it('crushes with a preset into the tanks, paid through the ledger; stages follow the clock and the tick notifies them', async () => {
  const { token, estateId } = await player();
  await setDay(HARVEST_DAY);
  const lotId = await grapeLot(estateId, 'tempranillo', 5_000, 70);
  const before = await money(estateId);
  const created = await crushLot(token, estateId, { grapeLotId: lotId, kilograms: 4_000, preset: 'joven_red' });
  expect(created.status).toBe(201);
  const expected = crush('red', 4_000, false);
  const batch = created.body.data.batch;
  expect(created.body.message).toBe(MESSAGES.winery.crushed(expected.litres));
  expect(batch).toMatchObject({
    variety: 'tempranillo',
    colour: 'red',
    litres: expected.litres,
    kilograms: 4_000,
    grapeQuality: 70,
    preset: 'joven_red',
    stage: 'fermentation',
    status: 'active',
    canBottle: false,
    canSellBulk: false,
    startDay: HARVEST_DAY,
    readyDay: HARVEST_DAY + FERMENTATION_DAYS.red.standard + MALOLACTIC_DAYS + 60,
  });
  expect(created.body.data.cost).toBe(expected.cost);
  expect(await money(estateId)).toBe(before - expected.cost);
  const [ledger] = await game.query(
    `SELECT amount::int, ref_id FROM ledger_entries WHERE estate_id = $1 AND kind = 'crush'`,
    [estateId],
  );
  expect(ledger).toEqual({ amount: -expected.cost, ref_id: batch.id });
  // the lot gave its kilograms; the tanks hold the must
  const lots = await game.api(token).GET('/api/estates/{estateId}/grape-lots', { params: { path: { estateId } } });
  expect(lots.body.data.lots.find((l: any) => l.id === lotId)!.kilograms).toBe(1_000);
  const cellar = (await game.api(token).GET('/api/estates/{estateId}/cellar', { params: { path: { estateId } } })).body
    .data;
  expect(cellar.totals.tankUsedLitres).toBe(expected.litres);
  expect(cellar.batches.map((b: any) => b.id)).toEqual([batch.id]);

  // stages on read: set the clock past fermentation
  await setDay(HARVEST_DAY + FERMENTATION_DAYS.red.standard);
  const fermented = (await game.api(token).GET('/api/wine-batches/{id}', { params: { path: { id: batch.id } } })).body
    .data.batch;
  expect(fermented).toMatchObject({ stage: 'malolactic', canSellBulk: true, canBottle: false });
  expect(fermented.progress).toBeGreaterThan(0);

  // the tick: advance day by day through the malolactic end; each notice is written once
  await setDay(HARVEST_DAY + FERMENTATION_DAYS.red.standard + MALOLACTIC_DAYS - 2);
  expect((await game.advanceDays(3)).daysDone).toBe(3);
  const notices = await game.query(
    `SELECT kind, title FROM notifications WHERE estate_id = $1 AND kind LIKE 'wine_%'`,
    [estateId],
  );
  expect(notices).toEqual([{ kind: 'wine_stage', title: 'Malolactic done: Tempranillo 2' }]);
});

it('refuses what does not fit or is wrong with a 400 naming the field, and changes nothing', async () => {
  const { token, estateId } = await player('boutique');
  await setDay(HARVEST_DAY);
  const red = await grapeLot(estateId, 'tempranillo', 30_000);
  const white = await grapeLot(estateId, 'riesling', 2_000);
  const before = await state(estateId);
  const capacity = STARTER_CELLARS.boutique.tanks * VESSELS.tank.litres;

  const cases: [Record<string, unknown>, string, string][] = [
    [
      { grapeLotId: red, kilograms: 20_000, preset: 'joven_red' },
      'kilograms',
      MESSAGES.winery.noTankSpace(capacity, crush('red', 20_000, false).litres),
    ],
    [
      { grapeLotId: red, kilograms: 30_001, preset: 'joven_red' },
      'kilograms',
      MESSAGES.winery.kilogramsTooMany(30_000),
    ],
    [{ grapeLotId: red, kilograms: 1_000 }, 'preset', MESSAGES.winery.presetOrPlan],
    [
      { grapeLotId: red, kilograms: 1_000, preset: 'joven_red', plan: WINE_PRESET_INFO.joven_red.plan },
      'preset',
      MESSAGES.winery.presetOrPlan,
    ],
    [{ grapeLotId: white, kilograms: 1_000, preset: 'joven_red' }, 'preset', 'The Joven red preset is for red grapes.'],
    [
      { grapeLotId: red, kilograms: 1_000, preset: 'fresh_white' },
      'preset',
      'The Fresh white preset is for white grapes.',
    ],
    [
      { grapeLotId: red, kilograms: 1_000, plan: { ...WINE_PRESET_INFO.fresh_white.plan, malolactic: true } },
      'plan',
      'Cool fermentation is for white wine.',
    ],
    [
      { grapeLotId: red, kilograms: 1_000, plan: { ...WINE_PRESET_INFO.joven_red.plan, malolactic: false } },
      'plan',
      'Red wine always goes through malolactic fermentation.',
    ],
    [
      { grapeLotId: red, kilograms: 1_000, plan: { ...WINE_PRESET_INFO.crianza.plan, elevageDays: 60 } },
      'plan',
      'Oak ageing lasts 90 to 720 days.',
    ],
    [{ grapeLotId: red, kilograms: 50, preset: 'joven_red' }, 'kilograms', MESSAGES.winery.kilogramsInvalid],
    [{ grapeLotId: red, kilograms: 1.5, preset: 'joven_red' }, 'kilograms', MESSAGES.winery.kilogramsInvalid],
    [{ grapeLotId: red, kilograms: 1_000, preset: 'vinegar' }, 'preset', 'preset must be one of'],
  ];
  for (const [body, field, message] of cases) {
    const res = await crushLot(token, estateId, body);
    expect({ body, status: res.status }).toEqual({ body, status: 400 });
    const error = res.body.errors.find((e: any) => e.field === field);
    expect({ body, message: error?.message }).toEqual({ body, message: expect.stringContaining(message) });
  }
  expect(await state(estateId)).toEqual(before);

  // a lot of another estate is not found; an estate of another player too
  const other = await player();
  const foreign = await grapeLot(other.estateId, 'merlot', 1_000);
  expect((await crushLot(token, estateId, { grapeLotId: foreign, kilograms: 500, preset: 'joven_red' })).status).toBe(
    404,
  );
  expect((await crushLot(token, other.estateId, { grapeLotId: red, kilograms: 500, preset: 'joven_red' })).status).toBe(
    404,
  );
  expect(await state(estateId)).toEqual(before);
});

it('oak needs free barrels of its kind: refused without them, bought through the ledger, reserved from the crush', async () => {
  const { token, estateId } = await player('family');
  await setDay(HARVEST_DAY);
  const lotId = await grapeLot(estateId, 'tempranillo', 4_000, 80);
  const litres = crush('red', 4_000, false).litres; // 2,880 L: 13 barrels
  const needed = Math.ceil(litres / 225);
  const refused = await crushLot(token, estateId, { grapeLotId: lotId, kilograms: 4_000, preset: 'crianza' });
  expect(refused.status).toBe(400);
  expect(refused.body.message).toBe(MESSAGES.winery.noBarrels(STARTER_CELLARS.family.barrels.count, needed));

  const before = await money(estateId);
  const bought = await game.api(token).POST('/api/estates/{estateId}/vessels', {
    params: { path: { estateId } },
    body: { kind: 'barrel_american', count: 5 },
  });
  expect(bought.status).toBe(201);
  expect(bought.body.data.cost).toBe(5 * VESSELS.barrel_american.price);
  expect(bought.body.data.money).toBe(before - 5 * VESSELS.barrel_american.price);
  expect(bought.body.data.totals.freeBarrels).toBe(STARTER_CELLARS.family.barrels.count + 5);
  for (const bad of [
    { kind: 'amphora', count: 1 },
    { kind: 'tank', count: 0 },
    { kind: 'tank', count: 51 },
  ]) {
    expect((await game.raw(`/api/estates/${estateId}/vessels`, { token, body: bad })).status).toBe(400);
  }
  // more than the estate has
  const poorer = await game
    .api(token)
    .POST('/api/estates/{estateId}/vessels', { params: { path: { estateId } }, body: { kind: 'tank', count: 50 } });
  expect(poorer.status).toBe(400);
  expect(poorer.body.message).toBe(MESSAGES.money.insufficientFunds);

  const created = await crushLot(token, estateId, { grapeLotId: lotId, kilograms: 4_000, preset: 'crianza' });
  expect(created.status).toBe(201);
  const batch = created.body.data.batch;
  const cellar = (await game.api(token).GET('/api/estates/{estateId}/cellar', { params: { path: { estateId } } })).body
    .data;
  expect(cellar.totals.freeBarrels).toBe(STARTER_CELLARS.family.barrels.count + 5 - needed);
  // the five new barrels (no fills) were taken first: the freshest oak
  const fresh = cellar.vessels.filter((v: any) => v.batchIds.includes(batch.id) && v.kind === 'barrel_american');
  expect(fresh).toHaveLength(needed);
  expect(fresh.filter((v: any) => v.fills === 1)).toHaveLength(5);
  // in tanks until the malolactic end, in barrels after
  expect(cellar.totals.tankUsedLitres).toBe(litres);
  await setDay(batch.stages.find((s: any) => s.stage === 'elevage').startDay);
  const later = (await game.api(token).GET('/api/estates/{estateId}/cellar', { params: { path: { estateId } } })).body
    .data;
  expect(later.totals.tankUsedLitres).toBe(0);
  expect(later.batches[0]).toMatchObject({ stage: 'elevage' });
  expect(later.batches[0].quality).toBeGreaterThanOrEqual(80);
});

it('bottles only when ready (409 before and after), frees the vessels, and lists the wine', async () => {
  const { token, estateId } = await player();
  await setDay(HARVEST_DAY);
  const lotId = await grapeLot(estateId, 'riesling', 3_000, 75);
  const batch = (await crushLot(token, estateId, { grapeLotId: lotId, kilograms: 3_000, preset: 'fresh_white' })).body
    .data.batch;
  const early = await game
    .api(token)
    .POST('/api/wine-batches/{id}/bottle', { params: { path: { id: batch.id } }, body: { name: 'Riesling Joven' } });
  expect(early.status).toBe(409);
  expect(early.body.message).toMatch(/^This wine is not ready to bottle yet: it will be on .+Year 2/);
  for (const name of ['', '   ', 'x'.repeat(81)]) {
    expect(
      (
        await game
          .api(token)
          .POST('/api/wine-batches/{id}/bottle', { params: { path: { id: batch.id } }, body: { name } })
      ).status,
    ).toBe(400);
  }

  await setDay(batch.readyDay);
  const before = await money(estateId);
  const bottled = await game
    .api(token)
    .POST('/api/wine-batches/{id}/bottle', { params: { path: { id: batch.id } }, body: { name: 'Riesling Joven' } });
  expect(bottled.status).toBe(200);
  const bottles = bottlesFromLitres(batch.litres);
  expect(bottled.body.data.wine).toMatchObject({
    name: 'Riesling Joven',
    variety: 'riesling',
    colour: 'white',
    vintage: 2,
    bottles,
    bottledDay: batch.readyDay,
    ageDays: 0,
    status: 'ageing',
  });
  expect(bottled.body.data.cost).toBe(bottlingCost(bottles));
  expect(await money(estateId)).toBe(before - bottlingCost(bottles));
  expect(
    (
      await game
        .api(token)
        .POST('/api/wine-batches/{id}/bottle', { params: { path: { id: batch.id } }, body: { name: 'Again' } })
    ).status,
  ).toBe(409);

  const cellar = (await game.api(token).GET('/api/estates/{estateId}/cellar', { params: { path: { estateId } } })).body
    .data;
  expect(cellar.totals.tankUsedLitres).toBe(0);
  expect(cellar.batches).toEqual([]);
  const wines = await game.api(token).GET('/api/estates/{estateId}/wines', { params: { path: { estateId } } });
  expect(wines.body.data.wines.map((w: any) => w.name)).toEqual(['Riesling Joven']);
  // bottle ageing on read: a year later the quality has risen toward the peak
  await setDay(batch.readyDay + 360);
  const aged = (await game.api(token).GET('/api/estates/{estateId}/wines', { params: { path: { estateId } } })).body
    .data.wines[0];
  expect(aged.ageDays).toBe(360);
  expect(aged.quality).toBeGreaterThan(aged.bottledQuality);
  const notices = await game.query(`SELECT kind FROM notifications WHERE estate_id = $1 AND kind = 'wine_bottled'`, [
    estateId,
  ]);
  expect(notices).toHaveLength(1);
});

it('sells bulk wine once fermented, at the bulk price, and frees the vessels when all is sold', async () => {
  const { token, estateId } = await player();
  await setDay(HARVEST_DAY);
  const lotId = await grapeLot(estateId, 'merlot', 2_000, 60);
  const batch = (await crushLot(token, estateId, { grapeLotId: lotId, kilograms: 2_000, preset: 'joven_red' })).body
    .data.batch;
  const early = await game
    .api(token)
    .POST('/api/wine-batches/{id}/sell-bulk', { params: { path: { id: batch.id } }, body: { litres: 100 } });
  expect(early.status).toBe(409);
  expect(early.body.message).toBe(MESSAGES.winery.notFermented);

  await setDay(HARVEST_DAY + FERMENTATION_DAYS.red.standard);
  const quality = (await game.api(token).GET('/api/wine-batches/{id}', { params: { path: { id: batch.id } } })).body
    .data.batch.quality;
  const tooMany = await game.api(token).POST('/api/wine-batches/{id}/sell-bulk', {
    params: { path: { id: batch.id } },
    body: { litres: batch.litres + 1 },
  });
  expect(tooMany.status).toBe(400);
  expect(tooMany.body.errors).toEqual([{ field: 'litres', message: MESSAGES.winery.litresTooMany(batch.litres) }]);

  const before = await money(estateId);
  const sold = await game
    .api(token)
    .POST('/api/wine-batches/{id}/sell-bulk', { params: { path: { id: batch.id } }, body: { litres: 400 } });
  expect(sold.status).toBe(200);
  expect(sold.body.data.received).toBe(bulkWineRevenue('rioja', quality, 400));
  expect(sold.body.data.money).toBe(before + sold.body.data.received);
  expect(sold.body.data.batch.litres).toBe(batch.litres - 400);
  const cellar = (await game.api(token).GET('/api/estates/{estateId}/cellar', { params: { path: { estateId } } })).body
    .data;
  expect(cellar.totals.tankUsedLitres).toBe(batch.litres - 400);

  const rest = await game.api(token).POST('/api/wine-batches/{id}/sell-bulk', {
    params: { path: { id: batch.id } },
    body: { litres: batch.litres - 400 },
  });
  expect(rest.status).toBe(200);
  expect(rest.body.data.batch).toMatchObject({ litres: 0, status: 'sold', canSellBulk: false });
  expect(
    (await game.api(token).GET('/api/estates/{estateId}/cellar', { params: { path: { estateId } } })).body.data.totals
      .tankUsedLitres,
  ).toBe(0);
  const ledger = await game.query(
    `SELECT sum(amount)::int AS total FROM ledger_entries WHERE estate_id = $1 AND kind = 'bulk_wine_sale'`,
    [estateId],
  );
  expect(ledger[0].total).toBe(sold.body.data.received + rest.body.data.received);
});

it("answers 404 for another player's cellar, batches, wines and vessels", async () => {
  const owner = await player();
  const stranger = await player();
  await setDay(HARVEST_DAY);
  const lotId = await grapeLot(owner.estateId, 'syrah', 1_000);
  const batch = (
    await crushLot(owner.token, owner.estateId, { grapeLotId: lotId, kilograms: 1_000, preset: 'joven_red' })
  ).body.data.batch;
  const t = stranger.token;
  const calls = [
    game.api(t).GET('/api/estates/{estateId}/cellar', { params: { path: { estateId: owner.estateId } } }),
    game.api(t).GET('/api/estates/{estateId}/wines', { params: { path: { estateId: owner.estateId } } }),
    game.api(t).GET('/api/wine-batches/{id}', { params: { path: { id: batch.id } } }),
    game.api(t).POST('/api/wine-batches/{id}/bottle', { params: { path: { id: batch.id } }, body: { name: 'Stolen' } }),
    game.api(t).POST('/api/wine-batches/{id}/sell-bulk', { params: { path: { id: batch.id } }, body: { litres: 1 } }),
    game.api(t).POST('/api/estates/{estateId}/vessels', {
      params: { path: { estateId: owner.estateId } },
      body: { kind: 'tank', count: 1 },
    }),
    game.api(t).GET('/api/wine-batches/{id}', { params: { path: { id: 'not-a-uuid' } } }),
  ];
  for (const res of await Promise.all(calls)) expect(res.status).toBe(404);
  expect(
    (await game.api().GET('/api/estates/{estateId}/cellar', { params: { path: { estateId: owner.estateId } } })).status,
  ).toBe(401);
});

it('replays an Idempotency-Key: the same crush once', async () => {
  const { token, estateId } = await player();
  await setDay(HARVEST_DAY);
  const lotId = await grapeLot(estateId, 'malbec', 2_000);
  const body = { grapeLotId: lotId, kilograms: 1_000, preset: 'joven_red' };
  const headers = { 'Idempotency-Key': `crush-${lotId}` };
  const first = await crushLot(token, estateId, body, headers);
  const again = await crushLot(token, estateId, body, headers);
  expect(first.status).toBe(201);
  expect(again.status).toBe(201);
  expect(again.body.data.batch.id).toBe(first.body.data.batch.id);
  expect(await game.query('SELECT id FROM wine_batches WHERE estate_id = $1', [estateId])).toHaveLength(1);
});

const blendBatches = (token: string, estateId: string, batchIds: string[], headers?: Record<string, string>) =>
  game.api(token).POST('/api/estates/{estateId}/wine-batches/blend', {
    params: { path: { estateId } },
    body: { batchIds },
    headers,
  });

/** Crushes a fresh lot of `variety` with a preset; the batch as answered. */
async function batchOf(token: string, estateId: string, variety: GrapeVariety, kilograms: number, preset: string) {
  const lotId = await grapeLot(estateId, variety, kilograms, 70);
  const res = await crushLot(token, estateId, { grapeLotId: lotId, kilograms, preset });
  expect(res.status).toBe(201);
  return res.body.data.batch;
}

const getBatch = async (token: string, id: string) =>
  (await game.api(token).GET('/api/wine-batches/{id}', { params: { path: { id } } })).body.data.batch;

describe('blending', () => {
  it('blends ready batches of one colour into a ready batch in their vessels, free, with a fixed weighted quality', async () => {
    const { token, estateId } = await player('family');
    await setDay(HARVEST_DAY);
    // cabernet aged in steel (in its tanks until bottled), merlot in oak (in barrels after the malolactic)
    const cab = await batchOf(token, estateId, 'cabernet sauvignon', 3_000, 'joven_red');
    const merlot = await batchOf(token, estateId, 'merlot', 2_000, 'crianza');
    await setDay(Math.max(cab.readyDay, merlot.readyDay));
    const parts = [await getBatch(token, cab.id), await getBatch(token, merlot.id)];
    expect(parts.map((b) => [b.stage, b.canBlend])).toEqual([
      ['ready', true],
      ['ready', true],
    ]);
    const litres = cab.litres + merlot.litres;
    const before = await money(estateId);
    const ledgerBefore = await game.query('SELECT id FROM ledger_entries WHERE estate_id = $1', [estateId]);

    const res = await blendBatches(token, estateId, [merlot.id, cab.id]);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(MESSAGES.winery.blended(litres));
    const blend = res.body.data.batch;
    // Bordeaux: the weighted quality plus the classic bonus
    const quality = blendQuality(parts.map((b) => ({ variety: b.variety, litres: b.litres, quality: b.quality })));
    expect(quality).toBeGreaterThan(
      Math.round((cab.litres * parts[0].quality + merlot.litres * parts[1].quality) / litres),
    );
    expect(blend).toMatchObject({
      colour: 'red',
      variety: 'cabernet sauvignon',
      litres,
      initialLitres: litres,
      quality,
      readyQuality: quality,
      stage: 'ready',
      status: 'active',
      canBottle: true,
      canBlend: false,
      preset: null,
      grapeLotId: null,
      blend: [
        { batchId: cab.id, variety: 'cabernet sauvignon', litres: cab.litres, share: 0.6 },
        { batchId: merlot.id, variety: 'merlot', litres: merlot.litres, share: 0.4 },
      ],
    });
    expect(res.body.data.components.map((b: any) => [b.id, b.status, b.stageLabel, b.canBottle])).toEqual([
      [merlot.id, 'blended', 'Blended', false],
      [cab.id, 'blended', 'Blended', false],
    ]);
    // free: no money moved, no ledger row
    expect(await money(estateId)).toBe(before);
    expect(await game.query('SELECT id FROM ledger_entries WHERE estate_id = $1', [estateId])).toEqual(ledgerBefore);

    // the wine stayed where it was: the cabernet's tanks and the merlot's barrels now hold the blend
    const rows = await game.query(
      `SELECT bv.batch_id, v.kind, bv.litres FROM batch_vessels bv JOIN vessels v ON v.id = bv.vessel_id
        WHERE v.estate_id = $1`,
      [estateId],
    );
    expect(rows.every((r) => r.batch_id === blend.id)).toBe(true);
    const sum = (kind: (k: string) => boolean) =>
      rows.filter((r) => kind(r.kind)).reduce((s: number, r: any) => s + r.litres, 0);
    expect(sum((k) => k === 'tank')).toBe(cab.litres);
    expect(sum((k) => k !== 'tank')).toBe(merlot.litres);
    const cellar = (await game.api(token).GET('/api/estates/{estateId}/cellar', { params: { path: { estateId } } }))
      .body.data;
    expect(cellar.batches.map((b: any) => b.id)).toEqual([blend.id]);
    expect(cellar.totals.tankUsedLitres).toBe(cab.litres);
    expect(cellar.totals.freeBarrels).toBe(STARTER_CELLARS.family.barrels.count - Math.ceil(merlot.litres / 225));
    expect(
      await game.query(`SELECT status FROM wine_batches WHERE id = ANY($1) ORDER BY status`, [[cab.id, merlot.id]]),
    ).toEqual([{ status: 'blended' }, { status: 'blended' }]);

    // its quality is fixed; the parts can no longer be bottled or sold
    await setDay(Math.max(cab.readyDay, merlot.readyDay) + 200);
    expect((await getBatch(token, blend.id)).quality).toBe(quality);
    expect(
      (
        await game
          .api(token)
          .POST('/api/wine-batches/{id}/bottle', { params: { path: { id: cab.id } }, body: { name: 'Part' } })
      ).status,
    ).toBe(409);
    expect(
      (
        await game
          .api(token)
          .POST('/api/wine-batches/{id}/sell-bulk', { params: { path: { id: merlot.id } }, body: { litres: 1 } })
      ).status,
    ).toBe(409);

    // bottled, it is a wine lot of the blend that ages like cabernet; the vessels are free again
    const bottled = await game
      .api(token)
      .POST('/api/wine-batches/{id}/bottle', { params: { path: { id: blend.id } }, body: { name: 'Gran Vino' } });
    expect(bottled.status).toBe(200);
    expect(bottled.body.data.wine).toMatchObject({
      name: 'Gran Vino',
      variety: 'cabernet sauvignon',
      bottledQuality: quality,
      bottles: bottlesFromLitres(litres),
      blend: blend.blend,
    });
    expect(blendLabel(bottled.body.data.wine.blend!)).toBe('Blend · Cabernet Sauvignon 60%, Merlot 40%');
    const after = (await game.api(token).GET('/api/estates/{estateId}/cellar', { params: { path: { estateId } } })).body
      .data;
    expect(after.totals.tankUsedLitres).toBe(0);
    expect(after.totals.freeBarrels).toBe(STARTER_CELLARS.family.barrels.count);
    const [notice] = await game.query(`SELECT body FROM notifications WHERE estate_id = $1 AND kind = 'wine_bottled'`, [
      estateId,
    ]);
    expect(notice.body).toContain('Blend · Cabernet Sauvignon 60%, Merlot 40%');
  });

  it('refuses what cannot be blended with a 400 naming batchIds, and changes nothing', async () => {
    const { token, estateId } = await player('family');
    await setDay(HARVEST_DAY);
    const a = await batchOf(token, estateId, 'merlot', 1_000, 'joven_red');
    const b = await batchOf(token, estateId, 'syrah', 1_000, 'joven_red');
    const white = await batchOf(token, estateId, 'riesling', 1_000, 'fresh_white');
    const gone = await batchOf(token, estateId, 'malbec', 1_000, 'joven_red');
    const f = await batchOf(token, estateId, 'tempranillo', 1_000, 'joven_red');
    await setDay(a.readyDay);
    const young = await batchOf(token, estateId, 'merlot', 1_000, 'joven_red');
    expect(
      (
        await game
          .api(token)
          .POST('/api/wine-batches/{id}/bottle', { params: { path: { id: gone.id } }, body: { name: 'Malbec' } })
      ).status,
    ).toBe(200);
    const before = await state(estateId);
    const w = MESSAGES.winery;
    const count = w.blendCount(BLEND_LIMITS.min, BLEND_LIMITS.max);
    const cases: [unknown, string][] = [
      [[a.id], count],
      [[], count],
      [Array.from({ length: BLEND_LIMITS.max + 1 }, () => crypto.randomUUID()), count],
      ['nope', count],
      [[a.id, a.id], w.blendDuplicate],
      [[a.id, 'not-a-uuid'], w.blendIdInvalid],
      [[a.id, white.id], w.blendColours],
      [[a.id, young.id], w.blendNotReady('Merlot 2')],
      [[a.id, gone.id], w.blendGone('Malbec 2')],
      [[b.id, a.id, white.id], w.blendColours],
    ];
    for (const [batchIds, message] of cases) {
      const res = await game.raw(`/api/estates/${estateId}/wine-batches/blend`, { token, body: { batchIds } });
      expect({ batchIds, status: res.status }).toEqual({ batchIds, status: 400 });
      expect({ batchIds, errors: res.body.errors }).toEqual({
        batchIds,
        errors: expect.arrayContaining([{ field: 'batchIds', message }]),
      });
    }
    expect((await game.raw(`/api/estates/${estateId}/wine-batches/blend`, { token, body: {} })).status).toBe(400);
    expect(await state(estateId)).toEqual(before);

    // an Idempotency-Key replays the blend; then its parts are gone and a blend is not blended again
    const headers = { 'Idempotency-Key': `blend-${a.id}` };
    const first = await blendBatches(token, estateId, [a.id, b.id], headers);
    const again = await blendBatches(token, estateId, [a.id, b.id], headers);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body.data.batch.id).toBe(first.body.data.batch.id);
    const blended = await state(estateId);
    for (const [batchIds, message] of [
      [[a.id, f.id], w.blendGone('Merlot 2')],
      [[first.body.data.batch.id, f.id], w.blendOfBlend('Blend · Merlot 50%, Syrah 50% (2)')],
    ] as const) {
      const res = await blendBatches(token, estateId, [...batchIds]);
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([{ field: 'batchIds', message }]);
    }
    expect(await state(estateId)).toEqual(blended);
  });

  it("answers 404 for another player's batches and estate, and changes nothing", async () => {
    const owner = await player();
    const stranger = await player();
    await setDay(HARVEST_DAY);
    const mine = [
      await batchOf(owner.token, owner.estateId, 'merlot', 1_000, 'joven_red'),
      await batchOf(owner.token, owner.estateId, 'syrah', 1_000, 'joven_red'),
    ];
    const theirs = await batchOf(stranger.token, stranger.estateId, 'merlot', 1_000, 'joven_red');
    await setDay(mine[0].readyDay);
    const before = [await state(owner.estateId), await state(stranger.estateId)];
    const answers = await Promise.all([
      // a batch of another estate among one's own
      blendBatches(owner.token, owner.estateId, [mine[0].id, theirs.id]),
      // someone else's batches into one's own estate
      blendBatches(stranger.token, stranger.estateId, [mine[0].id, mine[1].id]),
      // someone else's estate
      blendBatches(stranger.token, owner.estateId, [mine[0].id, mine[1].id]),
      // a batch that does not exist
      blendBatches(owner.token, owner.estateId, [mine[0].id, crypto.randomUUID()]),
    ]);
    for (const res of answers) expect(res.status).toBe(404);
    expect(answers[0].body.message).toBe(MESSAGES.winery.batchNotFound);
    expect(
      (
        await game.api().POST('/api/estates/{estateId}/wine-batches/blend', {
          params: { path: { estateId: owner.estateId } },
          body: { batchIds: [] },
        })
      ).status,
    ).toBe(401);
    expect([await state(owner.estateId), await state(stranger.estateId)]).toEqual(before);
  });
});

describe('races', () => {
  const ROUNDS = 5;

  it('two crushes into the last tank space at once: exactly one fits', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { token, estateId } = await player('boutique');
      await setDay(HARVEST_DAY);
      const capacity = STARTER_CELLARS.boutique.tanks * VESSELS.tank.litres;
      // two lots each filling 60% of the tanks
      const kg = Math.ceil((capacity * 0.6) / 0.72);
      const lots = [await grapeLot(estateId, 'merlot', kg), await grapeLot(estateId, 'merlot', kg)];
      const answers = await Promise.all(
        lots.map((lotId) => crushLot(token, estateId, { grapeLotId: lotId, kilograms: kg, preset: 'joven_red' })),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([201, 400]);
      const used = await game.query(
        `SELECT v.id, v.capacity_litres, COALESCE(SUM(bv.litres), 0)::int AS used FROM vessels v
           LEFT JOIN batch_vessels bv ON bv.vessel_id = v.id WHERE v.estate_id = $1 AND v.kind = 'tank' GROUP BY v.id`,
        [estateId],
      );
      for (const tank of used) expect(tank.used).toBeLessThanOrEqual(tank.capacity_litres);
      expect(await game.query('SELECT id FROM wine_batches WHERE estate_id = $1', [estateId])).toHaveLength(1);
    }
  });

  it('bottling twice at once: one wine lot; ten bulk sales of everything: one sale', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { token, estateId } = await player();
      await setDay(HARVEST_DAY);
      const lotA = await grapeLot(estateId, 'syrah', 1_500);
      const lotB = await grapeLot(estateId, 'syrah', 1_500);
      const a = (await crushLot(token, estateId, { grapeLotId: lotA, kilograms: 1_500, preset: 'joven_red' })).body.data
        .batch;
      const b = (await crushLot(token, estateId, { grapeLotId: lotB, kilograms: 1_500, preset: 'joven_red' })).body.data
        .batch;
      await setDay(a.readyDay);
      const bottlings = await Promise.all(
        [1, 2].map((i) =>
          game
            .api(token)
            .POST('/api/wine-batches/{id}/bottle', { params: { path: { id: a.id } }, body: { name: `Syrah ${i}` } }),
        ),
      );
      expect(bottlings.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(await game.query('SELECT id FROM wine_lots WHERE batch_id = $1', [a.id])).toHaveLength(1);
      expect(
        await game.query(`SELECT id FROM ledger_entries WHERE ref_id = $1 AND kind = 'bottling'`, [a.id]),
      ).toHaveLength(1);

      const sales = await Promise.all(
        Array.from({ length: 10 }, () =>
          game
            .api(token)
            .POST('/api/wine-batches/{id}/sell-bulk', { params: { path: { id: b.id } }, body: { litres: b.litres } }),
        ),
      );
      const statuses = sales.map((r) => r.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(statuses.filter((s) => s !== 200).every((s) => s === 409)).toBe(true);
      expect(
        await game.query(`SELECT id FROM ledger_entries WHERE ref_id = $1 AND kind = 'bulk_wine_sale'`, [b.id]),
      ).toHaveLength(1);
    }
  });
  it('the same two batches blended twice at once: one blend, the litres kept', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { token, estateId } = await player();
      await setDay(HARVEST_DAY);
      const a = await batchOf(token, estateId, 'cabernet sauvignon', 1_500, 'joven_red');
      const b = await batchOf(token, estateId, 'merlot', 1_000, 'joven_red');
      await setDay(a.readyDay);
      const answers = await Promise.all([
        blendBatches(token, estateId, [a.id, b.id]),
        blendBatches(token, estateId, [b.id, a.id]),
      ]);
      expect(answers.map((r) => r.status).sort()).toEqual([201, 400]);
      const loser = answers.find((r) => r.status === 400)!;
      expect(loser.body.errors![0]!.field).toBe('batchIds');
      const batches = await game.query(`SELECT id, litres, status FROM wine_batches WHERE estate_id = $1`, [estateId]);
      const active = batches.filter((x) => x.status === 'active');
      expect(active).toHaveLength(1);
      expect(active[0].litres).toBe(a.litres + b.litres);
      expect(batches.filter((x) => x.status === 'blended')).toHaveLength(2);
      const [held] = await game.query(
        `SELECT COALESCE(SUM(bv.litres), 0)::int AS litres, array_agg(DISTINCT bv.batch_id::text) AS ids FROM batch_vessels bv
           JOIN vessels v ON v.id = bv.vessel_id WHERE v.estate_id = $1`,
        [estateId],
      );
      expect(held).toEqual({ litres: a.litres + b.litres, ids: [active[0].id] });
    }
  });
});
