/**
 * PostgreSQL servers for the infra suites, from Debian's packages (PG_BIN, default
 * /usr/lib/postgresql/15/bin): a primary made with initdb, a streaming-replication hot standby made
 * from it with `pg_basebackup -R`, each in a temporary folder on a free local port. PostgreSQL
 * refuses to run as root: under root (CI) every server runs as the `postgres` system user (spawn's
 * uid/gid, no su/runuser in between, so that a signal reaches the postmaster itself) in a folder
 * owned by it. Every process is noted (tests/support/children.ts) so that the global teardown stops
 * what a failed file left running; `stop()` ends a server and removes its folder.
 */
import { spawn, spawnSync, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { accessSync, chownSync, constants, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { track } from '../../support/children';
import { freePort } from '../../support/server';

export const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

/** The binaries of `names` that are missing or not executable. */
export function missingBinaries(paths: string[]): string[] {
  return paths.filter((path) => {
    try {
      accessSync(path, constants.X_OK);
      return false;
    } catch {
      return true;
    }
  });
}

/**
 * `describe` when the binaries are there; otherwise skipped, or one failing test under
 * INFRA_REQUIRED=1 (CI installs the packages: a missing binary there is a failure, not a skip).
 */
export function describeWith(binaries: string[], name: string, body: () => void): void {
  const missing = missingBinaries(binaries);
  if (missing.length === 0) return describe(name, body);
  if (process.env.INFRA_REQUIRED === '1') {
    describe(name, () => it('has its binaries (INFRA_REQUIRED=1)', () => expect(missing).toEqual([])));
  } else {
    describe.skip(`${name} (missing: ${missing.join(', ')})`, body);
  }
}

/** uid and gid of the `postgres` user when we are root (PostgreSQL and PgBouncer refuse root), else none. */
function serviceUser(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  const id = (flag: string) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  const uid = id('-u');
  const gid = id('-g');
  if (!Number.isInteger(uid) || uid <= 0) throw new Error('running as root needs a `postgres` system user');
  return { uid, gid };
}

const owner = serviceUser();

/** A temporary folder the service user owns. */
export function serviceDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), `vv-infra-${prefix}-`));
  if (owner) chownSync(dir, owner.uid, owner.gid);
  return dir;
}

function chownTree(path: string): void {
  if (!owner) return;
  chownSync(path, owner.uid, owner.gid);
  if (statSync(path).isDirectory()) for (const entry of readdirSync(path)) chownTree(join(path, entry));
}

/** Spawns a binary as the service user, noted for the teardown; output kept (last 64 kB) for failure messages. */
export function spawnService(command: string, args: string[], options: SpawnOptions = {}) {
  const child = track(
    spawn(command, args, {
      ...options,
      ...(owner ?? {}),
      env: { PATH: process.env.PATH, LANG: 'C.UTF-8', ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  let output = '';
  const keep = (d: Buffer) => (output = (output + d.toString()).slice(-65536));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { child, output: () => output };
}

/** Runs a binary to completion as the service user; throws with its output when it fails. */
export async function runService(command: string, args: string[], timeoutMs = 120_000): Promise<string> {
  const { child, output } = spawnService(command, args);
  const code = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('exit', (c) => {
      clearTimeout(timer);
      resolve(c);
    });
  });
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${code}:\n${output()}`);
  return output();
}

/** Waits for a child to exit; SIGKILL after `timeoutMs`. */
export function exited(child: ChildProcess, timeoutMs = 20_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** Polls `probe` until it answers truthy (or throws the last error after `timeoutMs`). */
export async function until<T>(
  what: string,
  probe: () => Promise<T>,
  timeoutMs = 30_000,
  intervalMs = 100,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown = null;
  for (;;) {
    try {
      const value = await probe();
      if (value) return value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}${last ? `: ${String(last)}` : ''}`);
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}

/** One statement on a fresh connection; the rows. */
export async function sql<T = Record<string, any>>(url: string, text: string, params: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return (await client.query(text, params)).rows as T[];
  } finally {
    await client.end().catch(() => undefined);
  }
}

