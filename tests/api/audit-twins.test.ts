/**
 * Every admin write is audited (issue 14, item 18): the admin-only routes outside /admin
 * (PATCH /features/{id}, POST /game/time/update) record the same audit entries as their
 * /admin twins.
 */
import { DEMO_ACCOUNTS } from '@vineyard/domain';
import { api, RunningServer, startServer } from '../support/server';
import { Mailbox } from '../support/mailbox';
import { verifiedSession } from '../support/accounts';

let server: RunningServer;
let mailbox: Mailbox;
let admin: string;
let player: string;

const call = (path: string, init: Parameters<typeof api>[2] = {}) => api(server.baseUrl, path, init);

beforeAll(async () => {
  mailbox = await new Mailbox().start();
  server = await startServer({ env: { SMTP_URL: mailbox.url } });
  const login = await call('/api/auth/login', {
    body: { identifier: DEMO_ACCOUNTS.admin.username, password: DEMO_ACCOUNTS.admin.password },
  });
  admin = login.body.data.access_token;
  player = (await verifiedSession(server.baseUrl, mailbox)).session.access_token;
});

afterAll(async () => {
  await server?.stop();
  await mailbox?.stop();
});

it('PATCH /features/{id} writes an audit entry with what changed', async () => {
  const created = await call('/api/features', {
    token: player,
    body: { title: 'Audited suggestion', description: 'A description that is long enough.', searchedForSimilar: true },
  });
  expect(created.status).toBe(201);
  const id = created.body.data.feature.id;
  const res = await call(`/api/features/${id}`, {
    method: 'PATCH',
    token: admin,
    body: { status: 'planned', title: 'Audited suggestion, renamed' },
  });
  expect(res.status).toBe(200);
  const audit = await call(`/api/admin/audit?targetId=${id}`, { token: admin });
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
  const before = (await call('/api/game/time')).body.data.dayIndex;
  const res = await call('/api/game/time/update', { method: 'POST', token: admin, body: {} });
  expect(res.status).toBe(200);
  const audit = await call('/api/admin/audit?action=clock.advance', { token: admin });
  const entries = audit.body.data.entries as any[];
  expect(entries).toHaveLength(1);
  expect(entries[0]).toMatchObject({ action: 'clock.advance', actorUsername: DEMO_ACCOUNTS.admin.username });
  expect(entries[0].details).toMatchObject({ requested: 1, applied: 1, fromDay: before, toDay: before + 1 });
});
