/**
 * Builds the configured application: Fastify adapter, /api prefix, security headers, CORS,
 * validation, the one error body, request logs, Swagger and the SPA. Used by main.ts (serving)
 * and by bin/openapi.ts (document only, no database, no port).
 */
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { type FastifyError, type FastifyHttpOptions, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Server } from 'node:http';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import fastifyStatic from '@fastify/static';
import { metrics } from './metrics/metrics.registry';
import { AppModule } from './app.module';
import { offersDemoAccounts, type AppConfig } from './config/env';
import { AppLogger } from './common/logger';
import { REPLAYED } from './common/idempotency/idempotency';
import { AllExceptionsFilter } from './common/http-exception.filter';
import { createValidationPipe, InputGuardPipe } from './common/validation';
import { installLeanRoutes } from './common/lean-route';
import { codeForStatus, errorBody } from './common/domain-error-map';
import { documentWholeNumbers, finishDocument, HEADERS } from './common/openapi-document';
import { MESSAGES } from '@vineyard/domain';
import { apiSecurityHeaders, isApiPath, securityHeaders } from './common/security-headers';
import { pagePath, type RouteArea, spaShells } from './common/spa-shell';
import { loadPages, readPageList, robotsTxt, sitemapXml, withPublicUrl } from './common/public-pages';
import { livePages, rendererFiles, rendererModule, signedInPages, type ApiGet } from './common/live-pages';
import { RenderWorkers } from './common/render-workers';
import { PageSessions } from './auth/page-session';
import { releasePlayerSlot } from './auth/player-requests';
import { ConcurrencyGate, type Release } from './common/concurrency-gate';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

export const API_PREFIX = 'api';

declare module 'fastify' {
  interface FastifyRequest {
    /** performance.now() when the request arrived (the onRequest hook). */
    receivedAt: number;
  }
}

/** An X-Request-Id a client or proxy sent that we keep: short, no spaces or quotes (log-safe). */
const REQUEST_ID = /^[\w.:@/+=-]{1,128}$/;
/** The request's id: the X-Request-Id it came with when well-formed, a new UUID otherwise. */
export function requestIdOf(request: IncomingMessage): string {
  const sent = request.headers['x-request-id'];
  return typeof sent === 'string' && REQUEST_ID.test(sent) ? sent : randomUUID();
}
type MaybeReplayed = { [REPLAYED]?: boolean };
const PURCHASE_ROUTE = `/${API_PREFIX}/marketplace/plots/:plotId/purchase`;
const LOGIN_ROUTE = `/${API_PREFIX}/auth/login`;
/** Probes answer every few seconds: logged at debug, not info. */
const PROBE_ROUTES = new Set([`/${API_PREFIX}/health`, `/${API_PREFIX}/health/ready`]);

/**
 * Counts (metrics) and logs a request once, with its id and route template, as its answer is sent
 * (the onSend hook): `ms` is the time from the request's arrival (`receivedAt`, onRequest) to its
 * answer being written.
 */
export function recordRequest(logger: AppLogger, request: FastifyRequest, status: number, ms: number): void {
  // the route template, never the raw URL: tokens in paths or query strings stay out of logs
  const route = request.routeOptions.url ?? 'unmatched';
  metrics.observeRequest(request.method, route, status, ms / 1000);
  if (route === LOGIN_ROUTE) {
    metrics.observeSignIn(status < 300 ? 'success' : status === 429 ? 'throttled' : 'refused');
  } else if (route === PURCHASE_ROUTE && status < 300 && !(request as MaybeReplayed)[REPLAYED]) {
    metrics.observePurchase();
  }
  const level = PROBE_ROUTES.has(route) && status < 500 ? 'debug' : 'info';
  if (logger.pino.isLevelEnabled(level)) {
    logger.write(level, 'request', {
      reqId: request.id,
      method: request.method,
      route,
      status,
      ms: Math.round(ms * 10) / 10,
    });
  }
}

