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
import { ERROR_CODES } from '@vineyard/domain';
import { documentedCodes, loadOpenApi, operations } from '../support/openapi';

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

describe('error codes in openapi.yaml', () => {
  const doc = loadOpenApi();
  const all: string[] = doc.components.schemas.ErrorCode?.enum ?? [];

  it('lists every code of ERROR_CODES as the ErrorCode schema', () => {
    expect([...all].sort()).toEqual([...ERROR_CODES].sort());
  });

  it('documents, for every error response of every operation, its codes and an example of one of them', () => {
    const problems: string[] = [];
    const examples = new Set<string>();
    for (const op of operations(doc)) {
      for (const status of Object.keys(op.responses).filter((s) => Number(s) >= 400)) {
        const where = `${op.method} ${op.path} ${status}`;
        const codes = documentedCodes(op, status);
        if (!codes || codes.length === 0) {
          problems.push(`${where}: no codes`);
          continue;
        }
        for (const code of codes) if (!all.includes(code)) problems.push(`${where}: unknown code ${code}`);
        const content = doc.paths[op.path]![op.method.toLowerCase()].responses[status].content ?? {};
        const example = (Object.values<{ example?: unknown }>(content)[0]?.example ?? undefined) as
          { statusCode: number; code: string; message: string } | undefined;
        if (!example || example.statusCode !== Number(status) || !codes.includes(example.code) || !example.message) {
          problems.push(`${where}: example ${JSON.stringify(example)}`);
        } else examples.add(`${status} ${example.message}`);
      }
      // an authenticated operation answers 401 UNAUTHORIZED whatever else it documents for 401
      if (op.secured && !documentedCodes(op, 401)?.includes('UNAUTHORIZED')) {
        problems.push(`${op.method} ${op.path}: secured without 401 UNAUTHORIZED`);
      }
    }
    expect(problems).toEqual([]);
    // not one example for every status (each status shows its own)
    expect([...examples].filter((e) => !e.startsWith('400 ')).some((e) => e.includes('Estate name is required'))).toBe(
      false,
    );
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
