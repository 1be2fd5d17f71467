import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { isUuid } from '../common/ids';
import type { AuthenticatedUser } from '../auth/auth.types';
import { SessionsService } from '../auth/sessions.service';
import { UsersRepository, type AdminUserRow } from '../auth/users.repository';
import { EstatesRepository } from '../estates/estates.repository';
import { AuditService } from '../audit/audit.service';
import { ADMIN_PAGE, type AdminUserDto, type AdminUsersQueryDto } from './dto/admin.dto';
import { pagination, type PaginationDto } from '../common/pagination.dto';
import { DomainError } from '../common/errors';

function toAdminUser(r: AdminUserRow): AdminUserDto {
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
    private readonly users: UsersRepository,
    private readonly estates: EstatesRepository,
  ) {}

  async list(q: AdminUsersQueryDto): Promise<{ users: AdminUserDto[]; pagination: PaginationDto }> {
    const page = q.page ?? 1;
    const limit = q.limit ?? ADMIN_PAGE.default;
    const { rows, total: n } = await this.users.adminSearch(this.dataSource, {
      search: q.search,
      role: q.role,
      page,
      limit,
    });
    return { users: rows.map(toAdminUser), pagination: pagination(page, limit, n) };
  }

  async get(id: string): Promise<AdminUserDto> {
    return toAdminUser(await this.row(this.dataSource.manager, id));
  }

  async verifyEmail(actor: AuthenticatedUser, id: string): Promise<AdminUserDto> {
    return this.change(actor, id, 'user.verify-email', false, async (manager, user) => {
      if (user.email_verified) throw new DomainError('ALREADY_VERIFIED');
      await this.users.markEmailVerified(manager, id);
      await this.estates.claimInvitations(manager, id, user.email);
      return {};
    });
  }

  /** Disabling revokes every session at once: the user's access tokens stop working on the next request. */
  async disable(actor: AuthenticatedUser, id: string): Promise<AdminUserDto> {
    return this.change(actor, id, 'user.disable', true, async (manager, user) => {
      if (user.disabled_at) return { alreadyDisabled: true };
      if (user.role === 'admin') await this.assertNotLastAdmin(manager, id);
      await this.users.disable(manager, id);
      await this.sessions.revokeAllForUser(manager, id, 'disabled');
      return { sessionsEnded: user.live_sessions };
    });
  }

  async enable(actor: AuthenticatedUser, id: string): Promise<AdminUserDto> {
    return this.change(actor, id, 'user.enable', false, async (manager, user) => {
      if (!user.disabled_at) return { alreadyEnabled: true };
      await this.users.enable(manager, id);
      return {};
    });
  }

  async setRole(actor: AuthenticatedUser, id: string, role: 'player' | 'admin'): Promise<AdminUserDto> {
    return this.change(actor, id, 'user.role', true, async (manager, user) => {
      if (user.role === role) return { role, unchanged: true };
      if (user.role === 'admin') await this.assertNotLastAdmin(manager, id);
      await this.users.setRole(manager, id, role);
      return { from: user.role, to: role };
    });
  }

  private async change(
    actor: AuthenticatedUser,
    id: string,
    action: string,
    touchesAdmins: boolean,
    apply: (manager: EntityManager, user: AdminUserRow) => Promise<Record<string, unknown>>,
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
    await this.users.lockAdmins(manager);
  }

  /** Under lockAdmins(): refuses to remove the last active admin. */
  private async assertNotLastAdmin(manager: EntityManager, leavingId: string): Promise<void> {
    const n = await this.users.otherActiveAdmins(manager, leavingId);
    if (n === 0) throw new DomainError('LAST_ADMIN');
  }

  private async row(manager: EntityManager, id: string, lock = false): Promise<AdminUserRow> {
    if (!isUuid(id)) throw new DomainError('USER_NOT_FOUND');
    if (lock) await this.users.lock(manager, id);
    const row = await this.users.adminRow(manager, id);
    if (!row) throw new DomainError('USER_NOT_FOUND');
    return row;
  }
}
