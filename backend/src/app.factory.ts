/**
 * Builds the configured application: Fastify adapter, /api prefix, security headers, CORS,
 * validation, the one error body, request logs, Swagger and the SPA. Used by main.ts (serving)
 * and by bin/openapi.ts (document only, no database, no port).
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { type FastifyError, type FastifyHttpOptions, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Server } from 'node:http';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { metrics } from './metrics/metrics.registry';
import { AppModule } from './app.module';
import type { AppConfig } from './config/env';
import { AppLogger } from './common/logger';
import { REPLAYED } from './common/idempotency/idempotency';
import { AllExceptionsFilter } from './common/http-exception.filter';
import { createValidationPipe, InputGuardPipe } from './common/validation';
import { installLeanRoutes } from './common/lean-route';
import { codeForStatus, errorBody } from './common/domain-error-map';
import { API_KEY_SCHEME, documentWholeNumbers, finishDocument, HEADERS } from './common/openapi-document';
import { release } from './common/release';
import { MESSAGES } from '@vineyard/domain';
import { apiSecurityHeaders, isApiPath, securityHeaders } from './common/security-headers';
import { serveSpa } from './web/serve-spa';
import { releasePlayerSlot } from './auth/player-requests';
import { AccessTokenVerifier } from './auth/access-token.verifier';

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
        '(each operation lists the codes it may answer). Sign in and send the access token as a Bearer token, ' +
        'or create a personal API key (`POST /api/auth/api-keys`) and send it the same way (security scheme `apiKey`).',
    )
    .setVersion(release().version)
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
    .addTag(
      'exchange',
      'The wine exchange between players: offers of bottled wine, purchases, withdrawals and price history',
    )
    .addTag('contracts', "Merchants' contracts of an estate: the monthly board of offers, accepting and delivering")
    .addTag('staff', "An estate's staff: this month's labour market, hiring and dismissing, the sales manager's rule")
    .addTag('features', 'The community feature board: suggestions, votes and comments')
    .addTag('public site', 'Waitlist, newsletter and contact messages')
    .addTag('admin', 'The admin console: users, game clock and audit log (admins only)')
    .addTag('operations', 'Metrics for operators')
    .addTag('analytics', 'First-party, cookie-less page-view and outbound-link events')
    .addBearerAuth(
      {
        type: 'http',
        scheme: 'bearer',
        bearerFormat: 'JWT',
        description:
          "A session's access token (`POST /api/auth/login`, 15 minutes; `POST /api/auth/refresh` for the next).",
      },
      'bearer',
    )
    .addBearerAuth(
      {
        type: 'http',
        scheme: 'bearer',
        bearerFormat: 'vv_ API key',
        description: `A personal API key (\`vv_…\`, created with \`POST /api/auth/api-keys\` while signed in), sent the same way: \`Authorization: Bearer vv_…\`. It acts as its player within its scopes: \`read\` for GET requests, \`play\` for every other method, \`admin\` for the admin routes (admins only); 403 \`API_KEY_SCOPE\` outside them. Never reaches key management or sign-out (403 \`API_KEY_NOT_ALLOWED\`). Revoked or expired: 401. Each key has its own rate limit (429 with Retry-After).`,
      },
      API_KEY_SCHEME,
    )
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
  const filter = new AllExceptionsFilter(logger, app.get(AccessTokenVerifier).uncheckedSessionLive);
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
    // built on the first request for it, not at every start (~0.1 s of a start's ~1 s of CPU)
    SwaggerModule.setup(`${API_PREFIX}/docs`, app, () => buildOpenApiDocument(app), {
      jsonDocumentUrl: `${API_PREFIX}/docs-json`,
      customSiteTitle: 'Vineyard Valley API',
      // filter: a search box over the tags; deepLinking: each tag and operation has its own URL (#/tag/operationId)
      swaggerOptions: { persistAuthorization: true, filter: true, deepLinking: true },
    });
  }

  if (config.serveSpa && !options.preview) await serveSpa(app, config, logger);
  return app;
}
