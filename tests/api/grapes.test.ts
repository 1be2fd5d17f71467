/**
 * Grape lots, the grape buyers and notifications through the real server and database (issue 18):
 * a harvest makes a grape lot and a notification; selling part of it brings the quoted money
 * through the ledger (money = sum of the ledger); more than is left is refused with the field and
 * changes nothing; other players get 404; ten concurrent sales of a whole lot let exactly one
 * through; notifications list (a day's sales in one notice), unread count, mark read and read-all;
 * the upkeep notifies.
 */
import {
  formatMoney,
  GRAPE_FRESHNESS,
  grapeLotKilograms,
  harvestedQuality,
  harvestKg,
  harvestLabourCost,
  MESSAGES,
} from '@vineyard/domain';
import { ledgerEntry } from '../support/builders';
import { apiGame, type EstateLocation } from '../support/harness';
import { updateGameTime } from '../support/admin';

const game = apiGame({ demo: true });

let adminToken: string;

/** September of game year 2: inside the harvest window, in buyer season 2 (season 1 began in year 1). */
const HARVEST_DAY = 540 + 5;

async function money(estateId: string): Promise<number> {
  return Number((await game.query('SELECT money FROM estates WHERE id = $1', [estateId]))[0].money);
}

/** Every estate's money equals the sum of its ledger. */
async function expectBalanced(): Promise<void> {
  const unbalanced = await game.query(
    `SELECT e.id FROM estates e
      WHERE e.money <> (SELECT COALESCE(sum(amount), 0) FROM ledger_entries l WHERE l.estate_id = e.id)`,
  );
  expect(unbalanced).toEqual([]);
}

/** A player with an estate and a block of mature vines ready to harvest (status moved by SQL). */
async function playerWithHarvestableBlock(location: EstateLocation = 'tuscany') {
  const { token, estate } = await game.playerWithEstate({ name: 'Tenuta Uva', location });
  const plotId = estate.plots[0]!.id;
  const planted = await game.raw(`/api/plots/${plotId}/blocks`, {
    token,
    body: {
      name: 'Vigna Vecchia',
      size: 0.5,
      grapeVariety: 'sangiovese',
      vineSpacing: { rowSpacing: 2, vineSpacing: 1 },
      orientation: 'north-south',
      trellisSystem: 'vsp',
    },
  });
  expect(planted.status).toBe(201);
  const blockId = planted.body.data.block.id as string;
  await game.query(`UPDATE blocks SET status = 'harvesting', planted_game_day = $2 WHERE id = $1`, [
    blockId,
    HARVEST_DAY - 4 * 360,
  ]);
  return { token, estate, blockId };
}

async function harvestLot(token: string, estateId: string, blockId: string) {
  const harvested = await game.api(token).POST('/api/blocks/{id}/harvest', { params: { path: { id: blockId } } });
  expect(harvested.status).toBe(200);
  const lots = await game.api(token).GET('/api/estates/{estateId}/grape-lots', { params: { path: { estateId } } });
  expect(lots.status).toBe(200);
  const lot = lots.body.data.lots.find((l: any) => l.blockId === blockId)!;
  return { harvest: harvested.body.data.harvest, lot, lots: lots.body.data };
}

beforeAll(async () => {
  adminToken = await game.adminToken();
  await game.query('UPDATE game_clock SET day_index = $1', [HARVEST_DAY]);
});

