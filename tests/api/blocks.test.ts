/**
 * Vineyard blocks through the real server and database: validation with the spec's messages, the
 * area limit, vine counts, 404 for non-owners, and the block moving with the game clock an admin
 * advances, up to the harvest. (A whole year of the clock, day by day, and upkeep on the first
 * day of the game year: tests/service/block-lifecycle.test.ts, in process.)
 */
import { Client } from 'pg';
import {
  blockStatus,
  DEMO_ACCOUNTS,
  formatMoney,
  gameTimeFromDayIndex,
  MATURITY_DAYS,
  MESSAGES,
  nextHarvestWindowDay,
  PLANTING_DAYS,
  plantingCost,
  vineCount,
} from '@vineyard/domain';
import { api, RunningServer, startServer } from '../support/server';
import { Mailbox } from '../support/mailbox';
import { verifiedSession } from '../support/accounts';

const b = MESSAGES.block;
let server: RunningServer;
let mailbox: Mailbox;
let adminToken: string;

async function query(sql: string, params: unknown[] = []): Promise<any[]> {
  const c = new Client({ connectionString: server.databaseUrl });
  await c.connect();
  try {
    return (await c.query(sql, params)).rows;
  } finally {
    await c.end();
  }
}

/**
 * A new player's estate and a bare plot of it: the family template's 2 ha plot (its 3 ha plot
 * carries the head-start block, HEAD_START).
 */
async function playerWithPlot() {
  const { session } = await verifiedSession(server.baseUrl, mailbox);
  const token = session.access_token;
  const estate = (
    await api(server.baseUrl, '/api/estates', {
      token,
      body: { name: 'Weingut Test', template: 'family', location: 'tuscany' },
    })
  ).body.data.estate;
  const bare = estate.plots.find((p: { size: number }) => p.size === 2);
  return { token, estate, plotId: bare.id as string };
}

const block = {
  name: 'North Sangiovese',
  size: 0.5,
  grapeVariety: 'sangiovese',
  vineSpacing: { rowSpacing: 2, vineSpacing: 1 },
  orientation: 'north-south',
  trellisSystem: 'vsp',
};

beforeAll(async () => {
  mailbox = await new Mailbox().start();
  server = await startServer({ env: { SMTP_URL: mailbox.url, DEMO_ACCOUNTS: 'true' } });
  const login = await api(server.baseUrl, '/api/auth/login', {
    body: { identifier: DEMO_ACCOUNTS.admin.username, password: DEMO_ACCOUNTS.admin.password },
  });
  adminToken = login.body.data.access_token;
});

afterAll(async () => {
  await server?.stop();
  await mailbox?.stop();
});

it('plants a block with its vine count and answers it in the plot list', async () => {
  const { token, plotId } = await playerWithPlot();
  const res = await api(server.baseUrl, `/api/plots/${plotId}/blocks`, { token, body: block });
  expect(res.status).toBe(201);
  expect(res.body.message).toBe(b.createdNamed('North Sangiovese'));
  expect(res.body.data.block).toMatchObject({
    plotId,
    status: 'planting',
    vinesPerHectare: 5000,
    vines: vineCount(0.5, 2, 1),
    health: 70,
    ageDays: 0,
    suitability: expect.any(Number),
  });
  const list = await api(server.baseUrl, `/api/plots/${plotId}/blocks`, { token });
  expect(list.body.data.blocks).toHaveLength(1);
  const total = await api(server.baseUrl, `/api/plots/${plotId}/blocks/total-size`, { token });
  expect(total.body.data.totalSize).toBe(0.5);
});

// every rule of the DTO: tests/service/validation.test.ts; here the 400 body a client gets
it.each([
  [{ name: '' }, 'name', b.nameRequired],
  [{ vineSpacing: { rowSpacing: 2, vineSpacing: 0.2 } }, 'vineSpacing.vineSpacing', b.vineSpacingMin],
])('refuses %j with the spec message', async (override, field, message) => {
  const { token, plotId } = await playerWithPlot();
  const res = await api(server.baseUrl, `/api/plots/${plotId}/blocks`, { token, body: { ...block, ...override } });
  expect(res.status).toBe(400);
  expect(res.body.errors).toContainEqual({ field, message });
});

