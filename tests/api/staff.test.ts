/**
 * Staff (issue 35, item 2) through the real server and database: the estate's staff, this month's
 * labour market and the sales rule; hiring pays the hiring fee through the ledger (`staff_hiring`);
 * a missing candidate, one no longer offered, a filled role, too little money and arrears are 4xx
 * that change nothing; another player's estate is a 404; dismissing; the tick's wages on the first
 * day of a game month (through the clock, advanceDays), arrears where the estate cannot pay, once
 * per estate and month; hires raced at once over many rounds let one through each round, and money
 * equals the ledger. Raw SQL only where the statement is the point: the clock's day, arrears set
 * and cleared, and the INSERT that shows the ledger's unique key refusing a second wages row of an
 * estate and day.
 */
import {
  DAYS_PER_MONTH,
  MESSAGES,
  reputationMonthStart,
  salesManagerBottles,
  STAFF,
  STAFF_ROLES,
  staffCandidates,
  staffWage,
  type StaffCandidate,
} from '@vineyard/domain';
import { ledgerEntry, staffMember, wineLot } from '../support/builders';
import { apiGame } from '../support/harness';
import { salesMonthOf } from '../support/reputation';

const game = apiGame({ demo: true });

/** The day before the first of a game month (420 = 14 × 30 is a wage day, not an upkeep day). */
const DAY = 14 * DAYS_PER_MONTH - 1;
const m = MESSAGES.staff;

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

/** Everything a staff request can change of an estate. */
async function snapshot(estateId: string) {
  const [row] = await game.query(
    `SELECT e.money, e.arrears,
            (SELECT count(*)::int FROM ledger_entries WHERE estate_id = e.id) AS ledger,
            (SELECT coalesce(json_agg(s.candidate_id ORDER BY s.candidate_id), '[]') FROM staff s WHERE s.estate_id = e.id) AS staff,
            (SELECT row_to_json(r) FROM (SELECT share_percent, min_quality FROM staff_sales_rules WHERE estate_id = e.id) r) AS rule
       FROM estates e WHERE e.id = $1`,
    [estateId],
  );
  return row;
}

async function wageRows(estateId: string) {
  return game.query(
    `SELECT game_day, amount::int AS amount, balance_after::int AS balance, description FROM ledger_entries
      WHERE estate_id = $1 AND kind = 'wages' ORDER BY seq`,
    [estateId],
  );
}

let names = 0;
async function player() {
  const { token, estate } = await game.playerWithEstate({ name: `Domaine Personnel ${++names}`, location: 'rioja' });
  const api = game.api(token) as any;
  const estateId: string = estate.id;
  return {
    token,
    estateId,
    api,
    candidates: (day = DAY): StaffCandidate[] => staffCandidates(estateId, day),
    staff: async (id = estateId) => {
      const res: Res = await api.GET('/api/estates/{estateId}/staff', { params: { path: { estateId: id } } });
      expect(res.status).toBe(200);
      return res.body.data.staff;
    },
    hire: (candidate: unknown, id = estateId, key?: string): Promise<Res> =>
      api.POST('/api/estates/{estateId}/staff', {
        params: { path: { estateId: id } },
        body: { candidate },
        ...(key ? { headers: { 'Idempotency-Key': key } } : {}),
      }),
    dismiss: (staffId: string, id = estateId): Promise<Res> =>
      api.DELETE('/api/estates/{estateId}/staff/{staffId}', { params: { path: { estateId: id, staffId } } }),
    rule: (body: unknown, id = estateId): Promise<Res> =>
      api.PUT('/api/estates/{estateId}/staff/sales-rule', { params: { path: { estateId: id } }, body }),
  };
}

