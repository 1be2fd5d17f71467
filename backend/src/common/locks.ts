import type { DataSource, EntityManager } from 'typeorm';
import { DomainError, isRetryableConflict } from './errors';
import { isUuid } from './ids';
import { composedOnce, preparedQuery } from './sql';
import { pipelinedTransaction } from './transaction';
import type { WineTier } from '@vineyard/domain';

/**
 * THE LOCK ORDER of every money and ownership change (written down once, here).
 *
 * A transaction that changes money, who owns what, a listing or a block takes its row locks in
 * this order, and never goes back to an earlier level once it holds a later one:
 *
 *   0. its own Idempotency-Key row (only requests with the same key ever meet there)
 *   1. estates    — `lockEstates`, all it needs at once, by id (a marketing campaign, issue 35 item 3,
 *      needs no more: it is written under its estate's `money` lock, which makes "one of a kind at
 *      a time" and the price's payment serial per estate; sales read the campaigns without locks)
 *   2. plots      — `lockPlot` / `lockOwnedPlot` (plots/plot-locks.ts: `lockPlotForChange`) (several: `lockEstateContents`, by id)
 *   3. listings   — `lockActiveListing` (several: by id)
 *   4. blocks     — `lockBlock` (several: by id)
 *   5. grape lots — `lockGrapeLot` (its estate locked `money` first when it is sold or crushed)
 *   6. wine batches — `lockWineBatch` (several, for a blend: `lockWineBatches`, by id; its estate
 *      locked `money` first: every cellar change — a crush, bottling, a bulk sale, a blend, a
 *      vessel purchase — holds the estate's `money` lock, which also makes the cellar's capacity
 *      checks serial per estate; vessels are never locked)
 *   7. wine lots — `lockWineLot`, `lockOwnedWineLot` for a sale (bottled wine; its estate locked `money` first,
 *      by a sale with `lockEstateOfOwnedWineLot`: a sale earns money and writes the estate's demand pool, which
 *      only a sale under that lock writes)
 *   8. exchange offers — `lockExchangeOffer` (bottled wine offered between players, issue 32; the
 *      seller's estate locked `money` first, and the buyer's with it in the same `lockEstates`
 *      call for a purchase: racing buyers of one offer queue on the seller's estate, then on the
 *      offer). Opening an offer locks the seller's lot (7) and then writes the offer; withdrawing
 *      locks the lot (7) and then the offer (8), as the expiry tick does for all expired offers
 *      at once (estates by id, lots by id, then the offers). A purchase touches no lot of the
 *      seller's (the bottles were reserved when the offer opened): it inserts the buyer's new lot,
 *      whose estate it holds. Offers of grapes (`lockGrapeOffer`) sit at this level too: offering
 *      one locks the seller's grape lot (5) and then writes the offer; withdrawing locks the lot (5)
 *      and then the offer; a purchase inserts the buyer's grape lot and touches none of the seller's.
 *   9. merchants' contracts — `lockMerchantContract` (issue 31, item 3; its estate locked `money`
 *      first). A delivery locks the estate (1), the lot it delivers from (7), then the contract;
 *      the default tick locks a batch's estates (by id) and then their overdue contracts in the
 *      same statement.
 *  10. the game clock row — FOR SHARE (`GameTimeService.dayIndexHeld`), last, by a change that
 *      writes a row for a later game day the tick reads (a weather protection, BlocksService.protect):
 *      the claim of the next day (which locks the clock row FOR UPDATE and holds no other row lock)
 *      waits for it, so that day's tick statements see the row.
 *
 * Whatever a transaction only reads, it reads without locks before it starts locking (to learn
 * which estates and plots it needs), then re-checks under the locks. Foreign-key checks take
 * KEY SHARE locks on the referenced row: an insert that references an estate (a listing's plot
 * moving, a harvest) locks that estate first, with `keep`, so the check never waits out of order.
 *
 * With one order no two transactions can wait on each other in a cycle, so deadlocks cannot
 * happen between these paths. What still can (a statement outside this module, a future path)
 * is retried by `inTransaction`, and answered 409 by the error filter if it keeps failing.
 */

