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

  /** Claims up to `limit` due mails, oldest due first, skipping those another instance holds. */
  claimDue(manager: EntityManager, limit: number): Promise<MailOutboxEntity[]> {
    return manager
      .getRepository(MailOutboxEntity)
      .createQueryBuilder('m')
      .where('m.sent_at IS NULL AND m.next_attempt_at <= now()')
      .orderBy('m.next_attempt_at', 'ASC')
      .limit(limit)
      .setLock('pessimistic_write')
      .setOnLocked('skip_locked')
      .getMany();
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
