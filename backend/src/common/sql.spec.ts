import type { DataSource, EntityManager } from 'typeorm';
import { poolQuery, readTogether, useNamedStatements } from './sql';

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
