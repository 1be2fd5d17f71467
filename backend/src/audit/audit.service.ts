import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { pagination, type PaginationDto } from '../common/pagination.dto';
import { AuditRepository, type AuditEntry } from './audit.repository';

export interface AuditEvent {
  action: string;
  targetType?: string;
  targetId?: string;
  details?: Record<string, unknown>;
}

/** Who acted: the signed-in admin (an AuthenticatedUser: its user). */
export interface AuditActor {
  user: { id: string; username: string };
}

/** What the audit log is searched by (admin's AuditQueryDto validates it). */
export interface AuditQuery {
  page?: number;
  limit?: number;
  action?: string;
  actor?: string;
  targetId?: string;
}

/** The admin audit log: written with each admin change, listed newest first with filters. */
@Injectable()
export class AuditService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly rows: AuditRepository,
  ) {}

  async record(manager: EntityManager, actor: AuditActor, event: AuditEvent): Promise<void> {
    await this.recordAs(manager, actor.user, event);
  }

  /** As `record`, for work an admin asked for that finishes later (a clock job): the admin as stored. */
  async recordAs(manager: EntityManager, actor: { id: string; username: string }, event: AuditEvent): Promise<void> {
    await this.rows.insert(manager, {
      actorId: actor.id,
      actorUsername: actor.username,
      action: event.action,
      targetType: event.targetType ?? null,
      targetId: event.targetId ?? null,
      details: event.details ?? {},
    });
  }

  async list(q: AuditQuery): Promise<{ entries: AuditEntry[]; pagination: PaginationDto }> {
    const page = q.page ?? 1;
    const limit = q.limit ?? 25;
    const { rows, total: n } = await this.rows.search(this.dataSource, {
      action: q.action,
      actor: q.actor,
      targetId: q.targetId,
      page,
      limit,
    });
    return {
      entries: rows.map((r) => ({
        id: r.id,
        actorId: r.actor_id,
        actorUsername: r.actor_username,
        action: r.action,
        targetType: r.target_type,
        targetId: r.target_id,
        details: r.details,
        createdAt: r.created_at.toISOString(),
      })),
      pagination: pagination(page, limit, n),
    };
  }
}
