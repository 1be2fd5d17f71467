/**
 * The wine exchange between players (issue 32) through the real server and database: an offer
 * reserves its bottles at once; a partial purchase moves money through both ledgers (the fee leaves
 * the economy) and makes a lot in the buyer's cellar that keeps the wine's identity and sells on to
 * the NPC market; the price history and both sides' notifications show the trade; every bad input
 * is a 4xx that changes nothing; others' offers and lots are 404; expiry through the tick returns
 * the unsold bottles; races of many rounds (concurrent buyers on one offer, withdraw against buy,
 * one Idempotency-Key twice) never oversell and leave money equal to the ledger.
 */
import {
  DEMO_ACCOUNTS,
  criticScore,
  EXCHANGE_NEW_ESTATE,
  exchangeBand,
  exchangeFee,
  formatGameDay,
  formatMoney,
  MESSAGES,
  OFFER_DURATION_DAYS,
} from '@vineyard/domain';
import { award, wineLot } from '../support/builders';
import { apiGame } from '../support/harness';
import { expectLedgerBalanced as expectBalanced, moneyAndExchangeFees, moneyOf } from '../support/money';

const game = apiGame({ demo: true });

const DAY = 400;
const x = MESSAGES.exchange;

beforeAll(async () => {
  await game.query('UPDATE game_clock SET day_index = $1', [DAY]);
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

type Api = ReturnType<typeof game.api>;

const money = (estateId: string) => moneyOf(game, estateId);

async function lotBottles(lotId: string): Promise<number> {
  return (await game.query('SELECT bottles FROM wine_lots WHERE id = $1', [lotId]))[0].bottles;
}

const expectLedgerBalanced = () => expectBalanced(game);

const moneyAndFees = () => moneyAndExchangeFees(game);

let names = 0;
/** A player with an estate holding a reviewed Tuscan sangiovese lot of `bottles` bottles. */
async function seller(bottles = 500, quality = 80) {
  const { token, estate } = await game.playerWithEstate({ name: `Cantina Scambio ${++names}`, location: 'tuscany' });
  const lotId = await wineLot(game, {
    estateId: estate.id,
    name: 'Rosso di Scambio',
    bottles,
    quality,
    vintage: 1,
    bottledDay: DAY - 40,
  });
  return { token, estateId: estate.id, estateName: estate.name, lotId, api: game.api(token) };
}

async function buyer() {
  const { token, estate } = await game.playerWithEstate({ name: `Négociant ${++names}`, location: 'rioja' });
  return { token, estateId: estate.id, api: game.api(token) };
}

async function band(api: Api, lotId: string) {
  const res = await api.GET('/api/exchange/lots/{lotId}/band', { params: { path: { lotId } } });
  expect(res.status).toBe(200);
  return res.body.data.band;
}

async function offer(api: Api, lotId: string, bottles: number, price?: number, durationDays = 30) {
  const p = price ?? (await band(api, lotId)).min;
  const res = await api.POST('/api/exchange/offers', { body: { wineLotId: lotId, bottles, price: p, durationDays } });
  expect(res.status).toBe(201);
  return res.body.data.offer;
}

function buy(api: Api, offerId: string, estateId: string, bottles: number, key?: string) {
  return api.POST('/api/exchange/offers/{offerId}/purchase', {
    params: { path: { offerId } },
    body: { estateId, bottles },
    ...(key ? { headers: { 'Idempotency-Key': key } } : {}),
  }) as Promise<{ status: number; body: any }>;
}

describe('an offer, a partial purchase, and the wine sold on', () => {
  it('reserves, sells part, keeps the identity, moves the money through both ledgers, and the buyer sells on', async () => {
    const s = await seller(500, 80);
    const b = await buyer();
    await award(game, { wineLotId: s.lotId, estateId: s.estateId, medal: 'silver' });
    const before = await moneyAndFees();

    const { min, max, referencePrice, available } = await band(s.api, s.lotId);
    expect(available).toBe(500);
    const wine = {
      id: s.lotId,
      region: 'tuscany',
      variety: 'sangiovese',
      quality: 80,
      bottledDay: DAY - 40,
      bottledBottles: 500,
      medal: 'silver',
    } as const;
    expect({ min, max }).toEqual(exchangeBand(wine, DAY));
    expect(min).toBeGreaterThanOrEqual(referencePrice * 0.5);
    expect(max).toBeLessThanOrEqual(referencePrice * 2);

    const price = Math.round((min + max) / 2);
    const created = await s.api.POST('/api/exchange/offers', {
      body: { wineLotId: s.lotId, bottles: 300, price, durationDays: 30 },
    });
    expect(created.status).toBe(201);
    const o = created.body.data.offer;
    expect(o).toMatchObject({
      name: 'Rosso di Scambio',
      producer: s.estateName,
      sellerEstateName: s.estateName,
      region: 'tuscany',
      colour: 'red',
      variety: 'sangiovese',
      vintage: 1,
      price,
      bottles: 300,
      bottlesLeft: 300,
      status: 'open',
      listedDay: DAY,
      expiresDay: DAY + 30,
      medal: 'silver',
      own: true,
    });
    expect(created.body.data.wine.bottles).toBe(200);
    expect(await lotBottles(s.lotId)).toBe(200);

    // the buyer finds it by its segment and price; the seller sees it among their offers
    const found = await b.api.GET('/api/exchange/offers', {
      params: { query: { region: 'tuscany', colour: 'red', tier: o.tier, minPrice: price, maxPrice: price } },
    });
    expect(found.status).toBe(200);
    expect(found.body.data.offers.map((f: any) => f.id)).toContain(o.id);
    expect(found.body.data.offers.find((f: any) => f.id === o.id)?.own).toBe(false);
    const elsewhere = await b.api.GET('/api/exchange/offers', { params: { query: { region: 'rioja' } } });
    expect(elsewhere.body.data.offers.map((f: any) => f.id)).not.toContain(o.id);
    const mine = await s.api.GET('/api/exchange/my-offers');
    expect(mine.body.data.offers.map((f: any) => f.id)).toContain(o.id);

    // a quote changes nothing
    const quoted = await b.api.GET('/api/exchange/offers/{offerId}/quote', {
      params: { path: { offerId: o.id }, query: { estateId: b.estateId, bottles: 120 } },
    });
    expect(quoted.status).toBe(200);
    const total = price * 120;
    const fee = exchangeFee(total);
    expect(quoted.body.data).toMatchObject({
      quote: { bottles: 120, price, total, fee, sellerReceives: total - fee },
      refusal: null,
    });

    const sellerMoney = await money(s.estateId);
    const buyerMoney = await money(b.estateId);
    const bought = await buy(b.api, o.id, b.estateId, 120);
    expect(bought.status).toBe(200);
    expect(bought.body.data.quote).toEqual({ bottles: 120, price, total, fee, sellerReceives: total - fee });
    expect(bought.body.data.offer).toMatchObject({ bottlesLeft: 180, status: 'open' });
    expect(bought.body.data.money).toBe(buyerMoney - total);
    expect(await money(b.estateId)).toBe(buyerMoney - total);
    expect(await money(s.estateId)).toBe(sellerMoney + total - fee);

    // the new lot keeps the wine's identity: its critics' score and medal, its ageing
    const lot = bought.body.data.wine;
    expect(lot).toMatchObject({
      name: 'Rosso di Scambio',
      producer: s.estateName,
      batchId: null,
      region: 'tuscany',
      colour: 'red',
      variety: 'sangiovese',
      vintage: 1,
      bottles: 120,
      bottledBottles: 500,
      bottledQuality: 80,
      bottledDay: DAY - 40,
      ageDays: 40,
      award: 'silver',
    });
    expect(lot.id).not.toBe(s.lotId);
    expect(lot.review.score).toBe(criticScore(s.lotId, 80));
    const wines = await b.api.GET('/api/estates/{estateId}/wines', { params: { path: { estateId: b.estateId } } });
    expect(wines.status).toBe(200);
    expect(wines.body.data.wines.find((w: any) => w.id === lot.id)).toMatchObject({
      producer: s.estateName,
      award: 'silver',
    });

    // both ledgers
    const rows = await game.query(
      `SELECT estate_id, kind, amount::int AS amount FROM ledger_entries
        WHERE kind LIKE 'exchange%' AND estate_id = ANY($1::uuid[]) ORDER BY amount`,
      [[s.estateId, b.estateId]],
    );
    expect(rows).toEqual([
      { estate_id: b.estateId, kind: 'exchange_purchase', amount: -total },
      { estate_id: s.estateId, kind: 'exchange_fee', amount: -fee },
      { estate_id: s.estateId, kind: 'exchange_sale', amount: total },
    ]);
    const ledger = await b.api.GET('/api/estates/{estateId}/ledger', { params: { path: { estateId: b.estateId } } });
    expect(ledger.status).toBe(200);
    expect(JSON.stringify(ledger.body.data)).toContain('exchange_purchase');
    expect(await moneyAndFees()).toBe(before);
    await expectLedgerBalanced();

    // both sides are told
    const notices = await game.query(
      `SELECT estate_id, kind, title FROM notifications WHERE kind IN ('exchange_sale', 'exchange_purchase')
        AND estate_id = ANY($1::uuid[]) ORDER BY kind`,
      [[s.estateId, b.estateId]],
    );
    expect(notices).toEqual([
      { estate_id: b.estateId, kind: 'exchange_purchase', title: x.boughtTitle('Rosso di Scambio') },
      { estate_id: s.estateId, kind: 'exchange_sale', title: expect.stringContaining('Sold on the exchange') },
    ]);

    // the price history of the segment shows the trade to everyone
    const history = await b.api.GET('/api/exchange/history', {
      params: { query: { region: 'tuscany', colour: 'red', tier: o.tier } },
    });
    expect(history.status).toBe(200);
    expect(history.body.data.history.trades[0]).toMatchObject({
      name: 'Rosso di Scambio',
      producer: s.estateName,
      price,
      bottles: 120,
      gameDay: DAY,
    });

    // sold on to the NPC market through the existing sale
    const sold = await b.api.POST('/api/wines/{lotId}/sell', {
      params: { path: { lotId: lot.id } },
      body: { bottles: 20 },
    });
    expect(sold.status).toBe(200);
    // the sale answers the wine as the cellar shows it: still its producer's, with its medal
    expect(sold.body.data.wine).toMatchObject({ id: lot.id, producer: s.estateName, bottles: 100 });
    expect(sold.body.data.market.award).toBe('silver');
    expect(await lotBottles(lot.id)).toBe(100);
    // and offered again, by its new holder
    const again = await offer(b.api, lot.id, 50);
    expect(again).toMatchObject({
      producer: s.estateName,
      sellerEstateName: expect.not.stringMatching(s.estateName),
      medal: 'silver',
    });
    await expectLedgerBalanced();
    // the wine's own price history: the trade, seen from the first offer and from the new holder's
    // (the same wine: any lot of it, from any seller)
    const wineHistory = (api: Api, offerId: string) =>
      api.GET('/api/exchange/offers/{offerId}/history', { params: { path: { offerId } } });
    for (const offerId of [o.id, again.id]) {
      const h = await wineHistory(s.api, offerId);
      expect(h.status).toBe(200);
      expect(h.body.data.history).toEqual({
        trades: [
          {
            name: 'Rosso di Scambio',
            producer: s.estateName,
            variety: 'sangiovese',
            vintage: 1,
            price,
            bottles: 120,
            gameDay: DAY,
          },
        ],
        averagePrice: price,
      });
    }
    const other = await seller(100);
    const none = await wineHistory(other.api, await offer(other.api, other.lotId, 10).then((x) => x.id));
    expect(none.body.data.history).toEqual({ trades: [], averagePrice: null });

    // the seller withdraws what is unsold: the bottles come back
    const withdrawn = await s.api.DELETE('/api/exchange/offers/{offerId}', { params: { path: { offerId: o.id } } });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.data.offer).toMatchObject({ status: 'withdrawn', bottlesLeft: 0 });
    expect(await lotBottles(s.lotId)).toBe(380);
    const twice = await s.api.DELETE('/api/exchange/offers/{offerId}', { params: { path: { offerId: o.id } } });
    expect(twice).toMatchObject({ status: 409, body: { code: 'OFFER_CLOSED' } });
    expect(await buy(b.api, o.id, b.estateId, 1)).toMatchObject({ status: 409, body: { code: 'OFFER_CLOSED' } });
    // a closed offer is its seller's to see, no one else's
    const closed = await b.api.GET('/api/exchange/offers/{offerId}', { params: { path: { offerId: o.id } } });
    expect(closed).toMatchObject({ status: 404, body: { code: 'OFFER_NOT_FOUND' } });
    expect(await wineHistory(b.api, o.id)).toMatchObject({ status: 404, body: { code: 'OFFER_NOT_FOUND' } });
    expect((await wineHistory(s.api, o.id)).status).toBe(200);
    expect(await wineHistory(b.api, 'nope')).toMatchObject({ status: 404, body: { code: 'OFFER_NOT_FOUND' } });
  });
});

describe('bad input and other players’ things', () => {
  it('answers every bad input with a 4xx and a code, and changes nothing', async () => {
    const s = await seller(200);
    const b = await buyer();
    const { min, max } = await band(s.api, s.lotId);
    const before = await moneyAndFees();
    const post = (body: Record<string, unknown>) => s.api.POST('/api/exchange/offers', { body: body as never });
    const good = { wineLotId: s.lotId, bottles: 10, price: min, durationDays: 30 };
    for (const [body, status, code] of [
      [{ ...good, bottles: 0 }, 400, 'VALIDATION_FAILED'],
      [{ ...good, bottles: -5 }, 400, 'VALIDATION_FAILED'],
      [{ ...good, bottles: 2.5 }, 400, 'VALIDATION_FAILED'],
      [{ ...good, bottles: 201 }, 400, 'NOT_ENOUGH_WINE'],
      [{ ...good, price: min - 1 }, 400, min > 1 ? 'PRICE_OUT_OF_RANGE' : 'VALIDATION_FAILED'],
      [{ ...good, price: max + 1 }, 400, 'PRICE_OUT_OF_RANGE'],
      [{ ...good, durationDays: OFFER_DURATION_DAYS.min - 1 }, 400, 'VALIDATION_FAILED'],
      [{ ...good, durationDays: OFFER_DURATION_DAYS.max + 1 }, 400, 'VALIDATION_FAILED'],
      [{ ...good, wineLotId: 'nope' }, 404, 'WINE_LOT_NOT_FOUND'],
    ] as const) {
      const res = await post(body);
      expect([res.status, res.body.code, JSON.stringify(body)]).toEqual([status, code, JSON.stringify(body)]);
    }
    const priced = await post({ ...good, price: max + 1 });
    expect(priced.body.errors).toEqual([{ field: 'price', message: x.priceOutOfBand(min, max) }]);
    expect(await lotBottles(s.lotId)).toBe(200);

    // a wine is offered only after its critics' review
    const young = await wineLot(game, { estateId: s.estateId, bottles: 400, bottledDay: DAY - 10 });
    expect((await post({ ...good, wineLotId: young })).body.code).toBe('OFFER_TOO_EARLY');

    const o = await offer(s.api, s.lotId, 50);
    for (const [bottles, status, code] of [
      [0, 400, 'VALIDATION_FAILED'],
      [-1, 400, 'VALIDATION_FAILED'],
      [51, 409, 'NOT_ENOUGH_BOTTLES'],
    ] as const) {
      const res = await buy(b.api, o.id, b.estateId, bottles);
      expect([res.status, res.body.code]).toEqual([status, code]);
    }
    // one's own offer, with one's own estate
    expect(await buy(s.api, o.id, s.estateId, 1)).toMatchObject({ status: 409, body: { code: 'OWN_OFFER' } });
    // another's estate; an offer that is not there
    expect(await buy(b.api, o.id, s.estateId, 1)).toMatchObject({ status: 404, body: { code: 'ESTATE_NOT_FOUND' } });
    expect(await buy(b.api, '00000000-0000-4000-8000-000000000000', b.estateId, 1)).toMatchObject({
      status: 404,
      body: { code: 'OFFER_NOT_FOUND' },
    });
    // BOLA: the buyer cannot withdraw, price or offer the seller's things
    const bola = await b.api.DELETE('/api/exchange/offers/{offerId}', { params: { path: { offerId: o.id } } });
    expect(bola).toMatchObject({ status: 404, body: { code: 'OFFER_NOT_FOUND' } });
    const bandOf = await b.api.GET('/api/exchange/lots/{lotId}/band', { params: { path: { lotId: s.lotId } } });
    expect(bandOf).toMatchObject({ status: 404, body: { code: 'WINE_LOT_NOT_FOUND' } });
    const stolen = await b.api.POST('/api/exchange/offers', { body: { ...good, wineLotId: s.lotId } });
    expect(stolen).toMatchObject({ status: 404, body: { code: 'WINE_LOT_NOT_FOUND' } });
    expect(await lotBottles(s.lotId)).toBe(150);
    expect(await moneyAndFees()).toBe(before);
    await expectLedgerBalanced();
  });

  it('lets a new estate spend at most EXCHANGE_NEW_ESTATE.spend on the exchange in its first game days', async () => {
    const s = await seller(3000, 85);
    const b = await buyer();
    const { max } = await band(s.api, s.lotId);
    const o = await offer(s.api, s.lotId, 3000, max);
    const within = Math.floor(EXCHANGE_NEW_ESTATE.spend / max);
    expect(within * max).toBeLessThanOrEqual(EXCHANGE_NEW_ESTATE.spend);
    expect((within + 1) * max).toBeGreaterThan(EXCHANGE_NEW_ESTATE.spend);
    const before = { buyer: await money(b.estateId), seller: await money(s.estateId) };

    // one bottle past the limit: refused with its code and the day it ends, nothing changed
    const quote = await b.api.GET('/api/exchange/offers/{offerId}/quote', {
      params: { path: { offerId: o.id }, query: { estateId: b.estateId, bottles: within + 1 } },
    });
    const until = formatGameDay(DAY + EXCHANGE_NEW_ESTATE.days);
    expect(quote.body.data.refusal).toBe(x.newEstateLimit(formatMoney(EXCHANGE_NEW_ESTATE.spend), until));
    const refused = await buy(b.api, o.id, b.estateId, within + 1);
    expect([refused.status, refused.body.code]).toEqual([409, 'EXCHANGE_NEW_ESTATE_LIMIT']);
    expect({ buyer: await money(b.estateId), seller: await money(s.estateId) }).toEqual(before);

    // up to the limit it buys; then the next bottle is refused
    expect((await buy(b.api, o.id, b.estateId, within)).status).toBe(200);
    const next = await buy(b.api, o.id, b.estateId, 1);
    expect([next.status, next.body.code]).toEqual([409, 'EXCHANGE_NEW_ESTATE_LIMIT']);
    expect(next.body.message).toBe(x.newEstateLimit(formatMoney(EXCHANGE_NEW_ESTATE.spend - within * max), until));

    // an estate founded EXCHANGE_NEW_ESTATE.days ago or more buys without the limit (the column is the subject)
    await game.query('UPDATE estates SET founded_day = $2 WHERE id = $1', [b.estateId, DAY - EXCHANGE_NEW_ESTATE.days]);
    expect((await buy(b.api, o.id, b.estateId, within + 1)).status).toBe(200);
    await expectLedgerBalanced();
  });

  it('refuses an expired offer, and the tick closes it and returns its bottles', async () => {
    const s = await seller(100);
    const b = await buyer();
    const o = await offer(s.api, s.lotId, 60, undefined, 7);
    expect(await lotBottles(s.lotId)).toBe(40);
    try {
      await game.query('UPDATE game_clock SET day_index = $1', [DAY + 7]);
      const late = await buy(b.api, o.id, b.estateId, 1);
      expect([late.status, late.body.code]).toEqual([409, 'OFFER_EXPIRED']);
      // no longer listed, nor shown to others; its seller still sees it
      const listed = await b.api.GET('/api/exchange/offers', { params: { query: { region: 'tuscany', limit: 50 } } });
      expect(listed.body.data.offers.map((f: any) => f.id)).not.toContain(o.id);
      const shown = (offerId: string, api: Api) =>
        api.GET('/api/exchange/offers/{offerId}', { params: { path: { offerId } } });
      expect((await shown(o.id, b.api)).status).toBe(404);
      expect((await shown(o.id, s.api)).status).toBe(200);
    } finally {
      await game.query('UPDATE game_clock SET day_index = $1', [DAY]);
    }
    await game.query('UPDATE game_clock SET day_index = $1', [DAY + 6]);
    try {
      const login = await game.api().POST('/api/auth/login', {
        body: { identifier: DEMO_ACCOUNTS.admin.username, password: DEMO_ACCOUNTS.admin.password, rememberMe: true },
      });
      const tick = await game.api(login.body.data.access_token).POST('/api/game/time/update');
      expect(tick.status).toBe(200);
      expect(await lotBottles(s.lotId)).toBe(100);
      const [row] = await game.query('SELECT status, bottles_left FROM exchange_offers WHERE id = $1', [o.id]);
      expect(row).toEqual({ status: 'expired', bottles_left: 0 });
      const notices = await game.query(
        `SELECT body FROM notifications WHERE estate_id = $1 AND kind = 'offer_expired'`,
        [s.estateId],
      );
      expect(notices).toEqual([{ body: expect.stringContaining('60 bottles') }]);
    } finally {
      await game.query('UPDATE game_clock SET day_index = $1', [DAY]);
    }
  });
});

describe('races', () => {
  const ROUNDS = 6;

  it('many buyers on one offer: partial fills correct to the bottle, never oversold', async () => {
    const s = await seller(ROUNDS * 50);
    const buyers = await Promise.all(Array.from({ length: 6 }, () => buyer()));
    const before = await moneyAndFees();
    let boughtTotal = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const o = await offer(s.api, s.lotId, 50);
      const wants = buyers.map((_, i) => 7 + ((i + round) % 5) * 3); // 7..19 bottles each, more than 50 in all
      const answers = await Promise.all(buyers.map((b, i) => buy(b.api, o.id, b.estateId, wants[i]!)));
      const won = answers.filter((a) => a.status === 200);
      for (const a of answers)
        if (a.status !== 200)
          expect([a.status, a.body.code]).toEqual([409, expect.stringMatching(/NOT_ENOUGH_BOTTLES|OFFER_CLOSED/)]);
      const sold = won.reduce((n, a) => n + a.body.data.quote.bottles, 0);
      const [row] = await game.query('SELECT bottles_left, status FROM exchange_offers WHERE id = $1', [o.id]);
      expect(row.bottles_left).toBe(50 - sold);
      expect(sold).toBeLessThanOrEqual(50);
      expect(row.status).toBe(row.bottles_left === 0 ? 'sold_out' : 'open');
      // each purchase made one lot of exactly its bottles
      const [{ n }] = await game.query(
        `SELECT COALESCE(sum(l.bottles), 0)::int AS n FROM exchange_trades t JOIN wine_lots l ON l.id = t.buyer_lot_id WHERE t.offer_id = $1`,
        [o.id],
      );
      expect(n).toBe(sold);
      boughtTotal += sold;
      if (row.status === 'open')
        expect(
          (await s.api.DELETE('/api/exchange/offers/{offerId}', { params: { path: { offerId: o.id } } })).status,
        ).toBe(200);
    }
    expect(await lotBottles(s.lotId)).toBe(ROUNDS * 50 - boughtTotal);
    expect(await moneyAndFees()).toBe(before);
    await expectLedgerBalanced();
  });

  it('withdraw racing a purchase of the whole offer: exactly one wins, no bottle lost or doubled', async () => {
    const s = await seller(ROUNDS * 20);
    const b = await buyer();
    for (let round = 0; round < ROUNDS; round++) {
      const o = await offer(s.api, s.lotId, 20);
      const [w, p] = await Promise.all([
        s.api.DELETE('/api/exchange/offers/{offerId}', { params: { path: { offerId: o.id } } }),
        buy(b.api, o.id, b.estateId, 20),
      ]);
      const statuses = [w.status, p.status].sort();
      expect(statuses[0]).toBe(200);
      if (p.status === 200) expect([w.status, w.body.code]).toEqual([409, 'OFFER_CLOSED']);
      else expect(p.status === 404 || p.body.code === 'OFFER_CLOSED').toBe(true);
      const [{ bought }] = await game.query(
        `SELECT COALESCE(sum(bottles), 0)::int AS bought FROM exchange_trades WHERE offer_id = $1`,
        [o.id],
      );
      expect(bought).toBe(p.status === 200 ? 20 : 0);
    }
    const [{ held }] = await game.query(
      `SELECT (SELECT bottles FROM wine_lots WHERE id = $1)
            + (SELECT COALESCE(sum(bottles), 0) FROM exchange_trades t WHERE t.seller_estate_id = $2)::int AS held`,
      [s.lotId, s.estateId],
    );
    expect(held).toBe(ROUNDS * 20);
    await expectLedgerBalanced();
  });

  it('two purchases with one Idempotency-Key buy once and answer alike', async () => {
    const s = await seller(ROUNDS * 30);
    const b = await buyer();
    for (let round = 0; round < ROUNDS; round++) {
      const o = await offer(s.api, s.lotId, 30);
      const key = `exchange-${round}-${o.id}`;
      const before = await money(b.estateId);
      const [one, two] = await Promise.all([
        buy(b.api, o.id, b.estateId, 10, key),
        buy(b.api, o.id, b.estateId, 10, key),
      ]);
      expect([one.status, two.status]).toEqual([200, 200]);
      expect(two.body.data.wine.id).toBe(one.body.data.wine.id);
      const [{ n }] = await game.query('SELECT count(*)::int AS n FROM exchange_trades WHERE offer_id = $1', [o.id]);
      expect(n).toBe(1);
      expect(await money(b.estateId)).toBe(before - one.body.data.quote.total);
      // the same key with another body is refused
      const other = await buy(b.api, o.id, b.estateId, 11, key);
      expect(other.status).toBe(422);
    }
    await expectLedgerBalanced();
  });
});
