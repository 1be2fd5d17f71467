/**
 * Marketing campaigns (issue 35, item 3) through the real server and database: the list prices
 * each kind at the estate's planted hectares; running one pays through the ledger
 * (`marketing_campaign`) and boosts every pool the quote and the sale read; a second of the kind
 * while one runs, an unknown kind, too little money and arrears are 4xx that change nothing;
 * another player's estate is a 404; N campaigns raced at once over many rounds: only one of each
 * kind (and only what the money pays for) succeeds, and money equals the ledger.
 */
import { CAMPAIGN_KINDS, CAMPAIGNS, campaignCost, MESSAGES, stackedBoost, type CampaignKind } from '@vineyard/domain';
import { ledgerEntry, wineLot } from '../support/builders';
import { apiGame } from '../support/harness';

const game = apiGame({ demo: true });

const DAY = 400;
const c = MESSAGES.campaigns;

beforeAll(async () => {
  await game.query('UPDATE game_clock SET day_index = $1', [DAY]);
});

afterEach(async () => {
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

async function plantedHa(estateId: string): Promise<number> {
  const [{ ha }] = await game.query(
    'SELECT COALESCE(SUM(b.size), 0) AS ha FROM blocks b JOIN plots p ON p.id = b.plot_id WHERE p.estate_id = $1',
    [estateId],
  );
  return Number(ha);
}

/** Everything a campaign request can change of an estate. */
async function snapshot(estateId: string) {
  const [row] = await game.query(
    `SELECT e.money, e.arrears,
            (SELECT json_agg(json_build_object('id', id, 'kind', kind) ORDER BY id) FROM marketing_campaigns WHERE estate_id = e.id) AS campaigns,
            (SELECT count(*)::int FROM ledger_entries WHERE estate_id = e.id) AS ledger
       FROM estates e WHERE e.id = $1`,
    [estateId],
  );
  return row;
}

let names = 0;
async function player() {
  const { token, estate } = await game.playerWithEstate({ name: `Maison Réclame ${++names}`, location: 'tuscany' });
  const api = game.api(token) as any;
  const estateId: string = estate.id;
  return {
    token,
    estateId,
    api,
    list: async (id = estateId) => {
      const res: Res = await api.GET('/api/estates/{estateId}/campaigns', { params: { path: { estateId: id } } });
      expect(res.status).toBe(200);
      return res.body.data.campaigns;
    },
    run: (kind: unknown, id = estateId, key?: string): Promise<Res> =>
      api.POST('/api/estates/{estateId}/campaigns', {
        params: { path: { estateId: id } },
        body: { kind },
        ...(key ? { headers: { 'Idempotency-Key': key } } : {}),
      }),
  };
}

describe('running a campaign', () => {
  it('lists the kinds at the estate’s price, pays through the ledger and boosts the pools the quote reads', async () => {
    const p = await player();
    const ha = await plantedHa(p.estateId);
    const before = await p.list();
    expect(before.boost).toBe(0);
    expect(before.campaigns).toEqual([]);
    expect(before.kinds).toEqual(
      CAMPAIGN_KINDS.map((kind) => ({
        kind,
        label: CAMPAIGNS[kind].label,
        description: CAMPAIGNS[kind].description,
        boost: CAMPAIGNS[kind].boost,
        addsToday: CAMPAIGNS[kind].boost,
        days: CAMPAIGNS[kind].days,
        cost: campaignCost(kind, ha),
        runningUntil: null,
      })),
    );

    const lotId = await wineLot(game, { estateId: p.estateId, bottles: 50_000, quality: 72, bottledDay: DAY - 30 });
    const quote = async () =>
      (await p.api.GET('/api/wines/{lotId}/quote', { params: { path: { lotId }, query: { bottles: 100 } } })).body.data;
    const plain = await quote();
    expect(plain.market.boost).toBe(0);

    const start = await money(p.estateId);
    const cost = campaignCost('fair', ha);
    const res = await p.run('fair');
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      campaign: { kind: 'fair', startDay: DAY, endDay: DAY + CAMPAIGNS.fair.days, cost, running: true },
      money: start - cost,
      boost: CAMPAIGNS.fair.boost,
    });
    expect(res.body.message).toContain('Trade fair stand started');
    expect(await money(p.estateId)).toBe(start - cost);
    const [entry] = await game.query(
      `SELECT amount, ref_id FROM ledger_entries WHERE estate_id = $1 AND kind = 'marketing_campaign'`,
      [p.estateId],
    );
    expect([Number(entry.amount), entry.ref_id]).toEqual([-cost, res.body.data.campaign.id]);

    // the pool holds half as many buyers again: the list price is unchanged, the first 100 earn the same
    const boosted = await quote();
    expect(boosted.market.boost).toBe(0.5);
    expect(boosted.market.capacity).toBe(Math.round(plain.market.capacity * 1.5));
    expect(boosted.market.listPrice).toBe(plain.market.listPrice);

    // a second kind adds less beside it
    const during = await p.list();
    expect(during.boost).toBe(CAMPAIGNS.fair.boost);
    const tasting = during.kinds.find((k: any) => k.kind === 'tasting');
    expect(tasting.addsToday).toBeCloseTo(stackedBoost(['fair', 'tasting']) - CAMPAIGNS.fair.boost);
    expect(during.kinds.find((k: any) => k.kind === 'fair').runningUntil).toBe(DAY + CAMPAIGNS.fair.days);
    expect((await p.run('tasting')).status).toBe(201);
    expect((await p.list()).boost).toBeCloseTo(stackedBoost(['fair', 'tasting']));

    // a sale stores the pool unboosted; after the campaigns it is as full, as a share, as the sale left it
    const sold: Res = await p.api.POST('/api/wines/{lotId}/sell', {
      params: { path: { lotId } },
      body: { bottles: 1000 },
    });
    expect(sold.status).toBe(200);
    const m = 1 + stackedBoost(['fair', 'tasting']);
    expect(sold.body.data.market.level).toBe(Math.floor(plain.market.capacity * m - 1000 + 1e-9));
    const [pool] = await game.query(`SELECT level FROM demand_pools WHERE estate_id = $1`, [p.estateId]);
    expect(Number(pool.level)).toBeCloseTo((plain.market.capacity * m - 1000) / m, 3);

    // when they have ended the list shows them ended and the pools are back
    await game.query('UPDATE game_clock SET day_index = $1', [DAY + CAMPAIGNS.fair.days]);
    const after = await p.list();
    expect(after.boost).toBe(0);
    expect(after.campaigns.map((x: any) => [x.kind, x.running])).toEqual([
      ['fair', false],
      ['tasting', false],
    ]);
    expect((await quote()).market.boost).toBe(0);
    await expectLedgerBalanced();
  });
});

