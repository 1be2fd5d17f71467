/**
 * One server per data folder: the embedded PostgreSQL's cluster under DATA_DIR can be run by one
 * process only. The first start writes DATA_DIR/vineyard.lock (its process id and address); a
 * second start on the same folder finds a live process there and stops with a plain message
 * saying where the other one runs. A lock whose process is gone (a crash, a kill -9) is taken
 * over. A PostgreSQL still running from such a crash is named too, instead of failing later with
 * a vague "did not start".
 */
import { closeSync, existsSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export class InstanceLockError extends Error {}

interface LockContent {
  pid: number;
  url: string;
  startedAt: string;
}

function alive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function read(file: string): LockContent | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as LockContent;
  } catch {
    return null;
  }
}

export interface InstanceLock {
  file: string;
  release(): void;
}

/** Takes DATA_DIR's lock or throws InstanceLockError naming the running instance. */
export function acquireInstanceLock(dataDir: string, url: string): InstanceLock {
  const file = join(dataDir, 'vineyard.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    let fd: number;
    try {
      fd = openSync(file, 'wx', 0o644);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const other = read(file);
      if (other && other.pid !== process.pid && alive(other.pid)) {
        throw new InstanceLockError(
          `another Vineyard Valley instance is already running on this data folder (DATA_DIR=${dataDir}): ` +
            `process ${other.pid}, serving ${other.url}, started ${other.startedAt}. ` +
            `Stop it first (Ctrl+C in its terminal, or kill ${other.pid}), or set DATA_DIR to another folder.`,
        );
      }
      // left by a process that is gone: take it over
      try {
        unlinkSync(file);
      } catch {
        /* removed meanwhile by another start: try again */
      }
      continue;
    }
    writeSync(fd, JSON.stringify({ pid: process.pid, url, startedAt: new Date().toISOString() }) + '\n');
    closeSync(fd);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      if (read(file)?.pid === process.pid) {
        try {
          unlinkSync(file);
        } catch {
          /* already gone */
        }
      }
    };
    process.once('exit', release);
    return { file, release };
  }
  throw new InstanceLockError(`could not take the data folder's lock ${file}: another start is taking it right now.`);
}

/**
 * A PostgreSQL left running on DATA_DIR/postgres by a server that did not stop it (killed with
 * SIGKILL): its postmaster.pid names a live process. Returns a message for the operator, or null.
 */
export function leftoverPostgres(databaseDir: string): string | null {
  const file = join(databaseDir, 'postmaster.pid');
  if (!existsSync(file)) return null;
  const [pidLine, , , portLine] = readFileSync(file, 'utf8').split('\n');
  const pid = Number(pidLine);
  if (!alive(pid)) return null;
  return (
    `a PostgreSQL server from an earlier start is still running on ${databaseDir} ` +
    `(process ${pid}${portLine ? `, port ${portLine.trim()}` : ''}): its server was stopped without stopping it. ` +
    `Stop it (kill ${pid}) and start again.`
  );
}
