import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AuthenticatedUser } from '../auth/auth.types';
import { WaitlistService, type MailingList } from '../waitlist/waitlist.service';
import { AuditService } from '../audit/audit.service';
import { toCsv } from './csv';
import { ADMIN_PAGE } from './dto/admin.dto';
import { pagination, type PaginationDto } from '../common/pagination.dto';
import type {
  MailingListQueryDto,
  NewsletterCountsDto,
  NewsletterEntryDto,
  WaitlistCountsDto,
  WaitlistEntryDto,
} from './dto/admin-community.dto';

export interface CsvExport {
  filename: string;
  body: string;
  rows: number;
}

/** The waitlist and the newsletter for admins: paginated lists with counts, audited CSV exports. */
@Injectable()
export class AdminListsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly lists: WaitlistService,
    private readonly audit: AuditService,
  ) {}

  async waitlist(
    q: MailingListQueryDto,
  ): Promise<{ entries: WaitlistEntryDto[]; pagination: PaginationDto; counts: WaitlistCountsDto }> {
    const { page, limit, result } = await this.page('waitlist', q);
    return {
      entries: result.entries.map((e) => ({
        id: e.id,
        email: e.email,
        earlyAccess: e.earlyAccess ?? false,
        createdAt: e.createdAt,
      })),
      pagination: pagination(page, limit, result.total),
      counts: {
        total: result.counts.total,
        earlyAccess: result.counts.earlyAccess ?? 0,
        lastSevenDays: result.counts.lastSevenDays,
      },
    };
  }

  async newsletter(
    q: MailingListQueryDto,
  ): Promise<{ entries: NewsletterEntryDto[]; pagination: PaginationDto; counts: NewsletterCountsDto }> {
    const { page, limit, result } = await this.page('newsletter', q);
    return {
      entries: result.entries.map((e) => ({ id: e.id, email: e.email, createdAt: e.createdAt })),
      pagination: pagination(page, limit, result.total),
      counts: { total: result.counts.total, lastSevenDays: result.counts.lastSevenDays },
    };
  }

  /** The whole list as CSV, oldest first; the export itself is audited (it hands out addresses). */
  async export(actor: AuthenticatedUser, list: MailingList): Promise<CsvExport> {
    return this.dataSource.transaction('REPEATABLE READ', async (manager) => {
      const rows = await this.lists.all(list, manager);
      const body =
        list === 'waitlist'
          ? toCsv(
              ['email', 'early_access', 'joined_at'],
              rows.map((r) => [r.email, r.earlyAccess ? 'yes' : 'no', r.createdAt]),
            )
          : toCsv(
              ['email', 'subscribed_at'],
              rows.map((r) => [r.email, r.createdAt]),
            );
      await this.audit.record(manager, actor, {
        action: `${list}.export`,
        targetType: list,
        details: { rows: rows.length },
      });
      const day = new Date().toISOString().slice(0, 10);
      return { filename: `${list}-${day}.csv`, body, rows: rows.length };
    });
  }

  private async page(list: MailingList, q: MailingListQueryDto) {
    const page = q.page ?? 1;
    const limit = q.limit ?? ADMIN_PAGE.default;
    const result = await this.lists.listPage(list, { page, limit, search: q.search });
    return { page, limit, result };
  }
}
