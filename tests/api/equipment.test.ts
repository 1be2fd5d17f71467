/**
 * Winery equipment (issue 35, item 1) through the real server and database: every piece listed
 * with its price at the estate's planted hectares and its monthly upkeep; a purchase pays through
 * the ledger (`equipment_purchase`) and fixes the upkeep; an unknown kind, a piece owned, too
 * little money and arrears are 4xx that change nothing; another player's estate is a 404; the
 * tick's upkeep on the first day of a game month (through the clock, advanceDays), as much as the
 * estate has, once per estate and month; the sorting table visible in a crush's quality and the
 * bottling line in a bottling's cost; purchases raced at once over many rounds buy one piece each
 * round, and money equals the ledger. Raw SQL only where the statement is the point: the clock's
 * day, arrears set and cleared, and the INSERT that shows the ledger's unique key refusing a second
 * upkeep of an estate and day.
 */
import {
  bottlesFromLitres,
  bottlingCost,
  DAYS_PER_MONTH,
  EQUIPMENT,
  EQUIPMENT_KINDS,
  equipmentBottlingCost,
  equipmentPrice,
  equipmentUpkeep,
  MESSAGES,
} from '@vineyard/domain';
import { grapeLot, ledgerEntry } from '../support/builders';
import { apiGame } from '../support/harness';
import { expectLedgerBalanced as expectBalanced, moneyOf } from '../support/money';

const game = apiGame({ demo: true });

/** The day before the first of a game month (420 = 14 × 30 is an upkeep charge day, not a yearly upkeep day). */
const DAY = 14 * DAYS_PER_MONTH - 1;
const m = MESSAGES.equipment;

async function setDay(day: number): Promise<void> {
  await game.query('UPDATE game_clock SET day_index = $1', [day]);
}

beforeAll(async () => {
  await setDay(DAY);
});

type Res = { status: number; body: any };

const money = (estateId: string) => moneyOf(game, estateId);
const expectLedgerBalanced = () => expectBalanced(game);

/** Everything a purchase can change of an estate. */
async function snapshot(estateId: string) {
  const [row] = await game.query(
    `SELECT e.money, e.arrears,
            (SELECT count(*)::int FROM ledger_entries WHERE estate_id = e.id) AS ledger,
            (SELECT count(*)::int FROM estate_equipment WHERE estate_id = e.id) AS pieces
       FROM estates e WHERE e.id = $1`,
    [estateId],
  );
  return row;
}

async function upkeepRows(estateId: string) {
  return game.query(
    `SELECT game_day, amount::int AS amount, balance_after::int AS balance, description FROM ledger_entries
      WHERE estate_id = $1 AND kind = 'equipment_upkeep' ORDER BY seq`,
    [estateId],
  );
}

let names = 0;
async function player() {
  const { token, estate } = await game.playerWithEstate({ name: `Bodega Equipo ${++names}`, location: 'rioja' });
  const api = game.api(token) as any;
  const estateId: string = estate.id;
  return {
    token,
    estateId,
    api,
    equipment: async (id = estateId) => {
      const res: Res = await api.GET('/api/estates/{estateId}/equipment', { params: { path: { estateId: id } } });
      expect(res.status).toBe(200);
      return res.body.data.equipment;
    },
    buy: (kind: unknown, id = estateId, key?: string): Promise<Res> =>
      api.POST('/api/estates/{estateId}/equipment', {
        params: { path: { estateId: id } },
        body: { kind },
        ...(key ? { headers: { 'Idempotency-Key': key } } : {}),
      }),
  };
}

/** Empties the estate's money to `balance` (through the ledger). */
const setMoney = (estateId: string, balance: number) => ledgerEntry(game, { estateId, balance, kind: 'fee' });

describe('winery equipment', () => {
  it('lists every piece at its price for the planted hectares; a purchase pays through the ledger and fixes the upkeep', async () => {
    const p = await player();
    await setMoney(p.estateId, 100_000);
    const before = await p.equipment();
    const ha = before.plantedHectares;
    expect(ha).toBeGreaterThan(0);
    expect(before).toEqual({
      day: DAY,
      plantedHectares: ha,
      monthlyUpkeep: 0,
      nextChargeDay: DAY + 1,
      items: EQUIPMENT_KINDS.map((kind) => ({
        kind,
        label: EQUIPMENT[kind].label,
        effect: EQUIPMENT[kind].effect,
        owned: false,
        price: equipmentPrice(kind, ha),
        monthlyUpkeep: equipmentUpkeep(equipmentPrice(kind, ha)),
        boughtDay: null,
      })),
    });

    const price = equipmentPrice('sorting_table', ha);
    const res = await p.buy('sorting_table');
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(m.bought('Sorting table', `€${equipmentUpkeep(price).toLocaleString('en-US')}`));
    expect(res.body.data).toMatchObject({ cost: price, money: 100_000 - price });
    const after = await p.equipment();
    expect(after.monthlyUpkeep).toBe(equipmentUpkeep(price));
    expect(after.items[0]).toMatchObject({ kind: 'sorting_table', owned: true, price, boughtDay: DAY });
    expect(res.body.data.equipment).toEqual(after);
    expect(await money(p.estateId)).toBe(100_000 - price);
    const [entry] = await game.query(
      `SELECT amount::int AS amount, description FROM ledger_entries WHERE estate_id = $1 AND kind = 'equipment_purchase'`,
      [p.estateId],
    );
    expect(entry).toEqual({ amount: -price, description: m.ledger('Sorting table') });
    await expectLedgerBalanced();
  });
});

