import { stopLeftovers } from './children';

const g = globalThis as unknown as { __vvTestDb?: { refs: number; stop?: () => Promise<void> } };

/**
 * The last project to finish (api, service, e2e share the database) stops what the run started:
 * first any server or PostgreSQL helper a failed test file left running (tests/support/children.ts),
 * then the template database and the embedded PostgreSQL. Nothing is left for jest to wait on.
 */
export default async function globalTeardown(): Promise<void> {
  const state = g.__vvTestDb;
  if (!state) return;
  state.refs--;
  if (state.refs > 0) return;
  g.__vvTestDb = undefined;
  try {
    const left = await stopLeftovers(process.env.VV_TEST_RUN_PID ?? String(process.pid));
    if (left.length > 0) console.warn(`global teardown: stopped ${left.length} process(es) a test file left running`);
  } finally {
    await state.stop?.();
  }
}
