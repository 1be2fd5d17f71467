import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as ts from 'typescript';
import { fillTemplate, formatMoney, MESSAGES } from '@vineyard/domain';
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
 *   one word) — the catalogue's templates come in as parameters (`sqlFormat`);
 * - a ledger description (MESSAGES.ledger): the `description` of a posting or ledger row (an
 *   object literal with `amount`, `kind` and `description`), and in SQL no quoted text with words
 *   anywhere in a statement that writes `ledger_entries` (`INSERT INTO ledger_entries`, or the money
 *   module's `setBasedPostings`, whose postings the statement builds before it).
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

/** The quoted SQL texts of `sql` with words (a letter and a space: a kind or a plan name is one word). */
function sqlWordyTexts(sql: string): string[] {
  return [...sql.matchAll(/'((?:[^']|'')*)'/g)]
    .filter((quoted) => /[A-Za-z]/.test(quoted[1]!) && /\s/.test(quoted[1]!))
    .map((quoted) => quoted[0]);
}

/** The quoted SQL texts with words in the part of `sql` that writes notifications. */
function sqlNoticeTexts(sql: string): string[] {
  const found: string[] = [];
  for (const start of sql.matchAll(/INSERT INTO notifications\b/g)) {
    const rest = sql.slice(start.index + start[0].length);
    const end = rest.search(/\b(INSERT INTO|UPDATE|DELETE FROM)\b|\bSELECT 1\s*$/);
    found.push(...sqlWordyTexts(end === -1 ? rest : rest.slice(0, end)));
  }
  return found;
}

/**
 * The quoted SQL texts with words in a statement that writes ledger rows: all of it, since the
 * descriptions can be built in any of its parts (the postings a `setBasedPostings` applies).
 */
function sqlLedgerTexts(node: ts.Node, source: ts.SourceFile): string[] {
  const sql = ts.isTemplateExpression(node) ? templateSql(node) : literalText(node);
  if (sql === undefined) return [];
  const postsSetBased =
    ts.isTemplateExpression(node) &&
    node.templateSpans.some((s) => s.expression.getText(source).includes('setBasedPostings'));
  return /INSERT INTO ledger_entries\b/.test(sql) || postsSetBased ? sqlWordyTexts(sql) : [];
}