describe('refusals change nothing', () => {
  it('an unknown kind, a piece owned, too little money, arrears', async () => {
    const p = await player();
    const ha = (await p.equipment()).plantedHectares;
    const price = equipmentPrice('temperature_control', ha);
    await setMoney(p.estateId, price - 1);
    const state = await snapshot(p.estateId);
    for (const kind of ['laser', '', 3, null, undefined, ['sorting_table']]) {
      const res = await p.buy(kind);
      expect([res.status, res.body.code]).toEqual([400, 'VALIDATION_FAILED']);
      expect(res.body.errors).toEqual([{ field: 'kind', message: m.kindInvalid }]);
    }
    const poor = await p.buy('temperature_control');
    expect([poor.status, poor.body.code]).toEqual([400, 'INSUFFICIENT_FUNDS']);
    expect(poor.body.message).toBe(m.notEnoughMoney('Temperature control', `€${price.toLocaleString('en-US')}`));
    expect(await snapshot(p.estateId)).toEqual(state);

    await setMoney(p.estateId, 200_000);
    expect((await p.buy('temperature_control')).status).toBe(201);
    const owned = await snapshot(p.estateId);
    const twice = await p.buy('temperature_control');
    expect([twice.status, twice.body.code, twice.body.message]).toEqual([
      409,
      'EQUIPMENT_OWNED',
      m.owned('Temperature control'),
    ]);
    expect(await snapshot(p.estateId)).toEqual(owned);

    await game.query(`UPDATE estates SET arrears = 500, arrears_since = $2 WHERE id = $1`, [p.estateId, DAY]);
    const owing = await snapshot(p.estateId);
    const res = await p.buy('bottling_line');
    expect([res.status, res.body.code]).toEqual([409, 'ESTATE_IN_ARREARS']);
    expect(await snapshot(p.estateId)).toEqual(owing);
    await game.query(`UPDATE estates SET arrears = 0, arrears_since = NULL WHERE id = $1`, [p.estateId]);
    await expectLedgerBalanced();
  });

  it("answers 404 for another player's estate, before looking at the body", async () => {
    const a = await player();
    const other = await player();
    await setMoney(a.estateId, 200_000);
    const stateA = await snapshot(a.estateId);
    const read: Res = await other.api.GET('/api/estates/{estateId}/equipment', {
      params: { path: { estateId: a.estateId } },
    });
    expect([read.status, read.body.code]).toEqual([404, 'ESTATE_NOT_FOUND']);
    for (const res of [
      await other.buy('sorting_table', a.estateId),
      await other.buy('x', a.estateId),
      await other.buy('sorting_table', 'not-a-uuid'),
    ])
      expect([res.status, res.body.code]).toEqual([404, 'ESTATE_NOT_FOUND']);
    expect(await snapshot(a.estateId)).toEqual(stateA);
  });
});

describe('the effects', () => {
  it('a sorting table lifts a crush’s quality; a bottling line cuts bottling’s cost', async () => {
    const p = await player();
    const plain = await player();
    await setMoney(p.estateId, 200_000);
    await setMoney(plain.estateId, 200_000);
    expect((await p.buy('sorting_table')).status).toBe(201);
    expect((await p.buy('bottling_line')).status).toBe(201);
    const crushed = [];
    for (const q of [p, plain]) {
      const lotId = await grapeLot(game, {
        estateId: q.estateId,
        variety: 'tempranillo',
        kilograms: 2_000,
        quality: 70,
      });
      const res = await game.raw(`/api/estates/${q.estateId}/wine-batches`, {
        token: q.token,
        body: { grapeLotId: lotId, kilograms: 2_000, preset: 'joven_red' },
      });
      expect(res.status).toBe(201);
      crushed.push(res.body.data.batch);
    }
    const [equipped, bare] = crushed;
    expect(bare.grapeQuality).toBe(70);
    expect(equipped.grapeQuality).toBe(70 + EQUIPMENT.sorting_table.crushQuality.red);

    await setDay(equipped.readyDay);
    const bottled = [];
    for (const [q, batch] of [
      [p, equipped],
      [plain, bare],
    ] as const) {
      const res: Res = await q.api.POST('/api/wine-batches/{id}/bottle', {
        params: { path: { id: batch.id } },
        body: { name: 'Joven' },
      });
      expect(res.status).toBe(200);
      bottled.push(res.body.data);
    }
    const bottles = bottlesFromLitres(equipped.litres);
    const costs = await game.query(
      `SELECT estate_id, amount::int AS amount FROM ledger_entries WHERE kind = 'bottling' AND estate_id = ANY($1)`,
      [[p.estateId, plain.estateId]],
    );
    const cost = (id: string) => -costs.find((r: any) => r.estate_id === id).amount;
    expect(cost(p.estateId)).toBe(equipmentBottlingCost(bottles, ['bottling_line']));
    expect(cost(plain.estateId)).toBe(bottlingCost(bottles));
    expect(cost(p.estateId)).toBeLessThan(cost(plain.estateId));
    expect(bottled[0].wine.quality).toBeGreaterThan(bottled[1].wine.quality);
    await setDay(DAY);
    await expectLedgerBalanced();
  });
});

