import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { DataSource, EntityManager } from 'typeorm';
import { AUTH_LIFETIMES } from '@vineyard/domain';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import type { UserEntity } from '../users/entities/user.entity';
import { toUserDto } from './users.mapper';
import type { SessionDto } from './dto/auth.dto';
import type { SessionEntity } from './entities/session.entity';
import { SessionsRepository } from './sessions.repository';
import { UsersRepository } from './users.repository';
import { AccessTokenClaims, JWT_AUDIENCE, JWT_ISSUER, PAGE_GRANT, type PageGrant } from './auth.types';
import { jwtSigningKey, newOpaqueToken, sha256 } from './tokens';
import { isUuid } from '../common/ids';
import { DomainError } from '../common/errors';

const DAY_MS = 24 * 60 * 60 * 1000;

const refused = (code: 'REFRESH_TOKEN_INVALID' | 'REFRESH_TOKEN_SUPERSEDED' = 'REFRESH_TOKEN_INVALID') => ({
  error: true as const,
  code,
});

/**
 * Sessions and their refresh-token families. Rotation is single-use with reuse detection:
 * presenting a token that was already rotated revokes the whole session, newest token included.
 */
@Injectable()
export class SessionsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly jwt: JwtService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly repository: SessionsRepository,
    private readonly users: UsersRepository,
  ) {}

  /** Opens a session for a user (inside the caller's transaction when given one). */
  async open(
    user: UserEntity,
    rememberMe = true,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<SessionDto> {
    const lifetime = rememberMe
      ? AUTH_LIFETIMES.refreshAbsoluteDays * DAY_MS
      : AUTH_LIFETIMES.shortSessionHours * 3600_000;
    const session = await this.repository.insert(manager, user.id, new Date(Date.now() + lifetime));
    const refresh = await this.issueRefresh(manager, session);
    return this.sessionDto(user, session.id, refresh);
  }

  /**
   * Exchanges a refresh token for a new pair. `client` identifies who presents it (a hash of the
   * IP and user agent): the immediate duplicate from the client that just rotated the token (two
   * tabs racing, see AUTH_LIFETIMES.refreshReuseGraceSeconds) is refused without ending the
   * session; any other use of a rotated token is reuse and ends it.
   */
  async rotate(presented: string, client: string): Promise<SessionDto> {
    const outcome = await this.dataSource.transaction(async (manager) => {
      const token = await this.repository.lockRefresh(manager, sha256(presented));
      if (!token || !token.session) return refused();
      const session = token.session;
      if (token.usedAt) {
        const sinceUse = Date.now() - token.usedAt.getTime();
        if (token.usedBy === client && sinceUse <= AUTH_LIFETIMES.refreshReuseGraceSeconds * 1000) {
          return refused('REFRESH_TOKEN_SUPERSEDED');
        }
        // reuse of a rotated token: someone holds a copy; end the whole family
        await this.repository.revokeForReuse(manager, session.id);
        return refused();
      }
      const now = Date.now();
      if (session.revokedAt || session.expiresAt.getTime() <= now || token.expiresAt.getTime() <= now) {
        return refused();
      }
      const user = await this.users.findById(manager, session.userId);
      if (!user || user.disabledAt) return refused();
      await this.repository.markRefreshUsed(manager, token.id, client);
      const refresh = await this.issueRefresh(manager, session);
      return { error: false as const, dto: this.sessionDto(user, session.id, refresh) };
    });
    if (outcome.error) throw new DomainError(outcome.code);
    return outcome.dto;
  }

  /**
   * Signs out: ends the sessions these credentials name (session ids from verified tokens, also
   * expired ones; a refresh token), whichever the caller still has.
   */
  async end(sessionIds: string[], refreshToken?: string): Promise<void> {
    await this.repository.endSessions(
      this.dataSource.manager,
      sessionIds.filter((id) => isUuid(id)),
      refreshToken ? sha256(refreshToken) : null,
    );
  }

  async revokeAllForUser(manager: EntityManager, userId: string, reason: string): Promise<void> {
    await this.repository.revokeAllOfUser(manager, userId, reason);
  }

  /** The user of a live session, in one round trip (every authenticated request asks). */
  async liveSessionUser(sessionId: string, userId: string): Promise<UserEntity | null> {
    if (!isUuid(sessionId) || !isUuid(userId)) return null;
    return this.repository.liveSessionUser(this.dataSource.manager, sessionId, userId);
  }

  /** An access token of the session, valid for `seconds`. */
  accessToken(userId: string, sessionId: string, seconds: number = AUTH_LIFETIMES.accessTokenSeconds): string {
    const claims: AccessTokenClaims = { sub: userId, sid: sessionId, typ: 'access' };
    return this.jwt.sign(claims, {
      privateKey: jwtSigningKey(this.config.jwtSecret),
      algorithm: 'HS256',
      expiresIn: seconds,
      issuer: JWT_ISSUER,
      audience: JWT_AUDIENCE,
    });
  }

  private async issueRefresh(
    manager: EntityManager,
    session: SessionEntity,
  ): Promise<{ token: string; expiresAt: Date }> {
    const token = newOpaqueToken();
    const idleEnd = Date.now() + AUTH_LIFETIMES.refreshIdleDays * DAY_MS;
    const expiresAt = new Date(Math.min(idleEnd, session.expiresAt.getTime()));
    await this.repository.insertRefresh(manager, { sessionId: session.id, tokenHash: sha256(token), expiresAt });
    return { token, expiresAt };
  }

  /**
   * The answer of a sign-in or refresh, carrying (under PAGE_GRANT, a symbol that is never
   * serialized) what the controller needs to set the page-session cookie (auth/page-session.ts).
   */
  private sessionDto(
    user: UserEntity,
    sessionId: string,
    refresh: { token: string; expiresAt: Date },
  ): SessionDto & { [PAGE_GRANT]: PageGrant } {
    return {
      access_token: this.accessToken(user.id, sessionId),
      refresh_token: refresh.token,
      token_type: 'Bearer',
      expires_in: AUTH_LIFETIMES.accessTokenSeconds,
      user: toUserDto(user),
      [PAGE_GRANT]: { userId: user.id, sessionId, expiresAt: refresh.expiresAt },
    };
  }
}
