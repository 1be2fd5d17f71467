import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { MESSAGES, startingGrant, type LedgerKind } from '@vineyard/domain';
import { firstRow } from '../common/sql';

/** The rows of an UPDATE … RETURNING (TypeORM answers [rows, count] for it). */
function updatedRows<T>(answer: unknown): T[] {
  const rows = answer as unknown[];
  return (Array.isArray(rows[0]) ? rows[0] : rows) as T[];
}

/** One change of one estate's money: signed whole euros, with why and what caused it. */
export interface Posting {
  estateId: string;
  amount: number;
  kind: LedgerKind;
  description: string;
  refId?: string | null;
}

interface Entry extends Posting {
  balanceAfter: number;
}

/**
 * THE MONEY MODULE: every change of an estate's money goes through here, inside the caller's
 * transaction, and writes a ledger row in it (an estate's money always equals the sum of its
 * ledger). The caller holds the estates' row locks first (`lockEstates(…, 'money')`, level 1 of
 * the lock order in common/locks.ts) or created the estate in the same transaction. Money never
 * goes below zero: a posting that would is refused (400) and the transaction changes nothing.
 * The tick's per-day charges are idempotent per (estate, day, kind).
 */
@Injectable()
export class MoneyService {
  /**
   * Applies the postings in order and writes their ledger rows; money coming in first pays any
   * arrears. Answers each estate's balance afterwards.
   */
  async post(
    manager: EntityManager,
    gameDay: number,
    postings: readonly Posting[],
    insufficient: string = MESSAGES.money.insufficientFunds,
  ): Promise<Map<string, number>> {
    const entries: Entry[] = [];
    const balances = new Map<string, number>();
    for (const posting of postings) {
      if (!Number.isSafeInteger(posting.amount)) throw new Error(`posting of ${posting.amount} €: not whole euros`);
      if (posting.amount === 0) continue;
      const row = firstRow<{ money: string }>(
        await manager.query('UPDATE estates SET money = money + $2 WHERE id = $1 AND money + $2 >= 0 RETURNING money', [
          posting.estateId,
          posting.amount,
        ]),
      );
      if (!row) throw new BadRequestException(insufficient);
      balances.set(posting.estateId, Number(row.money));
      entries.push({ ...posting, balanceAfter: Number(row.money) });
    }
    const credited = [...new Set(postings.filter((p) => p.amount > 0).map((p) => p.estateId))];
    if (credited.length > 0) {
      const paid = updatedRows<{ id: string; pay: string; money: string }>(
        await manager.query(
          // arrearsPayable (libs/domain) for every credited estate at once
          `WITH d AS (SELECT id, LEAST(arrears, money) AS pay FROM estates
                     WHERE id = ANY($1::uuid[]) AND arrears > 0 AND money > 0)
         UPDATE estates e SET money = e.money - d.pay, arrears = e.arrears - d.pay,
                arrears_since = CASE WHEN e.arrears = d.pay THEN NULL ELSE e.arrears_since END
           FROM d WHERE e.id = d.id
         RETURNING e.id, d.pay, e.money`,
          [credited],
        ),
      );
      for (const p of paid) {
        balances.set(p.id, Number(p.money));
        entries.push({
          estateId: p.id,
          amount: -Number(p.pay),
          kind: 'arrears_payment',
          description: 'Arrears paid from the money that came in',
          balanceAfter: Number(p.money),
        });
      }
    }
    await this.write(manager, gameDay, entries);
    return balances;
  }

  /** The starting grant of a user's new estate: full for their first three estates ever, small after. */
  async grantStartingMoney(manager: EntityManager, gameDay: number, userId: string, estateId: string): Promise<number> {
    // the caller holds the user's row lock (estate creation serialises on it)
    const row = firstRow<{ before: number }>(
      await manager.query(
        'UPDATE users SET estates_founded = estates_founded + 1 WHERE id = $1 RETURNING estates_founded - 1 AS before',
        [userId],
      ),
    );
    const amount = startingGrant(row?.before ?? 0);
    await this.post(manager, gameDay, [
      { estateId, amount, kind: 'grant', description: `Starting grant (estate ${(row?.before ?? 0) + 1})` },
    ]);
    return amount;
  }

  /** Takes a closing estate's balance out of the economy (the estate is locked for deletion). */
  async close(manager: EntityManager, gameDay: number, estateId: string): Promise<void> {
    const [row]: { money: string }[] = await manager.query('SELECT money FROM estates WHERE id = $1', [estateId]);
    const money = Number(row?.money ?? 0);
    if (money > 0)
      await this.post(manager, gameDay, [{ estateId, amount: -money, kind: 'closure', description: 'Estate closed' }]);
  }

  /** 409 when the estate owes money: no land and no planting until its arrears are paid. */
  async refuseInArrears(manager: EntityManager, estateId: string): Promise<void> {
    const [row]: { arrears: string }[] = await manager.query('SELECT arrears FROM estates WHERE id = $1', [estateId]);
    if (row && Number(row.arrears) > 0) throw new ConflictException(MESSAGES.money.inArrears);
  }

  /**
   * `post` for the tick, set-based: the common-table expressions that apply the postings of the
   * CTE named `source` — columns (estate_id uuid, amount bigint, kind text, description text,
   * ref_id uuid, ord int) — to their estates in one statement: each estate's money changes by the
   * sum of its postings, money coming in pays its arrears first (as `post` does), and every
   * posting and arrears payment writes its ledger row in `ord` order with its running balance.
   * The caller locked the estates (level 1) in an earlier statement of its transaction, so the
   * balances it reads are current, and it only posts what each estate can pay. `day` is the SQL
   * of the game day's parameter (e.g. `$3::int`). Goes after the source in a WITH list.
   */
  static setBasedPostings(source: string, day: string): string {
    return `money_totals AS (
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
           SELECT t.estate_id, -t.pay, 'arrears_payment', 'Arrears paid from the money that came in', NULL::uuid,
                  2147483647, t.before + t.total - t.pay
             FROM money_totals t WHERE t.pay > 0) x
         ORDER BY estate_id, ord)`;
  }

  private async write(manager: EntityManager, gameDay: number, entries: readonly Entry[]): Promise<void> {
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
}
