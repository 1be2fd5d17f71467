import { named, sql, type Sql } from '../common/sql';

/** One estate's money in (or, negative, out): whole euros and the ledger row's text. */
export interface BatchCredit {
  estateId: string;
  amount: number;
  description: string;
}

/**
 * Money in for many estates at once (the sales manager's monthly sales, staff/staff-sales.tick.ts),
 * or out (the vineyard manager's work, staff/staff-vineyard.tick.ts: the caller's plan fits each
 * cost in the estate's balance, read under its lock),
 * as two data-modifying `WITH` queries, `credit` and `credit_ledger`, for a tick statement to carry
 * beside its own writes: each estate's balance raised by its amount and one ledger row (`kind`, with
 * the balance after). One credit per estate (the caller sums an estate's sales); the estates are
 * locked `money` by the caller and hold no arrears (money in would pay those first: MoneyService).
 */
export function creditsCtes(day: number, kind: 'wine_sale' | 'vineyard_work', credits: readonly BatchCredit[]): Sql {
  const v = named({
    creditDay: day,
    creditKind: kind,
    creditEstates: credits.map((c) => c.estateId),
    creditAmounts: credits.map((c) => c.amount),
    creditTexts: credits.map((c) => c.description),
  });
  return sql`credit AS (
         UPDATE estates e SET money = e.money + c.amount
           FROM unnest(${v.creditEstates}::uuid[], ${v.creditAmounts}::bigint[], ${v.creditTexts}::text[])
                AS c(id, amount, description)
          WHERE e.id = c.id
         RETURNING e.id, c.amount, c.description, e.money AS balance),
       credit_ledger AS (
         INSERT INTO ledger_entries (estate_id, amount, kind, game_day, balance_after, description)
         SELECT id, amount, ${v.creditKind}::varchar, ${v.creditDay}::int, balance, description FROM credit)`;
}
