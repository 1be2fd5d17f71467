import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { SessionsService } from './sessions.service';
import { jwtSigningKey } from './tokens';
import { isUuid } from '../common/ids';
import {
  AccessTokenClaims,
  AuthenticatedUser,
  JWT_AUDIENCE,
  JWT_ISSUER,
  SESSION_CHECKED_IN_QUERY,
  type TokenSession,
} from './auth.types';
import { DomainError } from '../common/errors';

/**
 * Bearer access tokens: HS256 only, issuer and audience checked, `typ` must be "access", and the
 * session (`sid`) must still be live in the database, so sign-out ends a token at once.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly sessions: SessionsService,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // A KeyObject, not the string (see jwtSigningKey). passport-jwt hands it to jsonwebtoken
      // unchanged; its typings predate KeyObject support.
      secretOrKey: jwtSigningKey(config.jwtSecret) as unknown as Buffer,
      algorithms: ['HS256'],
      issuer: JWT_ISSUER,
      audience: JWT_AUDIENCE,
      ignoreExpiration: false,
      passReqToCallback: true,
    });
  }

  async validate(
    request: { [SESSION_CHECKED_IN_QUERY]?: boolean },
    claims: AccessTokenClaims,
  ): Promise<AuthenticatedUser | TokenSession> {
    if (claims?.typ !== 'access' || typeof claims.sid !== 'string' || typeof claims.sub !== 'string') {
      throw new DomainError('UNAUTHORIZED');
    }
    if (request[SESSION_CHECKED_IN_QUERY]) {
      // the route's own query checks the session (one round trip instead of two)
      if (!isUuid(claims.sid) || !isUuid(claims.sub)) throw new DomainError('UNAUTHORIZED');
      return { userId: claims.sub, sessionId: claims.sid };
    }
    const user = await this.sessions.liveSessionUser(claims.sid, claims.sub);
    if (!user) throw new DomainError('UNAUTHORIZED');
    return { user, sessionId: claims.sid };
  }
}