it('a harvest makes a grape lot; selling part brings the quoted money through the ledger', async () => {
  const { token, estate, blockId } = await playerWithHarvestableBlock();
  const [block] = await game.query('SELECT quality FROM blocks WHERE id = $1', [blockId]);
  const moneyBefore = await money(estate.id);
  const { harvest, lot, lots } = await harvestLot(token, estate.id, blockId);
  // the grapes' quality: the block's, with the timing effect of the day (harvestedQuality)
  expect(harvest.quality).toBe(harvestedQuality(block.quality, 'sangiovese', HARVEST_DAY));
  // the pickers are paid €0.10 a kilogram, through the ledger
  const labour = harvestLabourCost(harvest.amount);
  expect(labour).toBeGreaterThan(0);
  expect(await money(estate.id)).toBe(moneyBefore - labour);
  expect(
    await game.query(
      `SELECT amount::int, ref_id FROM ledger_entries WHERE estate_id = $1 AND kind = 'harvest_labour'`,
      [estate.id],
    ),
  ).toEqual([{ amount: -labour, ref_id: blockId }]);
  expect(lot).toMatchObject({
    variety: 'sangiovese',
    region: 'tuscany',
    blockName: 'Vigna Vecchia',
    kilograms: harvest.amount,
    harvestedKg: harvest.amount,
    quality: harvest.quality,
    vintage: 2,
    harvestDay: HARVEST_DAY,
    graceDaysLeft: GRAPE_FRESHNESS.graceDays,
  });
  expect(lot.kilograms).toBeGreaterThan(100);
  expect(lots.buyers).toMatchObject({ season: 2, usedKg: 0, revenue: 0 });
  expect(lots.buyers.capacityKg).toBeGreaterThan(0);
  // the estate's inventory is the lots
  const details = await game.api(token).GET('/api/estates/{id}', { params: { path: { id: estate.id } } });
  expect(details.body.data.estate.inventory.grapes).toEqual([
    { variety: 'sangiovese', amount: harvest.amount, quality: harvest.quality },
  ]);

  const part = Math.floor(lot.kilograms / 3);
  const quote = await game
    .api(token)
    .GET('/api/grape-lots/{id}/quote', { params: { path: { id: lot.id }, query: { kilograms: part } } });
  expect(quote.status).toBe(200);
  expect(quote.body.data.quote).toMatchObject({ kilograms: part, available: lot.kilograms });
  expect(quote.body.data.quote.money).toBeGreaterThan(0);
  const before = await money(estate.id);
  const sold = await game
    .api(token)
    .POST('/api/grape-lots/{id}/sell', { params: { path: { id: lot.id } }, body: { kilograms: part } });
  expect(sold.status).toBe(200);
  expect(sold.body.data).toMatchObject({
    received: quote.body.data.quote.money,
    kilogramsSold: part,
    money: before + quote.body.data.quote.money,
    lot: { id: lot.id, kilograms: lot.kilograms - part },
  });
  expect(sold.body.message).toBe(MESSAGES.grapes.sold(part, formatMoney(sold.body.data.received)));
  expect(await money(estate.id)).toBe(before + quote.body.data.quote.money);
  const rows = await game.query(
    `SELECT amount::int, ref_id FROM ledger_entries WHERE estate_id = $1 AND kind = 'grape_sale'`,
    [estate.id],
  );
  expect(rows).toEqual([{ amount: quote.body.data.quote.money, ref_id: lot.id }]);
  const ledger = await game.api(token).GET('/api/estates/{estateId}/ledger', {
    params: { path: { estateId: estate.id }, query: { kind: 'grape_sale' } },
  });
  expect(ledger.body.data.entries).toHaveLength(1);
  // the pool filled a little: the same kilograms now fetch no more than before
  const again = await game
    .api(token)
    .GET('/api/grape-lots/{id}/quote', { params: { path: { id: lot.id }, query: { kilograms: part } } });
  expect(again.body.data.quote.money).toBeLessThanOrEqual(quote.body.data.quote.money);
  const after = await game
    .api(token)
    .GET('/api/estates/{estateId}/grape-lots', { params: { path: { estateId: estate.id } } });
  expect(after.body.data.buyers.usedKg).toBe(sold.body.data.buyersKg);
  expect(after.body.data.buyers.revenue).toBe(sold.body.data.received);
  await expectBalanced();
});

it('a sale split into twenty 1 kg sales earns no more than the one 20 kg sale quoted before it (issue 34: rounding minted money)', async () => {
  const { token, estate, blockId } = await playerWithHarvestableBlock('mendoza');
  const { lot } = await harvestLot(token, estate.id, blockId);
  const whole = await game
    .api(token)
    .GET('/api/grape-lots/{id}/quote', { params: { path: { id: lot.id }, query: { kilograms: 20 } } });
  expect(whole.status).toBe(200);
  // prices come without floating-point noise, never as 2.4000000000000004 (issue 34, item 7)
  const { listPricePerKg, cooperativePricePerKg, marginalPriceAfter } = whole.body.data.quote;
  for (const price of [listPricePerKg, cooperativePricePerKg, marginalPriceAfter, lot.listPricePerKg]) {
    expect(Math.round(price * 10_000) / 10_000).toBe(price);
  }
  let received = 0;
  for (let i = 0; i < 20; i++) {
    const sold = await game
      .api(token)
      .POST('/api/grape-lots/{id}/sell', { params: { path: { id: lot.id } }, body: { kilograms: 1 } });
    expect(sold.status).toBe(200);
    received += sold.body.data.received;
  }
  // half-up rounding paid about €1 a kilogram here (20 × €1 against €17 for the whole)
  expect(received).toBeLessThanOrEqual(whole.body.data.quote.money);
  await expectBalanced();
});

