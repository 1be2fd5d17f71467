/**
 * Accounts through the real server, PostgreSQL and a real SMTP server caught in the test.
 */
import { createHmac } from 'node:crypto';
import { AUTH_LIFETIMES, MESSAGES, DEMO_ACCOUNTS } from '@vineyard/domain';
import { linkIn } from '../support/mailbox';
import { apiGame } from '../support/harness';
import { PASSWORD, register, uniqueUser } from '../support/accounts';

const m = MESSAGES.auth;

const game = apiGame({ demo: true, env: { THROTTLE_LOGIN_ACCOUNT_IP: '4', THROTTLE_EMAIL_ADDRESS: '3' } });

describe('registration and e-mail verification', () => {
  it('registers, mails a verification link built from PUBLIC_URL, and the link activates and signs in', async () => {
    const user = uniqueUser();
    const reg = await register(game.baseUrl, user);
    expect(reg.status).toBe(201);
    expect(reg.body.message).toBe(m.registered);

    const blocked = await game
      .api()
      .POST('/api/auth/login', { body: { identifier: user.email, password: PASSWORD, rememberMe: true } });
    expect(blocked.status).toBe(403);
    expect(blocked.body.message).toBe(m.emailNotVerified);

    const mail = await game.mailbox.waitFor(user.email);
    const link = linkIn(mail, 'verify-email');
    expect(link.url.startsWith(`${game.baseUrl}/auth/verify-email/`)).toBe(true);
    expect(Buffer.from(link.token, 'base64url').length).toBeGreaterThanOrEqual(16);

    const verified = await game
      .api()
      .GET('/api/auth/verify-email/{token}', { params: { path: { token: link.token } } });
    expect(verified.status).toBe(200);
    expect(verified.body.message).toBe(m.emailVerified);
    const session = verified.body.data;
    expect(session).toMatchObject({ token_type: 'Bearer', expires_in: 900 });
    expect(session.user).toEqual({
      id: expect.any(String),
      username: user.username,
      email: user.email,
      firstName: null,
      lastName: null,
      role: 'player',
      emailVerified: true,
      createdAt: expect.any(String),
    });

    const again = await game.api().GET('/api/auth/verify-email/{token}', { params: { path: { token: link.token } } });
    expect(again.status).toBe(400);
    expect(again.body.message!.toLowerCase()).toContain('invalid token');

    // only hashes are stored
    const stored = await game.query('SELECT token_hash FROM email_tokens WHERE user_id = $1', [session.user.id]);
    expect(stored.every((r) => r.token_hash !== link.token && /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
    const [row] = await game.query('SELECT password_hash, created_at, updated_at FROM users WHERE id = $1', [
      session.user.id,
    ]);
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    // the verification changed the account: updated_at moved past the sign-up's
    expect((row.updated_at as Date).getTime()).toBeGreaterThan((row.created_at as Date).getTime());
  });

  it('answers a taken e-mail exactly like a new one and tells the owner by mail', async () => {
    const { user } = await game.player();
    const again = await register(game.baseUrl, { ...user, username: `${user.username}_2` });
    expect(again.status).toBe(201);
    expect(again.body).toEqual({ data: {}, message: m.registered });
    const notice = await game.mailbox.waitFor(user.email);
    expect(notice.subject).toContain('Someone tried to register');
    expect(notice.text).not.toContain('/auth/verify-email/');
    const users = await game.query('SELECT count(*)::int AS n FROM users WHERE email = $1', [user.email]);
    expect(users[0].n).toBe(1);
  });

  it('refuses a taken username, ignoring case', async () => {
    const user = uniqueUser();
    expect((await register(game.baseUrl, user)).status).toBe(201);
    const clash = await register(game.baseUrl, { ...uniqueUser(), username: user.username.toUpperCase() });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe(m.usernameTaken);
  });

  it.each([
    [{ username: '', email: 'a@b.co', password: PASSWORD, confirmPassword: PASSWORD }, 'username', m.usernameRequired],
    [{ username: 'a!', email: 'a@b.co', password: PASSWORD, confirmPassword: PASSWORD }, 'username', m.usernameInvalid],
    [{ username: 'abc', email: '', password: PASSWORD, confirmPassword: PASSWORD }, 'email', m.emailRequired],
    [{ username: 'abc', email: 'nope', password: PASSWORD, confirmPassword: PASSWORD }, 'email', m.emailInvalid],
    [
      { username: 'abc', email: 'a@b.co', password: 'weakpass', confirmPassword: 'weakpass' },
      'password',
      m.passwordWeak,
    ],
    [
      // longer than PASSWORD_MAX_LENGTH: the domain's rule, the forms' too
      { username: 'abc', email: 'a@b.co', password: `Aa1!${'a'.repeat(125)}`, confirmPassword: '' },
      'password',
      m.passwordWeak,
    ],
    [
      { username: 'abc', email: 'a@b.co', password: PASSWORD, confirmPassword: '' },
      'confirmPassword',
      m.confirmPasswordRequired,
    ],
    [
      { username: 'abc', email: 'a@b.co', password: PASSWORD, confirmPassword: 'Other!2025' },
      'confirmPassword',
      m.passwordsDoNotMatch,
    ],
  ])('rejects %j on %s with the spec message', async (body, field, message) => {
    const res = await game.api().POST('/api/auth/register', { body });
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ field, message });
  });

  it('rejects unknown fields and never creates the account', async () => {
    const user = uniqueUser();
    const res = await game
      .api()
      .POST('/api/auth/register', { body: { ...user, confirmPassword: user.password, role: 'admin' } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ field: 'role', message: 'Unknown field: role' });
    expect(await game.query('SELECT 1 FROM users WHERE email = $1', [user.email])).toHaveLength(0);
  });

  it('resends a verification link (same answer for unknown addresses) and the old link stops working', async () => {
    const user = uniqueUser();
    await register(game.baseUrl, user);
    const first = linkIn(await game.mailbox.waitFor(user.email), 'verify-email');
    const unknown = await game.api().POST('/api/auth/resend-verification', { body: { email: 'nobody@example.test' } });
    const known = await game.api().POST('/api/auth/resend-verification', { body: { email: user.email.toUpperCase() } });
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    expect(known.body.message).toBe(m.verificationSent);
    const second = linkIn(await game.mailbox.waitFor(user.email), 'verify-email');
    expect(second.token).not.toBe(first.token);
    expect(
      (await game.api().GET('/api/auth/verify-email/{token}', { params: { path: { token: first.token } } })).status,
    ).toBe(400);
    expect(
      (await game.api().GET('/api/auth/verify-email/{token}', { params: { path: { token: second.token } } })).status,
    ).toBe(200);
  });

  it('says "expired" for an expired verification link', async () => {
    const user = uniqueUser();
    await register(game.baseUrl, user);
    const { token } = linkIn(await game.mailbox.waitFor(user.email), 'verify-email');
    await game.query(
      `UPDATE email_tokens SET expires_at = now() - interval '1 minute'
        WHERE user_id = (SELECT id FROM users WHERE email = $1)`,
      [user.email],
    );
    const res = await game.api().GET('/api/auth/verify-email/{token}', { params: { path: { token } } });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('expired');
  });
});