describe('staff', () => {
  it('shows the labour market; a hire pays the fee through the ledger; a dismissal frees the role', async () => {
    const p = await player();
    await ledgerEntry(game, { estateId: p.estateId, balance: 100_000, kind: 'fee' });
    const offered = p.candidates();
    const view = await p.staff();
    expect(view).toEqual({
      day: DAY,
      staff: [],
      candidates: offered.map((c) => ({ ...c, roleLabel: STAFF.roles[c.role].label })),
      monthlyWages: 0,
      nextWageDay: DAY + 1,
      salesRule: { sharePercent: STAFF.defaultSharePercent, minQuality: STAFF.defaultMinQuality },
      vineyardCrew: { hectares: 0, plantedHectares: expect.any(Number) },
    });
    expect(view.vineyardCrew.plantedHectares).toBeGreaterThan(0);
    const c = offered[1]!;
    const res = await p.hire(c.id);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(m.hired(c.name, 'Sales manager', `€${c.wage.toLocaleString('en-US')}`));
    expect(res.body.data).toEqual({
      member: {
        id: expect.any(String),
        role: c.role,
        roleLabel: 'Sales manager',
        name: c.name,
        skill: c.skill,
        wage: c.wage,
        hiredDay: DAY,
      },
      fee: c.hiringFee,
      money: 100_000 - c.hiringFee,
    });
    expect(await money(p.estateId)).toBe(100_000 - c.hiringFee);
    const [entry] = await game.query(
      `SELECT amount::int AS amount, description, ref_id FROM ledger_entries WHERE estate_id = $1 AND kind = 'staff_hiring'`,
      [p.estateId],
    );
    expect(entry).toEqual({
      amount: -c.hiringFee,
      description: m.hiringLedger('Sales manager', c.name),
      ref_id: res.body.data.member.id,
    });
    const after = await p.staff();
    expect(after.staff).toEqual([res.body.data.member]);
    expect(after.candidates.map((x: StaffCandidate) => x.id)).not.toContain(c.id);
    expect(after.monthlyWages).toBe(c.wage);

    const rule = await p.rule({ sharePercent: 25, minQuality: 80 });
    expect([rule.status, rule.body.data, rule.body.message]).toEqual([
      200,
      { salesRule: { sharePercent: 25, minQuality: 80 } },
      m.ruleSet(25, 80),
    ]);
    expect((await p.staff()).salesRule).toEqual({ sharePercent: 25, minQuality: 80 });

    const gone = await p.dismiss(res.body.data.member.id);
    expect([gone.status, gone.body.message]).toEqual([200, m.dismissed(c.name, 'Sales manager')]);
    expect((await p.staff()).staff).toEqual([]);
    expect(await money(p.estateId)).toBe(100_000 - c.hiringFee); // dismissing is free
    await expectLedgerBalanced();
  });
});

