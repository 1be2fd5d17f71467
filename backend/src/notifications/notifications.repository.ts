import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { isDailySaleKind, type NotificationKind, type SaleAmount } from '@vineyard/domain';
import { firstRow, named, runSql, sql, type Sql } from '../common/sql';
import { saleNoticeCtes } from './sales-notices.sql';

/** A notification to write. */
export interface NewNotification {
  estateId: string;
  kind: NotificationKind;
  title: string;
  body: string;
  refId?: string | null;
  gameDay: number;
  /** What a sale sold: its game day's notice adds it up (sales-notices.ts). */
  sale?: SaleAmount;
}

/** A notifications row as the owners' list shows it. */
export interface NotificationRow {
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

/**
 * The `notifications` table. Services write a notification inside the transaction of the change
 * that causes it (`add`); the tick steps write theirs in their own set-based statements.
 */
@Injectable()
export class NotificationsRepository {
  /**
   * Writes a notification inside the caller's transaction (which holds the estate at least `keep`);
   * a sale's goes into its game day's notice (sales-notices.sql.ts). One statement.
   */
  async add(manager: EntityManager, n: NewNotification): Promise<void> {
    await runSql(manager, sql`WITH ${this.addCtes(n)} SELECT 1`);
  }

  /**
   * `add` as data-modifying `WITH` queries (named `notice…` and `sale_notice…`) for a statement of
   * the caller's to carry beside its own writes (one round trip fewer). A sale's notice is added to
   * the estate's unread notice of that kind and game day, which then tells the day's totals and the
   * latest sale, or, when there is none (the first sale of the day, or the day's notice was read),
   * a new one (saleNoticeCtes). Every sale holds its estate's `money` lock (common/locks.ts), so two
   * sales of an estate come here one after the other; the row lock (a notice being marked read) and
   * the unique index `notifications_sales_day_uq` stand guard behind it.
   */
  addCtes(n: NewNotification): Sql {
    if (n.sale && isDailySaleKind(n.kind)) return saleNoticeCtes(Object.assign({}, n, { kind: n.kind, sale: n.sale }));
    const v = named({
      noticeEstateId: n.estateId,
      noticeKind: n.kind,
      noticeTitle: n.title.slice(0, 120),
      noticeBody: n.body.slice(0, 500),
      noticeRefId: n.refId ?? null,
      noticeDay: n.gameDay,
    });
    return sql`notice AS (
         INSERT INTO notifications (estate_id, kind, title, body, ref_id, game_day)
         VALUES (${v.noticeEstateId}::uuid, ${v.noticeKind}, ${v.noticeTitle}, ${v.noticeBody}, ${v.noticeRefId}::uuid, ${v.noticeDay}::int))`;
  }

  /** Writes many notifications of one kind in one statement (the tick's steps), whatever their number. */
  async addMany(
    manager: EntityManager,
    kind: NotificationKind,
    day: number,
    notices: readonly { estateId: string; title: string; body: string; refId: string }[],
  ): Promise<void> {
    // the kind is written into the statement (each step's text stays fixed): a domain constant, never input
    if (!/^[a-z_]+$/.test(kind)) throw new Error(`not a notification kind: ${kind}`);
    await manager.query(
      `INSERT INTO notifications (estate_id, kind, title, body, ref_id, game_day)
       SELECT e, '${kind}', LEFT(t, 120), LEFT(b, 500), r, $5::int
         FROM unnest($1::uuid[], $2::text[], $3::text[], $4::uuid[]) AS x(e, t, b, r)`,
      [
        notices.map((n) => n.estateId),
        notices.map((n) => n.title),
        notices.map((n) => n.body),
        notices.map((n) => n.refId),
        day,
      ],
    );
  }

  /** A page of the estate's notifications (only the unread ones when asked), newest first. */
  list(
    manager: EntityManager,
    estateId: string,
    unread: boolean,
    limit: number,
    offset: number,
  ): Promise<NotificationRow[]> {
    return manager.query(
      `SELECT ${COLUMNS} FROM notifications
        WHERE estate_id = $1 AND (NOT $2::boolean OR read_at IS NULL)
        ORDER BY created_at DESC, id DESC LIMIT $3 OFFSET $4`,
      [estateId, unread, limit, offset],
    );
  }

  /** How many notifications the estate has, and how many of them are unread (one scan). */
  async counts(manager: EntityManager, estateId: string): Promise<{ total: number; unreadCount: number }> {
    const [row]: { total: number; unread: number }[] = await manager.query(
      `SELECT count(*)::int AS total, (count(*) FILTER (WHERE read_at IS NULL))::int AS unread
         FROM notifications WHERE estate_id = $1`,
      [estateId],
    );
    return { total: row!.total, unreadCount: row!.unread };
  }

  /** Marks one notification read (already read: unchanged) when the user owns its estate; undefined otherwise. */
  async markRead(
    manager: EntityManager,
    id: string,
    userId: string,
  ): Promise<(NotificationRow & { estate_id: string }) | undefined> {
    return firstRow(
      await manager.query(
        `UPDATE notifications n SET read_at = COALESCE(n.read_at, now())
         FROM estate_owners o
        WHERE n.id = $1 AND o.estate_id = n.estate_id AND o.user_id = $2
       RETURNING ${COLUMNS.split(', ')
         .map((c) => `n.${c}`)
         .join(', ')}, n.estate_id`,
        [id, userId],
      ),
    );
  }

  /** Marks all the estate's notifications read; returns how many were unread. */
  async markAllRead(manager: EntityManager, estateId: string): Promise<number> {
    const answer: unknown[] = await manager.query(
      'UPDATE notifications SET read_at = now() WHERE estate_id = $1 AND read_at IS NULL RETURNING id',
      [estateId],
    );
    const rows = Array.isArray(answer[0]) ? (answer[0] as unknown[]) : answer;
    return rows.length;
  }

  async unreadCount(manager: EntityManager, estateId: string): Promise<number> {
    const [{ n }]: { n: number }[] = await manager.query(
      'SELECT count(*)::int AS n FROM notifications WHERE estate_id = $1 AND read_at IS NULL',
      [estateId],
    );
    return n;
  }
}