/**
 * How an estate row is locked:
 * - `delete`: FOR UPDATE — the estate itself goes (excludes every other lock);
 * - `money`:  FOR NO KEY UPDATE — its money changes (excludes other money changes, not `keep`);
 * - `keep`:   FOR KEY SHARE — it must not be deleted while its plots, listings or blocks change.
 */
export type EstateLockMode = 'delete' | 'money' | 'keep';

const ESTATE_LOCK_CLAUSE: Record<EstateLockMode, string> = {
  delete: 'FOR UPDATE',
  money: 'FOR NO KEY UPDATE',
  keep: 'FOR KEY SHARE',
};

/** Level 1: locks the given estates (duplicates and nulls ignored) in id order; returns those that exist, with their money and name. */
export async function lockEstates(
  manager: EntityManager,
  ids: readonly (string | null | undefined)[],
  mode: EstateLockMode,
): Promise<{ id: string; money: number; name: string }[]> {
  const unique = [...new Set(ids.filter((id): id is string => typeof id === 'string' && isUuid(id)))];
  if (unique.length === 0) return [];
  // prepared (common/sql.ts preparedQuery): one of three texts, run by every money change
  const rows = await preparedQuery<{ id: string; money: string; name: string }>(
    manager,
    `SELECT id, money, name FROM estates WHERE id = ANY($1::uuid[]) ORDER BY id ${ESTATE_LOCK_CLAUSE[mode]}`,
    [unique],
  );
  return rows.map((r) => ({ id: r.id, money: Number(r.money), name: r.name }));
}

/**
 * Level 1 for a sale of a bottled wine lot: the lot's estate when `userId` owns it, locked `money`,
 * in the statement that finds it (what a transaction would read without locks to learn its estate;
 * the lot's own lock, level 7, re-checks the owner). With `columns`: SQL written in the source read
 * beside the estate `e` (e.g. the game clock), whose `$n` are `params` after the first two. `live`:
 * a boolean SQL expression (the caller's session check, its `$n` among `params`), checked first: when
 * false nothing is locked. Answers `live` and the row (`id`, `money` and the columns), undefined when
 * the lot is not there or not the user's (a `lotId` that is no uuid finds none).
 */
export async function lockEstateOfOwnedWineLot<R>(
  manager: EntityManager,
  lotId: string,
  userId: string,
  columns: string,
  params: readonly unknown[],
  live = 'true',
): Promise<{ live: boolean; row: (R & { id: string; money: number }) | undefined }> {
  const [answer] = await preparedQuery<R & { live: boolean; id: string | null; money: string | null }>(
    manager,
    composedOnce(
      live,
      columns,
      () =>
        // OFFSET 0: the session's check runs once (pulled up, it ran again inside the LATERAL)
        `SELECT c.live, x.* FROM (SELECT ${live} AS live OFFSET 0) c
       LEFT JOIN LATERAL (
         SELECT e.id, e.money, ${columns}
           FROM estates e
          WHERE c.live AND e.id = (SELECT l.estate_id FROM wine_lots l
                                     JOIN estate_owners o ON o.estate_id = l.estate_id AND o.user_id = $2
                                    WHERE l.id = $1::uuid)
          ${ESTATE_LOCK_CLAUSE.money}) x ON true`,
    ),
    [isUuid(lotId) ? lotId : null, userId, ...params],
  );
  const { live: isLive, ...row } = answer!;
  return {
    live: isLive,
    row:
      row.id === null
        ? undefined
        : (Object.assign({}, row, { id: row.id, money: Number(row.money) }) as R & { id: string; money: number }),
  };
}

