import { stopLeftovers } from '../../support/children';

/**
 * Stops what an infra file left running (a failed or timed-out file whose afterAll did not finish).
 * When the projects that share a database ran too, their teardown (tests/support/global-teardown.ts)
 * does it, last, after they are done with it.
 */
export default async function globalTeardown(): Promise<void> {
  if ((globalThis as { __vvTestDb?: unknown }).__vvTestDb) return;
  const left = await stopLeftovers(process.env.VV_TEST_RUN_PID ?? String(process.pid));
  if (left.length > 0) console.warn(`infra teardown: stopped ${left.length} process(es) a test file left running`);
}
