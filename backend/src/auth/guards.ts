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
import { ApiBearerAuth, ApiSecurity } from '@nestjs/swagger';
import { isApiKeyToken, requiredApiKeyScope, type UserRole } from '@vineyard/domain';
import { ApiErrors } from '../common/api-docs';
import { API_KEY_SCHEME } from '../common/openapi-document';
import { DomainError } from '../common/errors';
import { AccessTokenVerifier } from './access-token.verifier';
import { ApiKeysService } from './api-keys.service';
import { SESSION_CHECKED_IN_QUERY, type ApiKeyGrant, type AuthenticatedUser, type TokenSession } from './auth.types';
import { COSTLY, isCostly, PlayerRequests } from './player-requests';

/** Metadata of @SessionOnly() routes: a personal API key never reaches them (403 `API_KEY_NOT_ALLOWED`). */
export const NO_API_KEYS = 'vv:noApiKeys';

type GuardedRequest = {
  method: string;
  url: string;
  routeOptions?: { url?: string };
  headers: { authorization?: string };
  user?: unknown;
};

/**
 * Every authenticated route: a live session's access token, or a personal API key (`vv_…`) used
 * within its scopes (requiredApiKeyScope: `admin` on admin routes, `read` on other reads, `play` on
 * other writes) and its own rate limit.
 */
@Injectable()
export class JwtAuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: AccessTokenVerifier,
    private readonly players: PlayerRequests,
    private readonly apiKeys: ApiKeysService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<GuardedRequest>();
    const handler = context.getHandler();
    const { authorization } = request.headers;
    const key = apiKeyOf(authorization);
    if (key !== null) {
      request.user = await this.keyRequest(context, request, key);
      return true;
    }
    // a costly request waits for one of its player's slots before it touches the database
    if (isCostly(request.method, this.reflector.get<boolean | undefined>(COSTLY, handler))) {
      const userId = this.tokens.verifiedUserId(authorization);
      if (userId) await this.players.admit(request, userId);
    }
    const checkedInQuery = this.reflector.get<boolean | undefined>(SESSION_CHECKED_IN_QUERY, handler);
    request.user = await this.tokens.authenticate(authorization, checkedInQuery === true);
    return true;
  }

  /** A request with a personal API key: the key's user once the key is live and may use this route. */
  private async keyRequest(
    context: ExecutionContext,
    request: GuardedRequest,
    secret: string,
  ): Promise<AuthenticatedUser> {
    const auth = (await this.apiKeys.authenticate(secret)) as AuthenticatedUser & { apiKey: ApiKeyGrant };
    const targets = [context.getHandler(), context.getClass()];
    const where = { method: request.method, route: request.routeOptions?.url ?? request.url.split('?')[0]! };
    if (this.reflector.getAllAndOverride<boolean | undefined>(NO_API_KEYS, targets)) {
      return this.apiKeys.refuse(auth, { notAllowed: true }, where);
    }
    const roles = this.reflector.getAllAndOverride<UserRole[] | undefined>(ROLES_KEY, targets);
    const scope = requiredApiKeyScope(request.method, roles?.includes('admin') === true);
    if (!auth.apiKey.scopes.includes(scope)) return this.apiKeys.refuse(auth, { scope }, where);
    if (isCostly(request.method, this.reflector.get<boolean | undefined>(COSTLY, context.getHandler()))) {
      await this.players.admit(request, auth.user.id);
    }
    await this.apiKeys.admit(auth.apiKey);
    return auth;
  }
}

const BEARER = /^\s*bearer\s+(\S+)/i;

/** The personal API key a request's Authorization header carries, or null (an access token, or none). */
export function apiKeyOf(authorization: string | undefined): string | null {
  const token = authorization === undefined ? undefined : BEARER.exec(authorization)?.[1];
  return token !== undefined && isApiKeyToken(token) ? token : null;
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

/**
 * Requires a live session or a personal API key with the route's scope (401 otherwise, 403
 * `API_KEY_SCOPE` for a key without it); with roles, also one of them (403 otherwise).
 */
export function Authenticated(...roles: UserRole[]): MethodDecorator & ClassDecorator {
  return applyDecorators(
    SetMetadata(ROLES_KEY, roles),
    // the roles check only where roles are asked for: most routes run one guard per request
    roles.length > 0 ? UseGuards(JwtAuthGuard, RolesGuard) : UseGuards(JwtAuthGuard),
    ApiBearerAuth('bearer'),
    ApiSecurity(API_KEY_SCHEME),
    // 403 API_KEY_SCOPE: finishDocument adds it to every operation an API key may call
    ApiErrors(...(roles.length > 0 ? (['UNAUTHORIZED', 'FORBIDDEN'] as const) : (['UNAUTHORIZED'] as const))),
  );
}

/**
 * Requires a live session and refuses personal API keys (403 `API_KEY_NOT_ALLOWED`): key
 * management, and whatever changes the account's credentials. A key cannot mint or revoke keys.
 */
export function SessionOnly(): MethodDecorator & ClassDecorator {
  return applyDecorators(
    SetMetadata(NO_API_KEYS, true),
    UseGuards(JwtAuthGuard),
    ApiBearerAuth('bearer'),
    ApiErrors('UNAUTHORIZED', 'API_KEY_NOT_ALLOWED'),
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
  if (!('user' in auth)) return auth;
  return auth.apiKey
    ? { userId: auth.user.id, sessionId: auth.sessionId, apiKeyId: auth.apiKey.id }
    : { userId: auth.user.id, sessionId: auth.sessionId };
});