it('refuses more than is left (400 with the field, nothing changes), bad input, and replays an Idempotency-Key', async () => {
  const { token, estate, blockId } = await playerWithHarvestableBlock('mendoza');
  const { lot } = await harvestLot(token, estate.id, blockId);
  const before = await money(estate.id);
  const tooMany = await game
    .api(token)
    .POST('/api/grape-lots/{id}/sell', { params: { path: { id: lot.id } }, body: { kilograms: lot.kilograms + 1 } });
  expect(tooMany.status).toBe(400);
  expect(tooMany.body.errors).toEqual([
    { field: 'kilograms', message: MESSAGES.grapes.kilogramsTooMany(lot.kilograms) },
  ]);
  for (const body of [{ kilograms: 0 }, { kilograms: 1.5 }, { kilograms: 'many' }, {}]) {
    const bad = await game.raw(`/api/grape-lots/${lot.id}/sell`, { token, body });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([expect.objectContaining({ field: 'kilograms' })]);
  }
  expect(
    (
      await game
        .api(token)
        .GET('/api/grape-lots/{id}/quote', { params: { path: { id: lot.id }, query: { kilograms: 0 } } })
    ).status,
  ).toBe(400);
  expect(await money(estate.id)).toBe(before);
  expect((await game.query('SELECT kilograms FROM grape_lots WHERE id = $1', [lot.id]))[0].kilograms).toBe(
    lot.kilograms,
  );
  expect(
    await game.query(`SELECT 1 FROM ledger_entries WHERE estate_id = $1 AND kind = 'grape_sale'`, [estate.id]),
  ).toEqual([]);

  // the same key and body: one sale, the same answer twice; another body under it: 422
  const headers = { 'Idempotency-Key': `sell-${lot.id}` };
  const first = await game
    .api(token)
    .POST('/api/grape-lots/{id}/sell', { params: { path: { id: lot.id } }, body: { kilograms: 10 }, headers });
  const replay = await game
    .api(token)
    .POST('/api/grape-lots/{id}/sell', { params: { path: { id: lot.id } }, body: { kilograms: 10 }, headers });
  expect(first.status).toBe(200);
  expect(replay.status).toBe(200);
  expect(replay.body.data).toEqual(first.body.data);
  expect(
    (
      await game
        .api(token)
        .POST('/api/grape-lots/{id}/sell', { params: { path: { id: lot.id } }, body: { kilograms: 11 }, headers })
    ).status,
  ).toBe(422);
  expect(
    await game.query(`SELECT 1 FROM ledger_entries WHERE estate_id = $1 AND kind = 'grape_sale'`, [estate.id]),
  ).toHaveLength(1);
  await expectBalanced();
});

