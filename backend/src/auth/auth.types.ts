import type { UserEntity } from '../users/entities/user.entity';

export interface AccessTokenClaims {
  sub: string;
  sid: string;
  typ: 'access';
}

/** What the JWT strategy puts on request.user once the session is checked live. */
export interface AuthenticatedUser {
  user: UserEntity;
  sessionId: string;
}

/**
 * On routes marked @SessionCheckedInQuery(): the token is verified, and the route's own query
 * checks that the session is live (see liveSessionCondition), saving a round trip on hot reads.
 */
export interface TokenSession {
  userId: string;
  sessionId: string;
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
