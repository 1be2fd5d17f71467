import type { DataSource, EntityManager, QueryRunner } from 'typeorm';
import { AsyncLocalStorage } from 'node:async_hooks';
import { preparedQuery, preparedStatement } from './sql';

/** A transaction's mark: `held` while its work runs; `parent` is the transaction it runs inside, if any. */
interface Mark {
  held: boolean;
  parent: Mark | undefined;
}

/** Marks for the transaction guard (database/transaction-guard.ts); none until it turns them on. */
let marks: AsyncLocalStorage<Mark> | undefined;

/**
 * Turns transaction marks on (the transaction guard does, when it is on): on Node 20 an
 * AsyncLocalStorage turns on promise hooks for every promise, so they are off unless asked for.
 */
export function markTransactions(): void {
  marks ??= new AsyncLocalStorage<Mark>();
}

/** Whether the current async context runs inside the work of a transaction (its own or an outer one). */
export function insideTransaction(): boolean {
  for (let mark = marks?.getStore(); mark; mark = mark.parent) if (mark.held) return true;
  return false;
}

/**
 * Runs `transaction`, which runs the work it is given inside a transaction, with `work` marked as
 * inside one once marks are on (`markTransactions`): the transaction guard's `manager.transaction`
 * and `pipelinedTransaction` run their work so.
 */
export function markedTransaction<T>(
  work: (manager: EntityManager) => Promise<T>,
  transaction: (marked: (manager: EntityManager) => Promise<T>) => Promise<T>,
): Promise<T> {
  const storage = marks;
  if (!storage) return transaction(work);
  const mark: Mark = { held: false, parent: storage.getStore() };
  // held only while the work runs: the transaction's own checkout (before) and release (after) are not inside it
  const marked = async (m: EntityManager): Promise<T> => {
    mark.held = true;
    try {
      return await work(m);
    } finally {
      mark.held = false;
    }
  };
  return storage.run(mark, () => transaction(marked));
}

/** The writes that go with each pipelined transaction's COMMIT, by its query runner. */
const commitWrites = new WeakMap<QueryRunner, { text: string; values: readonly unknown[] }[]>();

/**
 * A transaction's last write, sent with its COMMIT in one hand-over to PostgreSQL when the
 * transaction is pipelined (`inTransaction`): a round trip less on the money path. Only for a
 * statement whose answer nothing needs and after which the transaction reads nothing the
 * statement writes; its error is the transaction's (PostgreSQL then ends it with a rollback at the
 * COMMIT), thrown by `inTransaction`. Prepared as `preparedQuery` prepares it. In any other
 * transaction, or none, it runs at once.
 */
export async function writeWithCommit(manager: EntityManager, text: string, values: readonly unknown[]): Promise<void> {
  const writes = manager.queryRunner && commitWrites.get(manager.queryRunner);
  if (writes) writes.push({ text, values });
  else await preparedQuery(manager, text, values);
}

/** What a pipelined transaction needs of pg's Client (pg 8.2x: the `pipeline` option, set in database/options.ts). */
interface PipelinedClient {
  pipeline?: boolean;
  connection?: { stream?: { cork?: () => void; uncork?: () => void } };
  query(config: string | { name?: string; text: string; values: unknown[] }): Promise<unknown>;
}

/** TypeORM's own record of a runner's transaction (PostgresQueryRunner's start and commit keep it). */
interface TransactionState {
  isTransactionActive: boolean;
  transactionDepth: number;
}

/** A query's error, or undefined once it answered: held unawaited while other statements run. */
function outcome(answer: Promise<unknown>): Promise<unknown> {
  return answer.then(
    () => undefined,
    (error: unknown) => error ?? new Error('the statement failed'),
  );
}

/**
 * One transaction on one pooled connection, with two hand-overs to PostgreSQL fewer than
 * TypeORM's (issue 33, item 7: each is a wake-up of another process, which on a loaded machine
 * costs more than the statement): its START TRANSACTION goes out with its first statement, and
 * its COMMIT with its last writes (`writeWithCommit`), in one write each, pipelined (pg answers
 * them in order). PostgreSQL runs them as before; an error of a last write aborts the transaction
 * and the COMMIT behind it then rolls it back: nothing of it is kept, and the error is thrown.
 * `work` sees an ordinary transaction (TypeORM's state says one is active, so a nested
 * `manager.transaction` takes a savepoint). Without pg's pipeline mode, TypeORM's transaction.
 */
export function pipelinedTransaction<T>(
  dataSource: DataSource,
  work: (manager: EntityManager) => Promise<T>,
): Promise<T> {
  // the transaction guard (database/transaction-guard.ts) sees it as it sees TypeORM's
  return markedTransaction(work, (marked) => transaction(dataSource, marked));
}

async function transaction<T>(dataSource: DataSource, work: (manager: EntityManager) => Promise<T>): Promise<T> {
  const runner = dataSource.createQueryRunner();
  try {
    const client = (await runner.connect()) as PipelinedClient;
    const stream = client.connection?.stream;
    if (!client.pipeline || !stream?.cork || !stream.uncork) return await runner.manager.transaction(work);
    return await run(runner, client, stream as Required<typeof stream>, work);
  } finally {
    await runner.release();
  }
}

async function run<T>(
  runner: QueryRunner,
  client: PipelinedClient,
  stream: { cork: () => void; uncork: () => void },
  work: (manager: EntityManager) => Promise<T>,
): Promise<T> {
  const state = runner as unknown as TransactionState;
  // held in the socket until the promise chain that `work` starts now has run, which sends its
  // first statement: one write for both (a tick queued from a promise job runs once the chain has)
  stream.cork();
  const begun = outcome(client.query('START TRANSACTION'));
  process.nextTick(() => stream.uncork());
  state.isTransactionActive = true;
  state.transactionDepth = 1;
  commitWrites.set(runner, []);
  let ended = false;
  try {
    const result = await work(runner.manager);
    const startError = await begun;
    if (startError) throw startError;
    const writes = commitWrites.get(runner) ?? [];
    commitWrites.delete(runner);
    stream.cork();
    const written = writes.map((write) => outcome(client.query(preparedStatement(write.text, write.values))));
    const committed = outcome(client.query('COMMIT'));
    ended = true;
    stream.uncork();
    for (const answer of written) {
      const error = await answer;
      if (error) {
        // PostgreSQL answers the COMMIT behind a failed statement with a rollback
        await committed;
        throw error;
      }
    }
    const commitError = await committed;
    if (commitError) throw commitError;
    return result;
  } catch (error) {
    if (!ended) {
      await begun;
      await outcome(client.query('ROLLBACK'));
    }
    throw error;
  } finally {
    commitWrites.delete(runner);
    state.isTransactionActive = false;
    state.transactionDepth = 0;
  }
}
