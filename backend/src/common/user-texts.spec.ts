import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as ts from 'typescript';
import { fillTemplate, MESSAGES } from '@vineyard/domain';
import { sqlFormat } from './sql';

/**
 * Every user-facing text the backend writes comes from the catalogue (MESSAGES in libs/domain),
 * never a literal of its own (issue 17 item 1), checked on the source of backend/src:
 *
 * - a success message: the second argument of `ok(data, message)`;
 * - a notification's `title` and `body`: the properties of the objects given to
 *   NotificationsRepository `add` / `addMany`;
 * - the text a statement writes into `notifications` set-based: from `INSERT INTO notifications`
 *   to the next statement of the query, no quoted SQL text with words (a kind or a plan name is
 *   one word) — the catalogue's templates come in as parameters (`sqlFormat`).
 *
 * A text is literal when a string or template literal with a letter is part of the expression
 * (`${a}${b}` is not; `a.name` is not).
 */

const SRC = join(__dirname, '..');

interface Violation {
  file: string;
  line: number;
  what: string;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

/** The text parts of a string or template literal (a template's substitutions left out). */
function literalText(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' ');
  return undefined;
}

/** The literal texts with a letter inside `node` (itself included). */
function wordyLiterals(node: ts.Node): string[] {
  const found: string[] = [];
  const visit = (n: ts.Node): void => {
    const text = literalText(n);
    if (text !== undefined && /[A-Za-z]/.test(text)) found.push(text);
    ts.forEachChild(n, visit);
  };
  visit(node);
  return found;
}

/** The quoted SQL texts with words in the part of `sql` that writes notifications. */
function sqlNoticeTexts(sql: string): string[] {
  const found: string[] = [];
  for (const start of sql.matchAll(/INSERT INTO notifications\b/g)) {
    const rest = sql.slice(start.index + start[0].length);
    const end = rest.search(/\b(INSERT INTO|UPDATE|DELETE FROM)\b|\bSELECT 1\s*$/);
    const part = end === -1 ? rest : rest.slice(0, end);
    for (const quoted of part.matchAll(/'((?:[^']|'')*)'/g)) {
      if (/[A-Za-z]/.test(quoted[1]!) && /\s/.test(quoted[1]!)) found.push(quoted[0]);
    }
  }
  return found;
}

function violationsIn(file: string): Violation[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const violations: Violation[] = [];
  const report = (node: ts.Node, what: string) =>
    violations.push({
      file: relative(SRC, file),
      line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1,
      what,
    });
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      // ok(data, message)
      if (ts.isIdentifier(callee) && callee.text === 'ok' && node.arguments[1]) {
        for (const text of wordyLiterals(node.arguments[1])) report(node, `success message '${text}'`);
      }
      // this.notifications.add(manager, { title, body }) / addMany(manager, kind, day, [{ title, body }])
      if (
        ts.isPropertyAccessExpression(callee) &&
        ['add', 'addMany'].includes(callee.name.text) &&
        /notifications$/i.test(callee.expression.getText(source))
      ) {
        const properties = (n: ts.Node): void => {
          if (
            ts.isPropertyAssignment(n) &&
            ts.isIdentifier(n.name) &&
            (n.name.text === 'title' || n.name.text === 'body')
          ) {
            for (const text of wordyLiterals(n.initializer)) report(n, `notification ${n.name.text} '${text}'`);
          }
          ts.forEachChild(n, properties);
        };
        node.arguments.forEach(properties);
      }
    }
    const sql = literalText(node);
    if (sql !== undefined && sql.includes('INSERT INTO notifications')) {
      for (const text of sqlNoticeTexts(ts.isTemplateExpression(node) ? templateSql(node) : sql)) {
        report(node, `notification text in SQL ${text}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return violations;
}

/** A template's SQL with each substitution as a neutral word (so quotes inside `${…}` code do not count). */
function templateSql(node: ts.TemplateExpression): string {
  return [node.head.text, ...node.templateSpans.map((s) => `SUBST${s.literal.text}`)].join('');
}

describe('user-facing texts of the backend', () => {
  it('come from the catalogue: no literal success message, notification title or body, in TypeScript or SQL', () => {
    const violations = sourceFiles(SRC).flatMap(violationsIn);
    expect(violations.map((v) => `${v.file}:${v.line} ${v.what}`)).toEqual([]);
  });

  it('the scan finds each kind of literal (it can fail)', () => {
    const probe = (code: string) => {
      const source = ts.createSourceFile('probe.ts', code, ts.ScriptTarget.Latest, true);
      const found: string[] = [];
      const visit = (node: ts.Node): void => {
        const sql = literalText(node);
        if (sql !== undefined && sql.includes('INSERT INTO notifications')) {
          found.push(...sqlNoticeTexts(ts.isTemplateExpression(node) ? templateSql(node) : sql));
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
      return found;
    };
    expect(
      probe(
        "q(`INSERT INTO notifications (title) SELECT 'Annual upkeep: ' || x FROM t ${f('a b')} UPDATE e SET k = 'x y'`)",
      ),
    ).toEqual(["'Annual upkeep: '"]);
    expect(probe("q(`INSERT INTO notifications (kind, title) SELECT 'upkeep', format($2::text, x) FROM t`)")).toEqual(
      [],
    );
    expect(wordyLiterals(ts.factory.createStringLiteral('Comment deleted'))).toEqual(['Comment deleted']);
  });

  it("turns a catalogue template into format() text that gives fillTemplate's text", () => {
    expect(sqlFormat(MESSAGES.notice.upkeepUnpaid, ['paid', 'unpaid'])).toBe(
      'The annual upkeep of your plots was due: %1$s € paid, %2$s € unpaid. The estate is in arrears until it is paid.',
    );
    // names in another order than the text's, and a literal % kept
    expect(sqlFormat('{b} then {a}: 5%', ['a', 'b'])).toBe('%2$s then %1$s: 5%%');
    expect(() => sqlFormat(MESSAGES.notice.upkeepPaid, [])).toThrow();
    expect(() => sqlFormat(MESSAGES.notice.upkeepPaid, ['paid', 'extra'])).toThrow();
    expect(fillTemplate(MESSAGES.notice.upkeepPaid, { paid: 1200 })).toBe(
      'The annual upkeep of your plots was paid: 1200 €.',
    );
    // one pass: a value holding a placeholder stays as it is
    expect(fillTemplate(MESSAGES.notice.listingExpiredTitle, { plot: '{price}' })).toBe('Listing expired: {price}');
    expect(() => fillTemplate(MESSAGES.notice.listingExpiredTitle, {})).toThrow();
  });
});
