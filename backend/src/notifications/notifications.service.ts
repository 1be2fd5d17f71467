import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { NOTIFICATION_LIMITS, type NotificationKind } from '@vineyard/domain';
import { isUuid } from '../common/ids';
import { idempotent } from '../common/idempotency/idempotency';
import { inTransaction } from '../common/locks';
import { EstatesService } from '../estates/estates.service';
import type {
  NotificationDataDto,
  NotificationDto,
  NotificationsDataDto,
  NotificationsQueryDto,
  ReadAllDataDto,
} from './dto/notification.dto';
import { DomainError } from '../common/errors';

interface Row {
  id: string;
  kind: NotificationKind;
  title: string;
  body: string;
  ref_id: string | null;
  game_day: number;
  read_at: Date | null;
  created_at: Date;
}

const COLUMNS = 'id, kind, title, body, ref_id, game_day, read_at, created_at';

function toDto(r: Row): NotificationDto {
  return {
    id: r.id,
    kind: r.kind,
    title: r.title,
    body: r.body,
    refId: r.ref_id,
    gameDay: r.game_day,
    readAt: r.read_at ? r.read_at.toISOString() : null,
    createdAt: r.created_at.toISOString(),
  };
}

const notFound = () => new DomainError('NOTIFICATION_NOT_FOUND');

/** An estate's notifications, for its owners (404 for anyone else). */
@Injectable()
export class NotificationsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly estates: EstatesService,
  ) {}

  async list(userId: string, estateId: string, q: NotificationsQueryDto): Promise<NotificationsDataDto> {
    const manager = this.dataSource.manager;
    await this.estates.requireOwner(manager, userId, estateId);
    const rows: Row[] = await manager.query(
      `SELECT ${COLUMNS} FROM notifications
        WHERE estate_id = $1 AND (NOT $2::boolean OR read_at IS NULL)
        ORDER BY created_at DESC, id DESC LIMIT $3`,
      [estateId, q.unread === true, q.limit ?? NOTIFICATION_LIMITS.default],
    );
    return { notifications: rows.map(toDto), unreadCount: await this.unreadCount(manager, estateId) };
  }

  /** Marks one notification read (already read: unchanged). */
  async markRead(userId: string, id: string, idempotencyKey?: string): Promise<NotificationDataDto> {
    if (!isUuid(id)) throw notFound();
    return inTransaction(this.dataSource, (manager) =>
      idempotent(manager, userId, idempotencyKey, { op: 'notification-read', id }, async () => {
        const [row]: Row[] = await manager
          .query(
            `UPDATE notifications n SET read_at = COALESCE(n.read_at, now())
             FROM estate_owners o
            WHERE n.id = $1 AND o.estate_id = n.estate_id AND o.user_id = $2
           RETURNING ${COLUMNS.split(', ')
             .map((c) => `n.${c}`)
             .join(', ')}, n.estate_id`,
            [id, userId],
          )
          .then((answer: unknown[]) => (Array.isArray(answer[0]) ? (answer[0] as Row[]) : (answer as Row[])));
        if (!row) throw notFound();
        const estateId = (row as Row & { estate_id: string }).estate_id;
        return { notification: toDto(row), unreadCount: await this.unreadCount(manager, estateId) };
      }),
    );
  }

  async readAll(userId: string, estateId: string, idempotencyKey?: string): Promise<ReadAllDataDto> {
    return inTransaction(this.dataSource, (manager) =>
      idempotent(manager, userId, idempotencyKey, { op: 'notifications-read-all', estateId }, async () => {
        await this.estates.requireOwner(manager, userId, estateId);
        const answer: unknown[] = await manager.query(
          'UPDATE notifications SET read_at = now() WHERE estate_id = $1 AND read_at IS NULL RETURNING id',
          [estateId],
        );
        const rows = Array.isArray(answer[0]) ? (answer[0] as unknown[]) : answer;
        return { marked: rows.length, unreadCount: await this.unreadCount(manager, estateId) };
      }),
    );
  }

  private async unreadCount(manager: EntityManager, estateId: string): Promise<number> {
    const [{ n }]: { n: number }[] = await manager.query(
      'SELECT count(*)::int AS n FROM notifications WHERE estate_id = $1 AND read_at IS NULL',
      [estateId],
    );
    return n;
  }
}
