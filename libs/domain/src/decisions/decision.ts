/**
 * The functional core of the game's player actions (issue 36): each action is a pure decision —
 * given the state its caller read (plain data), a refusal or a plan of effects. The server's
 * services lock, load, decide and apply the plan in their transaction (money through the money
 * module); the simulator (sim/world.ts) calls the same decisions and applies the same plans to its
 * world. A decision never reads a clock, a database or a random source: the caller passes the day
 * and every fact it needs.
 */
import type { LedgerKind } from '../economy';
import type { ErrorCode } from '../error-codes';
import type { NotificationKind } from '../grapes';
import type { SaleAmount } from '../sales-notices';

/** A field at fault, as the API's error body lists it. */
export interface RefusalField {
  readonly field: string;
  readonly message: string;
}

/** Why an action was refused: a typed code (ERROR_CODES), with the message and fields the API answers. */
export interface Refusal {
  readonly ok: false;
  readonly code: ErrorCode;
  /** Replaces the code's default message (e.g. one that names an amount). */
  readonly message?: string;
  readonly errors?: readonly RefusalField[];
}

/** A decision: a refusal, or the plan `P` of what the action does. */
export type Decision<P> = Refusal | ({ readonly ok: true } & P);

export function refuse(code: ErrorCode, message?: string): Refusal {
  return message === undefined ? { ok: false, code } : { ok: false, code, message };
}

/** A refusal about one field: the message is both the body's and the field's. */
export function refuseField(code: ErrorCode, field: string, message: string): Refusal {
  return { ok: false, code, message, errors: [{ field, message }] };
}

/** One change of one estate's money a plan asks for: signed whole euros, its kind and its ledger text. */
export interface PlannedPosting {
  readonly amount: number;
  readonly kind: LedgerKind;
  readonly description: string;
}

/**
 * A notice the plan leaves the estate (notifications): its kind, title and body; a sale's also
 * carries what it sold (`sale`), which its game day's notice adds up (sales-notices.ts).
 */
export interface PlannedNotice {
  readonly kind: NotificationKind;
  readonly title: string;
  readonly body: string;
  readonly sale?: SaleAmount;
}

/** An estate's money as the caller read it under its lock: the balance and what it owes. */
export interface EstateFunds {
  readonly money: number;
  readonly arrears: number;
}
