/**
 * The bottle store (issue 35, item 1) through the real server and database: the store's capacity
 * by template and extensions, the bottles held and the month's charge; building extensions pays
 * through the ledger (`bottle_store`), each dearer than the last; a count out of range, too little
 * money and arrears are 4xx that change nothing; another player's estate is a 404; the tick's
 * storage charge on the first day of a game month (through the clock, advanceDays) charges what is
 * beyond the capacity, as much as the estate has, once per estate and month; builds raced at once
 * over many rounds pay each its own price, and money equals the ledger. Raw SQL only where the
 * statement is the point: the clock's day, arrears set and cleared, and the INSERT that shows the
 * ledger's unique key refusing a second storage charge of an estate and day.
 */
import {
  BOTTLE_STORE,
  bottleStoreCapacity,
  DAYS_PER_MONTH,
  extensionsCost,
  MESSAGES,
  storageCharge,
  type EstateTemplate,
} from '@vineyard/domain';
import { estate, ledgerEntry, wineLot } from '../support/builders';
import { apiGame } from '../support/harness';

const game = apiGame({ demo: true });

/** The day before the first of a game month (420 = 14 × 30 is a storage charge day, not an upkeep day). */
const DAY = 14 * DAYS_PER_MONTH - 1;
const b = MESSAGES.bottleStore;
const family = BOTTLE_STORE.starting.family;

beforeAll(async () => {
  await game.query('UPDATE game_clock SET day_index = $1', [DAY]);
});

type Res = { status: number; body: any };

async function money(estateId: string): Promise<number> {
  return Number((await game.query('SELECT money FROM estates WHERE id = $1', [estateId]))[0].money);
}

async function expectLedgerBalanced() {
  const unbalanced = await game.query(
    `SELECT e.id FROM estates e
      WHERE e.money <> (SELECT COALESCE(sum(amount), 0) FROM ledger_entries l WHERE l.estate_id = e.id)`,
  );
  expect(unbalanced).toEqual([]);
}

/** Everything a build request can change of an estate. */
async function snapshot(estateId: string) {
  const [row] = await game.query(
    `SELECT e.money, e.arrears, e.bottle_store_extensions,
            (SELECT count(*)::int FROM ledger_entries WHERE estate_id = e.id) AS ledger
       FROM estates e WHERE e.id = $1`,
    [estateId],
  );
  return row;
}

async function storageRows(estateId: string) {
  return game.query(
    `SELECT game_day, amount::int AS amount, balance_after::int AS balance, description FROM ledger_entries
      WHERE estate_id = $1 AND kind = 'storage_charge' ORDER BY seq`,
    [estateId],
  );
}

let names = 0;
async function player() {
  const { token, estate } = await game.playerWithEstate({ name: `Cave Stockage ${++names}`, location: 'tuscany' });
  const api = game.api(token) as any;
  const estateId: string = estate.id;
  return {
    token,
    estateId,
    api,
    store: async (id = estateId) => {
      const res: Res = await api.GET('/api/estates/{estateId}/bottle-store', { params: { path: { estateId: id } } });
      expect(res.status).toBe(200);
      return res.body.data.store;
    },
    build: (count: unknown, id = estateId, key?: string): Promise<Res> =>
      api.POST('/api/estates/{estateId}/bottle-store/extensions', {
        params: { path: { estateId: id } },
        body: { count },
        ...(key ? { headers: { 'Idempotency-Key': key } } : {}),
      }),
  };
}

describe('the bottle store', () => {
  it('shows capacity, bottles and charge; an extension pays through the ledger and raises the capacity', async () => {
    const p = await player();
    await ledgerEntry(game, { estateId: p.estateId, balance: 100_000, kind: 'fee' });
    expect(await p.store()).toEqual({
      day: DAY,
      capacity: family,
      bottles: 0,
      overCapacity: 0,
      monthlyCharge: 0,
      nextChargeDay: DAY + 1,
      extensions: 0,
      extensionBottles: BOTTLE_STORE.extensionBottles,
      nextExtensionCost: BOTTLE_STORE.extensionCost,
      maxPerBuild: BOTTLE_STORE.maxPerBuild,
    });
    await wineLot(game, [
      { estateId: p.estateId, bottles: 15_000 },
      { estateId: p.estateId, bottles: 8_450 },
    ]);
    const held = await p.store();
    expect([held.bottles, held.overCapacity, held.monthlyCharge]).toEqual([23_450, 3_450, 105]);

    const cost = extensionsCost(0, 2);
    expect(cost).toBe(6_000 + 7_500);
    const res = await p.build(2);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(b.built(20_000, family + 20_000));
    expect(res.body.data).toMatchObject({
      cost,
      money: 100_000 - cost,
      store: { capacity: family + 20_000, extensions: 2, overCapacity: 0, monthlyCharge: 0, nextExtensionCost: 9_375 },
    });
    expect(await money(p.estateId)).toBe(100_000 - cost);
    const [entry] = await game.query(
      `SELECT amount::int AS amount, description FROM ledger_entries WHERE estate_id = $1 AND kind = 'bottle_store'`,
      [p.estateId],
    );
    expect(entry).toEqual({ amount: -cost, description: b.ledger(20_000) });
    expect((await p.store()).capacity).toBe(family + 20_000);
    await expectLedgerBalanced();
  });
});

