/**
 * One player must never stall the others (issue 37, item 1). A server with a pool of two
 * connections takes, round after round, every estate-locking write the issue named at once:
 * twelve parallel invitations on one estate, twelve parallel foundings from one new account, the
 * deletion of an estate while twenty vessel purchases on it are in flight, and beside them the
 * other writes that lock an estate (accepting, declining and withdrawing invitations, leaving,
 * removing a co-owner, renaming). Before the fix code inside those transactions took a second pool
 * connection and the pool deadlocked until its 5 s wait ran out: 503s, and everyone's reads
 * waited. Now no answer is a 5xx, another player's reads stay fast throughout, and every estate's
 * money equals its ledger. The server runs with the transaction guard on (NODE_ENV=test), so a
 * path that still took a second connection would answer 500 here.
 *
 * Bounded waits: a lock held beyond DB_LOCK_TIMEOUT_MS answers 409 RESOURCE_BUSY with
 * Retry-After, a statement beyond DB_STATEMENT_TIMEOUT_MS 503 DATABASE_TIMEOUT with Retry-After.
 */
import { Client } from 'pg';
import { MAX_ESTATES_PER_USER } from '@vineyard/domain';
import { apiGame, type Player, type Reply } from '../support/harness';

const ROUNDS = 4;
/**
 * A read of another player's is never slower than this during the flood (before the fix: a 503
 * after the pool's 5 s wait, DB_POOL_WAIT_MS, which the status check below catches on its own). It
 * waits its turn for one of the two connections behind ~50 writes, so it lasts about as long as
 * the flood: the slowest read of a round measured 0.3-1.7 s at load 11-15 (five suites running),
 * and up to 2.98 s at load 8 and 3.05 s at load 12-15 (2026-11-30, six runs at once, with and
 * without the sale's prepared statements alike). The bound stays below the 5 s stall.
 */
const READ_BOUND_MS = 4000;

// the per-player limit on costly requests (PLAYER_REQUESTS_IN_FLIGHT, item 3) would queue one
// player's writes two at a time before they reach the pool: lifted here, so that the writes do
// race for the two connections as a flood from many players (or instances) would
const game = apiGame({ env: { DB_POOL_SIZE: '2', PLAYER_REQUESTS_IN_FLIGHT: '1000' } });

/** Estates whose money is not the sum of their ledger. */
const unbalanced = () =>
  game.query(
    `SELECT e.id FROM estates e
      WHERE e.money <> (SELECT COALESCE(sum(amount), 0) FROM ledger_entries l WHERE l.estate_id = e.id)`,
  );

/** Every answer is an answer: no 5xx; a busy lock says when to come back. */
function expectNoServerError(replies: Reply<unknown>[], what: string): void {
  for (const reply of replies) {
    if (reply.status >= 500) throw new Error(`${what} answered ${reply.status}: ${JSON.stringify(reply.body)}`);
    if (reply.body?.code === 'RESOURCE_BUSY') expect(reply.headers.get('retry-after')).toBe('1');
  }
}

const statuses = (replies: Reply<unknown>[]) => replies.map((r) => r.status).sort();
const outcome = (reply: Reply<unknown>) => (reply.status < 300 ? 'ok' : reply.body?.code);

/** Reads `reader`'s estates again and again until `until` settles; the time of each read. */
async function readWhile(reader: Player, until: Promise<unknown>): Promise<number[]> {
  let done = false;
  void until.finally(() => (done = true));
  const times: number[] = [];
  while (!done) {
    const started = performance.now();
    const reply = await game.api(reader.token).GET('/api/estates');
    times.push(performance.now() - started);
    expect(reply.status).toBe(200);
  }
  return times;
}

