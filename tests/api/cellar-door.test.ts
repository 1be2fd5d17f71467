/**
 * The cellar door (issue 35, item 1) through the real server and database: the door's price and
 * this month's visitor demand before and after building; building pays through the ledger
 * (`cellar_door_build`) once; a sale to the visitors pays the premium over the pools' list price
 * through the ledger (`cellar_door_sale`), takes the lot's bottles and lowers the month's demand
 * left; a bad count, no door, too many bottles and beyond the demand are 4xx that change nothing;
 * another player's estate and lot are 404s; the upkeep on the first day of a game month with the
 * equipment's; sales raced at once over many rounds never pass the month's demand, and money
 * equals the ledger. Raw SQL only where the statement is the point: the clock's day.
 */
import { CELLAR_DOOR, cellarDoorPrice, cellarDoorUpkeep, DAYS_PER_MONTH, MESSAGES } from '@vineyard/domain';
import { ledgerEntry, wineLot } from '../support/builders';
import { apiGame } from '../support/harness';
import { expectLedgerBalanced as expectBalanced, moneyOf } from '../support/money';

const game = apiGame({ demo: true });

/** The day before the first of a game month (420 = 14 × 30). */
const DAY = 14 * DAYS_PER_MONTH - 1;
const c = MESSAGES.cellarDoor;

const setDay = (day: number) => game.query('UPDATE game_clock SET day_index = $1', [day]);
const money = (estateId: string) => moneyOf(game, estateId);
const expectLedgerBalanced = () => expectBalanced(game);

beforeAll(async () => {
  await setDay(DAY);
});

type Res = { status: number; body: any };

/** Everything a build or a sale can change of an estate. */
async function snapshot(estateId: string) {
  const [row] = await game.query(
    `SELECT e.money,
            (SELECT count(*)::int FROM ledger_entries WHERE estate_id = e.id) AS ledger,
            (SELECT count(*)::int FROM cellar_doors WHERE estate_id = e.id) AS doors,
            (SELECT COALESCE(sum(bottles), 0)::int FROM cellar_door_sales WHERE estate_id = e.id) AS sold,
            (SELECT COALESCE(sum(bottles), 0)::int FROM wine_lots WHERE estate_id = e.id) AS bottles
       FROM estates e WHERE e.id = $1`,
    [estateId],
  );
  return row;
}

let names = 0;
async function player() {
  const { token, estate } = await game.playerWithEstate({ name: `Cantina Porta ${++names}`, location: 'tuscany' });
  const api = game.api(token) as any;
  const estateId: string = estate.id;
  return {
    estateId,
    api,
    door: async (id = estateId) => {
      const res: Res = await api.GET('/api/estates/{estateId}/cellar-door', { params: { path: { estateId: id } } });
      expect(res.status).toBe(200);
      return res.body.data.door;
    },
    build: (id = estateId, key?: string): Promise<Res> =>
      api.POST('/api/estates/{estateId}/cellar-door', {
        params: { path: { estateId: id } },
        ...(key ? { headers: { 'Idempotency-Key': key } } : {}),
      }),
    sell: (lotId: string, bottles: unknown, id = estateId): Promise<Res> =>
      api.POST('/api/estates/{estateId}/cellar-door/sales', {
        params: { path: { estateId: id } },
        body: { lotId, bottles },
      }),
  };
}

describe('the cellar door', () => {
  it('shows its price and the month’s demand; building pays through the ledger; a sale pays the premium within the demand', async () => {
    const p = await player();
    await ledgerEntry(game, { estateId: p.estateId, balance: 100_000, kind: 'fee' });
    const before = await p.door();
    expect(before).toMatchObject({ day: DAY, built: false, builtDay: null, sold: 0, premium: CELLAR_DOOR.premium });
    expect(before.price).toBe(cellarDoorPrice(0)); // a new estate plants fewer than 5 ha
    expect(before.monthlyUpkeep).toBe(cellarDoorUpkeep(before.price));
    expect(before.demand).toBeGreaterThan(0);
    expect(before.demandLeft).toBe(before.demand);

    const built = await p.build();
    expect(built.status).toBe(201);
    expect(built.body.message).toBe(c.builtMessage(`€${cellarDoorUpkeep(before.price).toLocaleString('en-US')}`));
    expect(built.body.data).toMatchObject({
      cost: before.price,
      money: 100_000 - before.price,
      door: { built: true, builtDay: DAY },
    });
    const again = await p.build();
    expect([again.status, again.body.code]).toEqual([409, 'CELLAR_DOOR_BUILT']);

    const lotId = await wineLot(game, { estateId: p.estateId, bottles: 500 });
    const sale = await p.sell(lotId, 20);
    expect(sale.status).toBe(201);
    const { received, gross, bottlesLeft } = sale.body.data;
    expect(bottlesLeft).toBe(480);
    expect(received).toBeGreaterThan(0);
    expect(received).toBeLessThanOrEqual(gross);
    expect(sale.body.data.door).toMatchObject({ sold: 20, demandLeft: before.demand - 20 });
    const [entry] = await game.query(
      `SELECT amount::int AS amount, description FROM ledger_entries WHERE estate_id = $1 AND kind = 'cellar_door_sale'`,
      [p.estateId],
    );
    expect(entry).toEqual({ amount: received, description: c.ledgerSale(20, 'Rosso di Prova', 1) });
    expect(await money(p.estateId)).toBe(100_000 - before.price + received);
    // the visitors pay more a bottle than the pools' list price of the lot
    const quote: Res = await p.api.GET('/api/wines/{lotId}/quote', {
      params: { path: { lotId }, query: { bottles: 1 } },
    });
    if (quote.status === 200) expect(gross / 20).toBeGreaterThan(quote.body.data.market.listPrice);
    await expectLedgerBalanced();
  });
});

