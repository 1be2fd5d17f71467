import { Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { DAYS_PER_YEAR, type LedgerKind } from '@vineyard/domain';

/** An estate's balances, as the economy page lists it. */
export interface EstateMoneyRow {
  id: string;
  name: string;
  money: string;
  arrears: string;
}

/**
 * The ledger's reads (`ledger_entries`, with the estates' balances: the money module's columns).
 * Its writes are MoneyService's, in the transaction of each change.
 */
@Injectable()
export class LedgerRepository {
  /** A page of the estate's entries, newest first (one kind when asked), and how many match. */
  async page(dataSource: DataSource, estateId: string, kind: LedgerKind | null, limit: number, offset: number) {
    const rows: {
      id: string;
      amount: string;
      kind: LedgerKind;
      game_day: number;
      created_at: Date;
      balance_after: string;
      description: string;
    }[] = await dataSource.query(
      `SELECT id, amount, kind, game_day, created_at, balance_after, description FROM ledger_entries
        WHERE estate_id = $1 AND ($2::varchar IS NULL OR kind = $2)
        ORDER BY seq DESC LIMIT $3 OFFSET $4`,
      [estateId, kind, limit, offset],
    );
    const [{ n }]: { n: number }[] = await dataSource.query(
      'SELECT count(*)::int AS n FROM ledger_entries WHERE estate_id = $1 AND ($2::varchar IS NULL OR kind = $2)',
      [estateId, kind],
    );
    return { rows, total: n };
  }

  /** The estate's totals by kind between two days, its balance at the end of each day, the years it has entries in, and its balances. */
  async finances(dataSource: DataSource, estateId: string, from: number, until: number) {
    const [totals, series, years, [estate]] = await Promise.all([
      dataSource.query(
        `SELECT kind, COALESCE(sum(amount) FILTER (WHERE amount > 0), 0) AS income,
                COALESCE(sum(amount) FILTER (WHERE amount < 0), 0) AS costs
           FROM ledger_entries WHERE estate_id = $1 AND game_day >= $2 AND game_day < $3 GROUP BY kind`,
        [estateId, from, until],
      ) as Promise<{ kind: LedgerKind; income: string; costs: string }[]>,
      dataSource.query(
        `SELECT DISTINCT ON (game_day) game_day, balance_after FROM ledger_entries
          WHERE estate_id = $1 ORDER BY game_day, seq DESC`,
        [estateId],
      ) as Promise<{ game_day: number; balance_after: string }[]>,
      dataSource.query(
        `SELECT DISTINCT (game_day / $2) + 1 AS year FROM ledger_entries WHERE estate_id = $1 ORDER BY 1`,
        [estateId, DAYS_PER_YEAR],
      ) as Promise<{ year: number }[]>,
      dataSource.query('SELECT money, arrears FROM estates WHERE id = $1', [estateId]) as Promise<
        { money: string; arrears: string }[]
      >,
    ]);
    return { totals, series, years, estate };
  }

  /** The economy for operators: money supply per day, created and destroyed per year and kind, the richest and indebted estates, totals. */
  async economy(dataSource: DataSource) {
    const [supply, perYear, richest, arrears, [totals]] = await Promise.all([
      dataSource.query(
        `SELECT game_day, sum(sum(amount)) OVER (ORDER BY game_day) AS total
           FROM ledger_entries GROUP BY game_day ORDER BY game_day`,
      ) as Promise<{ game_day: number; total: string }[]>,
      dataSource.query(
        `SELECT (game_day / $1) + 1 AS year, kind,
                COALESCE(sum(amount) FILTER (WHERE amount > 0), 0) AS created,
                COALESCE(-sum(amount) FILTER (WHERE amount < 0), 0) AS destroyed
           FROM ledger_entries GROUP BY 1, 2 ORDER BY 1, 2`,
        [DAYS_PER_YEAR],
      ) as Promise<{ year: number; kind: LedgerKind; created: string; destroyed: string }[]>,
      dataSource.query('SELECT id, name, money, arrears FROM estates ORDER BY money DESC, id LIMIT 10') as Promise<
        EstateMoneyRow[]
      >,
      dataSource.query(
        'SELECT id, name, money, arrears FROM estates WHERE arrears > 0 ORDER BY arrears DESC, id LIMIT 20',
      ) as Promise<EstateMoneyRow[]>,
      dataSource.query(
        `SELECT (SELECT COALESCE(sum(money), 0) FROM estates) AS money, (SELECT count(*) FROM estates) AS estates,
                (SELECT COALESCE(sum(amount), 0) FROM ledger_entries) AS ledger`,
      ) as Promise<{ money: string; estates: string; ledger: string }[]>,
    ]);
    return { supply, perYear, richest, arrears, totals };
  }
}
