/**
 * One player's costly requests (writes, quotes) are handled at most PLAYER_REQUESTS_IN_FLIGHT (2)
 * at a time per player in a process; PLAYER_REQUESTS_QUEUED (16 here) more wait their turn holding no
 * database connection; beyond that 429 RATE_LIMITED with Retry-After (auth/player-requests.ts). So
 * a player flooding their own estate holds two of the pool's connections, not all of them, and
 * another player's writes and reads go on.
 *
 * The flood is made to stay in flight: the test holds the estate's money lock (as a long
 * transaction would), so the two handled requests wait on it and the rest meet the bound.
 */
import { Client } from 'pg';
import { MESSAGES, VESSELS } from '@vineyard/domain';
import { apiGame, type EstateBody, type Player } from '../support/harness';
import { loadOpenApi, operations, documentedCodes } from '../support/openapi';
import { waitUntil } from '../support/wait';

const IN_FLIGHT = 2;
const QUEUED = 16;
// the defaults are 2 and 64 (env.spec.ts); a shallower queue keeps the flood small
const game = apiGame({ env: { PLAYER_REQUESTS_IN_FLIGHT: String(IN_FLIGHT), PLAYER_REQUESTS_QUEUED: String(QUEUED) } });

let anna: Player & { estate: EstateBody };
let bruno: Player & { estate: EstateBody };

beforeAll(async () => {
  [anna, bruno] = await Promise.all([
    game.playerWithEstate({ name: 'Flood Estate', template: 'commercial' }, 'flood'),
    game.playerWithEstate({ name: 'Calm Estate', template: 'family' }, 'calm'),
  ]);
});

const buyBarrel = (player: Player & { estate: EstateBody }) =>
  game.raw(`/api/estates/${player.estate.id}/vessels`, {
    token: player.token,
    body: { kind: 'barrel_american', count: 1 },
  });

/** Holds the estate's money lock in a transaction of its own until `release()` (as a long transaction would). */
async function holdEstate(estateId: string): Promise<{ release: () => Promise<void> }> {
  const client = new Client({ connectionString: game.server.databaseUrl });
  await client.connect();
  await client.query('BEGIN');
  await client.query('SELECT id FROM estates WHERE id = $1 FOR NO KEY UPDATE', [estateId]);
  return {
    release: async () => {
      await client.query('COMMIT');
      await client.end();
    },
  };
}