describe('refusals change nothing', () => {
  it('a bad count, no door, too many bottles, beyond the demand; a lot of another estate; too little money', async () => {
    const p = await player();
    const lotId = await wineLot(game, { estateId: p.estateId, bottles: 5_000 });
    await ledgerEntry(game, { estateId: p.estateId, balance: 1_000, kind: 'fee' });
    const state = await snapshot(p.estateId);
    const noDoor = await p.sell(lotId, 5);
    expect([noDoor.status, noDoor.body.code]).toEqual([409, 'CELLAR_DOOR_NOT_BUILT']);
    const poor = await p.build();
    expect([poor.status, poor.body.code]).toEqual([400, 'INSUFFICIENT_FUNDS']);
    expect(await snapshot(p.estateId)).toEqual(state);

    await ledgerEntry(game, { estateId: p.estateId, balance: 200_000, kind: 'fee' });
    expect((await p.build()).status).toBe(201);
    const ready = await snapshot(p.estateId);
    for (const bottles of [0, -3, 1.5, 'ten', null]) {
      const res = await p.sell(lotId, bottles);
      expect([res.status, res.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    }
    const malformed = await p.sell('not-a-uuid', 5);
    expect(malformed.status).toBe(400);
    const tooMany = await p.sell(lotId, 5_001);
    expect([tooMany.status, tooMany.body.code]).toEqual([400, 'NOT_ENOUGH_WINE']);
    const { demandLeft } = await p.door();
    const beyond = await p.sell(lotId, demandLeft + 1);
    expect([beyond.status, beyond.body.code, beyond.body.message]).toEqual([
      400,
      'DEMAND_EXHAUSTED',
      c.demandLeft(demandLeft),
    ]);
    const other = await player();
    const foreign = await wineLot(game, { estateId: other.estateId, bottles: 100 });
    const notMine = await p.sell(foreign, 5);
    expect([notMine.status, notMine.body.code]).toEqual([404, 'WINE_LOT_NOT_FOUND']);
    expect(await snapshot(p.estateId)).toEqual(ready);
    await expectLedgerBalanced();
  });

  it("answers 404 for another player's estate", async () => {
    const a = await player();
    const other = await player();
    await ledgerEntry(game, { estateId: a.estateId, balance: 200_000, kind: 'fee' });
    const lotId = await wineLot(game, { estateId: a.estateId, bottles: 100 });
    const state = await snapshot(a.estateId);
    const read: Res = await other.api.GET('/api/estates/{estateId}/cellar-door', {
      params: { path: { estateId: a.estateId } },
    });
    expect([read.status, read.body.code]).toEqual([404, 'ESTATE_NOT_FOUND']);
    for (const res of [await other.build(a.estateId), await other.sell(lotId, 5, a.estateId)])
      expect([res.status, res.body.code]).toEqual([404, 'ESTATE_NOT_FOUND']);
    expect(await snapshot(a.estateId)).toEqual(state);
  });
});

describe('the month', () => {
  it('charges the door’s upkeep on the first day of the month; the next month brings new visitors', async () => {
    const p = await player();
    await ledgerEntry(game, { estateId: p.estateId, balance: 200_000, kind: 'fee' });
    expect((await p.build()).status).toBe(201);
    const door = await p.door();
    const lotId = await wineLot(game, { estateId: p.estateId, bottles: 5_000 });
    expect((await p.sell(lotId, 30)).status).toBe(201);
    const before = await money(p.estateId);
    await game.advanceDays(1);
    const rows = await game.query(
      `SELECT amount::int AS amount, description FROM ledger_entries WHERE estate_id = $1 AND kind = 'equipment_upkeep'`,
      [p.estateId],
    );
    expect(rows).toEqual([
      { amount: -door.monthlyUpkeep, description: 'Upkeep of the winery equipment and cellar door (1 in all)' },
    ]);
    expect(await money(p.estateId)).toBe(before - door.monthlyUpkeep);
    const next = await p.door();
    expect(next).toMatchObject({ day: DAY + 1, sold: 0, demandLeft: next.demand });
    await expectLedgerBalanced();
    await setDay(DAY);
  });
});

describe('races', () => {
  it('sales at once over many rounds never pass the month’s demand; money equals the ledger', async () => {
    for (let round = 0; round < 4; round++) {
      await setDay(DAY - 20 + round); // the same month, each round a fresh estate
      const p = await player();
      await ledgerEntry(game, { estateId: p.estateId, balance: 200_000, kind: 'fee' });
      expect((await p.build()).status).toBe(201);
      const { demand } = await p.door();
      const lotId = await wineLot(game, { estateId: p.estateId, bottles: 10_000 });
      const each = Math.ceil(demand / 3);
      const results = await Promise.all(Array.from({ length: 6 }, () => p.sell(lotId, each)));
      const ok = results.filter((r) => r.status === 201);
      for (const r of results.filter((x) => x.status !== 201))
        expect([r.status, r.body.code]).toEqual([400, 'DEMAND_EXHAUSTED']);
      expect(ok.length).toBe(Math.floor(demand / each));
      const after = await snapshot(p.estateId);
      expect(after.sold).toBe(ok.length * each);
      expect(after.bottles).toBe(10_000 - ok.length * each);
      expect((await p.door()).demandLeft).toBe(demand - ok.length * each);
    }
    await expectLedgerBalanced();
    await setDay(DAY);
  });
});
