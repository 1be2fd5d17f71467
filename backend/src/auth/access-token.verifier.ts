import { Inject, Injectable } from '@nestjs/common';
import jsonwebtoken, { type VerifyOptions } from 'jsonwebtoken';
import type { KeyObject } from 'node:crypto';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { SessionsService } from './sessions.service';
import { jwtSigningKey } from './tokens';
import { isUuid } from '../common/ids';
import { AccessTokenClaims, AuthenticatedUser, JWT_AUDIENCE, JWT_ISSUER, type TokenSession } from './auth.types';
import { DomainError } from '../common/errors';

const BEARER = /^\s*bearer\s+(\S+)/i;

/**
 * Bearer access tokens: HS256 only, issuer and audience checked, `typ` must be "access", and the
 * session (`sid`) must still be live in the database, so sign-out ends a token at once.
 */
@Injectable()
export class AccessTokenVerifier {
  private readonly key: KeyObject;
  /**
   * One options object for every verify. jsonwebtoken is called directly: JwtService.verify
   * copies and `delete`s its options on every call (a few µs a request on the hottest path).
   */
  private readonly options: VerifyOptions & { complete?: false } = Object.freeze({
    algorithms: ['HS256' as const],
    issuer: JWT_ISSUER,
    audience: JWT_AUDIENCE,
  });

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly sessions: SessionsService,
  ) {
    this.key = jwtSigningKey(config.jwtSecret);
  }

  /**
   * The request's user and session. `sessionCheckedInQuery`: the route's own query checks that
   * the session is live (one round trip instead of two), so only the token is verified here.
   */
  async authenticate(
    authorization: string | undefined,
    sessionCheckedInQuery: boolean,
  ): Promise<AuthenticatedUser | TokenSession> {
    const token = authorization === undefined ? null : BEARER.exec(authorization)?.[1];
    if (!token) throw new DomainError('UNAUTHORIZED');
    let claims: AccessTokenClaims;
    try {
      claims = jsonwebtoken.verify(token, this.key, this.options) as AccessTokenClaims;
    } catch {
      throw new DomainError('UNAUTHORIZED');
    }
    if (claims?.typ !== 'access' || typeof claims.sid !== 'string' || typeof claims.sub !== 'string') {
      throw new DomainError('UNAUTHORIZED');
    }
    if (sessionCheckedInQuery) {
      if (!isUuid(claims.sid) || !isUuid(claims.sub)) throw new DomainError('UNAUTHORIZED');
      return { userId: claims.sub, sessionId: claims.sid };
    }
    const user = await this.sessions.liveSessionUser(claims.sid, claims.sub);
    if (!user) throw new DomainError('UNAUTHORIZED');
    return { user, sessionId: claims.sid };
  }
}
