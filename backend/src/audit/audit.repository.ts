import { Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';

/** An audit log row. */
export interface AuditRow {
  id: string;
  actor_id: string;
  actor_username: string;
  action: string;
  target_type: string | null;
  target_id: string | null;
  details: Record<string, unknown>;
  created_at: Date;
}

/** One entry of the audit log as the admin API answers it (AuditEntryDto). */
export interface AuditEntry {
  id: string;
  actorId: string;
  actorUsername: string;
  action: string;
  targetType: string | null;
  targetId: string | null;
  details: Record<string, unknown>;
  createdAt: string;
}

/** The `admin_audit_log` table: one row per admin change, written in the change's transaction. */
@Injectable()
export class AuditRepository {
  async insert(manager: EntityManager, entry: Omit<AuditEntry, 'id' | 'createdAt'>): Promise<void> {
    await manager.query(
      `INSERT INTO admin_audit_log (actor_id, actor_username, action, target_type, target_id, details)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        entry.actorId,
        entry.actorUsername,
        entry.action,
        entry.targetType,
        entry.targetId,
        JSON.stringify(entry.details),
      ],
    );
  }

  /** One page of entries, newest first, filtered by action, actor (any case) and target; and how many match. */
  async search(
    dataSource: DataSource,
    q: { action?: string; actor?: string; targetId?: string; page: number; limit: number },
  ): Promise<{ rows: AuditRow[]; total: number }> {
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
    const rows: AuditRow[] = await dataSource.query(
      `SELECT * FROM admin_audit_log ${filter} ORDER BY created_at DESC, id DESC LIMIT ${q.limit} OFFSET ${(q.page - 1) * q.limit}`,
      params,
    );
    const [{ n }] = await dataSource.query(`SELECT count(*)::int AS n FROM admin_audit_log ${filter}`, params);
    return { rows, total: n };
  }
}
