/**
 * Merchants' contracts (issue 31, item 3) through the real server and database: this month's board
 * is the domain's contractBoard for the estate; accepting an offer makes a contract (once per offer
 * and month, at most three open); delivering it from a lot of the right colour and quality takes
 * the bottles (out of the lot and out of the estate's pool of the contract's colour and tier: the
 * merchants sell to its buyers), pays through the ledger and earns reputation; every bad input is a 4xx that changes
 * nothing; another player's estate, contract or lot is a 404; two deliveries of one contract race
 * over many rounds and exactly one is paid (money equal to the ledger); a contract past its day
 * defaults through the tick: a penalty through the ledger, reputation lost and a notice.
 */
import {
  contractBoard,
  contractColours,
  contractPenalty,
  CONTRACT_RULES,
  MESSAGES,
  poolCapacity,
  reputationFromPoints,
  reputationPointsOn,
  type ContractOffer,
  type GrapeVariety,
} from '@vineyard/domain';
import { block, ledgerEntry, wineLot } from '../support/builders';
import { apiGame } from '../support/harness';

const game = apiGame({ demo: true });

const DAY = 400;
const c = MESSAGES.contracts;
const RED: GrapeVariety = 'sangiovese';
const WHITE: GrapeVariety = 'chardonnay';

beforeAll(async () => {
  await game.query('UPDATE game_clock SET day_index = $1', [DAY]);
});

type Res = { status: number; body: any };

async function money(estateId: string): Promise<number> {
  return Number((await game.query('SELECT money FROM estates WHERE id = $1', [estateId]))[0].money);
}

async function lotBottles(lotId: string): Promise<number> {
  return (await game.query('SELECT bottles FROM wine_lots WHERE id = $1', [lotId]))[0].bottles;
}

async function expectLedgerBalanced() {
  const unbalanced = await game.query(
    `SELECT e.id FROM estates e
      WHERE e.money <> (SELECT COALESCE(sum(amount), 0) FROM ledger_entries l WHERE l.estate_id = e.id)`,
  );
  expect(unbalanced).toEqual([]);
}

/** Everything the test can change of an estate: money, reputation, lots, contracts, ledger, notices. */
async function snapshot(estateId: string) {
  const [row] = await game.query(
    `SELECT e.money, e.reputation_points,
            (SELECT json_agg(json_build_object('id', id, 'bottles', bottles) ORDER BY id) FROM wine_lots WHERE estate_id = e.id) AS lots,
            (SELECT json_agg(json_build_object('id', id, 'status', status) ORDER BY id) FROM merchant_contracts WHERE estate_id = e.id) AS contracts,
            (SELECT count(*)::int FROM ledger_entries WHERE estate_id = e.id) AS ledger,
            (SELECT count(*)::int FROM notifications WHERE estate_id = e.id) AS notices
       FROM estates e WHERE e.id = $1`,
    [estateId],
  );
  return row;
}

let names = 0;
async function player(location: 'tuscany' | 'rioja' | 'bordeaux' = 'tuscany') {
  const { token, estate } = await game.playerWithEstate({ name: `Maison Contrat ${++names}`, location });
  const api = game.api(token) as any;
  const estateId: string = estate.id;
  return {
    token,
    estateId,
    api,
    list: async () => {
      const res: Res = await api.GET('/api/estates/{estateId}/contracts', { params: { path: { estateId } } });
      expect(res.status).toBe(200);
      return res.body.data.contracts;
    },
    accept: (offer: unknown, id = estateId): Promise<Res> =>
      api.POST('/api/estates/{estateId}/contracts', { params: { path: { estateId: id } }, body: { offer } }),
    deliver: (contractId: string, wineLotId: unknown, id = estateId, key?: string): Promise<Res> =>
      api.POST('/api/estates/{estateId}/contracts/{contractId}/deliver', {
        params: { path: { estateId: id, contractId } },
        body: { wineLotId },
        ...(key ? { headers: { 'Idempotency-Key': key } } : {}),
      }),
  };
}