export function buildOpenApiDocument(app: NestFastifyApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Vineyard Valley API')
    .setDescription(
      'The API of Vineyard Valley, a text-based wine-estate simulation game. Success bodies are `{ data, message? }`; ' +
        'errors are `{ statusCode, error, code, message, errors? }`, where `code` is stable and machine-readable ' +
        '(each operation lists the codes it may answer). Sign in and send the access token as a Bearer token.',
    )
    .setVersion('1.0.0')
    .setLicense('Proprietary', 'https://vineyard-valley.example/terms')
    .setContact('Vineyard Valley team', 'https://vineyard-valley.example', 'team@vineyard-valley.example')
    .addServer('/', 'This server')
    .addTag('health', 'Liveness and readiness for load balancers and operators')
    .addTag('auth', 'Registration, e-mail verification, sign-in, sessions and password reset')
    .addTag('config', 'Public server settings for the browser')
    .addTag('estates', 'Wine estates, their owners and their land')
    .addTag('game time', 'The game clock')
    .addTag('finances', "An estate's ledger and finances: every change of its money")
    .addTag('plots', 'Vineyard plots and their terroir')
    .addTag('blocks', 'Vineyard blocks: planting, growth and harvest')
    .addTag('grapes', 'Grape lots and the grape buyers: selling the harvest')
    .addTag('winery', 'The cellar: vessels, wine batches from the crush to bottling, bottled wine and bulk sales')
    .addTag('notifications', "An estate's notifications: harvests, sales, the cellar's stages, upkeep, land")
    .addTag('marketplace', 'The land marketplace: listings, search and purchases')
    .addTag('features', 'The community feature board: suggestions, votes and comments')
    .addTag('public site', 'Waitlist, newsletter and contact messages')
    .addTag('admin', 'The admin console: users, game clock and audit log (admins only)')
    .addTag('operations', 'Metrics for operators')
    .addTag('analytics', 'First-party, cookie-less page-view and outbound-link events')
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' }, 'bearer')
    .build();
  documentWholeNumbers();
  return finishDocument(
    SwaggerModule.createDocument(app, config, {
      operationIdFactory: (controllerKey, methodKey) => `${controllerKey.replace(/Controller$/, '')}_${methodKey}`,
    }),
  );
}