it('never lets the blocks of a plot exceed its size', async () => {
  const { token, plotId } = await playerWithPlot(); // a bare plot of 2 ha
  expect(
    (await api(server.baseUrl, `/api/plots/${plotId}/blocks`, { token, body: { ...block, size: 1.5 } })).status,
  ).toBe(201);
  const over = await api(server.baseUrl, `/api/plots/${plotId}/blocks`, { token, body: { ...block, size: 0.6 } });
  expect(over.status).toBe(400);
  expect(over.body.message).toContain('cannot exceed its size');
  expect(
    (await api(server.baseUrl, `/api/plots/${plotId}/blocks`, { token, body: { ...block, size: 0.5 } })).status,
  ).toBe(201);
});

it('edits, deletes, and answers 404 to non-owners on every block route', async () => {
  const owner = await playerWithPlot();
  const other = await playerWithPlot();
  const created = (await api(server.baseUrl, `/api/plots/${owner.plotId}/blocks`, { token: owner.token, body: block }))
    .body.data.block;
  const routes: [string, string, unknown?][] = [
    ['GET', `/api/plots/${owner.plotId}/blocks`],
    ['POST', `/api/plots/${owner.plotId}/blocks`, block],
    ['GET', `/api/plots/${owner.plotId}/blocks/total-size`],
    ['GET', `/api/blocks/${created.id}`],
    ['GET', `/api/blocks/${created.id}/details`],
    ['PATCH', `/api/blocks/${created.id}`, { name: 'Mine' }],
    ['POST', `/api/blocks/${created.id}/harvest`],
    ['DELETE', `/api/blocks/${created.id}`],
  ];
  for (const [method, path, body] of routes) {
    const res = await api(server.baseUrl, path, { method, body, token: other.token });
    expect({ method, path, status: res.status }).toEqual({ method, path, status: 404 });
  }
  const edited = await api(server.baseUrl, `/api/blocks/${created.id}`, {
    token: owner.token,
    method: 'PATCH',
    body: { name: 'Renamed', notes: 'Good slope' },
  });
  expect(edited.body.data.block).toMatchObject({ name: 'Renamed', notes: 'Good slope', grapeVariety: 'sangiovese' });
  expect(
    (await api(server.baseUrl, `/api/blocks/${created.id}`, { token: owner.token, method: 'DELETE' })).status,
  ).toBe(200);
  expect((await api(server.baseUrl, `/api/blocks/${created.id}`, { token: owner.token })).status).toBe(404);
});