describe('every estate-locking write at once, on a pool of two', () => {
  it(`answers every request without a 5xx, keeps another player's reads under ${READ_BOUND_MS} ms and the ledger balanced (${ROUNDS} rounds)`, async () => {
    const reader = await game.playerWithEstate({ name: 'Quinta Lectora' }, 'reader');
    // invitees shared by the rounds: each round's owner invites them afresh
    const accepter = await game.player('accepter');
    const decliner = await game.player('decliner');
    const leaver = await game.player('leaver');
    const removed = await game.player('removed');
    const slowest: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const [owner, founder, seller] = await Promise.all([
        game.playerWithEstate({ name: 'Castello Invito' }, 'owner'),
        game.player('founder'),
        game.playerWithEstate({ name: 'Bodega Adios' }, 'seller'),
      ]);
      const id = owner.estate.id;
      const ownerApi = game.api(owner.token);
      const inviteUser = (userId: string) =>
        ownerApi.POST('/api/estates/{id}/owners', { params: { path: { id } }, body: { userId } });
      // set up before the flood: invitations to answer, co-owners to leave or be removed
      for (const p of [accepter, decliner, leaver, removed]) expect((await inviteUser(p.id)).status).toBe(201);
      const invitationOf = async (p: Player) => {
        const { body } = await game.api(p.token).GET('/api/invitations');
        return body.data.invitations.find((i) => i.estateId === id)!.id;
      };
      for (const p of [leaver, removed]) {
        const invitation = await invitationOf(p);
        const accepted = await game
          .api(p.token)
          .POST('/api/invitations/{id}/accept', { params: { path: { id: invitation } } });
        expect(accepted.status).toBe(200);
      }
      const [toAccept, toDecline] = await Promise.all([invitationOf(accepter), invitationOf(decliner)]);
      const pending = await game.api(owner.token).GET('/api/estates/{id}', { params: { path: { id } } });
      const toWithdraw = pending.body.data.estate.pendingInvitations.find((i) => i.invitee === accepter.id)!.id;

      const sellerId = seller.estate.id;
      const sellerApi = game.api(seller.token);
      const flood = Promise.all([
        // twelve invitations on one estate
        Promise.all(
          Array.from({ length: 12 }, (_, i) =>
            ownerApi.POST('/api/estates/{id}/owners', {
              params: { path: { id } },
              body: { email: `friend${round}-${i}@example.com` },
            }),
          ),
        ),
        // twelve foundings from one new account
        Promise.all(
          Array.from({ length: 12 }, (_, i) =>
            game.api(founder.token).POST('/api/estates', {
              body: { name: `Domaine Neuf ${i}`, template: 'boutique', location: 'bordeaux' },
            }),
          ),
        ),
        // an estate deleted while twenty vessel purchases on it are in flight
        (async () => {
          const buys = Array.from({ length: 20 }, () =>
            sellerApi.POST('/api/estates/{estateId}/vessels', {
              params: { path: { estateId: sellerId } },
              body: { kind: 'barrel_american', count: 1 },
            }),
          );
          await new Promise((resolve) => setTimeout(resolve, 5));
          const removal = sellerApi.DELETE('/api/estates/{id}', { params: { path: { id: sellerId } } });
          return [...(await Promise.all(buys)), await removal];
        })(),
        // the other writes that lock the estate
        Promise.all([
          game.api(accepter.token).POST('/api/invitations/{id}/accept', { params: { path: { id: toAccept } } }),
          game.api(decliner.token).POST('/api/invitations/{id}/decline', { params: { path: { id: toDecline } } }),
          ownerApi.DELETE('/api/estates/{id}/invitations/{invitationId}', {
            params: { path: { id, invitationId: toWithdraw } },
          }),
          game.api(leaver.token).POST('/api/estates/{id}/leave', { params: { path: { id } } }),
          ownerApi.DELETE('/api/estates/{id}/owners/{userId}', { params: { path: { id, userId: removed.id } } }),
          ...Array.from({ length: 4 }, (_, i) =>
            ownerApi.PATCH('/api/estates/{id}', { params: { path: { id } }, body: { name: `Castello ${i}` } }),
          ),
        ]),
      ]);
      const [reads, [invites, foundings, removal, others]] = await Promise.all([readWhile(reader, flood), flood]);

      expectNoServerError(invites, 'an invitation');
      expectNoServerError(foundings, 'a founding');
      expectNoServerError(removal, 'a purchase or the deletion');
      expectNoServerError(others, 'an estate write');
      // each invitation is sent or refused over the co-owner limit; the limit on foundings holds
      expect(statuses(invites).every((s) => s === 201 || s === 409)).toBe(true);
      const founded = foundings.filter((r) => r.status === 201).length;
      expect(founded).toBeGreaterThan(0);
      expect(founded).toBeLessThanOrEqual(MAX_ESTATES_PER_USER);
      expect(statuses(foundings).every((s) => s === 201 || s === 409)).toBe(true);
      // the deletion went through; each purchase was made before it or found the estate gone
      expect(removal.at(-1)!.status).toBe(200);
      expect(statuses(removal.slice(0, -1)).every((s) => s === 200 || s === 201 || s === 404)).toBe(true);
      expect(await game.query('SELECT id FROM estates WHERE id = $1', [sellerId])).toEqual([]);
      // accepting and withdrawing one invitation race: one wins, the other finds it gone; the rest
      // go through (or, on a machine slow enough, answer the bounded wait's RESOURCE_BUSY)
      const [accepted, declined, withdrawn, ...rest] = others.map(outcome);
      expect([accepted, withdrawn].filter((o) => o === 'ok')).toHaveLength(1);
      expect([accepted, withdrawn].filter((o) => o !== 'ok' && o !== 'INVITATION_NOT_FOUND')).toEqual([]);
      expect([declined, ...rest].filter((o) => o !== 'ok' && o !== 'RESOURCE_BUSY')).toEqual([]);

      expect(reads.length).toBeGreaterThan(0);
      slowest.push(Math.round(Math.max(...reads)));
      expect(await unbalanced()).toEqual([]);
    }
    // the slowest read of each round, for the record when it fails
    expect(slowest.filter((ms) => ms >= READ_BOUND_MS)).toEqual([]);
  });
});

