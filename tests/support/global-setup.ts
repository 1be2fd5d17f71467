import { chmodSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { Client } from 'pg';

const root = resolve(__dirname, '..', '..');
type State = { refs: number; stop?: () => Promise<void> };
const g = globalThis as unknown as { __vvTestDb?: State };

/**
 * The built backend the tests run: backend/dist, or VV_TEST_BACKEND_DIST (relative to the root),
 * e.g. a snapshot copy such as backend/.dist-snapshot so that a rebuild does not pull the files
 * from under a running suite.
 */
const dist = process.env.VV_TEST_BACKEND_DIST ?? 'backend/dist';

/**
 * A module of the backend by its path under src: from the build, or for the service project (which
 * runs the backend from its sources, tests/support/backend-sources.js) from the sources.
 */
function backendModule(fromSources: boolean): (path: string) => any {
  if (fromSources) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const load = (require('./backend-sources') as { backendSources(): NodeJS.Require }).backendSources();
    return (path) => load(`./${path}`);
  }
  for (const file of [`${dist}/main.js`, `${dist}/database/migrate.js`]) {
    if (!existsSync(join(root, file)))
      throw new Error(`${file} is missing: run "npm run build" (npm test does it for you)`);
  }
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return (path) => require(join(root, dist, `${path}.js`));
}

/**
 * Shared by the api, service and e2e projects: the first one to run starts the database, the last
 * stops it.
 */
export default async function globalSetup(_: unknown, project?: { displayName?: { name?: string } }): Promise<void> {
  if (g.__vvTestDb) {
    g.__vvTestDb.refs++;
    return;
  }
  const backend = backendModule(project?.displayName?.name === 'service' && !process.env.VV_TEST_BACKEND_DIST);
  const state: State = { refs: 1 };
  g.__vvTestDb = state;
  let base = process.env.DATABASE_URL;
  if (!base) {
    // one embedded server per run, in its own folder and on a free port (runs may overlap)
    const dir = join(root, 'tests', '.tmp', `pg-${process.pid}`);
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    chmodSync(join(root, 'tests', '.tmp'), 0o755);
    const { startEmbeddedPostgres } = backend('database/embedded');
    const port = Number(process.env.VV_TEST_PG_PORT) || (await freePort());
    const db = await startEmbeddedPostgres({ dataDir: dir, port, database: 'postgres' });
    state.stop = async () => {
      await db.stop();
      rmSync(dir, { recursive: true, force: true });
    };
    base = db.url as string;
  }
  try {
    const template = `vv_template_${process.pid}`;
    const admin = new Client({ connectionString: base });
    await admin.connect();
    try {
      // leftovers of earlier runs that died (never those of a run still going)
      const old = await admin.query(
        "SELECT datname FROM pg_database WHERE datname ~ '^vv_(template|t|e2e)_[0-9]+(_|$)'",
      );
      for (const row of old.rows as { datname: string }[]) {
        const pid = Number(/^vv_[a-z0-9]+_(\d+)/.exec(row.datname)?.[1]);
        if (pid && !alive(pid)) await admin.query(`DROP DATABASE IF EXISTS "${row.datname}" WITH (FORCE)`);
      }
      await admin.query(`CREATE DATABASE "${template}"`);
    } finally {
      await admin.end();
    }
    const url = new URL(base);
    url.pathname = `/${template}`;
    const { runMigrations } = backend('database/migrate');
    await runMigrations(url.toString(), { write: () => undefined, info: () => undefined });
    process.env.VV_TEST_ADMIN_URL = base;
    process.env.VV_TEST_TEMPLATE_DB = template;
    process.env.VV_TEST_RUN_PID = String(process.pid);
    const previousStop = state.stop;
    state.stop = async () => {
      const c = new Client({ connectionString: base });
      try {
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`).catch(() => undefined);
        await c.end();
      } finally {
        // the embedded PostgreSQL stops even when the template could not be dropped
        await previousStop?.();
      }
    };
  } catch (error) {
    // a failed set-up leaves nothing running: jest reports the error and exits
    g.__vvTestDb = undefined;
    await state.stop?.().catch(() => undefined);
    throw error;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
