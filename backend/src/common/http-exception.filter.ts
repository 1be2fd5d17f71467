import { ArgumentsHost, Catch, ExceptionFilter, HttpException } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  DATABASE_UNAVAILABLE_MESSAGE,
  DEFAULT_ERROR_MESSAGE,
  DomainError,
  ErrorBody,
  errorBody,
  FieldError,
  isDatabaseUnavailable,
  isRetryableConflict,
  sqlState,
} from './errors';
import { DOMAIN_ERRORS } from './domain-error-map';
import { MESSAGES } from '@vineyard/domain';
import type { AppLogger } from './logger';

/** Turns anything thrown into the one error body. Never leaks stacks, SQL or internals. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  constructor(private readonly logger: AppLogger) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    const reply = ctx.getResponse<FastifyReply>();
    const request = ctx.getRequest<FastifyRequest>();
    const body: ErrorBody & { requestId?: string } = toErrorBody(exception);
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
    if (body.statusCode === 429 && exception instanceof HttpException) {
      const retryAfter = (exception.getResponse() as { retryAfter?: number }).retryAfter;
      if (retryAfter) void reply.header('Retry-After', String(retryAfter));
    }
    if (body.statusCode === 503) void reply.header('Retry-After', '5');
    void reply.status(body.statusCode).header('Content-Type', 'application/json; charset=utf-8').send(body);
  }
}

export function toErrorBody(exception: unknown): ErrorBody {
  if (exception instanceof DomainError) {
    const mapped = DOMAIN_ERRORS[exception.code as keyof typeof DOMAIN_ERRORS];
    if (mapped) {
      return errorBody(mapped.status, exception.details?.message ?? mapped.message, exception.details?.errors);
    }
    return errorBody(500, DEFAULT_ERROR_MESSAGE);
  }
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const response = exception.getResponse();
    if (typeof response === 'string') return errorBody(status, response);
    const r = response as { message?: unknown; errors?: FieldError[] };
    let message: string;
    if (Array.isArray(r.message)) message = String(r.message[0] ?? DEFAULT_ERROR_MESSAGE);
    else if (typeof r.message === 'string') message = r.message;
    else message = exception.message;
    if (status === 404 && /^Cannot (GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS) /.test(message))
      message = 'Route not found';
    return errorBody(status, message, r.errors);
  }
  if (isDatabaseUnavailable(exception)) return errorBody(503, DATABASE_UNAVAILABLE_MESSAGE);
  // a deadlock or serialization failure that outlasted inTransaction's retries: a conflict, not a crash
  if (isRetryableConflict(exception)) return errorBody(409, MESSAGES.common.concurrentChange);
  // class 22 (data exception: numeric or datetime out of range, malformed text for a type, …):
  // input that slipped past validation, so the client's fault — never a 500
  if (sqlState(exception)?.startsWith('22')) return errorBody(400, MESSAGES.common.valueOutOfRange);
  // Errors raised by Fastify itself before a handler runs (body parsing, size, media type).
  const fastifyError = exception as { statusCode?: number; code?: string };
  if (typeof fastifyError?.statusCode === 'number' && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
    return fastifyErrorBody(fastifyError.statusCode, fastifyError.code);
  }
  return errorBody(500, DEFAULT_ERROR_MESSAGE);
}

export function fastifyErrorBody(statusCode: number, code?: string): ErrorBody {
  switch (code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return errorBody(400, 'The request body is not valid JSON');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return errorBody(413, 'The request body is too large');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return errorBody(415, 'Unsupported content type: send application/json');
    default:
      return errorBody(
        statusCode,
        statusCode === 413 ? 'The request body is too large' : 'The request could not be processed',
      );
  }
}
