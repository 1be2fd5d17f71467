import {
  CanActivate,
  createParamDecorator,
  ExecutionContext,
  Injectable,
  SetMetadata,
  applyDecorators,
  UseGuards,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiBearerAuth } from '@nestjs/swagger';
import type { UserRole } from '@vineyard/domain';
import { ApiErrors } from '../common/api-docs';
import { DomainError } from '../common/errors';
import { AccessTokenVerifier } from './access-token.verifier';
import { SESSION_CHECKED_IN_QUERY, type AuthenticatedUser, type TokenSession } from './auth.types';
import { COSTLY, isCostly, PlayerRequests } from './player-requests';

@Injectable()
export class JwtAuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: AccessTokenVerifier,
    private readonly players: PlayerRequests,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context
      .switchToHttp()
      .getRequest<{ method: string; headers: { authorization?: string }; user?: unknown }>();
    const handler = context.getHandler();
    const { authorization } = request.headers;
    // a costly request waits for one of its player's slots before it touches the database
    if (isCostly(request.method, this.reflector.get<boolean | undefined>(COSTLY, handler))) {
      const userId = this.tokens.verifiedUserId(authorization);
      if (userId) await this.players.admit(request, userId);
    }
    const checkedInQuery = this.reflector.get<boolean | undefined>(SESSION_CHECKED_IN_QUERY, handler);
    request.user = await this.tokens.authenticate(authorization, checkedInQuery === true);
    return true;
  }
}

export const ROLES_KEY = 'roles';

@Injectable()
export class RolesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const roles = this.reflector.getAllAndOverride<UserRole[] | undefined>(ROLES_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!roles || roles.length === 0) return true;
    const auth = context.switchToHttp().getRequest<{ user?: AuthenticatedUser }>().user;
    if (!auth || !roles.includes(auth.user.role)) throw new DomainError('FORBIDDEN');
    return true;
  }
}

/** Requires a live session (401 otherwise); with roles, also one of them (403 otherwise). */
export function Authenticated(...roles: UserRole[]): MethodDecorator & ClassDecorator {
  return applyDecorators(
    SetMetadata(ROLES_KEY, roles),
    // the roles check only where roles are asked for: most routes run one guard per request
    roles.length > 0 ? UseGuards(JwtAuthGuard, RolesGuard) : UseGuards(JwtAuthGuard),
    ApiBearerAuth('bearer'),
    ApiErrors(...(roles.length > 0 ? (['UNAUTHORIZED', 'FORBIDDEN'] as const) : (['UNAUTHORIZED'] as const))),
  );
}

export const CurrentAuth = createParamDecorator((_data: unknown, context: ExecutionContext): AuthenticatedUser => {
  const auth = context.switchToHttp().getRequest<{ user: AuthenticatedUser | TokenSession }>().user;
  // a programming error, caught by the route's tests: such routes read @CurrentSession()
  if (!('user' in auth)) throw new Error('@SessionCheckedInQuery() routes have no loaded user: use @CurrentSession()');
  return auth;
});

/**
 * For hot reads whose own query checks the session is live (liveSessionCondition) alongside
 * ownership and the rows: the guard only verifies the token, so the request costs one round trip.
 * The route must answer 401 when its query finds the session not live. Not for routes with roles.
 */
export function SessionCheckedInQuery(): MethodDecorator {
  return SetMetadata(SESSION_CHECKED_IN_QUERY, true);
}

/** The token's user and session, on any authenticated route. */
export const CurrentSession = createParamDecorator((_data: unknown, context: ExecutionContext): TokenSession => {
  const auth = context.switchToHttp().getRequest<{ user: AuthenticatedUser | TokenSession }>().user;
  return 'user' in auth ? { userId: auth.user.id, sessionId: auth.sessionId } : auth;
});
