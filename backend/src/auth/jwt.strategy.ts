import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { MESSAGES } from '@vineyard/domain';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { SessionsService } from './sessions.service';
import { AccessTokenClaims, AuthenticatedUser, JWT_AUDIENCE, JWT_ISSUER } from './auth.types';

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
      secretOrKey: config.jwtSecret,
      algorithms: ['HS256'],
      issuer: JWT_ISSUER,
      audience: JWT_AUDIENCE,
      ignoreExpiration: false,
    });
  }

  async validate(claims: AccessTokenClaims): Promise<AuthenticatedUser> {
    if (claims?.typ !== 'access' || typeof claims.sid !== 'string' || typeof claims.sub !== 'string') {
      throw new UnauthorizedException(MESSAGES.auth.sessionExpired);
    }
    const user = await this.sessions.liveSessionUser(claims.sid, claims.sub);
    if (!user) throw new UnauthorizedException(MESSAGES.auth.sessionExpired);
    return { user, sessionId: claims.sid };
  }
}