/** The app's connections waiting on a row lock (the handled requests stuck behind the held estate). */
async function waitingOnLocks(): Promise<number> {
  const [row] = await game.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pg_stat_activity
      WHERE datname = current_database() AND wait_event_type = 'Lock' AND pid <> pg_backend_pid()`,
  );
  return row!.n;
}

const ledgerMatches = async (estateId: string) => {
  const [row] = await game.query<{ money: string; ledger: string }>(
    `SELECT e.money, (SELECT COALESCE(sum(amount), 0) FROM ledger_entries WHERE estate_id = e.id) AS ledger
       FROM estates e WHERE e.id = $1`,
    [estateId],
  );
  return { money: Number(row!.money), ledger: Number(row!.ledger) };
};

it('a flood of one player’s writes: two handled, sixteen waiting, the rest 429 at once; others go on', async () => {
  const before = await ledgerMatches(anna.estate.id);
  const held = await holdEstate(anna.estate.id);
  let settled = 0;
  const flood = Array.from({ length: 30 }, () => buyBarrel(anna).finally(() => settled++));
  let answers: Awaited<ReturnType<typeof buyBarrel>>[];
  try {
    // the two handled requests wait on the lock; no more of hers reach the database
    await waitUntil(async () => (await waitingOnLocks()) === IN_FLIGHT, { what: 'two purchases on the lock' });
    // the twelve beyond the bound are refused without waiting for anything
    await waitUntil(() => settled === 30 - IN_FLIGHT - QUEUED, { what: 'the refusals' });
    // meanwhile another player writes and reads at once, and she reads too (reads are not bounded)
    const started = performance.now();
    const [otherWrite, otherRead, ownRead] = await Promise.all([
      buyBarrel(bruno),
      game.raw(`/api/estates/${bruno.estate.id}`, { token: bruno.token }),
      game.raw(`/api/estates/${anna.estate.id}`, { token: anna.token }),
    ]);
    expect([otherWrite.status, otherRead.status, ownRead.status]).toEqual([201, 200, 200]);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(await waitingOnLocks()).toBe(IN_FLIGHT);
    expect(settled).toBe(30 - IN_FLIGHT - QUEUED);
  } finally {
    await held.release();
    answers = await Promise.all(flood);
  }
  const statuses = answers.map((a) => a.status);
  expect(statuses.filter((s) => s === 201)).toHaveLength(IN_FLIGHT + QUEUED);
  const tooMany = answers.filter((a) => a.status === 429);
  expect(tooMany).toHaveLength(30 - IN_FLIGHT - QUEUED);
  for (const res of tooMany) {
    expect(res.headers.get('retry-after')).toBe('1');
    expect(res.body).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      code: 'RATE_LIMITED',
      message: MESSAGES.common.busy,
    });
  }
  // the refused changed nothing: the money went for the eighteen barrels bought, and the ledger says so
  const after = await ledgerMatches(anna.estate.id);
  expect(before.money - after.money).toBe((IN_FLIGHT + QUEUED) * VESSELS.barrel_american.price);
  expect(after.ledger).toBe(after.money);
});

it('gives every slot back (also of requests whose client hung up): the next flood meets the same bound', async () => {
  // clients that hang up while their requests wait: the requests still run, and free their slots after
  const held = await holdEstate(anna.estate.id);
  const aborted = Array.from({ length: 5 }, () => {
    const controller = new AbortController();
    const sent = fetch(`${game.baseUrl}/api/estates/${anna.estate.id}/vessels`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${anna.token}` },
      body: JSON.stringify({ kind: 'barrel_american', count: 1 }),
      signal: controller.signal,
    }).catch(() => null);
    return { controller, sent };
  });
  await waitUntil(async () => (await waitingOnLocks()) === IN_FLIGHT, { what: 'two purchases on the lock' });
  for (const a of aborted) a.controller.abort();
  await Promise.all(aborted.map((a) => a.sent));
  await held.release();
  // all five are made although nobody waits for the answers
  const purchases = async () =>
    (
      await game.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ledger_entries WHERE estate_id = $1 AND kind = 'vessel_purchase'`,
        [anna.estate.id],
      )
    )[0]!.n;
  await waitUntil(async () => (await purchases()) === IN_FLIGHT + QUEUED + 5, { what: 'the hung-up purchases made' });

  const again = await holdEstate(anna.estate.id);
  const flood = Array.from({ length: IN_FLIGHT + QUEUED }, () => buyBarrel(anna));
  try {
    await waitUntil(async () => (await waitingOnLocks()) === IN_FLIGHT, { what: 'two purchases on the lock' });
  } finally {
    await again.release();
  }
  expect((await Promise.all(flood)).map((a) => a.status)).toEqual(Array(IN_FLIGHT + QUEUED).fill(201));
  const after = await ledgerMatches(anna.estate.id);
  expect(after.ledger).toBe(after.money);
});

it('documents the 429 on every secured write and on the quotes', () => {
  const ops = operations(loadOpenApi()).filter((op) => op.secured);
  const writes = ops.filter((op) => op.method !== 'GET');
  expect(writes.length).toBeGreaterThan(20);
  for (const op of writes)
    expect([op.operationId, documentedCodes(op, 429)]).toEqual([op.operationId, ['RATE_LIMITED']]);
  for (const id of ['quoteWineSale', 'quoteGrapeSale']) {
    expect(
      documentedCodes(
        ops.find((op) => op.operationId === id)!,
        429,
      ),
    ).toEqual(['RATE_LIMITED']);
  }
});
