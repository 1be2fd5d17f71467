import { createHash } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { templatePlaceholders } from '@vineyard/domain';

/**
 * First row of an `EntityManager.query` answer. TypeORM's postgres driver answers SELECT and
 * INSERT … RETURNING with the rows, but UPDATE/DELETE … RETURNING with [rows, count].
 */
export function firstRow<T>(answer: unknown): T | undefined {
  const rows = answer as unknown[];
  if (Array.isArray(rows[0])) return (rows[0] as T[])[0];
  return rows[0] as T | undefined;
}

/**
 * Independent reads through one manager, answered in the order given: at once on the pool, one
 * after another when the manager holds one connection (a transaction's): pg queues queries sent to
 * a busy client only with a deprecation warning, and pg 9 refuses them.
 */
export async function readTogether<T extends unknown[]>(
  manager: EntityManager,
  ...reads: { [K in keyof T]: () => Promise<T[K]> }
): Promise<T> {
  if (!manager.queryRunner) return (await Promise.all(reads.map((read) => read()))) as T;
  const answers: unknown[] = [];
  for (const read of reads) answers.push(await read());
  return answers as T;
}

/** DB_PREPARED_STATEMENTS: off behind a pooler in transaction mode (set once at start, AppModule). */
let namedStatements = true;
export function useNamedStatements(enabled: boolean): void {
  namedStatements = enabled;
}

