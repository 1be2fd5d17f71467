/**
 * The processes the suites start (servers, embedded PostgreSQL helpers) are noted in a folder per
 * test run while they live, so that the global teardown can stop any that a failed, timed-out or
 * killed test file left behind: jest then exits by itself, and no server or database outlives the
 * run (see tests/support/global-teardown.ts).
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const TMP = resolve(__dirname, '..', '.tmp');

/** The run's folder: named after the jest process that ran the global setup (VV_TEST_RUN_PID). */
function folder(runPid = process.env.VV_TEST_RUN_PID ?? String(process.pid)): string {
  return join(TMP, `children-${runPid}`);
}

/** When the process started (field 22 of /proc/<pid>/stat), to tell it from a later one with its pid. */
function startTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
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

function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    /* gone meanwhile */
  }
}

/** Notes a child until it exits. */
export function track<T extends ChildProcess>(child: T): T {
  const pid = child.pid;
  if (pid === undefined) return child;
  const dir = folder();
  mkdirSync(dir, { recursive: true });
  const file = join(dir, String(pid));
  writeFileSync(file, startTime(pid) ?? '');
  child.once('exit', () => rmSync(file, { force: true }));
  return child;
}

/**
 * Stops the children of the run still alive: SIGTERM (a server drains and stops its embedded
 * database, the PostgreSQL helper stops its own), SIGKILL to what is left after `graceMs`.
 * Answers the pids it had to stop.
 */
export async function stopLeftovers(runPid: string, graceMs = 10000): Promise<number[]> {
  const dir = folder(runPid);
  if (!existsSync(dir)) return [];
  const left: number[] = [];
  for (const name of readdirSync(dir)) {
    const pid = Number(name);
    const noted = readFileSync(join(dir, name), 'utf8');
    // the same process (same start time where /proc tells it), still running
    if (Number.isInteger(pid) && alive(pid) && (!noted || noted === startTime(pid))) left.push(pid);
  }
  for (const pid of left) signal(pid, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  while (left.some(alive) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  for (const pid of left.filter(alive)) signal(pid, 'SIGKILL');
  rmSync(dir, { recursive: true, force: true });
  return left;
}
