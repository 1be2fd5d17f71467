import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import * as ts from 'typescript';
import { COLUMN_OWNERS, TABLE_OWNERS, type Table } from './table-owners';

/**
 * Who may run SQL on which table (issue 17 item 1), checked on the source of backend/src:
 *
 * - a service, controller or helper file (anything below) runs SQL only on its module's tables;
 * - a repository (`*.repository.ts`), an SQL fragment file (`*.sql.ts`) and `common/` (the lock
 *   order, idempotency) may read any table, in joins, but write only their module's tables;
 * - a tick step file (`*.tick.ts`, and its statements in `*.tick.sql.ts`) may write several modules' tables in one set-based statement:
 *   the tick step SQL of a module is that module's (one statement per step, whatever the number of
 *   estates);
 * - a module that owns columns of another module's table (COLUMN_OWNERS) may `UPDATE … SET` those
 *   columns and no others.
 *
 * SQL is every string with an upper-case statement keyword and a known table after FROM, JOIN,
 * INTO, UPDATE or DELETE FROM; TypeORM calls are entity classes used as values (a write when the
 * call inserts, updates, deletes or saves). There are no exceptions: a file that needs another
 * module's table calls that module's repository or service, or an SQL fragment it exports
 * (`auth/users.sql.ts`, `auth/sessions.sql.ts`).
 */

const SRC = join(__dirname, '..');

type Kind = 'service' | 'repository' | 'tick';
interface Access {
  table: Table;
  write: boolean;
  line: number;
  /** the columns an UPDATE sets (for column owners) */
  setColumns?: string[];
}
interface Violation {
  file: string;
  line: number;
  table: Table;
  write: boolean;
}

