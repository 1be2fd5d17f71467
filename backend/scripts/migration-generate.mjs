#!/usr/bin/env node
// npm run migration:generate -- <Name>: builds, applies existing migrations, then asks TypeORM for
// the SQL that brings the database (DATABASE_URL, or the embedded server of `npm start`) in line
// with the entities, written as a dated migration under backend/src/database/migrations.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const backend = join(dirname(fileURLToPath(import.meta.url)), '..');
const name = process.argv[2];
if (!name || !/^[A-Za-z][A-Za-z0-9]*$/.test(name)) {
  console.error('usage: npm run migration:generate -- <Name>   (letters and digits, e.g. AddPlots)');
  process.exit(2);
}
const run = (cmd, args) => spawnSync(cmd, args, { cwd: backend, stdio: 'inherit' }).status ?? 1;
if (run('npm', ['run', 'build']) !== 0) process.exit(1);
const typeorm = join(backend, '..', 'node_modules', 'typeorm', 'cli.js');
const migrated = run(process.execPath, [typeorm, 'migration:run', '-d', 'dist/database/data-source.js']);
if (migrated !== 0) process.exit(migrated);
process.exit(
  run(process.execPath, [
    typeorm,
    'migration:generate',
    `src/database/migrations/${name}`,
    '-d',
    'dist/database/data-source.js',
    '--pretty',
  ]),
);