describe('refusals change nothing', () => {
  it('an unknown kind, one of the kind running, too little money, arrears', async () => {
    const p = await player();
    const ha = await plantedHa(p.estateId);
    expect((await p.run('tasting')).status).toBe(201);
    let state = await snapshot(p.estateId);
    for (const kind of ['billboard', '', 42, null, undefined]) {
      const res = await p.run(kind);
      expect([res.status, res.body.code]).toEqual([400, 'VALIDATION_FAILED']);
      expect(res.body.errors).toEqual([{ field: 'kind', message: c.kindInvalid }]);
    }
    const again = await p.run('tasting');
    expect([again.status, again.body.code]).toEqual([409, 'CAMPAIGN_RUNNING']);
    expect(again.body.message).toContain('Local tasting events already runs');
    expect(await snapshot(p.estateId)).toEqual(state);

    // a euro short of the press campaign
    const cost = campaignCost('press', ha);
    await ledgerEntry(game, { estateId: p.estateId, balance: cost - 1, kind: 'fee' });
    state = await snapshot(p.estateId);
    const poor = await p.run('press');
    expect([poor.status, poor.body.code]).toEqual([400, 'INSUFFICIENT_FUNDS']);
    expect(poor.body.message).toBe(c.notEnoughMoney(`€${cost.toLocaleString('en-US')}`));
    expect(await snapshot(p.estateId)).toEqual(state);

    await game.query(`UPDATE estates SET arrears = 500, arrears_since = $2 WHERE id = $1`, [p.estateId, DAY]);
    state = await snapshot(p.estateId);
    const owing = await p.run('fair');
    expect([owing.status, owing.body.code]).toEqual([409, 'ESTATE_IN_ARREARS']);
    expect(await snapshot(p.estateId)).toEqual(state);
    await expectLedgerBalanced();
  });

  it("answers 404 for another player's estate, before looking at the body", async () => {
    const a = await player();
    const b = await player();
    const stateA = await snapshot(a.estateId);
    const read: Res = await b.api.GET('/api/estates/{estateId}/campaigns', {
      params: { path: { estateId: a.estateId } },
    });
    expect([read.status, read.body.code]).toEqual([404, 'ESTATE_NOT_FOUND']);
    for (const res of [
      await b.run('tasting', a.estateId),
      await b.run('x', a.estateId),
      await b.run('tasting', 'not-a-uuid'),
    ])
      expect([res.status, res.body.code]).toEqual([404, 'ESTATE_NOT_FOUND']);
    expect(await snapshot(a.estateId)).toEqual(stateA);
  });
});

