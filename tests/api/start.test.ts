/**
 * `npm start` as people run it (issue 20, item 7), on the embedded PostgreSQL: the start-up
 * banner; a second start on the same DATA_DIR refused with a plain message naming the running
 * instance; SIGTERM sent to the `npm` process itself stops the server and the embedded
 * PostgreSQL, leaving no process and no port behind.
 */
import { ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_ACCOUNTS } from '@vineyard/domain';
import { track } from '../support/children';
import { freePort, ROOT } from '../support/server';
import { waitUntil } from '../support/wait';

jest.setTimeout(180_000);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function npmStart(env: Record<string, string>): Started {
  const clean: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) if (v !== undefined && k !== 'DATABASE_URL') clean[k] = v;
  // tracked: a failed or timed-out file leaves no npm (nor, through its SIGTERM, server) behind
  const child = track(
    spawn('npm', ['start'], {
      cwd: ROOT,
      env: { ...clean, NODE_ENV: 'development', HOST: '127.0.0.1', LOG_FORMAT: 'pretty', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  return { child, output: () => out, exited };
}

async function ready(port: number, started: Started, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (started.child.exitCode !== null) throw new Error(`npm start exited:\n${started.output()}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health/ready`)).ok) return;
    } catch {
      /* not yet */
    }
    await sleep(250);
  }
  throw new Error(`npm start did not become ready:\n${started.output()}`);
}

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

/** Live processes whose command line or environment names the folder (npm, the server, PostgreSQL). */
function processesUsing(dir: string): string[] {
  const found: string[] = [];
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    if (Number(pid) === process.pid) continue;
    try {
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
      const environ = readFileSync(`/proc/${pid}/environ`, 'utf8');
      const state = /State:\s+(\w)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
      if (state !== 'Z' && (cmdline.includes(dir) || environ.includes(`DATA_DIR=${dir}`)))
        found.push(`${pid} ${cmdline}`);
    } catch {
      /* gone meanwhile, or not ours to read */
    }
  }
  return found;
}

let base: string;
let dataDir: string;
let port: number;
let pgPort: number;
let first: Started | undefined;

beforeAll(async () => {
  base = mkdtempSync(join(tmpdir(), 'vv-start-'));
  chmodSync(base, 0o755); // as root the embedded server runs as another user
  dataDir = join(base, 'data');
  port = await freePort();
  pgPort = await freePort();
});
afterAll(async () => {
  if (first && first.child.exitCode === null) {
    first.child.kill('SIGKILL');
  }
  for (const line of processesUsing(base)) {
    const pid = Number(line.trim().split(/\s+/)[0]);
    if (pid) process.kill(pid, 'SIGKILL');
  }
  rmSync(base, { recursive: true, force: true });
});

it('starts with a banner naming the URL, Swagger, where mails go and the demo accounts', async () => {
  const started = (first = npmStart({ PORT: String(port), EMBEDDED_PG_PORT: String(pgPort), DATA_DIR: dataDir }));
  await ready(port, started);
  // the banner is printed once the server listens: wait for its last line
  await waitUntil(() => started.output().includes(`${DEMO_ACCOUNTS.admin.username} / `), { what: 'the banner' });
  const out = started.output();
  expect(out).toContain(`Vineyard Valley is running on http://127.0.0.1:${port}`);
  expect(out).toContain(`http://127.0.0.1:${port}/api/docs`);
  // the release, as GET /api/health and vv_build_info name it
  const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string };
  expect(out).toMatch(new RegExp(`  Release +${version.replace(/\./g, '\\.')} \\(commit [0-9a-f]{12}\\)`));
  expect(out).toContain(join(dataDir, 'mail'));
  expect(out).toContain(`${DEMO_ACCOUNTS.player.username} / ${DEMO_ACCOUNTS.player.password}`);
  expect(out).toContain(`${DEMO_ACCOUNTS.admin.username} / ${DEMO_ACCOUNTS.admin.password}`);
});

it('refuses a second start on the same DATA_DIR, saying plainly that another instance runs and where', async () => {
  const second = npmStart({
    PORT: String(await freePort()),
    EMBEDDED_PG_PORT: String(await freePort()),
    DATA_DIR: dataDir,
  });
  const code = await second.exited;
  expect(code).toBe(1);
  const out = second.output();
  expect(out).toContain('another Vineyard Valley instance is already running on this data folder');
  expect(out).toContain(dataDir);
  expect(out).toContain(`http://127.0.0.1:${port}`);
  expect(out).not.toContain('embedded database did not start');
  // the first one is untouched
  expect((await fetch(`http://127.0.0.1:${port}/api/health/ready`)).ok).toBe(true);
});

it('stops the server and the embedded PostgreSQL on SIGTERM to npm: no process, no port left', async () => {
  expect(await listening(pgPort)).toBe(true);
  expect(processesUsing(dataDir).length).toBeGreaterThan(0);
  first!.child.kill('SIGTERM');
  await first!.exited;
  const deadline = Date.now() + 30_000;
  let left: string[] = [];
  let ports: boolean[] = [];
  while (Date.now() < deadline) {
    left = processesUsing(dataDir);
    ports = [await listening(port), await listening(pgPort)];
    if (left.length === 0 && !ports[0] && !ports[1]) break;
    await sleep(250);
  }
  expect(left).toEqual([]);
  expect(ports).toEqual([false, false]);
  // and the next start on the same folder works
  const again = npmStart({ PORT: String(port), EMBEDDED_PG_PORT: String(pgPort), DATA_DIR: dataDir });
  first = again;
  await ready(port, again);
  again.child.kill('SIGTERM');
  await again.exited;
});
