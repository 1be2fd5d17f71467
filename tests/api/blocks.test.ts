/**
 * Vineyard blocks through the real server and database: validation with the spec's messages, the
 * area limit, vine counts, 404 for non-owners, and the block moving with the game clock an admin
 * advances, up to the harvest. (A whole year of the clock, day by day, and upkeep on the first
 * day of the game year: tests/service/block-lifecycle.test.ts, in process.)
 */
import {
  blockStatus,
  formatMoney,
  gameTimeFromDayIndex,
  MATURITY_DAYS,
  MESSAGES,
  nextHarvestWindowDay,
  PLANTING_DAYS,
  plantingCost,
  vineCount,
} from '@vineyard/domain';
import { apiGame } from '../support/harness';
import { updateGameTime } from '../support/admin';

const game = apiGame({ demo: true });

const b = MESSAGES.block;
let adminToken: string;

/**
 * A new player's estate and a bare plot of it: the family template's 2 ha plot (its 3 ha plot
 * carries the head-start block, HEAD_START).
 */
async function playerWithPlot() {
  const { token, estate } = await game.playerWithEstate({ name: 'Weingut Test', location: 'tuscany' });
  const bare = estate.plots.find((p) => p.size === 2)!;
  return { token, estate, plotId: bare.id };
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
  adminToken = await game.adminToken();
});

it('plants a block with its vine count and answers it in the plot list', async () => {
  const { token, plotId } = await playerWithPlot();
  const res = await game.raw(`/api/plots/${plotId}/blocks`, { token, body: block });
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
  const list = await game.api(token).GET('/api/plots/{plotId}/blocks', { params: { path: { plotId } } });
  expect(list.body.data.blocks).toHaveLength(1);
  const total = await game.api(token).GET('/api/plots/{plotId}/blocks/total-size', { params: { path: { plotId } } });
  expect(total.body.data.totalSize).toBe(0.5);
});

// every rule of the DTO: tests/service/validation.test.ts; here the 400 body a client gets
it.each([
  [{ name: '' }, 'name', b.nameRequired],
  [{ vineSpacing: { rowSpacing: 2, vineSpacing: 0.2 } }, 'vineSpacing.vineSpacing', b.vineSpacingMin],
])('refuses %j with the spec message', async (override, field, message) => {
  const { token, plotId } = await playerWithPlot();
  const res = await game.raw(`/api/plots/${plotId}/blocks`, { token, body: { ...block, ...override } });
  expect(res.status).toBe(400);
  expect(res.body.errors).toContainEqual({ field, message });
});

it('never lets the blocks of a plot exceed its size', async () => {
  const { token, plotId } = await playerWithPlot(); // a bare plot of 2 ha
  expect((await game.raw(`/api/plots/${plotId}/blocks`, { token, body: { ...block, size: 1.5 } })).status).toBe(201);
  const over = await game.raw(`/api/plots/${plotId}/blocks`, { token, body: { ...block, size: 0.6 } });
  expect(over.status).toBe(400);
  expect(over.body).toMatchObject({ code: 'PLOT_FULL', errors: [{ field: 'size', message: b.sizeFree(0.5) }] });
  expect(over.body.message).toMatch(new RegExp(`^${b.plotFull}: .+ has 0\\.5 ha free of 2 ha$`));
  expect((await game.raw(`/api/plots/${plotId}/blocks`, { token, body: { ...block, size: 0.5 } })).status).toBe(201);
});

it('edits, deletes, and answers 404 to non-owners on every block route', async () => {
  const owner = await playerWithPlot();
  const other = await playerWithPlot();
  const created = (await game.raw(`/api/plots/${owner.plotId}/blocks`, { token: owner.token, body: block })).body.data
    .block;
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
    const res = await game.raw(path, { method, body, token: other.token });
    expect({ method, path, status: res.status }).toEqual({ method, path, status: 404 });
  }
  const edited = await game.raw(`/api/blocks/${created.id}`, {
    token: owner.token,
    method: 'PATCH',
    body: { name: 'Renamed', notes: 'Good slope' },
  });
  expect(edited.body.data.block).toMatchObject({ name: 'Renamed', notes: 'Good slope', grapeVariety: 'sangiovese' });
  expect(
    (await game.api(owner.token).DELETE('/api/blocks/{id}', { params: { path: { id: created.id } } })).status,
  ).toBe(200);
  expect((await game.api(owner.token).GET('/api/blocks/{id}', { params: { path: { id: created.id } } })).status).toBe(
    404,
  );
});

