import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * The infra project's set-up: the built server must be there, and the run gets the id under which
 * its children (servers, PostgreSQL, PgBouncer) are noted (tests/support/children.ts), as the
 * shared set-up gives the other projects: the teardown stops any a failed file left running.
 */
export default async function globalSetup(): Promise<void> {
  const main = join(
    resolve(__dirname, '..', '..', '..'),
    process.env.VV_TEST_BACKEND_DIST ?? 'backend/dist',
    'main.js',
  );
  if (!existsSync(main)) throw new Error(`${main} is missing: run "npm run build" (npm test does it for you)`);
  process.env.VV_TEST_RUN_PID ??= String(process.pid);
}
