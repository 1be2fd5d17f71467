/**
 * The admin API and operations endpoints through the real server: the 401/403 matrix over every
 * admin route in the OpenAPI document, user administration (disable ends sessions at once),
 * the last-admin rule under concurrency, the game clock controls, the audit log, metrics and
 * readiness.
 */
import { DEMO_ACCOUNTS, MESSAGES } from '@vineyard/domain';
import { apiGame } from '../support/harness';
import { register, uniqueUser } from '../support/accounts';

const METRICS_TOKEN = 'metrics-token-for-tests-0123456789';
// Swagger on (startServer turns it off): the route list comes from /api/docs-json
const game = apiGame({ env: { METRICS_TOKEN, SWAGGER_ENABLED: 'true' } });
let admin: string;

async function login(identifier: string, password: string) {
  return game.api().POST('/api/auth/login', { body: { identifier, password, rememberMe: true } });
}

beforeAll(async () => {
  admin = (await login(DEMO_ACCOUNTS.admin.username, DEMO_ACCOUNTS.admin.password)).body.data.access_token;
});

it('every /admin route and /metrics answers 401 anonymous and 403 to players', async () => {
  const doc = (await game.raw('/api/docs-json')).body;
  const routes: [string, string][] = [];
  for (const [path, ops] of Object.entries<Record<string, unknown>>(doc.paths)) {
    if (!path.startsWith('/api/admin') && path !== '/api/metrics') continue;
    for (const method of Object.keys(ops)) routes.push([method.toUpperCase(), path]);
  }
  expect(routes.length).toBeGreaterThanOrEqual(10);
  const player = (await game.player()).token;
  for (const [method, template] of routes) {
    const path = template.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
    const body = method === 'GET' || method === 'DELETE' ? undefined : {};
    const anonymous = await game.raw(path, { method, body });
    const forbidden = await game.raw(path, { method, body, token: player });
    expect([method, template, anonymous.status, forbidden.status]).toEqual([method, template, 401, 403]);
    expect(forbidden.body.message).toEqual(expect.any(String));
  }
});