it('answers 404 for another player’s lots, quotes, sales and notifications', async () => {
  const { token, estate, blockId } = await playerWithHarvestableBlock();
  const { lot } = await harvestLot(token, estate.id, blockId);
  const other = (await game.player()).token;
  const before = await money(estate.id);
  expect(
    (await game.api(other).GET('/api/estates/{estateId}/grape-lots', { params: { path: { estateId: estate.id } } }))
      .status,
  ).toBe(404);
  expect(
    (
      await game
        .api(other)
        .GET('/api/grape-lots/{id}/quote', { params: { path: { id: lot.id }, query: { kilograms: 1 } } })
    ).status,
  ).toBe(404);
  expect(
    (
      await game
        .api(other)
        .POST('/api/grape-lots/{id}/sell', { params: { path: { id: lot.id } }, body: { kilograms: 1 } })
    ).status,
  ).toBe(404);
  expect(
    (
      await game
        .api(token)
        .POST('/api/grape-lots/{id}/sell', { params: { path: { id: 'not-a-uuid' } }, body: { kilograms: 1 } })
    ).status,
  ).toBe(404);
  expect(
    (await game.api(other).GET('/api/estates/{estateId}/notifications', { params: { path: { estateId: estate.id } } }))
      .status,
  ).toBe(404);
  expect(
    (
      await game
        .api(other)
        .POST('/api/estates/{estateId}/notifications/read-all', { params: { path: { estateId: estate.id } } })
    ).status,
  ).toBe(404);
  const [n] = (
    await game.api(token).GET('/api/estates/{estateId}/notifications', { params: { path: { estateId: estate.id } } })
  ).body.data.notifications;
  expect((await game.api(other).POST('/api/notifications/{id}/read', { params: { path: { id: n.id } } })).status).toBe(
    404,
  );
  expect((await game.raw(`/api/estates/${estate.id}/notifications?unread`, { token })).body.data.unreadCount).toBe(1);
  expect(await money(estate.id)).toBe(before);
});

it('ten concurrent sales of the whole lot: exactly one succeeds, nothing lost or duplicated', async () => {
  const { token, estate, blockId } = await playerWithHarvestableBlock('napa');
  const { lot } = await harvestLot(token, estate.id, blockId);
  const before = await money(estate.id);
  const answers = await Promise.all(
    Array.from({ length: 10 }, () =>
      game
        .api(token)
        .POST('/api/grape-lots/{id}/sell', { params: { path: { id: lot.id } }, body: { kilograms: lot.kilograms } }),
    ),
  );
  const statuses = answers.map((a) => a.status).sort();
  expect(statuses).toEqual([200, 400, 400, 400, 400, 400, 400, 400, 400, 400]);
  const won = answers.find((a) => a.status === 200)!;
  expect(won.body.data.lot.kilograms).toBe(0);
  expect(await money(estate.id)).toBe(before + won.body.data.received);
  const sales = await game.query(
    `SELECT amount::int FROM ledger_entries WHERE estate_id = $1 AND kind = 'grape_sale'`,
    [estate.id],
  );
  expect(sales).toEqual([{ amount: won.body.data.received }]);
  expect((await game.query('SELECT kilograms FROM grape_lots WHERE id = $1', [lot.id]))[0].kilograms).toBe(0);
  // a sold-out lot leaves the list
  const lots = await game
    .api(token)
    .GET('/api/estates/{estateId}/grape-lots', { params: { path: { estateId: estate.id } } });
  expect(lots.body.data.lots).toEqual([]);
  await expectBalanced();
});

it('notifications: harvest and sale write them; unread filter and count, mark read, read all', async () => {
  const { token, estate, blockId } = await playerWithHarvestableBlock();
  const { lot } = await harvestLot(token, estate.id, blockId);
  await game.api(token).POST('/api/grape-lots/{id}/sell', { params: { path: { id: lot.id } }, body: { kilograms: 5 } });
  await game.api(token).POST('/api/grape-lots/{id}/sell', { params: { path: { id: lot.id } }, body: { kilograms: 5 } });
  const list = await game
    .api(token)
    .GET('/api/estates/{estateId}/notifications', { params: { path: { estateId: estate.id } } });
  expect(list.status).toBe(200);
  // the day's two sales make one notice (sales-notices.ts)
  expect(list.body.data.unreadCount).toBe(2);
  expect(list.body.data.notifications.map((n: any) => n.kind)).toEqual(['grape_sale', 'harvest']);
  expect(list.body.data.notifications[0].title).toMatch(/^Grape sales on .+: €/);
  expect(list.body.data.notifications[1]).toMatchObject({
    refId: lot.id,
    gameDay: HARVEST_DAY,
    readAt: null,
    title: expect.stringContaining('Harvest'),
  });
  expect(
    (
      await game.api(token).GET('/api/estates/{estateId}/notifications', {
        params: { path: { estateId: estate.id }, query: { limit: 0 } },
      })
    ).status,
  ).toBe(400);
  expect((await game.raw(`/api/estates/${estate.id}/notifications?unread=maybe`, { token })).status).toBe(400);

  const first = list.body.data.notifications[0];
  const read = await game.api(token).POST('/api/notifications/{id}/read', { params: { path: { id: first.id } } });
  expect(read.status).toBe(200);
  expect(read.body.data.unreadCount).toBe(1);
  expect(read.body.data.notification.readAt).toEqual(expect.any(String));
  // reading it again changes nothing
  const twice = await game.api(token).POST('/api/notifications/{id}/read', { params: { path: { id: first.id } } });
  expect(twice.body.data.notification.readAt).toBe(read.body.data.notification.readAt);
  const unread = await game.api(token).GET('/api/estates/{estateId}/notifications', {
    params: { path: { estateId: estate.id }, query: { unread: true } },
  });
  expect(unread.body.data.notifications.map((n: any) => n.id)).not.toContain(first.id);
  expect(unread.body.data.notifications).toHaveLength(1);

  const all = await game.api(token).POST('/api/estates/{estateId}/notifications/read-all', {
    params: { path: { estateId: estate.id } },
    headers: { 'Idempotency-Key': `read-all-${estate.id}` },
  });
  expect(all.status).toBe(200);
  expect(all.body.data).toEqual({ marked: 1, unreadCount: 0 });
  const empty = await game.raw(`/api/estates/${estate.id}/notifications?unread`, { token });
  expect(empty.body.data).toEqual({
    notifications: [],
    pagination: { page: 1, limit: 20, total: 0, totalPages: 0, totalCapped: false },
    unreadCount: 0,
  });
});

