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

export const JWT_ISSUER = 'vineyard-valley';
export const JWT_AUDIENCE = 'vineyard-valley-api';
