/**
 * The transaction guard (backend/src/database/transaction-guard.ts, on under NODE_ENV=test): code
 * inside a transaction that asks the application's pool for a second connection is refused at once
 * (and logged), instead of waiting for a connection that requests queued on its locks hold (issue
 * 37, item 1). Each bad path below is deliberate; each passes once it uses the transaction's manager.
 */
import { backend, useBackend } from './support/backend';
import { player } from './support/fixtures';

// a pool of 2: a bad path that got through would wait out DB_POOL_WAIT_MS instead of failing at once
const backendOf = useBackend({ DB_POOL_SIZE: '2', DB_POOL_WAIT_MS: '3000' });
const guard = () => backend('database/transaction-guard');

describe('a pool checkout inside a transaction', () => {
  it('is refused with ConnectionInTransactionError: a query through the DataSource, its manager, the pool itself', async () => {
    const { dataSource } = backendOf();
    const { poolQuery } = backend('common/sql');
    const bad = [
      (): Promise<unknown> => dataSource.query('SELECT 1'),
      (): Promise<unknown> => dataSource.manager.query('SELECT 1'),
      (): Promise<unknown> => poolQuery(dataSource, 'SELECT 1', []),
    ];
    for (const path of bad) {
      const started = Date.now();
      await expect(dataSource.transaction(() => path())).rejects.toBeInstanceOf(guard().ConnectionInTransactionError);
      // refused, not waited for
      expect(Date.now() - started).toBeLessThan(1000);
    }
  });

  it('is refused for a transaction started inside another one, and for reads started at once with Promise.all', async () => {
    const { dataSource } = backendOf();
    await expect(
      dataSource.transaction(() => dataSource.transaction((inner) => inner.query('SELECT 1'))),
    ).rejects.toBeInstanceOf(guard().ConnectionInTransactionError);
    await expect(
      dataSource.transaction('REPEATABLE READ', (manager) =>
        Promise.all([manager.query('SELECT 1'), dataSource.query('SELECT 2')]),
      ),
    ).rejects.toBeInstanceOf(guard().ConnectionInTransactionError);
  });

  it('is allowed through the transaction’s own manager, outside any transaction, and after one ends', async () => {
    const { dataSource } = backendOf();
    expect(guard().insideTransaction()).toBe(false);
    const inside = await dataSource.transaction(async (manager) => {
      expect(guard().insideTransaction()).toBe(true);
      return manager.query('SELECT 1 AS one');
    });
    expect(inside).toEqual([{ one: 1 }]);
    // transactions side by side (more than the pool holds) each get their own connection in turn
    const many = await Promise.all(
      Array.from({ length: 6 }, (_, i) => dataSource.transaction((m) => m.query('SELECT $1::int AS i', [i]))),
    );
    expect(many.map((rows) => rows[0].i)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(await dataSource.query('SELECT 2 AS two')).toEqual([{ two: 2 }]);
  });

  it('with the guard on, the estate writes the issue named take no second connection (they succeed on a pool of 2)', async () => {
    const b = backendOf();
    // founding the estate (EstatesService.create) is the first of them
    const owner = await player(b);
    const estates = b.get(backend('estate-office/estates.service').EstatesService);
    const id = owner.estate.id;
    const { estate } = await estates.addOwner(owner.userId, id, { email: 'friend@example.com' });
    await estates.withdrawInvitation(owner.userId, id, estate.pendingInvitations[0]!.id);
    await estates.remove(owner.userId, id);
    expect(await b.query('SELECT id FROM estates WHERE id = $1', [id])).toEqual([]);
  });
});

describe('the guard, off', () => {
  it('is not installed with DB_TRANSACTION_GUARD=off (the production default)', () => {
    const { loadConfig } = backend('config/env');
    expect(loadConfig({ NODE_ENV: 'production' }).dbTransactionGuard).toBe('off');
    expect(loadConfig({ NODE_ENV: 'development' }).dbTransactionGuard).toBe('off');
    expect(loadConfig({ NODE_ENV: 'test' }).dbTransactionGuard).toBe('throw');
  });
});
