/**
 * Lean routes: a controller method marked @LeanRoute() is still declared, documented and tested
 * as every other route (its decorators, its guards, its parameters, the global pipes and the one
 * exception filter), but Fastify calls a handler made for it once at start-up instead of Nest's
 * general per-request pipeline (route proxy, exceptions zone, guards consumer, pipes consumer,
 * response controller: several promises and context objects a request). For the hottest reads
 * that pipeline was a measurable share of the request's CPU time (docs/performance.md, "Lean
 * routes").
 *
 * The lean handler does what Nest does for such a method, in the same order: each guard's
 * `canActivate` with an ExecutionContext of the method (false → 403 as Nest answers), each
 * parameter extracted as Nest extracts it (route params, query, body, headers, request, custom
 * decorators' factories) and passed through the global pipes with the same ArgumentMetadata, the
 * method called on the controller instance, the answer sent with the method's status code (an
 * object as JSON, with any JsonText — JSON PostgreSQL rendered — spliced in unparsed); any error
 * goes to the global exception filter. What it does not do (interceptors, method or class
 * pipes and filters, @Header, @Redirect, @Res, streaming) is refused at start-up: such a method
 * must stay on Nest's pipeline.
 *
 * The same holds for what is registered for the whole application: the lean handler runs the
 * global pipes and the one global filter it was given, and nothing else. So while any method is
 * lean, start-up fails (`assertGlobalsRunnable`) when the application also has a global guard, a
 * global interceptor, a pre-request hook, a request-scoped global enhancer (APP_GUARD,
 * APP_INTERCEPTOR, APP_PIPE, APP_FILTER with a request scope), or global pipes or filters other than
 * those given — a guard added later is never skipped silently on the lean routes.
 */
import {
  ForbiddenException,
  RequestMethod,
  SetMetadata,
  type CanActivate,
  type ExceptionFilter,
  type PipeTransform,
} from '@nestjs/common';
import {
  CUSTOM_ROUTE_ARGS_METADATA,
  EXCEPTION_FILTERS_METADATA,
  GUARDS_METADATA,
  HEADERS_METADATA,
  HTTP_CODE_METADATA,
  INTERCEPTORS_METADATA,
  METHOD_METADATA,
  PATH_METADATA,
  PIPES_METADATA,
  REDIRECT_METADATA,
  ROUTE_ARGS_METADATA,
} from '@nestjs/common/constants.js';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import { ModulesContainer, type ApplicationConfig } from '@nestjs/core';
import { ExecutionContextHost } from '@nestjs/core/helpers/execution-context-host.js';
import type { ArgumentMetadata, INestApplication, Type } from '@nestjs/common';
import { Stream } from 'node:stream';
import { stringifyJson } from './json-text';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';

export const LEAN_ROUTE = 'vv:leanRoute';

/** Serve this route through a handler made once for it (see the module comment). */
export const LeanRoute = (): MethodDecorator => SetMetadata(LEAN_ROUTE, true);

type Request = FastifyRequest & { body?: unknown; query: Record<string, unknown>; params: Record<string, unknown> };

interface ParamSpec {
  index: number;
  extract: (request: Request, reply: FastifyReply, context: ExecutionContextHost) => unknown;
  metadata: ArgumentMetadata;
  pipeable: boolean;
}

