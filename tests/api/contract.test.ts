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
import {
  documentedCodes,
  loadOpenApi,
  operations,
  type OpenApiDocument,
  type Operation,
  type Schema,
} from '../support/openapi';

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

describe('openapi.yaml without traps', () => {
  const doc = loadOpenApi() as OpenApiDocument & {
    components: { headers?: Record<string, unknown> };
    paths: Record<string, Record<string, any>>;
  };
  const ops = operations(doc);
  const raw = (op: Operation) => doc.paths[op.path]![op.method.toLowerCase()];

  it('says security: [] on every operation that works signed out, and bearer or an API key on the others', () => {
    for (const op of ops)
      expect({ op: op.operationId, security: Array.isArray(raw(op).security) }).toEqual({
        op: op.operationId,
        security: true,
      });
    const open = ops.filter((op) => !op.secured).map((op) => `${op.method} ${op.path}`);
    expect(open).toEqual(
      expect.arrayContaining([
        'POST /api/auth/login',
        'POST /api/auth/register',
        'GET /api/health',
        'GET /api/leaderboard',
      ]),
    );
    expect(open.filter((k) => /\/api\/(admin|estates|plots|blocks|marketplace)\//.test(k))).toEqual([]);
    // a personal API key works wherever a session does, but on key management (session only)
    const sessionOnly = ['listApiKeys', 'createApiKey', 'revokeApiKey'];
    for (const op of ops.filter((o) => o.secured)) {
      expect({ op: op.operationId, security: raw(op).security }).toEqual({
        op: op.operationId,
        security: sessionOnly.includes(op.operationId) ? [{ bearer: [] }] : [{ bearer: [] }, { apiKey: [] }],
      });
    }
  });

  it('documents personal API keys as a security scheme, with the 403 codes of their scopes', () => {
    const { securitySchemes: schemes } = doc.components as unknown as {
      securitySchemes: Record<string, Record<string, string>>;
    };
    expect(schemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer', bearerFormat: 'vv_ API key' });
    expect(schemes.apiKey!.description).toContain('API_KEY_SCOPE');
    expect(schemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
    const keyed = ops.filter((op) => raw(op).security?.some((s: object) => 'apiKey' in s));
    expect(keyed.length).toBeGreaterThan(80);
    // every operation a key may call says it may refuse the key's scope (merged with its own 403s)
    for (const op of keyed)
      expect({ op: op.operationId, codes: documentedCodes(op, 403) }).toEqual({
        op: op.operationId,
        codes: expect.arrayContaining(['API_KEY_SCOPE']),
      });
    const deleteEstate = ops.find((op) => op.operationId === 'deleteEstate')!;
    expect(documentedCodes(deleteEstate, 403)).toEqual(['PRIMARY_OWNER_ONLY', 'API_KEY_SCOPE']);
    for (const id of ['listApiKeys', 'createApiKey', 'revokeApiKey', 'logout']) {
      expect(
        documentedCodes(
          ops.find((op) => op.operationId === id)!,
          403,
        ),
      ).toContain('API_KEY_NOT_ALLOWED');
    }
  });

  it('types as integer every page, limit and whole-number input the server refuses fractions of', () => {
    const params = ops.flatMap((op) => op.parameters.map((p) => ({ op: op.operationId, ...p })));
    for (const p of params.filter((p) => ['page', 'limit', 'days', 'kilograms', 'bottles', 'year'].includes(p.name)))
      expect({ op: p.op, name: p.name, type: p.schema.type }).toEqual({ op: p.op, name: p.name, type: 'integer' });
    const schemas = doc.components.schemas;
    expect(schemas.ListPlotDto!.properties.price.type).toBe('integer');
    expect(schemas.ListPlotDto!.properties.expirationDays.type).toBe('integer');
    expect(schemas.BuyVesselsDto!.properties.count.type).toBe('integer');
    // fractions accepted (2 decimals): stays a number
    expect(schemas.CreateBlockDto!.properties.size.type).toBe('number');
  });

  it('gives no optional field a default, anywhere (openapi-typescript makes a field with a default required)', () => {
    // every schema object: components, inline request and response bodies, nested properties and items
    const found: string[] = [];
    const walk = (schema: unknown, where: string): void => {
      if (!schema || typeof schema !== 'object') return;
      if (Array.isArray(schema)) return schema.forEach((s, i) => walk(s, `${where}[${i}]`));
      const object = schema as Schema;
      for (const [field, property] of Object.entries<Schema>(object.properties ?? {})) {
        if (property && 'default' in property && !(object.required ?? []).includes(field))
          found.push(`${where}.${field}`);
      }
      for (const [key, value] of Object.entries(object)) if (key !== 'example') walk(value, `${where}.${key}`);
    };
    walk(doc.components.schemas, 'components.schemas');
    walk(doc.paths, 'paths');
    expect(found).toEqual([]);
    // what the server does when they are absent is still said
    expect(doc.components.schemas.LoginDto!.properties.rememberMe.description).toMatch(/When absent: true\.$/);
    expect(doc.components.schemas.CreateBlockDto!.properties.harvestPlan).toMatchObject({ example: 'crush' });
    expect(doc.components.schemas.CreateBlockDto!.required).not.toContain('harvestPlan');
  });

  it('has one pagination schema, used by every paged list', () => {
    const paged = Object.entries(doc.components.schemas).filter(([, s]) => s.properties?.totalPages);
    expect(paged.map(([name]) => name)).toEqual(['PaginationDto']);
    const users = Object.values(doc.components.schemas).filter((s) => s.properties?.pagination);
    expect(users.length).toBeGreaterThanOrEqual(8);
    for (const s of users) expect(s.properties.pagination).toEqual({ $ref: '#/components/schemas/PaginationDto' });
  });

  it('documents the response headers: X-Request-Id everywhere, Retry-After on 429/503, Idempotent-Replayed on idempotent successes', () => {
    expect(Object.keys(doc.components.headers ?? {}).sort()).toEqual([
      'Idempotent-Replayed',
      'Retry-After',
      'X-Request-Id',
    ]);
    for (const op of ops) {
      const idempotent = op.parameters.some((p) => p.in === 'header' && p.name === 'Idempotency-Key');
      for (const [status, response] of Object.entries<any>(raw(op).responses)) {
        const headers = Object.keys(response.headers ?? {})
          .filter((h) => h !== 'Content-Disposition')
          .sort();
        const expected = ['X-Request-Id'];
        if (status === '429' || status === '503') expected.push('Retry-After');
        if (idempotent && status.startsWith('2')) expected.push('Idempotent-Replayed');
        expect({ op: op.operationId, status, headers }).toEqual({
          op: op.operationId,
          status,
          headers: expected.sort(),
        });
      }
    }
    expect(ops.filter((op) => op.parameters.some((p) => p.name === 'Idempotency-Key')).length).toBeGreaterThanOrEqual(
      8,
    );
  });

  it('documents every error answer as the JSON error body (also on operations whose success is text)', () => {
    const wrong: string[] = [];
    for (const op of ops) {
      for (const [status, response] of Object.entries(raw(op).responses as Record<string, { content?: object }>)) {
        if (!/^[45]/.test(status)) continue;
        const types = Object.keys(response.content ?? {});
        if (types.join() !== 'application/json') wrong.push(`${op.operationId} ${status}: ${types.join() || 'none'}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("documents a 4xx on every operation that takes input (Redocly's operation-4xx-response, off in redocly.yaml, for the rest)", () => {
    for (const op of ops.filter((o) => o.parameters.length > 0 || o.requestBody)) {
      expect({ op: op.operationId, has4xx: Object.keys(op.responses).some((s) => s.startsWith('4')) }).toEqual({
        op: op.operationId,
        has4xx: true,
      });
    }
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

describe('openapi.yaml error answers as integrators meet them (issue 33)', () => {
  const doc = loadOpenApi();
  const ops = operations(doc);
  const raw = (op: Operation) => doc.paths[op.path]![op.method.toLowerCase()];
  /** The operations that never query the database (WithoutDatabase() in the code). */
  const WITHOUT_DATABASE = ['GET /api/health', 'GET /api/config'];

  it('documents 503 DATABASE_UNAVAILABLE and DATABASE_TIMEOUT on every operation that queries the database', () => {
    const missing: string[] = [];
    for (const op of ops) {
      const key = `${op.method} ${op.path}`;
      const codes = documentedCodes(op, 503) ?? [];
      const expected = WITHOUT_DATABASE.includes(key) ? [] : ['DATABASE_UNAVAILABLE', 'DATABASE_TIMEOUT'];
      if (expected.some((c) => !codes.includes(c)) || (expected.length === 0 && codes.length > 0)) {
        missing.push(`${key}: ${codes.join(', ') || 'no 503'}`);
      }
    }
    expect(missing).toEqual([]);
    expect(ops.length).toBeGreaterThan(100);
  });

  it("puts the 5xx body's requestId in the error schema and in every 5xx example", () => {
    const schema = doc.components.schemas.ErrorResponseDto!;
    expect(schema.properties.requestId).toMatchObject({ type: 'string' });
    expect(schema.required ?? []).not.toContain('requestId'); // 5xx only
    const without: string[] = [];
    for (const op of ops) {
      for (const [status, response] of Object.entries<any>(raw(op).responses)) {
        const example = response.content?.['application/json']?.example;
        if (Number(status) >= 500 && typeof example?.requestId !== 'string')
          without.push(`${op.operationId} ${status}`);
        if (Number(status) < 500 && example && 'requestId' in example)
          without.push(`${op.operationId} ${status} (4xx)`);
      }
    }
    expect(without).toEqual([]);
  });

  it("names in each validation example only the operation's own fields (body properties or parameters)", () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const op of ops) {
      const example = raw(op).responses['400']?.content?.['application/json']?.example;
      if (example?.code !== 'VALIDATION_FAILED') continue;
      const own = new Set([...Object.keys(op.requestBody?.properties ?? {}), ...op.parameters.map((p) => p.name)]);
      const errors: { field: string; message: string }[] = example.errors ?? [];
      if (errors.length === 0) wrong.push(`${op.operationId}: no field errors`);
      for (const e of errors) if (!own.has(e.field.split('.')[0]!)) wrong.push(`${op.operationId}: ${e.field}`);
      if (errors[0] && example.message !== errors[0].message) wrong.push(`${op.operationId}: message ≠ first error`);
      checked++;
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(40);
  });

  it('shows each example message under one status only, in the whole document', () => {
    const statuses = new Map<string, Set<string>>();
    for (const op of ops) {
      for (const [status, response] of Object.entries<any>(raw(op).responses)) {
        for (const media of Object.values<any>(response.content ?? {})) {
          const examples = [media.example, ...Object.values<any>(media.examples ?? {}).map((e) => e.value)];
          for (const example of examples) {
            if (typeof example?.message !== 'string') continue;
            statuses.set(example.message, (statuses.get(example.message) ?? new Set()).add(status));
          }
        }
      }
    }
    const shared = [...statuses].filter(([, s]) => s.size > 1).map(([m, s]) => `${m}: ${[...s].join(', ')}`);
    expect(shared).toEqual([]);
    expect(statuses.size).toBeGreaterThan(20);
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
