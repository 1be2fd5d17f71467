/**
 * The page-session cookie (docs/decisions.md, "A session cookie for page requests"): set with
 * every token pair the API hands out, cleared on sign-out, ignored by the API, and read only by a
 * GET of /game, which then carries the player's own first screen (theirs only, never cached);
 * without a live session the page is the app shell as before, and a stale cookie is cleared.
 */
import { createHmac } from 'node:crypto';
import { apiGame, type Player } from '../support/harness';
import { PASSWORD, register, uniqueUser } from '../support/accounts';
import { linkIn } from '../support/mailbox';

/** The server's signing secret, known here to make an access token that has expired. */
const JWT_SECRET = 'page-session-suite-secret-page-session-suite-secret';
const game = apiGame({ env: { JWT_SECRET } });

const COOKIE = 'vv_page';

/** The page-session cookie a reply sets (its `name=value` and attributes), or null. */
function pageCookie(headers: Headers): { value: string; attributes: string[] } | null {
  const line = headers.getSetCookie().find((cookie) => cookie.startsWith(`${COOKIE}=`));
  if (!line) return null;
  const [pair, ...attributes] = line.split(';').map((part) => part.trim());
  return { value: pair!.slice(COOKIE.length + 1), attributes };
}

async function signIn(player: Player) {
  const res = await game.raw('/api/auth/login', { body: { identifier: player.user.username, password: PASSWORD } });
  expect(res.status).toBe(200);
  return { session: res.body.data, cookie: pageCookie(res.headers) };
}

/** GET of a page as a browser with the cookie sends it. */
async function page(path: string, cookie?: string) {
  const res = await fetch(`${game.baseUrl}${path}`, { headers: cookie ? { cookie: `${COOKIE}=${cookie}` } : {} });
  return { status: res.status, headers: res.headers, html: await res.text() };
}

const RENDERED = /data-rendered-estate="([^"]+)"/;
const pageData = (html: string) =>
  JSON.parse(/<script type="application\/json" id="vv-page-data">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '[]') as {
    endpointName: string;
    value: unknown;
  }[];

let anna: Player & { estate: { id: string; name: string } };
let bruno: Player & { estate: { id: string; name: string } };

beforeAll(async () => {
  anna = await game.playerWithEstate({ name: 'Domaine Anna', location: 'bordeaux' }, 'anna');
  bruno = await game.playerWithEstate({ name: 'Bodega Bruno', location: 'rioja' }, 'bruno');
});