describe('refusals change nothing', () => {
  it('a count out of range, too little money, arrears', async () => {
    const p = await player();
    await ledgerEntry(game, { estateId: p.estateId, balance: BOTTLE_STORE.extensionCost - 1, kind: 'fee' });
    const state = await snapshot(p.estateId);
    for (const count of [0, BOTTLE_STORE.maxPerBuild + 1, 1.5, 'one', null, undefined]) {
      const res = await p.build(count);
      expect([res.status, res.body.code]).toEqual([400, 'VALIDATION_FAILED']);
      expect(res.body.errors).toEqual([{ field: 'count', message: b.countInvalid(BOTTLE_STORE.maxPerBuild) }]);
    }
    const poor = await p.build(1);
    expect([poor.status, poor.body.code]).toEqual([400, 'INSUFFICIENT_FUNDS']);
    expect(poor.body.message).toBe(b.notEnoughMoney('€6,000'));
    expect(await snapshot(p.estateId)).toEqual(state);

    await ledgerEntry(game, { estateId: p.estateId, balance: 50_000, kind: 'fee' });
    await game.query(`UPDATE estates SET arrears = 500, arrears_since = $2 WHERE id = $1`, [p.estateId, DAY]);
    const owing = await snapshot(p.estateId);
    const res = await p.build(1);
    expect([res.status, res.body.code]).toEqual([409, 'ESTATE_IN_ARREARS']);
    expect(await snapshot(p.estateId)).toEqual(owing);
    await game.query(`UPDATE estates SET arrears = 0, arrears_since = NULL WHERE id = $1`, [p.estateId]);
    await expectLedgerBalanced();
  });

  it("answers 404 for another player's estate, before looking at the body", async () => {
    const a = await player();
    const other = await player();
    await ledgerEntry(game, { estateId: a.estateId, balance: 50_000, kind: 'fee' });
    const stateA = await snapshot(a.estateId);
    const read: Res = await other.api.GET('/api/estates/{estateId}/bottle-store', {
      params: { path: { estateId: a.estateId } },
    });
    expect([read.status, read.body.code]).toEqual([404, 'ESTATE_NOT_FOUND']);
    for (const res of [
      await other.build(1, a.estateId),
      await other.build('x', a.estateId),
      await other.build(1, 'not-a-uuid'),
    ])
      expect([res.status, res.body.code]).toEqual([404, 'ESTATE_NOT_FOUND']);
    expect(await snapshot(a.estateId)).toEqual(stateA);
  });
});