describe('users', () => {
  it('searches with pagination and shows a user', async () => {
    const { user } = await game.player('findme');
    const res = await game
      .api(admin)
      .GET('/api/admin/users', { params: { query: { search: user.username.toUpperCase() } } });
    expect(res.status).toBe(200);
    expect(res.body.data.users).toHaveLength(1);
    expect(res.body.data.users[0]).toMatchObject({
      username: user.username,
      role: 'player',
      emailVerified: true,
      disabledAt: null,
    });
    expect(res.body.data.users[0]).not.toHaveProperty('passwordHash');
    expect(res.body.data.pagination).toEqual({ page: 1, limit: 25, total: 1, totalPages: 1, totalCapped: false });
    const page = await game.api(admin).GET('/api/admin/users', { params: { query: { limit: 1, page: 2 } } });
    expect(page.body.data.users).toHaveLength(1);
    expect(page.body.data.pagination.total).toBeGreaterThanOrEqual(2);
    const one = await game
      .api(admin)
      .GET('/api/admin/users/{id}', { params: { path: { id: res.body.data.users[0].id } } });
    expect(one.body.data.user.username).toBe(user.username);
    expect((await game.api(admin).GET('/api/admin/users/{id}', { params: { path: { id: 'nope' } } })).status).toBe(404);
    expect((await game.api(admin).GET('/api/admin/users', { params: { query: { limit: 1000 } } })).status).toBe(400);
  });

  it('marks an e-mail verified so the user can sign in', async () => {
    const user = uniqueUser('unverified');
    const reg = await register(game.baseUrl, user);
    expect(reg.status).toBe(201);
    expect((await login(user.username, user.password)).status).toBe(403);
    const found = (await game.api(admin).GET('/api/admin/users', { params: { query: { search: user.username } } })).body
      .data.users[0];
    expect(found.emailVerified).toBe(false);
    const updatedAt = async (): Promise<number> =>
      ((await game.query('SELECT updated_at FROM users WHERE id = $1', [found.id]))[0].updated_at as Date).getTime();
    const before = await updatedAt();
    const res = await game
      .api(admin)
      .POST('/api/admin/users/{id}/verify-email', { params: { path: { id: found.id } } });
    expect(res.status).toBe(200);
    expect(res.body.data.user.emailVerified).toBe(true);
    // a verification changes the account: the same method as the link's, so updated_at moves
    expect(await updatedAt()).toBeGreaterThan(before);
    expect((await login(user.username, user.password)).status).toBe(200);
    expect(
      (await game.api(admin).POST('/api/admin/users/{id}/verify-email', { params: { path: { id: found.id } } })).status,
    ).toBe(409);
  });

  it('disabling ends every session at once and blocks sign-in; enabling lets them back', async () => {
    const { user, session } = await game.player();
    expect((await game.api(session.access_token).GET('/api/auth/me')).status).toBe(200);
    const id = session.user.id;
    const res = await game.api(admin).POST('/api/admin/users/{id}/disable', { params: { path: { id } } });
    expect(res.status).toBe(200);
    expect(res.body.data.user).toMatchObject({ disabledAt: expect.any(String), liveSessions: 0 });
    expect((await game.api(session.access_token).GET('/api/auth/me')).status).toBe(401);
    expect((await game.raw('/api/auth/refresh', { body: { refresh_token: session.refresh_token } })).status).toBe(401);
    expect((await login(user.username, user.password)).status).toBe(403);
    const enabled = await game.api(admin).POST('/api/admin/users/{id}/enable', { params: { path: { id } } });
    expect(enabled.body.data.user.disabledAt).toBeNull();
    expect((await login(user.username, user.password)).status).toBe(200);
  });

  it('promotes and demotes, never oneself, and never the last admin even when two admins race', async () => {
    const a = await game.player();
    const b = await game.player();
    for (const who of [a, b]) {
      const res = await game
        .api(admin)
        .POST('/api/admin/users/{id}/role', { params: { path: { id: who.session.user.id } }, body: { role: 'admin' } });
      expect(res.body.data.user.role).toBe('admin');
    }
    expect(
      (await game.raw(`/api/admin/users/${a.session.user.id}/role`, { token: admin, body: { role: 'root' } })).status,
    ).toBe(400);
    const self = await game.api(admin).GET('/api/auth/me');
    const mine = await game.api(admin).POST('/api/admin/users/{id}/role', {
      params: { path: { id: self.body.data.user.id } },
      body: { role: 'player' },
    });
    expect(mine.status).toBe(400);
    // demote the demo admin so that a and b are the only active admins, then let them demote each other at once
    const aToken = (await login(a.user.username, a.user.password)).body.data.access_token;
    const bToken = (await login(b.user.username, b.user.password)).body.data.access_token;
    const demoted = await game.api(aToken).POST('/api/admin/users/{id}/role', {
      params: { path: { id: self.body.data.user.id } },
      body: { role: 'player' },
    });
    expect(demoted.status).toBe(200);
    const [x, y] = await Promise.all([
      game
        .api(aToken)
        .POST('/api/admin/users/{id}/role', { params: { path: { id: b.session.user.id } }, body: { role: 'player' } }),
      game
        .api(bToken)
        .POST('/api/admin/users/{id}/role', { params: { path: { id: a.session.user.id } }, body: { role: 'player' } }),
    ]);
    // the loser is refused either by the last-admin rule (409) or, when its request arrives after
    // the winner's commit, because it is no longer an admin (403): never both demoted
    const statuses = [x.status, y.status].sort();
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    const loser = x.status === 200 ? y : x;
    if (loser.status === 409) expect(loser.body.message).toBe('The last active admin cannot be demoted or disabled');
    const admins = await game
      .api(x.status === 200 ? aToken : bToken)
      .GET('/api/admin/users', { params: { query: { role: 'admin' } } });
    expect(admins.body.data.pagination.total).toBe(1);
    // restore the demo admin for the other tests
    const restore = await game.api(x.status === 200 ? aToken : bToken).POST('/api/admin/users/{id}/role', {
      params: { path: { id: self.body.data.user.id } },
      body: { role: 'admin' },
    });
    expect(restore.status).toBe(200);
    admin = (await login(DEMO_ACCOUNTS.admin.username, DEMO_ACCOUNTS.admin.password)).body.data.access_token;
  });
});