export async function createApp(
  config: AppConfig,
  databaseUrl: string,
  logger: AppLogger,
  options: { preview?: boolean } = {},
): Promise<NestFastifyApplication> {
  const hstsMaxAge = config.isProduction ? 15552000 : null;
  const headers = securityHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'none'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    hsts: hstsMaxAge === null ? false : { maxAge: hstsMaxAge, includeSubDomains: true },
  });
  const apiHeaders = apiSecurityHeaders(hstsMaxAge);
  const adapterOptions: FastifyHttpOptions<Server> = {
    // errors the router raises before any hook runs (a malformed %-escape in the URL): the one
    // error body, with the security headers every answer carries
    frameworkErrors: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      const status = error.statusCode ?? 400;
      void reply.headers(isApiPath(request.url) ? apiHeaders : headers);
      void reply
        .code(status)
        .send(
          error.code === 'FST_ERR_BAD_URL'
            ? errorBody('MALFORMED_URL', { status })
            : errorBody(codeForStatus(status), { status, message: MESSAGES.common.unexpected }),
        );
    },
    bodyLimit: config.bodyLimitBytes,
    // a hop count N: the N proxies nearest the server are trusted, the client is the entry before them
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
    // slow senders (a byte every few seconds) are cut off: the whole request within
    // REQUEST_TIMEOUT_MS, checked every second; idle connections closed after a while
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.connectionIdleTimeoutMs,
    http: {
      headersTimeout: Math.min(60_000, config.requestTimeoutMs),
      connectionsCheckingInterval: Math.min(1_000, config.requestTimeoutMs),
    },
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    // X-Request-Id: accepted when well-formed (requestIdOf), answered on every response, in every log line
    requestIdHeader: false,
    genReqId: requestIdOf,
    // No logger of Fastify's own: every line comes from the process's one pino instance (AppLogger),
    // requests logged once by the onSend hook below (recordRequest). A Fastify logger costs a
    // child logger and two response listeners a request, ~9% of the hottest read's throughput
    // (docs/performance.md, scenario 1), for lines that were all switched off.
  };
  const adapter = new FastifyAdapter(adapterOptions);
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.register(config, databaseUrl, logger),
    adapter,
    {
      logger: options.preview ? false : logger,
      preview: options.preview ?? false,
      abortOnError: false,
      // Nest would add a form (x-www-form-urlencoded) parser: cross-site HTML forms could then post
      // to us. Fastify's own JSON parser is the only one; any other body is 415.
      bodyParser: false,
    },
  );
  app.setGlobalPrefix(API_PREFIX);
  const pipes = [new InputGuardPipe(), createValidationPipe()];
  const filter = new AllExceptionsFilter(logger);
  app.useGlobalPipes(...pipes);
  app.useGlobalFilters(filter);
  app.enableShutdownHooks([]);

  const fastify = app.getHttpAdapter().getInstance();
  installLeanRoutes(app, fastify, { globalPrefix: API_PREFIX, pipes, filter });
  // Only JSON bodies are accepted (no text/plain, no forms): anything else is 415 with the error body.
  fastify.removeContentTypeParser(['text/plain']);
  // While shutting down, in-flight answers close their connection: keep-alive sockets would
  // otherwise hold the drained server open until their timeout.
  let closing = false;
  fastify.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  // When the request arrived, the security headers (the API's answers get the API's set with
  // `Cache-Control: no-store`, which a route may replace; pages and files the documents' set:
  // common/security-headers.ts) and the request id.
  fastify.decorateRequest('receivedAt', 0);
  fastify.addHook('onRequest', (request, reply, done) => {
    request.receivedAt = performance.now();
    void reply.headers(isApiPath(request.url) ? apiHeaders : headers);
    void reply.header(HEADERS.requestId, request.id);
    done();
  });
  // As the answer goes out: its figures and log line; while draining, every answer closes its
  // connection (the requests in flight when it began too).
  fastify.addHook('onSend', (request, reply, payload, done) => {
    // the player's slot (auth/player-requests.ts) is free once the answer is made, whether or not the client waits for it
    releasePlayerSlot(request);
    if (closing) void reply.header('Connection', 'close');
    // (an answer to a URL the router refused comes before onRequest: no duration)
    recordRequest(logger, request, reply.statusCode, request.receivedAt ? performance.now() - request.receivedAt : 0);
    done(null, payload);
  });

  // Only the configured origins; same-origin requests need no CORS at all (and no per-request hook).
  if (config.corsOrigins.length > 0) {
    app.enableCors({
      origin: config.corsOrigins,
      credentials: false,
      methods: ['GET', 'POST', 'PATCH', 'PUT', 'DELETE', 'OPTIONS'],
      allowedHeaders: ['Authorization', 'Content-Type', 'Accept', HEADERS.idempotencyKey, HEADERS.requestId],
      exposedHeaders: [HEADERS.requestId, HEADERS.idempotentReplayed, HEADERS.retryAfter],
      maxAge: 600,
    });
  }

  if (config.swaggerEnabled && !options.preview) {
    const document = buildOpenApiDocument(app);
    SwaggerModule.setup(`${API_PREFIX}/docs`, app, document, {
      jsonDocumentUrl: `${API_PREFIX}/docs-json`,
      customSiteTitle: 'Vineyard Valley API',
      swaggerOptions: { persistAuthorization: true },
    });
  }

  if (config.serveSpa && !options.preview) await serveSpa(app, config, logger);
  return app;
}