/** A lot that meets an offer: its colour, a few points over its quality, and `extra` bottles more than it asks. */
function lotFor(
  estateId: string,
  o: ContractOffer | { colour: string; minQuality: number; bottles: number },
  extra = 0,
) {
  return wineLot(game, {
    estateId,
    name: `Cuvée ${++names}`,
    variety: o.colour === 'red' ? RED : WHITE,
    quality: Math.min(100, o.minQuality + 4),
    bottles: o.bottles + extra,
    bottledDay: DAY - 10,
  });
}

describe('the board', () => {
  it("is this month's contractBoard of the estate's region, reputation, hectares and colours", async () => {
    const p = await player('bordeaux');
    const data = await p.list();
    const [facts] = await game.query(
      `SELECT e.reputation, (SELECT COALESCE(SUM(b.size), 0) FROM plots p JOIN blocks b ON b.plot_id = p.id WHERE p.estate_id = e.id) AS ha,
              ARRAY(SELECT b.grape_variety FROM plots p JOIN blocks b ON b.plot_id = p.id WHERE p.estate_id = e.id) AS varieties
         FROM estates e WHERE e.id = $1`,
      [p.estateId],
    );
    const board = contractBoard(
      'bordeaux',
      Math.floor(DAY / 30),
      facts.reputation,
      Number(facts.ha),
      contractColours(facts.varieties),
    );
    expect(data.month).toBe(Math.floor(DAY / 30));
    expect(data.day).toBe(DAY);
    expect(data.maxOpen).toBe(CONTRACT_RULES.maxOpen);
    expect(data.offers).toEqual(
      board.map((o) => ({ ...o, value: o.bottles * o.price, penalty: contractPenalty(o), taken: false })),
    );
    expect(data.contracts).toEqual([]);
  });

  it('asks for the colours the estate grows: reds for an estate of reds, both once it plants a white', async () => {
    const p = await player('tuscany');
    const colours = async () => [...new Set((await p.list()).offers.map((o: ContractOffer) => o.colour))].sort();
    const [plot] = await game.query(
      `SELECT p.id FROM plots p JOIN blocks b ON b.plot_id = p.id WHERE p.estate_id = $1 LIMIT 1`,
      [p.estateId],
    );
    const grown = await game.query(
      `SELECT DISTINCT b.grape_variety AS v FROM plots p JOIN blocks b ON b.plot_id = p.id WHERE p.estate_id = $1`,
      [p.estateId],
    );
    expect(contractColours(grown.map((g: { v: GrapeVariety }) => g.v))).toEqual(['red']);
    expect(await colours()).toEqual(['red']);
    await block(game, { plotId: plot.id, grapeVariety: WHITE, size: 0.1 });
    const board = contractBoard('tuscany', Math.floor(DAY / 30), 0, 0, ['red', 'white']);
    const mixed = (await p.list()).offers.map((o: ContractOffer) => o.colour);
    expect(mixed).toEqual(board.map((o) => o.colour));
    expect(new Set(mixed).size).toBe(2);
  });
});

