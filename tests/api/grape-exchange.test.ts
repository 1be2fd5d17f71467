/**
 * Grapes on the exchange (issue 32, item 1) through the real server and database: an offer
 * reserves kilograms of a fresh grape lot at once; a partial purchase moves money through both
 * ledgers (the fee leaves the economy) and makes a grape lot of the same harvest in the buyer's
 * stock, which the buyer can sell on before it spoils; the price history and both sides' notices
 * show it; every bad input is a 4xx that changes nothing; others' lots and offers are 404; the
 * tick returns unsold kilograms when an offer expires; races of many rounds (concurrent buyers on
 * one offer, withdraw against buy, one Idempotency-Key twice) never oversell and leave money equal
 * to the ledger.
 */
import { DEMO_ACCOUNTS, exchangeFee, formatMoney, grapeGraceEndDay, grapeOfferBand } from '@vineyard/domain';
import { grapeLot, ledgerEntry } from '../support/builders';
import { apiGame } from '../support/harness';
import { expectLedgerBalanced as expectBalanced, moneyAndExchangeFees, moneyOf } from '../support/money';

const game = apiGame({ demo: true });

const DAY = 600;

beforeAll(async () => {
  await game.query('UPDATE game_clock SET day_index = $1', [DAY]);
});

type Api = ReturnType<typeof game.api>;

const money = (estateId: string) => moneyOf(game, estateId);

async function lotKg(lotId: string): Promise<number> {
  return (await game.query('SELECT kilograms FROM grape_lots WHERE id = $1', [lotId]))[0].kilograms;
}

const expectLedgerBalanced = () => expectBalanced(game);

const moneyAndFees = () => moneyAndExchangeFees(game);

let names = 0;
const LOT = { region: 'bordeaux' as const, variety: 'merlot' as const, quality: 74 };
/** A grower with 5,000 kg of Bordeaux merlot harvested `age` days ago. */
async function grower(kilograms = 5000, age = 2) {
  const { token, estate } = await game.playerWithEstate({ name: `Vignoble Échange ${++names}`, location: 'bordeaux' });
  const lotId = await grapeLot(game, {
    estateId: estate.id,
    blockName: 'Les Hauts',
    ...LOT,
    kilograms,
    harvestDay: DAY - age,
  });
  return { token, estateId: estate.id, estateName: estate.name, lotId, api: game.api(token) };
}

async function buyer() {
  const { token, estate } = await game.playerWithEstate({ name: `Négociant Raisin ${++names}`, location: 'rioja' });
  return { token, estateId: estate.id, api: game.api(token) };
}

const band = grapeOfferBand(LOT);

async function offer(api: Api, grapeLotId: string, kilograms: number, priceCents = band.min, durationDays = 5) {
  const res = await api.POST('/api/exchange/grape-offers', {
    body: { grapeLotId, kilograms, priceCents, durationDays },
  });
  expect([res.status, (res.body as any).code]).toEqual([201, undefined]);
  return res.body.data.offer;
}

function buy(api: Api, offerId: string, estateId: string, kilograms: number, key?: string) {
  return api.POST('/api/exchange/grape-offers/{offerId}/purchase', {
    params: { path: { offerId } },
    body: { estateId, kilograms },
    ...(key ? { headers: { 'Idempotency-Key': key } } : {}),
  }) as Promise<{ status: number; body: any }>;
}