interface LeanMethod {
  key: string;
  build: () => (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
}

type Controller = Record<string, (...args: unknown[]) => unknown>;

const HTTP_METHODS: Partial<Record<RequestMethod, string>> = {
  [RequestMethod.GET]: 'GET',
  [RequestMethod.POST]: 'POST',
  [RequestMethod.PUT]: 'PUT',
  [RequestMethod.PATCH]: 'PATCH',
  [RequestMethod.DELETE]: 'DELETE',
};

const joinPath = (...parts: string[]): string =>
  '/' +
  parts
    .map((p) => p.replace(/^\/+|\/+$/g, ''))
    .filter(Boolean)
    .join('/');

function refuse(where: string, what: string): never {
  throw new Error(`@LeanRoute() ${where}: ${what} is not supported on a lean route; leave it on Nest's pipeline`);
}

/** How Nest extracts a parameter of this type (RouteParamsFactory), for the types a lean route takes. */
function extractorFor(
  where: string,
  type: RouteParamtypes,
  data: string | undefined,
): (request: Request, reply: FastifyReply) => unknown {
  switch (type) {
    case RouteParamtypes.REQUEST:
      return (request) => request;
    case RouteParamtypes.PARAM:
      return data ? (request) => request.params[data] : (request) => request.params;
    case RouteParamtypes.QUERY:
      return data ? (request) => request.query[data] : (request) => request.query;
    case RouteParamtypes.BODY:
      return data
        ? (request) => (request.body as Record<string, unknown> | undefined)?.[data]
        : (request) => request.body;
    case RouteParamtypes.HEADERS:
      return data ? (request) => request.headers[data.toLowerCase()] : (request) => request.headers;
    default:
      return refuse(where, `parameter type ${RouteParamtypes[type]}`);
  }
}

function leanMethods(
  app: INestApplication,
  globalPrefix: string,
  pipes: PipeTransform[],
  filter: ExceptionFilter,
): LeanMethod[] {
  const found: LeanMethod[] = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const metatype = wrapper.metatype as Type<unknown> | null;
      const instance = wrapper.instance as Controller | null;
      if (!metatype || !instance) continue;
      const prototype = metatype.prototype as Controller;
      for (const name of Object.getOwnPropertyNames(prototype)) {
        const method = prototype[name];
        if (name === 'constructor' || typeof method !== 'function' || !Reflect.getMetadata(LEAN_ROUTE, method))
          continue;
        const where = `${metatype.name}.${name}`;
        const httpMethod = HTTP_METHODS[Reflect.getMetadata(METHOD_METADATA, method) as RequestMethod];
        const classPath: unknown = Reflect.getMetadata(PATH_METADATA, metatype);
        const methodPath: unknown = Reflect.getMetadata(PATH_METADATA, method);
        if (!httpMethod) refuse(where, 'this request method');
        if (typeof classPath !== 'string' || typeof methodPath !== 'string') refuse(where, 'a path list');
        for (const [key, what] of [
          [INTERCEPTORS_METADATA, 'an interceptor'],
          [PIPES_METADATA, 'a class or method pipe'],
          [EXCEPTION_FILTERS_METADATA, 'a class or method exception filter'],
        ] as const) {
          if ((Reflect.getMetadata(key, metatype) ?? []).length || (Reflect.getMetadata(key, method) ?? []).length) {
            refuse(where, what);
          }
        }
        if (Reflect.getMetadata(HEADERS_METADATA, method) || Reflect.getMetadata(REDIRECT_METADATA, method)) {
          refuse(where, '@Header() or @Redirect()');
        }
        const guardTypes: (Type<CanActivate> | CanActivate)[] = [
          ...((Reflect.getMetadata(GUARDS_METADATA, metatype) as []) ?? []),
          ...((Reflect.getMetadata(GUARDS_METADATA, method) as []) ?? []),
        ];
        const status =
          (Reflect.getMetadata(HTTP_CODE_METADATA, method) as number | undefined) ??
          (httpMethod === 'POST' ? 201 : 200);
        const paramTypes = (Reflect.getMetadata('design:paramtypes', prototype, name) as Type<unknown>[]) ?? [];
        const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, metatype, name) ?? {}) as Record<
          string,
          {
            index: number;
            data?: string;
            pipes?: unknown[];
            factory?: (data: unknown, context: ExecutionContextHost) => unknown;
          }
        >;
        const params: ParamSpec[] = Object.entries(args).map(([argKey, arg]) => {
          if (arg.pipes?.length) refuse(where, 'a parameter pipe');
          const metatype = paramTypes[arg.index];
          if (argKey.includes(CUSTOM_ROUTE_ARGS_METADATA)) {
            const factory = arg.factory!;
            return {
              index: arg.index,
              extract: (_request, _reply, context) => factory(arg.data, context),
              metadata: { type: 'custom', metatype, data: arg.data },
              pipeable: true,
            };
          }
          const type = Number(argKey.split(':')[0]) as RouteParamtypes;
          const extract = extractorFor(where, type, arg.data);
          const pipeable =
            type === RouteParamtypes.PARAM || type === RouteParamtypes.QUERY || type === RouteParamtypes.BODY;
          const kind = type === RouteParamtypes.PARAM ? 'param' : type === RouteParamtypes.QUERY ? 'query' : 'body';
          return { index: arg.index, extract, metadata: { type: kind, metatype, data: arg.data }, pipeable };
        });
        params.sort((a, b) => a.index - b.index);
        found.push({
          key: `${httpMethod} ${joinPath(globalPrefix, classPath as string, methodPath as string)}`,
          build: () => {
            const guards = guardTypes.map((g) =>
              typeof g === 'function' ? app.get(g as Type<CanActivate>, { strict: false }) : g,
            );
            return leanHandler(instance, method, metatype, guards, params, pipes, filter, status);
          },
        });
      }
    }
  }
  return found;
}

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof (value as PromiseLike<unknown> | null)?.then === 'function';
const JSON_TYPE = 'application/json; charset=utf-8';
const isJsonBody = (value: unknown): value is object =>
  typeof value === 'object' && value !== null && !Buffer.isBuffer(value) && !(value instanceof Stream);

