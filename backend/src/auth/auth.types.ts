import type { ApiKeyScope } from '@vineyard/domain';
import type { UserEntity } from '../users/entities/user.entity';

export interface AccessTokenClaims {
  sub: string;
  sid: string;
  typ: 'access';
}

/** What a personal API key may do (the request acts as its user within these scopes). */
export interface ApiKeyGrant {
  id: string;
  prefix: string;
  scopes: ApiKeyScope[];
}

/**
 * What the JWT strategy puts on request.user once the session is checked live. With a personal
 * API key: the key's user, `apiKey` its grant, and `sessionId` the key's id (what revoking ends).
 */
export interface AuthenticatedUser {
  user: UserEntity;
  sessionId: string;
  apiKey?: ApiKeyGrant;
}

/**
 * On routes marked @SessionCheckedInQuery(): the token is verified, and the route's own query
 * checks that the session is live (see liveSessionCondition), saving a round trip on hot reads.
 */
export interface TokenSession {
  userId: string;
  sessionId: string;
  /** Set when a personal API key authenticated the request: the guard already checked it live. */
  apiKeyId?: string;
}

/** Metadata of @SessionCheckedInQuery() routes: JwtAuthGuard then verifies only the token. */
export const SESSION_CHECKED_IN_QUERY = 'sessionCheckedInQuery';

export const JWT_ISSUER = 'vineyard-valley';
export const JWT_AUDIENCE = 'vineyard-valley-api';

/**
 * What SessionsService attaches to a SessionDto it issues, for the page-session cookie
 * (auth/page-session.ts). A symbol: never serialized into the answer.
 */
export const PAGE_GRANT = Symbol('pageGrant');
export interface PageGrant {
  userId: string;
  sessionId: string;
  /** When the session's current refresh token expires: the cookie expires with it. */
  expiresAt: Date;
}
