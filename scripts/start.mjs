#!/usr/bin/env node
// `npm start`: builds once when no build exists (never rebuilds an existing one), then runs the
// server in this process group, forwarding SIGINT/SIGTERM so the database stops cleanly.
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

const child = spawn(process.execPath, [join(root, 'backend/dist/main.js')], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
