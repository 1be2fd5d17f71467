// One jest run, several projects: each project is a layer of the test pyramid.
const tsJest = (tsconfig) => ['ts-jest', { tsconfig, diagnostics: { warnOnly: false } }];
const domainSource = { '^@vineyard/domain$': '<rootDir>/libs/domain/src/index.ts' };
// the suites over HTTP call the server through the typed client's source (libs/api-client/src)
const clientSource = { ...domainSource, '^@vineyard/api-client$': '<rootDir>/libs/api-client/src/index.ts' };

/** @type {import('jest').Config} */
module.exports = {
  // two files at a time: the api and browser files mostly wait on their servers, PostgreSQL and
  // Chromium, and one worker left the second core idle (whole suite, quiet machine: 798 s with two,
  // 1,140 s with one; with two on a loaded shared machine, load 11-18, all 1,358 tests passed and
  // none timed out). `npm test -- --maxWorkers=1` for one; CI runs three (.ci/run: they fill the
  // waits on the machine's PostgreSQL). docs/performance.md, "The test suite"
  maxWorkers: 2,
  testTimeout: 60000,
  projects: [
    {
      displayName: 'domain',
      testEnvironment: 'node',
      roots: ['<rootDir>/libs/domain/src'],
      testMatch: ['**/*.spec.ts'],
      // type-checked by `npm run typecheck` (libs/domain/tsconfig.json includes the specs); jest
      // only transpiles (tsconfig.jest.json, isolatedModules), as in every project below
      transform: { '^.+\\.ts$': tsJest('<rootDir>/libs/domain/tsconfig.jest.json') },
    },
    {
      displayName: 'backend-unit',
      testEnvironment: 'node',
      roots: ['<rootDir>/backend/src'],
      testMatch: ['**/*.spec.ts'],
      moduleNameMapper: domainSource,
      // NestJS 12 is ESM-only and jest on Node 20 cannot require() it: specs here cover
      // framework-free code; what is wired through Nest is tested in process by `service`.
      // type-checked by `npm run typecheck` (backend/tsconfig.json includes the specs)
      transform: { '^.+\\.ts$': tsJest('<rootDir>/backend/tsconfig.jest.json') },
    },
    {
      displayName: 'api',
      testEnvironment: 'node',
      roots: ['<rootDir>/tests/api'],
      testMatch: ['**/*.test.ts'],
      globalSetup: '<rootDir>/tests/support/global-setup.ts',
      globalTeardown: '<rootDir>/tests/support/global-teardown.ts',
      moduleNameMapper: clientSource,
      // type-checked by `npm run typecheck` (tests/tsconfig.json, which CI runs before the tests);
      // jest only transpiles, instead of type-checking every file again in every worker
      transform: { '^.+\\.ts$': tsJest('<rootDir>/tests/tsconfig.jest.json') },
    },
    {
      // services in process (no HTTP): the backend's Nest application context, from its sources (no
      // build), on a database copy per file, loaded by Node's require (tests/service/support/environment.js)
      displayName: 'service',
      testEnvironment: '<rootDir>/tests/service/support/environment.js',
      roots: ['<rootDir>/tests/service'],
      testMatch: ['**/*.test.ts'],
      globalSetup: '<rootDir>/tests/support/global-setup.ts',
      globalTeardown: '<rootDir>/tests/support/global-teardown.ts',
      moduleNameMapper: domainSource,
      // type-checked by `npm run typecheck` (tests/service/tsconfig.json); jest only transpiles
      transform: { '^.+\\.ts$': tsJest('<rootDir>/tests/service/tsconfig.jest.json') },
    },
    {
      displayName: 'frontend',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/frontend/src'],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      setupFilesAfterEnv: ['<rootDir>/frontend/jest.setup.ts'],
      moduleNameMapper: {
        ...domainSource,
        '\\.(css|svg|png)$': '<rootDir>/frontend/test/file-stub.cjs',
      },
      // type-checked by `npm run typecheck` (frontend/tsconfig.json includes the tests): type-checking
      // them again in jest cost ~10 s of CPU for a worker's first file and more for each after it
      transform: { '^.+\\.tsx?$': tsJest('<rootDir>/frontend/tsconfig.jest.json') },
    },
    {
      displayName: 'e2e',
      testEnvironment: 'node',
      roots: ['<rootDir>/tests/e2e'],
      testMatch: ['**/*.test.ts'],
      // one retry, logged (tests/e2e/support/retry.ts)
      setupFilesAfterEnv: ['<rootDir>/tests/e2e/support/retry.ts'],
      globalSetup: '<rootDir>/tests/support/global-setup.ts',
      globalTeardown: '<rootDir>/tests/support/global-teardown.ts',
      moduleNameMapper: clientSource,
      // type-checked by `npm run typecheck` (tests/tsconfig.json, which CI runs before the tests);
      // jest only transpiles, instead of type-checking every file again in every worker
      transform: { '^.+\\.ts$': tsJest('<rootDir>/tests/tsconfig.jest.json') },
    },
    {
      // real PostgreSQL infrastructure from Debian's packages (streaming replica, PgBouncer,
      // pg_auto_failover): each file starts its own servers on free local ports; skipped where
      // the binaries are missing unless INFRA_REQUIRED=1 (as in CI)
      displayName: 'infra',
      testEnvironment: 'node',
      roots: ['<rootDir>/tests/infra'],
      testMatch: ['**/*.test.ts'],
      globalSetup: '<rootDir>/tests/infra/support/global-setup.ts',
      globalTeardown: '<rootDir>/tests/infra/support/global-teardown.ts',
      moduleNameMapper: clientSource,
      transform: { '^.+\\.ts$': tsJest('<rootDir>/tests/tsconfig.jest.json') },
    },
  ],
};