describe('a grape offer, a partial purchase, and the grapes sold on', () => {
  it('reserves, sells part, keeps the harvest, moves the money through both ledgers, and the buyer sells on', async () => {
    const g = await grower();
    const b = await buyer();
    const before = await moneyAndFees();

    const shown = await g.api.GET('/api/exchange/grape-lots/{lotId}/band', { params: { path: { lotId: g.lotId } } });
    expect(shown.body.data.band).toEqual({
      referenceCents: expect.any(Number),
      min: band.min,
      max: band.max,
      available: 5000,
      maxDurationDays: grapeGraceEndDay(DAY - 2) - DAY,
    });

    const o = await offer(g.api, g.lotId, 2000, band.min + 10, 5);
    expect(o).toMatchObject({
      producer: g.estateName,
      blockName: 'Les Hauts',
      region: 'bordeaux',
      colour: 'red',
      variety: 'merlot',
      quality: 74,
      harvestDay: DAY - 2,
      soundUntilDay: grapeGraceEndDay(DAY - 2),
      priceCents: band.min + 10,
      kilograms: 2000,
      kilogramsLeft: 2000,
      status: 'open',
      expiresDay: DAY + 5,
      own: true,
    });
    expect(await lotKg(g.lotId)).toBe(3000);

    // listed for others, filtered by region and colour
    const listed = await b.api.GET('/api/exchange/grape-offers', {
      params: { query: { region: 'bordeaux', colour: 'red' } },
    });
    expect(listed.body.data.offers.map((f: any) => f.id)).toContain(o.id);
    const white = await b.api.GET('/api/exchange/grape-offers', { params: { query: { colour: 'white' } } });
    expect(white.body.data.offers.map((f: any) => f.id)).not.toContain(o.id);

    const quote = await b.api.GET('/api/exchange/grape-offers/{offerId}/quote', {
      params: { path: { offerId: o.id }, query: { estateId: b.estateId, kilograms: 601 } },
    });
    const total = Math.ceil(((band.min + 10) * 601) / 100);
    expect(quote.body.data).toMatchObject({ quote: { kilograms: 601, total, fee: exchangeFee(total) }, refusal: null });

    const [sellerBefore, buyerBefore] = [await money(g.estateId), await money(b.estateId)];
    const res = await buy(b.api, o.id, b.estateId, 601);
    expect(res.status).toBe(200);
    expect(res.body.data.quote).toMatchObject({ kilograms: 601, total, fee: exchangeFee(total) });
    expect(res.body.data.offer).toMatchObject({ kilogramsLeft: 1399, status: 'open', own: false });
    expect(res.body.data.lot).toMatchObject({
      blockId: null,
      blockName: `${g.estateName}: Les Hauts`,
      region: 'bordeaux',
      variety: 'merlot',
      quality: 74,
      kilograms: 601,
      harvestDay: DAY - 2,
    });
    expect(res.body.message).toContain(`601 kg of Merlot bought for ${formatMoney(total)}: crush or sell them by`);
    expect(await money(b.estateId)).toBe(buyerBefore - total);
    expect(await money(g.estateId)).toBe(sellerBefore + total - exchangeFee(total));
    expect(await moneyAndFees()).toBe(before);

    const ledger = await game.query(
      `SELECT estate_id, kind, amount::int FROM ledger_entries WHERE ref_id = $1 ORDER BY id`,
      [o.id],
    );
    expect(ledger).toEqual(
      expect.arrayContaining([
        { estate_id: b.estateId, kind: 'exchange_purchase', amount: -total },
        { estate_id: g.estateId, kind: 'exchange_sale', amount: total },
        { estate_id: g.estateId, kind: 'exchange_fee', amount: -exchangeFee(total) },
      ]),
    );
    const notices = await game.query(
      `SELECT estate_id, kind FROM notifications WHERE estate_id = ANY($1) AND kind LIKE 'exchange%' ORDER BY kind`,
      [[g.estateId, b.estateId]],
    );
    expect(notices).toEqual([
      { estate_id: g.estateId, kind: 'exchange_grape_sale' },
      { estate_id: b.estateId, kind: 'exchange_purchase' },
    ]);

    // the price history shows the trade to everyone
    const history = await g.api.GET('/api/exchange/grape-history', {
      params: { query: { region: 'bordeaux', colour: 'red' } },
    });
    expect(history.body.data.history.trades[0]).toMatchObject({
      kilograms: 601,
      priceCents: band.min + 10,
      gameDay: DAY,
    });

    // the buyer's grapes are theirs: in their stock, and sold on to the grape buyers
    const stock = await b.api.GET('/api/estates/{estateId}/grape-lots', { params: { path: { estateId: b.estateId } } });
    expect(stock.body.data.lots.map((l: any) => l.id)).toContain(res.body.data.lot.id);
    const sold = await b.api.POST('/api/grape-lots/{id}/sell', {
      params: { path: { id: res.body.data.lot.id } },
      body: { kilograms: 601 },
    });
    expect(sold.status).toBe(200);
    await expectLedgerBalanced();

    // the seller withdraws the rest: it goes back to the lot
    const w = await g.api.DELETE('/api/exchange/grape-offers/{offerId}', { params: { path: { offerId: o.id } } });
    expect(w.status).toBe(200);
    expect(w.body.data.offer).toMatchObject({ status: 'withdrawn', kilogramsLeft: 0 });
    expect(w.body.data.lot.kilograms).toBe(3000 + 1399);
    expect(await lotKg(g.lotId)).toBe(4399);
    const again = await g.api.DELETE('/api/exchange/grape-offers/{offerId}', { params: { path: { offerId: o.id } } });
    expect([again.status, (again.body as any).code]).toEqual([409, 'OFFER_CLOSED']);
  });
});

