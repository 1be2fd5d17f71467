/**
 * Every admin write is audited (issue 14, item 18): the admin-only routes outside /admin
 * (PATCH /features/{id}, POST /game/time/update) record the same audit entries as their
 * /admin twins.
 */
import { DEMO_ACCOUNTS } from '@vineyard/domain';
import { apiGame } from '../support/harness';

const game = apiGame();

let admin: string;
let player: string;

beforeAll(async () => {
  admin = await game.adminToken();
  player = (await game.player()).token;
});

it('PATCH /features/{id} writes an audit entry with what changed', async () => {
  const created = await game.api(player).POST('/api/features', {
    body: {
      title: 'Audited suggestion',
      description: 'A description that is long enough.',
      searchedForSimilar: true,
    },
  });
  expect(created.status).toBe(201);
  const id = created.body.data.feature.id;
  const res = await game.api(admin).PATCH('/api/features/{id}', {
    params: { path: { id } },
    body: { status: 'planned', title: 'Audited suggestion, renamed' },
  });
  expect(res.status).toBe(200);
  const audit = await game.api(admin).GET('/api/admin/audit', { params: { query: { targetId: id } } });
  expect(audit.status).toBe(200);
  const entries = audit.body.data.entries as any[];
  expect(entries).toHaveLength(1);
  expect(entries[0]).toMatchObject({
    action: 'feature.update',
    actorUsername: DEMO_ACCOUNTS.admin.username,
    targetType: 'feature',
    targetId: id,
  });
  expect(entries[0].details.changes).toEqual({
    status: { from: 'under-review', to: 'planned' },
    title: { from: 'Audited suggestion', to: 'Audited suggestion, renamed' },
  });
});

it('POST /game/time/update writes a clock.advance audit entry', async () => {
  const before = (await game.api().GET('/api/game/time')).body.data.dayIndex;
  const res = await game.raw('/api/game/time/update', { method: 'POST', token: admin, body: {} });
  expect(res.status).toBe(200);
  const audit = await game.api(admin).GET('/api/admin/audit', { params: { query: { action: 'clock.advance' } } });
  const entries = audit.body.data.entries as any[];
  expect(entries).toHaveLength(1);
  expect(entries[0]).toMatchObject({ action: 'clock.advance', actorUsername: DEMO_ACCOUNTS.admin.username });
  expect(entries[0].details).toMatchObject({ requested: 1, applied: 1, fromDay: before, toDay: before + 1 });
});
