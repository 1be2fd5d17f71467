/* eslint-disable @typescript-eslint/no-require-imports */
/**
 * The service project's jest environment: jest's node environment plus `__vvBackendRequire`, Node's
 * own require rooted at the backend's sources (tests/support/backend-sources.js: no build first), or
 * at a built backend's main.js when VV_TEST_BACKEND_DIST names one. Jest's module sandbox cannot
 * require() ES modules on Node < 24.9 and NestJS 12 is ESM-only, so the backend and everything it
 * imports load outside the sandbox, once per worker, through Node's require(esm).
 */
const { rmSync } = require('node:fs');
const { createRequire } = require('node:module');
const { join, resolve } = require('node:path');
const { TestEnvironment } = require('jest-environment-node');
const { backendSources } = require('../../support/backend-sources');

const root = resolve(__dirname, '..', '..', '..');
const nativeRequire = process.env.VV_TEST_BACKEND_DIST
  ? createRequire(join(resolve(root, process.env.VV_TEST_BACKEND_DIST), 'main.js'))
  : backendSources();

async function dropDatabase(name) {
  const { Client } = nativeRequire('pg');
  const client = new Client({ connectionString: process.env.VV_TEST_ADMIN_URL });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

class BackendEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.global.__vvBackendRequire = nativeRequire;
    /** Backends the file started and did not close yet: { app, database, dataDir } (support/backend.ts). */
    this.global.__vvOpenBackends = new Set();
  }

  /**
   * Closes what a test file left open (its afterAll failed or never ran): the application and its
   * pool, its database copy and data folder. Runs after jest's module registry is torn down, so
   * only with Node's own modules.
   */
  async teardown() {
    for (const { app, database, dataDir } of this.global.__vvOpenBackends ?? []) {
      await app.close().catch(() => undefined);
      rmSync(dataDir, { recursive: true, force: true });
      await dropDatabase(database).catch(() => undefined);
    }
    await super.teardown();
  }
}

module.exports = BackendEnvironment;