async function serveSpa(app: NestFastifyApplication, config: AppConfig, logger: AppLogger): Promise<void> {
  const indexFile = join(config.spaDir, 'index.html');
  if (!existsSync(indexFile)) {
    logger.write('warn', 'SPA build not found; serving the API only', { spaDir: config.spaDir });
    return;
  }
  const preloadFile = join(config.spaDir, 'route-preloads.json');
  const pageList = readPageList(config.spaDir);
  const shellFor = spaShells(
    readFileSync(indexFile, 'utf8'),
    existsSync(preloadFile) ? (JSON.parse(readFileSync(preloadFile, 'utf8')) as Record<RouteArea, string[]>) : null,
    loadPages(config.spaDir, pageList, config.publicUrl, offersDemoAccounts(config)),
  );
  const prerendered = new Set(pageList.map((entry) => entry.path));
  const fastify = app.getHttpAdapter().getInstance();
  const loadRenderer = rendererFiles(config.spaDir);
  let renderer: ReturnType<NonNullable<typeof loadRenderer>> | null = null;
  const load = () =>
    (renderer ??= loadRenderer ? loadRenderer() : Promise.reject(new Error('no server renderer in the build')));
  const apiGet =
    (authorization?: string): ApiGet =>
    async (url) => {
      const headers = { accept: 'application/json', ...(authorization && { authorization }) };
      const res = await fastify.inject({ method: 'GET', url, headers });
      return { status: res.statusCode, body: res.statusCode === 200 ? res.json() : null };
    };
  const renderFailed = (path: string, error: unknown) =>
    logger.write('error', 'could not render the page per request; serving the build-time page', {
      path,
      error: error instanceof Error ? error.message : String(error),
    });
  // /feature-requests: rendered per request with the board's data (common/live-pages.ts), asked
  // of the API in-process; the page rendered at build time when that fails
  const live = livePages({
    list: loadRenderer ? pageList : [],
    load,
    get: apiGet(),
    finish: (html) => withPublicUrl(html, config.publicUrl),
    onError: renderFailed,
  });
  // /game with a live page-session cookie: the player's own screen, asked of the API in-process as
  // the player (auth/page-session.ts, docs/decisions.md); the app shell when that fails
  // the React render itself in worker threads, off the event loop (common/render-workers.ts)
  const workers = loadRenderer
    ? new RenderWorkers(rendererModule(config.spaDir), config.concurrency.pageRenders)
    : null;
  if (workers) fastify.addHook('onClose', () => workers.close());
  const signedIn = signedInPages({
    load,
    finish: (html) => withPublicUrl(html, config.publicUrl),
    onError: renderFailed,
    ...(workers && { renderDocument: (frame, path, answers) => workers.render(frame, path, answers) }),
  });
  const pageSessions = app.get(PageSessions);
  // A render takes 0.1-0.4 s of CPU (in a worker, at a lower priority): at most
  // PAGE_RENDER_CONCURRENCY at once in the process and one per session; any other request for the
  // page gets the app shell at once, which fills itself from the API as after any render failure.
  const renders = new ConcurrencyGate({ perKey: 1, total: config.concurrency.pageRenders });
  /** The player's page for a request with a page-session cookie, or null (no cookie, a stale one, busy, or a failure). */
  const playerPage = async (path: string, cookies: string | undefined, reply: FastifyReply): Promise<Buffer | null> => {
    let release: Release | null = null;
    try {
      const session = await pageSessions.fromCookies(cookies);
      if (session === false) pageSessions.clear(reply);
      if (!session) return null;
      release = renders.tryEnter(session.sessionId);
      if (!release) {
        metrics.observePageRender(
          renders.active >= config.concurrency.pageRenders ? 'shell_busy' : 'shell_session_busy',
        );
        return null;
      }
      const html = await signedIn.render(path, apiGet(`Bearer ${pageSessions.accessToken(session)}`));
      metrics.observePageRender(html ? 'rendered' : 'not_rendered');
      return html;
    } catch (error) {
      renderFailed(path, error);
      metrics.observePageRender('not_rendered');
      return null;
    } finally {
      release?.();
    }
  };
  // read the renderer (a few MB of script) ahead of the first visitor, once the server is up
  setTimeout(() => void live.warm(), 1000).unref();
  const encoded = new WeakMap<Buffer, { br: Buffer; gzip: Buffer }>();
  /**
   * The HTML in the best encoding the browser takes (a prerendered page is ~100-170 KB raw, ~15 KB
   * brotli). A page made for one request (`once`: a player's) is compressed faster and not kept.
   */
  const negotiate = (
    html: Buffer,
    acceptEncoding: string | undefined,
    once = false,
  ): { body: Buffer; encoding?: string } => {
    if (html.length < 1024 || !acceptEncoding) return { body: html };
    let copies = encoded.get(html);
    if (!copies) {
      copies = {
        br: brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: once ? 5 : 9 } }),
        gzip: gzipSync(html, { level: once ? 6 : 9 }),
      };
      if (!once) encoded.set(html, copies);
    }
    if (/\bbr\b/.test(acceptEncoding)) return { body: copies.br, encoding: 'br' };
    if (/\bgzip\b/.test(acceptEncoding)) return { body: copies.gzip, encoding: 'gzip' };
    return { body: html };
  };
  await app.register(fastifyStatic as never, {
    root: config.spaDir,
    prefix: '/',
    wildcard: false,
    index: false,
    // the prerendered pages are served at their own paths (serveShell), not as files
    allowedPath: (pathName: string) => !pathName.startsWith('/prerendered/'),
    // the .br/.gz copies written by the frontend build (frontend/scripts/compress.mjs)
    preCompressed: true,
    // hashed build assets never change; everything else is revalidated
    setHeaders: (reply: { header(name: string, value: string): unknown }, path: string) => {
      reply.header(
        'Cache-Control',
        path.includes(join('assets', '')) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  // `/` and every other GET outside /api (client-side routes) load the app shell, or the page
  // rendered at build time for the public pages.
  const serveShell = async (
    request: { url: string; headers: Record<string, string | string[] | undefined> },
    reply: FastifyReply,
  ) => {
    const path = pagePath(request.url);
    if (path === `/${API_PREFIX}` || path.startsWith(`/${API_PREFIX}/`)) {
      return reply.status(404).send(errorBody('NOT_FOUND'));
    }
    const headers: Record<string, string> = {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-cache',
      Vary: 'Accept-Encoding',
    };
    // Only the public pages are for search engines; signed-in, admin and token pages are not.
    if (!prerendered.has(path)) headers['X-Robots-Tag'] = 'noindex';
    // The reset page carries a token in its path: never leak it through the Referer header.
    if (path.startsWith('/auth/reset-password')) headers['Referrer-Policy'] = 'no-referrer';
    let html: Buffer | null = null;
    const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    if (await signedIn.has(path, search)) {
      // the answer depends on the cookie and may carry the player's data: no cache keeps it
      headers['Cache-Control'] = 'no-store, private';
      headers.Vary = 'Accept-Encoding, Cookie';
      const cookies = request.headers.cookie;
      html = await playerPage(path, Array.isArray(cookies) ? cookies.join('; ') : cookies, reply);
    }
    const once = html !== null;
    html ??= (live.has(path) && (await live.render(path))) || shellFor(path);
    const accept = request.headers['accept-encoding'];
    const { body, encoding } = negotiate(html, Array.isArray(accept) ? accept.join(',') : accept, once);
    if (encoding) headers['Content-Encoding'] = encoding;
    return reply.headers(headers).send(body);
  };
  const robots = robotsTxt(config.publicUrl);
  const sitemap = sitemapXml(config.publicUrl, pageList);
  fastify.get('/robots.txt', (_request, reply) =>
    reply
      .headers({ 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' })
      .send(robots),
  );
  fastify.get('/sitemap.xml', (_request, reply) =>
    reply
      .headers({ 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' })
      .send(sitemap),
  );
  fastify.get('/*', serveShell);
  fastify.get('/', serveShell);
}
