import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { ApiHeader } from '@nestjs/swagger';
import { createHash } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { FastifyReply } from 'fastify';
import { HEADERS } from '../openapi-document';
import { DomainError } from '../errors';

/** How long a remembered answer is kept (the tick removes older keys). */
export const IDEMPOTENCY_TTL_HOURS = 24;

const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** Documents the optional Idempotency-Key request header of an operation that runs through idempotent(). */
export function ApiIdempotencyKey(): MethodDecorator {
  return ApiHeader({
    name: HEADERS.idempotencyKey,
    required: false,
    description: `Makes retries safe: the same key and body within ${IDEMPOTENCY_TTL_HOURS} hours replay the first answer (with \`${HEADERS.idempotentReplayed}: true\`) instead of doing it again; another body under a used key gets 422. 1-255 visible ASCII characters.`,
    schema: { type: 'string', minLength: 1, maxLength: 255, pattern: KEY_PATTERN.source },
  });
}

/** Set on a request whose answer is a stored one (it also gets `Idempotent-Replayed: true`); the purchase metric skips it. */
export const REPLAYED = Symbol('idempotentReplayed');

/** A request's Idempotency-Key, and how idempotent() tells the request that it replayed. */
export interface IdempotencyKey {
  readonly value: string;
  replayed(): void;
}

/**
 * The checked Idempotency-Key header of the request as a handler parameter: undefined when
 * absent, 400 (IDEMPOTENCY_KEY_INVALID) when malformed. Swagger documents the header through
 * @ApiIdempotencyKey().
 */
export const IdempotencyKeyHeader = createParamDecorator(
  (_data: unknown, context: ExecutionContext): IdempotencyKey | undefined => {
    const http = context.switchToHttp();
    const request = http.getRequest<{ headers: Record<string, unknown>; [REPLAYED]?: boolean }>();
    const value = parseIdempotencyKey(request.headers[HEADERS.idempotencyKey.toLowerCase()]);
    if (value === undefined) return undefined;
    return {
      value,
      replayed: () => {
        request[REPLAYED] = true;
        void http.getResponse<FastifyReply>().header(HEADERS.idempotentReplayed, 'true');
      },
    };
  },
);

/** The header's value, checked: undefined when absent; 400 when malformed. */
export function parseIdempotencyKey(header: unknown): string | undefined {
  if (header === undefined || header === null || header === '') return undefined;
  if (typeof header !== 'string' || !KEY_PATTERN.test(header)) {
    throw new DomainError('IDEMPOTENCY_KEY_INVALID');
  }
  return header;
}

/**
 * Runs `operation` in the caller's transaction at most once per (user, key). The key row is
 * inserted first: a concurrent request with the same key waits on it (unique index) until the
 * first commits (then it replays the stored answer) or rolls back (then it proceeds itself).
 * Another request body under a used key is refused with 422. Only committed successes are stored,
 * so a refused request can be retried with the same key.
 */
export async function idempotent<T>(
  manager: EntityManager,
  userId: string,
  idempotencyKey: IdempotencyKey | undefined,
  request: unknown,
  operation: () => Promise<T>,
): Promise<T> {
  if (!idempotencyKey) return operation();
  const key = idempotencyKey.value;
  const hash = createHash('sha256').update(JSON.stringify(request)).digest('hex');
  const inserted: unknown[] = await manager.query(
    `INSERT INTO idempotency_keys (user_id, key, request_hash) VALUES ($1, $2, $3)
     ON CONFLICT DO NOTHING RETURNING key`,
    [userId, key, hash],
  );
  if (inserted.length === 0) {
    const [row]: { request_hash: string; response: T }[] = await manager.query(
      'SELECT request_hash, response FROM idempotency_keys WHERE user_id = $1 AND key = $2',
      [userId, key],
    );
    if (!row || row.request_hash !== hash) throw new DomainError('IDEMPOTENCY_KEY_REUSED');
    // the answer says it is a replay (the Idempotent-Replayed header)
    idempotencyKey.replayed();
    return row.response;
  }
  const result = await operation();
  await manager.query('UPDATE idempotency_keys SET response = $3 WHERE user_id = $1 AND key = $2', [
    userId,
    key,
    JSON.stringify(result),
  ]);
  return result;
}
