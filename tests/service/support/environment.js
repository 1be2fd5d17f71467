/* eslint-disable @typescript-eslint/no-require-imports */
/**
 * The service project's jest environment: jest's node environment plus `__vvBackendRequire`, Node's
 * own require rooted at the built backend (backend/dist, or VV_TEST_BACKEND_DIST). Jest's module
 * sandbox cannot require() ES modules on Node < 24.9 and NestJS 12 is ESM-only, so the backend and
 * everything it imports load outside the sandbox, once per worker, through Node's require(esm).
 */
const { createRequire } = require('node:module');
const { join, resolve } = require('node:path');
const { TestEnvironment } = require('jest-environment-node');

const root = resolve(__dirname, '..', '..', '..');
const dist = resolve(root, process.env.VV_TEST_BACKEND_DIST ?? join('backend', 'dist'));
const nativeRequire = createRequire(join(dist, 'main.js'));

class BackendEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.global.__vvBackendRequire = nativeRequire;
  }
}

module.exports = BackendEnvironment;
