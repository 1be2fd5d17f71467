/**
 * The service tier's harness: the backend's Nest application context (every module of AppModule,
 * no HTTP server, no port) inside the jest worker, on the test file's own copy of the template
 * database. Services are called directly; the clock is advanced through GameTimeService.
 *
 * The backend's sources (backend/src, transpiled as they load; or a built backend at
 * VV_TEST_BACKEND_DIST) are loaded by Node's own require, not jest's: NestJS 12 is ESM-only and
 * jest's module sandbox cannot require() ES modules on Node < 24.9 (see environment.js). So classes
 * used as injection tokens (`app.get(BlocksService)`) must come from `backend()`, the module Node
 * loaded, never from an import of backend/src in the test; type-only imports are fine (erased).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplicationContext, Type } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { createTestDatabase } from '../../support/database';

/** The modules of the backend this tier uses, by path under backend/src. */
interface BackendModules {
  'app.module': typeof import('../../../backend/src/app.module');
  'app.factory': typeof import('../../../backend/src/app.factory');
  'auth/guards': typeof import('../../../backend/src/auth/guards');
  'config/env': typeof import('../../../backend/src/config/env');
  'common/logger': typeof import('../../../backend/src/common/logger');
  'common/validation': typeof import('../../../backend/src/common/validation');
  'common/http-exception.filter': typeof import('../../../backend/src/common/http-exception.filter');
  'auth/access-token.verifier': typeof import('../../../backend/src/auth/access-token.verifier');
  'auth/tokens': typeof import('../../../backend/src/auth/tokens');
  'auth/auth.types': typeof import('../../../backend/src/auth/auth.types');
  'common/lean-route': typeof import('../../../backend/src/common/lean-route');
  'common/pagination.dto': typeof import('../../../backend/src/common/pagination.dto');
  'common/errors': typeof import('../../../backend/src/common/errors');
  'common/sql': typeof import('../../../backend/src/common/sql');
  'common/locks': typeof import('../../../backend/src/common/locks');
  'common/transaction': typeof import('../../../backend/src/common/transaction');
  'database/transaction-guard': typeof import('../../../backend/src/database/transaction-guard');
  'gametime/gametime.service': typeof import('../../../backend/src/gametime/gametime.service');
  'gametime/tick-handlers': typeof import('../../../backend/src/gametime/tick-handlers');
  'estate-office/estates.service': typeof import('../../../backend/src/estate-office/estates.service');
  'estate-office/dto/estate.dto': typeof import('../../../backend/src/estate-office/dto/estate.dto');
  'money/money.service': typeof import('../../../backend/src/money/money.service');
  'blocks/blocks.service': typeof import('../../../backend/src/blocks/blocks.service');
  'blocks/dto/block.dto': typeof import('../../../backend/src/blocks/dto/block.dto');
  'plots/dto/plot.dto': typeof import('../../../backend/src/plots/dto/plot.dto');
  'auth/dto/auth.dto': typeof import('../../../backend/src/auth/dto/auth.dto');
  'marketplace/marketplace.service': typeof import('../../../backend/src/marketplace/marketplace.service');
  'marketplace/listings.service': typeof import('../../../backend/src/marketplace/listings.service');
  'marketplace/dto/marketplace.dto': typeof import('../../../backend/src/marketplace/dto/marketplace.dto');
  'wine-market/wine-market.service': typeof import('../../../backend/src/wine-market/wine-market.service');
  'wine-market/dto/wine-market.dto': typeof import('../../../backend/src/wine-market/dto/wine-market.dto');
}

declare const __vvBackendRequire: NodeJS.Require | undefined;
/** What a backend holds until closed: the environment's teardown closes what a file leaves open (environment.js). */
interface Held {
  app: INestApplicationContext;
  database: string;
  dataDir: string;
}
const held = () => (globalThis as { __vvOpenBackends?: Set<Held> }).__vvOpenBackends;

function nativeRequire(id: string): unknown {
  if (typeof __vvBackendRequire !== 'function')
    throw new Error(
      'the built backend loads only in the jest project "service" (tests/service/support/environment.js)',
    );
  return __vvBackendRequire(id);
}

/** A package as the built backend loads it (the same module instances, e.g. Nest's decorators). */
export function backendRequire<T>(id: string): T {
  return nativeRequire(id) as T;
}

/** A module of the built backend, e.g. backend('blocks/blocks.service').BlocksService. */
export function backend<P extends keyof BackendModules>(path: P): BackendModules[P] {
  return nativeRequire(`./${path}`) as BackendModules[P];
}

/** A class of the built backend. */
export type DtoClass = abstract new (...args: never[]) => unknown;

/**
 * The classes exported by every module of the built backend whose source imports class-validator
 * (the DTOs), with the class-validator those modules registered their rules in: for checks over
 * all DTOs at once.
 */