describe('the monthly upkeep (the tick)', () => {
  it('charges the pieces’ upkeep on the first day of each game month, as much as the estate has, once a month', async () => {
    const rich = await player();
    const broke = await player();
    const none = await player();
    await setMoney(rich.estateId, 200_000);
    await setMoney(broke.estateId, 200_000);
    await setMoney(none.estateId, 200_000);
    for (const kind of ['sorting_table', 'bottling_line'] as const) {
      expect((await rich.buy(kind)).status).toBe(201);
      expect((await broke.buy(kind)).status).toBe(201);
    }
    const upkeep = (await rich.equipment()).monthlyUpkeep;
    expect(upkeep).toBeGreaterThan(0);
    const richMoney = await money(rich.estateId);
    await setMoney(broke.estateId, 40);

    await game.advanceDays(1); // day 420: the first day of a game month
    expect(await upkeepRows(rich.estateId)).toEqual([
      {
        game_day: DAY + 1,
        amount: -upkeep,
        balance: richMoney - upkeep,
        description: 'Upkeep of the winery equipment and cellar door (2 in all)',
      },
    ]);
    expect(await upkeepRows(broke.estateId)).toEqual([
      expect.objectContaining({ game_day: DAY + 1, amount: -40, balance: 0 }),
    ]);
    expect(await snapshot(broke.estateId)).toMatchObject({ money: '0', arrears: '0' });
    expect(await upkeepRows(none.estateId)).toEqual([]);

    await game.advanceDays(DAYS_PER_MONTH);
    expect((await upkeepRows(rich.estateId)).map((r: any) => [r.game_day, r.amount])).toEqual([
      [DAY + 1, -upkeep],
      [DAY + 1 + DAYS_PER_MONTH, -upkeep],
    ]);
    expect(await upkeepRows(broke.estateId)).toHaveLength(1);

    await expect(
      game.query(
        `INSERT INTO ledger_entries (estate_id, amount, kind, game_day, balance_after, description)
         VALUES ($1, 0, 'equipment_upkeep', $2, 0, 'twice')`,
        [rich.estateId, DAY + 1],
      ),
    ).rejects.toThrow(/ledger_entries_daily_charge_key/);
    await expectLedgerBalanced();
    await setDay(DAY);
  });
});

describe('races', () => {
  it('purchases at once over many rounds: one piece each round, only what the money pays for; money equals the ledger', async () => {
    const ROUNDS = 6;
    for (let round = 0; round < ROUNDS; round++) {
      const p = await player();
      const ha = (await p.equipment()).plantedHectares;
      const table = equipmentPrice('sorting_table', ha);
      const control = equipmentPrice('temperature_control', ha);
      // money for the sorting table or the temperature control, never both
      await setMoney(p.estateId, table + 10);
      expect(control + table).toBeGreaterThan(table + 10);
      const results = await Promise.all(
        Array.from({ length: 8 }, (_, i) => p.buy(i % 2 ? 'sorting_table' : 'temperature_control')),
      );
      const ok = results.filter((r) => r.status === 201);
      expect(ok).toHaveLength(1);
      for (const r of results.filter((x) => x.status !== 201))
        expect([
          [400, 'INSUFFICIENT_FUNDS'],
          [409, 'EQUIPMENT_OWNED'],
        ]).toContainEqual([r.status, r.body.code]);
      const paid = ok[0]!.body.data.cost;
      expect(await money(p.estateId)).toBe(table + 10 - paid);
      expect((await snapshot(p.estateId)).pieces).toBe(1);
    }
    await expectLedgerBalanced();
  });

  it('one Idempotency-Key twice buys once and replays the answer', async () => {
    const p = await player();
    await setMoney(p.estateId, 100_000);
    const key = `equipment-${p.estateId}`;
    const [x, y] = await Promise.all([
      p.buy('bottling_line', p.estateId, key),
      p.buy('bottling_line', p.estateId, key),
    ]);
    expect([x.status, y.status]).toEqual([201, 201]);
    expect(x.body.data).toEqual(y.body.data);
    expect((await snapshot(p.estateId)).pieces).toBe(1);
    await expectLedgerBalanced();
  });
});
