import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { AuthenticatedUser } from '../auth/auth.types';
import type { AuditEntryDto, AuditQueryDto } from './dto/admin.dto';
import { pagination, type PaginationDto } from '../common/pagination.dto';

export interface AuditEvent {
  action: string;
  targetType?: string;
  targetId?: string;
  details?: Record<string, unknown>;
}

/** The admin audit log: written with each admin change, listed newest first with filters. */
@Injectable()
export class AuditService {
  constructor(private readonly dataSource: DataSource) {}

  async record(manager: EntityManager, actor: AuthenticatedUser, event: AuditEvent): Promise<void> {
    await manager.query(
      `INSERT INTO admin_audit_log (actor_id, actor_username, action, target_type, target_id, details)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        actor.user.id,
        actor.user.username,
        event.action,
        event.targetType ?? null,
        event.targetId ?? null,
        JSON.stringify(event.details ?? {}),
      ],
    );
  }

  async list(q: AuditQueryDto): Promise<{ entries: AuditEntryDto[]; pagination: PaginationDto }> {
    const params: unknown[] = [];
    const where: string[] = [];
    if (q.action) {
      params.push(q.action);
      where.push(`action = $${params.length}`);
    }
    if (q.actor) {
      params.push(q.actor.toLowerCase());
      where.push(`lower(actor_username) = $${params.length}`);
    }
    if (q.targetId) {
      params.push(q.targetId);
      where.push(`target_id = $${params.length}`);
    }
    const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const page = q.page ?? 1;
    const limit = q.limit ?? 25;
    const rows: {
      id: string;
      actor_id: string;
      actor_username: string;
      action: string;
      target_type: string | null;
      target_id: string | null;
      details: Record<string, unknown>;
      created_at: Date;
    }[] = await this.dataSource.query(
      `SELECT * FROM admin_audit_log ${filter} ORDER BY created_at DESC, id DESC LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
      params,
    );
    const [{ n }] = await this.dataSource.query(`SELECT count(*)::int AS n FROM admin_audit_log ${filter}`, params);
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
