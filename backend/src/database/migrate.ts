import { readdirSync } from 'node:fs';
import { extname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { pgClient } from './multi-host';
import { DataSource, MigrationExecutor } from 'typeorm';
import { dataSourceOptions } from './options';
import type { AppLogger } from '../common/logger';

const MIGRATION_LOCK_KEY = 727_001; // any constant: one migrator at a time across instances
const MIGRATION_LOCK_POLL_MS = 200;

function describe(error: unknown): string {
  const e = error as { code?: string; message?: string };
  return e.code ? `${e.code} ${e.message ?? ''}`.trim() : String(e.message ?? error);
}

/** Waits for PostgreSQL, retrying with backoff; throws a clear error after the last attempt. */
export async function waitForDatabase(url: string, retries: number, logger: AppLogger): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    const client = pgClient(url, { connectionTimeoutMillis: 3000 });
    try {
      await client.connect();
      await client.query('SELECT 1');
      await client.end();
      return;
    } catch (error) {
      await client.end().catch(() => undefined);
      if (attempt >= retries) {
        throw new Error(`Cannot reach the database (DATABASE_URL) after ${attempt + 1} attempts: ${describe(error)}`, {
          cause: error,
        });
      }
      const delay = Math.min(500 * 2 ** attempt, 5000);
      logger.write('warn', 'database not reachable yet, retrying', {
        attempt: attempt + 1,
        retries,
        delayMs: delay,
        reason: describe(error),
      });
      await new Promise((r) => setTimeout(r, delay));
    }
  }
}

/**
 * Runs pending migrations under a cluster-wide advisory lock, so concurrent starts apply each once.
 * The lock is transaction-scoped and the migrations run in that one transaction on one
 * connection, so it works behind PgBouncer in transaction pooling as well as directly: a session
 * lock (`pg_advisory_lock`) would stay on whichever server connection PgBouncer lent for it, its
 * unlock could run on another, and a second instance handed the same server connection would take
 * it again (advisory locks are re-entrant per session). Waiting instances poll with
 * `pg_try_advisory_xact_lock` between transactions, holding no server connection while they wait.
 * All pending migrations are applied together or not at all.
 */
export async function runMigrations(url: string, logger: AppLogger): Promise<string[]> {
  const dataSource = new DataSource(dataSourceOptions(url, 1));
  await dataSource.initialize();
  const runner = dataSource.createQueryRunner();
  try {
    for (;;) {
      await runner.startTransaction();
      const [{ locked }] = await runner.query('SELECT pg_try_advisory_xact_lock($1) AS locked', [MIGRATION_LOCK_KEY]);
      if (locked) break;
      await runner.rollbackTransaction();
      await new Promise((r) => setTimeout(r, MIGRATION_LOCK_POLL_MS));
    }
    const executor = new MigrationExecutor(dataSource, runner);
    executor.transaction = 'all';
    const applied = await executor.executePendingMigrations();
    await runner.commitTransaction();
    for (const m of applied) logger.write('info', 'migration applied', { name: m.name });
    return applied.map((m) => m.name);
  } finally {
    if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
    await runner.release();
    await dataSource.destroy();
  }
}

/**
 * Whether the database lacks a migration of this build: the names TypeORM gives the files of
 * database/migrations (`<timestamp>-<Name>` declares class `<Name><timestamp>`), compared with the
 * migrations table through one plain connection. A start with nothing to apply (every start but a
 * deploy's first) so skips the worker's thread, which loads TypeORM, every entity and migration
 * (~1 s of CPU per start). A file that does not follow the convention reads as pending: the
 * worker, which decides from the classes themselves, runs then.
 */
export async function migrationsPending(url: string): Promise<boolean> {
  const ext = extname(__filename);
  const names = readdirSync(join(__dirname, 'migrations'))
    .filter((file) => extname(file) === ext && !file.endsWith(`.d${ext}`))
    .map((file) => /^(\d+)-(\w+)$/.exec(file.slice(0, -ext.length)))
    .map((match) => (match ? `${match[2]}${match[1]}` : null));
  const client = pgClient(url, { connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    const [{ table }] = (
      await client.query<{ table: string | null }>("SELECT to_regclass('migrations')::text AS table")
    ).rows;
    if (table === null) return true;
    const applied = new Set(
      (await client.query<{ name: string }>('SELECT name FROM migrations')).rows.map((r) => r.name),
    );
    return names.some((name) => name === null || !applied.has(name));
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * runMigrations in a worker thread (database/migrate-worker.ts), as the server starts: the
 * migration run's objects and the type feedback of its statements stay out of the server's
 * isolate. Run in the server's own, they left a heap that grew to ~370 MB under load (195 MB
 * otherwise) for the life of the process, and likely a slower hottest read (docs/performance.md,
 * scenario 1). The worker's lines are written by `logger`; its failure is thrown here.
 */
export function runMigrationsInWorker(url: string, logger: AppLogger): Promise<string[]> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const worker = new Worker(join(__dirname, 'migrate-worker.js'), { workerData: { url } });
    worker.on('message', (message: import('./migrate-worker').MigrationWorkerMessage) => {
      if (message.kind === 'log') logger.write('info', message.msg ?? '', message.fields ?? {});
      else {
        settled = true;
        if (message.kind === 'done') resolve(message.applied ?? []);
        else reject(new Error(message.error || 'the migrations failed'));
      }
    });
    worker.on('error', (error) => {
      settled = true;
      reject(error);
    });
    worker.on('exit', (code) => {
      if (!settled) reject(new Error(`the migration worker stopped (exit code ${code})`));
    });
  });
}