it('grapes perish after the grace period (on read), and the upkeep writes a notification', async () => {
  const { token, estate, blockId } = await playerWithHarvestableBlock();
  const { lot } = await harvestLot(token, estate.id, blockId);
  // the clock jumps to the last day of the game year: the lot has been perishing for a while
  const lastDay = 2 * 360 - 1;
  await game.query('UPDATE game_clock SET day_index = $1', [lastDay]);
  try {
    const lots = await game
      .api(token)
      .GET('/api/estates/{estateId}/grape-lots', { params: { path: { estateId: estate.id } } });
    const now = lots.body.data.lots.find((l: any) => l.id === lot.id)!;
    expect(now.kilograms).toBe(grapeLotKilograms(lot.kilograms, HARVEST_DAY, HARVEST_DAY, lastDay));
    expect(now.kilograms).toBeLessThan(lot.kilograms);
    expect(now.graceDaysLeft).toBe(0);
    // more than is left now: refused
    const tooMany = await game
      .api(token)
      .POST('/api/grape-lots/{id}/sell', { params: { path: { id: lot.id } }, body: { kilograms: now.kilograms + 1 } });
    expect(tooMany.status).toBe(400);

    // March 1: the annual upkeep, with a notification in the same statement
    expect((await updateGameTime(game.baseUrl, adminToken)).dayIndex).toBe(2 * 360);
    const list = await game.raw(`/api/estates/${estate.id}/notifications?unread`, { token });
    const upkeep = list.body.data.notifications.find((n: any) => n.kind === 'upkeep');
    expect(upkeep).toMatchObject({ gameDay: 2 * 360, title: expect.stringContaining('Annual upkeep') });
    await expectBalanced();
  } finally {
    await game.query('UPDATE game_clock SET day_index = $1', [HARVEST_DAY]);
  }
}, 60000);

it('sales racing the estate’s deletion: no 5xx, nothing left behind, the closed estate’s ledger sums to zero', async () => {
  const { token, estate, blockId } = await playerWithHarvestableBlock('bordeaux');
  const { lot } = await harvestLot(token, estate.id, blockId);
  const [deleted, ...sales] = await Promise.all([
    game.api(token).DELETE('/api/estates/{id}', { params: { path: { id: estate.id } } }),
    ...Array.from({ length: 5 }, () =>
      game.api(token).POST('/api/grape-lots/{id}/sell', { params: { path: { id: lot.id } }, body: { kilograms: 10 } }),
    ),
  ]);
  expect(deleted!.status).toBe(200);
  for (const sale of sales) expect([200, 404]).toContain(sale.status);
  expect(await game.query('SELECT 1 FROM grape_lots WHERE estate_id = $1', [estate.id])).toEqual([]);
  expect(await game.query('SELECT 1 FROM notifications WHERE estate_id = $1', [estate.id])).toEqual([]);
  expect(await game.query('SELECT 1 FROM grape_buyer_sales WHERE estate_id = $1', [estate.id])).toEqual([]);
  const [{ total }] = await game.query(
    'SELECT COALESCE(sum(amount), 0)::int AS total FROM ledger_entries WHERE estate_id = $1',
    [estate.id],
  );
  expect(total).toBe(0);
  const sold = await game.query(
    `SELECT count(*)::int AS n FROM ledger_entries WHERE estate_id = $1 AND kind = 'grape_sale'`,
    [estate.id],
  );
  expect(sold[0].n).toBe(sales.filter((s) => s.status === 200).length);
});