/** Level 2: locks one plot row; its estate (null for the registry) or undefined when it is gone. */
export async function lockPlot(
  manager: EntityManager,
  plotId: string,
): Promise<{ estateId: string | null } | undefined> {
  const [row]: { estate_id: string | null }[] = await manager.query(
    'SELECT estate_id FROM plots WHERE id = $1 FOR UPDATE',
    [plotId],
  );
  return row ? { estateId: row.estate_id } : undefined;
}

/**
 * Levels 1-2 for a change to one of the caller's plots (listing it, changing or withdrawing the
 * offer, editing, planting): finds the plot's estate, locks it (`keep`, or as asked), then the
 * plot, and re-checks that the caller still owns it. 404 for anyone else (also malformed ids);
 * plots/plot-locks.ts loads the plot.
 */
export async function lockOwnedPlot(
  manager: EntityManager,
  userId: string,
  plotId: string,
  estateMode: EstateLockMode = 'keep',
): Promise<void> {
  const notFound = () => new DomainError('PLOT_NOT_FOUND');
  if (!isUuid(plotId)) throw notFound();
  const owned = async (): Promise<string | undefined> => {
    const [row]: { estate_id: string }[] = await manager.query(
      `SELECT p.estate_id FROM plots p
         JOIN estate_owners o ON o.estate_id = p.estate_id AND o.user_id = $2
        WHERE p.id = $1`,
      [plotId, userId],
    );
    return row?.estate_id;
  };
  const estateId = await owned();
  if (!estateId) throw notFound();
  await lockEstates(manager, [estateId], estateMode);
  const locked = await lockPlot(manager, plotId);
  // sold or deleted between the look and the lock: no longer the caller's
  if (!locked || locked.estateId !== estateId || (await owned()) !== estateId) throw notFound();
}

/** An active listing as its lock reads it: its seller (null: the registry), price, and whether it has not expired. */
export interface LockedListing {
  id: string;
  sellerEstateId: string | null;
  price: number;
  live: boolean;
}

/** Level 3: locks the plot's active listing (if any). */
export async function lockActiveListing(manager: EntityManager, plotId: string): Promise<LockedListing | undefined> {
  const [row]: { id: string; seller_estate_id: string | null; price: string; live: boolean }[] = await manager.query(
    `SELECT id, seller_estate_id, price, expires_at > now() AS live
       FROM plot_listings WHERE plot_id = $1 AND status = 'active' FOR UPDATE`,
    [plotId],
  );
  return row && { id: row.id, sellerEstateId: row.seller_estate_id, price: Number(row.price), live: row.live };
}

/** Level 4: locks one block of a plot; undefined when it is gone or on another plot. */
export async function lockBlock(manager: EntityManager, plotId: string, blockId: string): Promise<boolean> {
  const rows: unknown[] = await manager.query('SELECT id FROM blocks WHERE id = $1 AND plot_id = $2 FOR UPDATE', [
    blockId,
    plotId,
  ]);
  return rows.length > 0;
}

/** Level 5: locks one grape lot of an estate; false when it is gone or another estate's. */
export async function lockGrapeLot(manager: EntityManager, estateId: string, lotId: string): Promise<boolean> {
  const rows: unknown[] = await manager.query('SELECT id FROM grape_lots WHERE id = $1 AND estate_id = $2 FOR UPDATE', [
    lotId,
    estateId,
  ]);
  return rows.length > 0;
}

/** Level 6: locks one wine batch of an estate; false when it is gone or another estate's. */
export async function lockWineBatch(manager: EntityManager, estateId: string, batchId: string): Promise<boolean> {
  const rows: unknown[] = await manager.query(
    'SELECT id FROM wine_batches WHERE id = $1 AND estate_id = $2 FOR UPDATE',
    [batchId, estateId],
  );
  return rows.length > 0;
}

