/**
 * The generated artefacts stay in sync with the code: openapi.yaml (and its lint), and the
 * database schema (generating a migration from the entities must yield nothing).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { createTestDatabase } from '../support/database';
import { ROOT } from '../support/server';

describe('openapi.yaml', () => {
  it('is exactly what the code generates (run "npm run openapi" after API changes)', () => {
    const out = join(mkdtempSync(join(tmpdir(), 'vv-openapi-')), 'openapi.yaml');
    execFileSync(process.execPath, [join(ROOT, 'backend/dist/bin/openapi.js'), out], { cwd: ROOT });
    expect(readFileSync(out, 'utf8')).toBe(readFileSync(join(ROOT, 'openapi.yaml'), 'utf8'));
  });

  it("lints clean under Spectral's spectral:oas ruleset (0 errors, 0 warnings)", () => {
    const spectral = join(ROOT, 'node_modules/@stoplight/spectral-cli/dist/index.js');
    let output: string;
    let failed = false;
    try {
      output = execFileSync(
        process.execPath,
        [spectral, 'lint', 'openapi.yaml', '--ruleset', '.spectral.yaml', '--fail-severity=hint', '--format=text'],
        { cwd: ROOT, encoding: 'utf8' },
      );
    } catch (error) {
      failed = true;
      output = String((error as { stdout?: string }).stdout ?? error);
    }
    expect(
      output
        .trim()
        .split('\n')
        .filter((l) => /(error|warning|info|hint)\s/.test(l)),
    ).toEqual([]);
    expect(failed).toBe(false);
  });

  it("lints clean under Redocly's recommended ruleset (0 errors, 0 warnings; redocly.yaml says which rules are off and why)", () => {
    const redocly = join(ROOT, 'node_modules/@redocly/cli/bin/cli.js');
    let output: string;
    try {
      output = execFileSync(process.execPath, [redocly, 'lint', 'openapi.yaml', '--format=json'], {
        cwd: ROOT,
        encoding: 'utf8',
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
    } catch (error) {
      output = String((error as { stdout?: string }).stdout ?? error);
    }
    const report = JSON.parse(output) as {
      totals: { errors: number; warnings: number };
      problems: { ruleId: string; message: string; location: { pointer: string }[] }[];
    };
    expect(report.problems.map((p) => `${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`)).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  });

  it('gives every operation a unique operationId, a summary and typed responses', () => {
    const doc = JSON.parse(
      execFileSync(
        process.execPath,
        [
          '-e',
          `process.stdout.write(JSON.stringify(require('yaml').parse(require('fs').readFileSync('openapi.yaml','utf8'))))`,
        ],
        {
          cwd: ROOT,
          encoding: 'utf8',
        },
      ),
    );
    const ids: string[] = [];
    for (const [path, item] of Object.entries<Record<string, any>>(doc.paths)) {
      for (const [method, op] of Object.entries<any>(item)) {
        expect({ path, method, operationId: typeof op.operationId }).toEqual({ path, method, operationId: 'string' });
        expect(op.summary).toBeTruthy();
        const success = Object.keys(op.responses).filter((s) => s.startsWith('2'));
        expect(success.length).toBeGreaterThan(0);
        ids.push(op.operationId);
      }
    }
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('migrations', () => {
  it('cover every entity: generating a migration would produce nothing', async () => {
    const db = await createTestDatabase();
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { dataSourceOptions } = require(join(ROOT, 'backend/dist/database/options.js'));
    const ds = new DataSource(dataSourceOptions(db.url, 2));
    try {
      await ds.initialize();
      const pending = await ds.driver.createSchemaBuilder().log();
      expect(pending.upQueries.map((q) => q.query)).toEqual([]);
      expect(await ds.showMigrations()).toBe(false);
    } finally {
      if (ds.isInitialized) await ds.destroy();
      await db.drop();
    }
  });
});