describe('the cookie', () => {
  it('is set on sign-in: HttpOnly, SameSite=Strict, Path=/, expiring, and neither token of the pair', async () => {
    const { session, cookie } = await signIn(anna);
    expect(cookie).not.toBeNull();
    expect(cookie!.attributes).toEqual(expect.arrayContaining(['Path=/', 'HttpOnly', 'SameSite=Strict']));
    // not production: no Secure (plain HTTP), the __Host- name is production's
    expect(cookie!.attributes).not.toContain('Secure');
    const maxAge = Number(cookie!.attributes.find((a) => a.startsWith('Max-Age='))?.slice(8));
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(7 * 24 * 3600);
    expect(cookie!.value).not.toBe(session.refresh_token);
    expect(cookie!.value).not.toBe(session.access_token);
    const claims = JSON.parse(Buffer.from(cookie!.value.split('.')[1]!, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    expect(claims).toMatchObject({ typ: 'page', sub: anna.id, aud: 'vineyard-valley-pages' });
  });

  it('is set by the e-mail verification, which signs in', async () => {
    const user = uniqueUser('verify');
    expect((await register(game.baseUrl, user)).status).toBe(201);
    const mail = await game.mailbox.waitFor(user.email, (m) => m.text.includes('/auth/verify-email/'));
    const verified = await game.raw(`/api/auth/verify-email/${linkIn(mail, 'verify-email').token}`);
    expect(verified.status).toBe(200);
    expect(pageCookie(verified.headers)?.attributes).toContain('HttpOnly');
  });

  it('is set again with every refresh', async () => {
    const { session } = await signIn(anna);
    const refreshed = await game.raw('/api/auth/refresh', { body: { refresh_token: session.refresh_token } });
    expect(refreshed.status).toBe(200);
    expect(pageCookie(refreshed.headers)?.value).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    // a refused refresh sets nothing
    const reused = await game.raw('/api/auth/refresh', { body: { refresh_token: 'not-a-token' } });
    expect(reused.status).toBe(401);
    expect(pageCookie(reused.headers)).toBeNull();
  });

  it('is no API credential: the API ignores it', async () => {
    const { cookie } = await signIn(anna);
    for (const path of ['/api/auth/me', '/api/estates', `/api/estates/${anna.estate.id}`]) {
      const res = await game.raw(path, { headers: { cookie: `${COOKIE}=${cookie!.value}` } });
      expect(res.status).toBe(401);
    }
    // nor as a bearer token
    const asBearer = await game.raw('/api/auth/me', { token: cookie!.value });
    expect(asBearer.status).toBe(401);
  });

  it('is cleared on sign-out', async () => {
    const { session } = await signIn(anna);
    const out = await game.raw('/api/auth/logout', {
      body: { refresh_token: session.refresh_token },
      token: session.access_token,
    });
    expect(out.status).toBe(200);
    const cleared = pageCookie(out.headers);
    expect(cleared?.value).toBe('');
    expect(cleared?.attributes).toContain('Max-Age=0');
  });
});

describe('GET /game with the cookie', () => {
  it("carries the player's own screen and data, uncached, for search engines never", async () => {
    const { cookie } = await signIn(anna);
    const res = await page('/game', cookie!.value);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store, private');
    expect(res.headers.get('vary')).toMatch(/\bCookie\b/);
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
    expect(res.html).toContain('<title>Game | Vineyard Valley</title>');
    expect(RENDERED.exec(res.html)?.[1]).toBe(anna.estate.id);
    // the screen itself, before any script: the estate's name as the heading, the player's name
    expect(res.html).toMatch(/<h1[^>]*>Domaine Anna<\/h1>/);
    expect(res.html).toContain(anna.user.username);
    expect(res.html).not.toContain('modulepreload');
    const answers = pageData(res.html);
    expect(answers.map((a) => a.endpointName)).toEqual(
      expect.arrayContaining(['getMe', 'listEstates', 'getGameTime', 'getEstate', 'listEstateGrapeLots']),
    );
    // never the server's own access token, nor any token
    expect(res.html).not.toMatch(/eyJ[\w-]+\.eyJ/);
  });

  it("never shows another player's data", async () => {
    const [forAnna, forBruno] = await Promise.all([
      signIn(anna).then(({ cookie }) => page('/game', cookie!.value)),
      signIn(bruno).then(({ cookie }) => page('/game', cookie!.value)),
    ]);
    expect(forAnna.html).toContain('Domaine Anna');
    expect(forAnna.html).not.toContain('Bodega Bruno');
    expect(forAnna.html).not.toContain(bruno.user.username);
    expect(forBruno.html).toContain('Bodega Bruno');
    expect(forBruno.html).not.toContain('Domaine Anna');
    expect(RENDERED.exec(forBruno.html)?.[1]).toBe(bruno.estate.id);
  });

  it('is the app shell, as before, without the cookie and for the other tabs', async () => {
    const { cookie } = await signIn(anna);
    const without = await page('/game');
    const winery = await page('/game?tab=winery', cookie!.value);
    for (const res of [without, winery]) {
      expect(res.status).toBe(200);
      expect(res.html).toContain('<div id="root"></div>');
      expect(res.html).toContain('modulepreload');
      expect(res.html).not.toContain('Domaine Anna');
      expect(pageCookie(res.headers)).toBeNull();
    }
    // /game's answer depends on the cookie: no cache keeps even the shell for another request
    expect(without.headers.get('cache-control')).toBe('no-store, private');
    // another tab's does not (the cookie is not read there)
    expect(winery.headers.get('cache-control')).toBe('no-cache');
  });

  it("is the shell for a signed-out session's cookie, a forged one or an access token, and clears it", async () => {
    const { session, cookie } = await signIn(anna);
    const out = await game.raw('/api/auth/logout', { body: {}, token: session.access_token });
    expect(out.status).toBe(200);
    const [header, , signature] = cookie!.value.split('.');
    const forged = `${header}.${Buffer.from(JSON.stringify({ sub: bruno.id, sid: 'x', typ: 'page' })).toString('base64url')}.${signature}`;
    for (const value of [cookie!.value, forged, session.access_token, 'garbage']) {
      const res = await page('/game', value);
      expect(res.status).toBe(200);
      expect(res.html).toContain('<div id="root"></div>');
      expect(res.html).not.toContain('Domaine Anna');
      expect(res.html).not.toContain('Bodega Bruno');
      expect(pageCookie(res.headers)).toEqual({ value: '', attributes: expect.arrayContaining(['Max-Age=0']) });
    }
  });

  it('is the shell for a revoked session (a password reset ends every session)', async () => {
    const { cookie } = await signIn(bruno);
    await game.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1', [bruno.id]);
    const res = await page('/game', cookie!.value);
    expect(res.html).toContain('<div id="root"></div>');
    expect(res.html).not.toContain('Bodega Bruno');
  });
});

/** The session's access token as it is once expired: the same claims, signed by the server's key, `exp` past. */
function expired(accessToken: string): string {
  const [, payload] = accessToken.split('.') as [string, string, string];
  const now = Math.floor(Date.now() / 1000);
  const claims = { ...JSON.parse(Buffer.from(payload, 'base64url').toString()), iat: now - 1000, exp: now - 100 };
  const head = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${head}.${body}.${createHmac('sha256', JWT_SECRET).update(`${head}.${body}`).digest('base64url')}`;
}

describe('sign-out whatever the state of the access token', () => {
  /** Signs out with what is given; checks the answer clears the cookie, and that the session is over everywhere. */
  async function signOutEnds(
    send: { token?: string; refresh?: string; cookie?: string },
    session: { refresh_token: string },
    cookie: string,
  ) {
    const out = await game.raw('/api/auth/logout', {
      body: send.refresh ? { refresh_token: send.refresh } : {},
      token: send.token,
      headers: send.cookie ? { cookie: `${COOKIE}=${send.cookie}` } : {},
    });
    expect(out.status).toBe(200);
    expect(pageCookie(out.headers)).toEqual({ value: '', attributes: expect.arrayContaining(['Max-Age=0']) });
    // the refresh token no longer works, and /game with the old cookie is the bare shell
    expect((await game.raw('/api/auth/refresh', { body: { refresh_token: session.refresh_token } })).status).toBe(401);
    const res = await page('/game', cookie);
    expect(res.html).toContain('<div id="root"></div>');
    expect(res.html).not.toContain('Domaine Anna');
    expect(res.html).not.toContain(anna.user.email);
  }

  it('an expired access token is refused by the API but still names its session for sign-out', async () => {
    const { session, cookie } = await signIn(anna);
    const stale = expired(session.access_token);
    expect((await game.raw('/api/auth/me', { token: stale })).status).toBe(401);
    // as the browser signs out: the expired token, the refresh token and the cookie
    await signOutEnds({ token: stale, refresh: session.refresh_token, cookie: cookie!.value }, session, cookie!.value);
  });

  it.each([
    ['the expired access token alone', 'token'],
    ['the refresh token alone', 'refresh'],
    ['the page-session cookie alone', 'cookie'],
  ] as const)('ends the session with %s', async (_, what) => {
    const { session, cookie } = await signIn(anna);
    // the session serves /game until then
    expect((await page('/game', cookie!.value)).html).toMatch(/<h1[^>]*>Domaine Anna<\/h1>/);
    const send = {
      token: what === 'token' ? expired(session.access_token) : undefined,
      refresh: what === 'refresh' ? session.refresh_token : undefined,
      cookie: what === 'cookie' ? cookie!.value : undefined,
    };
    await signOutEnds(send, session, cookie!.value);
  });

  it("ends nothing with what names no session (another player's session lives on), and still answers 200", async () => {
    const { session, cookie } = await signIn(bruno);
    for (const send of [{}, { body: { refresh_token: 'not-a-token' } }, { token: 'garbage' }]) {
      const out = await game.raw('/api/auth/logout', { body: {}, ...send });
      expect(out.status).toBe(200);
    }
    expect((await game.raw('/api/auth/me', { token: session.access_token })).status).toBe(200);
    expect(RENDERED.exec((await page('/game', cookie!.value)).html)?.[1]).toBe(bruno.estate.id);
  });
});