it('moves with the clock an admin advances, and harvests once in the fall (the whole year: tests/service/block-lifecycle.test.ts)', async () => {
  const { token, estate, plotId } = await playerWithPlot();
  const planted = (await game.raw(`/api/plots/${plotId}/blocks`, { token, body: block })).body.data.block;
  const early = await game.api(token).POST('/api/blocks/{id}/harvest', { params: { path: { id: planted.id } } });
  expect(early.status).toBe(409);
  const advance = async (expectedDay: number) => {
    expect((await updateGameTime(game.baseUrl, adminToken)).dayIndex).toBe(expectedDay);
  };
  const status = async () =>
    (await game.api(token).GET('/api/blocks/{id}', { params: { path: { id: planted.id } } })).body.data.block.status;

  // a block one day short of growing grows on the next day
  const [{ day_index: today }] = await game.query('SELECT day_index FROM game_clock');
  await game.query('UPDATE blocks SET planted_game_day = $2 WHERE id = $1', [planted.id, today + 1 - PLANTING_DAYS]);
  await advance(today + 1);
  expect(await status()).toBe(blockStatus(PLANTING_DAYS, gameTimeFromDayIndex(today + 1).month, false));

  // a year old on the eve of the harvest window: harvesting on its first day, and harvested once
  const opens = nextHarvestWindowDay(today + 2);
  await game.query('UPDATE game_clock SET day_index = $1', [opens - 1]);
  await game.query('UPDATE blocks SET planted_game_day = $2 WHERE id = $1', [planted.id, opens - MATURITY_DAYS]);
  await advance(opens);
  expect(await status()).toBe('harvesting');
  const harvested = await game.api(token).POST('/api/blocks/{id}/harvest', { params: { path: { id: planted.id } } });
  expect(harvested.status).toBe(200);
  expect(harvested.body.message).toBe(b.harvestRecorded);
  expect(harvested.body.data.block.status).toBe('mature');
  expect(harvested.body.data.harvest).toMatchObject({
    variety: 'sangiovese',
    amount: expect.any(Number),
    year: gameTimeFromDayIndex(opens).year,
  });
  expect(harvested.body.data.harvest.amount).toBeGreaterThan(0);
  const again = await game.api(token).POST('/api/blocks/{id}/harvest', { params: { path: { id: planted.id } } });
  expect(again.status).toBe(409);

  const details = await game.api(token).GET('/api/blocks/{id}/details', { params: { path: { id: planted.id } } });
  expect(details.body.data.block.harvests).toHaveLength(1);
  const after = await game.api(token).GET('/api/estates/{id}', { params: { path: { id: estate.id } } });
  expect(after.body.data.estate.inventory.grapes).toContainEqual({
    variety: 'sangiovese',
    amount: harvested.body.data.harvest.amount,
    quality: harvested.body.data.harvest.quality,
  });
});

describe('what planting costs (through the ledger)', () => {
  const money = async (estateId: string) =>
    Number((await game.query('SELECT money FROM estates WHERE id = $1', [estateId]))[0].money);
  const plantings = async (estateId: string) =>
    (
      await game.query(
        `SELECT amount::int FROM ledger_entries WHERE estate_id = $1 AND kind = 'planting' ORDER BY seq`,
        [estateId],
      )
    ).map((r) => r.amount);

  it('charges a planting, the added vines of an enlargement, and a replanting in full; renaming is free', async () => {
    const { token, estate, plotId } = await playerWithPlot();
    const start = await money(estate.id);
    const created = await game.raw(`/api/plots/${plotId}/blocks`, { token, body: block });
    expect(created.status).toBe(201);
    const id = created.body.data.block.id;
    const first = plantingCost(0.5, 2, 1);
    expect(await money(estate.id)).toBe(start - first);

    const patch = (body: object) => game.raw(`/api/blocks/${id}`, { method: 'PATCH', token, body });
    expect((await patch({ name: 'Renamed' })).status).toBe(200);
    // twice the ground: only the added vines and hectares are charged
    expect((await patch({ size: 1 })).status).toBe(200);
    const added = plantingCost(1, 2, 1) - first;
    // a new variety replants the whole block
    expect((await patch({ grapeVariety: 'merlot' })).status).toBe(200);
    expect(await plantings(estate.id)).toEqual([-first, -added, -plantingCost(1, 2, 1)]);
    expect(await money(estate.id)).toBe(start - first - added - plantingCost(1, 2, 1));
    // every euro is in the ledger
    const [{ sum }] = await game.query('SELECT sum(amount)::bigint AS sum FROM ledger_entries WHERE estate_id = $1', [
      estate.id,
    ]);
    expect(Number(sum)).toBe(await money(estate.id));
  });

  it('refuses a planting the estate cannot pay, and changes nothing', async () => {
    const { token, estate, plotId } = await playerWithPlot();
    await game.query('UPDATE estates SET money = 100 WHERE id = $1', [estate.id]);
    const res = await game.raw(`/api/plots/${plotId}/blocks`, { token, body: block });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MESSAGES.money.notEnoughToPlant(formatMoney(plantingCost(0.5, 2, 1))));
    expect(await game.query('SELECT 1 FROM blocks WHERE plot_id = $1', [plotId])).toHaveLength(0);
    expect(await money(estate.id)).toBe(100);
  });
});