describe('bad input and other players’ things', () => {
  it('answers 4xx for every bad input and changes nothing', async () => {
    const g = await grower();
    const b = await buyer();
    const post = (body: unknown) => g.api.POST('/api/exchange/grape-offers', { body: body as any });
    const good = { grapeLotId: g.lotId, kilograms: 100, priceCents: band.min, durationDays: 3 };
    const cases: [unknown, number, string][] = [
      [{ ...good, kilograms: null }, 400, 'VALIDATION_FAILED'],
      [{ ...good, kilograms: '100' }, 400, 'VALIDATION_FAILED'],
      [{ ...good, kilograms: 0 }, 400, 'VALIDATION_FAILED'],
      [{ ...good, kilograms: 5 }, 400, 'NOT_ENOUGH_GRAPES'],
      [{ ...good, kilograms: 5001 }, 400, 'NOT_ENOUGH_GRAPES'],
      [{ ...good, priceCents: 1.5 }, 400, 'VALIDATION_FAILED'],
      [{ ...good, priceCents: band.min - 1 }, 400, 'PRICE_OUT_OF_RANGE'],
      [{ ...good, priceCents: band.max + 1 }, 400, 'PRICE_OUT_OF_RANGE'],
      [{ ...good, durationDays: 0 }, 400, 'VALIDATION_FAILED'],
      [{ ...good, durationDays: 14 }, 400, 'OFFER_DURATION_INVALID'],
      [{ ...good, durationDays: null }, 400, 'VALIDATION_FAILED'],
      [{ ...good, grapeLotId: null }, 400, 'VALIDATION_FAILED'],
      [{ ...good, grapeLotId: 'not-a-uuid' }, 404, 'GRAPE_LOT_NOT_FOUND'],
      [{ ...good, grapeLotId: g.lotId.toUpperCase() }, 201, ''],
    ];
    for (const [body, status, code] of cases) {
      const before = [await lotKg(g.lotId), await money(g.estateId)];
      const res = await post(body);
      expect([JSON.stringify(body), res.status, (res.body as any).code ?? '']).toEqual([
        JSON.stringify(body),
        status,
        code,
      ]);
      if (status !== 201) expect([await lotKg(g.lotId), await money(g.estateId)]).toEqual(before);
    }
    // another player's lot is not found, and the band of it too
    const other = await b.api.POST('/api/exchange/grape-offers', { body: { ...good } });
    expect([other.status, (other.body as any).code]).toEqual([404, 'GRAPE_LOT_NOT_FOUND']);
    const otherBand = await b.api.GET('/api/exchange/grape-lots/{lotId}/band', {
      params: { path: { lotId: g.lotId } },
    });
    expect(otherBand.status).toBe(404);

    // grapes past their grace period
    const old = await grapeLot(game, { estateId: g.estateId, ...LOT, kilograms: 500, harvestDay: DAY - 15 });
    const tooOld = await post({ ...good, grapeLotId: old, durationDays: 1 });
    expect([tooOld.status, (tooOld.body as any).code]).toEqual([409, 'GRAPES_TOO_OLD']);

    // purchases: bad bodies, someone else's estate, one's own offer, too many kilograms, too little money
    const o = await offer(g.api, g.lotId, 300);
    const kgBefore = (await game.query('SELECT kilograms_left FROM grape_offers WHERE id = $1', [o.id]))[0]
      .kilograms_left;
    const buys: [Api, unknown, number, string][] = [
      [b.api, { estateId: b.estateId, kilograms: null }, 400, 'VALIDATION_FAILED'],
      [b.api, { estateId: b.estateId, kilograms: -1 }, 400, 'VALIDATION_FAILED'],
      [b.api, { estateId: b.estateId, kilograms: 301 }, 409, 'NOT_ENOUGH_KILOGRAMS'],
      [b.api, { estateId: b.estateId, kilograms: 10, expectedPriceCents: o.priceCents + 1 }, 409, 'PRICE_CHANGED'],
      [b.api, { estateId: g.estateId, kilograms: 10 }, 404, 'ESTATE_NOT_FOUND'],
      [g.api, { estateId: g.estateId, kilograms: 10 }, 409, 'OWN_OFFER'],
      [b.api, { kilograms: 10 }, 400, 'VALIDATION_FAILED'],
    ];
    for (const [api, body, status, code] of buys) {
      const res = await api.POST('/api/exchange/grape-offers/{offerId}/purchase', {
        params: { path: { offerId: o.id } },
        body: body as any,
      });
      expect([JSON.stringify(body), res.status, (res.body as any).code]).toEqual([JSON.stringify(body), status, code]);
    }
    await ledgerEntry(game, { estateId: b.estateId, balance: 10 });
    const poor = await buy(b.api, o.id, b.estateId, 300);
    expect([poor.status, poor.body.code]).toEqual([400, 'INSUFFICIENT_FUNDS']);
    expect((await game.query('SELECT kilograms_left FROM grape_offers WHERE id = $1', [o.id]))[0].kilograms_left).toBe(
      kgBefore,
    );
    // another player cannot withdraw it
    const w = await b.api.DELETE('/api/exchange/grape-offers/{offerId}', { params: { path: { offerId: o.id } } });
    expect(w.status).toBe(404);
    await expectLedgerBalanced();
  });
});