export interface PgServer {
  readonly port: number;
  readonly dataDir: string;
  /** A connection URL for `database` (default postgres) as the superuser `postgres`. */
  url(database?: string): string;
  readonly process: ChildProcess;
  output(): string;
  /** Starts the server again on the same folder and port (after stop({ keep: true }) or a crash). */
  restart(): Promise<void>;
  /** Stops it (`fast`: rolls back and disconnects; `immediate`: as a crash) and, unless `keep`, removes its folder. */
  stop(options?: { mode?: 'fast' | 'immediate'; keep?: boolean }): Promise<void>;
}

/** Small and quick: a test cluster, not a durable one (fsync off). */
const SETTINGS = [
  'listen_addresses=127.0.0.1',
  'fsync=off',
  'full_page_writes=off',
  'shared_buffers=32MB',
  'max_connections=80',
  'max_wal_senders=5',
  'wal_level=replica',
  'hot_standby=on',
  'log_min_messages=warning',
];

async function startServer(dir: string, dataDir: string, port: number, settings: string[]): Promise<PgServer> {
  let current: ReturnType<typeof spawnService>;
  const url = (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`;
  const launch = async () => {
    current = spawnService(join(PG_BIN, 'postgres'), [
      '-D',
      dataDir,
      '-p',
      String(port),
      '-k',
      dir,
      ...[...SETTINGS, ...settings].flatMap((s) => ['-c', s]),
    ]);
    await until(`PostgreSQL on port ${port}`, async () => {
      if (current.child.exitCode !== null) throw new Error(`postgres exited:\n${current.output()}`);
      return (await sql(url(), 'SELECT 1 AS ok'))[0]?.ok === 1;
    });
  };
  await launch();
  return {
    port,
    dataDir,
    url,
    get process() {
      return current.child;
    },
    output: () => current.output(),
    restart: launch,
    async stop({ mode = 'fast', keep = false } = {}) {
      // SIGINT: fast shutdown; SIGQUIT: immediate (no checkpoint, as a crash)
      current.child.kill(mode === 'fast' ? 'SIGINT' : 'SIGQUIT');
      await exited(current.child);
      if (!keep) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A new primary (initdb, trust authentication on 127.0.0.1, replication allowed). */
export async function startPrimary(settings: string[] = []): Promise<PgServer> {
  const dir = serviceDir('primary');
  const dataDir = join(dir, 'data');
  await runService(join(PG_BIN, 'initdb'), ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '-N']);
  return startServer(dir, dataDir, await freePort(), settings);
}

/**
 * A hot standby of `primary`, streaming from it: a base backup with `-R` (primary_conninfo and
 * standby.signal written for us), started, and waited for until the primary lists it as streaming.
 */
export async function startStandby(primary: PgServer, settings: string[] = []): Promise<PgServer> {
  const dir = serviceDir('standby');
  const dataDir = join(dir, 'data');
  await runService(join(PG_BIN, 'pg_basebackup'), [
    '-h',
    '127.0.0.1',
    '-p',
    String(primary.port),
    '-U',
    'postgres',
    '-D',
    dataDir,
    '-R',
    '-X',
    'stream',
    '-c',
    'fast',
    '-N',
  ]);
  chownTree(dataDir);
  const standby = await startServer(dir, dataDir, await freePort(), settings);
  await until('the standby to stream', async () => {
    const rows = await sql(primary.url(), "SELECT 1 FROM pg_stat_replication WHERE state = 'streaming'");
    return rows.length > 0;
  });
  return standby;
}

/** Waits until the standby has replayed everything the primary has written so far. */
export async function caughtUp(primary: PgServer, standby: PgServer, timeoutMs = 30_000): Promise<void> {
  const [{ lsn }] = await sql<{ lsn: string }>(primary.url(), 'SELECT pg_current_wal_lsn()::text AS lsn');
  await until(
    'the standby to catch up',
    async () =>
      (await sql<{ ok: boolean }>(standby.url(), 'SELECT pg_last_wal_replay_lsn() >= $1::pg_lsn AS ok', [lsn]))[0]?.ok,
    timeoutMs,
  );
}
