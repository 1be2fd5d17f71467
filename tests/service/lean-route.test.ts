/**
 * Lean routes (backend/src/common/lean-route.ts) answer exactly as Nest's pipeline does: the same
 * controller twice in one application, `nest/…` through Nest, `lean/…` marked @LeanRoute(), asked
 * the same requests (answers, guard refusals, pipe refusals, domain and unexpected errors, bodies,
 * status codes); and what a lean route does not do — its own or the application's global
 * enhancers — is refused at start-up.
 *
 * NestJS loads outside jest's sandbox (see support/environment.js), so the decorators come from
 * the backend's own packages, and the decorator metadata TypeScript emits here (`design:paramtypes`,
 * which the validation pipe reads) must land in the backend's Reflect, not the sandbox's.
 */
import type * as NestCommon from '@nestjs/common';
import type * as NestCore from '@nestjs/core';
import type * as NestFastify from '@nestjs/platform-fastify';
import type { CallHandler, CanActivate, ExecutionContext, NestInterceptor } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyRequest } from 'fastify';
import { backend, backendRequire } from './support/backend';

// the backend's Reflect (reflect-metadata is loaded there) for the metadata emitted in this file
const outer = backendRequire<typeof import('node:vm')>('node:vm').runInThisContext('Reflect') as typeof Reflect;
(globalThis as { Reflect: typeof Reflect }).Reflect = outer;

const {
  Body,
  Controller,
  createParamDecorator,
  Get,
  Headers,
  HttpCode,
  Inject,
  Injectable,
  Module,
  Param,
  Post,
  Query,
  Req,
  Scope,
  SetMetadata,
  UseGuards,
  UseInterceptors,
} = backendRequire<typeof NestCommon>('@nestjs/common');
const { APP_FILTER, APP_GUARD, APP_INTERCEPTOR, APP_PIPE, NestFactory, Reflector } =
  backendRequire<typeof NestCore>('@nestjs/core');
const { FastifyAdapter } = backendRequire<typeof NestFastify>('@nestjs/platform-fastify');
const { installLeanRoutes, LeanRoute } = backend('common/lean-route');
const { AllExceptionsFilter } = backend('common/http-exception.filter');
const { AppLogger } = backend('common/logger');
const { createValidationPipe, InputGuardPipe } = backend('common/validation');
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- read through the emitted decorator metadata
const { PaginationDto } = backend('common/pagination.dto');
// a type of the same name, so that the emitted `design:paramtypes` names the class (the validation pipe's metatype)
type PaginationDto = InstanceType<typeof PaginationDto>;
const { DomainError } = backend('common/errors');

const MARK = 'test:mark';
const Mark = (value: string): MethodDecorator => SetMetadata(MARK, value);

/** Reads the request header `x-user` and the handler's mark, as JwtAuthGuard reads its route's metadata. */
@Injectable()
class UserGuard implements CanActivate {
  constructor(@Inject(Reflector) private readonly reflector: NestCore.Reflector) {}
  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest & { user?: unknown }>();
    const user = request.headers['x-user'];
    if (user === 'nobody') throw new DomainError('UNAUTHORIZED');
    if (user === 'refused') return false;
    request.user = { name: user, mark: this.reflector.get<string>(MARK, context.getHandler()) };
    return true;
  }
}

const CurrentUser = createParamDecorator(
  (field: string | undefined, context: ExecutionContext) =>
    (context.switchToHttp().getRequest<{ user: Record<string, unknown> }>().user ?? {})[field ?? 'name'],
);

class Body1 {
  name!: string;
}

/** The same methods twice: `nest/…` through Nest's pipeline, `lean/…` through lean handlers. */
function controllerAt(prefix: 'nest' | 'lean') {
  const Lean = prefix === 'lean' ? LeanRoute() : (): void => undefined;
  @Controller(prefix)
  @UseGuards(UserGuard)
  class TwinController {
    @Get('items/:id')
    @Mark('read')
    @Lean
    read(
      @CurrentUser() user: string,
      @CurrentUser('mark') mark: string,
      @Param('id') id: string,
      @Query() page: PaginationDto,
      @Headers('x-extra') extra: string | undefined,
    ): unknown {
      if (id === 'missing') throw new DomainError('ESTATE_NOT_FOUND');
      if (id === 'boom') throw new Error('a bug');
      return { data: { user, mark, id, page: { ...page }, extra: extra ?? null } };
    }

    @Post('items')
    @Lean
    async create(@Body() body: Body1, @Req() request: FastifyRequest): Promise<unknown> {
      await Promise.resolve();
      return { data: { body, method: request.method } };
    }

    @Post('items/:id/touch')
    @HttpCode(204)
    @Lean
    touch(): void {}
  }
  return TwinController;
}

