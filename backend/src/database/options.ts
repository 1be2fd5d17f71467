import type { DataSourceOptions } from 'typeorm';
import { extname, join } from 'node:path';
import { pgConnection } from './multi-host';

/** The bounds on a connection's waits, in ms (0: none): PostgreSQL's settings, sent when it connects. */
export interface ConnectionBounds {
  lockTimeoutMs: number;
  statementTimeoutMs: number;
  idleInTransactionTimeoutMs: number;
  /** the pool's wait for a free connection (and for a new one to connect) */
  poolWaitMs: number;
}

/** The app's bounds, from its configuration (the primary's pool and the read replica's). */
export function connectionBounds(config: {
  dbLockTimeoutMs: number;
  dbStatementTimeoutMs: number;
  dbIdleInTransactionTimeoutMs: number;
  dbPoolWaitMs: number;
}): ConnectionBounds {
  return {
    lockTimeoutMs: config.dbLockTimeoutMs,
    statementTimeoutMs: config.dbStatementTimeoutMs,
    idleInTransactionTimeoutMs: config.dbIdleInTransactionTimeoutMs,
    poolWaitMs: config.dbPoolWaitMs,
  };
}

/** `.js` in the built server; `.ts` where the sources run as sources, transpiled on load (the service tests). */
const EXT = extname(__filename);

/** Migrations and the CLI: no statement or lock bound (a migration may rewrite a large table). */
const UNBOUNDED: ConnectionBounds = {
  lockTimeoutMs: 0,
  statementTimeoutMs: 0,
  idleInTransactionTimeoutMs: 0,
  poolWaitMs: 5000,
};

/**
 * Entities and migrations are discovered beside this file (dist, or src as sources), one place for app and CLI.
 * `bounds` become the connection's lock_timeout, statement_timeout and
 * idle_in_transaction_session_timeout (startup parameters: every statement of the app has them,
 * with no extra round trip) and the pool's connection wait.
 */
export function dataSourceOptions(url: string, poolSize = 10, bounds: ConnectionBounds = UNBOUNDED): DataSourceOptions {
  // a multi-host URL: the first host's URL for pg, and a Client class that finds the primary
  const { connectionString, Client } = pgConnection(url);
  return {
    type: 'postgres',
    // gen_random_uuid() is built into PostgreSQL 13+: no extension needed
    uuidExtension: 'pgcrypto',
    url: connectionString,
    entities: [join(__dirname, '..', '**', `*.entity${EXT}`)],
    migrations: [join(__dirname, 'migrations', `*${EXT}`)],
    migrationsTableName: 'migrations',
    migrationsRun: false,
    synchronize: false,
    logging: false,
    extra: {
      max: poolSize,
      connectionTimeoutMillis: bounds.poolWaitMs,
      application_name: 'vineyard-valley',
      // a statement may go out before the one ahead of it is answered (common/transaction.ts)
      pipeline: true,
      // pg sends only the ones set (0 leaves the server's own setting)
      ...(bounds.lockTimeoutMs > 0 ? { lock_timeout: bounds.lockTimeoutMs } : {}),
      ...(bounds.statementTimeoutMs > 0 ? { statement_timeout: bounds.statementTimeoutMs } : {}),
      ...(bounds.idleInTransactionTimeoutMs > 0
        ? { idle_in_transaction_session_timeout: bounds.idleInTransactionTimeoutMs }
        : {}),
      ...(Client ? { Client } : {}),
    },
  };
}
