import { Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import { UserEntity } from '../users/entities/user.entity';

/** A user as the admin's user pages show it: the account with its live sessions and estates. */
export interface AdminUserRow {
  id: string;
  username: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  role: 'player' | 'admin';
  email_verified: boolean;
  created_at: Date;
  disabled_at: Date | null;
  live_sessions: number;
  estates: number;
}

const ADMIN_USER_COLUMNS = `u.id, u.username, u.email, u.first_name, u.last_name, u.role, u.email_verified, u.created_at, u.disabled_at,
  (SELECT count(*)::int FROM sessions s WHERE s.user_id = u.id AND s.revoked_at IS NULL AND s.expires_at > now()) AS live_sessions,
  (SELECT count(*)::int FROM estate_owners o WHERE o.user_id = u.id) AS estates`;

/** What a player gives when registering. */
export type NewPlayer = Pick<UserEntity, 'username' | 'email' | 'passwordHash' | 'firstName' | 'lastName'>;

/**
 * The `users` table's statements: sign-up, sign-in, e-mail verification and sessions (the auth
 * module), estates (who is invited, a founder's row lock), the admin's user pages and the demo
 * accounts.
 */
@Injectable()
export class UsersRepository {
  /** The account, if any. */
  findById(manager: EntityManager, userId: string): Promise<UserEntity | null> {
    return manager.findOne(UserEntity, { where: { id: userId } });
  }

  /** The account, which must exist. */
  getById(manager: EntityManager, userId: string): Promise<UserEntity> {
    return manager.findOneOrFail(UserEntity, { where: { id: userId } });
  }

  /** The account of this (stored, lower-case) address, if any. */
  findByEmail(manager: EntityManager, email: string): Promise<UserEntity | null> {
    return manager.findOne(UserEntity, { where: { email } });
  }

  /** The account signing in: by address when the identifier has an `@`, else by username (any case). */
  findByIdentifier(manager: EntityManager, identifier: string): Promise<UserEntity | null> {
    return manager
      .getRepository(UserEntity)
      .createQueryBuilder('u')
      .where(identifier.includes('@') ? 'u.email = :identifier' : 'lower(u.username) = :identifier', { identifier })
      .getOne();
  }

  /** The accounts a registration would clash with: this address, or this username in any case. */
  clashing(manager: EntityManager, email: string, username: string): Promise<UserEntity[]> {
    return manager
      .getRepository(UserEntity)
      .createQueryBuilder('u')
      .where('u.email = :email OR lower(u.username) = lower(:username)', { email, username })
      .getMany();
  }

  /**
   * Creates an unverified player's account unless its address or name was taken meanwhile (a
   * concurrent registration); its id when created.
   */
  async insertPlayer(manager: EntityManager, player: NewPlayer): Promise<string | undefined> {
    const insert = await manager
      .createQueryBuilder()
      .insert()
      .into(UserEntity)
      .values({
        username: player.username,
        email: player.email,
        passwordHash: player.passwordHash,
        firstName: player.firstName,
        lastName: player.lastName,
        role: 'player',
        emailVerified: false,
      })
      .orIgnore()
      .returning('*')
      .execute();
    return (insert.raw[0] as { id: string } | undefined)?.id;
  }

  /** Changes the account's password hash; `updated_at` moves. */
  async setPasswordHash(manager: EntityManager, userId: string, passwordHash: string): Promise<void> {
    await manager.query('UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1', [
      userId,
      passwordHash,
    ]);
  }

  /** Locks the user's row (FOR UPDATE): a player's estate creations, an admin's change, queue there. */
  async lock(manager: EntityManager, userId: string): Promise<void> {
    await manager.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
  }

  /** The id when such a user exists. */
  async existing(manager: EntityManager, userId: string): Promise<string | undefined> {
    const [user]: { id: string }[] = await manager.query('SELECT id FROM users WHERE id = $1', [userId]);
    return user?.id;
  }

  /** The user with this verified address, if any. */
  async verifiedByEmail(manager: EntityManager, email: string): Promise<string | undefined> {
    const [user]: { id: string }[] = await manager.query('SELECT id FROM users WHERE email = $1 AND email_verified', [
      email,
    ]);
    return user?.id;
  }

  /** One page of users, newest first, matching a name or address fragment and a role; and how many match. */
  async adminSearch(
    dataSource: DataSource,
    q: { search?: string; role?: string; page: number; limit: number },
  ): Promise<{ rows: AdminUserRow[]; total: number }> {
    const params: unknown[] = [];
    const where: string[] = [];
    if (q.search) {
      params.push(`%${q.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      where.push(`(lower(u.username) LIKE $${params.length} OR u.email LIKE $${params.length})`);
    }
    if (q.role) {
      params.push(q.role);
      where.push(`u.role = $${params.length}`);
    }
    const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const rows: AdminUserRow[] = await dataSource.query(
      `SELECT ${ADMIN_USER_COLUMNS} FROM users u ${filter} ORDER BY u.created_at DESC, u.id DESC
       LIMIT ${q.limit} OFFSET ${(q.page - 1) * q.limit}`,
      params,
    );
    const [{ n }] = await dataSource.query(`SELECT count(*)::int AS n FROM users u ${filter}`, params);
    return { rows, total: n };
  }

  /** One user as the admin sees it (the id must be a UUID). */
  async adminRow(manager: EntityManager, userId: string): Promise<AdminUserRow | undefined> {
    const [row]: AdminUserRow[] = await manager.query(`SELECT ${ADMIN_USER_COLUMNS} FROM users u WHERE u.id = $1`, [
      userId,
    ]);
    return row;
  }

  /** Locks every admin's row, in id order. */
  async lockAdmins(manager: EntityManager): Promise<void> {
    await manager.query(`SELECT id FROM users WHERE role = 'admin' ORDER BY id FOR UPDATE`);
  }

  /** Active admins other than this one. */
  async otherActiveAdmins(manager: EntityManager, userId: string): Promise<number> {
    const [{ n }] = await manager.query(
      `SELECT count(*)::int AS n FROM users WHERE role = 'admin' AND disabled_at IS NULL AND id <> $1`,
      [userId],
    );
    return n;
  }

  /** Creates the account unless its username or address is taken; true when it was created. */
  async insertIfAbsent(
    dataSource: DataSource,
    user: Pick<UserEntity, 'username' | 'email' | 'passwordHash' | 'role' | 'emailVerified'>,
  ): Promise<boolean> {
    const result = await dataSource.createQueryBuilder().insert().into(UserEntity).values(user).orIgnore().execute();
    return result.identifiers.length > 0 && result.raw.length > 0;
  }

  /** Locks the accounts with these addresses (any case). */
  lockByEmails(
    manager: EntityManager,
    emails: readonly string[],
  ): Promise<{ id: string; username: string; disabled_at: Date | null }[]> {
    return manager.query('SELECT id, username, disabled_at FROM users WHERE lower(email) = ANY($1) FOR UPDATE', [
      emails,
    ]);
  }

  /**
   * The one way an address becomes verified (its link, a password reset's link, an admin): the
   * account changed, so `updated_at` moves; an address already verified stays as it is.
   */
  async markEmailVerified(manager: EntityManager, userId: string): Promise<void> {
    await manager.query(
      'UPDATE users SET email_verified = true, updated_at = now() WHERE id = $1 AND NOT email_verified',
      [userId],
    );
  }

  async disable(manager: EntityManager, userId: string): Promise<void> {
    await manager.query('UPDATE users SET disabled_at = now() WHERE id = $1', [userId]);
  }

  async enable(manager: EntityManager, userId: string): Promise<void> {
    await manager.query('UPDATE users SET disabled_at = NULL WHERE id = $1', [userId]);
  }

  async setRole(manager: EntityManager, userId: string, role: 'player' | 'admin'): Promise<void> {
    await manager.query('UPDATE users SET role = $2 WHERE id = $1', [userId, role]);
  }
}
