import { createParamDecorator, type ExecutionContext } from '@nestjs/common';

/**
 * The id of the request being answered (X-Request-Id, see app.factory.ts), for log lines written
 * by work the request leaves behind (common/logger.ts: the id is passed, not looked up).
 */
export const RequestId = createParamDecorator(
  (_data: unknown, context: ExecutionContext): string => context.switchToHttp().getRequest<{ id: string }>().id,
);