/** Runs `work` while another connection holds the estate's row lock (then lets it go, changing nothing). */
async function whileEstateLocked<T>(databaseUrl: string, estateId: string, work: () => Promise<T>): Promise<T> {
  const holder = new Client({ connectionString: databaseUrl });
  await holder.connect();
  try {
    await holder.query('BEGIN');
    await holder.query('SELECT id FROM estates WHERE id = $1 FOR UPDATE', [estateId]);
    return await work();
  } finally {
    await holder.query('ROLLBACK').catch(() => undefined);
    await holder.end();
  }
}

/** The owner's rename of the estate (a write that waits on its row lock), with the time it took. */
async function rename(on: typeof game, owner: Player & { estate: { id: string } }, name: string) {
  const started = Date.now();
  const reply = await on
    .api(owner.token)
    .PATCH('/api/estates/{id}', { params: { path: { id: owner.estate.id } }, body: { name } });
  return { reply, ms: Date.now() - started };
}

describe('a lock held beyond DB_LOCK_TIMEOUT_MS', () => {
  it('answers 409 RESOURCE_BUSY with Retry-After within the bound, changes nothing, and the write goes through once the lock is gone', async () => {
    const owner = await game.playerWithEstate({ name: 'Castello Fermo' });
    const id = owner.estate.id;
    await whileEstateLocked(game.server.databaseUrl, id, async () => {
      const busy = await rename(game, owner, 'Castello Mosso');
      expect(busy.ms).toBeLessThan(5000);
      expect([busy.reply.status, busy.reply.body.code]).toEqual([409, 'RESOURCE_BUSY']);
      expect(busy.reply.headers.get('retry-after')).toBe('1');
      // the other writes that lock it wait as long and no longer
      const invite = await game
        .api(owner.token)
        .POST('/api/estates/{id}/owners', { params: { path: { id } }, body: { email: 'later@example.com' } });
      expect([invite.status, invite.body.code]).toEqual([409, 'RESOURCE_BUSY']);
    });
    const [row] = await game.query('SELECT name FROM estates WHERE id = $1', [id]);
    expect(row.name).toBe('Castello Fermo');
    expect((await rename(game, owner, 'Castello Mosso')).reply.status).toBe(200);
  });
});

describe('a statement beyond DB_STATEMENT_TIMEOUT_MS', () => {
  const slow = apiGame({ env: { DB_LOCK_TIMEOUT_MS: '0', DB_STATEMENT_TIMEOUT_MS: '1000' } });

  it('answers 503 DATABASE_TIMEOUT with Retry-After, never a hang or a 500', async () => {
    const owner = await slow.playerWithEstate({ name: 'Castello Lento' });
    const cut = await whileEstateLocked(slow.server.databaseUrl, owner.estate.id, () =>
      rename(slow, owner, 'Castello Veloce'),
    );
    expect(cut.ms).toBeLessThan(5000);
    expect([cut.reply.status, cut.reply.body.code]).toEqual([503, 'DATABASE_TIMEOUT']);
    expect(cut.reply.headers.get('retry-after')).toBe('5');
  });
});