it('moves with the clock an admin advances, and harvests once in the fall (the whole year: tests/service/block-lifecycle.test.ts)', async () => {
  const { token, estate, plotId } = await playerWithPlot();
  const planted = (await api(server.baseUrl, `/api/plots/${plotId}/blocks`, { token, body: block })).body.data.block;
  const early = await api(server.baseUrl, `/api/blocks/${planted.id}/harvest`, { token, method: 'POST' });
  expect(early.status).toBe(409);
  const advance = async (expectedDay: number) => {
    const tick = await api(server.baseUrl, '/api/game/time/update', { method: 'POST', token: adminToken });
    expect(tick.status).toBe(200);
    expect(tick.body.data.dayIndex).toBe(expectedDay);
  };
  const status = async () =>
    (await api(server.baseUrl, `/api/blocks/${planted.id}`, { token })).body.data.block.status as string;

  // a block one day short of growing grows on the next day
  const [{ day_index: today }] = await query('SELECT day_index FROM game_clock');
  await query('UPDATE blocks SET planted_game_day = $2 WHERE id = $1', [planted.id, today + 1 - PLANTING_DAYS]);
  await advance(today + 1);
  expect(await status()).toBe(blockStatus(PLANTING_DAYS, gameTimeFromDayIndex(today + 1).month, false));

  // a year old on the eve of the harvest window: harvesting on its first day, and harvested once
  const opens = nextHarvestWindowDay(today + 2);
  await query('UPDATE game_clock SET day_index = $1', [opens - 1]);
  await query('UPDATE blocks SET planted_game_day = $2 WHERE id = $1', [planted.id, opens - MATURITY_DAYS]);
  await advance(opens);
  expect(await status()).toBe('harvesting');
  const harvested = await api(server.baseUrl, `/api/blocks/${planted.id}/harvest`, { token, method: 'POST' });
  expect(harvested.status).toBe(200);
  expect(harvested.body.message).toBe(b.harvestRecorded);
  expect(harvested.body.data.block.status).toBe('mature');
  expect(harvested.body.data.harvest).toMatchObject({
    variety: 'sangiovese',
    amount: expect.any(Number),
    year: gameTimeFromDayIndex(opens).year,
  });
  expect(harvested.body.data.harvest.amount).toBeGreaterThan(0);
  const again = await api(server.baseUrl, `/api/blocks/${planted.id}/harvest`, { token, method: 'POST' });
  expect(again.status).toBe(409);

  const details = await api(server.baseUrl, `/api/blocks/${planted.id}/details`, { token });
  expect(details.body.data.block.harvests).toHaveLength(1);
  const after = await api(server.baseUrl, `/api/estates/${estate.id}`, { token });
  expect(after.body.data.estate.inventory.grapes).toContainEqual({
    variety: 'sangiovese',
    amount: harvested.body.data.harvest.amount,
    quality: harvested.body.data.harvest.quality,
  });
});

describe('what planting costs (through the ledger)', () => {
  const money = async (estateId: string) =>
    Number((await query('SELECT money FROM estates WHERE id = $1', [estateId]))[0].money);
  const plantings = async (estateId: string) =>
    (
      await query(`SELECT amount::int FROM ledger_entries WHERE estate_id = $1 AND kind = 'planting' ORDER BY seq`, [
        estateId,
      ])
    ).map((r) => r.amount);

  it('charges a planting, the added vines of an enlargement, and a replanting in full; renaming is free', async () => {
    const { token, estate, plotId } = await playerWithPlot();
    const start = await money(estate.id);
    const created = await api(server.baseUrl, `/api/plots/${plotId}/blocks`, { token, body: block });
    expect(created.status).toBe(201);
    const id = created.body.data.block.id;
    const first = plantingCost(0.5, 2, 1);
    expect(await money(estate.id)).toBe(start - first);

    const patch = (body: object) => api(server.baseUrl, `/api/blocks/${id}`, { method: 'PATCH', token, body });
    expect((await patch({ name: 'Renamed' })).status).toBe(200);
    // twice the ground: only the added vines and hectares are charged
    expect((await patch({ size: 1 })).status).toBe(200);
    const added = plantingCost(1, 2, 1) - first;
    // a new variety replants the whole block
    expect((await patch({ grapeVariety: 'merlot' })).status).toBe(200);
    expect(await plantings(estate.id)).toEqual([-first, -added, -plantingCost(1, 2, 1)]);
    expect(await money(estate.id)).toBe(start - first - added - plantingCost(1, 2, 1));
    // every euro is in the ledger
    const [{ sum }] = await query('SELECT sum(amount)::bigint AS sum FROM ledger_entries WHERE estate_id = $1', [
      estate.id,
    ]);
    expect(Number(sum)).toBe(await money(estate.id));
  });

  it('refuses a planting the estate cannot pay, and changes nothing', async () => {
    const { token, estate, plotId } = await playerWithPlot();
    await query('UPDATE estates SET money = 100 WHERE id = $1', [estate.id]);
    const res = await api(server.baseUrl, `/api/plots/${plotId}/blocks`, { token, body: block });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MESSAGES.money.notEnoughToPlant(formatMoney(plantingCost(0.5, 2, 1))));
    expect(await query('SELECT 1 FROM blocks WHERE plot_id = $1', [plotId])).toHaveLength(0);
    expect(await money(estate.id)).toBe(100);
  });
});