const TABLES = new Set(Object.keys(TABLE_OWNERS));
const isTable = (name: string): name is Table => TABLES.has(name);
const WRITE_METHODS = new Set([
  'insert',
  'update',
  'delete',
  'save',
  'upsert',
  'create',
  'increment',
  'decrement',
  'remove',
  'softDelete',
]);
const JOIN_METHODS = new Set(['innerJoin', 'leftJoin', 'innerJoinAndSelect', 'leftJoinAndSelect', 'from']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

/** Entity class name → table, from the `@Entity({ name })` decorators. */
function entityTables(files: { path: string; text: string }[]): Map<string, Table> {
  const map = new Map<string, Table>();
  for (const { text } of files) {
    const match = /@Entity\(\{\s*name:\s*'([a-z_]+)'[\s\S]*?export class (\w+)/.exec(text);
    if (match && isTable(match[1]!)) map.set(match[2]!, match[1]);
  }
  return map;
}

/** The tables a piece of SQL names, and which of them it writes. */
export function sqlAccesses(sql: string): { table: Table; write: boolean; setColumns?: string[] }[] {
  const found: { table: Table; write: boolean; setColumns?: string[] }[] = [];
  const name = '([a-z_]+)';
  // FROM a x, b y: every table of the list
  for (const m of sql.matchAll(/\bFROM\s+([a-z_]+(?:\s+(?:AS\s+)?[a-z]\w*)?(?:\s*,\s*[a-z_]+(?:\s+[a-z]\w*)?)*)/g)) {
    for (const part of m[1]!.split(',')) {
      const table = part.trim().split(/\s+/)[0]!;
      if (isTable(table)) found.push({ table, write: false });
    }
  }
  for (const m of sql.matchAll(new RegExp(`\\bJOIN\\s+${name}`, 'g')))
    if (isTable(m[1]!)) found.push({ table: m[1], write: false });
  for (const m of sql.matchAll(new RegExp(`\\b(?:INSERT\\s+INTO|DELETE\\s+FROM)\\s+${name}`, 'g')))
    if (isTable(m[1]!)) found.push({ table: m[1], write: true });
  for (const m of sql.matchAll(
    /\bUPDATE\s+([a-z_]+)(?:\s+[a-z]\w*)?\s+SET\s+([\s\S]*?)(?=\bFROM\b|\bWHERE\b|\bRETURNING\b|$)/g,
  )) {
    if (!isTable(m[1]!)) continue;
    const setColumns = [...` ${m[2]}`.matchAll(/(?:^\s|,)\s*(?:[a-z]\w*\.)?([a-z_]+)\s*=/g)].map((c) => c[1]!);
    found.push({ table: m[1], write: true, setColumns });
  }
  return found;
}

function templateText(node: ts.TemplateExpression): string {
  return [node.head.text, ...node.templateSpans.map((span) => ` ? ${span.literal.text}`)].join('');
}

/** Every table a source file touches through SQL text or TypeORM entity calls. */
export function accesses(path: string, text: string, entities: Map<string, Table>): Access[] {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const found: Access[] = [];
  const lineOf = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isTypeNode(node)) return;
    let sql: string | undefined;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) sql = node.text;
    else if (ts.isTemplateExpression(node)) sql = templateText(node);
    if (sql !== undefined && /\b(SELECT|INSERT|UPDATE|DELETE|FROM|JOIN)\b/.test(sql)) {
      for (const a of sqlAccesses(sql)) found.push({ ...a, line: lineOf(node) });
    }
    // query builder joins by table name: .innerJoin('plots', 'p', …)
    if (
      ts.isStringLiteral(node) &&
      isTable(node.text) &&
      ts.isCallExpression(node.parent) &&
      node.parent.arguments[0] === node &&
      ts.isPropertyAccessExpression(node.parent.expression) &&
      JOIN_METHODS.has(node.parent.expression.name.text)
    ) {
      found.push({ table: node.text, write: false, line: lineOf(node) });
    }
    if (ts.isIdentifier(node) && entities.has(node.text) && ts.isCallExpression(node.parent)) {
      const call = node.parent;
      if (call.arguments.includes(node)) {
        let method = ts.isPropertyAccessExpression(call.expression) ? call.expression.name.text : '';
        // getRepository(E).update(…)
        if (method === 'getRepository' && ts.isPropertyAccessExpression(call.parent)) method = call.parent.name.text;
        found.push({ table: entities.get(node.text)!, write: WRITE_METHODS.has(method), line: lineOf(node) });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function kindOf(file: string): Kind {
  if (file.endsWith('.tick.ts') || file.endsWith('.tick.sql.ts')) return 'tick';
  if (file.endsWith('.repository.ts') || file.endsWith('.sql.ts') || file.startsWith('common/')) return 'repository';
  return 'service';
}

/** What a file may not do under the rules above. */
export function violations(file: string, found: Access[]): Violation[] {
  const module = file.split('/')[0]!;
  const kind = kindOf(file);
  return found
    .filter((a) => {
      if (TABLE_OWNERS[a.table] === module) return false;
      const columns = COLUMN_OWNERS[a.table]?.[module];
      if (columns && a.setColumns?.length && a.setColumns.every((c) => columns.includes(c))) return false;
      if (kind === 'tick') return false;
      if (kind === 'repository') return a.write;
      // a column owner reads the row it writes
      if (columns && !a.write) return false;
      return true;
    })
    .map((a) => ({ file, line: a.line, table: a.table, write: a.write }));
}

describe('table ownership (issue 17 item 1)', () => {
  const files = sourceFiles(SRC).map((path) => ({
    path,
    file: relative(SRC, path).split(sep).join('/'),
    text: readFileSync(path, 'utf8'),
  }));
  const entities = entityTables(files);
  const all = files.flatMap(({ file, text }) => violations(file, accesses(file, text, entities)));

  it('every table of the migrations has an owner', () => {
    const migrations = join(SRC, 'database', 'migrations');
    const created = new Set(
      readdirSync(migrations).flatMap((f) =>
        [...readFileSync(join(migrations, f), 'utf8').matchAll(/CREATE TABLE (?:IF NOT EXISTS )?"?([a-z_]+)"?/g)].map(
          (m) => m[1]!,
        ),
      ),
    );
    expect([...created].filter((t) => !isTable(t))).toEqual([]);
    expect(entities.size).toBeGreaterThan(30);
  });

  it('no file runs SQL on a table its module does not own', () => {
    const found = all.map(
      (v) => `${v.file}:${v.line} ${v.write ? 'writes' : 'reads'} ${v.table} (${TABLE_OWNERS[v.table]}'s)`,
    );
    expect(found).toEqual([]);
  });

  it('services and controllers leave SQL to repositories', () => {
    const withSql = files
      .filter(({ file }) => /\.(service|controller)\.ts$/.test(file))
      .flatMap(({ file, text }) => accesses(file, text, entities).map((a) => `${file}:${a.line} ${a.table}`));
    expect(withSql).toEqual([]);
  });

  it('finds SQL and TypeORM calls on foreign tables (the check can fail)', () => {
    const entityMap = new Map<string, Table>([['PlotEntity', 'plots']]);
    const sample = `
      const a = await manager.query('SELECT p.id FROM plots p, estates e JOIN estate_owners o ON true');
      await manager.query(\`UPDATE estates e SET money = e.money + $2, name = 'x' FROM t WHERE e.id = $1\`);
      await manager.update(PlotEntity, { id }, { name });
      qb.innerJoin('blocks', 'b', 'b.plot_id = p.id');`;
    const found = accesses('marketplace/x.service.ts', sample, entityMap);
    expect(found.map((a) => `${a.table}:${a.write}`).sort()).toEqual(
      ['blocks:false', 'estate_owners:false', 'estates:false', 'estates:true', 'plots:false', 'plots:true'].sort(),
    );
    expect(violations('marketplace/x.service.ts', found)).toHaveLength(6);
    // a repository reads anything but writes only its own tables
    expect(violations('marketplace/x.repository.ts', found).map((v) => v.table)).toEqual(['estates', 'plots']);
    // a column owner may set its columns only: `name` is not money's
    expect(violations('money/x.service.ts', found).map((v) => v.table)).toContain('estates');
    const own = accesses('money/y.service.ts', `q('UPDATE estates SET money = money + $2 WHERE id = $1')`, entityMap);
    expect(violations('money/y.service.ts', own)).toEqual([]);
    expect(violations('blocks/x.tick.ts', found)).toEqual([]);
  });
});
