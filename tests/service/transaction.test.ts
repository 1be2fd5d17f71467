/**
 * The pipelined transaction of `inTransaction` (backend/src/common/transaction.ts): its start goes
 * out with its first statement and its COMMIT with its last writes (`writeWithCommit`). What it
 * must keep of an ordinary transaction: all or nothing, when the work fails and when a write sent
 * with the COMMIT fails; savepoints for a transaction inside it; the transaction guard; a clean
 * connection for the next one.
 */
import { backend, useBackend } from './support/backend';

const backendOf = useBackend({ DB_POOL_SIZE: '2', DB_POOL_WAIT_MS: '3000' });
const locks = () => backend('common/locks');
const pipelined = () => backend('common/transaction');

const TABLE = 'test_pipelined_transaction';

beforeEach(async () => {
  const b = backendOf();
  await b.query(`CREATE TABLE IF NOT EXISTS ${TABLE} (id int PRIMARY KEY, note text NOT NULL CHECK (note <> 'bad'))`);
  await b.query(`TRUNCATE ${TABLE}`);
});

const rows = async (): Promise<number[]> =>
  (await backendOf().query(`SELECT id FROM ${TABLE} ORDER BY id`)).map((r: { id: number }) => r.id);

describe('a pipelined transaction', () => {
  it('commits its statements and the writes sent with its COMMIT, in order', async () => {
    const { dataSource } = backendOf();
    const answer = await locks().inTransaction(dataSource, async (manager) => {
      await manager.query(`INSERT INTO ${TABLE} (id, note) VALUES (1, 'first')`);
      await pipelined().writeWithCommit(manager, `INSERT INTO ${TABLE} (id, note) VALUES ($1, $2)`, [
        2,
        'with the commit',
      ]);
      await pipelined().writeWithCommit(manager, `UPDATE ${TABLE} SET note = $2 WHERE id = $1`, [2, 'updated after']);
      // not yet written: it goes with the COMMIT
      const [{ count }] = await manager.query(`SELECT count(*)::int AS count FROM ${TABLE}`);
      return count;
    });
    expect(answer).toBe(1);
    expect(await rows()).toEqual([1, 2]);
    const [{ note }] = await backendOf().query(`SELECT note FROM ${TABLE} WHERE id = 2`);
    expect(note).toBe('updated after');
  });

  it('keeps nothing when a write sent with its COMMIT fails, and throws that error', async () => {
    const { dataSource } = backendOf();
    await expect(
      locks().inTransaction(dataSource, async (manager) => {
        await manager.query(`INSERT INTO ${TABLE} (id, note) VALUES (1, 'first')`);
        await pipelined().writeWithCommit(manager, `INSERT INTO ${TABLE} (id, note) VALUES ($1, $2)`, [2, 'bad']);
        await pipelined().writeWithCommit(manager, `INSERT INTO ${TABLE} (id, note) VALUES ($1, $2)`, [3, 'fine']);
        return 'done';
      }),
    ).rejects.toMatchObject({ code: '23514' });
    expect(await rows()).toEqual([]);
  });

  it('keeps nothing when its work fails, and leaves the connection clean for the next one', async () => {
    const { dataSource } = backendOf();
    // more rounds than the pool has connections: each connection is reused after a failure
    for (let round = 0; round < 4; round++) {
      await expect(
        locks().inTransaction(dataSource, async (manager) => {
          await manager.query(`INSERT INTO ${TABLE} (id, note) VALUES (1, 'first')`);
          await pipelined().writeWithCommit(manager, `INSERT INTO ${TABLE} (id, note) VALUES ($1, $2)`, [
            2,
            'never sent',
          ]);
          throw new Error('the work failed');
        }),
      ).rejects.toThrow('the work failed');
      await expect(
        locks().inTransaction(dataSource, async (manager) => {
          await manager.query(`INSERT INTO ${TABLE} (id, note) VALUES (1, 'first')`);
          await manager.query(`INSERT INTO ${TABLE} (id, note) VALUES (1, 'again')`);
        }),
      ).rejects.toMatchObject({ code: '23505' });
    }
    expect(await rows()).toEqual([]);
    const status = await dataSource.query(
      `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND state LIKE 'idle in transaction%'`,
    );
    expect(status[0].n).toBe(0);
    // and the next transaction commits
    await locks().inTransaction(dataSource, (manager) =>
      manager.query(`INSERT INTO ${TABLE} (id, note) VALUES (9, 'ok')`),
    );
    expect(await rows()).toEqual([9]);
  });

  it('runs a transaction inside it as a savepoint', async () => {
    const { dataSource } = backendOf();
    await locks().inTransaction(dataSource, async (manager) => {
      await manager.query(`INSERT INTO ${TABLE} (id, note) VALUES (1, 'outer')`);
      await expect(
        manager.transaction(async (inner) => {
          await inner.query(`INSERT INTO ${TABLE} (id, note) VALUES (2, 'inner')`);
          await inner.query(`INSERT INTO ${TABLE} (id, note) VALUES (3, 'bad')`);
        }),
      ).rejects.toMatchObject({ code: '23514' });
      await manager.query(`INSERT INTO ${TABLE} (id, note) VALUES (4, 'after')`);
    });
    expect(await rows()).toEqual([1, 4]);
  });

  it('is a transaction to the transaction guard: a second pool connection inside it is refused', async () => {
    const { dataSource } = backendOf();
    const guard = backend('database/transaction-guard');
    await expect(locks().inTransaction(dataSource, () => dataSource.query('SELECT 1'))).rejects.toBeInstanceOf(
      guard.ConnectionInTransactionError,
    );
  });

  it('opens its transaction before its first statement: the first and the last share one transaction id', async () => {
    const { dataSource } = backendOf();
    const ids = await locks().inTransaction(dataSource, async (manager) => {
      const [{ first }] = await manager.query('SELECT pg_current_xact_id()::text AS first');
      await manager.query(`INSERT INTO ${TABLE} (id, note) VALUES (1, 'first')`);
      const [{ last }] = await manager.query('SELECT pg_current_xact_id()::text AS last');
      return { first, last };
    });
    // outside a transaction block each statement would have had its own
    expect(ids.first).toBe(ids.last);
    expect(await rows()).toEqual([1]);
  });
});
