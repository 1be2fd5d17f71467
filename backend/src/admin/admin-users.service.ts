import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { isUuid } from '../common/ids';
import type { AuthenticatedUser } from '../auth/auth.types';
import { SessionsService } from '../auth/sessions.service';
import { claimEstateInvitations } from '../estates/invitations';
import { AuditService } from './audit.service';
import { ADMIN_PAGE, type AdminUserDto, type AdminUsersQueryDto } from './dto/admin.dto';
import { pagination, type PaginationDto } from '../common/pagination.dto';
import { DomainError } from '../common/errors';

interface UserRow {
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

const USER_COLUMNS = `u.id, u.username, u.email, u.first_name, u.last_name, u.role, u.email_verified, u.created_at, u.disabled_at,
  (SELECT count(*)::int FROM sessions s WHERE s.user_id = u.id AND s.revoked_at IS NULL AND s.expires_at > now()) AS live_sessions,
  (SELECT count(*)::int FROM estate_owners o WHERE o.user_id = u.id) AS estates`;

function toAdminUser(r: UserRow): AdminUserDto {
  return {
    id: r.id,
    username: r.username,
    email: r.email,
    firstName: r.first_name,
    lastName: r.last_name,
    role: r.role,
    emailVerified: r.email_verified,
    createdAt: r.created_at.toISOString(),
    disabledAt: r.disabled_at ? r.disabled_at.toISOString() : null,
    liveSessions: r.live_sessions,
    estates: r.estates,
  };
}

/** User administration; every change is audited in its own transaction. */
@Injectable()
export class AdminUsersService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly sessions: SessionsService,
    private readonly audit: AuditService,
  ) {}

  async list(q: AdminUsersQueryDto): Promise<{ users: AdminUserDto[]; pagination: PaginationDto }> {
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
    const page = q.page ?? 1;
    const limit = q.limit ?? ADMIN_PAGE.default;
    const rows: UserRow[] = await this.dataSource.query(
      `SELECT ${USER_COLUMNS} FROM users u ${filter} ORDER BY u.created_at DESC, u.id DESC
       LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
      params,
    );
    const [{ n }] = await this.dataSource.query(`SELECT count(*)::int AS n FROM users u ${filter}`, params);
    return { users: rows.map(toAdminUser), pagination: pagination(page, limit, n) };
  }

  async get(id: string): Promise<AdminUserDto> {
    return toAdminUser(await this.row(this.dataSource.manager, id));
  }

  async verifyEmail(actor: AuthenticatedUser, id: string): Promise<AdminUserDto> {
    return this.change(actor, id, 'user.verify-email', false, async (manager, user) => {
      if (user.email_verified) throw new DomainError('ALREADY_VERIFIED');
      await manager.query('UPDATE users SET email_verified = true WHERE id = $1', [id]);
      await claimEstateInvitations(manager, id, user.email);
      return {};
    });
  }

  /** Disabling revokes every session at once: the user's access tokens stop working on the next request. */
  async disable(actor: AuthenticatedUser, id: string): Promise<AdminUserDto> {
    return this.change(actor, id, 'user.disable', true, async (manager, user) => {
      if (user.disabled_at) return { alreadyDisabled: true };
      if (user.role === 'admin') await this.assertNotLastAdmin(manager, id);
      await manager.query('UPDATE users SET disabled_at = now() WHERE id = $1', [id]);
      await this.sessions.revokeAllForUser(manager, id, 'disabled');
      return { sessionsEnded: user.live_sessions };
    });
  }

  async enable(actor: AuthenticatedUser, id: string): Promise<AdminUserDto> {
    return this.change(actor, id, 'user.enable', false, async (manager, user) => {
      if (!user.disabled_at) return { alreadyEnabled: true };
      await manager.query('UPDATE users SET disabled_at = NULL WHERE id = $1', [id]);
      return {};
    });
  }

  async setRole(actor: AuthenticatedUser, id: string, role: 'player' | 'admin'): Promise<AdminUserDto> {
    return this.change(actor, id, 'user.role', true, async (manager, user) => {
      if (user.role === role) return { role, unchanged: true };
      if (user.role === 'admin') await this.assertNotLastAdmin(manager, id);
      await manager.query('UPDATE users SET role = $2 WHERE id = $1', [id, role]);
      return { from: user.role, to: role };
    });
  }

  private async change(
    actor: AuthenticatedUser,
    id: string,
    action: string,
    touchesAdmins: boolean,
    apply: (manager: EntityManager, user: UserRow) => Promise<Record<string, unknown>>,
  ): Promise<AdminUserDto> {
    if (id === actor.user.id) throw new DomainError('NOT_YOURSELF');
    return this.dataSource.transaction(async (manager) => {
      // admins' rows first, in id order, then the target: two admins acting on each other queue
      // instead of deadlocking, and the second sees the first's change
      if (touchesAdmins) await this.lockAdmins(manager);
      const user = await this.row(manager, id, true);
      const details = await apply(manager, user);
      await this.audit.record(manager, actor, {
        action,
        targetType: 'user',
        targetId: id,
        details: { username: user.username, ...details },
      });
      return toAdminUser(await this.row(manager, id));
    });
  }

  private async lockAdmins(manager: EntityManager): Promise<void> {
    await manager.query(`SELECT id FROM users WHERE role = 'admin' ORDER BY id FOR UPDATE`);
  }

  /** Under lockAdmins(): refuses to remove the last active admin. */
  private async assertNotLastAdmin(manager: EntityManager, leavingId: string): Promise<void> {
    const [{ n }] = await manager.query(
      `SELECT count(*)::int AS n FROM users WHERE role = 'admin' AND disabled_at IS NULL AND id <> $1`,
      [leavingId],
    );
    if (n === 0) throw new DomainError('LAST_ADMIN');
  }

  private async row(manager: EntityManager, id: string, lock = false): Promise<UserRow> {
    if (!isUuid(id)) throw new DomainError('USER_NOT_FOUND');
    if (lock) await manager.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [id]);
    const [row]: UserRow[] = await manager.query(`SELECT ${USER_COLUMNS} FROM users u WHERE u.id = $1`, [id]);
    if (!row) throw new DomainError('USER_NOT_FOUND');
    return row;
  }
}
