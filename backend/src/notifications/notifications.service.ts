import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { NOTIFICATION_LIMITS } from '@vineyard/domain';
import { isUuid } from '../common/ids';
import { pagination } from '../common/pagination.dto';
import { idempotent, type IdempotencyKey } from '../common/idempotency/idempotency';
import { inTransaction } from '../common/locks';
import { EstateAccess } from '../estates/estate-access';
import type {
  NotificationDataDto,
  NotificationDto,
  NotificationsDataDto,
  NotificationsQueryDto,
  ReadAllDataDto,
} from './dto/notification.dto';
import { DomainError } from '../common/errors';
import { NotificationsRepository, type NotificationRow } from './notifications.repository';

function toDto(r: NotificationRow): NotificationDto {
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
    private readonly estates: EstateAccess,
    private readonly notifications: NotificationsRepository,
  ) {}

  async list(userId: string, estateId: string, q: NotificationsQueryDto): Promise<NotificationsDataDto> {
    const manager = this.dataSource.manager;
    await this.estates.requireOwner(manager, userId, estateId);
    const page = q.page ?? 1;
    const limit = q.limit ?? NOTIFICATION_LIMITS.default;
    const unread = q.unread === true;
    const rows = await this.notifications.list(manager, estateId, unread, limit, (page - 1) * limit);
    const { total, unreadCount } = await this.notifications.counts(manager, estateId);
    return {
      notifications: rows.map(toDto),
      pagination: pagination(page, limit, unread ? unreadCount : total),
      unreadCount,
    };
  }

  /** Marks one notification read (already read: unchanged). */
  async markRead(userId: string, id: string, idempotencyKey?: IdempotencyKey): Promise<NotificationDataDto> {
    if (!isUuid(id)) throw notFound();
    return inTransaction(this.dataSource, (manager) =>
      idempotent(manager, userId, idempotencyKey, { op: 'notification-read', id }, async () => {
        const row = await this.notifications.markRead(manager, id, userId);
        if (!row) throw notFound();
        return { notification: toDto(row), unreadCount: await this.notifications.unreadCount(manager, row.estate_id) };
      }),
    );
  }

  async readAll(userId: string, estateId: string, idempotencyKey?: IdempotencyKey): Promise<ReadAllDataDto> {
    return inTransaction(this.dataSource, (manager) =>
      idempotent(manager, userId, idempotencyKey, { op: 'notifications-read-all', estateId }, async () => {
        await this.estates.requireOwner(manager, userId, estateId);
        const marked = await this.notifications.markAllRead(manager, estateId);
        return { marked, unreadCount: await this.notifications.unreadCount(manager, estateId) };
      }),
    );
  }
}
