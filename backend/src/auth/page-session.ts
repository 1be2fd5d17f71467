import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import jsonwebtoken from 'jsonwebtoken';
import type { KeyObject } from 'node:crypto';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { isUuid } from '../common/ids';
import { JWT_ISSUER, PAGE_GRANT, type PageGrant } from './auth.types';
import { SessionsService } from './sessions.service';
import { jwtSigningKey } from './tokens';

/**
 * The page-session cookie (docs/decisions.md, "A session cookie for page requests"): it tells the
 * server, on a GET of a signed-in page such as /game, whose screen to render into the HTML. It is
 * never an API credential: the API reads no cookie, bearer tokens stay its only credential.
 *
 * Its value is a JWT of its own kind (`typ: "page"`, audience `vineyard-valley-pages`, so the API's
 * access-token verifier refuses it on two counts) naming the session and its user, expiring with
 * the session's current refresh token. It is set wherever the API hands out a token pair (sign-in,
 * e-mail verification, every refresh) and cleared on sign-out; the server checks that the session
 * is still live in the database before it renders anything with it.
 */
export const PAGE_AUDIENCE = 'vineyard-valley-pages';

interface PageClaims {
  sub: string;
  sid: string;
  typ: 'page';
}

/** The session a page cookie names, once checked live. */
export interface PageSession {
  userId: string;
  sessionId: string;
}

/** `name=value` pairs of a Cookie header (RFC 6265 §5.4: `; `-separated; no quoting games). */
export function cookieValue(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim() || null;
  }
  return null;
}

@Injectable()
export class PageSessions {
  /** `__Host-` in production: the browser then insists on Secure, Path=/ and no Domain. */
  readonly cookieName: string;
  private readonly attributes: string;
  private readonly key: KeyObject;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly sessions: SessionsService,
  ) {
    this.key = jwtSigningKey(config.jwtSecret);
    this.cookieName = config.isProduction ? '__Host-vv_page' : 'vv_page';
    this.attributes = `Path=/; HttpOnly; SameSite=Strict${config.isProduction ? '; Secure' : ''}`;
  }

  /** Sets the cookie for the session a SessionDto carries (a no-op for any other body). */
  grant(reply: FastifyReply, session: object): void {
    const grant = (session as { [PAGE_GRANT]?: PageGrant })[PAGE_GRANT];
    if (!grant) return;
    const seconds = Math.floor((grant.expiresAt.getTime() - Date.now()) / 1000);
    if (seconds <= 0) return;
    const claims: PageClaims = { sub: grant.userId, sid: grant.sessionId, typ: 'page' };
    const token = jsonwebtoken.sign(claims, this.key, {
      algorithm: 'HS256',
      expiresIn: seconds,
      issuer: JWT_ISSUER,
      audience: PAGE_AUDIENCE,
    });
    reply.header('Set-Cookie', `${this.cookieName}=${token}; Max-Age=${seconds}; ${this.attributes}`);
  }

  /** The header that removes the cookie (sign-out; a stale cookie met on a page request). */
  cleared(): string {
    return `${this.cookieName}=; Max-Age=0; ${this.attributes}`;
  }

  clear(reply: FastifyReply): void {
    reply.header('Set-Cookie', this.cleared());
  }

  /**
   * The live session a request's Cookie header names: `null` when there is no cookie; `false`
   * when there is one that names no live session (bad signature, expired, signed out, revoked,
   * account disabled), which the caller clears.
   */
  async fromCookies(header: string | undefined): Promise<PageSession | null | false> {
    const token = cookieValue(header, this.cookieName);
    if (!token) return null;
    let claims: PageClaims;
    try {
      claims = jsonwebtoken.verify(token, this.key, {
        algorithms: ['HS256'],
        issuer: JWT_ISSUER,
        audience: PAGE_AUDIENCE,
      }) as PageClaims;
    } catch {
      return false;
    }
    if (claims?.typ !== 'page' || !isUuid(claims.sid) || !isUuid(claims.sub)) return false;
    const user = await this.sessions.liveSessionUser(claims.sid, claims.sub);
    return user ? { userId: claims.sub, sessionId: claims.sid } : false;
  }

  /** The session a request's page cookie names, whether or not it has expired (sign-out); null for anything else. */
  sessionNamed(header: string | undefined): string | null {
    const token = cookieValue(header, this.cookieName);
    if (!token) return null;
    try {
      const claims = jsonwebtoken.verify(token, this.key, {
        algorithms: ['HS256'],
        issuer: JWT_ISSUER,
        audience: PAGE_AUDIENCE,
        ignoreExpiration: true,
      }) as PageClaims;
      return claims?.typ === 'page' && isUuid(String(claims.sid)) ? claims.sid : null;
    } catch {
      return null;
    }
  }

  /**
   * A short-lived access token of the session, for the server's own in-process API reads while it
   * renders the player's page (the API sees an ordinary bearer request). It never leaves the server.
   */
  accessToken(session: PageSession): string {
    return this.sessions.accessToken(session.userId, session.sessionId, 60);
  }
}