describe('expiry', () => {
  it('refuses an expired offer, and the tick closes it and returns its kilograms', async () => {
    const g = await grower(1000, 0);
    const b = await buyer();
    const o = await offer(g.api, g.lotId, 600, band.min, 3);
    expect(await lotKg(g.lotId)).toBe(400);
    try {
      await game.query('UPDATE game_clock SET day_index = $1', [DAY + 3]);
      const late = await buy(b.api, o.id, b.estateId, 1);
      expect([late.status, late.body.code]).toEqual([409, 'OFFER_EXPIRED']);
      const shown = await b.api.GET('/api/exchange/grape-offers/{offerId}', { params: { path: { offerId: o.id } } });
      expect(shown.status).toBe(404);
      await game.query('UPDATE game_clock SET day_index = $1', [DAY + 2]);
      const login = await game.api().POST('/api/auth/login', {
        body: { identifier: DEMO_ACCOUNTS.admin.username, password: DEMO_ACCOUNTS.admin.password, rememberMe: true },
      });
      const tick = await game.api(login.body.data.access_token).POST('/api/game/time/update');
      expect(tick.status).toBe(200);
      expect(await lotKg(g.lotId)).toBe(1000);
      const [row] = await game.query('SELECT status, kilograms_left FROM grape_offers WHERE id = $1', [o.id]);
      expect(row).toEqual({ status: 'expired', kilograms_left: 0 });
      const notices = await game.query(
        `SELECT title, body FROM notifications WHERE estate_id = $1 AND kind = 'offer_expired'`,
        [g.estateId],
      );
      expect(notices).toEqual([{ title: 'Grape offer expired: Merlot', body: expect.stringContaining('600 kg') }]);
    } finally {
      await game.query('UPDATE game_clock SET day_index = $1', [DAY]);
    }
  });
});

