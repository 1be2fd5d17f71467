import { Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import { deleteOlderThan } from '../database/bounded-delete';

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

/** The two mailing lists' tables and how each is read. */
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

/** A contact message as the admins read it. */
export interface ContactMessageRow {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  created_at: Date;
}

/** The waitlist, the newsletter and the contact messages' tables. */
@Injectable()
export class WaitlistRepository {
  /** Adds the address to the waitlist (again: early access only ever turns on). */
  async join(dataSource: DataSource, email: string, earlyAccess: boolean): Promise<void> {
    await dataSource.query(
      `INSERT INTO waitlist_signups (email, early_access) VALUES ($1, $2)
       ON CONFLICT (email) DO UPDATE SET early_access = waitlist_signups.early_access OR EXCLUDED.early_access,
         updated_at = CASE WHEN EXCLUDED.early_access AND NOT waitlist_signups.early_access THEN now()
                           ELSE waitlist_signups.updated_at END`,
      [email, earlyAccess],
    );
  }

  async subscribe(dataSource: DataSource, email: string): Promise<void> {
    await dataSource.query('INSERT INTO newsletter_subscribers (email) VALUES ($1) ON CONFLICT (email) DO NOTHING', [
      email,
    ]);
  }

  async addContactMessage(
    dataSource: DataSource,
    m: { name: string; email: string; subject: string; message: string },
  ): Promise<void> {
    await dataSource.query('INSERT INTO contact_messages (name, email, subject, message) VALUES ($1, $2, $3, $4)', [
      m.name,
      m.email,
      m.subject,
      m.message,
    ]);
  }

  /** The most recent contact messages, newest first. */
  contactMessages(dataSource: DataSource, limit: number): Promise<ContactMessageRow[]> {
    return dataSource.query(
      'SELECT id, name, email, subject, message, created_at FROM contact_messages ORDER BY created_at DESC LIMIT $1',
      [limit],
    );
  }

  /** A page of a list, newest first; search matches part of the address. */
  async page(
    manager: EntityManager,
    list: MailingList,
    q: { search?: string; page: number; limit: number },
  ): Promise<MailingListPage> {
    const t = LIST_TABLE[list];
    const params: unknown[] = [];
    let filter = '';
    if (q.search) {
      params.push(`%${q.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      filter = `WHERE email LIKE $1`;
    }
    const rows: RawSignup[] = await manager.query(
      `SELECT ${t.columns} FROM ${t.table} ${filter} ORDER BY created_at DESC, id DESC
        LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, q.limit, (q.page - 1) * q.limit],
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

  /** The whole list, oldest first. */
  async all(manager: EntityManager, list: MailingList): Promise<SignupRow[]> {
    const t = LIST_TABLE[list];
    const rows: RawSignup[] = await manager.query(`SELECT ${t.columns} FROM ${t.table} ORDER BY created_at, id`);
    return rows.map(toSignup);
  }

  /** Deletes up to `limit` contact messages older than `days` days. */
  purgeContactMessagesOlderThan(manager: EntityManager, days: number, limit: number): Promise<number> {
    return deleteOlderThan(manager, 'contact_messages', days, limit);
  }
}
