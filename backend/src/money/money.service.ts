import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { arrearsPayable, MESSAGES, type EstateFunds, type LedgerKind, type PlannedPosting } from '@vineyard/domain';
import { DomainError } from '../common/errors';
import type { Sql } from '../common/sql';
import { MoneyRepository, type LedgerRow } from './money.repository';

/** One change of one estate's money: signed whole euros, with why and what caused it. */
export interface Posting {
  estateId: string;
  amount: number;
  kind: LedgerKind;
  description: string;
  refId?: string | null;
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
  constructor(private readonly rows: MoneyRepository) {}

  /**
   * Applies the postings in order, each with its ledger row (one statement a posting); money coming
   * in first pays any arrears (one more statement, only when a credited estate owes). Answers each
   * estate's balance afterwards.
   */
  async post(
    manager: EntityManager,
    gameDay: number,
    postings: readonly Posting[],
    insufficient: string = MESSAGES.money.insufficientFunds,
  ): Promise<Map<string, number>> {
    const balances = new Map<string, number>();
    const owing = new Set<string>();
    for (const posting of postings) {
      if (!Number.isSafeInteger(posting.amount)) throw new Error(`posting of ${posting.amount} €: not whole euros`);
      if (posting.amount === 0) continue;
      const after = await this.rows.addWithEntry(manager, gameDay, posting);
      if (after === undefined) throw new DomainError('INSUFFICIENT_FUNDS', { message: insufficient });
      balances.set(posting.estateId, after.money);
      if (posting.amount > 0 && after.arrears > 0) owing.add(posting.estateId);
    }
    if (owing.size > 0) {
      const entries: LedgerRow[] = [];
      for (const p of await this.rows.payArrears(manager, [...owing])) {
        balances.set(p.estateId, p.money);
        entries.push({
          estateId: p.estateId,
          amount: -p.paid,
          kind: 'arrears_payment',
          description: MESSAGES.ledger.arrearsPaid,
          balanceAfter: p.money,
        });
      }
      await this.rows.insertEntries(manager, gameDay, entries);
    }
    return balances;
  }

  /**
   * `post` for a decision's plan (libs/domain src/decisions): its postings, all of one estate, each
   * with `refId` as what caused it.
   */
  postPlanned(
    manager: EntityManager,
    gameDay: number,
    estateId: string,
    postings: readonly PlannedPosting[],
    refId: string | null,
    insufficient?: string,
  ): Promise<Map<string, number>> {
    return this.post(
      manager,
      gameDay,
      postings.map((p) => ({ estateId, amount: p.amount, kind: p.kind, description: p.description, refId })),
      insufficient,
    );
  }

  /**
   * `postPlanned` written by the caller's own statement (a wine sale's: one round trip fewer, issue
   * 33 item 7). From the estate's funds as read under its `money` lock in this transaction, the
   * rules of `post` in TypeScript: each posting in order, refused (400) below zero; money coming in
   * pays the arrears first (arrearsPayable). Answers the balance afterwards and the data-modifying
   * `WITH` queries that write it: `money_set`, the estate's row (with `alsoSet`, other modules'
   * columns of the same row: PostgreSQL updates a row once per statement), and `money_ledger`,
   * every ledger row with its balance after it.
   */
  planPostings(
    funds: EstateFunds,
    gameDay: number,
    estateId: string,
    postings: readonly PlannedPosting[],
    refId: string | null,
    alsoSet: Sql | null,
    insufficient: string = MESSAGES.money.insufficientFunds,
  ): { money: number; ctes: Sql } {
    let { money } = funds;
    let owing = false;
    const entries: LedgerRow[] = [];
    for (const p of postings) {
      if (!Number.isSafeInteger(p.amount)) throw new Error(`posting of ${p.amount} €: not whole euros`);
      if (p.amount === 0) continue;
      if (money + p.amount < 0) throw new DomainError('INSUFFICIENT_FUNDS', { message: insufficient });
      money += p.amount;
      entries.push({
        estateId,
        amount: p.amount,
        kind: p.kind,
        description: p.description,
        refId,
        balanceAfter: money,
      });
      if (p.amount > 0 && funds.arrears > 0) owing = true;
    }
    const paid = owing ? arrearsPayable(money, funds.arrears) : 0;
    if (paid > 0) {
      money -= paid;
      entries.push({
        estateId,
        amount: -paid,
        kind: 'arrears_payment',
        description: MESSAGES.ledger.arrearsPaid,
        balanceAfter: money,
      });
    }
    return {
      money,
      ctes: MoneyRepository.estatePostings(gameDay, estateId, money - funds.money, paid, entries, alsoSet),
    };
  }

  /** The estate's money and arrears, as a decision reads them (the caller holds its `money` lock). */
  funds(manager: EntityManager, estateId: string): Promise<EstateFunds> {
    return this.rows.funds(manager, estateId);
  }

  /**
   * Counts a founding for the player and answers how many came before (the starting grant's size,
   * decideFounding); the caller holds the user's row lock (estate creation serialises on it).
   */
  recordFounding(manager: EntityManager, userId: string): Promise<number> {
    return this.rows.countFounding(manager, userId);
  }

  /** Takes a closing estate's balance out of the economy (the estate is locked for deletion). */
  async close(manager: EntityManager, gameDay: number, estateId: string): Promise<void> {
    const money = await this.rows.balance(manager, estateId);
    if (money > 0)
      await this.post(manager, gameDay, [
        { estateId, amount: -money, kind: 'closure', description: MESSAGES.ledger.estateClosed },
      ]);
  }

  /** 409 when the estate owes money: no land and no planting until its arrears are paid. */
  async refuseInArrears(manager: EntityManager, estateId: string): Promise<void> {
    if ((await this.rows.arrears(manager, estateId)) > 0) throw new DomainError('ESTATE_IN_ARREARS');
  }
}
