/**
 * Starts the real built server (node backend/dist/main.js) as a child process on its own
 * database and a free port, the way a player's browser or an integrator would meet it.
 */
import { ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { track } from './children';
import { createTestDatabase } from './database';

export const ROOT = resolve(__dirname, '..', '..');
/** backend/dist/main.js, or the main.js of VV_TEST_BACKEND_DIST (see global-setup.ts). */
export const MAIN = join(ROOT, process.env.VV_TEST_BACKEND_DIST ?? join('backend', 'dist'), 'main.js');

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolvePort(port));
    });
  });
}

export interface RunningServer {
  baseUrl: string;
  port: number;
  databaseUrl: string;
  process: ChildProcess;
  output: () => string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export interface StartOptions {
  env?: Record<string, string | undefined>;
  databaseUrl?: string;
  /** keep the database after stop (for restart tests) */
  keepDatabase?: boolean;
  timeoutMs?: number;
}

/** Spawns the server and waits until /api/health answers. */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const db = options.databaseUrl ? null : await createTestDatabase();
  const databaseUrl = options.databaseUrl ?? db!.url;
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'vv-data-'));
  const child = spawnServer({
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'info',
    LOG_FORMAT: 'json',
    GAME_TICK_ENABLED: 'false',
    // suites register many players from one address; tests/api/throttle.test.ts covers the real limit
    THROTTLE_REGISTER_IP: '100000',
    // suites start from an empty community board; tests/api/features.test.ts covers the seed
    SEED_CONTENT: 'false',
    // and without Swagger: building its document is ~0.3 s of the ~2.5 s of CPU a start costs;
    // tests/api/platform.test.ts, tests/api/admin.test.ts and tests/e2e/platform.test.ts turn it on
    SWAGGER_ENABLED: 'false',
    ...options.env,
  });
  let out = '';
  child.stdout?.on('data', (d) => (out += d));
  child.stderr?.on('data', (d) => (out += d));
  // what the server leaves behind, whether it stops or never became healthy
  const cleanUp = async (keepDatabase = false) => {
    rmSync(dataDir, { recursive: true, force: true });
    if (db && !keepDatabase) await db.drop();
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  // generous: a loaded machine (CI beside other jobs) can take long to start Node and Nest; a healthy
  // server is found at once, so this costs nothing when all is well
  const deadline = Date.now() + (options.timeoutMs ?? 60000);
  for (;;) {
    if (child.exitCode !== null) {
      await cleanUp();
      throw new Error(`server exited with ${child.exitCode}:\n${out}`);
    }
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) break;
    } catch {
      /* not yet listening */
    }
    if (Date.now() > deadline) {
      await stopChild(child, 'SIGKILL');
      await cleanUp();
      throw new Error(`server did not become healthy:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    baseUrl,
    port,
    databaseUrl,
    process: child,
    output: () => out,
    async stop(signal: NodeJS.Signals = 'SIGTERM') {
      let code: number | null;
      try {
        code = await stopChild(child, signal);
      } finally {
        await cleanUp(options.keepDatabase);
      }
      // a dependency used in a way its next major refuses (e.g. pg: a query sent to a client that
      // is still busy) prints a warning once, at run time: the suite fails on it
      const deprecations = out.split('\n').filter((line) => line.includes('DeprecationWarning'));
      if (deprecations.length > 0) {
        throw new Error(`the server printed deprecation warnings:\n${deprecations.join('\n')}`);
      }
      return code;
    },
  };
}

/**
 * Starts `count` servers at once, as the instances of one deployment start (each start is mostly
 * Node loading modules: on a machine with two cores, three starts at once take about the time of
 * two in a row). With `databaseUrl` they share one database; without, each gets its own copy. If one
 * fails to start, those that did are stopped and the error is thrown.
 */
export async function startServers(count: number, options: StartOptions = {}): Promise<RunningServer[]> {
  const started = await Promise.allSettled(Array.from({ length: count }, () => startServer(options)));
  const failed = started.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  const servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  if (failed) {
    await Promise.all(servers.map((s) => s.stop()));
    throw failed.reason;
  }
  return servers;
}

/**
 * V8's compiled code of the server's modules, kept across the run's server starts (Node 22.1+ reads
 * NODE_COMPILE_CACHE; older Nodes ignore it): on Node 24 a start takes ~1.17 s of CPU with it and
 * ~1.35 s without (2026-12-01), over ~150 starts a run.
 */
const COMPILE_CACHE = join(ROOT, 'tests', '.tmp', 'compile-cache');

export function spawnServer(env: Record<string, string | undefined>): ChildProcess {
  const clean: Record<string, string> = {};
  for (const [k, v] of Object.entries({ NODE_COMPILE_CACHE: COMPILE_CACHE, ...process.env, ...env }))
    if (v !== undefined) clean[k] = v;
  // noted until it exits: the global teardown stops it if a failed test file leaves it running
  return track(spawn(process.execPath, [MAIN], { cwd: ROOT, env: clean, stdio: ['ignore', 'pipe', 'pipe'] }));
}

export function stopChild(
  child: ChildProcess,
  signal: NodeJS.Signals = 'SIGTERM',
  timeoutMs = 15000,
): Promise<number | null> {
  // a process ended by a signal has no exit code but a signal code
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolveExit) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolveExit(code);
    });
    child.kill(signal);
  });
}

/** Runs the server with the given env and collects its output until it exits. */
export function runUntilExit(
  env: Record<string, string | undefined>,
  timeoutMs = 30000,
): Promise<{ code: number | null; output: string }> {
  const child = spawnServer(env);
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  return new Promise((resolveRun) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolveRun({ code, output });
    });
  });
}

/** fetch + JSON with the API's conventions. */
export async function api(
  baseUrl: string,
  path: string,
  init: { method?: string; body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: any; headers: Headers }> {
  const headers: Record<string, string> = { Accept: 'application/json', ...init.headers };
  if (init.body !== undefined) headers['Content-Type'] ??= 'application/json';
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  const res = await fetch(`${baseUrl}${path}`, {
    method: init.method ?? (init.body !== undefined ? 'POST' : 'GET'),
    headers,
    body: init.body === undefined ? undefined : typeof init.body === 'string' ? init.body : JSON.stringify(init.body),
  });
  const text = await res.text();
  let body: any = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON */
  }
  return { status: res.status, body, headers: res.headers };
}