describe('sign-in', () => {
  it('accepts the e-mail in any case or the username', async () => {
    const { user } = await game.player();
    for (const identifier of [user.email.toUpperCase(), user.username, ` ${user.username} `]) {
      const res = await game
        .api()
        .POST('/api/auth/login', { body: { identifier, password: PASSWORD, rememberMe: true } });
      expect(res.status).toBe(200);
      expect(res.body.data.user.username).toBe(user.username);
    }
  });

  it('gives one message for a wrong password and for an unknown account', async () => {
    const { user } = await game.player();
    const wrong = await game
      .api()
      .POST('/api/auth/login', { body: { identifier: user.username, password: 'Wrong!2025', rememberMe: true } });
    const unknown = await game
      .api()
      .POST('/api/auth/login', { body: { identifier: 'ghost_x', password: 'Wrong!2025', rememberMe: true } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.message).toBe(m.invalidCredentials);
  });

  it('validates blank fields with the spec messages', async () => {
    const res = await game
      .api()
      .POST('/api/auth/login', { body: { identifier: '  ', password: '', rememberMe: true } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { field: 'identifier', message: m.identifierRequired },
      { field: 'password', message: m.passwordRequired },
    ]);
  });

  it('throttles repeated failures per account and IP with 429 and Retry-After, not other accounts', async () => {
    const { user, session } = await game.player();
    for (let i = 0; i < 4; i++) {
      const r = await game
        .api()
        .POST('/api/auth/login', { body: { identifier: user.username, password: 'Wrong!2025', rememberMe: true } });
      expect(r.status).toBe(401);
    }
    const limited = await game
      .api()
      .POST('/api/auth/login', { body: { identifier: user.username, password: PASSWORD, rememberMe: true } });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.body.message).toBe(m.tooManyAttempts);
    const other = await game.player();
    const ok = await game
      .api()
      .POST('/api/auth/login', { body: { identifier: other.user.username, password: PASSWORD, rememberMe: true } });
    expect(ok.status).toBe(200);
    // the window ends on its own: the owner gets back in afterwards
    // (the account's counters are keyed on its id: username and e-mail share them)
    await game.query(`UPDATE throttle_buckets SET window_ends_at = now() - interval '1 second' WHERE key LIKE $1`, [
      `login:%${session.user.id}%`,
    ]);
    const back = await game
      .api()
      .POST('/api/auth/login', { body: { identifier: user.username, password: PASSWORD, rememberMe: true } });
    expect(back.status).toBe(200);
  });

  it('answers 415 for a non-JSON body and 400 for malformed JSON', async () => {
    const text = await game.raw('/api/auth/login', {
      body: 'identifier=x',
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(text.status).toBe(415);
    expect(text.body).toMatchObject({ statusCode: 415, error: 'Unsupported Media Type' });
    const broken = await game.raw('/api/auth/login', { body: '{"identifier": ' });
    expect(broken.status).toBe(400);
    expect(broken.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  });

  it('seeds verified demo accounts outside production and says so in the public config', async () => {
    const config = await game.api().GET('/api/config');
    expect(config.body.data.demoAccounts).toBe(true);
    for (const [role, account] of Object.entries(DEMO_ACCOUNTS)) {
      const res = await game.api().POST('/api/auth/login', {
        body: { identifier: account.username, password: account.password, rememberMe: true },
      });
      expect(res.status).toBe(200);
      expect(res.body.data.user.role).toBe(role);
    }
  });
});

describe('sessions', () => {
  it('rotates refresh tokens; reusing a rotated one revokes the whole family', async () => {
    const { session } = await game.player();
    const first = await game.raw('/api/auth/refresh', { body: { refresh_token: session.refresh_token } });
    expect(first.status).toBe(200);
    expect(first.body.data.refresh_token).not.toBe(session.refresh_token);
    const newest = first.body.data;

    // a copy presented by another client (the immediate duplicate from the same one is the two-tab case below)
    const reuse = await game.raw('/api/auth/refresh', {
      body: { refresh_token: session.refresh_token },
      headers: { 'User-Agent': 'Someone-Else/1.0' },
    });
    expect(reuse.status).toBe(401);
    const afterReuse = await game.raw('/api/auth/refresh', {
      body: { refresh_token: newest.refresh_token },
    });
    expect(afterReuse.status).toBe(401);
    const me = await game.api(newest.access_token).GET('/api/auth/me');
    expect(me.status).toBe(401);
  });

  it('refuses the immediate duplicate from the same client (two tabs) without ending the session', async () => {
    const { session } = await game.player();
    const tab = { 'User-Agent': 'Two-Tab-Browser/1.0' };
    const refresh = (token: string, headers = tab) =>
      game.raw('/api/auth/refresh', { body: { refresh_token: token }, headers });
    // both tabs present the same token at once: exactly one wins, the session survives
    const [a, b] = await Promise.all([refresh(session.refresh_token), refresh(session.refresh_token)]);
    expect([a.status, b.status].sort()).toEqual([200, 401]);
    const [winner, loser] = a.status === 200 ? [a, b] : [b, a];
    expect(loser.body.message).toBe(MESSAGES.auth.refreshTokenSuperseded);
    expect((await game.api(winner.body.data.access_token).GET('/api/auth/me')).status).toBe(200);
    const next = await refresh(winner.body.data.refresh_token);
    expect(next.status).toBe(200);

    // the same used token from another client is reuse: the whole session ends
    const stolen = await refresh(winner.body.data.refresh_token, { 'User-Agent': 'Thief/2.0' });
    expect(stolen.status).toBe(401);
    expect(stolen.body.message).toBe(MESSAGES.auth.refreshTokenInvalid);
    expect((await refresh(next.body.data.refresh_token)).status).toBe(401);
  });

  it('treats a duplicate from the same client after the grace period as reuse', async () => {
    const { session } = await game.player();
    const first = await game.raw('/api/auth/refresh', { body: { refresh_token: session.refresh_token } });
    expect(first.status).toBe(200);
    await game.query(
      `UPDATE refresh_tokens SET used_at = used_at - make_interval(secs => $2)
        WHERE token_hash = encode(sha256($1::bytea), 'hex')`,
      [session.refresh_token, AUTH_LIFETIMES.refreshReuseGraceSeconds + 1],
    );
    const late = await game.raw('/api/auth/refresh', { body: { refresh_token: session.refresh_token } });
    expect(late.status).toBe(401);
    const newest = await game.raw('/api/auth/refresh', {
      body: { refresh_token: first.body.data.refresh_token },
    });
    expect(newest.status).toBe(401);
  });

  it('ends a refresh token after its idle lifetime and a session after its absolute lifetime', async () => {
    const idle = (await game.player()).session;
    await game.query(
      `UPDATE refresh_tokens SET expires_at = now() - interval '1 second' WHERE token_hash = encode(sha256($1::bytea), 'hex')`,
      [idle.refresh_token],
    );
    expect((await game.raw('/api/auth/refresh', { body: { refresh_token: idle.refresh_token } })).status).toBe(401);

    const old = (await game.player()).session;
    await game.query(`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [old.user.id]);
    expect((await game.raw('/api/auth/refresh', { body: { refresh_token: old.refresh_token } })).status).toBe(401);
    expect((await game.api(old.access_token).GET('/api/auth/me')).status).toBe(401);
    const [row] = await game.query(`SELECT expires_at - created_at AS lifetime FROM sessions WHERE user_id = $1`, [
      idle.user.id,
    ]);
    expect(row.lifetime.days).toBe(30);
  });

  it('logout ends the access token at once and its refresh token', async () => {
    const { session } = await game.player();
    expect((await game.api(session.access_token).GET('/api/auth/me')).status).toBe(200);
    const out = await game
      .api(session.access_token)
      .POST('/api/auth/logout', { body: { refresh_token: session.refresh_token } });
    expect(out.status).toBe(200);
    expect((await game.api(session.access_token).GET('/api/auth/me')).status).toBe(401);
    expect((await game.raw('/api/auth/refresh', { body: { refresh_token: session.refresh_token } })).status).toBe(401);
  });

  it('never accepts a refresh token, a forged token or another algorithm as an access token', async () => {
    const { session } = await game.player();
    expect((await game.api(session.refresh_token).GET('/api/auth/me')).status).toBe(401);
    const [header, payload] = session.access_token.split('.') as [string, string, string];
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    expect((await game.api(none).GET('/api/auth/me')).status).toBe(401);
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forgedPayload = Buffer.from(JSON.stringify({ ...claims, typ: 'refresh' })).toString('base64url');
    const forged = `${header}.${forgedPayload}.${createHmac('sha256', 'wrong-secret').update(`${header}.${forgedPayload}`).digest('base64url')}`;
    expect((await game.api(forged).GET('/api/auth/me')).status).toBe(401);
    expect(claims).toMatchObject({ typ: 'access', iss: 'vineyard-valley', aud: 'vineyard-valley-api' });
    expect(claims.exp - claims.iat).toBe(900);
    const me = await game.api().GET('/api/auth/me');
    expect(me.status).toBe(401);
    expect(me.body).toMatchObject({ statusCode: 401, error: 'Unauthorized', code: 'UNAUTHORIZED' });
  });
});

describe('password reset', () => {
  it('mails a link, sets the password, ends every session, and the link works once', async () => {
    const { user, session } = await game.player();
    const unknown = await game.api().POST('/api/auth/forgot-password', { body: { email: 'nobody@example.test' } });
    const known = await game.api().POST('/api/auth/forgot-password', { body: { email: user.email } });
    expect(known.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    const link = linkIn(await game.mailbox.waitFor(user.email), 'reset-password');
    expect(link.url.startsWith(`${game.baseUrl}/auth/reset-password/`)).toBe(true);

    const weak = await game
      .api()
      .POST('/api/auth/reset-password', { body: { token: link.token, password: 'weak', confirmPassword: 'weak' } });
    expect(weak.status).toBe(400);
    expect(weak.body.errors).toContainEqual({ field: 'password', message: m.passwordWeak });

    const newPassword = 'Harvest!2026';
    const reset = await game.api().POST('/api/auth/reset-password', {
      body: { token: link.token, password: newPassword, confirmPassword: newPassword },
    });
    expect(reset.status).toBe(200);
    expect(reset.body.data).toEqual({});
    expect(reset.body.message).toBe(m.passwordReset);
    expect((await game.api(session.access_token).GET('/api/auth/me')).status).toBe(401);
    const reused = await game.api().POST('/api/auth/reset-password', {
      body: { token: link.token, password: newPassword, confirmPassword: newPassword },
    });
    expect(reused.status).toBe(400);
    const old = await game
      .api()
      .POST('/api/auth/login', { body: { identifier: user.email, password: PASSWORD, rememberMe: true } });
    expect(old.status).toBe(401);
    const fresh = await game
      .api()
      .POST('/api/auth/login', { body: { identifier: user.email, password: newPassword, rememberMe: true } });
    expect(fresh.status).toBe(200);
  });

  it('throttles reset mails per address', async () => {
    const user = uniqueUser();
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) {
      codes.push((await game.api().POST('/api/auth/forgot-password', { body: { email: user.email } })).status);
    }
    expect(codes).toEqual([200, 200, 200, 429]);
  });
});

describe('secrets stay out of logs', () => {
  it('logs no token, password or e-mail link', async () => {
    const { user, session } = await game.player();
    await game.raw('/api/auth/refresh', { body: { refresh_token: session.refresh_token } });
    const out = game.server.output();
    expect(out).not.toContain(session.refresh_token);
    expect(out).not.toContain(session.access_token);
    expect(out).not.toContain(PASSWORD);
    expect(out).not.toMatch(/\/auth\/(verify-email|reset-password)\/[A-Za-z0-9_-]{20,}/);
    expect(out).toContain('"route":"/api/auth/verify-email/:token"');
    expect(out).not.toContain(user.email);
  });
});
