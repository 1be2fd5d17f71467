import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Client } from 'pg';

const root = resolve(__dirname, '..', '..');
type State = { refs: number; stop?: () => Promise<void> };
const g = globalThis as unknown as { __vvTestDb?: State };

/** Shared by the api and e2e projects: the first one to run starts the database, the last stops it. */
export default async function globalSetup(): Promise<void> {
  if (g.__vvTestDb) {
    g.__vvTestDb.refs++;
    return;
  }
  const state: State = { refs: 1 };
  g.__vvTestDb = state;
  for (const file of ['backend/dist/main.js', 'backend/dist/database/migrate.js']) {
    if (!existsSync(join(root, file)))
      throw new Error(`${file} is missing: run "npm run build" (npm test does it for you)`);
  }
  let base = process.env.DATABASE_URL;
  if (!base) {
    const tmp = join(root, 'tests', '.tmp');
    rmSync(join(tmp, 'pg'), { recursive: true, force: true });
    mkdirSync(tmp, { recursive: true });
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { startEmbeddedPostgres } = require(join(root, 'backend/dist/database/embedded.js'));
    const port = Number(process.env.VV_TEST_PG_PORT ?? 54339);
    const db = await startEmbeddedPostgres({ dataDir: join(tmp, 'pg'), port, database: 'postgres' });
    state.stop = () => db.stop();
    base = db.url as string;
  }
  const template = `vv_template_${process.pid}`;
  const admin = new Client({ connectionString: base });
  await admin.connect();
  try {
    // leftovers of earlier runs that died
    const old = await admin.query(
      "SELECT datname FROM pg_database WHERE datname LIKE 'vv\\_template\\_%' OR datname LIKE 'vv\\_t\\_%' OR datname LIKE 'vv\\_e2e\\_%'",
    );
    for (const row of old.rows) await admin.query(`DROP DATABASE IF EXISTS "${row.datname}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${template}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(base);
  url.pathname = `/${template}`;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { runMigrations } = require(join(root, 'backend/dist/database/migrate.js'));
  await runMigrations(url.toString(), { write: () => undefined, info: () => undefined });
  process.env.VV_TEST_ADMIN_URL = base;
  process.env.VV_TEST_TEMPLATE_DB = template;
  const previousStop = state.stop;
  state.stop = async () => {
    const c = new Client({ connectionString: base });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`).catch(() => undefined);
    await c.end();
    await previousStop?.();
  };
}