/** The object literals that are a posting or a ledger row: with `amount`, `kind` and `description`. */
function ledgerDescription(node: ts.Node): ts.Expression | undefined {
  if (!ts.isObjectLiteralExpression(node)) return undefined;
  const named = new Map(
    node.properties.flatMap((p) =>
      (ts.isPropertyAssignment(p) || ts.isShorthandPropertyAssignment(p)) && ts.isIdentifier(p.name)
        ? [[p.name.text, p] as const]
        : [],
    ),
  );
  const description = named.get('description');
  if (!named.has('amount') || !named.has('kind') || !description) return undefined;
  return ts.isPropertyAssignment(description) ? description.initializer : undefined;
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
      // this.notifications.add(manager, { title, body }) / addCtes({ title, body }) / addMany(manager, kind, day, [{ title, body }])
      if (
        ts.isPropertyAccessExpression(callee) &&
        ['add', 'addCtes', 'addMany'].includes(callee.name.text) &&
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
    const description = ledgerDescription(node);
    if (description) {
      for (const text of wordyLiterals(description)) report(description, `ledger description '${text}'`);
    }
    const sql = literalText(node);
    if (sql !== undefined && sql.includes('INSERT INTO notifications')) {
      for (const text of sqlNoticeTexts(ts.isTemplateExpression(node) ? templateSql(node) : sql)) {
        report(node, `notification text in SQL ${text}`);
      }
    }
    for (const text of sqlLedgerTexts(node, source)) report(node, `ledger description in SQL ${text}`);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return violations;
}

/** A template's SQL with each substitution as a neutral word (so quotes inside `${…}` code do not count). */
function templateSql(node: ts.TemplateExpression): string {
  return [node.head.text, ...node.templateSpans.map((s) => `SUBST${s.literal.text}`)].join('');
}

/** Parses `code` and collects what `find` reports for each of its nodes (the scans' probes). */
function probeWith(find: (node: ts.Node, source: ts.SourceFile) => string[]): (code: string) => string[] {
  return (code) => {
    const source = ts.createSourceFile('probe.ts', code, ts.ScriptTarget.Latest, true);
    const found: string[] = [];
    const visit = (node: ts.Node): void => {
      found.push(...find(node, source));
      ts.forEachChild(node, visit);
    };
    visit(source);
    return found;
  };
}

describe('user-facing texts of the backend', () => {
  it('come from the catalogue: no literal success message, notification title or body, or ledger description, in TypeScript or SQL', () => {
    const violations = sourceFiles(SRC).flatMap(violationsIn);
    expect(violations.map((v) => `${v.file}:${v.line} ${v.what}`)).toEqual([]);
  });

  it('the scan finds each kind of literal (it can fail)', () => {
    const probe = probeWith((node) => {
      const sql = literalText(node);
      return sql !== undefined && sql.includes('INSERT INTO notifications')
        ? sqlNoticeTexts(ts.isTemplateExpression(node) ? templateSql(node) : sql)
        : [];
    });
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

  it('the scan finds a literal ledger description, in a posting or in SQL (it can fail)', () => {
    const probe = probeWith((node, source) => {
      const description = ledgerDescription(node);
      return [...(description ? wordyLiterals(description) : []), ...sqlLedgerTexts(node, source)];
    });
    // the old code's kinds of literal: a posting's text, a row pushed by the money module, SQL
    expect(
      probe("post(m, d, [{ estateId, amount: -fee, kind: 'fee', description: '2% market fee on the sale' }])"),
    ).toEqual(['2% market fee on the sale']);
    expect(probe("rows.push({ amount: -p, kind: 'grant', description: `Starting grant (estate ${n})` })")).toEqual([
      'Starting grant (estate  )',
    ]);
    expect(
      probe(
        "q(`INSERT INTO ledger_entries (kind, description) SELECT 'upkeep', CASE WHEN u > 0 THEN 'Annual upkeep (' || u || ' € unpaid: in arrears)' ELSE 'Annual upkeep' END FROM c`)",
      ),
    ).toEqual(["'Annual upkeep ('", "' € unpaid: in arrears)'", "'Annual upkeep'"]);
    expect(
      probe(
        "q(`WITH postings AS (SELECT c.kg || ' kg of ' || c.variety AS description FROM c), ${MoneyRepository.setBasedPostings('postings', '$2::int', '$3::text')} SELECT 1`)",
      ),
    ).toEqual(["' kg of '"]);
    // what the code does now: the catalogue's texts, as values or as format() parameters
    expect(probe("post(m, d, [{ estateId, amount, kind: 'fee', description: MESSAGES.ledger.marketFee }])")).toEqual(
      [],
    );
    expect(
      probe(
        "q(`INSERT INTO ledger_entries (kind, description) SELECT 'upkeep', CASE WHEN u > 0 THEN format($7::text, u) ELSE format($8::text) END FROM c`)",
      ),
    ).toEqual([]);
    // another object with a description (a DTO, a plot) is not a posting
    expect(probe("save({ name: 'North', description: 'A fine plot' })")).toEqual([]);
  });

  it("turns the ledger's templates into format() text that gives fillTemplate's text", () => {
    expect(sqlFormat(MESSAGES.ledger.upkeepUnpaid, ['unpaid'])).toBe('Annual upkeep (%1$s unpaid: in arrears)');
    expect(fillTemplate(MESSAGES.ledger.upkeepUnpaid, { unpaid: formatMoney(1200) })).toBe(
      'Annual upkeep (€1,200 unpaid: in arrears)',
    );
    expect(sqlFormat(MESSAGES.ledger.upkeepPaid, [])).toBe('Annual upkeep');
    expect(
      fillTemplate(MESSAGES.ledger.plannedCrush, { kg: 1000, variety: 'Merlot', block: 'North', litres: 612 }),
    ).toBe(`${MESSAGES.ledger.crush(1000, 'Merlot', 'North', 612)}, as planned`);
  });

  it("turns a catalogue template into format() text that gives fillTemplate's text", () => {
    expect(sqlFormat(MESSAGES.notice.upkeepUnpaid, ['paid', 'unpaid'])).toBe(
      'The annual upkeep of your plots was due: %1$s paid, %2$s unpaid. The estate is in arrears until it is paid.',
    );
    // names in another order than the text's, and a literal % kept
    expect(sqlFormat('{b} then {a}: 5%', ['a', 'b'])).toBe('%2$s then %1$s: 5%%');
    expect(() => sqlFormat(MESSAGES.notice.upkeepPaid, [])).toThrow();
    expect(() => sqlFormat(MESSAGES.notice.upkeepPaid, ['paid', 'extra'])).toThrow();
    expect(fillTemplate(MESSAGES.notice.upkeepPaid, { paid: formatMoney(1200) })).toBe(
      'The annual upkeep of your plots was paid: €1,200.',
    );
    // one pass: a value holding a placeholder stays as it is
    expect(fillTemplate(MESSAGES.notice.listingExpiredTitle, { plot: '{price}' })).toBe('Listing expired: {price}');
    expect(() => fillTemplate(MESSAGES.notice.listingExpiredTitle, {})).toThrow();
  });
});
