import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { DataSource, EntityManager, IsNull } from 'typeorm';
import { AUTH_LIFETIMES } from '@vineyard/domain';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { UserEntity } from '../users/entities/user.entity';
import { toUserDto } from '../users/users.mapper';
import type { SessionDto } from './dto/auth.dto';
import { RefreshTokenEntity } from './entities/refresh-token.entity';
import { SessionEntity } from './entities/session.entity';
import { AccessTokenClaims, JWT_AUDIENCE, JWT_ISSUER } from './auth.types';
import { jwtSigningKey, newOpaqueToken, sha256 } from './tokens';
import { isUuid } from '../common/ids';
import { DomainError } from '../common/errors';
import { LIVE_SESSION_WHERE } from './sessions.sql';

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
    const session = await manager.save(
      manager.create(SessionEntity, { userId: user.id, expiresAt: new Date(Date.now() + lifetime), revokedAt: null }),
    );
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
      const token = await manager
        .getRepository(RefreshTokenEntity)
        .createQueryBuilder('t')
        .innerJoinAndSelect('t.session', 's')
        .where('t.token_hash = :hash', { hash: sha256(presented) })
        .setLock('pessimistic_write', undefined, ['t', 's'])
        .getOne();
      if (!token || !token.session) return refused();
      const session = token.session;
      if (token.usedAt) {
        const sinceUse = Date.now() - token.usedAt.getTime();
        if (token.usedBy === client && sinceUse <= AUTH_LIFETIMES.refreshReuseGraceSeconds * 1000) {
          return refused('REFRESH_TOKEN_SUPERSEDED');
        }
        // reuse of a rotated token: someone holds a copy; end the whole family
        await manager.update(
          SessionEntity,
          { id: session.id, revokedAt: IsNull() },
          { revokedAt: new Date(), revokedReason: 'reuse' },
        );
        return refused();
      }
      const now = Date.now();
      if (session.revokedAt || session.expiresAt.getTime() <= now || token.expiresAt.getTime() <= now) {
        return refused();
      }
      const user = await manager.findOne(UserEntity, { where: { id: session.userId } });
      if (!user || user.disabledAt) return refused();
      await manager.update(RefreshTokenEntity, { id: token.id }, { usedAt: new Date(), usedBy: client });
      const refresh = await this.issueRefresh(manager, session);
      return { error: false as const, dto: this.sessionDto(user, session.id, refresh) };
    });
    if (outcome.error) throw new DomainError(outcome.code);
    return outcome.dto;
  }

  /** Ends the session of the access token, and the one of the given refresh token if it is the same user's. */
  async revoke(sessionId: string, userId: string, refreshToken?: string): Promise<void> {
    const ids = [sessionId];
    if (refreshToken) {
      const row = await this.dataSource
        .getRepository(RefreshTokenEntity)
        .createQueryBuilder('t')
        .innerJoin('t.session', 's')
        .select('t.session_id', 'sessionId')
        .where('t.token_hash = :hash AND s.user_id = :userId', { hash: sha256(refreshToken), userId })
        .getRawOne<{ sessionId: string }>();
      if (row) ids.push(row.sessionId);
    }
    await this.dataSource
      .createQueryBuilder()
      .update(SessionEntity)
      .set({ revokedAt: () => 'now()', revokedReason: 'logout' })
      .where('id IN (:...ids) AND user_id = :userId AND revoked_at IS NULL', { ids, userId })
      .execute();
  }

  async revokeAllForUser(manager: EntityManager, userId: string, reason: string): Promise<void> {
    await manager
      .createQueryBuilder()
      .update(SessionEntity)
      .set({ revokedAt: () => 'now()', revokedReason: reason })
      .where('user_id = :userId AND revoked_at IS NULL', { userId })
      .execute();
  }

  /**
   * The user of a live session, in one round trip (used on every authenticated request, so it is
   * plain SQL: no query building or entity hydration per request).
   */
  async liveSessionUser(sessionId: string, userId: string): Promise<UserEntity | null> {
    if (!isUuid(sessionId) || !isUuid(userId)) return null;
    const rows: {
      id: string;
      username: string;
      email: string;
      first_name: string | null;
      last_name: string | null;
      role: UserEntity['role'];
      email_verified: boolean;
      created_at: Date;
      updated_at: Date;
    }[] = await this.dataSource.query(
      `SELECT u.id, u.username, u.email, u.first_name, u.last_name, u.role, u.email_verified, u.created_at, u.updated_at
         FROM sessions s JOIN users u ON u.id = s.user_id
        WHERE ${LIVE_SESSION_WHERE('$1', '$2')}`,
      [sessionId, userId],
    );
    const r = rows[0];
    if (!r) return null;
    return Object.assign(new UserEntity(), {
      id: r.id,
      username: r.username,
      email: r.email,
      firstName: r.first_name,
      lastName: r.last_name,
      role: r.role,
      emailVerified: r.email_verified,
      disabledAt: null,
      createdAt: r.created_at,
      updatedAt: r.updated_at,
    });
  }

  private async issueRefresh(manager: EntityManager, session: SessionEntity): Promise<string> {
    const token = newOpaqueToken();
    const idleEnd = Date.now() + AUTH_LIFETIMES.refreshIdleDays * DAY_MS;
    await manager.insert(RefreshTokenEntity, {
      sessionId: session.id,
      tokenHash: sha256(token),
      expiresAt: new Date(Math.min(idleEnd, session.expiresAt.getTime())),
      usedAt: null,
    });
    return token;
  }

  private sessionDto(user: UserEntity, sessionId: string, refreshToken: string): SessionDto {
    const claims: AccessTokenClaims = { sub: user.id, sid: sessionId, typ: 'access' };
    const access = this.jwt.sign(claims, {
      privateKey: jwtSigningKey(this.config.jwtSecret),
      algorithm: 'HS256',
      expiresIn: AUTH_LIFETIMES.accessTokenSeconds,
      issuer: JWT_ISSUER,
      audience: JWT_AUDIENCE,
    });
    return {
      access_token: access,
      refresh_token: refreshToken,
      token_type: 'Bearer',
      expires_in: AUTH_LIFETIMES.accessTokenSeconds,
      user: toUserDto(user),
    };
  }
}
