#!/usr/bin/env node
// `npm test`: builds what the tests run against (shared lib, server, SPA), then runs every jest
// project (domain, backend-unit, service, api, frontend, e2e) and ends with "N passed, N failed".
// Uses DATABASE_URL when set, an embedded PostgreSQL otherwise. Extra arguments go to jest.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const run = (cmd, args) => spawnSync(cmd, args, { cwd: root, stdio: 'inherit' }).status ?? 1;

if (!process.env.SKIP_BUILD) {
  const status = run(npm, ['run', 'build']);
  if (status !== 0) {
    console.log('0 passed, 1 failed');
    process.exit(status);
  }
}
mkdirSync(join(root, 'tests/.tmp'), { recursive: true });
// TEST_RESULTS_FILE: another file, for a second jest run at the same time (CI's infra suite)
const results = process.env.TEST_RESULTS_FILE ?? join(root, 'tests/.tmp/jest-results.json');
rmSync(results, { force: true });
const jest = join(root, 'node_modules/jest/bin/jest.js');
// no --forceExit: jest ends by itself. Every file closes what it opened in afterAll (servers,
// mailboxes, browsers, the in-process backend: tests/service/support/environment.js closes it
// even when afterAll did not), and the global teardown stops any server or PostgreSQL helper a
// failed file left running (tests/support/children.ts) before the database itself.
const status = run(process.execPath, [jest, '--json', `--outputFile=${results}`, ...process.argv.slice(2)]);
if (existsSync(results)) {
  const r = JSON.parse(readFileSync(results, 'utf8'));
  const failed = r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0);
  const skipped = r.numPendingTests + (r.numTodoTests ?? 0);
  // browser tests run once more on failure (tests/e2e/support/retry.ts): each that needed it is
  // named here, with its first failure's first line, for the next person to fix
  const retried = r.testResults.flatMap((file) =>
    file.assertionResults
      .filter((test) => test.invocations > 1 && test.status === 'passed')
      .map((test) => `  ${test.fullName}: ${String(test.retryReasons?.[0] ?? '').split('\n')[0]}`),
  );
  if (retried.length > 0) console.log(`\npassed on a second try (a flaky test is a defect):\n${retried.join('\n')}`);
  console.log(`\n${r.numPassedTests} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
} else {
  console.log('\n0 passed, 1 failed');
}
process.exit(status);