it('a harvest the estate cannot pay the pickers for is refused and changes nothing', async () => {
  const { token, estate, blockId } = await playerWithHarvestableBlock();
  // spend the estate's money (a ledger row keeps money equal to the ledger)
  await ledgerEntry(game, { estateId: estate.id, balance: 0 });
  const refused = await game.api(token).POST('/api/blocks/{id}/harvest', { params: { path: { id: blockId } } });
  expect(refused.status).toBe(400);
  expect(refused.body.message).toMatch(/^Not enough money to pay the pickers: this harvest's labour costs €[\d,]+$/);
  expect(await game.query('SELECT status FROM blocks WHERE id = $1', [blockId])).toEqual([{ status: 'harvesting' }]);
  expect(await game.query('SELECT 1 FROM grape_lots WHERE block_id = $1', [blockId])).toEqual([]);
  expect(await game.query('SELECT 1 FROM harvests WHERE block_id = $1', [blockId])).toEqual([]);
  expect(await money(estate.id)).toBe(0);
});

it('a block not harvested by the end of October is harvested by the tick: a lot, a harvest and a notice', async () => {
  const { token, estate, blockId } = await playerWithHarvestableBlock('rioja');
  // October 30 of year 2; the admin's tick makes it November 1, the first day after the window
  const lastWindowDay = 360 + 7 * 30 + 29;
  await game.query('UPDATE game_clock SET day_index = $1', [lastWindowDay]);
  await game.query('UPDATE blocks SET tick_day = $2 WHERE id = $1', [blockId, lastWindowDay]);
  const [before] = await game.query(
    'SELECT grape_variety, size, row_spacing, vine_spacing, health, quality, planted_game_day FROM blocks WHERE id = $1',
    [blockId],
  );
  await game.advanceDays(1);
  const day = lastWindowDay + 1;
  const expected = harvestKg(
    before.grape_variety,
    Number(before.size),
    Number(before.row_spacing),
    Number(before.vine_spacing),
    before.health,
    day - before.planted_game_day,
  );
  expect(expected).toBeGreaterThan(0);
  const lots = (
    await game.api(token).GET('/api/estates/{estateId}/grape-lots', { params: { path: { estateId: estate.id } } })
  ).body.data.lots;
  // this block and the estate's head-start block, both left on the vine
  expect(lots).toHaveLength(2);
  expect(lots.find((l: any) => l.blockId === blockId)).toMatchObject({
    kilograms: expected,
    // picked after the window: sangiovese's best days are past (harvestedQuality, at most 10 points lost)
    quality: harvestedQuality(before.quality, 'sangiovese', day),
    harvestDay: day,
    vintage: 2,
  });
  expect(await game.query('SELECT amount_kg, game_day FROM harvests WHERE block_id = $1', [blockId])).toEqual([
    { amount_kg: expected, game_day: day },
  ]);
  const [block] = await game.query('SELECT status, last_harvest_year FROM blocks WHERE id = $1', [blockId]);
  expect(block.status).not.toBe('harvesting');
  expect(block.last_harvest_year).toBe(2);
  const notices = (
    await game.api(token).GET('/api/estates/{estateId}/notifications', { params: { path: { estateId: estate.id } } })
  ).body.data.notifications;
  expect(notices).toContainEqual(
    expect.objectContaining({ kind: 'harvest', title: `Auto-harvested: ${expected} kg of Sangiovese` }),
  );
  // a day later nothing more is picked
  await game.advanceDays(1);
  expect(await game.query('SELECT 1 FROM harvests WHERE block_id = $1', [blockId])).toHaveLength(1);
  await game.query('UPDATE game_clock SET day_index = $1', [HARVEST_DAY]);
});