describe('accept and deliver', () => {
  it('accepts an offer once, delivers it from a lot that meets it: bottles out, money in through the ledger, reputation up', async () => {
    const p = await player();
    const board = (await p.list()).offers as ContractOffer[];
    const o = board[0]!;
    const accepted = await p.accept(0);
    expect(accepted.status).toBe(201);
    const contract = accepted.body.data.contract;
    expect(contract).toMatchObject({
      status: 'accepted',
      colour: o.colour,
      minQuality: o.minQuality,
      bottles: o.bottles,
      price: o.price,
      dueDay: o.dueDay,
      acceptedDay: DAY,
    });
    expect(accepted.body.message).toMatch(/^Contract accepted: /);
    const again = await p.accept(0);
    expect([again.status, again.body.code]).toEqual([409, 'CONTRACT_TAKEN']);
    const listed = await p.list();
    expect(listed.offers[0].taken).toBe(true);
    expect(listed.contracts.map((k: any) => k.id)).toEqual([contract.id]);

    const lotId = await lotFor(p.estateId, o, 25);
    const before = await money(p.estateId);
    const [{ reputation_points: pointsBefore, reputation_points_day: pointsDay }] = await game.query(
      'SELECT reputation_points, reputation_points_day FROM estates WHERE id = $1',
      [p.estateId],
    );
    const [{ ha }] = await game.query(
      `SELECT COALESCE(SUM(b.size), 0)::float8 AS ha FROM blocks b JOIN plots pl ON pl.id = b.plot_id WHERE pl.estate_id = $1`,
      [p.estateId],
    );
    expect(await game.query('SELECT 1 FROM demand_pools WHERE estate_id = $1', [p.estateId])).toEqual([]);
    const res = await p.deliver(contract.id, lotId);
    expect(res.status).toBe(200);
    expect(res.body.data.received).toBe(o.bottles * o.price);
    expect(res.body.data.money).toBe(before + o.bottles * o.price);
    expect(res.body.data.contract).toMatchObject({ status: 'delivered', closedDay: DAY, wineLotId: lotId });
    expect(res.body.data.wine.bottles).toBe(25);
    expect(res.body.message).toBe(c.delivered(o.bottles, `€${(o.bottles * o.price).toLocaleString('en-US')}`));
    expect(await money(p.estateId)).toBe(before + o.bottles * o.price);
    expect(await lotBottles(lotId)).toBe(25);
    const [ledger] = await game.query(
      `SELECT amount, ref_id FROM ledger_entries WHERE estate_id = $1 AND kind = 'contract_payment'`,
      [p.estateId],
    );
    expect(ledger).toEqual({ amount: String(o.bottles * o.price), ref_id: contract.id });
    const [event] = await game.query(
      `SELECT points, reason FROM reputation_events WHERE estate_id = $1 AND reason = 'contract_kept'`,
      [p.estateId],
    );
    expect(event.points).toBeCloseTo(CONTRACT_RULES.deliveryPoints, 5);
    const [{ reputation_points: pointsAfter }] = await game.query(
      'SELECT reputation_points FROM estates WHERE id = $1',
      [p.estateId],
    );
    expect(pointsAfter).toBeGreaterThan(pointsBefore);
    // the merchants sell to the estate's buyers: its pool of the contract's colour and tier (full, never sold into) gave up the bottles
    const reputation = reputationFromPoints(reputationPointsOn(Number(pointsBefore), pointsDay, DAY));
    const pools = await game.query(
      'SELECT colour, tier, level::float8 AS level, counted_day FROM demand_pools WHERE estate_id = $1',
      [p.estateId],
    );
    expect(pools).toEqual([
      {
        colour: o.colour,
        tier: o.tier,
        level: Math.max(0, poolCapacity(o.tier, reputation, ha) - o.bottles),
        counted_day: DAY,
      },
    ]);
    const notices = await game.query(
      `SELECT title FROM notifications WHERE estate_id = $1 AND kind = 'contract_delivered'`,
      [p.estateId],
    );
    expect(notices).toHaveLength(1);
    // delivered: a second delivery is refused and changes nothing
    const lot2 = await lotFor(p.estateId, o);
    const state = await snapshot(p.estateId);
    const twice = await p.deliver(contract.id, lot2);
    expect([twice.status, twice.body.code]).toEqual([409, 'CONTRACT_CLOSED']);
    expect(await snapshot(p.estateId)).toEqual(state);
    await expectLedgerBalanced();
  });

  it('holds at most three open contracts', async () => {
    const p = await player('rioja');
    for (const offer of [0, 1, 2]) expect((await p.accept(offer)).status).toBe(201);
    const state = await snapshot(p.estateId);
    const fourth = await p.accept(3);
    expect([fourth.status, fourth.body.code, fourth.body.message]).toEqual([
      409,
      'TOO_MANY_CONTRACTS',
      c.tooMany(CONTRACT_RULES.maxOpen),
    ]);
    expect(await snapshot(p.estateId)).toEqual(state);
  });

  it('answers every bad input with a 4xx that changes nothing', async () => {
    const p = await player();
    const board = (await p.list()).offers as ContractOffer[];
    const o = board[1]!;
    const contract = (await p.accept(1)).body.data.contract;
    const other = o.colour === 'red' ? 'white' : 'red';
    const wrongColour = await lotFor(p.estateId, { ...o, colour: other });
    const lowQuality = await wineLot(game, {
      estateId: p.estateId,
      variety: o.colour === 'red' ? RED : WHITE,
      quality: o.minQuality - 12,
      bottles: o.bottles,
      bottledDay: DAY - 10,
    });
    const tooFew = await lotFor(p.estateId, o, -10);
    const state = await snapshot(p.estateId);
    const cases: [Promise<Res>, number, string][] = [
      [p.accept(-1), 400, 'VALIDATION_FAILED'],
      [p.accept('two'), 400, 'VALIDATION_FAILED'],
      [p.accept(1.5), 400, 'VALIDATION_FAILED'],
      [p.accept(CONTRACT_RULES.offersPerMonth), 400, 'CONTRACT_OFFER_NOT_FOUND'],
      [p.deliver(contract.id, ''), 400, 'VALIDATION_FAILED'],
      [p.deliver(contract.id, 42), 400, 'VALIDATION_FAILED'],
      [p.deliver(contract.id, wrongColour), 400, 'CONTRACT_WRONG_WINE'],
      [p.deliver(contract.id, lowQuality), 400, 'CONTRACT_WRONG_WINE'],
      [p.deliver(contract.id, tooFew), 400, 'NOT_ENOUGH_WINE'],
      [p.deliver(contract.id, 'not-a-uuid'), 404, 'WINE_LOT_NOT_FOUND'],
      [p.deliver('not-a-uuid', tooFew), 404, 'CONTRACT_NOT_FOUND'],
      [p.deliver('00000000-0000-4000-8000-000000000000', tooFew), 404, 'CONTRACT_NOT_FOUND'],
    ];
    for (const [res, status, code] of cases) {
      const r = await res;
      expect([r.status, r.body.code]).toEqual([status, code]);
    }
    const colour = await p.deliver(contract.id, wrongColour);
    expect(colour.body.message).toBe(c.wrongColour(o.colour));
    expect(colour.body.errors).toEqual([{ field: 'wineLotId', message: c.wrongColour(o.colour) }]);
    expect(await snapshot(p.estateId)).toEqual(state);
  });

  it("answers 404 for another player's estate, contract and lot", async () => {
    const a = await player();
    const b = await player();
    const o = ((await a.list()).offers as ContractOffer[])[0]!;
    const contract = (await a.accept(0)).body.data.contract;
    const aLot = await lotFor(a.estateId, o);
    const bLot = await lotFor(b.estateId, o);
    const stateA = await snapshot(a.estateId);
    const stateB = await snapshot(b.estateId);
    const read: Res = await b.api.GET('/api/estates/{estateId}/contracts', {
      params: { path: { estateId: a.estateId } },
    });
    expect([read.status, read.body.code]).toEqual([404, 'ESTATE_NOT_FOUND']);
    // the guard answers before validation: a bad body on another's estate is a 404 too
    for (const res of [await b.accept(0, a.estateId), await b.accept('x', a.estateId)])
      expect([res.status, res.body.code]).toEqual([404, 'ESTATE_NOT_FOUND']);
    const viaOwnEstate = await b.deliver(contract.id, bLot);
    expect([viaOwnEstate.status, viaOwnEstate.body.code]).toEqual([404, 'CONTRACT_NOT_FOUND']);
    const viaTheirs = await b.deliver(contract.id, bLot, a.estateId);
    expect([viaTheirs.status, viaTheirs.body.code]).toEqual([404, 'ESTATE_NOT_FOUND']);
    const othersLot = await a.deliver(contract.id, bLot);
    expect([othersLot.status, othersLot.body.code]).toEqual([404, 'WINE_LOT_NOT_FOUND']);
    expect(await snapshot(a.estateId)).toEqual(stateA);
    expect(await snapshot(b.estateId)).toEqual(stateB);
    expect(await lotBottles(aLot)).toBe(o.bottles);
  });
});

