/**
 * The worker thread that applies the migrations at start-up (migrate.ts `runMigrationsInWorker`):
 * TypeORM's migration run — its statements, seeds and their objects — happens in an isolate of
 * its own, which ends with it, so the server's heap and its compiled code never see it.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { runMigrations } from './migrate';

export interface MigrationWorkerMessage {
  kind: 'log' | 'done' | 'failed';
  msg?: string;
  fields?: Record<string, unknown>;
  applied?: string[];
  error?: string;
}

const post = (message: MigrationWorkerMessage) => parentPort?.postMessage(message);
const logger = {
  write: (_level: string, msg: string, fields: Record<string, unknown> = {}) => post({ kind: 'log', msg, fields }),
};

runMigrations((workerData as { url: string }).url, logger as never).then(
  (applied) => post({ kind: 'done', applied }),
  (error: unknown) => post({ kind: 'failed', error: error instanceof Error ? error.message : String(error) }),
);
