/**
 * Every route marked @SessionCheckedInQuery() (auth/guards.ts): its guard verifies the token only,
 * and the route's own query must find the session live. The routes are found in the controllers'
 * metadata of the whole HTTP application (app.factory.ts), so a route marked later is covered here
 * without a line of this file changing. For each: it is authenticated and has no roles; with a live
 * session it answers (anything but 401); once the session is signed out, expired, or its player
 * disabled, it answers 401 with the error body, before any 404 of its own.
 *
 * And the application as app.factory.ts builds it refuses to start when a global guard or
 * interceptor is added that the lean routes (common/lean-route.ts) would not run.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type * as NestCommon from '@nestjs/common';
import type * as NestCore from '@nestjs/core';
import { MESSAGES } from '@vineyard/domain';
import { backend, backendRequire, useBackend } from './support/backend';
import { player, type Player } from './support/fixtures';
import { wineLot } from '../support/builders';

const { RequestMethod } = backendRequire<typeof NestCommon>('@nestjs/common');
const { ModulesContainer } = backendRequire<typeof NestCore>('@nestjs/core');
const { GUARDS_METADATA, METHOD_METADATA, PATH_METADATA } =
  backendRequire<typeof import('@nestjs/common/constants.js')>('@nestjs/common/constants.js');
const { JWT_AUDIENCE, JWT_ISSUER, SESSION_CHECKED_IN_QUERY } = backend('auth/auth.types');
const { JwtAuthGuard, ROLES_KEY } = backend('auth/guards');
const { LEAN_ROUTE } = backend('common/lean-route');
const { jwtSigningKey } = backend('auth/tokens');
const jwt = backendRequire<typeof import('jsonwebtoken')>('jsonwebtoken');
// the backend's Reflect (reflect-metadata is loaded there), where the decorators wrote the metadata
const BackendReflect = backendRequire<typeof import('node:vm')>('node:vm').runInThisContext(
  'Reflect',
) as typeof Reflect;

// the service tier's JWT_SECRET (support/backend.ts)
const SECRET = 'service-tier-secret-service-tier-secret';
const backendOf = useBackend({}, { http: true });

interface MarkedRoute {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The path, each parameter a new uuid (no row of the player's). */
  url: string;
  guards: unknown[];
  roles: unknown;
  lean: boolean;
}

type Handler = (...args: unknown[]) => unknown;

/** The methods of every controller of the application marked @SessionCheckedInQuery(). */
function markedRoutes(): MarkedRoute[] {
  const found: MarkedRoute[] = [];
  for (const module of backendOf().app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const metatype = wrapper.metatype as (abstract new () => unknown) | null;
      if (!metatype) continue;
      const prototype = metatype.prototype as Record<string, Handler>;
      for (const key of Object.getOwnPropertyNames(prototype)) {
        const handler = prototype[key];
        if (key === 'constructor' || typeof handler !== 'function') continue;
        if (BackendReflect.getMetadata(SESSION_CHECKED_IN_QUERY, handler) !== true) continue;
        const path = [
          BackendReflect.getMetadata(PATH_METADATA, metatype),
          BackendReflect.getMetadata(PATH_METADATA, handler),
        ]
          .map((p: string) => p.replace(/^\/+|\/+$/g, ''))
          .filter(Boolean)
          .join('/')
          .replace(/:\w+/g, () => randomUUID());
        found.push({
          name: `${metatype.name}.${key}`,
          method: RequestMethod[
            BackendReflect.getMetadata(METHOD_METADATA, handler) as number
          ] as MarkedRoute['method'],
          url: `/api/${path}`,
          guards: [
            ...((BackendReflect.getMetadata(GUARDS_METADATA, metatype) as unknown[]) ?? []),
            ...((BackendReflect.getMetadata(GUARDS_METADATA, handler) as unknown[]) ?? []),
          ],
          roles: BackendReflect.getMetadata(ROLES_KEY, handler) ?? BackendReflect.getMetadata(ROLES_KEY, metatype),
          lean: BackendReflect.getMetadata(LEAN_ROUTE, handler) === true,
        });
      }
    }
  }
  return found;
}

const tokenOf = (p: Player) =>
  jwt.sign({ sub: p.userId, sid: p.session.sessionId, typ: 'access' }, jwtSigningKey(SECRET), {
    algorithm: 'HS256',
    expiresIn: 600,
    issuer: JWT_ISSUER,
    audience: JWT_AUDIENCE,
  });

const ask = (route: MarkedRoute, token: string) =>
  backendOf().inject({
    method: route.method,
    url: route.url,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(route.method === 'GET' ? {} : { payload: {} }),
  });