describe('the monthly storage charge (the tick)', () => {
  it('charges the bottles beyond the capacity on the first day of each game month, as much as the estate has, once a month', async () => {
    const over = await player();
    const broke = await player();
    const within = await player();
    await ledgerEntry(game, { estateId: over.estateId, balance: 10_000, kind: 'fee' });
    await ledgerEntry(game, { estateId: broke.estateId, balance: 40, kind: 'fee' });
    await ledgerEntry(game, { estateId: within.estateId, balance: 10_000, kind: 'fee' });
    await wineLot(game, [
      { estateId: over.estateId, bottles: family + 3_450 },
      { estateId: broke.estateId, bottles: family + 10_000 },
      { estateId: within.estateId, bottles: family },
    ]);
    // the statement's capacity against the TypeScript rule: every template, with and without extensions
    const templates: EstateTemplate[] = ['boutique', 'family', 'commercial', 'standard'];
    const parity = templates.flatMap((template) => [0, 2].map((extensions) => ({ template, extensions })));
    const parityIds = await estate(
      game,
      parity.map(({ template, extensions }) => ({ template, bottleStoreExtensions: extensions, money: 5_000 })),
    );
    const stock = (p: (typeof parity)[number]) => bottleStoreCapacity(p.template, p.extensions) + 250;
    await wineLot(
      game,
      parity.map((p, i) => ({ estateId: parityIds[i]!, bottles: stock(p) })),
    );
    await game.query('UPDATE game_clock SET day_index = $1', [DAY]);
    const charge = storageCharge(family + 3_450, family);
    expect(charge).toBe(105);
    expect((await over.store()).monthlyCharge).toBe(charge);

    await game.advanceDays(1); // day 420: the first day of a game month
    expect(await storageRows(over.estateId)).toEqual([
      {
        game_day: DAY + 1,
        amount: -charge,
        balance: 10_000 - charge,
        description: 'Storage of 3,450 bottles beyond the bottle store',
      },
    ]);
    // €300 due, €40 held: it pays the €40, no arrears
    expect(await storageRows(broke.estateId)).toEqual([
      expect.objectContaining({ game_day: DAY + 1, amount: -40, balance: 0 }),
    ]);
    expect(await snapshot(broke.estateId)).toMatchObject({ money: '0', arrears: '0' });
    expect(await storageRows(within.estateId)).toEqual([]);
    for (const [i, p] of parity.entries())
      expect([p, (await storageRows(parityIds[i]!)).map((r: any) => -r.amount)]).toEqual([
        p,
        [storageCharge(stock(p), bottleStoreCapacity(p.template, p.extensions))],
      ]);

    // the other days of the month charge nothing; the next month's first day charges again, once
    await game.advanceDays(DAYS_PER_MONTH);
    expect((await storageRows(over.estateId)).map((r: any) => [r.game_day, r.amount])).toEqual([
      [DAY + 1, -charge],
      [DAY + 1 + DAYS_PER_MONTH, -charge],
    ]);
    expect(await storageRows(broke.estateId)).toHaveLength(1); // nothing left to pay
    expect(await money(over.estateId)).toBe(10_000 - 2 * charge);

    // the ledger's key refuses a second charge of one estate and day
    await expect(
      game.query(
        `INSERT INTO ledger_entries (estate_id, amount, kind, game_day, balance_after, description)
         VALUES ($1, 0, 'storage_charge', $2, 0, 'twice')`,
        [over.estateId, DAY + 1],
      ),
    ).rejects.toThrow(/ledger_entries_daily_charge_key/);
    await expectLedgerBalanced();
    await game.query('UPDATE game_clock SET day_index = $1', [DAY]);
  });
});

describe('races', () => {
  it('N builds at once over many rounds: each pays its own price, only what the money pays for; money equals the ledger', async () => {
    const ROUNDS = 6;
    const p = await player();
    let built = 0;
    for (let round = 0; round < ROUNDS; round++) {
      // money for exactly two more extensions (and a little): eight ask for one each
      const affordable = extensionsCost(built, 2);
      await ledgerEntry(game, { estateId: p.estateId, balance: affordable + 10, kind: 'fee' });
      const results = await Promise.all(Array.from({ length: 8 }, () => p.build(1)));
      const ok = results.filter((r) => r.status === 201);
      for (const r of results.filter((x) => x.status !== 201))
        expect([r.status, r.body.code]).toEqual([400, 'INSUFFICIENT_FUNDS']);
      expect(ok).toHaveLength(2);
      expect(ok.map((r) => r.body.data.cost).sort((x, y) => x - y)).toEqual([
        extensionsCost(built, 1),
        extensionsCost(built + 1, 1),
      ]);
      built += 2;
      expect(await money(p.estateId)).toBe(10);
      expect((await snapshot(p.estateId)).bottle_store_extensions).toBe(built);
    }
    const [{ total }] = await game.query(
      `SELECT COALESCE(-sum(amount), 0)::int AS total FROM ledger_entries WHERE estate_id = $1 AND kind = 'bottle_store'`,
      [p.estateId],
    );
    expect(total).toBe(extensionsCost(0, built));
    expect((await p.store()).capacity).toBe(family + built * BOTTLE_STORE.extensionBottles);
    await expectLedgerBalanced();
  });

  it('one Idempotency-Key twice builds once and replays the answer', async () => {
    const p = await player();
    await ledgerEntry(game, { estateId: p.estateId, balance: 50_000, kind: 'fee' });
    const key = `store-${p.estateId}`;
    const [x, y] = await Promise.all([p.build(1, p.estateId, key), p.build(1, p.estateId, key)]);
    expect([x.status, y.status]).toEqual([201, 201]);
    expect(x.body.data).toEqual(y.body.data);
    expect(await money(p.estateId)).toBe(50_000 - BOTTLE_STORE.extensionCost);
    expect((await snapshot(p.estateId)).bottle_store_extensions).toBe(1);
    await expectLedgerBalanced();
  });
});
