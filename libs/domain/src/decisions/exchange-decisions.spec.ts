import { EXCHANGE_NEW_ESTATE, exchangeAllowance, exchangeFee } from '../exchange';
import { formatGameDay } from '../calendar';
import { lotPrice } from '../market';
import { decideOfferPurchase, type OfferPurchaseInput } from './buy-offer';
import {
  decideOfferWithdrawal,
  decideWineOffer,
  exchangeBand,
  exchangeReferencePrice,
  type ExchangeWineFacts,
  type WineOfferInput,
} from './offer-wine';

const wine: ExchangeWineFacts = {
  id: '1234abcd-0000-4000-8000-000000000000',
  region: 'tuscany',
  variety: 'sangiovese',
  quality: 72,
  bottledDay: 370,
  bottledBottles: 1000,
  medal: null,
};
const DAY = 400;

const code = (d: { ok: boolean; code?: string }) => (d.ok ? 'ok' : d.code);

describe('exchangeReferencePrice', () => {
  it('is the NPC list price of the wine at reputation 50, with its critics’ score and medal', () => {
    const ref = exchangeReferencePrice(wine, DAY);
    expect(ref).toBeGreaterThan(0);
    const gold = exchangeReferencePrice({ ...wine, medal: 'gold' }, DAY);
    expect(gold).toBeCloseTo(ref * 1.2, 6);
    // quality 72 bottled 30 days ago, reviewed on day 400
    expect(ref).toBeLessThanOrEqual(lotPrice(100, 'tuscany', 'sangiovese', 50, 100, { award: 'gold' }));
  });
});

describe('decideWineOffer', () => {
  const input = (over: Partial<WineOfferInput> = {}): WineOfferInput => {
    const band = exchangeBand(wine, DAY);
    return {
      day: DAY,
      wine,
      lot: { name: 'Rosso', bottles: 500 },
      bottles: 200,
      price: band.min,
      durationDays: 30,
      ...over,
    };
  };

  it('reserves the bottles at once and expires after the chosen days', () => {
    const plan = decideWineOffer(input());
    if (!plan.ok) throw new Error(plan.code);
    expect(plan.lot).toEqual({ bottles: 300 });
    expect(plan.expiresDay).toBe(DAY + 30);
    expect(plan.bottles).toBe(200);
    expect(plan.message).toContain('200 bottles of Rosso');
  });

  it('refuses a duration out of bounds, more bottles than the lot holds, a price out of the band — in that order', () => {
    const { min, max } = exchangeBand(wine, DAY);
    expect(code(decideWineOffer(input({ durationDays: 6, bottles: 9999, price: 0 })))).toBe('OFFER_DURATION_INVALID');
    expect(code(decideWineOffer(input({ durationDays: 61 })))).toBe('OFFER_DURATION_INVALID');
    expect(code(decideWineOffer(input({ bottles: 501, price: 0 })))).toBe('NOT_ENOUGH_WINE');
    expect(code(decideWineOffer(input({ bottles: 500, price: max })))).toBe('ok');
    expect(code(decideWineOffer(input({ price: min - 1 })))).toBe('PRICE_OUT_OF_RANGE');
    const high = decideWineOffer(input({ price: max + 1 }));
    expect(high).toMatchObject({ ok: false, code: 'PRICE_OUT_OF_RANGE', errors: [{ field: 'price' }] });
  });
});

describe('decideOfferWithdrawal', () => {
  it('returns what is unsold of an open offer; refuses a closed one', () => {
    expect(decideOfferWithdrawal({ status: 'open', bottlesLeft: 12 })).toMatchObject({ ok: true, returned: 12 });
    for (const status of ['sold_out', 'withdrawn', 'expired'] as const)
      expect(code(decideOfferWithdrawal({ status, bottlesLeft: 3 }))).toBe('OFFER_CLOSED');
  });
});