/** Level 6 for several batches of one estate (a blend), in id order; returns the ids that exist there. */
export async function lockWineBatches(
  manager: EntityManager,
  estateId: string,
  batchIds: readonly string[],
): Promise<string[]> {
  const ids = [...new Set(batchIds.filter((id) => isUuid(id)))];
  if (ids.length === 0) return [];
  const rows: { id: string }[] = await manager.query(
    'SELECT id FROM wine_batches WHERE id = ANY($1::uuid[]) AND estate_id = $2 ORDER BY id FOR UPDATE',
    [ids, estateId],
  );
  return rows.map((r) => r.id);
}

/**
 * Levels 2-4 for everything an estate holds, before the estate (locked `delete` first) goes:
 * its plots, their listings, their blocks, each by id. The cascading DELETE then needs no lock
 * it does not hold already.
 */
export async function lockEstateContents(manager: EntityManager, estateId: string): Promise<void> {
  const plots: { id: string }[] = await manager.query(
    'SELECT id FROM plots WHERE estate_id = $1 ORDER BY id FOR UPDATE',
    [estateId],
  );
  const ids = plots.map((p) => p.id);
  if (ids.length === 0) return;
  await manager.query('SELECT id FROM plot_listings WHERE plot_id = ANY($1::uuid[]) ORDER BY id FOR UPDATE', [ids]);
  await manager.query('SELECT id FROM blocks WHERE plot_id = ANY($1::uuid[]) ORDER BY id FOR UPDATE', [ids]);
}

/** How many times a transaction runs at most when it keeps losing deadlocks or serialization. */
export const TRANSACTION_ATTEMPTS = 4;

/**
 * A transaction (common/transaction.ts: pipelined, two hand-overs fewer than TypeORM's), run again (after a short random pause) when PostgreSQL aborts
 * it as a deadlock victim or a serialization failure. `work` must not have effects outside the
 * transaction. After the last attempt the error goes to the filter, which answers 409.
 */
export async function inTransaction<T>(
  dataSource: DataSource,
  work: (manager: EntityManager) => Promise<T>,
  attempts = TRANSACTION_ATTEMPTS,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await pipelinedTransaction(dataSource, work);
    } catch (error) {
      if (attempt >= attempts || !isRetryableConflict(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 10 * attempt + Math.random() * 40));
    }
  }
}

/** Level 7: one bottled wine lot of an estate (its estate locked `money` first); false when it is not there. */
export async function lockWineLot(manager: EntityManager, estateId: string, lotId: string): Promise<boolean> {
  if (!isUuid(lotId)) return false;
  const rows: unknown[] = await manager.query('SELECT id FROM wine_lots WHERE id = $1 AND estate_id = $2 FOR UPDATE', [
    lotId,
    estateId,
  ]);
  return rows.length > 0;
}

/**
 * Level 7 for a sale: one bottled wine lot of an estate (its estate locked `money` first) when
 * `userId` owns that estate, locked, in one statement reading `columns`: SQL written in the source
 * over `wine_lots l` and `estates e` (the lot's estate), whose `$n` are `params` after the first
 * three, and named (no `l.*`: the statement is prepared, common/sql.ts preparedQuery). The row, or
 * undefined when the lot is not there or not the user's. `estateId` null: the lot's own estate, for
 * a statement sent in one write behind the one that locks it (the caller checks the estate is the
 * one it locked: the lot's `estate_id` among `columns`).
 */
export async function lockOwnedWineLot<R>(
  manager: EntityManager,
  estateId: string | null,
  lotId: string,
  userId: string,
  columns: string,
  params: readonly unknown[],
): Promise<R | undefined> {
  if (!isUuid(lotId)) return undefined;
  const own = estateId === null ? '$2::uuid IS NULL' : 'l.estate_id = $2';
  const [row] = await preparedQuery<R>(
    manager,
    composedOnce(
      columns,
      own,
      () =>
        `SELECT ${columns}
       FROM wine_lots l
       JOIN estate_owners o ON o.estate_id = l.estate_id AND o.user_id = $3
       JOIN estates e ON e.id = l.estate_id
      WHERE l.id = $1 AND ${own}
        FOR UPDATE OF l`,
    ),
    [lotId, estateId, userId, ...params],
  );
  return row;
}