export function backendDtos(): { classes: DtoClass[]; validator: typeof import('class-validator') } {
  const source = join(__dirname, '..', '..', '..', 'backend', 'src');
  const classes = readdirSync(source, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.spec.ts'))
    .filter((file) => readFileSync(join(source, file), 'utf8').includes("from 'class-validator'"))
    .flatMap((file) => Object.values(nativeRequire(`./${file.replace(/\\/g, '/').replace(/\.ts$/, '')}`) as object))
    .filter(
      (value): value is DtoClass =>
        typeof value === 'function' && /^class\b/.test(Function.prototype.toString.call(value)),
    );
  return { classes, validator: nativeRequire('class-validator') as typeof import('class-validator') };
}

export interface Backend {
  app: INestApplicationContext;
  /** A provider of the application, by its class from backend(). */
  get<T>(token: Type<T>): T;
  /** The database copy's URL. */
  databaseUrl: string;
  /** The application's TypeORM data source (its pool). */
  dataSource: DataSource;
  /**
   * A request to the application's HTTP routes, in process (Fastify's inject, no port); only for a
   * backend started with `{ http: true }`.
   */
  inject(request: InjectRequest): Promise<InjectAnswer>;
  /** One statement through the application's own pool; returns the rows. */
  query(sql: string, params?: unknown[]): Promise<any[]>;
  /** Closes the application (its pool, the mail worker) and drops the database copy. */
  close(): Promise<void>;
}

export interface InjectRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  headers?: Record<string, string>;
  payload?: object;
}
export interface InjectAnswer {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
  json(): any;
}

/**
 * Builds the application context on a fresh copy of the template database. The environment is
 * the api suites' (tests/support/server.ts) plus `env`: no scheduled tick (tests advance the clock
 * themselves), no starter content, mails as files in a temporary DATA_DIR.
 */
export async function startBackend(
  env: Record<string, string> = {},
  options: { http?: boolean } = {},
): Promise<Backend> {
  const db = await createTestDatabase('vv_t');
  const dataDir = mkdtempSync(join(tmpdir(), 'vv-service-'));
  const cleanUp = async () => {
    rmSync(dataDir, { recursive: true, force: true });
    await db.drop();
  };
  let app: INestApplicationContext;
  try {
    nativeRequire('reflect-metadata');
    const { NestFactory } = nativeRequire('@nestjs/core') as typeof import('@nestjs/core');
    const { loadConfig, withSecrets } = backend('config/env');
    const vars = {
      NODE_ENV: 'test',
      DATABASE_URL: db.url,
      DATA_DIR: dataDir,
      JWT_SECRET: 'service-tier-secret-service-tier-secret',
      GAME_TICK_ENABLED: 'false',
      SEED_CONTENT: 'false',
      DEMO_ACCOUNTS: 'false',
      LOG_LEVEL: 'error',
      LOG_FORMAT: 'json',
      ...env,
    };
    const config = withSecrets(loadConfig(vars), vars);
    const { AppLogger } = backend('common/logger');
    const logger = new AppLogger(config.logLevel, config.logFormat);
    if (options.http) {
      // the whole HTTP application as main.ts serves it (app.factory.ts), without the SPA and a port
      const http = await backend('app.factory').createApp({ ...config, serveSpa: false }, db.url, logger);
      app = await http.init();
    } else {
      app = await NestFactory.createApplicationContext(
        backend('app.module').AppModule.register(config, db.url, logger),
        {
          logger: false,
          abortOnError: false,
        },
      );
    }
  } catch (error) {
    await cleanUp();
    throw error;
  }
  const { DataSource: DataSourceClass } = nativeRequire('typeorm') as typeof import('typeorm');
  const dataSource = app.get<DataSource>(DataSourceClass);
  const holding: Held = { app, database: db.name, dataDir };
  held()?.add(holding);
  let closed: Promise<void> | null = null;
  return {
    app,
    get: (token) => app.get(token),
    databaseUrl: db.url,
    dataSource,
    inject: (request) => {
      if (!options.http) throw new Error('inject needs a backend started with { http: true }');
      const fastify = (app as import('@nestjs/platform-fastify').NestFastifyApplication).getHttpAdapter().getInstance();
      return fastify.inject(request) as unknown as Promise<InjectAnswer>;
    },
    query: (sql, params = []) => dataSource.query(sql, params),
    close: () => {
      held()?.delete(holding);
      return (closed ??= app.close().finally(cleanUp));
    },
  };
}

/**
 * The test file's backend: started before its first test, closed after its last one (also when a
 * test failed midway, so the worker is left with no pool, timer or database behind).
 */
export function useBackend(env: Record<string, string> = {}, options: { http?: boolean } = {}): () => Backend {
  let started: Backend | undefined;
  beforeAll(async () => {
    started = await startBackend(env, options);
  }, 60000);
  afterAll(async () => {
    await started?.close();
  }, 60000);
  return () => {
    if (!started) throw new Error('the backend has not started (see the beforeAll error)');
    return started;
  };
}
