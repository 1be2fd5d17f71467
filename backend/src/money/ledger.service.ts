import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DAYS_PER_YEAR, gameTimeFromDayIndex, LEDGER_PAGE_LIMITS } from '@vineyard/domain';
import { EstateAccess } from '../estates/estate-access';
import { pagination } from '../common/pagination.dto';
import { GameTimeService } from '../gametime/gametime.service';
import type {
  EconomyDto,
  FinancesDto,
  FinancesQueryDto,
  KindTotalDto,
  LedgerPageDto,
  LedgerQueryDto,
} from './dto/ledger.dto';
import { LedgerRepository, type EstateMoneyRow } from './ledger.repository';

const num = (v: string | number | null | undefined) => Number(v ?? 0);

/** Reads the ledger: an estate's entries and finances (owners only), the economy for operators. */
@Injectable()
export class LedgerService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly estates: EstateAccess,
    private readonly gameTime: GameTimeService,
    private readonly ledger: LedgerRepository,
  ) {}

  async page(userId: string, estateId: string, q: LedgerQueryDto): Promise<LedgerPageDto> {
    await this.estates.requireOwner(this.dataSource.manager, userId, estateId);
    const page = q.page ?? 1;
    const limit = q.limit ?? LEDGER_PAGE_LIMITS.default;
    const kind = q.kind ?? null;
    const { rows, total: n } = await this.ledger.page(this.dataSource, estateId, kind, limit, (page - 1) * limit);
    return {
      entries: rows.map((r) => ({
        id: r.id,
        amount: num(r.amount),
        kind: r.kind,
        gameDay: r.game_day,
        createdAt: r.created_at.toISOString(),
        balanceAfter: num(r.balance_after),
        description: r.description,
      })),
      pagination: pagination(page, limit, n),
    };
  }

  async finances(userId: string, estateId: string, q: FinancesQueryDto): Promise<FinancesDto> {
    await this.estates.requireOwner(this.dataSource.manager, userId, estateId);
    const year = q.year ?? gameTimeFromDayIndex(await this.gameTime.currentDayIndex()).year;
    const from = (year - 1) * DAYS_PER_YEAR;
    const { totals, series, years, estate } = await this.ledger.finances(
      this.dataSource,
      estateId,
      from,
      from + DAYS_PER_YEAR,
    );
    const byAmount = (a: KindTotalDto, b: KindTotalDto) => Math.abs(b.amount) - Math.abs(a.amount);
    const income = totals.filter((t) => num(t.income) > 0).map((t) => ({ kind: t.kind, amount: num(t.income) }));
    const costs = totals.filter((t) => num(t.costs) < 0).map((t) => ({ kind: t.kind, amount: num(t.costs) }));
    return {
      year,
      years: years.map((y) => Number(y.year)),
      income: income.sort(byAmount),
      costs: costs.sort(byAmount),
      net: [...income, ...costs].reduce((sum, t) => sum + t.amount, 0),
      money: num(estate?.money),
      arrears: num(estate?.arrears),
      series: series.map((s) => ({ gameDay: s.game_day, balance: num(s.balance_after) })),
    };
  }

  async economy(): Promise<EconomyDto> {
    const { supply, perYear, richest, arrears, totals } = await this.ledger.economy(this.dataSource);
    const estate = (r: EstateMoneyRow) => ({
      estateId: r.id,
      name: r.name,
      money: num(r.money),
      arrears: num(r.arrears),
    });
    return {
      supply: supply.map((s) => ({ gameDay: s.game_day, total: num(s.total) })),
      perYear: perYear.map((p) => ({
        year: Number(p.year),
        kind: p.kind,
        created: num(p.created),
        destroyed: num(p.destroyed),
      })),
      richest: richest.map(estate),
      inArrears: arrears.map(estate),
      totalMoney: num(totals?.money),
      ledgerTotal: num(totals?.ledger),
      estates: num(totals?.estates),
    };
  }
}