/**
 * Level 8: one offer on the exchange (its seller's estate locked `money` first); its seller, lot,
 * state and price, and whether its time has not run out on `day`; undefined when it is gone.
 */
export interface LockedOffer {
  sellerEstateId: string;
  wineLotId: string;
  status: 'open' | 'sold_out' | 'withdrawn' | 'expired';
  bottlesLeft: number;
  price: number;
  live: boolean;
}

export async function lockExchangeOffer(
  manager: EntityManager,
  offerId: string,
  day: number,
): Promise<LockedOffer | undefined> {
  if (!isUuid(offerId)) return undefined;
  const [row]: {
    seller_estate_id: string;
    wine_lot_id: string;
    status: LockedOffer['status'];
    bottles_left: number;
    price: number;
    live: boolean;
  }[] = await manager.query(
    `SELECT seller_estate_id, wine_lot_id, status, bottles_left, price, expires_day > $2 AS live
       FROM exchange_offers WHERE id = $1 FOR UPDATE`,
    [offerId, day],
  );
  return (
    row && {
      sellerEstateId: row.seller_estate_id,
      wineLotId: row.wine_lot_id,
      status: row.status,
      bottlesLeft: row.bottles_left,
      price: row.price,
      live: row.live,
    }
  );
}

/** Level 8 too: an offer of grapes (issue 32, item 1), as `lockExchangeOffer` for wine; its seller's estate locked `money` first. */
export interface LockedGrapeOffer {
  sellerEstateId: string;
  grapeLotId: string;
  status: LockedOffer['status'];
  kilogramsLeft: number;
  priceCents: number;
  live: boolean;
}

export async function lockGrapeOffer(
  manager: EntityManager,
  offerId: string,
  day: number,
): Promise<LockedGrapeOffer | undefined> {
  if (!isUuid(offerId)) return undefined;
  const [row]: {
    seller_estate_id: string;
    grape_lot_id: string;
    status: LockedOffer['status'];
    kilograms_left: number;
    price_cents: number;
    live: boolean;
  }[] = await manager.query(
    `SELECT seller_estate_id, grape_lot_id, status, kilograms_left, price_cents, expires_day > $2 AS live
       FROM grape_offers WHERE id = $1 FOR UPDATE`,
    [offerId, day],
  );
  return (
    row && {
      sellerEstateId: row.seller_estate_id,
      grapeLotId: row.grape_lot_id,
      status: row.status,
      kilogramsLeft: row.kilograms_left,
      priceCents: row.price_cents,
      live: row.live,
    }
  );
}

/** Level 9: one merchant's contract of an estate (its estate locked `money` first); its state and terms. */
export interface LockedContract {
  status: 'accepted' | 'delivered' | 'defaulted';
  colour: 'red' | 'white';
  /** The market tier the merchants buy for (a delivery draws on its pool). */
  tier: WineTier;
  minQuality: number;
  bottles: number;
  price: number;
  dueDay: number;
}

export async function lockMerchantContract(
  manager: EntityManager,
  estateId: string,
  contractId: string,
): Promise<LockedContract | undefined> {
  if (!isUuid(contractId)) return undefined;
  const [row]: {
    status: LockedContract['status'];
    colour: LockedContract['colour'];
    tier: LockedContract['tier'];
    min_quality: number;
    bottles: number;
    price: number;
    due_day: number;
  }[] = await manager.query(
    `SELECT status, colour, tier, min_quality, bottles, price, due_day
       FROM merchant_contracts WHERE id = $1 AND estate_id = $2 FOR UPDATE`,
    [contractId, estateId],
  );
  return (
    row && {
      status: row.status,
      colour: row.colour,
      tier: row.tier,
      minQuality: row.min_quality,
      bottles: row.bottles,
      price: row.price,
      dueDay: row.due_day,
    }
  );
}
