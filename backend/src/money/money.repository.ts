import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { LedgerKind } from '@vineyard/domain';
import { expr, firstRow, named, preparedQuery, raw, sql, type Sql, type SqlExpr } from '../common/sql';

/** The rows of an UPDATE … RETURNING (TypeORM answers [rows, count] for it). */
function updatedRows<T>(answer: unknown): T[] {
  const rows = answer as unknown[];
  return (Array.isArray(rows[0]) ? rows[0] : rows) as T[];
}

/** One ledger row to write: a signed amount of one estate's money, why, and the balance after it. */
export interface LedgerRow {
  estateId: string;
  amount: number;
  kind: LedgerKind;
  description: string;
  refId?: string | null;
  balanceAfter: number;
}

/**
 * The money module's SQL: the estates' balances (money, arrears, arrears_since, upkeep_day: the
 * money module's columns of the estates table) and the ledger's writes. The rules (never below
 * zero, arrears first, the starting grant) are MoneyService's.
 */
@Injectable()
export class MoneyRepository {
  /**
   * Adds `amount` (negative: takes it) unless the balance would go below zero, and writes its ledger
   * row with the balance after it, in one statement; the balance and what the estate still owes, or
   * undefined when refused.
   */
  async addWithEntry(
    manager: EntityManager,
    gameDay: number,
    posting: Omit<LedgerRow, 'balanceAfter'>,
  ): Promise<{ money: number; arrears: number } | undefined> {
    // prepared (common/sql.ts preparedQuery): every posting of every money change runs it
    const [row] = await preparedQuery<{ money: string; arrears: string }>(
      manager,
      `WITH upd AS (
           UPDATE estates SET money = money + $2 WHERE id = $1 AND money + $2 >= 0 RETURNING id, money, arrears),
         entry AS (
           INSERT INTO ledger_entries (estate_id, amount, kind, game_day, balance_after, description, ref_id)
           SELECT id, $2, $3, $4, money, $5, $6 FROM upd)
         SELECT money, arrears FROM upd`,
      [
        posting.estateId,
        posting.amount,
        posting.kind,
        gameDay,
        posting.description.slice(0, 200),
        posting.refId ?? null,
      ],
    );
    return row ? { money: Number(row.money), arrears: Number(row.arrears) } : undefined;
  }

  /** Pays the arrears of these estates from their money, as far as it goes (arrearsPayable in libs/domain), at once. */
  async payArrears(
    manager: EntityManager,
    estateIds: string[],
  ): Promise<{ estateId: string; paid: number; money: number }[]> {
    const paid = updatedRows<{ id: string; pay: string; money: string }>(
      await manager.query(
        // arrearsPayable (libs/domain) for every credited estate at once
        `WITH d AS (SELECT id, LEAST(arrears, money) AS pay FROM estates
                   WHERE id = ANY($1::uuid[]) AND arrears > 0 AND money > 0)
       UPDATE estates e SET money = e.money - d.pay, arrears = e.arrears - d.pay,
              arrears_since = CASE WHEN e.arrears = d.pay THEN NULL ELSE e.arrears_since END
         FROM d WHERE e.id = d.id
       RETURNING e.id, d.pay, e.money`,
        [estateIds],
      ),
    );
    return paid.map((p) => ({ estateId: p.id, paid: Number(p.pay), money: Number(p.money) }));
  }

  /** Counts one more estate founded by the user; answers how many they had founded before. */
  async countFounding(manager: EntityManager, userId: string): Promise<number> {
    const row = firstRow<{ before: number }>(
      await manager.query(
        'UPDATE users SET estates_founded = estates_founded + 1 WHERE id = $1 RETURNING estates_founded - 1 AS before',
        [userId],
      ),
    );
    return row?.before ?? 0;
  }

  /** The estate's money (0 when it is gone). */
  async balance(manager: EntityManager, estateId: string): Promise<number> {
    const [row]: { money: string }[] = await manager.query('SELECT money FROM estates WHERE id = $1', [estateId]);
    return Number(row?.money ?? 0);
  }

  /** The estate's money and what it owes (0 and 0 when it is gone). */
  async funds(manager: EntityManager, estateId: string): Promise<{ money: number; arrears: number }> {
    const [row]: { money: string; arrears: string }[] = await manager.query(
      'SELECT money, arrears FROM estates WHERE id = $1',
      [estateId],
    );
    return { money: Number(row?.money ?? 0), arrears: Number(row?.arrears ?? 0) };
  }

  /** What the estate owes (0 when it is gone). */
  async arrears(manager: EntityManager, estateId: string): Promise<number> {
    const [row]: { arrears: string }[] = await manager.query('SELECT arrears FROM estates WHERE id = $1', [estateId]);
    return Number(row?.arrears ?? 0);
  }

  /** The ledger rows of one change, in one statement. */
  async insertEntries(manager: EntityManager, gameDay: number, entries: readonly LedgerRow[]): Promise<void> {
    if (entries.length === 0) return;
    await manager.query(
      `INSERT INTO ledger_entries (estate_id, amount, kind, game_day, balance_after, description, ref_id)
       SELECT * FROM unnest($1::uuid[], $2::bigint[], $3::varchar[], $4::int[], $5::bigint[], $6::varchar[], $7::uuid[])`,
      [
        entries.map((e) => e.estateId),
        entries.map((e) => e.amount),
        entries.map((e) => e.kind),
        entries.map(() => gameDay),
        entries.map((e) => e.balanceAfter),
        entries.map((e) => e.description.slice(0, 200)),
        entries.map((e) => e.refId ?? null),
      ],
    );
  }

