import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { MailOutboxEntity } from './outbox.entity';

/** The `mail_outbox` table: mails written in their cause's transaction, sent and retried by MailService. */
@Injectable()
export class OutboxRepository {
  async add(manager: EntityManager, mail: { to: string; subject: string; text: string; html: string }): Promise<void> {
    // links are bearer secrets: never kept outside the body, never logged
    await manager.insert(MailOutboxEntity, { ...mail, devLink: null });
  }

  /**
   * Claims up to `limit` due mails, oldest due first, skipping those another instance is claiming:
   * each is due again only after `leaseSeconds` (its sender died), so it is never sent twice by
   * two live senders. One statement, its own transaction.
   */
  async claimDue(manager: EntityManager, limit: number, leaseSeconds: number): Promise<MailOutboxEntity[]> {
    const rows: MailOutboxEntity[] = await manager.query(
      `WITH claimed AS (
         UPDATE mail_outbox SET next_attempt_at = now() + make_interval(secs => $2)
          WHERE id IN (SELECT id FROM mail_outbox WHERE sent_at IS NULL AND next_attempt_at <= now()
                        ORDER BY next_attempt_at LIMIT $1 FOR UPDATE SKIP LOCKED)
         RETURNING id, to_address, subject, text_body, html_body, attempts)
       SELECT id, to_address AS "to", subject, text_body AS "text", html_body AS "html", attempts FROM claimed`,
      [limit, leaseSeconds],
    );
    return rows;
  }

  /** A delivered mail: the bodies hold single-use links, so nothing of them is kept. */
  async markSent(manager: EntityManager, mail: MailOutboxEntity): Promise<void> {
    await manager.update(
      MailOutboxEntity,
      { id: mail.id },
      { sentAt: new Date(), text: '', html: '', devLink: null, lastError: null, attempts: mail.attempts + 1 },
    );
  }

  /** A failed attempt: tried again at `nextAttemptAt`. */
  async markFailed(
    manager: EntityManager,
    mailId: string,
    attempts: number,
    nextAttemptAt: Date,
    error: string,
  ): Promise<void> {
    await manager.update(MailOutboxEntity, { id: mailId }, { attempts, nextAttemptAt, lastError: error });
  }
}
