import type { DataSource, EntityManager } from 'typeorm';
import {
  composedOnce,
  ident,
  join,
  named,
  param,
  poolQuery,
  raw,
  readTogether,
  sql,
  Sql,
  useNamedStatements,
} from './sql';

/** Reads that note when they start and end, each answering its name after a turn of the event loop. */
function tracedReads(names: string[]) {
  const events: string[] = [];
  const reads = names.map((name) => async () => {
    events.push(`start ${name}`);
    await new Promise((resolve) => setImmediate(resolve));
    events.push(`end ${name}`);
    return name;
  });
  return { events, reads };
}

describe('readTogether', () => {
  it('starts every read at once on the pool (a manager without a query runner)', async () => {
    const { events, reads } = tracedReads(['a', 'b', 'c']);
    const answers = await readTogether({} as EntityManager, ...reads);
    expect(answers).toEqual(['a', 'b', 'c']);
    expect(events.slice(0, 3)).toEqual(['start a', 'start b', 'start c']);
  });

  it("runs them one after another on a transaction's one connection, answers in the order given", async () => {
    const { events, reads } = tracedReads(['a', 'b', 'c']);
    const answers = await readTogether({ queryRunner: {} } as EntityManager, ...reads);
    expect(answers).toEqual(['a', 'b', 'c']);
    expect(events).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  });

  it('passes a failed read on', async () => {
    const failing = () => Promise.reject(new Error('no'));
    await expect(readTogether({ queryRunner: {} } as EntityManager, failing)).rejects.toThrow('no');
    await expect(readTogether({} as EntityManager, failing)).rejects.toThrow('no');
  });
});

describe('poolQuery', () => {
  /** A DataSource whose pg pool notes the query configs it is handed. */
  function recordingDataSource() {
    const sent: { name?: string; text: string }[] = [];
    const master = { query: async (q: { name?: string; text: string }) => (sent.push(q), { rows: [] }) };
    return { sent, dataSource: { driver: { master } } as unknown as DataSource };
  }

  afterEach(() => useNamedStatements(true));

  it('prepares a named statement by default', async () => {
    const { sent, dataSource } = recordingDataSource();
    await poolQuery(dataSource, 'SELECT 1', [], 'one');
    expect(sent[0]?.name).toBe('one');
  });

  it('sends no statement name with DB_PREPARED_STATEMENTS=false (behind a transaction pooler)', async () => {
    useNamedStatements(false);
    const { sent, dataSource } = recordingDataSource();
    await poolQuery(dataSource, 'SELECT 1', [], 'one');
    expect(sent[0]).toMatchObject({ text: 'SELECT 1' });
    expect(sent[0]?.name).toBeUndefined();
  });
});

describe('the sql tag', () => {
  it('sends named values as positional parameters, each once, in order of first use', () => {
    const v = named({ day: 12, ids: ['a', 'b'] });
    const statement = sql`SELECT * FROM t WHERE t.day = ${v.day}::int AND t.id = ANY(${v.ids}::uuid[]) AND t.since < ${v.day}`;
    expect(statement.toQuery()).toEqual({
      text: 'SELECT * FROM t WHERE t.day = $1::int AND t.id = ANY($2::uuid[]) AND t.since < $1',
      values: [12, ['a', 'b']],
    });
    expect(statement.toNamedText()).toBe(
      'SELECT * FROM t WHERE t.day = :day::int AND t.id = ANY(:ids::uuid[]) AND t.since < :day',
    );
    expect(statement.paramNames()).toEqual(['day', 'ids']);
  });

  it('splices fragments (numbered with the statement), raw text from the source and quoted identifiers', () => {
    const range = (first: number, until: number) => {
      const v = named({ first, until });
      return sql`x >= ${v.first} AND x < ${v.until}`;
    };
    const day = param('day', 3);
    const statement = sql`UPDATE ${ident('odd "name"')} SET d = ${day} WHERE ${range(1, 9)} AND ${raw('y IS NULL')}`;
    expect(statement.toQuery()).toEqual({
      text: 'UPDATE "odd ""name""" SET d = $1 WHERE x >= $2 AND x < $3 AND y IS NULL',
      values: [3, 1, 9],
    });
    expect(join([sql`a = ${param('a', 1)}`, raw('b'), raw('c')]).toQuery()).toEqual({
      text: 'a = $1, b, c',
      values: [1],
    });
    expect(join([]).toQuery()).toEqual({ text: '', values: [] });
  });

  it('refuses plain values, two values of one name, and a fragment with values sent as text', () => {
    expect(() => sql`SELECT ${'1; DROP TABLE t' as unknown as Sql}`).toThrow(/neither a fragment, a named value/);
    expect(() => sql`SELECT ${42 as unknown as Sql}`).toThrow(TypeError);
    expect(() => sql`${param('day', 1)} ${param('day', 2)}`.toQuery()).toThrow(/two different values named "day"/);
    // one name, the same value: one parameter
    expect(sql`${param('day', 1)} ${param('day', 1)}`.toQuery()).toEqual({ text: '$1 $1', values: [1] });
    expect(() => sql`${param('day', 1)}`.toText()).toThrow(/holds the value "day"/);
    expect(sql`a.b + ${raw('1')}`.toText()).toBe('a.b + 1');
    expect(() => param('not a name', 1)).toThrow();
  });
});

describe('composedOnce', () => {
  it('makes a text once for each pair of parts and answers that same text after', () => {
    let made = 0;
    const make = (a: string, b: string) => () => {
      made++;
      return `SELECT ${a} WHERE ${b}`;
    };
    const columns = ['l.id', 'l.name'].join(', ');
    const first = composedOnce(columns, 'true', make(columns, 'true'));
    expect(first).toBe('SELECT l.id, l.name WHERE true');
    expect(composedOnce(columns, 'true', make(columns, 'true'))).toBe(first);
    expect(made).toBe(1);
    // another part: another text
    expect(composedOnce(columns, 'false', make(columns, 'false'))).toBe('SELECT l.id, l.name WHERE false');
    expect(made).toBe(2);
  });
});
