import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { ThrottleService } from '../throttle/throttle.service';
import type { ContactDto, ContactMessageDto } from './waitlist.dto';
import { WaitlistRepository, type MailingList, type MailingListPage, type SignupRow } from './waitlist.repository';

export type { MailingList, MailingListPage, SignupRow } from './waitlist.repository';

const HOUR = 3600;

/**
 * Waitlist, newsletter and contact messages. Sign-ups are idempotent upserts: the caller gets
 * the same answer whether or not the address was already there, so nobody can probe for it.
 */
@Injectable()
export class WaitlistService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly throttle: ThrottleService,
    private readonly lists: WaitlistRepository,
  ) {}

  async join(email: string, earlyAccess: boolean, ip: string): Promise<void> {
    await this.throttle.consume([{ key: `waitlist:ip:${ip}`, limit: 30, windowSeconds: HOUR }]);
    await this.lists.join(this.dataSource, email, earlyAccess);
  }

  async subscribe(email: string, ip: string): Promise<void> {
    await this.throttle.consume([{ key: `newsletter:ip:${ip}`, limit: 30, windowSeconds: HOUR }]);
    await this.lists.subscribe(this.dataSource, email);
  }

  async contact(dto: ContactDto, ip: string): Promise<void> {
    await this.throttle.consume([{ key: `contact:ip:${ip}`, limit: 10, windowSeconds: HOUR }]);
    await this.lists.addContactMessage(this.dataSource, dto);
  }

  /** The most recent contact messages, newest first (admins). */
  async contactMessages(limit = 100): Promise<ContactMessageDto[]> {
    const rows = await this.lists.contactMessages(this.dataSource, limit);
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      email: r.email,
      subject: r.subject,
      message: r.message,
      createdAt: r.created_at.toISOString(),
    }));
  }

  /** A page of the waitlist or the newsletter, newest first; search matches part of the address. */
  async listPage(
    list: MailingList,
    q: { page?: number; limit?: number; search?: string },
    manager: EntityManager = this.dataSource.manager,
  ): Promise<MailingListPage> {
    return this.lists.page(manager, list, { search: q.search, page: q.page ?? 1, limit: q.limit ?? 25 });
  }

  /** The whole list, oldest first (for an export). */
  async all(list: MailingList, manager: EntityManager = this.dataSource.manager): Promise<SignupRow[]> {
    return this.lists.all(manager, list);
  }

  /** Retention: deletes up to `limit` contact messages older than `days` days (run by the retention tick handler). */
  async purgeContactMessagesOlderThan(manager: EntityManager, days: number, limit: number): Promise<number> {
    return this.lists.purgeContactMessagesOlderThan(manager, days, limit);
  }
}
