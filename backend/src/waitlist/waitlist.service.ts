import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { deleteBounded } from '../database/bounded-delete';
import { ThrottleService } from '../throttle/throttle.service';
import type { ContactDto, ContactMessageDto } from './waitlist.dto';

export interface SignupRow {
  id: string;
  email: string;
  /** Waitlist only. */
  earlyAccess?: boolean;
  createdAt: string;
}

export interface MailingListPage {
  entries: SignupRow[];
  /** Matching the search. */
  total: number;
  counts: { total: number; lastSevenDays: number; earlyAccess?: number };
}

export type MailingList = 'waitlist' | 'newsletter';

const LIST_TABLE: Record<MailingList, { table: string; columns: string; counts: string }> = {
  waitlist: {
    table: 'waitlist_signups',
    columns: 'id, email, early_access, created_at',
    counts: `count(*)::int AS total,
             (count(*) FILTER (WHERE created_at > now() - interval '7 days'))::int AS last_seven_days,
             (count(*) FILTER (WHERE early_access))::int AS early_access`,
  },
  newsletter: {
    table: 'newsletter_subscribers',
    columns: 'id, email, NULL::boolean AS early_access, created_at',
    counts: `count(*)::int AS total,
             (count(*) FILTER (WHERE created_at > now() - interval '7 days'))::int AS last_seven_days,
             NULL::int AS early_access`,
  },
};

interface RawSignup {
  id: string;
  email: string;
  early_access: boolean | null;
  created_at: Date;
}

function toSignup(r: RawSignup): SignupRow {
  return {
    id: r.id,
    email: r.email,
    ...(r.early_access === null ? {} : { earlyAccess: r.early_access }),
    createdAt: r.created_at.toISOString(),
  };
}

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
  ) {}

  async join(email: string, earlyAccess: boolean, ip: string): Promise<void> {
    await this.throttle.consume([{ key: `waitlist:ip:${ip}`, limit: 30, windowSeconds: HOUR }]);
    await this.dataSource.query(
      `INSERT INTO waitlist_signups (email, early_access) VALUES ($1, $2)
       ON CONFLICT (email) DO UPDATE SET early_access = waitlist_signups.early_access OR EXCLUDED.early_access,
         updated_at = CASE WHEN EXCLUDED.early_access AND NOT waitlist_signups.early_access THEN now()
                           ELSE waitlist_signups.updated_at END`,
      [email, earlyAccess],
    );
  }

  async subscribe(email: string, ip: string): Promise<void> {
    await this.throttle.consume([{ key: `newsletter:ip:${ip}`, limit: 30, windowSeconds: HOUR }]);
    await this.dataSource.query(
      'INSERT INTO newsletter_subscribers (email) VALUES ($1) ON CONFLICT (email) DO NOTHING',
      [email],
    );
  }

  async contact(dto: ContactDto, ip: string): Promise<void> {
    await this.throttle.consume([{ key: `contact:ip:${ip}`, limit: 10, windowSeconds: HOUR }]);
    await this.dataSource.query(
      'INSERT INTO contact_messages (name, email, subject, message) VALUES ($1, $2, $3, $4)',
      [dto.name, dto.email, dto.subject, dto.message],
    );
  }

  /** The most recent contact messages, newest first (admins). */
  async contactMessages(limit = 100): Promise<ContactMessageDto[]> {
    const rows: { id: string; name: string; email: string; subject: string; message: string; created_at: Date }[] =
      await this.dataSource.query(
        'SELECT id, name, email, subject, message, created_at FROM contact_messages ORDER BY created_at DESC LIMIT $1',
        [limit],
      );
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
    const t = LIST_TABLE[list];
    const params: unknown[] = [];
    let filter = '';
    if (q.search) {
      params.push(`%${q.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      filter = `WHERE email LIKE $1`;
    }
    const page = q.page ?? 1;
    const limit = q.limit ?? 25;
    const rows: RawSignup[] = await manager.query(
      `SELECT ${t.columns} FROM ${t.table} ${filter} ORDER BY created_at DESC, id DESC
        LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, limit, (page - 1) * limit],
    );
    const [{ n }] = await manager.query(`SELECT count(*)::int AS n FROM ${t.table} ${filter}`, params);
    const [c]: { total: number; last_seven_days: number; early_access: number | null }[] = await manager.query(
      `SELECT ${t.counts} FROM ${t.table}`,
    );
    return {
      entries: rows.map(toSignup),
      total: n,
      counts: {
        total: c!.total,
        lastSevenDays: c!.last_seven_days,
        ...(c!.early_access === null ? {} : { earlyAccess: c!.early_access }),
      },
    };
  }

  /** The whole list, oldest first (for an export). */
  async all(list: MailingList, manager: EntityManager = this.dataSource.manager): Promise<SignupRow[]> {
    const t = LIST_TABLE[list];
    const rows: RawSignup[] = await manager.query(`SELECT ${t.columns} FROM ${t.table} ORDER BY created_at, id`);
    return rows.map(toSignup);
  }

  /** Retention: deletes up to `limit` contact messages older than `days` days (run by the retention tick handler). */
  async purgeContactMessagesOlderThan(manager: EntityManager, days: number, limit: number): Promise<number> {
    return deleteBounded(
      manager,
      'contact_messages',
      'id',
      'created_at < now() - make_interval(days => $1)',
      [days],
      limit,
    );
  }
}