describe('decideOfferPurchase', () => {
  const input = (
    over: Partial<OfferPurchaseInput> & {
      money?: number;
      arrears?: number;
      ownsSeller?: boolean;
      foundedDay?: number | null;
      exchangeSpent?: number;
    } = {},
  ): OfferPurchaseInput => {
    const { money = 10_000, arrears = 0, ownsSeller = false, foundedDay = null, exchangeSpent = 0, ...rest } = over;
    return {
      day: 500,
      buyer: { money, arrears, ownsSeller, foundedDay, exchangeSpent },
      offer: { status: 'open', live: true, bottlesLeft: 100, price: 9, wine: 'Rosso', producer: 'Cantina' },
      bottles: 40,
      ...rest,
    };
  };

  it('the buyer pays price × bottles, the seller receives it and pays the fee; both are told', () => {
    const plan = decideOfferPurchase(input());
    if (!plan.ok) throw new Error(plan.code);
    expect(plan.quote).toEqual({ bottles: 40, price: 9, total: 360, fee: 18, sellerReceives: 342 });
    expect(plan.postings.map((p) => [p.estate, p.amount, p.kind])).toEqual([
      ['buyer', -360, 'exchange_purchase'],
      ['seller', 360, 'exchange_sale'],
      ['seller', -exchangeFee(360), 'exchange_fee'],
    ]);
    expect(plan.postings.reduce((s, p) => s + p.amount, 0)).toBe(-18);
    expect(plan.offer).toEqual({ bottlesLeft: 60, status: 'open' });
    expect(plan.lot).toEqual({ bottles: 40 });
    expect(plan.sellerNotice).toMatchObject({ kind: 'exchange_sale', sale: { quantity: 40, money: 342 } });
    expect(plan.buyerNotice).toMatchObject({ kind: 'exchange_purchase', title: 'Wine bought: Rosso' });
  });

  it('the last bottles sell the offer out', () => {
    expect(decideOfferPurchase(input({ bottles: 100 }))).toMatchObject({
      ok: true,
      offer: { bottlesLeft: 0, status: 'sold_out' },
    });
  });

  it('refuses one’s own offer, a closed one, an expired one, too many bottles, another price, arrears, too little money — in that order', () => {
    const offer = input().offer;
    expect(code(decideOfferPurchase(input({ ownsSeller: true, offer: { ...offer, status: 'withdrawn' } })))).toBe(
      'OWN_OFFER',
    );
    expect(code(decideOfferPurchase(input({ offer: { ...offer, status: 'sold_out', live: false } })))).toBe(
      'OFFER_CLOSED',
    );
    expect(code(decideOfferPurchase(input({ offer: { ...offer, live: false }, bottles: 101 })))).toBe('OFFER_EXPIRED');
    expect(decideOfferPurchase(input({ bottles: 101, expectedPrice: 1 }))).toMatchObject({
      ok: false,
      code: 'NOT_ENOUGH_BOTTLES',
      errors: [{ field: 'bottles', message: 'Only 100 bottles of this offer are left' }],
    });
    expect(code(decideOfferPurchase(input({ expectedPrice: 8, arrears: 1 })))).toBe('PRICE_CHANGED');
    expect(code(decideOfferPurchase(input({ expectedPrice: 9 })))).toBe('ok');
    expect(code(decideOfferPurchase(input({ arrears: 1, money: 0 })))).toBe('ESTATE_IN_ARREARS');
    const young = { foundedDay: 500 - EXCHANGE_NEW_ESTATE.days + 1, exchangeSpent: EXCHANGE_NEW_ESTATE.spend - 359 };
    expect(code(decideOfferPurchase(input({ ...young, money: 0 })))).toBe('EXCHANGE_NEW_ESTATE_LIMIT');
    expect(code(decideOfferPurchase(input({ money: 359 })))).toBe('INSUFFICIENT_FUNDS');
    expect(code(decideOfferPurchase(input({ money: 360 })))).toBe('ok');
  });

  it('a new estate spends at most EXCHANGE_NEW_ESTATE.spend on the exchange in its first days; then no limit', () => {
    const limit = EXCHANGE_NEW_ESTATE.spend;
    const founded = 500 - EXCHANGE_NEW_ESTATE.days + 1; // its last day under the limit
    // 40 bottles at €9: €360
    expect(code(decideOfferPurchase(input({ foundedDay: founded, exchangeSpent: limit - 360 })))).toBe('ok');
    expect(decideOfferPurchase(input({ foundedDay: founded, exchangeSpent: limit - 359 }))).toMatchObject({
      ok: false,
      code: 'EXCHANGE_NEW_ESTATE_LIMIT',
      message: `A new estate can spend at most €25,000 on the exchange in its first 90 game days: €359 left until ${formatGameDay(501)}`,
    });
    expect(code(decideOfferPurchase(input({ foundedDay: founded - 1, exchangeSpent: limit * 10 })))).toBe('ok');
    expect(code(decideOfferPurchase(input({ foundedDay: null, exchangeSpent: limit * 10 })))).toBe('ok');
    expect(exchangeAllowance(founded, limit + 1, 500)).toBe(0);
    expect(exchangeAllowance(founded, 0, 500 + 1)).toBe(Infinity);
  });
});
