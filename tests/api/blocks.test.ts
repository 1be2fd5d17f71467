/**
 * Vineyard blocks through the real server and database: validation with the spec's messages, the
 * area limit, vine counts, 404 for non-owners, and a growing season driven by the game clock up to
 * the harvest, with upkeep charged on the first day of the game year.
 */
import { Client } from 'pg';
import {
  BLOCK_ORIENTATIONS,
  DEMO_ACCOUNTS,
  formatMoney,
  GRAPE_VARIETIES,
  MESSAGES,
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

it.each([
  [{ name: '' }, 'name', b.nameRequired],
  [{ size: 0.05 }, 'size', b.sizeMin],
  [{ grapeVariety: '' }, 'grapeVariety', b.grapeVarietyRequired],
  // a value outside the list: the domain's text (validateGrapeVariety), the form's too
  [{ grapeVariety: 'grenache' }, 'grapeVariety', MESSAGES.common.invalidChoice('Grape variety', GRAPE_VARIETIES)],
  [{ vineSpacing: { rowSpacing: 0.4, vineSpacing: 1 } }, 'vineSpacing.rowSpacing', b.rowSpacingMin],
  [{ vineSpacing: { rowSpacing: 2, vineSpacing: 0.2 } }, 'vineSpacing.vineSpacing', b.vineSpacingMin],
  [{ orientation: 'up-down' }, 'orientation', MESSAGES.common.invalidChoice('Orientation', BLOCK_ORIENTATIONS)],
  [{ trellisSystem: undefined }, 'trellisSystem', b.trellisSystemRequired],
  [{ size: 2000 }, 'size', b.sizeMax(1000)],
  [{ name: 42 }, 'name', b.nameRequired],
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

it('grows through the seasons as the clock turns, charges upkeep on March 1, and harvests once in the fall', async () => {
  const { token, estate, plotId } = await playerWithPlot();
  const planted = (await api(server.baseUrl, `/api/plots/${plotId}/blocks`, { token, body: block })).body.data.block;
  const early = await api(server.baseUrl, `/api/blocks/${planted.id}/harvest`, { token, method: 'POST' });
  expect(early.status).toBe(409);

  // start the block's life at the clock's current day, on a site well below its starting health
  // (suitability comes from the random terroir: near 70, the drift could end back on 70 by chance)
  const [{ day_index: start }] = await query('SELECT day_index FROM game_clock');
  await query('UPDATE blocks SET planted_game_day = $2, suitability = 40 WHERE id = $1', [planted.id, start]);
  await query(
    `UPDATE blocks SET grape_variety = 'tempranillo', harvest_plan = 'keep'
      WHERE id <> $1 AND plot_id IN (SELECT id FROM plots WHERE estate_id = $2)`,
    [planted.id, estate.id],
  );
  const [{ maintenance }] = await query(
    'SELECT SUM(maintenance_cost)::int AS maintenance FROM plots WHERE estate_id = $1',
    [estate.id],
  );
  const seen = new Set<string>();
  let moneyBeforeNewYear = 0;
  let day = start;
  // tick until the first harvest season after maturity (day 540 at the latest from day 0)
  while (day < 545) {
    const tick = await api(server.baseUrl, '/api/game/time/update', { method: 'POST', token: adminToken });
    expect(tick.status).toBe(200);
    day = tick.body.data.dayIndex;
    if (day === 359)
      moneyBeforeNewYear = Number((await query('SELECT money FROM estates WHERE id = $1', [estate.id]))[0].money);
    if (day === 360) {
      const [{ money }] = await query('SELECT money FROM estates WHERE id = $1', [estate.id]);
      expect(Number(money)).toBe(moneyBeforeNewYear - maintenance);
    }
    const [{ status }] = await query('SELECT status FROM blocks WHERE id = $1', [planted.id]);
    seen.add(status);
  }
  expect([...seen]).toEqual(expect.arrayContaining(['planting', 'growing', 'dormant', 'mature', 'harvesting']));
  const [row] = await query('SELECT status, health FROM blocks WHERE id = $1', [planted.id]);
  expect(row.status).toBe('harvesting');
  expect(row.health).not.toBe(70); // health moved with suitability and weather

  const harvested = await api(server.baseUrl, `/api/blocks/${planted.id}/harvest`, { token, method: 'POST' });
  expect(harvested.status).toBe(200);
  expect(harvested.body.message).toBe(b.harvestRecorded);
  expect(harvested.body.data.block.status).toBe('mature');
  expect(harvested.body.data.harvest).toMatchObject({ variety: 'sangiovese', amount: expect.any(Number), year: 2 });
  expect(harvested.body.data.harvest.amount).toBeGreaterThan(0);
  const again = await api(server.baseUrl, `/api/blocks/${planted.id}/harvest`, { token, method: 'POST' });
  expect(again.status).toBe(409);

  const details = await api(server.baseUrl, `/api/blocks/${planted.id}/details`, { token });
  expect(details.body.data.block.harvests).toHaveLength(1);
  const after = await api(server.baseUrl, `/api/estates/${estate.id}`, { token });
  // the head-start block was left harvesting, so the tick harvested it on Nov 1 (no crop lost)
  // (its variety was set to tempranillo above so that the two lots never share a variety, and its plan to keep)
  const grapes = after.body.data.estate.inventory.grapes as { variety: string; amount: number }[];
  expect(grapes).toHaveLength(2);
  expect(grapes).toContainEqual({
    variety: 'sangiovese',
    amount: harvested.body.data.harvest.amount,
    quality: harvested.body.data.harvest.quality,
  });
  expect(grapes.find((g) => g.variety === 'tempranillo')?.amount).toBeGreaterThan(0);
  // the block and the estate's head-start block (1.5 ha on its 3 ha plot)
  expect(after.body.data.estate.counts.vines).toBe(2500 + vineCount(1.5, 2, 1));
}, 120000);

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
