import { ArgumentsHost, Catch, ExceptionFilter, HttpException } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '@vineyard/domain';
import {
  boundedWait,
  DomainError,
  ErrorBody,
  FieldError,
  isDatabaseUnavailable,
  isErrorStatus,
  isRetryableConflict,
  sqlState,
} from './errors';
import { codeForStatus, DOMAIN_ERRORS, errorBody } from './domain-error-map';
import type { AppLogger } from './logger';

/**
 * On routes whose own query checks the session (@SessionCheckedInQuery(), auth/guards.ts), a
 * request can be refused before that query runs (a body or header the pipes refuse): whether the
 * request's session is live then, or null when the request is not such a request (its guard
 * checked the session, or it carries no session). The auth module gives it at start-up.
 */
export type UncheckedSessionLive = (request: FastifyRequest & { user?: unknown }) => Promise<boolean> | null;

/** Turns anything thrown into the one error body. Never leaks stacks, SQL or internals. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  constructor(
    private readonly logger: AppLogger,
    private readonly uncheckedSessionLive: UncheckedSessionLive = () => null,
  ) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    const reply = ctx.getResponse<FastifyReply>();
    const request = ctx.getRequest<FastifyRequest>();
    const body: ErrorBody & { requestId?: string } = toErrorBody(exception);
    // a session that ended is 401 before any other refusal, as on every route whose guard checks
    // it: a refusal on a route that checks the session in its own query asks whether it is live
    // (a statement on the refusal's path only)
    const live =
      body.statusCode >= 400 && body.statusCode < 500 && body.statusCode !== 401
        ? this.uncheckedSessionLive(request)
        : null;
    if (live === null) return this.answer(exception, body, request, reply);
    live.then(
      (isLive) => this.answer(exception, isLive ? body : errorBody('UNAUTHORIZED'), request, reply),
      (error: unknown) => this.answer(error, toErrorBody(error), request, reply),
    );
  }

  private answer(
    exception: unknown,
    body: ErrorBody & { requestId?: string },
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    // a database refusal answered 400/409 may also be our own bug: operators see it
    const answeredDatabaseError = body.statusCode < 500 && sqlState(exception) !== undefined;
    if (body.statusCode >= 500 || answeredDatabaseError) {
      this.logger.write(answeredDatabaseError ? 'warn' : 'error', 'request failed', {
        reqId: request.id,
        route: request.routeOptions?.url ?? 'unmatched',
        method: request.method,
        status: body.statusCode,
        error: exception instanceof Error ? `${exception.name}: ${exception.message}` : String(exception),
        // where it failed, for the operator only (never in the answer)
        ...(body.statusCode >= 500 && exception instanceof Error && exception.stack ? { stack: exception.stack } : {}),
        // the statement (never its parameters, which may hold personal data)
        ...(answeredDatabaseError ? { sql: String((exception as { query?: unknown }).query ?? '').slice(0, 300) } : {}),
      });
    }
    // a 5xx names the request, so the player's report leads the operator to the log line
    if (body.statusCode >= 500 && request.id) body.requestId = request.id;
    const retryAfter = exception instanceof DomainError ? exception.details.retryAfter : undefined;
    if (retryAfter) void reply.header('Retry-After', String(retryAfter));
    if (body.statusCode === 503) void reply.header('Retry-After', '5');
    // a lock held by another change: it goes with that change, so soon
    if (body.code === 'RESOURCE_BUSY') void reply.header('Retry-After', '1');
    void reply.status(body.statusCode).header('Content-Type', 'application/json; charset=utf-8').send(body);
  }
}

export function toErrorBody(exception: unknown): ErrorBody {
  if (exception instanceof DomainError) {
    // DOMAIN_ERRORS covers every ErrorCode (a missing one fails tsc), so this never falls through
    return errorBody(exception.code, exception.details);
  }
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const response = exception.getResponse();
    const code = codeForStatus(status);
    const options = isErrorStatus(status) && DOMAIN_ERRORS[code].status === status ? {} : { status };
    const r = (typeof response === 'string' ? { message: response } : response) as {
      message?: unknown;
      errors?: FieldError[];
    };
    let message: string;
    if (Array.isArray(r.message)) message = String(r.message[0] ?? MESSAGES.common.unexpected);
    else if (typeof r.message === 'string') message = r.message;
    else message = exception.message;
    if (status === 404 && /^Cannot (GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS) /.test(message))
      message = MESSAGES.api.routeNotFound;
    // Fastify's JSON parser, as Nest's adapter passes it on
    if (status === 400 && /^Body (is not valid JSON|cannot be empty)/.test(message)) {
      return errorBody('INVALID_JSON', { message });
    }
    return errorBody(code, { ...options, message, errors: r.errors });
  }
  if (isDatabaseUnavailable(exception)) return errorBody('DATABASE_UNAVAILABLE');
  // a wait cut short by DB_LOCK_TIMEOUT_MS (another change holds the row) or DB_STATEMENT_TIMEOUT_MS
  const cut = boundedWait(exception);
  if (cut) return errorBody(cut === 'lock' ? 'RESOURCE_BUSY' : 'DATABASE_TIMEOUT');
  // a deadlock or serialization failure that outlasted inTransaction's retries: a conflict, not a crash
  if (isRetryableConflict(exception)) return errorBody('CONCURRENT_CHANGE');
  // class 22 (data exception: numeric or datetime out of range, malformed text for a type, …):
  // input that slipped past validation, so the client's fault — never a 500
  if (sqlState(exception)?.startsWith('22')) return errorBody('VALUE_OUT_OF_RANGE');
  // Errors raised by Fastify itself before a handler runs (body parsing, size, media type).
  const fastifyError = exception as { statusCode?: number; code?: string };
  if (typeof fastifyError?.statusCode === 'number' && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
    return fastifyErrorBody(fastifyError.statusCode, fastifyError.code);
  }
  return errorBody('INTERNAL_ERROR');
}

export function fastifyErrorBody(statusCode: number, code?: string): ErrorBody {
  switch (code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return errorBody('INVALID_JSON');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return errorBody('PAYLOAD_TOO_LARGE');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return errorBody('UNSUPPORTED_MEDIA_TYPE');
    case 'FST_ERR_BAD_URL':
      return errorBody('MALFORMED_URL');
    default: {
      const generic = codeForStatus(statusCode);
      return generic === 'PAYLOAD_TOO_LARGE'
        ? errorBody(generic)
        : errorBody(generic, { status: statusCode, message: MESSAGES.api.notProcessed });
    }
  }
}