describe('races', () => {
  const ROUNDS = 6;

  it('many buyers on one offer: partial fills correct to the kilogram, never oversold, money conserved', async () => {
    const g = await grower(ROUNDS * 500);
    const buyers = await Promise.all(Array.from({ length: 6 }, () => buyer()));
    const before = await moneyAndFees();
    for (let round = 0; round < ROUNDS; round++) {
      const o = await offer(g.api, g.lotId, 500);
      const wants = buyers.map((_, i) => 70 + ((i + round) % 5) * 30); // more than 500 in all
      const answers = await Promise.all(buyers.map((b, i) => buy(b.api, o.id, b.estateId, wants[i]!)));
      for (const a of answers)
        if (a.status !== 200)
          expect([a.status, a.body.code]).toEqual([409, expect.stringMatching(/NOT_ENOUGH_KILOGRAMS|OFFER_CLOSED/)]);
      const sold = answers.filter((a) => a.status === 200).reduce((n, a) => n + a.body.data.quote.kilograms, 0);
      const [row] = await game.query('SELECT kilograms_left, status FROM grape_offers WHERE id = $1', [o.id]);
      expect(row.kilograms_left).toBe(500 - sold);
      expect(row.status).toBe(row.kilograms_left === 0 ? 'sold_out' : 'open');
      const [{ n }] = await game.query(
        `SELECT COALESCE(sum(l.kilograms), 0)::int AS n FROM grape_trades t JOIN grape_lots l ON l.id = t.buyer_lot_id WHERE t.offer_id = $1`,
        [o.id],
      );
      expect(n).toBe(sold);
    }
    expect(await moneyAndFees()).toBe(before);
    await expectLedgerBalanced();
  });

  it('withdraw against buy: one of them, never both; the kilograms are never counted twice', async () => {
    const g = await grower(ROUNDS * 100);
    const b = await buyer();
    for (let round = 0; round < ROUNDS; round++) {
      const o = await offer(g.api, g.lotId, 100);
      const stockBefore = await lotKg(g.lotId);
      const [w, p] = await Promise.all([
        g.api.DELETE('/api/exchange/grape-offers/{offerId}', { params: { path: { offerId: o.id } } }),
        buy(b.api, o.id, b.estateId, 100),
      ]);
      expect([w.status, p.status]).toContain(200);
      if (p.status === 200) expect([w.status, (w.body as any).code]).toEqual([409, 'OFFER_CLOSED']);
      else expect(p.body.code).toBe('OFFER_CLOSED');
      expect(await lotKg(g.lotId)).toBe(stockBefore + (p.status === 200 ? 0 : 100));
    }
    await expectLedgerBalanced();
  });

  it('one Idempotency-Key sent twice buys once', async () => {
    const g = await grower(ROUNDS * 100);
    const b = await buyer();
    for (let round = 0; round < ROUNDS; round++) {
      const o = await offer(g.api, g.lotId, 100);
      const key = `grapes-${round}-${o.id}`;
      const before = await money(b.estateId);
      const [one, two] = await Promise.all([
        buy(b.api, o.id, b.estateId, 40, key),
        buy(b.api, o.id, b.estateId, 40, key),
      ]);
      expect([one.status, two.status]).toEqual([200, 200]);
      expect(two.body.data.lot.id).toBe(one.body.data.lot.id);
      const [{ n }] = await game.query('SELECT count(*)::int AS n FROM grape_trades WHERE offer_id = $1', [o.id]);
      expect(n).toBe(1);
      expect(await money(b.estateId)).toBe(before - one.body.data.quote.total);
    }
    await expectLedgerBalanced();
  });
});