function leanHandler(
  instance: Controller,
  method: (...args: unknown[]) => unknown,
  metatype: Type<unknown>,
  guards: CanActivate[],
  params: ParamSpec[],
  pipes: PipeTransform[],
  filter: ExceptionFilter,
  status: number,
): (request: FastifyRequest, reply: FastifyReply) => Promise<unknown> {
  return async function leanRouteHandler(request, reply) {
    const context = new ExecutionContextHost([request, reply], metatype, method);
    context.setType('http');
    try {
      for (const guard of guards) {
        const allowed = guard.canActivate(context);
        if (typeof allowed !== 'boolean' && !isThenable(allowed)) {
          throw new Error(`@LeanRoute(): a guard answered neither a boolean nor a promise (${guard.constructor.name})`);
        }
        if (!(isThenable(allowed) ? await allowed : allowed)) throw new ForbiddenException('Forbidden resource');
      }
      const args = new Array<unknown>(params.length);
      for (const param of params) {
        let value = param.extract(request as Request, reply, context);
        // a pipe's promise is awaited (as Nest's pipes consumer does); a plain value costs no microtask
        if (param.pipeable) {
          for (const pipe of pipes) {
            value = pipe.transform(value, param.metadata);
            if (isThenable(value)) value = await value;
          }
        }
        args[param.index] = value;
      }
      const result = await method.apply(instance, args);
      // an object as Fastify would serialise it, with any JsonText spliced in as it is
      return isJsonBody(result)
        ? reply.code(status).type(JSON_TYPE).send(stringifyJson(result))
        : reply.code(status).send(result);
    } catch (error) {
      filter.catch(error, context);
      return reply;
    }
  };
}

const named = (values: readonly unknown[]): string =>
  values.map((v) => (v as { constructor?: { name?: string } } | null)?.constructor?.name ?? typeof v).join(', ');

/** Nest's application config (the global enhancers): not public API, so its absence fails start-up too. */
function applicationConfig(app: INestApplication): ApplicationConfig {
  const config = (app as unknown as { config?: ApplicationConfig }).config;
  if (!config || typeof config.getGlobalGuards !== 'function') {
    throw new Error("@LeanRoute(): cannot read Nest's application config to check its global enhancers");
  }
  return config;
}

