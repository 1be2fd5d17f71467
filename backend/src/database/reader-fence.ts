import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { fenceOf, type ReadFence } from './wal-position';

export type { ReadFence } from './wal-position';

/** The route's ReadFence (routes whose service reads through ReadReplica.read: database/read-replica.ts). */
export const ReaderFence = createParamDecorator((_data: unknown, context: ExecutionContext): ReadFence =>
  fenceOf(context.switchToHttp().getRequest<FastifyRequest>()),
);
