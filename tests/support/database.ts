/**
 * The test database server: DATABASE_URL when set (CI uses the machine's PostgreSQL), otherwise
 * one embedded PostgreSQL for the whole run. Migrations run once into a template database; each
 * test file gets its own copy (CREATE DATABASE ... TEMPLATE), so files never share data.
 */
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

export function adminUrl(): string {
  const url = process.env.VV_TEST_ADMIN_URL;
  if (!url) throw new Error('VV_TEST_ADMIN_URL is not set: tests/support/global-setup.ts did not run');
  return url;
}

export function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function withAdmin<T>(fn: (client: Client) => Promise<T>, base = adminUrl()): Promise<T> {
  const client = new Client({ connectionString: base });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Runs one statement on a test file's database (its own connection) and returns the rows. */
export async function queryRows(url: string, sql: string, params: unknown[] = []): Promise<any[]> {
  return withAdmin(async (client) => (await client.query(sql, params)).rows, url);
}

/** Creates a fresh, migrated database for one test file and returns its URL. */
export async function createTestDatabase(
  prefix = 'vv_t',
): Promise<{ url: string; name: string; drop(): Promise<void> }> {
  const template = process.env.VV_TEST_TEMPLATE_DB;
  if (!template) throw new Error('VV_TEST_TEMPLATE_DB is not set');
  // the runner's pid in the name lets a later run drop what a dead run left behind
  const name = `${prefix}_${process.env.VV_TEST_RUN_PID}_${randomBytes(5).toString('hex')}`;
  await withAdmin((c) => c.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`));
  return {
    name,
    url: databaseUrl(adminUrl(), name),
    drop: () => withAdmin((c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => undefined),
  };
}