/**
 * Fails start-up when the application has a global enhancer the lean handlers would not run: any
 * global guard or interceptor, any pre-request hook, any request-scoped global enhancer, global
 * pipes other than `options.pipes` (the same instances, in order) or filters other than
 * `options.filter` alone. `routes` name the lean routes in the error.
 */
export function assertGlobalsRunnable(
  app: INestApplication,
  routes: readonly string[],
  options: { pipes: readonly PipeTransform[]; filter: ExceptionFilter },
): void {
  const config = applicationConfig(app);
  const problems: string[] = [];
  const guards = config.getGlobalGuards();
  const interceptors = config.getGlobalInterceptors();
  const pipes = config.getGlobalPipes();
  const filters = config.getGlobalFilters();
  const hooks = config.getGlobalPreRequestHooks();
  if (guards.length > 0) problems.push(`a global guard (${named(guards)})`);
  if (interceptors.length > 0) problems.push(`a global interceptor (${named(interceptors)})`);
  if (hooks.length > 0) problems.push(`a pre-request hook (${hooks.length})`);
  if (pipes.length !== options.pipes.length || pipes.some((pipe, i) => pipe !== options.pipes[i])) {
    problems.push(
      `global pipes (${named(pipes)}) other than the ones given to the lean routes (${named(options.pipes)})`,
    );
  }
  if (filters.length !== 1 || filters[0] !== options.filter) {
    problems.push(`global filters (${named(filters)}) other than the one given to the lean routes`);
  }
  for (const [what, wrappers] of [
    ['guard', config.getGlobalRequestGuards()],
    ['interceptor', config.getGlobalRequestInterceptors()],
    ['pipe', config.getGlobalRequestPipes()],
    ['filter', config.getGlobalRequestFilters()],
  ] as const) {
    if (wrappers.length > 0)
      problems.push(`a request-scoped global ${what} (${wrappers.map((w) => w.name).join(', ')})`);
  }
  if (problems.length > 0) {
    throw new Error(
      `@LeanRoute() ${routes.join(', ')}: the application registers ${problems.join('; ')}, which a lean route ` +
        `does not run. Take @LeanRoute() off these methods, or teach common/lean-route.ts to run it.`,
    );
  }
}

/**
 * Makes Fastify call a lean handler for every @LeanRoute() method Nest registers. Call before the
 * application is initialised (its routes are registered then); the global pipes and the filter
 * must be the ones given to Nest (`useGlobalPipes`, `useGlobalFilters`). Start-up fails when a
 * lean method is not registered as a route, uses what a lean route does not support, or the
 * application registers a global enhancer a lean route does not run (assertGlobalsRunnable).
 */
export function installLeanRoutes(
  app: INestApplication,
  fastify: FastifyInstance,
  options: { globalPrefix: string; pipes: PipeTransform[]; filter: ExceptionFilter },
): void {
  let pending: Map<string, LeanMethod> | null = null;
  fastify.addHook('onRoute', (route: RouteOptions) => {
    pending ??= new Map(leanMethods(app, options.globalPrefix, options.pipes, options.filter).map((m) => [m.key, m]));
    const methods = ([] as string[]).concat(route.method);
    for (const m of methods) {
      const lean = pending.get(`${m} ${route.url}`);
      if (!lean) continue;
      // a controller's routes are registered by init(), once the application's providers (APP_GUARD …)
      // are applied and after every useGlobal…() of the set-up: what a lean route would skip is known here
      assertGlobalsRunnable(app, [lean.key], options);
      route.handler = lean.build();
      // the HEAD twin Fastify adds to a GET is registered from the same options
      pending.delete(lean.key);
    }
  });
  fastify.addHook('onReady', (done) => {
    const missed = pending ? [...pending.keys()] : [];
    done(missed.length ? new Error(`@LeanRoute() methods not registered as routes: ${missed.join(', ')}`) : undefined);
  });
}
