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
/** How many verified tokens are remembered (~0.5 KB each); the map starts over when full. */
export const VERIFIED_TOKENS_MAX = 10_000;

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

  /**
   * Tokens whose signature and claims were verified, by their exact text, until they expire: a
   * player's client sends the same token with every request for its 15 minutes, and the HMAC,
   * the base64 and JSON decoding were a fifth of the hottest read's CPU time. Only a token that
   * passed verification is kept (an invalid one costs a verification every time), so the map
   * holds at most the live sessions' current tokens; sign-out still ends a token at once (the
   * session is checked in the database on every request). The claims are frozen.
   */
  /** The same checks but the expiry: for sign-out only (sessionNamed). */
  private readonly anyAge: VerifyOptions & { complete?: false } = Object.freeze({
    ...this.options,
    ignoreExpiration: true,
  });

  private readonly verified = new Map<string, { claims: Readonly<AccessTokenClaims>; exp: number }>();

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly sessions: SessionsService,
  ) {
    this.key = jwtSigningKey(config.jwtSecret);
  }

  /** The verified claims of an access token; 401 when it is not one of ours, expired or not an access token. */
  private claimsOf(token: string): Readonly<AccessTokenClaims> {
    const known = this.verified.get(token);
    // jsonwebtoken's own test: expired when now >= exp (seconds)
    if (known && Math.floor(Date.now() / 1000) < known.exp) return known.claims;
    if (known) this.verified.delete(token);
    let claims: AccessTokenClaims & { exp?: unknown };
    try {
      claims = jsonwebtoken.verify(token, this.key, this.options) as AccessTokenClaims & { exp?: unknown };
    } catch {
      throw new DomainError('UNAUTHORIZED');
    }
    if (claims?.typ !== 'access' || typeof claims.sid !== 'string' || typeof claims.sub !== 'string') {
      throw new DomainError('UNAUTHORIZED');
    }
    if (typeof claims.exp === 'number') {
      if (this.verified.size >= VERIFIED_TOKENS_MAX) this.verified.clear();
      this.verified.set(token, { claims: Object.freeze(claims), exp: claims.exp });
    }
    return claims;
  }

  /**
   * The session an access token names, whether or not it has expired (sign-out ends it either way:
   * a verified signature proves the token was issued for that session); null for anything else.
   */
  sessionNamed(authorization: string | undefined): string | null {
    const token = authorization === undefined ? null : BEARER.exec(authorization)?.[1];
    if (!token) return null;
    try {
      const claims = jsonwebtoken.verify(token, this.key, this.anyAge) as AccessTokenClaims;
      return claims?.typ === 'access' && isUuid(String(claims.sid)) ? claims.sid : null;
    } catch {
      return null;
    }
  }

  /**
   * The user id of a request's access token when its signature and claims verify (no database
   * read: a revoked session still passes here and is refused by `authenticate`), else null.
   */
  verifiedUserId(authorization: string | undefined): string | null {
    const token = authorization === undefined ? null : BEARER.exec(authorization)?.[1];
    if (!token) return null;
    try {
      return this.claimsOf(token).sub;
    } catch {
      return null;
    }
  }

  /**
   * For the error filter (common/http-exception.filter.ts, UncheckedSessionLive): on a route whose
   * own query checks the session, whether the session of a request refused before that query ran
   * is live; null for any other request (its guard checked it, or an API key's guard did).
   */
  readonly uncheckedSessionLive = (request: { user?: unknown }): Promise<boolean> | null => {
    const auth = request.user as AuthenticatedUser | TokenSession | undefined;
    if (!auth || 'user' in auth || auth.apiKeyId !== undefined) return null;
    return this.sessions.liveSessionUser(auth.sessionId, auth.userId).then((user) => user !== null);
  };

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
    const claims = this.claimsOf(token);
    if (sessionCheckedInQuery) {
      if (!isUuid(claims.sid) || !isUuid(claims.sub)) throw new DomainError('UNAUTHORIZED');
      return { userId: claims.sub, sessionId: claims.sid };
    }
    const user = await this.sessions.liveSessionUser(claims.sid, claims.sub);
    if (!user) throw new DomainError('UNAUTHORIZED');
    return { user, sessionId: claims.sid };
  }
}
