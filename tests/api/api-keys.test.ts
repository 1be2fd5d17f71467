/**
 * Personal API keys (issue 33, item 1) through the real server and database: created by a signed-in
 * player and shown once, stored hashed, used as `Authorization: Bearer vv_…` on the game's routes
 * within their scopes (403 `API_KEY_SCOPE` outside them, never on key management or sign-out),
 * acting as their player (404 for what is not theirs), their last use written at most once a
 * minute, their own rate limit, audited, and 401 once revoked or expired.
 *
 * Raw SQL here only where the statement is the point: the stored hash and columns (no secret at
 * rest), the last-use column (not a write per request), the audit rows, and an expiry moved into
 * the past (the clock of a 30-day key cannot be waited out).
 */
import { createHash } from 'node:crypto';
import { MAX_API_KEYS_PER_USER, MESSAGES } from '@vineyard/domain';
import { apiGame } from '../support/harness';

const RATE_LIMIT = 30;
const game = apiGame({ demo: true, env: { THROTTLE_API_KEY: String(RATE_LIMIT) } });
const k = MESSAGES.apiKeys;

type Scope = 'read' | 'play' | 'admin';

async function createKey(token: string, scopes: Scope[], expiresInDays: number | null = 30, name = 'Harvest bot') {
  const res = await game.raw('/api/auth/api-keys', { token, body: { name, scopes, expiresInDays } });
  if (res.status !== 201) throw new Error(`creating a key answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.data as {
    secret: string;
    key: {
      id: string;
      name: string;
      prefix: string;
      scopes: Scope[];
      expiresAt: string | null;
      lastUsedAt: string | null;
    };
  };
}

const listKeys = async (token: string) => (await game.raw('/api/auth/api-keys', { token })).body.data.keys as any[];

const block = (name: string) => ({
  name,
  size: 0.5,
  grapeVariety: 'sangiovese',
  vineSpacing: { rowSpacing: 2, vineSpacing: 1 },
  orientation: 'north-south',
  trellisSystem: 'vsp',
});

/** A player's estate and its bare 2 ha plot (the family template's other plot carries the head-start block). */
async function playerWithPlot(prefix?: string) {
  const player = await game.playerWithEstate({ name: 'Tenuta Chiave', location: 'tuscany' }, prefix);
  return { ...player, plotId: player.estate.plots.find((p) => p.size === 2)!.id };
}

const auditOf = (keyId: string) =>
  game.query(
    `SELECT action, actor_id, details FROM admin_audit_log WHERE target_type = 'api_key' AND target_id = $1 ORDER BY created_at, action`,
    [keyId],
  );

it('creates a key shown once and stored hashed, plays with it within its scopes, and stops at revocation', async () => {
  const player = await playerWithPlot('keyplayer');
  const { secret, key } = await createKey(player.token, ['read', 'play']);
  expect(secret).toMatch(/^vv_[A-Za-z0-9_-]{43}$/);
  expect(key).toMatchObject({
    name: 'Harvest bot',
    prefix: secret.slice(0, 11),
    scopes: ['read', 'play'],
    lastUsedAt: null,
  });
  expect(Date.parse(key.expiresAt!) - Date.now()).toBeGreaterThan(29.9 * 86_400_000);

  // stored as its SHA-256 only; the list never answers the secret again
  const [row] = await game.query('SELECT * FROM api_keys WHERE id = $1', [key.id]);
  expect(row.token_hash).toBe(createHash('sha256').update(secret).digest('hex'));
  expect(JSON.stringify(row)).not.toContain(secret.slice(11));
  const listed = await game.raw('/api/auth/api-keys', { token: player.token });
  expect(listed.status).toBe(200);
  expect(listed.body.data.keys).toEqual([{ ...key, lastUsedAt: null }]);
  expect(JSON.stringify(listed.body)).not.toContain(secret.slice(11));

  // reads the player's data (also through the hot one-statement read of the plots)
  const estates = await game.raw('/api/estates', { token: secret });
  expect(estates.status).toBe(200);
  expect(estates.body.data.estates.map((e: { id: string }) => e.id)).toEqual([player.estate.id]);
  const plots = await game.raw(`/api/estates/${player.estate.id}/plots`, { token: secret });
  expect(plots.status).toBe(200);
  expect(plots.body.data.plots).toHaveLength(player.estate.plots.length);
  const me = await game.raw('/api/auth/me', { token: secret });
  expect(me.body.data.user.username).toBe(player.user.username);

  // plays a game action: plants a block, paid by the estate like any planting
  const planted = await game.raw(`/api/plots/${player.plotId}/blocks`, { token: secret, body: block('Key block') });
  expect(planted.status).toBe(201);
  const blocks = await game.raw(`/api/plots/${player.plotId}/blocks`, { token: player.token });
  expect(blocks.body.data.blocks.map((b: { name: string }) => b.name)).toEqual(['Key block']);

  // its last use is seen in the list, and written once for the requests of a minute
  const [used] = await listKeys(player.token);
  expect(used.lastUsedAt).not.toBeNull();
  expect(Math.abs(Date.parse(used.lastUsedAt) - Date.now())).toBeLessThan(60_000);
  const [{ last_used_at: before }] = await game.query('SELECT last_used_at FROM api_keys WHERE id = $1', [key.id]);
  for (let i = 0; i < 3; i++) expect((await game.raw('/api/estates', { token: secret })).status).toBe(200);
  const [{ last_used_at: after }] = await game.query('SELECT last_used_at FROM api_keys WHERE id = $1', [key.id]);
  expect(after).toEqual(before);

  // revoked: 401 at once, gone from the list, audited (created, revoked; never the secret)
  const revoked = await game.raw(`/api/auth/api-keys/${key.id}`, { method: 'DELETE', token: player.token });
  expect(revoked.status).toBe(200);
  expect(revoked.body.message).toBe(k.revoked);
  const refused = await game.raw('/api/estates', { token: secret });
  expect(refused.status).toBe(401);
  expect(refused.body).toMatchObject({ code: 'UNAUTHORIZED', message: k.invalid });
  expect(await listKeys(player.token)).toEqual([]);
  expect((await game.raw(`/api/auth/api-keys/${key.id}`, { method: 'DELETE', token: player.token })).status).toBe(404);
  const audit = await auditOf(key.id);
  expect(audit.map((a) => a.action)).toEqual(['apikey.create', 'apikey.revoke', 'apikey.refused']);
  expect(audit.every((a) => a.actor_id === player.id)).toBe(true);
  expect(audit[2].details).toMatchObject({ prefix: key.prefix, reason: 'revoked_or_expired' });
  expect(JSON.stringify(audit)).not.toContain(secret.slice(11));
  // and the key never reached the logs
  expect(game.server.output()).not.toContain(secret.slice(11));
});

it('refuses a read key a write (403 API_KEY_SCOPE, nothing changes) and a play key a read', async () => {
  const player = await playerWithPlot();
  const read = await createKey(player.token, ['read'], 90, 'Dashboard');
  const planted = await game.raw(`/api/plots/${player.plotId}/blocks`, { token: read.secret, body: block('Refused') });
  expect(planted.status).toBe(403);
  expect(planted.body).toMatchObject({ code: 'API_KEY_SCOPE', message: k.scopeMissing('play') });
  const blocks = await game.raw(`/api/plots/${player.plotId}/blocks`, { token: read.secret });
  expect(blocks.status).toBe(200);
  expect(blocks.body.data.blocks).toEqual([]);
  const [{ money }] = await game.query('SELECT money FROM estates WHERE id = $1', [player.estate.id]);
  expect(Number(money)).toBe(player.estate.money);

  const play = await createKey(player.token, ['play'], null, 'Writer');
  expect(play.key.expiresAt).toBeNull();
  const read403 = await game.raw('/api/estates', { token: play.secret });
  expect(read403.status).toBe(403);
  expect(read403.body).toMatchObject({ code: 'API_KEY_SCOPE', message: k.scopeMissing('read') });
  expect(
    (await game.raw(`/api/plots/${player.plotId}/blocks`, { token: play.secret, body: block('Allowed') })).status,
  ).toBe(201);

  // each refusal is audited, with the scope that was missing
  const audit = await auditOf(read.key.id);
  expect(audit.find((a) => a.action === 'apikey.refused')?.details).toMatchObject({
    reason: 'scope',
    needed: 'play',
    method: 'POST',
    route: '/api/plots/:plotId/blocks',
  });
});

it('acts as its player: 404 for what is not theirs', async () => {
  const owner = await playerWithPlot();
  const other = await game.playerWithEstate();
  const { secret } = await createKey(other.token, ['read', 'play']);
  expect((await game.raw(`/api/estates/${owner.estate.id}`, { token: secret })).status).toBe(404);
  expect((await game.raw(`/api/estates/${owner.estate.id}/plots`, { token: secret })).status).toBe(404);
  const planted = await game.raw(`/api/plots/${owner.plotId}/blocks`, { token: secret, body: block('Trespass') });
  expect(planted.status).toBe(404);
  // nor can another player revoke the key
  const [mine] = await listKeys(other.token);
  expect((await game.raw(`/api/auth/api-keys/${mine.id}`, { method: 'DELETE', token: owner.token })).status).toBe(404);
  expect((await game.raw('/api/estates', { token: secret })).status).toBe(200);
});

it('never reaches key management or sign-out, whatever its scopes', async () => {
  const admin = await game.adminToken();
  const { secret, key } = await createKey(admin, ['read', 'play', 'admin']);
  const attempts = [
    game.raw('/api/auth/api-keys', { token: secret }),
    game.raw('/api/auth/api-keys', { token: secret, body: { name: 'Child', scopes: ['read'], expiresInDays: null } }),
    game.raw(`/api/auth/api-keys/${key.id}`, { method: 'DELETE', token: secret }),
    game.raw('/api/auth/logout', { token: secret, body: {} }),
  ];
  for (const res of await Promise.all(attempts)) {
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'API_KEY_NOT_ALLOWED', message: k.notAllowed });
  }
  // still one key, still working
  expect((await listKeys(admin)).map((x) => x.id)).toContain(key.id);
  expect((await game.raw('/api/admin/users', { token: secret })).status).toBe(200);
});

it('gives the admin scope to admins who ask for it, and admin routes only to it', async () => {
  const player = await game.player();
  const asked = await game.raw('/api/auth/api-keys', {
    token: player.token,
    body: { name: 'Root', scopes: ['read', 'admin'], expiresInDays: 30 },
  });
  expect(asked.status).toBe(403);
  expect(asked.body).toMatchObject({ code: 'API_KEY_ADMIN_ONLY', message: k.adminOnly });
  expect(await listKeys(player.token)).toEqual([]);

  const admin = await game.adminToken();
  const readOnly = await createKey(admin, ['read']);
  const refused = await game.raw('/api/admin/users', { token: readOnly.secret });
  expect(refused.status).toBe(403);
  expect(refused.body.code).toBe('API_KEY_SCOPE');
  const adminKey = await createKey(admin, ['admin']);
  expect((await game.raw('/api/admin/users', { token: adminKey.secret })).status).toBe(200);
  // a player's read key on an admin route: the scope first (403), whoever holds it
  const playerKey = await createKey(player.token, ['read']);
  expect((await game.raw('/api/admin/users', { token: playerKey.secret })).body.code).toBe('API_KEY_SCOPE');
  for (const id of [readOnly.key.id, adminKey.key.id]) {
    await game.raw(`/api/auth/api-keys/${id}`, { method: 'DELETE', token: admin });
  }
});

it('answers 401 once a key has expired, and for any unknown vv_ key', async () => {
  const player = await game.playerWithEstate();
  const { secret, key } = await createKey(player.token, ['read'], 1);
  expect((await game.raw('/api/estates', { token: secret })).status).toBe(200);
  await game.query(`UPDATE api_keys SET expires_at = now() - interval '1 second' WHERE id = $1`, [key.id]);
  const expired = await game.raw('/api/estates', { token: secret });
  expect(expired.status).toBe(401);
  expect(expired.body).toMatchObject({ code: 'UNAUTHORIZED', message: k.invalid });
  // listed as expired (its date), no longer counted against the limit
  expect((await listKeys(player.token)).map((x) => x.id)).toEqual([key.id]);
  const unknown = await game.raw('/api/estates', { token: `vv_${'A'.repeat(43)}` });
  expect(unknown.status).toBe(401);
});

it.each([
  [{ name: '', scopes: ['read'], expiresInDays: 30 }, 'name', k.nameRequired],
  [{ name: 'x'.repeat(51), scopes: ['read'], expiresInDays: 30 }, 'name', k.nameTooLong(50)],
  [{ name: 'Bot', scopes: [], expiresInDays: 30 }, 'scopes', k.scopesRequired],
  [{ name: 'Bot', scopes: ['root'], expiresInDays: 30 }, 'scopes', k.scopeInvalid],
  [{ name: 'Bot', scopes: ['read'], expiresInDays: 0 }, 'expiresInDays', k.expiryInvalid(365)],
  [{ name: 'Bot', scopes: ['read'], expiresInDays: 366 }, 'expiresInDays', k.expiryInvalid(365)],
  [{ name: 'Bot', scopes: ['read'], expiresInDays: 2.5 }, 'expiresInDays', k.expiryInvalid(365)],
  [{ name: 'Bot', scopes: ['read'] }, 'expiresInDays', k.expiryInvalid(365)],
])('refuses %j with 400 and creates nothing', async (body, field, message) => {
  const player = await game.player();
  const res = await game.raw('/api/auth/api-keys', { token: player.token, body });
  expect(res.status).toBe(400);
  expect(res.body.errors).toContainEqual({ field, message });
  expect(await listKeys(player.token)).toEqual([]);
});

it(`holds at most ${MAX_API_KEYS_PER_USER} live keys, also when asked at once`, async () => {
  const player = await game.player();
  const statuses = await Promise.all(
    Array.from({ length: MAX_API_KEYS_PER_USER + 3 }, (_, i) =>
      game
        .raw('/api/auth/api-keys', {
          token: player.token,
          body: { name: `Bot ${i}`, scopes: ['read'], expiresInDays: 30 },
        })
        .then((r) => r.status),
    ),
  );
  expect(statuses.filter((s) => s === 201)).toHaveLength(MAX_API_KEYS_PER_USER);
  expect(statuses.filter((s) => s === 409)).toHaveLength(3);
  const more = await game.raw('/api/auth/api-keys', {
    token: player.token,
    body: { name: 'One more', scopes: ['read'], expiresInDays: 30 },
  });
  expect(more.status).toBe(409);
  expect(more.body).toMatchObject({ code: 'TOO_MANY_API_KEYS', message: k.tooMany(MAX_API_KEYS_PER_USER) });
  // revoking one makes room
  const [first] = await listKeys(player.token);
  await game.raw(`/api/auth/api-keys/${first.id}`, { method: 'DELETE', token: player.token });
  expect(
    (
      await game.raw('/api/auth/api-keys', {
        token: player.token,
        body: { name: 'Room', scopes: ['read'], expiresInDays: 30 },
      })
    ).status,
  ).toBe(201);
});

it('limits each key to its own requests a minute (429 with Retry-After), not the player', async () => {
  const player = await game.playerWithEstate();
  const busy = await createKey(player.token, ['read'], 30, 'Busy');
  const calm = await createKey(player.token, ['read'], 30, 'Calm');
  const statuses: number[] = [];
  for (let i = 0; i < RATE_LIMIT + 2; i++)
    statuses.push((await game.raw('/api/estates', { token: busy.secret })).status);
  expect(statuses.slice(0, RATE_LIMIT).every((s) => s === 200)).toBe(true);
  const limited = await game.raw('/api/estates', { token: busy.secret });
  expect(limited.status).toBe(429);
  expect(limited.body).toMatchObject({ code: 'RATE_LIMITED', message: k.rateLimited });
  expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  expect((await game.raw('/api/estates', { token: calm.secret })).status).toBe(200);
  expect((await game.raw('/api/estates', { token: player.token })).status).toBe(200);
});
