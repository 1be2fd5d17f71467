#!/usr/bin/env node
// `npm start`: builds once when no build exists (never rebuilds an existing one), then runs the
// server as a child and makes sure it stops with us:
// - SIGINT/SIGTERM/SIGHUP reaching this process are passed on to the server, which drains, stops
//   the embedded PostgreSQL and exits; we exit with its code.
// - `kill <pid of npm>` may never reach us: npm passes the signal to the shell it ran this script
//   in, and that shell dies without passing it on. So we also watch our parent: when it is gone
//   (we were re-parented), we stop the server the same way.
// - If we die ourselves (even by SIGKILL), the server sees its IPC channel close and stops.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outputs = ['libs/domain/dist/cjs/index.js', 'backend/dist/main.js', 'frontend/dist/index.html'];
const missing = outputs.filter((f) => !existsSync(join(root, f)));
if (missing.length > 0) {
  console.log(`No build found (${missing.join(', ')}): building once with "npm run build"...`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const built = spawnSync(npm, ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const parent = process.ppid;
const child = spawn(process.execPath, [join(root, 'backend/dist/main.js')], {
  cwd: root,
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
});
let stopping = false;
const stop = (signal) => {
  if (stopping || child.exitCode !== null || child.signalCode !== null) return;
  stopping = true;
  child.kill(signal);
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'])
  process.on(signal, () => stop(signal === 'SIGHUP' ? 'SIGTERM' : signal));
const watch = setInterval(() => {
  if (process.ppid !== parent) stop('SIGTERM');
}, 250);
child.on('exit', (code, signal) => {
  clearInterval(watch);
  process.exit(code ?? (signal ? 1 : 0));
});
