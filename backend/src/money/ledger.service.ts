import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DAYS_PER_YEAR, gameTimeFromDayIndex, LEDGER_PAGE_LIMITS, type LedgerKind } from '@vineyard/domain';
import { EstatesService } from '../estates/estates.service';
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

const num = (v: string | number | null | undefined) => Number(v ?? 0);

/** Reads the ledger: an estate's entries and finances (owners only), the economy for operators. */
@Injectable()
export class LedgerService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly estates: EstatesService,
    private readonly gameTime: GameTimeService,
  ) {}

  async page(userId: string, estateId: string, q: LedgerQueryDto): Promise<LedgerPageDto> {
    await this.estates.requireOwner(this.dataSource.manager, userId, estateId);
    const page = q.page ?? 1;
    const limit = q.limit ?? LEDGER_PAGE_LIMITS.default;
    const kind = q.kind ?? null;
    const rows: {
      id: string;
      amount: string;
      kind: LedgerKind;
      game_day: number;
      created_at: Date;
      balance_after: string;
      description: string;
    }[] = await this.dataSource.query(
      `SELECT id, amount, kind, game_day, created_at, balance_after, description FROM ledger_entries
        WHERE estate_id = $1 AND ($2::varchar IS NULL OR kind = $2)
        ORDER BY seq DESC LIMIT $3 OFFSET $4`,
      [estateId, kind, limit, (page - 1) * limit],
    );
    const [{ n }]: { n: number }[] = await this.dataSource.query(
      'SELECT count(*)::int AS n FROM ledger_entries WHERE estate_id = $1 AND ($2::varchar IS NULL OR kind = $2)',
      [estateId, kind],
    );
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
    const [totals, series, years, [estate]] = await Promise.all([
      this.dataSource.query(
        `SELECT kind, COALESCE(sum(amount) FILTER (WHERE amount > 0), 0) AS income,
                COALESCE(sum(amount) FILTER (WHERE amount < 0), 0) AS costs
           FROM ledger_entries WHERE estate_id = $1 AND game_day >= $2 AND game_day < $3 GROUP BY kind`,
        [estateId, from, from + DAYS_PER_YEAR],
      ) as Promise<{ kind: LedgerKind; income: string; costs: string }[]>,
      this.dataSource.query(
        `SELECT DISTINCT ON (game_day) game_day, balance_after FROM ledger_entries
          WHERE estate_id = $1 ORDER BY game_day, seq DESC`,
        [estateId],
      ) as Promise<{ game_day: number; balance_after: string }[]>,
      this.dataSource.query(
        `SELECT DISTINCT (game_day / $2) + 1 AS year FROM ledger_entries WHERE estate_id = $1 ORDER BY 1`,
        [estateId, DAYS_PER_YEAR],
      ) as Promise<{ year: number }[]>,
      this.dataSource.query('SELECT money, arrears FROM estates WHERE id = $1', [estateId]) as Promise<
        { money: string; arrears: string }[]
      >,
    ]);
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
    const [supply, perYear, richest, arrears, [totals]] = await Promise.all([
      this.dataSource.query(
        `SELECT game_day, sum(sum(amount)) OVER (ORDER BY game_day) AS total
           FROM ledger_entries GROUP BY game_day ORDER BY game_day`,
      ) as Promise<{ game_day: number; total: string }[]>,
      this.dataSource.query(
        `SELECT (game_day / $1) + 1 AS year, kind,
                COALESCE(sum(amount) FILTER (WHERE amount > 0), 0) AS created,
                COALESCE(-sum(amount) FILTER (WHERE amount < 0), 0) AS destroyed
           FROM ledger_entries GROUP BY 1, 2 ORDER BY 1, 2`,
        [DAYS_PER_YEAR],
      ) as Promise<{ year: number; kind: LedgerKind; created: string; destroyed: string }[]>,
      this.dataSource.query('SELECT id, name, money, arrears FROM estates ORDER BY money DESC, id LIMIT 10') as Promise<
        EstateRow[]
      >,
      this.dataSource.query(
        'SELECT id, name, money, arrears FROM estates WHERE arrears > 0 ORDER BY arrears DESC, id LIMIT 20',
      ) as Promise<EstateRow[]>,
      this.dataSource.query(
        `SELECT (SELECT COALESCE(sum(money), 0) FROM estates) AS money, (SELECT count(*) FROM estates) AS estates,
                (SELECT COALESCE(sum(amount), 0) FROM ledger_entries) AS ledger`,
      ) as Promise<{ money: string; estates: string; ledger: string }[]>,
    ]);
    const estate = (r: EstateRow) => ({ estateId: r.id, name: r.name, money: num(r.money), arrears: num(r.arrears) });
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

interface EstateRow {
  id: string;
  name: string;
  money: string;
  arrears: string;
}