describe('races', () => {
  it('two deliveries of one contract: exactly one is paid, over many rounds; money equals the ledger', async () => {
    const ROUNDS = 12;
    const p = await player('tuscany');
    let paid = 0;
    const start = await money(p.estateId);
    try {
      for (let round = 0; round < ROUNDS; round++) {
        // an offer is accepted once a month: three of each month's board, then the next month
        await game.query('UPDATE game_clock SET day_index = $1', [DAY + 30 * Math.floor(round / 3)]);
        const offer = round % 3;
        const o = ((await p.list()).offers as ContractOffer[])[offer]!;
        const accepted = await p.accept(offer);
        expect(accepted.status).toBe(201);
        const contract = accepted.body.data.contract;
        // each delivery could be paid from its own lot: only the contract's state refuses the second
        const lots = [await lotFor(p.estateId, o), await lotFor(p.estateId, o)];
        const results = await Promise.all(lots.map((lotId) => p.deliver(contract.id, lotId)));
        expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
        expect(results.find((r) => r.status === 409)!.body.code).toBe('CONTRACT_CLOSED');
        paid += o.bottles * o.price;
        const left = await Promise.all(lots.map(lotBottles));
        expect(left.sort((a, b) => a - b)).toEqual([0, o.bottles]);
      }
    } finally {
      await game.query('UPDATE game_clock SET day_index = $1', [DAY]);
    }
    await game.query('UPDATE game_clock SET day_index = $1', [DAY]);
    expect(await money(p.estateId)).toBe(start + paid);
    const [{ n }] = await game.query(
      `SELECT count(*)::int AS n FROM ledger_entries WHERE estate_id = $1 AND kind = 'contract_payment'`,
      [p.estateId],
    );
    expect(n).toBe(ROUNDS);
    await expectLedgerBalanced();
  });

  it('one Idempotency-Key twice delivers once and replays the answer', async () => {
    const p = await player();
    const o = ((await p.list()).offers as ContractOffer[])[2]!;
    const contract = (await p.accept(2)).body.data.contract;
    const lotId = await lotFor(p.estateId, o, 5);
    const key = `deliver-${contract.id}`;
    const [a, b] = await Promise.all([
      p.deliver(contract.id, lotId, p.estateId, key),
      p.deliver(contract.id, lotId, p.estateId, key),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.data).toEqual(b.body.data);
    expect(await lotBottles(lotId)).toBe(5);
    await expectLedgerBalanced();
  });
});

describe('defaults', () => {
  it('the day after its delivery day the tick defaults a contract: a penalty through the ledger, reputation lost, a notice', async () => {
    const p = await player();
    const o = ((await p.list()).offers as ContractOffer[])[3]!;
    const contract = (await p.accept(3)).body.data.contract;
    const lotId = await lotFor(p.estateId, o);
    // points to lose, so that the loss shows
    await game.query('UPDATE estates SET reputation_points = 400, reputation_points_day = $2 WHERE id = $1', [
      p.estateId,
      o.dueDay,
    ]);
    const before = await money(p.estateId);
    const admin = await game.adminToken();
    try {
      // past the day: refused, and nothing changes
      await game.query('UPDATE game_clock SET day_index = $1', [o.dueDay + 1]);
      const late = await p.deliver(contract.id, lotId);
      expect([late.status, late.body.code]).toEqual([409, 'CONTRACT_OVERDUE']);
      // on the day itself the tick leaves it open; the next day's tick defaults it
      await game.query('UPDATE game_clock SET day_index = $1', [o.dueDay - 1]);
      expect((await game.api(admin).POST('/api/game/time/update')).status).toBe(200);
      expect((await game.query('SELECT status FROM merchant_contracts WHERE id = $1', [contract.id]))[0].status).toBe(
        'accepted',
      );
      expect((await game.api(admin).POST('/api/game/time/update')).status).toBe(200);
      const penalty = contractPenalty(o);
      const [row] = await game.query('SELECT status, closed_day, penalty FROM merchant_contracts WHERE id = $1', [
        contract.id,
      ]);
      expect(row).toEqual({ status: 'defaulted', closed_day: o.dueDay + 1, penalty: Math.min(penalty, before) });
      expect(await money(p.estateId)).toBe(before - Math.min(penalty, before));
      const [ledger] = await game.query(
        `SELECT amount, ref_id, description FROM ledger_entries WHERE estate_id = $1 AND kind = 'contract_penalty'`,
        [p.estateId],
      );
      expect(ledger).toMatchObject({ amount: String(-Math.min(penalty, before)), ref_id: contract.id });
      expect(ledger.description).toContain(`${o.bottles.toLocaleString('en-US')} bottles of ${o.colour} wine`);
      const [event] = await game.query(
        `SELECT points FROM reputation_events WHERE estate_id = $1 AND reason = 'contract_broken'`,
        [p.estateId],
      );
      expect(event.points).toBeCloseTo(-CONTRACT_RULES.defaultPoints, 5);
      const notices = await game.query(
        `SELECT title, body FROM notifications WHERE estate_id = $1 AND kind = 'contract_defaulted'`,
        [p.estateId],
      );
      expect(notices).toEqual([
        {
          title: `Contract defaulted: ${o.bottles.toLocaleString('en-US')} bottles of ${o.colour} wine`,
          body: expect.stringContaining(`penalty of €${Math.min(penalty, before).toLocaleString('en-US')}`),
        },
      ]);
      const listed = await p.list();
      expect(listed.contracts[0]).toMatchObject({
        id: contract.id,
        status: 'defaulted',
        penaltyPaid: Math.min(penalty, before),
      });
      // the next day changes nothing more (idempotent per contract)
      const state = await snapshot(p.estateId);
      expect((await game.api(admin).POST('/api/game/time/update')).status).toBe(200);
      const after = await snapshot(p.estateId);
      expect({ ...after, reputation_points: 0 }).toEqual({ ...state, reputation_points: 0 });
      await expectLedgerBalanced();
    } finally {
      await game.query('UPDATE game_clock SET day_index = $1', [DAY]);
    }
  });

  it('takes no more than the estate has, contract by contract, and never makes arrears', async () => {
    const p = await player();
    const board = (await p.list()).offers as ContractOffer[];
    const contracts = [(await p.accept(0)).body.data.contract, (await p.accept(1)).body.data.contract];
    // the penalties are taken in the order of the contracts' ids: the first in full, the second only €3
    const [first, second] = [...contracts].sort((a, b) => (a.id < b.id ? -1 : 1));
    const firstPenalty = contractPenalty(board[first.offer]!);
    await ledgerEntry(game, { estateId: p.estateId, balance: firstPenalty + 3 });
    const admin = await game.adminToken();
    try {
      await game.query('UPDATE game_clock SET day_index = $1', [Math.max(first.dueDay, second.dueDay)]);
      expect((await game.api(admin).POST('/api/game/time/update')).status).toBe(200);
      const rows = await game.query(
        'SELECT id, status, penalty FROM merchant_contracts WHERE estate_id = $1 ORDER BY id',
        [p.estateId],
      );
      expect(rows).toEqual([
        { id: first.id, status: 'defaulted', penalty: firstPenalty },
        { id: second.id, status: 'defaulted', penalty: 3 },
      ]);
      const ledger = await game.query(
        `SELECT amount, balance_after, ref_id FROM ledger_entries
          WHERE estate_id = $1 AND kind = 'contract_penalty' ORDER BY seq`,
        [p.estateId],
      );
      expect(ledger).toEqual([
        { amount: String(-firstPenalty), balance_after: '3', ref_id: first.id },
        { amount: '-3', balance_after: '0', ref_id: second.id },
      ]);
      const [estate] = await game.query('SELECT money, arrears FROM estates WHERE id = $1', [p.estateId]);
      expect([Number(estate.money), Number(estate.arrears)]).toEqual([0, 0]);
      const [event] = await game.query(
        `SELECT count(*)::int AS n, sum(points) AS points FROM reputation_events
          WHERE estate_id = $1 AND reason = 'contract_broken'`,
        [p.estateId],
      );
      expect(event.n).toBeLessThanOrEqual(1);
      await expectLedgerBalanced();
    } finally {
      await game.query('UPDATE game_clock SET day_index = $1', [DAY]);
    }
  });
});

afterAll(() => {
  if (process.env.SHOW_SERVER_LOG)
    console.log(
      game.server
        .output()
        .split('\n')
        .filter((line) => /error/i.test(line))
        .join('\n'),
    );
});