interface PgPool {
  query(query: { name?: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}

/**
 * For the hottest reads only: the query goes straight to the pg pool behind TypeORM, skipping the
 * query runner TypeORM creates and releases per call. Errors are pg's own, which the error filter
 * and isDatabaseUnavailable understand as well as TypeORM's. With a `name` the statement is
 * prepared once per connection and then only bound and executed: PostgreSQL skips parsing and
 * planning it on every request. Only for statements whose result columns cannot change with a
 * migration (a prepared statement whose result type changes fails until its connection closes).
 * With DB_PREPARED_STATEMENTS=false (behind PgBouncer in transaction pooling, where the next
 * statement may run on another server connection) the name is dropped: parsed and planned each time.
 */
export async function poolQuery<T>(
  dataSource: DataSource,
  sql: string,
  params: unknown[],
  name?: string,
): Promise<T[]> {
  const pool = (dataSource.driver as unknown as { master: PgPool }).master;
  return (await pool.query({ name: namedStatements ? name : undefined, text: sql, values: params })).rows as T[];
}

interface PgClient {
  query(query: { name?: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}

/**
 * For the money path's statements inside a transaction (issue 33, item 7: a wine sale): sent on
 * the transaction's own connection as a named statement, named by a hash of its text, so that it
 * is parsed and planned once per connection and then only bound and executed (planning was most of
 * PostgreSQL's time for a sale's statements). The rules of `poolQuery` hold: only for statements
 * whose result columns cannot change with a migration (no `*`); errors are pg's own; with
 * DB_PREPARED_STATEMENTS=false, or outside a transaction, an ordinary query. Answers the rows
 * (an UPDATE's RETURNING rows too).
 */
export async function preparedQuery<T>(manager: EntityManager, text: string, values: readonly unknown[]): Promise<T[]> {
  const client = (manager.queryRunner as unknown as { databaseConnection?: PgClient } | undefined)?.databaseConnection;
  if (!namedStatements || !client || !manager.queryRunner?.isTransactionActive) {
    const answer: unknown[] = await manager.query(text, [...values]);
    return (
      Array.isArray(answer[0]) && answer.length === 2 && typeof answer[1] === 'number' ? answer[0] : answer
    ) as T[];
  }
  return (await client.query(preparedStatement(text, values))).rows as T[];
}

/**
 * A statement inside a transaction as pg sends it: named by its text (prepared once per
 * connection) unless DB_PREPARED_STATEMENTS is off. `preparedQuery`'s, and the writes a pipelined
 * transaction sends with its COMMIT (common/transaction.ts).
 */
export function preparedStatement(
  text: string,
  values: readonly unknown[],
): { name?: string; text: string; values: unknown[] } {
  return { name: namedStatements ? statementName(text) : undefined, text, values: [...values] };
}

/**
 * A prepared statement's name: a hash of its text, remembered (a sale's statements are a few texts
 * of some kilobytes, hashed on every sale before: a tenth of its CPU in the app, bench scenario 10).
 * The texts are the code's own compositions, a bounded set; the memory is capped all the same.
 */
const statementNames = new Map<string, string>();
function statementName(text: string): string {
  let name = statementNames.get(text);
  if (name === undefined) {
    name = `vv_${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
    if (statementNames.size >= 1000) statementNames.clear();
    statementNames.set(text, name);
  }
  return name;
}

/**
 * A statement's text composed of two parts, made once for each pair: a caller that passes the same
 * string objects (constants) gets the same text object back, whose hash the prepared statement's
 * name lookup (`statementName`) then reads in constant time instead of hashing a kilobyte afresh.
 * The pairs are the code's own (a bounded set); the memory is capped all the same.
 */
const composed = new Map<string, Map<string, string>>();
export function composedOnce(a: string, b: string, make: () => string): string {
  let byB = composed.get(a);
  if (byB === undefined) {
    if (composed.size >= 1000) composed.clear();
    composed.set(a, (byB = new Map()));
  }
  let text = byB.get(b);
  if (text === undefined) {
    if (byB.size >= 1000) byB.clear();
    byB.set(b, (text = make()));
  }
  return text;
}

/**
 * A catalogue template (`{name}` placeholders, e.g. MESSAGES.notice) as a PostgreSQL `format()`
 * string, for statements that write texts set-based: `names` are format()'s arguments in order, so
 * `format($7::text, p.name, x.price)` with sqlFormat(template, ['plot', 'price']) gives the text
 * `fillTemplate` gives in TypeScript. Every placeholder must be named and every name used.
 */
export function sqlFormat(template: string, names: readonly string[]): string {
  const key = `${template}\u0000${names.join('\u0000')}`;
  let format = sqlFormats.get(key);
  if (format === undefined) {
    format = toSqlFormat(template, names);
    if (sqlFormats.size >= 1000) sqlFormats.clear();
    sqlFormats.set(key, format);
  }
  return format;
}

/** sqlFormat's answers by template and names (the catalogue's templates: a bounded set). */
const sqlFormats = new Map<string, string>();

function toSqlFormat(template: string, names: readonly string[]): string {
  const used = templatePlaceholders(template);
  const unknown = used.filter((name) => !names.includes(name));
  const unused = names.filter((name) => !used.includes(name));
  if (unknown.length > 0 || unused.length > 0) {
    throw new Error(`sqlFormat: placeholders ${used.join(', ')} do not match ${names.join(', ')}`);
  }
  return template.replace(/%/g, '%%').replace(/\{(\w+)\}/g, (_, name: string) => `%${names.indexOf(name) + 1}$s`);
}

/**
 * A whole-euro amount as text in SQL, as formatMoney writes it in TypeScript ('€11,904', '-€5'):
 * for the money that set-based statements write into notices and ledger descriptions.
 */
export function sqlMoney(euros: string): string {
  return `(CASE WHEN (${euros}) < 0 THEN '-' ELSE '' END || '€' || ${sqlNumber(`abs(${euros})`)})`;
}

/** A whole number as text in SQL, as formatNumber writes it in TypeScript ('1,250'). */
export function sqlNumber(value: string): string {
  return `to_char(round(${value}), 'FM999,999,999,999,990')`;
}

/**
 * A value a statement sends as a parameter, under a name: the statement text gets `$n` (numbered
 * when the statement is rendered), its snapshot `:name` (scripts: `npm run sql:snapshots`).
 */
export class SqlParam<T = unknown> {
  constructor(
    readonly name: string,
    readonly value: T,
  ) {
    if (!/^[a-z]\w*$/i.test(name)) throw new Error(`sql: a parameter's name must be a word, not "${name}"`);
  }
}

/** A quoted identifier (a table or column name given as a value): `"name"`, quotes doubled. */
export class SqlIdentifier {
  readonly quoted: string;
  constructor(readonly name: string) {
    if (name.length === 0 || name.includes('\0')) throw new Error('sql: an identifier must be a non-empty name');
    this.quoted = `"${name.replace(/"/g, '""')}"`;
  }
}

/** What a `sql` template takes between its texts: a fragment spliced in, a named value, an identifier. */
export type SqlPart = Sql | SqlParam | SqlIdentifier;

/** A statement as sent: its text with `$1…$n` and the values in that order (`manager.query(text, values)`). */
export interface SqlQuery {
  text: string;
  values: unknown[];
}

/**
 * SQL composed from code: texts written in the source, fragments (other `sql` values), named values
 * and identifiers. Values never enter the text: each becomes a positional parameter when the
 * statement is rendered (`toQuery`), the same parameter once however often it is used; two different
 * values of one name are refused. Built by the `sql` tag.
 */
export class Sql {
  /** @internal texts and parts alternate: texts.length === parts.length + 1 */
  constructor(
    readonly texts: readonly string[],
    readonly parts: readonly SqlPart[],
  ) {}

  /** The statement to send: `$n` for each parameter, in order of first use. */
  toQuery(): SqlQuery {
    const params: SqlParam[] = [];
    const text = this.render((param) => {
      let index = params.findIndex((p) => p === param || p.name === param.name);
      if (index === -1) index = params.push(param) - 1;
      else if (params[index] !== param && !Object.is(params[index]!.value, param.value)) {
        throw new Error(`sql: two different values named "${param.name}"`);
      }
      return `$${index + 1}`;
    });
    return { text, values: params.map((p) => p.value) };
  }

  /** The statement as a reader sees it: each parameter as `:name` (the committed snapshots). */
  toNamedText(): string {
    this.toQuery(); // refuses two different values of one name here too
    return this.render((param) => `:${param.name}`);
  }

  /**
   * The text of a fragment without values (rule fragments built from columns and `$n` written in the
   * source), for a statement written as a plain string; refused when the fragment holds a value.
   */
  toText(): string {
    return this.render((param) => {
      throw new Error(`sql: the fragment holds the value "${param.name}": send it with toQuery()`);
    });
  }

  /** The names of the parameters, in the order of their `$n`. */
  paramNames(): string[] {
    const names: string[] = [];
    this.render((param) => (names.includes(param.name) || names.push(param.name), ''));
    return names;
  }

  private render(placeholder: (param: SqlParam) => string): string {
    let text = this.texts[0]!;
    this.parts.forEach((part, i) => {
      if (part instanceof Sql) text += part.render(placeholder);
      else if (part instanceof SqlParam) text += placeholder(part);
      else text += part.quoted;
      text += this.texts[i + 1]!;
    });
    return text;
  }
}

/**
 * The tag: sql`SELECT … WHERE e.id = ${v.estateId}::uuid AND ${condition}`, where `v` came from
 * `named({ estateId })` (or `param('estateId', id)`) and `condition` is another `sql` value.
 * A plain value (a string, a number) is refused at run time and by the types: a string could be
 * SQL or a value, so it is neither; text written in code goes in through `raw`.
 */
export function sql(texts: TemplateStringsArray, ...parts: SqlPart[]): Sql {
  for (const part of parts) {
    if (!(part instanceof Sql || part instanceof SqlParam || part instanceof SqlIdentifier)) {
      throw new TypeError(
        `sql: ${typeof part} ${JSON.stringify(part)} is neither a fragment, a named value nor an identifier (use named(), param(), raw() or ident())`,
      );
    }
  }
  return new Sql([...texts], parts);
}

/** Named values for a statement: `named({ day, month })` → `{ day: SqlParam, month: SqlParam }`. */
export function named<T extends Record<string, unknown>>(values: T): { [K in keyof T]: SqlParam<T[K]> } {
  // a loop, not Object.fromEntries(Object.entries(...).map(...)): a sale composes a few dozen (bench 10)
  const params = {} as { [K in keyof T]: SqlParam<T[K]> };
  for (const name of Object.keys(values) as (keyof T & string)[]) params[name] = new SqlParam(name, values[name]);
  return params;
}

/**
 * What the rule fragments (lifecycle.sql.ts, reputation.sql.ts) take for an expression: SQL text
 * written in the source (a column, `'b.health'`), a fragment, or a named value.
 */
export type SqlExpr = Sql | SqlParam | string;

/** An expression as a fragment: a string is SQL text written in the source (see `raw`). */
export function expr(expression: SqlExpr): Sql {
  if (expression instanceof Sql) return expression;
  return expression instanceof SqlParam ? sql`${expression}` : raw(expression);
}

/** One named value. */
export const param = <T>(name: string, value: T): SqlParam<T> => new SqlParam(name, value);

/** A quoted identifier. */
export const ident = (name: string): SqlIdentifier => new SqlIdentifier(name);

/**
 * SQL text written in the source (a column, an alias, an expression built by `sqlMoney`), spliced
 * as it is: never a value that came from outside the code.
 */
export function raw(text: string): Sql {
  return new Sql([text], []);
}

/** Fragments joined by a separator (`, ` unless given). */
export function join(fragments: readonly Sql[], separator: Sql = raw(', ')): Sql {
  const parts = fragments.flatMap((fragment, i) => (i === 0 ? [fragment] : [separator, fragment]));
  return new Sql(new Array<string>(parts.length + 1).fill(''), parts);
}

/** Runs a composed statement through a manager (`manager.query(text, values)`). */
export function runSql<T = unknown>(manager: EntityManager, statement: Sql): Promise<T> {
  const { text, values } = statement.toQuery();
  return manager.query(text, values) as Promise<T>;
}