describe('game clock', () => {
  it('shows the clock, pauses, advances N days as a job (each day once), resumes — all audited', async () => {
    const before = (await game.api(admin).GET('/api/admin/clock')).body.data;
    expect(before).toMatchObject({ time: { dayIndex: expect.any(Number), paused: false }, scheduled: false });
    const paused = await game.api(admin).POST('/api/admin/clock/pause');
    expect(paused.body.data.time.paused).toBe(true);
    // the advance is accepted at once as a job, with where to follow it
    const DAYS = 20;
    const advanced = await game.api(admin).POST('/api/admin/clock/advance', { body: { days: DAYS } });
    expect(advanced.status).toBe(202);
    const { job } = advanced.body.data;
    expect(advanced.headers.get('location')).toBe(`/api/admin/clock/jobs/${job.id}`);
    expect(job).toMatchObject({ daysRequested: DAYS, fromDay: before.time.dayIndex, requestedBy: 'demo_admin' });
    expect(['queued', 'running']).toContain(job.state);
    // one advance at a time: a second one while it runs is refused, and changes nothing
    const second = await game.api(admin).POST('/api/admin/clock/advance', { body: { days: 1 } });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ code: 'CLOCK_BUSY', message: MESSAGES.admin.clockBusy });
    // its status shows progress until it is done
    const seen: number[] = [];
    let finished;
    for (;;) {
      const res = await game.api(admin).GET('/api/admin/clock/jobs/{id}', { params: { path: { id: job.id } } });
      expect(res.status).toBe(200);
      seen.push(res.body.data.job.daysDone);
      if (res.body.data.job.finishedAt) {
        finished = res.body.data.job;
        break;
      }
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(finished).toMatchObject({
      state: 'done',
      daysDone: DAYS,
      fromDay: before.time.dayIndex,
      toDay: before.time.dayIndex + DAYS,
      errors: [],
    });
    expect(finished.batchesDone).toBeGreaterThanOrEqual(DAYS);
    expect(seen).toEqual([...seen].sort((a, b) => a - b)); // progress never goes back
    const clock = (await game.api(admin).GET('/api/admin/clock')).body.data;
    expect(clock.job).toEqual(finished);
    expect(clock.time.dayIndex).toBe(before.time.dayIndex + DAYS);
    expect(clock.recentTicks.slice(0, 5).map((t: any) => t.dayIndex)).toEqual(
      [0, 1, 2, 3, 4].map((d) => before.time.dayIndex + DAYS - d),
    );
    expect((await game.api().GET('/api/game/time')).body.data.dayIndex).toBe(before.time.dayIndex + DAYS);
    // unknown jobs are 404; players may not look
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const missing = await game.api(admin).GET('/api/admin/clock/jobs/{id}', { params: { path: { id } } });
      expect(missing.status).toBe(404);
      expect(missing.body.code).toBe('CLOCK_JOB_NOT_FOUND');
    }
    const player = await game.player('clockpeek');
    const peek = await game.api(player.token).GET('/api/admin/clock/jobs/{id}', { params: { path: { id: job.id } } });
    expect(peek.status).toBe(403);
    for (const days of [0, 361, 1.5, 'x']) {
      expect((await game.raw('/api/admin/clock/advance', { token: admin, body: { days } })).status).toBe(400);
    }
    const resumed = await game.api(admin).POST('/api/admin/clock/resume');
    expect(resumed.body.data.time.paused).toBe(false);

    const audit = (
      await game.api(admin).GET('/api/admin/audit', { params: { query: { actor: 'demo_admin', limit: 100 } } })
    ).body.data.entries;
    const actions = audit.map((e: any) => e.action);
    expect(actions.slice(0, 3)).toEqual(['clock.resume', 'clock.advance', 'clock.pause']);
    expect(audit[1].details).toMatchObject({ requested: DAYS, applied: DAYS, jobId: job.id, state: 'done' });
    expect(actions).toEqual(expect.arrayContaining(['user.disable', 'user.enable', 'user.verify-email', 'user.role']));
    const filtered = (await game.api(admin).GET('/api/admin/audit', { params: { query: { action: 'user.disable' } } }))
      .body.data;
    expect(filtered.entries.every((e: any) => e.action === 'user.disable' && e.targetType === 'user')).toBe(true);
    expect(filtered.entries[0]).toMatchObject({ actorUsername: 'demo_admin', createdAt: expect.any(String) });
  });
});

describe('operations', () => {
  it('serves Prometheus metrics to the metrics token and to admins', async () => {
    const res = await fetch(`${game.baseUrl}/api/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    expect(text).toMatch(/vv_http_requests_total\{method="GET",route="\/api\/admin\/users",status="2xx"\} \d+/);
    expect(text).toContain('# TYPE vv_http_request_duration_seconds histogram');
    expect(text).toMatch(/vv_game_ticks_total \d+/);
    expect(text).toMatch(/# TYPE vv_db_pool_connections gauge\nvv_db_pool_connections \d+/);
    expect(text).not.toContain('vv_db_pool_total');
    expect(text).toMatch(/vv_game_clock_lag_seconds [\d.]+/);
    expect(text).not.toContain(METRICS_TOKEN);
    const wrong = await fetch(`${game.baseUrl}/api/metrics`, { headers: { Authorization: 'Bearer wrong-token' } });
    expect(wrong.status).toBe(401);
    expect((await game.api(admin).GET('/api/metrics')).status).toBe(200);
  });

  it('is ready when the database is reachable, migrated and the clock on time', async () => {
    const res = await game.api().GET('/api/health/ready');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ status: 'ok', database: true, migrations: true, clock: true });
  });
});