describe('refusals change nothing', () => {
  it('a missing candidate, one not offered, a filled role, too little money, arrears, a bad rule, an unknown member', async () => {
    const p = await player();
    const [a, b] = p.candidates();
    await ledgerEntry(game, { estateId: p.estateId, balance: a!.hiringFee - 1, kind: 'fee' });
    const state = await snapshot(p.estateId);
    for (const candidate of [undefined, null, 3, '', 'x'.repeat(65)]) {
      const res = await p.hire(candidate);
      expect([res.status, res.body.code]).toEqual([400, 'VALIDATION_FAILED']);
      expect(res.body.errors).toEqual([{ field: 'candidate', message: m.candidateInvalid }]);
    }
    const lastMonth = staffCandidates(p.estateId, DAY - DAYS_PER_MONTH)[0]!;
    for (const candidate of ['nobody', lastMonth.id]) {
      const res = await p.hire(candidate);
      expect([res.status, res.body.code, res.body.message]).toEqual([409, 'STAFF_CANDIDATE_GONE', m.candidateGone]);
    }
    const poor = await p.hire(a!.id);
    expect([poor.status, poor.body.code]).toEqual([400, 'INSUFFICIENT_FUNDS']);
    expect(poor.body.message).toBe(m.notEnoughMoney(a!.name, `€${a!.hiringFee.toLocaleString('en-US')}`));
    for (const body of [
      { sharePercent: 0, minQuality: 50 },
      { sharePercent: 51, minQuality: 50 },
      { sharePercent: 10, minQuality: 101 },
      { sharePercent: 10 },
      { sharePercent: '10', minQuality: 50 },
    ]) {
      const res = await p.rule(body);
      expect([res.status, res.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    }
    for (const staffId of ['7d1e2c8a-5b0f-4c61-9a3e-2f4b6d8e0a11', 'nobody']) {
      const res = await p.dismiss(staffId);
      expect([res.status, res.body.code]).toEqual([404, 'STAFF_NOT_FOUND']);
    }
    expect(await snapshot(p.estateId)).toEqual(state);

    await ledgerEntry(game, { estateId: p.estateId, balance: 50_000, kind: 'fee' });
    expect((await p.hire(a!.id)).status).toBe(201);
    const hired = await snapshot(p.estateId);
    const filled = await p.hire(b!.id);
    expect([filled.status, filled.body.code, filled.body.message]).toEqual([
      409,
      'STAFF_ROLE_FILLED',
      m.roleFilled('Sales manager'),
    ]);
    const twice = await p.hire(a!.id);
    expect([twice.status, twice.body.code]).toEqual([409, 'STAFF_CANDIDATE_GONE']);
    expect(await snapshot(p.estateId)).toEqual(hired);

    const [member] = (await p.staff()).staff;
    expect((await p.dismiss(member.id)).status).toBe(200);
    await game.query(`UPDATE estates SET arrears = 500, arrears_since = $2 WHERE id = $1`, [p.estateId, DAY]);
    const owing = await snapshot(p.estateId);
    const res = await p.hire(b!.id);
    expect([res.status, res.body.code]).toEqual([409, 'ESTATE_IN_ARREARS']);
    expect(await snapshot(p.estateId)).toEqual(owing);
    await game.query(`UPDATE estates SET arrears = 0, arrears_since = NULL WHERE id = $1`, [p.estateId]);
    await expectLedgerBalanced();
  });

  it("answers 404 for another player's estate, before looking at the body", async () => {
    const a = await player();
    const other = await player();
    await ledgerEntry(game, { estateId: a.estateId, balance: 50_000, kind: 'fee' });
    const hired = await a.hire(a.candidates()[0]!.id);
    expect(hired.status).toBe(201);
    const stateA = await snapshot(a.estateId);
    const read: Res = await other.api.GET('/api/estates/{estateId}/staff', {
      params: { path: { estateId: a.estateId } },
    });
    expect([read.status, read.body.code]).toEqual([404, 'ESTATE_NOT_FOUND']);
    for (const res of [
      await other.hire(a.candidates()[1]!.id, a.estateId),
      await other.hire(7, a.estateId),
      await other.hire('x', 'not-a-uuid'),
      await other.dismiss(hired.body.data.member.id, a.estateId),
      await other.rule({ sharePercent: 50, minQuality: 0 }, a.estateId),
      await other.rule({ sharePercent: 'x' }, a.estateId),
    ])
      expect([res.status, res.body.code]).toEqual([404, 'ESTATE_NOT_FOUND']);
    // the member's id under the other player's own estate is not theirs either
    const own = await other.dismiss(hired.body.data.member.id);
    expect([own.status, own.body.code]).toEqual([404, 'STAFF_NOT_FOUND']);
    expect(await snapshot(a.estateId)).toEqual(stateA);
  });
});

describe('the monthly wages (the tick)', () => {
  it('pays the wages on the first day of each game month, arrears where the estate cannot, once a month', async () => {
    await game.query('UPDATE game_clock SET day_index = $1', [DAY]);
    const rich = await player();
    const broke = await player();
    const none = await player();
    // a skill-5 sales manager written by the builder: the statement's wage is the row's
    const built = await player();
    await staffMember(game, { estateId: built.estateId, skill: 5 });
    await ledgerEntry(game, { estateId: built.estateId, balance: 20_000, kind: 'fee' });
    const c = rich.candidates()[0]!;
    const d = broke.candidates()[0]!;
    await ledgerEntry(game, { estateId: rich.estateId, balance: 50_000, kind: 'fee' });
    await ledgerEntry(game, { estateId: broke.estateId, balance: d.hiringFee + 100, kind: 'fee' });
    await ledgerEntry(game, { estateId: none.estateId, balance: 10_000, kind: 'fee' });
    expect((await rich.hire(c.id)).status).toBe(201);
    expect((await broke.hire(d.id)).status).toBe(201);
    expect(await money(broke.estateId)).toBe(100);

    await game.advanceDays(1); // day 420: the first day of a game month
    expect(await wageRows(rich.estateId)).toEqual([
      { game_day: DAY + 1, amount: -c.wage, balance: 50_000 - c.hiringFee - c.wage, description: 'Wages of 1 staff' },
    ]);
    // the wage due, €100 held: it pays the €100, the rest is arrears
    const unpaid = d.wage - 100;
    expect(await wageRows(broke.estateId)).toEqual([
      {
        game_day: DAY + 1,
        amount: -100,
        balance: 0,
        description: `Wages of 1 staff (€${unpaid.toLocaleString('en-US')} unpaid: arrears)`,
      },
    ]);
    expect(await snapshot(broke.estateId)).toMatchObject({ money: '0', arrears: String(unpaid) });
    expect(await wageRows(none.estateId)).toEqual([]);
    expect((await wageRows(built.estateId)).map((r: any) => r.amount)).toEqual([-staffWage('salesManager', 5)]);

    // the other days of the month pay nothing; the next month's first day pays again, once
    await game.advanceDays(DAYS_PER_MONTH);
    expect((await wageRows(rich.estateId)).map((r: any) => [r.game_day, r.amount])).toEqual([
      [DAY + 1, -c.wage],
      [DAY + 1 + DAYS_PER_MONTH, -c.wage],
    ]);
    expect(await money(rich.estateId)).toBe(50_000 - c.hiringFee - 2 * c.wage);

    // a dismissed member is paid no more
    const [member] = (await rich.staff()).staff;
    expect((await rich.dismiss(member.id)).status).toBe(200);
    await game.advanceDays(DAYS_PER_MONTH);
    expect(await wageRows(rich.estateId)).toHaveLength(2);

    // the ledger's key refuses a second wages row of one estate and day
    await expect(
      game.query(
        `INSERT INTO ledger_entries (estate_id, amount, kind, game_day, balance_after, description)
         VALUES ($1, 0, 'wages', $2, 0, 'twice')`,
        [rich.estateId, DAY + 1],
      ),
    ).rejects.toThrow(/ledger_entries_daily_charge_key/);
    await game.query(`UPDATE estates SET arrears = 0, arrears_since = NULL WHERE id = $1`, [broke.estateId]);
    await expectLedgerBalanced();
    await game.query('UPDATE game_clock SET day_index = $1', [DAY]);
  });
});

describe("the sales manager's monthly sale (the tick)", () => {
  async function lotBottles(id: string): Promise<number> {
    return (await game.query('SELECT bottles FROM wine_lots WHERE id = $1', [id]))[0].bottles;
  }
  async function staffSales(estateId: string) {
    return game.query(
      `SELECT wine_lot_id, game_day, sum(bottles)::int AS bottles, sum(revenue)::int AS revenue FROM wine_sales
        WHERE estate_id = $1 AND by_staff GROUP BY wine_lot_id, game_day ORDER BY game_day, wine_lot_id`,
      [estateId],
    );
  }

  // after the wages test's days (the clock's days run once: game_ticks)
  const S = DAY + 3 * DAYS_PER_MONTH;

  it("sells the rule's share of the rule's wines on the first day of each month, through the ledger; none in arrears", async () => {
    await game.query('UPDATE game_clock SET day_index = $1', [S]);
    const p = await player();
    const owing = await player();
    for (const x of [p, owing]) {
      await ledgerEntry(game, { estateId: x.estateId, balance: 50_000, kind: 'fee' });
      expect((await x.hire(x.candidates(S)[0]!.id)).status).toBe(201);
      expect((await x.rule({ sharePercent: 10, minQuality: 60 })).status).toBe(200);
    }
    const [good, poor, owed] = await wineLot(game, [
      { estateId: p.estateId, quality: 80, bottles: 5_000, bottledDay: S - 30 },
      { estateId: p.estateId, quality: 40, bottles: 3_000, bottledDay: S - 30 },
      { estateId: owing.estateId, quality: 80, bottles: 5_000, bottledDay: S - 30 },
    ]);
    await game.query(`UPDATE estates SET arrears = 500, arrears_since = $2 WHERE id = $1`, [owing.estateId, S]);
    const before = await money(p.estateId);
    expect(salesManagerBottles(p.candidates(S)[0]!.skill)).toBeGreaterThanOrEqual(500);

    await game.advanceDays(1); // the first day of a game month
    const sold = await staffSales(p.estateId);
    expect(sold).toEqual([{ wine_lot_id: good, game_day: S + 1, bottles: 500, revenue: expect.any(Number) }]);
    expect([await lotBottles(good!), await lotBottles(poor!)]).toEqual([4_500, 3_000]);
    const [credit] = await game.query(
      `SELECT amount::int AS amount, description FROM ledger_entries
        WHERE estate_id = $1 AND kind = 'wine_sale' AND game_day = $2`,
      [p.estateId, S + 1],
    );
    expect(credit).toEqual({ amount: sold[0].revenue, description: m.salesLedger(500, 1) });
    expect(sold[0].revenue).toBeGreaterThan(0);
    // the wages of the same day were paid from it
    const wage = p.candidates(S)[0]!.wage;
    expect(await money(p.estateId)).toBe(before + sold[0].revenue - wage);
    const [notice] = await game.query(
      `SELECT title FROM notifications WHERE estate_id = $1 AND kind = 'wine_sale' AND game_day = $2`,
      [p.estateId, S + 1],
    );
    expect(notice.title).toContain('€');
    // the estate's recent sales say the sales manager made it
    const recent: Res = await p.api.GET('/api/estates/{estateId}/wine-sales', {
      params: { path: { estateId: p.estateId } },
    });
    expect(recent.body.data.sales).toEqual([
      expect.objectContaining({ wineLotId: good, bottles: 500, gameDay: S + 1, byStaff: true }),
    ]);
    // the sale's reputation, as a player's sale of the wine earns it
    const [event] = await game.query(
      `SELECT points, ref_id FROM reputation_events WHERE estate_id = $1 AND reason = 'wine_sale' AND game_day = $2`,
      [p.estateId, S + 1],
    );
    expect(event.ref_id).toBe(good);
    expect(event.points).toBeGreaterThan(0);
    // the month's count the sales' cap reads, kept on the estate's row: the sale's gain
    const month = await salesMonthOf(game, p.estateId);
    expect(month).toMatchObject({ start: reputationMonthStart(S + 1), events: 1 });
    expect(month.kept).toBeCloseTo(event.points, 9);
    // in arrears: nothing sold
    expect(await staffSales(owing.estateId)).toEqual([]);
    expect(await lotBottles(owed!)).toBe(5_000);

    // the next month sells again, once; a dismissed sales manager sells no more
    await game.advanceDays(DAYS_PER_MONTH);
    expect((await staffSales(p.estateId)).map((r: any) => [r.game_day, r.bottles])).toEqual([
      [S + 1, 500],
      [S + 1 + DAYS_PER_MONTH, 450],
    ]);
    // a sale of a later month counts afresh
    const next = await salesMonthOf(game, p.estateId);
    expect(next).toMatchObject({ start: reputationMonthStart(S + 1 + DAYS_PER_MONTH), events: 1 });
    expect(next.start).toBeGreaterThan(month.start);
    expect(next.kept).toBeCloseTo(next.summed, 9);
    const [member] = (await p.staff()).staff;
    expect((await p.dismiss(member.id)).status).toBe(200);
    await game.advanceDays(DAYS_PER_MONTH);
    expect(await staffSales(p.estateId)).toHaveLength(2);
    expect(await lotBottles(good!)).toBe(4_050);
    await game.query(`UPDATE estates SET arrears = 0, arrears_since = NULL WHERE id = $1`, [owing.estateId]);
    await expectLedgerBalanced();
    await game.query('UPDATE game_clock SET day_index = $1', [DAY]);
  });
});

describe('races', () => {
  it('hires of one role at once over many rounds: one through each round, paying its own fee; money equals the ledger', async () => {
    const ROUNDS = 6;
    const p = await player();
    let paid = 0;
    // the roles an estate employs one of (vineyard workers: the next test)
    const single = STAFF_ROLES.filter((r) => STAFF.roles[r].max === 1);
    for (let round = 0; round < ROUNDS; round++) {
      // the roles in turn: each role's candidates race for it
      const offered = p.candidates().filter((c) => c.role === single[round % single.length]);
      const dearest = Math.max(...offered.map((c) => c.hiringFee));
      await ledgerEntry(game, { estateId: p.estateId, balance: dearest + 10, kind: 'fee' });
      // every candidate twice, at once: the role takes one
      const results = await Promise.all(offered.flatMap((c) => [p.hire(c.id), p.hire(c.id)]));
      const ok = results.filter((r) => r.status === 201);
      expect(ok).toHaveLength(1);
      for (const r of results.filter((x) => x.status !== 201)) {
        expect(r.status).toBe(409);
        expect(['STAFF_ROLE_FILLED', 'STAFF_CANDIDATE_GONE']).toContain(r.body.code);
      }
      const fee = ok[0]!.body.data.fee;
      paid += fee;
      expect(await money(p.estateId)).toBe(dearest + 10 - fee);
      const view = await p.staff();
      expect(view.staff).toHaveLength(1);
      expect((await p.dismiss(view.staff[0].id)).status).toBe(200);
    }
    const [{ total }] = await game.query(
      `SELECT COALESCE(-sum(amount), 0)::int AS total FROM ledger_entries WHERE estate_id = $1 AND kind = 'staff_hiring'`,
      [p.estateId],
    );
    expect(total).toBe(paid);
    await expectLedgerBalanced();
  });

  it('hires of vineyard workers at once over many rounds: as many as the money pays, each candidate once; money equals the ledger', async () => {
    for (let round = 0; round < 4; round++) {
      const p = await player();
      const offered = p.candidates().filter((c) => c.role === 'worker');
      expect(offered).toHaveLength(STAFF.roles.worker.candidates);
      // a euro short of all three fees: any two are paid, never the third
      const fund = offered.reduce((sum, c) => sum + c.hiringFee, 0) - 1;
      await ledgerEntry(game, { estateId: p.estateId, balance: fund, kind: 'fee' });
      const results = await Promise.all(offered.flatMap((c) => [p.hire(c.id), p.hire(c.id)]));
      const ok = results.filter((r) => r.status === 201);
      expect(ok).toHaveLength(2);
      for (const r of results.filter((x) => x.status !== 201))
        expect([
          [409, 'STAFF_CANDIDATE_GONE'],
          [400, 'INSUFFICIENT_FUNDS'],
        ]).toContainEqual([r.status, r.body.code]);
      const fees = ok.reduce((sum, r) => sum + r.body.data.fee, 0);
      expect(await money(p.estateId)).toBe(fund - fees);
      const view = await p.staff();
      expect(view.staff.map((s: { role: string }) => s.role)).toEqual(['worker', 'worker']);
      expect(new Set(view.staff.map((s: { candidateId?: string; name: string }) => s.name)).size).toBeLessThanOrEqual(
        2,
      );
    }
    await expectLedgerBalanced();
  });

  it("the player's own sales during the tick's monthly sale: every bottle counted once; money equals the ledger", async () => {
    // after the sales test's days (the clock's days run once: game_ticks)
    const R = DAY + 6 * DAYS_PER_MONTH;
    await game.query('UPDATE game_clock SET day_index = $1', [R]);
    const p = await player();
    await ledgerEntry(game, { estateId: p.estateId, balance: 50_000, kind: 'fee' });
    expect((await p.hire(p.candidates(R)[0]!.id)).status).toBe(201);
    expect((await p.rule({ sharePercent: 50, minQuality: 0 })).status).toBe(200);
    const lotId = await wineLot(game, { estateId: p.estateId, quality: 75, bottles: 4_000, bottledDay: R - 30 });
    const sell = (): Promise<Res> =>
      p.api.POST('/api/wines/{lotId}/sell', { params: { path: { lotId } }, body: { bottles: 100 } });
    // the clock's job and eight sales of the lot at once
    const [, ...sales] = await Promise.all([game.advanceDays(1), ...Array.from({ length: 8 }, sell)]);
    // a sale after the sales manager's may find the buyers gone (DEMAND_EXHAUSTED), never anything else
    for (const r of sales) if (r.status !== 200) expect([r.status, r.body.code]).toEqual([400, 'DEMAND_EXHAUSTED']);
    const [{ bottles }] = await game.query('SELECT bottles FROM wine_lots WHERE id = $1', [lotId]);
    const [{ sold, staff }] = await game.query(
      `SELECT COALESCE(sum(bottles), 0)::int AS sold, COALESCE(sum(bottles) FILTER (WHERE by_staff), 0)::int AS staff
         FROM wine_sales WHERE wine_lot_id = $1`,
      [lotId],
    );
    expect(bottles + sold).toBe(4_000);
    expect(sold - staff).toBe(100 * sales.filter((r) => r.status === 200).length);
    expect(staff).toBeGreaterThan(0);
    const [{ received }] = await game.query(
      `SELECT COALESCE(sum(amount), 0)::int AS received FROM ledger_entries WHERE estate_id = $1 AND kind = 'wine_sale'`,
      [p.estateId],
    );
    const [{ revenue }] = await game.query(
      `SELECT COALESCE(sum(revenue), 0)::int AS revenue FROM wine_sales WHERE wine_lot_id = $1`,
      [lotId],
    );
    expect(received).toBe(revenue);
    await expectLedgerBalanced();
    await game.query('UPDATE game_clock SET day_index = $1', [DAY]);
  });

  it('one Idempotency-Key twice hires once and replays the answer', async () => {
    const p = await player();
    await ledgerEntry(game, { estateId: p.estateId, balance: 50_000, kind: 'fee' });
    const c = p.candidates()[2]!;
    const key = `staff-${p.estateId}`;
    const [x, y] = await Promise.all([p.hire(c.id, p.estateId, key), p.hire(c.id, p.estateId, key)]);
    expect([x.status, y.status]).toEqual([201, 201]);
    expect(x.body.data).toEqual(y.body.data);
    expect(await money(p.estateId)).toBe(50_000 - c.hiringFee);
    expect((await p.staff()).staff).toHaveLength(1);
    await expectLedgerBalanced();
  });
});

describe("the sales manager's sale of several wines (the tick)", () => {
  it('two wines of one colour sell into the same pools in one statement, best first, each its share', async () => {
    // after the race test's days (the clock's days run once: game_ticks)
    const T = DAY + 7 * DAYS_PER_MONTH;
    await game.query('UPDATE game_clock SET day_index = $1', [T]);
    const p = await player();
    await ledgerEntry(game, { estateId: p.estateId, balance: 50_000, kind: 'fee' });
    expect((await p.hire(p.candidates(T)[0]!.id)).status).toBe(201);
    const [better, good, white] = await wineLot(game, [
      { estateId: p.estateId, quality: 82, bottles: 2_000, bottledDay: T - 30 },
      { estateId: p.estateId, quality: 72, bottles: 3_000, bottledDay: T - 30 },
      { estateId: p.estateId, variety: 'chardonnay', quality: 70, bottles: 1_000, bottledDay: T - 30 },
    ]);
    await game.advanceDays(1);
    const sold = await game.query(
      `SELECT wine_lot_id, sum(bottles)::int AS bottles, array_agg(DISTINCT tier ORDER BY tier) AS tiers
         FROM wine_sales WHERE estate_id = $1 AND by_staff GROUP BY wine_lot_id`,
      [p.estateId],
    );
    // the default rule: 10% of each wine of quality 60 or more
    const byLot = new Map(sold.map((r: any) => [r.wine_lot_id, r.bottles]));
    expect([byLot.get(better), byLot.get(good), byLot.get(white)]).toEqual([200, 300, 100]);
    // one row per pool: the red pools written once each, whichever wines sold into them
    const pools = await game.query(
      `SELECT colour, tier, counted_day FROM demand_pools WHERE estate_id = $1 ORDER BY colour, tier`,
      [p.estateId],
    );
    expect(pools.length).toBeGreaterThan(0);
    for (const pool of pools) expect(pool.counted_day).toBe(T + 1);
    const [credit] = await game.query(
      `SELECT description FROM ledger_entries WHERE estate_id = $1 AND kind = 'wine_sale' AND game_day = $2`,
      [p.estateId, T + 1],
    );
    expect(credit.description).toBe(m.salesLedger(600, 3));
    await expectLedgerBalanced();
    await game.query('UPDATE game_clock SET day_index = $1', [DAY]);
  });
});