  /**
   * One estate's postings as part of the caller's statement (MoneyService.planPostings computed
   * them under the estate's lock): `money_set` adds `change` (the postings less `paid`) to its
   * money and takes `paid` off its arrears (clearing arrears_since when they are paid in full),
   * with `alsoSet`, other modules' columns of the row; `money_ledger` writes `entries`. Goes in a
   * WITH list. Its text is the same whatever the values (a prepared statement's).
   */
  static estatePostings(
    gameDay: number,
    estateId: string,
    change: number,
    paid: number,
    entries: readonly LedgerRow[],
    alsoSet: Sql | null,
  ): Sql {
    const v = named({
      moneyEstateId: estateId,
      moneyChange: change,
      arrearsPaid: paid,
      ledgerDay: gameDay,
      ledgerAmounts: entries.map((e) => e.amount),
      ledgerKinds: entries.map((e) => e.kind),
      ledgerBalances: entries.map((e) => e.balanceAfter),
      ledgerDescriptions: entries.map((e) => e.description.slice(0, 200)),
      ledgerRefIds: entries.map((e) => e.refId ?? null),
    });
    const also = alsoSet ? sql`,\n                ${alsoSet}` : raw('');
    return sql`money_set AS (
         UPDATE estates SET money = money + ${v.moneyChange}::bigint, arrears = arrears - ${v.arrearsPaid}::bigint,
                arrears_since = CASE WHEN ${v.arrearsPaid}::bigint > 0 AND arrears = ${v.arrearsPaid}::bigint
                                     THEN NULL ELSE arrears_since END${also}
          WHERE id = ${v.moneyEstateId}::uuid RETURNING id),
       money_ledger AS (
         INSERT INTO ledger_entries (estate_id, amount, kind, game_day, balance_after, description, ref_id)
         SELECT m.id, x.amount, x.kind, ${v.ledgerDay}::int, x.balance_after, x.description, x.ref_id
           FROM money_set m,
                unnest(${v.ledgerAmounts}::bigint[], ${v.ledgerKinds}::varchar[], ${v.ledgerBalances}::bigint[],
                       ${v.ledgerDescriptions}::varchar[], ${v.ledgerRefIds}::uuid[])
                  WITH ORDINALITY AS x(amount, kind, balance_after, description, ref_id, ord)
          ORDER BY x.ord)`;
  }

  /**
   * `post` for the tick, set-based: the common-table expressions that apply the postings of the
   * CTE named `source` — columns (estate_id uuid, amount bigint, kind text, description text,
   * ref_id uuid, ord int) — to their estates in one statement: each estate's money changes by the
   * sum of its postings, money coming in pays its arrears first (as `post` does), and every
   * posting and arrears payment writes its ledger row in `ord` order with its running balance.
   * The caller locked the estates (level 1) in an earlier statement of its transaction, so the
   * balances it reads are current, and it only posts what each estate can pay. `day` is the SQL
   * of the game day (a named value, e.g. sql`${v.day}::int`), `arrearsText` that of the value
   * holding MESSAGES.ledger.arrearsPaid. Goes after the source in a WITH list.
   */
  static setBasedPostings(sourceName: string, dayOf: SqlExpr, arrearsTextOf: SqlExpr): Sql {
    const [source, day, arrearsText] = [raw(sourceName), expr(dayOf), expr(arrearsTextOf)];
    return sql`money_totals AS (
         SELECT e.id AS estate_id, e.money AS before, SUM(s.amount)::bigint AS total,
                CASE WHEN bool_or(s.amount > 0) AND e.arrears > 0
                     THEN LEAST(e.arrears, GREATEST(0, e.money + SUM(s.amount)))::bigint ELSE 0 END AS pay
           FROM ${source} s JOIN estates e ON e.id = s.estate_id
          WHERE s.amount <> 0
          GROUP BY e.id),
       money_applied AS (
         UPDATE estates e SET money = e.money + t.total - t.pay, arrears = e.arrears - t.pay,
                arrears_since = CASE WHEN t.pay > 0 AND t.pay = e.arrears THEN NULL ELSE e.arrears_since END
           FROM money_totals t WHERE e.id = t.estate_id
         RETURNING e.id),
       money_ledger AS (
         INSERT INTO ledger_entries (estate_id, amount, kind, game_day, balance_after, description, ref_id)
         SELECT estate_id, amount, kind, ${day}, balance_after, LEFT(description, 200), ref_id FROM (
           SELECT s.estate_id, s.amount, s.kind, s.description, s.ref_id, s.ord,
                  t.before + SUM(s.amount) OVER (PARTITION BY s.estate_id ORDER BY s.ord ROWS UNBOUNDED PRECEDING)
                    AS balance_after
             FROM ${source} s JOIN money_totals t ON t.estate_id = s.estate_id
            WHERE s.amount <> 0
           UNION ALL
           SELECT t.estate_id, -t.pay, 'arrears_payment', ${arrearsText}, NULL::uuid,
                  2147483647, t.before + t.total - t.pay
             FROM money_totals t WHERE t.pay > 0) x
         ORDER BY estate_id, ord)`;
  }
}