it('finds the marked routes (the list can fail): the plots list, lean, and the wine quote', () => {
  const names = markedRoutes().map((r) => r.name);
  expect(names).toEqual(expect.arrayContaining(['PlotsController.list', 'WineMarketController.quoteWine']));
  expect(markedRoutes().find((r) => r.name === 'PlotsController.list')?.lean).toBe(true);
});

it('each is authenticated (JwtAuthGuard) and has no roles (the guard loads no user to check them on)', () => {
  for (const route of markedRoutes()) {
    expect({ route: route.name, authenticated: route.guards.includes(JwtAuthGuard) }).toEqual({
      route: route.name,
      authenticated: true,
    });
    expect({ route: route.name, roles: route.roles ?? [] }).toEqual({ route: route.name, roles: [] });
  }
});

describe.each([
  ['signed out', (p: Player) => `UPDATE sessions SET revoked_at = now() WHERE id = '${p.session.sessionId}'`],
  [
    'expired',
    (p: Player) => `UPDATE sessions SET expires_at = now() - interval '1 second' WHERE id = '${p.session.sessionId}'`,
  ],
  ['of a disabled player', (p: Player) => `UPDATE users SET disabled_at = now() WHERE id = '${p.userId}'`],
])('a session %s', (_case, end) => {
  it('is refused by every marked route with 401 and the error body, where the live session was answered', async () => {
    const b = backendOf();
    const p = await player(b);
    const token = tokenOf(p);
    const routes = markedRoutes();
    const live = await Promise.all(routes.map((route) => ask(route, token)));
    await b.query(end(p));
    const ended = await Promise.all(routes.map((route) => ask(route, token)));
    const answers = routes.map((route, i) => ({
      route: route.name,
      live: live[i]!.statusCode === 401 ? 'refused' : 'answered',
      ended: { status: ended[i]!.statusCode, body: ended[i]!.json() as unknown },
    }));
    expect(answers).toEqual(
      routes.map((route) => ({
        route: route.name,
        live: 'answered',
        ended: {
          status: 401,
          body: expect.objectContaining({
            statusCode: 401,
            code: 'UNAUTHORIZED',
            message: MESSAGES.auth.sessionExpired,
          }),
        },
      })),
    );
  });
});

it('answers a repeated Idempotency-Key of a wine sale only to a live session, and 401 after sign-out', async () => {
  const b = backendOf();
  const p = await player(b, { location: 'tuscany' });
  const token = tokenOf(p);
  const lotId = await wineLot(b, { estateId: p.estate.id, bottles: 500 });
  const sell = () =>
    b.inject({
      method: 'POST',
      url: `/api/wines/${lotId}/sell`,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': 'k-1' },
      payload: { bottles: 10 },
    });
  const first = await sell();
  expect(first.statusCode).toBe(200);
  const again = await sell();
  expect(again.statusCode).toBe(200);
  expect(again.headers['idempotent-replayed']).toBe('true');
  await b.query(`UPDATE sessions SET revoked_at = now() WHERE id = $1`, [p.session.sessionId]);
  const ended = await sell();
  expect({ status: ended.statusCode, code: (ended.json() as { code: string }).code }).toEqual({
    status: 401,
    code: 'UNAUTHORIZED',
  });
  const [{ bottles }] = await b.query('SELECT bottles FROM wine_lots WHERE id = $1', [lotId]);
  expect(bottles).toBe(490);
});

it('refuses to start the application with a global guard the lean routes would not run', async () => {
  const { createApp } = backend('app.factory');
  const { loadConfig, withSecrets } = backend('config/env');
  const { AppLogger } = backend('common/logger');
  const dataDir = mkdtempSync(join(tmpdir(), 'vv-lean-refusal-'));
  const vars = {
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: backendOf().databaseUrl,
    JWT_SECRET: SECRET,
    GAME_TICK_ENABLED: 'false',
    SEED_CONTENT: 'false',
    DEMO_ACCOUNTS: 'false',
  };
  const config = { ...withSecrets(loadConfig(vars), vars), serveSpa: false };
  const app = await createApp(config, backendOf().databaseUrl, new AppLogger('silent', 'json', () => undefined));
  app.useGlobalGuards({ canActivate: () => true });
  await expect(app.init()).rejects.toThrow(
    /@LeanRoute\(\) GET \/api\/estates\/:estateId\/plots: the application registers a global guard/,
  );
  await app.close().catch(() => undefined);
  rmSync(dataDir, { recursive: true, force: true });
});