@Module({ controllers: [controllerAt('nest'), controllerAt('lean')], providers: [UserGuard] })
class TwinModule {}

describe('lean routes', () => {
  let app: NestFastifyApplication;
  const handlers = new Map<string, string>();
  beforeAll(async () => {
    // one request id for all: the error bodies carry it
    app = await NestFactory.create<NestFastifyApplication>(TwinModule, new FastifyAdapter({ genReqId: () => 'req' }), {
      logger: false,
    });
    app.setGlobalPrefix('api');
    const pipes = [new InputGuardPipe(), createValidationPipe()];
    const filter = new AllExceptionsFilter(new AppLogger('silent', 'json', () => undefined));
    app.useGlobalPipes(...pipes);
    app.useGlobalFilters(filter);
    installLeanRoutes(app, app.getHttpAdapter().getInstance(), { globalPrefix: 'api', pipes, filter });
    // after the lean routes' hook: sees each route's handler as Fastify will call it
    app
      .getHttpAdapter()
      .getInstance()
      .addHook('onRoute', (route) => void handlers.set(`${String(route.method)} ${route.url}`, route.handler.name));
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
  });
  afterAll(() => app.close());

  const cases: {
    name: string;
    method: 'GET' | 'POST';
    url: string;
    headers?: Record<string, string>;
    body?: unknown;
  }[] = [
    { name: 'an answer', method: 'GET', url: '/items/7?page=2&limit=5', headers: { 'x-user': 'ann', 'x-extra': 'e' } },
    { name: 'the query defaults', method: 'GET', url: '/items/7', headers: { 'x-user': 'ann' } },
    {
      name: 'an invalid query (validation pipe)',
      method: 'GET',
      url: '/items/7?limit=2.5',
      headers: { 'x-user': 'ann' },
    },
    { name: 'a control character (input guard)', method: 'GET', url: '/items/a%00b', headers: { 'x-user': 'ann' } },
    { name: 'a guard that throws', method: 'GET', url: '/items/7', headers: { 'x-user': 'nobody' } },
    { name: 'a guard that says no', method: 'GET', url: '/items/7', headers: { 'x-user': 'refused' } },
    { name: 'a domain error', method: 'GET', url: '/items/missing', headers: { 'x-user': 'ann' } },
    { name: 'an unexpected error', method: 'GET', url: '/items/boom', headers: { 'x-user': 'ann' } },
    { name: 'a body', method: 'POST', url: '/items', headers: { 'x-user': 'ann' }, body: { name: 'x' } },
    { name: 'a status code', method: 'POST', url: '/items/7/touch', headers: { 'x-user': 'ann' } },
  ];
  it.each(cases)('answers $name exactly as Nest does', async ({ method, url, headers, body }) => {
    const ask = (prefix: string) =>
      app.inject({
        method,
        url: `/api/${prefix}${url}`,
        headers,
        ...(body === undefined ? {} : { payload: body as object }),
      });
    const [nest, lean] = [await ask('nest'), await ask('lean')];
    expect(lean.statusCode).toBe(nest.statusCode);
    expect(lean.body).toBe(nest.body);
    expect(lean.headers['content-type']).toBe(nest.headers['content-type']);
  });

  it('serves the marked methods through lean handlers, the others through Nest', () => {
    for (const route of ['GET /api/%/items/:id', 'POST /api/%/items', 'POST /api/%/items/:id/touch']) {
      expect(handlers.get(route.replace('%', 'lean'))).toBe('leanRouteHandler');
      expect(handlers.get(route.replace('%', 'nest'))).not.toBe('leanRouteHandler');
    }
  });

  it('refuses at start-up what it does not do, instead of skipping it', async () => {
    class Passthrough implements NestInterceptor {
      intercept(_context: ExecutionContext, next: CallHandler) {
        return next.handle();
      }
    }
    @Controller('x')
    class Intercepted {
      @Get()
      @UseInterceptors(Passthrough)
      @LeanRoute()
      get(): unknown {
        return {};
      }
    }
    @Module({ controllers: [Intercepted] })
    class Bad {}
    const bad = await NestFactory.create<NestFastifyApplication>(Bad, new FastifyAdapter(), {
      logger: false,
      abortOnError: false,
    });
    installLeanRoutes(bad, bad.getHttpAdapter().getInstance(), {
      globalPrefix: '',
      pipes: [],
      filter: { catch: () => undefined },
    });
    await expect(bad.init()).rejects.toThrow(/an interceptor is not supported on a lean route/);
    await bad.close().catch(() => undefined);
  });

  describe('refuses at start-up a global enhancer it would skip', () => {
    class Passthrough implements NestInterceptor {
      intercept(_context: ExecutionContext, next: CallHandler) {
        return next.handle();
      }
    }
    class Allow implements CanActivate {
      canActivate(): boolean {
        return true;
      }
    }
    class Identity {
      transform(value: unknown): unknown {
        return value;
      }
    }
    class Quiet {
      catch(): void {}
    }

    /** An application with one lean route, the given providers, set up as app.factory.ts does and then by `configure`. */
    async function start(
      configure: (app: NestFastifyApplication) => void,
      providers: NestCommon.Provider[] = [],
    ): Promise<NestFastifyApplication> {
      @Controller('x')
      class Lean {
        @Get()
        @LeanRoute()
        get(): unknown {
          return { data: 'lean' };
        }
      }
      @Module({ controllers: [Lean], providers })
      class One {}
      const app = await NestFactory.create<NestFastifyApplication>(One, new FastifyAdapter(), {
        logger: false,
        abortOnError: false,
      });
      const pipes = [new InputGuardPipe(), createValidationPipe()];
      const filter = new AllExceptionsFilter(new AppLogger('silent', 'json', () => undefined));
      app.useGlobalPipes(...pipes);
      app.useGlobalFilters(filter);
      installLeanRoutes(app, app.getHttpAdapter().getInstance(), { globalPrefix: '', pipes, filter });
      configure(app);
      return app;
    }
    const refused = async (app: NestFastifyApplication, what: RegExp) => {
      await expect(app.init()).rejects.toThrow(what);
      await app.close().catch(() => undefined);
    };

    it('starts, and serves the lean route, with the global pipes and the filter it was given', async () => {
      const app = await start(() => undefined);
      await app.init();
      expect((await app.inject({ method: 'GET', url: '/x' })).json()).toEqual({ data: 'lean' });
      await app.close();
    });

    it.each([
      ['a global guard', (app: NestFastifyApplication) => app.useGlobalGuards(new Allow()), /a global guard \(Allow\)/],
      [
        'a global interceptor',
        (app: NestFastifyApplication) => app.useGlobalInterceptors(new Passthrough()),
        /a global interceptor \(Passthrough\)/,
      ],
      ['one more global pipe', (app: NestFastifyApplication) => app.useGlobalPipes(new Identity()), /global pipes/],
      ['one more global filter', (app: NestFastifyApplication) => app.useGlobalFilters(new Quiet()), /global filters/],
    ])('%s (useGlobal…)', async (_name, configure, what) => {
      await refused(await start(configure), what);
    });

    it.each([
      ['APP_GUARD', { provide: APP_GUARD, useClass: Allow }, /a global guard \(Allow\)/],
      ['APP_INTERCEPTOR', { provide: APP_INTERCEPTOR, useClass: Passthrough }, /a global interceptor \(Passthrough\)/],
      ['APP_PIPE', { provide: APP_PIPE, useClass: Identity }, /global pipes/],
      ['APP_FILTER', { provide: APP_FILTER, useClass: Quiet }, /global filters/],
      [
        'a request-scoped APP_GUARD',
        { provide: APP_GUARD, useClass: Allow, scope: Scope.REQUEST },
        /a request-scoped global guard/,
      ],
    ])('%s (a provider of a module)', async (_name, provider, what) => {
      await refused(await start(() => undefined, [provider as NestCommon.Provider]), what);
    });

    it('names the lean routes and what to do in the error', async () => {
      await refused(
        await start((app) => app.useGlobalGuards(new Allow())),
        /@LeanRoute\(\) GET \/x: the application registers a global guard \(Allow\), which a lean route does not run\. Take @LeanRoute\(\) off/,
      );
    });
  });
});
