/**
 * scripts/vv-backup.sh (docs/operations.md, "Backups and restore"), run as cron would run it
 * against a real database: the dump is complete and restorable, and nobody but the user running
 * the job can read it (a dump holds every player's e-mail address and password hash).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase } from '../support/database';
import { ROOT } from '../support/server';

jest.setTimeout(60_000);

// pg_dump refuses a server of a newer major version than its own: the machine's pg_dump (Debian's
// 15) cannot dump the embedded PostgreSQL (18) that `npm test` starts without DATABASE_URL. The
// test runs where the tools can (CI's server: required there) and says why it skips elsewhere.
const major = (text: string | null) => Number(/(\d+)/.exec(text ?? '')?.[1] ?? NaN);
const serverMajor = Math.floor(
  Number(
    spawnSync('psql', [process.env.VV_TEST_ADMIN_URL ?? '', '-Atc', 'SHOW server_version_num'], { encoding: 'utf8' })
      .stdout,
  ) / 10_000,
);
const dumpMajor = major(spawnSync('pg_dump', ['--version'], { encoding: 'utf8' }).stdout);
const dumpable = dumpMajor >= serverMajor;
if (!dumpable) {
  const why = `pg_dump ${dumpMajor || '(none)'} cannot dump PostgreSQL ${serverMajor || '(unknown)'}`;
  if (process.env.CI === 'true') throw new Error(`${why}: the backup test must run in CI`);
  console.warn(`backup test skipped: ${why}`);
}

(dumpable ? it : it.skip)(
  'writes the dump 0600 in folders 0700, whatever the umask, and the dump restores',
  async () => {
    const db = await createTestDatabase();
    const dir = mkdtempSync(join(tmpdir(), 'vv-backup-'));
    try {
      const backups = join(dir, 'backups');
      // an everyone-readable umask, as a cron job may have
      const run = spawnSync('sh', ['-c', `umask 022 && exec "${join(ROOT, 'scripts', 'vv-backup.sh')}"`], {
        env: { ...process.env, DATABASE_URL: db.url, BACKUP_DIR: backups },
        encoding: 'utf8',
      });
      expect({ status: run.status, stderr: run.stderr }).toEqual({ status: 0, stderr: '' });
      const file = run.stdout.trim();
      expect(file).toMatch(new RegExp(`^${backups}/daily/vv-\\d{4}-\\d\\d-\\d\\dT\\d{4}Z\\.dump$`));
      expect(readdirSync(join(backups, 'daily'))).toEqual([file.split('/').pop()]);
      expect((statSync(file).mode & 0o777).toString(8)).toBe('600');
      for (const folder of [backups, join(backups, 'daily'), join(backups, 'weekly')]) {
        expect((statSync(folder).mode & 0o777).toString(8)).toBe('700');
      }
      const list = spawnSync('pg_restore', ['--list', file], { encoding: 'utf8' });
      expect(list.status).toBe(0);
      expect(list.stdout).toContain('TABLE public migrations');
    } finally {
      rmSync(dir, { recursive: true, force: true });
      await db.drop();
    }
  },
);