describe('races', () => {
  it('N campaigns at once over many rounds: one of each kind, only what the money pays for; money equals the ledger', async () => {
    const ROUNDS = 8;
    const p = await player();
    const ha = await plantedHa(p.estateId);
    const cost = (k: CampaignKind) => campaignCost(k, ha);
    let spent = 0;
    for (let round = 0; round < ROUNDS; round++) {
      // past the longest campaign: every kind can run again
      await game.query('UPDATE game_clock SET day_index = $1', [DAY + round * 100]);
      // odd rounds: money for the tasting events and the fair, not the press campaign too
      if (round % 2 === 1)
        await ledgerEntry(game, { estateId: p.estateId, balance: cost('tasting') + cost('fair'), kind: 'fee' });
      else await ledgerEntry(game, { estateId: p.estateId, balance: 200_000, kind: 'fee' });
      const startMoney = await money(p.estateId);
      const asked: CampaignKind[] = ['press', 'fair', 'tasting', 'press', 'fair', 'tasting', 'tasting', 'press'];
      const results = await Promise.all(asked.map((k) => p.run(k)));
      const ok = results.filter((r) => r.status === 201).map((r) => r.body.data.campaign.kind as CampaignKind);
      // never two of a kind
      expect(new Set(ok).size).toBe(ok.length);
      for (const r of results.filter((x) => x.status !== 201)) expect([409, 400]).toContain(r.status);
      const paid = ok.reduce((s, k) => s + cost(k), 0);
      if (round % 2 === 0) expect([...ok].sort()).toEqual(['fair', 'press', 'tasting']);
      else expect(paid).toBeLessThanOrEqual(cost('tasting') + cost('fair'));
      expect(await money(p.estateId)).toBe(startMoney - paid);
      spent += paid;
      const [{ n }] = await game.query(
        `SELECT count(*)::int AS n FROM marketing_campaigns WHERE estate_id = $1 AND start_day = $2`,
        [p.estateId, DAY + round * 100],
      );
      expect(n).toBe(ok.length);
    }
    const [{ total }] = await game.query(
      `SELECT COALESCE(-sum(amount), 0)::int AS total FROM ledger_entries WHERE estate_id = $1 AND kind = 'marketing_campaign'`,
      [p.estateId],
    );
    expect(total).toBe(spent);
    await expectLedgerBalanced();
  });

  it('one Idempotency-Key twice runs once and replays the answer', async () => {
    const p = await player();
    const start = await money(p.estateId);
    const key = `campaign-${p.estateId}`;
    const [a, b] = await Promise.all([p.run('tasting', p.estateId, key), p.run('tasting', p.estateId, key)]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.data).toEqual(b.body.data);
    expect(await money(p.estateId)).toBe(start - campaignCost('tasting', await plantedHa(p.estateId)));
    await expectLedgerBalanced();
  });
});
