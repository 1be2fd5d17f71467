/**
 * The platform through the real server and a real PostgreSQL: envelope and error body,
 * security headers, CORS, request limits, Swagger, readiness, logs and shutdown.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MESSAGES } from '@vineyard/domain';
import { ROOT } from '../support/server';
import { apiGame, waitForLog } from '../support/harness';

// Swagger on (startServer turns it off): the OpenAPI tests read /api/docs
const game = apiGame({ mailbox: false, env: { CORS_ORIGINS: 'https://allowed.example', SWAGGER_ENABLED: 'true' } });

describe('health', () => {
  it('answers liveness in the data envelope', async () => {
    const res = await game.api().GET('/api/health');
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('ok');
    expect(typeof res.body.data.uptime).toBe('number');
  });

  it('names the release it runs: the root package.json version and the git commit', async () => {
    const res = await game.api().GET('/api/health');
    const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string };
    expect(res.body.data.version).toBe(version);
    // the test runs from a checkout: the commit is the checkout's HEAD
    const head = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
    expect(res.body.data.commit).toBe(head);
  });

  it('answers readiness with the database and migrations checked', async () => {
    const res = await game.api().GET('/api/health/ready');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ status: 'ok', database: true, migrations: true, clock: true });
  });
});

describe('errors share one body', () => {
  it('answers an unknown API route with a JSON 404', async () => {
    const res = await game.raw('/api/no-such-route');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.body).toEqual({ statusCode: 404, error: 'Not Found', code: 'NOT_FOUND', message: 'Route not found' });
  });

  it('answers a malformed URL with the one error body and the security headers', async () => {
    const res = await game.raw('/api/features/%E0%A4%A');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      code: 'MALFORMED_URL',
      message: MESSAGES.common.malformedUrl,
    });
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('answers malformed JSON with 400 and no internals', async () => {
    const res = await game.raw('/api/auth/login', { method: 'POST', body: '{"broken":' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      statusCode: 400,
      error: 'Bad Request',
      code: 'INVALID_JSON',
      message: expect.any(String),
    });
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.js|stack|node_modules/i);
  });

  it('answers an oversized body with 413', async () => {
    const big = JSON.stringify({ identifier: 'x', password: 'y', padding: 'x'.repeat(150 * 1024) });
    const res = await game.raw('/api/auth/login', { method: 'POST', body: big });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ statusCode: 413, error: 'Payload Too Large', code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers a non-JSON content type with 415', async () => {
    const res = await game.raw('/api/auth/login', {
      method: 'POST',
      body: '<login/>',
      headers: { 'Content-Type': 'application/xml' },
    });
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({
      statusCode: 415,
      error: 'Unsupported Media Type',
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
  });
});

describe('security headers', () => {
  it("answers the API with OWASP's REST set: nothing loads or frames, no sniffing, no referrer", async () => {
    const res = await fetch(`${game.baseUrl}/api/health`);
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-powered-by')).toBeNull();
    // document-only headers stay off JSON answers
    expect(res.headers.get('x-xss-protection')).toBeNull();
    expect(res.headers.get('cross-origin-opener-policy')).toBeNull();
  });

  it('sends pages and Swagger UI the strict document CSP, nosniff, a referrer policy and no framing', async () => {
    for (const path of ['/', '/game', '/api/docs']) {
      const res = await fetch(`${game.baseUrl}${path}`);
      expect(res.status).toBe(200);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(res.headers.get('x-powered-by')).toBeNull();
    }
  });
});

describe('the single-page app', () => {
  it('sends the built scripts precompressed to browsers that accept it, and plain to others', async () => {
    const html = await (await fetch(`${game.baseUrl}/`)).text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const plain = await fetch(`${game.baseUrl}${script}`, { headers: { 'accept-encoding': 'identity' } });
    const plainBody = await plain.arrayBuffer();
    expect(plain.headers.get('content-encoding')).toBeNull();
    for (const encoding of ['br', 'gzip']) {
      const res = await fetch(`${game.baseUrl}${script}`, { headers: { 'accept-encoding': encoding } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(res.headers.get('content-type')).toContain('javascript');
      expect(res.headers.get('cache-control')).toContain('immutable');
      // fetch decodes the body: the same script either way
      expect(Buffer.from(await res.arrayBuffer()).equals(Buffer.from(plainBody))).toBe(true);
    }
  });

  it('serves the app shell for client-side routes, public pages prerendered, and the reset page without a referrer', async () => {
    for (const path of ['/game/plots/123', '/game/finances']) {
      const res = await fetch(`${game.baseUrl}${path}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(await res.text()).toContain('<div id="root"></div>');
    }
    // public pages arrive rendered (issue 21): their content inside the root, the boot script only
    for (const path of ['/', '/auth/login?redirect=%2Fgame']) {
      const res = await fetch(`${game.baseUrl}${path}`);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toMatch(/<div id="root" data-prerendered( data-demo-accounts="(true|false)")?>/);
      expect(html).toMatch(
        /<script type="module" src="\/assets\/boot-[\w-]+\.js" data-app="\/assets\/index-[\w-]+\.js" data-chunks="(\/assets\/[\w.-]+\.js ?)+">/,
      );
    }
    // the sign-in page as rendered for this server's configuration (demo accounts outside production)
    const login = await (await fetch(`${game.baseUrl}/auth/login`)).text();
    expect(login).toContain('data-demo-accounts="true"');
    expect(login).toContain('Demo Player');
    const reset = await fetch(`${game.baseUrl}/auth/reset-password/some-token`);
    expect(reset.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it("preloads the requested game page's area code in the shell, and only built assets that exist", async () => {
    const preloads = async (path: string) =>
      [
        ...(await (await fetch(`${game.baseUrl}${path}`)).text()).matchAll(
          /rel="modulepreload" crossorigin href="([^"]+)"/g,
        ),
      ].map((m) => m[1]!);
    const home = await preloads('/');
    const gamePage = await preloads('/game/plots/123');
    const finances = await preloads('/game/finances');
    // a prerendered public page preloads nothing: its app loads when the visitor acts
    expect(home).toEqual([]);
    expect(gamePage.some((f) => /\/assets\/game-[\w-]+\.js$/.test(f))).toBe(true);
    // Finances: the game layout's code and its own chunk; other game pages do not fetch the latter.
    expect(finances.some((f) => /\/assets\/game-[\w-]+\.js$/.test(f))).toBe(true);
    expect(finances.some((f) => /\/assets\/finances-[\w-]+\.js$/.test(f))).toBe(true);
    expect(gamePage.some((f) => /\/assets\/finances-/.test(f))).toBe(false);
    for (const file of new Set([...gamePage, ...finances])) {
      expect(file).toMatch(/^\/assets\/[\w.-]+\.js$/);
      expect((await fetch(`${game.baseUrl}${file}`)).status).toBe(200);
    }
  });

  it('serves hashed assets as immutable', async () => {
    const html = await (await fetch(`${game.baseUrl}/`)).text();
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset).toBeDefined();
    const res = await fetch(`${game.baseUrl}${asset}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('immutable');
  });
});

describe('CORS', () => {
  it('allows a configured origin', async () => {
    const res = await fetch(`${game.baseUrl}/api/health`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://allowed.example', 'Access-Control-Request-Method': 'GET' },
    });
    expect(res.headers.get('access-control-allow-origin')).toBe('https://allowed.example');
  });

  it('does not allow any other origin', async () => {
    const res = await fetch(`${game.baseUrl}/api/health`, { headers: { Origin: 'https://evil.example' } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('OpenAPI', () => {
  it('serves Swagger UI and the JSON document', async () => {
    const ui = await fetch(`${game.baseUrl}/api/docs`);
    expect(ui.status).toBe(200);
    expect(await ui.text()).toContain('swagger-ui');
    const doc = await game.raw('/api/docs-json');
    expect(doc.status).toBe(200);
    expect(doc.body.openapi).toMatch(/^3\./);
    expect(doc.body.paths['/api/health'].get.operationId).toBe('getHealth');
    expect(doc.body.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.body.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('serves Swagger UI with its filter and deep links on (issue 33 item 5)', async () => {
    const page = await (await fetch(`${game.baseUrl}/api/docs`)).text();
    expect(page).toContain('swagger-ui-init.js');
    const init = await fetch(`${game.baseUrl}/api/docs/swagger-ui-init.js`);
    expect(init.status).toBe(200);
    // the options Swagger UI is started with: ours (customOptions) override the template's
    const options = /"customOptions":\s*(\{[^{}]*\})/.exec(await init.text());
    expect(options).not.toBeNull();
    expect(JSON.parse(options![1]!)).toMatchObject({ filter: true, deepLinking: true, persistAuthorization: true });
  });
});

describe('request logs', () => {
  it('logs route templates and never query strings or tokens', async () => {
    // (not /api/health: probes are logged at debug, see tests/api/operations.test.ts)
    await fetch(`${game.baseUrl}/api/game/time?access_token=secret-token-value`);
    await fetch(`${game.baseUrl}/api/unknown/secret-path-token`);
    // a third request's line comes after theirs
    await fetch(`${game.baseUrl}/api/game/time`, { headers: { 'X-Request-Id': 'after-secrets' } });
    await waitForLog(game.server, (l) => l.reqId === 'after-secrets');
    const out = game.server.output();
    expect(out).toContain('"route":"/api/game/time"');
    expect(out).not.toContain('secret-token-value');
    expect(out).not.toContain('secret-path-token');
  });
});
