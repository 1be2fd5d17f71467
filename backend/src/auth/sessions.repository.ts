import { Injectable } from '@nestjs/common';
import { type EntityManager, IsNull } from 'typeorm';
import { UserEntity } from '../users/entities/user.entity';
import { RefreshTokenEntity } from './entities/refresh-token.entity';
import { SessionEntity } from './entities/session.entity';
import { LIVE_SESSION_WHERE } from './sessions.sql';

/** A live session's user as its one statement answers it. */
interface LiveSessionUserRow {
  id: string;
  username: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  role: UserEntity['role'];
  email_verified: boolean;
  created_at: Date;
  updated_at: Date;
}

/** The `sessions` table and its refresh-token families (`refresh_tokens`), by the tokens' hashes. */
@Injectable()
export class SessionsRepository {
  /** Opens a session of the user until `expiresAt`. */
  insert(manager: EntityManager, userId: string, expiresAt: Date): Promise<SessionEntity> {
    return manager.save(manager.create(SessionEntity, { userId, expiresAt, revokedAt: null }));
  }

  /** Adds a refresh token (its hash) to the session's family. */
  async insertRefresh(
    manager: EntityManager,
    token: { sessionId: string; tokenHash: string; expiresAt: Date },
  ): Promise<void> {
    await manager.insert(RefreshTokenEntity, {
      sessionId: token.sessionId,
      tokenHash: token.tokenHash,
      expiresAt: token.expiresAt,
      usedAt: null,
    });
  }

  /** The refresh token of this hash with its session, both rows locked (FOR UPDATE). */
  lockRefresh(manager: EntityManager, tokenHash: string): Promise<RefreshTokenEntity | null> {
    return manager
      .getRepository(RefreshTokenEntity)
      .createQueryBuilder('t')
      .innerJoinAndSelect('t.session', 's')
      .where('t.token_hash = :hash', { hash: tokenHash })
      .setLock('pessimistic_write', undefined, ['t', 's'])
      .getOne();
  }

  /** Marks the refresh token used (rotated) by `client`. */
  async markRefreshUsed(manager: EntityManager, tokenId: string, client: string): Promise<void> {
    await manager.update(RefreshTokenEntity, { id: tokenId }, { usedAt: new Date(), usedBy: client });
  }

  /** Ends a session found reused (its family's rotated token presented again), unless it has ended. */
  async revokeForReuse(manager: EntityManager, sessionId: string): Promise<void> {
    await manager.update(
      SessionEntity,
      { id: sessionId, revokedAt: IsNull() },
      { revokedAt: new Date(), revokedReason: 'reuse' },
    );
  }

  /**
   * Signs out (one statement): ends the sessions of these ids and the one of the refresh token of
   * this hash (any token the session ever had: holding one is enough to end it), unless they have
   * ended. The ids come from tokens whose signature was verified.
   */
  async endSessions(manager: EntityManager, sessionIds: string[], refreshHash: string | null): Promise<void> {
    if (sessionIds.length === 0 && refreshHash === null) return;
    await manager.query(
      `UPDATE sessions SET revoked_at = now(), revoked_reason = 'logout'
        WHERE revoked_at IS NULL
          AND (id = ANY($1::uuid[]) OR id = (SELECT session_id FROM refresh_tokens WHERE token_hash = $2))`,
      [sessionIds, refreshHash],
    );
  }

  /** Ends every session of the user that has not ended. */
  async revokeAllOfUser(manager: EntityManager, userId: string, reason: string): Promise<void> {
    await manager
      .createQueryBuilder()
      .update(SessionEntity)
      .set({ revokedAt: () => 'now()', revokedReason: reason })
      .where('user_id = :userId AND revoked_at IS NULL', { userId })
      .execute();
  }

  /**
   * The user of a live session, in one round trip (used on every authenticated request, so it is
   * plain SQL: no query building or entity hydration per request). The ids must be UUIDs.
   */
  async liveSessionUser(manager: EntityManager, sessionId: string, userId: string): Promise<UserEntity | null> {
    const rows: LiveSessionUserRow[] = await manager.query(
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
}
