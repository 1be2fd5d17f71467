/**
 * The rule "inside a transaction, never take a second pool connection", checked at run time.
 *
 * A transaction holds one pooled connection (and often row locks) until it ends. Code inside it
 * that asks the pool for another connection waits for one that other requests hold; when those
 * wait on the first transaction's locks, the pool deadlocks until its connection wait runs out
 * (issue 37: a dozen requests on one estate stalled every player for 5 s).
 *
 * With the guard on (DB_TRANSACTION_GUARD: `throw` by default under NODE_ENV=test, so every test
 * server and service test runs with it), every transaction of the DataSource marks its async
 * context (AsyncLocalStorage) while its work runs, and the pg pools' `connect` looks at the mark:
 * a checkout from inside a transaction is logged at error level with its stack and, in `throw`
 * mode, refused with ConnectionInTransactionError. `off` (the default elsewhere) installs nothing:
 * on Node 20 an AsyncLocalStorage turns on promise hooks for every promise, about a tenth of the
 * hot path's throughput (docs/performance.md).
 */
import type { DataSource, EntityManager } from 'typeorm';
import { insideTransaction, markedTransaction, markTransactions } from '../common/transaction';

export { insideTransaction };

export type TransactionGuardMode = 'off' | 'log' | 'throw';

export class ConnectionInTransactionError extends Error {
  constructor() {
    super(
      'a second pool connection was requested inside a transaction: pass the transaction’s EntityManager instead (DB_TRANSACTION_GUARD)',
    );
    this.name = 'ConnectionInTransactionError';
  }
}

/** What the pg pool (pg-pool) offers that the guard wraps: `connect` with or without a callback. */
export interface GuardablePool {
  connect(callback?: (error: Error | undefined, ...rest: unknown[]) => void): unknown;
}

/**
 * Marks the transactions of `dataSource.transaction` (and `dataSource.manager.transaction`, which
 * it calls) and guards its pools: the primary's and any replicas' TypeORM keeps.
 */
export function guardTransactions(
  dataSource: DataSource,
  mode: TransactionGuardMode,
  report: (error: ConnectionInTransactionError) => void,
): void {
  if (mode === 'off') return;
  markTransactions();
  const manager = dataSource.manager;
  const transaction = manager.transaction.bind(manager) as (...args: unknown[]) => Promise<unknown>;
  // (work) or (isolation level, work); DataSource.transaction passes both, the second undefined
  manager.transaction = ((first: unknown, second?: unknown) => {
    const work = (typeof first === 'function' ? first : second) as (m: EntityManager) => Promise<unknown>;
    const isolation = typeof first === 'string' ? [first] : [];
    return markedTransaction(work, (marked) => transaction(...isolation, marked));
  }) as EntityManager['transaction'];
  const driver = dataSource.driver as unknown as { master?: GuardablePool; slaves?: GuardablePool[] };
  for (const pool of [driver.master, ...(driver.slaves ?? [])]) if (pool) guardPool(pool, mode, report);
}

/** Wraps one pool's `connect` (pool.query checks out through it too). */
export function guardPool(
  pool: GuardablePool,
  mode: Exclude<TransactionGuardMode, 'off'>,
  report: (error: ConnectionInTransactionError) => void,
): void {
  const connect = pool.connect.bind(pool);
  pool.connect = (callback?: (error: Error | undefined, ...rest: unknown[]) => void) => {
    if (insideTransaction()) {
      const error = new ConnectionInTransactionError();
      report(error);
      if (mode === 'throw') {
        if (!callback) return Promise.reject(error);
        process.nextTick(() => callback(error));
        return undefined;
      }
    }
    return connect(callback);
  };
}
