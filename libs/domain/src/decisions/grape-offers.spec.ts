import fc from 'fast-check';
import { EXCHANGE_NEW_ESTATE } from '../exchange';
import {
  formatCents,
  GRAPE_OFFER_KG,
  grapeExchangeQuote,
  grapeGraceEndDay,
  grapePriceBand,
  grapeReferenceCents,
} from '../grape-exchange';
import { grapeBuyerPrice, GRAPE_FRESHNESS, grapeLotKilograms } from '../grapes';
import {
  decideGrapeOffer,
  decideGrapeOfferPurchase,
  decideGrapeOfferWithdrawal,
  grapeOfferBand,
  type GrapeOfferInput,
  type GrapeOfferPurchaseInput,
} from './grape-offers';

const HARVEST = 250;
const lot = {
  region: 'bordeaux' as const,
  variety: 'merlot' as const,
  quality: 70,
  kilograms: 5000,
  harvestDay: HARVEST,
  countedDay: HARVEST,
};
const code = (d: { ok: boolean; code?: string }) => (d.ok ? 'ok' : d.code);

describe('the grape price band', () => {
  it('is 0.5-2x the grape buyers’ list price in whole cents', () => {
    const ref = grapeReferenceCents('bordeaux', 70);
    expect(ref).toBe(Math.round(grapeBuyerPrice('bordeaux', 70) * 100));
    expect(grapePriceBand(ref)).toEqual({ min: Math.ceil(ref / 2), max: Math.floor(ref * 2) });
    expect(grapePriceBand(1)).toEqual({ min: 1, max: 2 });
    expect(formatCents(185)).toBe('€1.85');
    expect(formatCents(5)).toBe('€0.05');
  });
});

describe('decideGrapeOffer', () => {
  const band = grapeOfferBand(lot);
  const input = (over: Partial<GrapeOfferInput> = {}): GrapeOfferInput => ({
    day: HARVEST + 2,
    lot,
    kilograms: 1000,
    priceCents: band.min,
    durationDays: 5,
    ...over,
  });

  it('reserves the kilograms at once and ends by the grapes’ last sound day', () => {
    const plan = decideGrapeOffer(input());
    expect(plan).toMatchObject({
      ok: true,
      kilograms: 1000,
      expiresDay: HARVEST + 7,
      lot: { kilograms: 4000, countedDay: HARVEST + 2 },
    });
    const longest = decideGrapeOffer(input({ durationDays: grapeGraceEndDay(HARVEST) - (HARVEST + 2) }));
    expect(longest.ok && longest.expiresDay).toBe(HARVEST + GRAPE_FRESHNESS.graceDays);
  });

  // The expiry tick (backend/src/exchange/exchange.tick.ts) gives an expired offer's kilograms back to its lot whole,
  // without the spoilage rule: that is right only because no offer outlives the grapes' grace
  // period, within which they do not spoil. Any accepted offer, whatever the day and duration:
  it('never runs past the grace period, so kilograms on offer come back whole (the expiry returns them as they are)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3000 }),
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: GRAPE_OFFER_KG.min, max: 5000 }),
        (harvestDay, age, durationDays, kilograms) => {
          const grapes = { ...lot, harvestDay, countedDay: harvestDay };
          const plan = decideGrapeOffer({
            day: harvestDay + age,
            lot: grapes,
            kilograms,
            priceCents: grapeOfferBand(grapes).min,
            durationDays,
          });
          if (!plan.ok) return;
          expect(plan.expiresDay).toBeLessThanOrEqual(grapeGraceEndDay(harvestDay));
          expect(grapeLotKilograms(kilograms, harvestDay, harvestDay + age, plan.expiresDay)).toBe(kilograms);
        },
      ),
    );
  });

  it('refuses, in order: grapes past their grace period, a duration past it, too many or too few kilograms, a price out of the band', () => {
    expect(code(decideGrapeOffer(input({ day: grapeGraceEndDay(HARVEST) })))).toBe('GRAPES_TOO_OLD');
    const late = decideGrapeOffer(input({ durationDays: GRAPE_FRESHNESS.graceDays }));
    expect(code(late)).toBe('OFFER_DURATION_INVALID');
    expect(late.ok ? '' : late.message).toContain('1 to 13 game days');
    expect(code(decideGrapeOffer(input({ durationDays: 0 })))).toBe('OFFER_DURATION_INVALID');
    expect(code(decideGrapeOffer(input({ durationDays: 2.5 })))).toBe('OFFER_DURATION_INVALID');
    expect(code(decideGrapeOffer(input({ kilograms: 5001 })))).toBe('NOT_ENOUGH_GRAPES');
    expect(code(decideGrapeOffer(input({ kilograms: GRAPE_OFFER_KG.min - 1 })))).toBe('NOT_ENOUGH_GRAPES');
    expect(code(decideGrapeOffer(input({ priceCents: band.min - 1 })))).toBe('PRICE_OUT_OF_RANGE');
    expect(code(decideGrapeOffer(input({ priceCents: band.max + 1 })))).toBe('PRICE_OUT_OF_RANGE');
    expect(code(decideGrapeOffer(input({ priceCents: band.max })))).toBe('ok');
  });
});

describe('decideGrapeOfferWithdrawal', () => {
  it('returns the unsold kilograms to the lot, counted today; a closed offer is refused', () => {
    const plan = decideGrapeOfferWithdrawal({
      day: HARVEST + 3,
      status: 'open',
      kilogramsLeft: 600,
      lot: { ...lot, kilograms: 4000 },
    });
    expect(plan).toMatchObject({ ok: true, returned: 600, lot: { kilograms: 4600, countedDay: HARVEST + 3 } });
    expect(code(decideGrapeOfferWithdrawal({ day: HARVEST + 3, status: 'sold_out', kilogramsLeft: 0, lot }))).toBe(
      'OFFER_CLOSED',
    );
  });
});

describe('decideGrapeOfferPurchase', () => {
  const input = (over: Partial<GrapeOfferPurchaseInput> = {}): GrapeOfferPurchaseInput => ({
    day: HARVEST + 3,
    buyer: { money: 100_000, arrears: 0, ownsSeller: false, foundedDay: null, exchangeSpent: 0 },
    offer: {
      status: 'open',
      live: true,
      kilogramsLeft: 1000,
      priceCents: 185,
      variety: 'merlot',
      producer: 'Château A',
      harvestDay: HARVEST,
    },
    kilograms: 400,
    ...over,
  });

  it('the buyer pays the total rounded up, the seller receives it less the fee, which leaves the economy', () => {
    const plan = decideGrapeOfferPurchase(input({ kilograms: 401 }));
    if (!plan.ok) throw new Error(plan.code);
    expect(plan.quote.total).toBe(Math.ceil((185 * 401) / 100));
    const sum = plan.postings.reduce((s, p) => s + p.amount, 0);
    expect(sum).toBe(-plan.quote.fee);
    expect(plan.offer).toEqual({ kilogramsLeft: 599, status: 'open' });
    expect(plan.lot.kilograms).toBe(401);
    expect(plan.sellerNotice.kind).toBe('exchange_grape_sale');
    const all = decideGrapeOfferPurchase(input({ kilograms: 1000 }));
    expect(all.ok && all.offer.status).toBe('sold_out');
  });

  it('refuses one’s own offer, a closed or expired one, too many kilograms, a changed price, arrears, the new estates’ limit, too little money', () => {
    const i = input();
    expect(code(decideGrapeOfferPurchase(input({ buyer: { ...i.buyer, ownsSeller: true } })))).toBe('OWN_OFFER');
    expect(code(decideGrapeOfferPurchase(input({ offer: { ...i.offer, status: 'withdrawn' } })))).toBe('OFFER_CLOSED');
    expect(code(decideGrapeOfferPurchase(input({ offer: { ...i.offer, live: false } })))).toBe('OFFER_EXPIRED');
    expect(code(decideGrapeOfferPurchase(input({ kilograms: 1001 })))).toBe('NOT_ENOUGH_KILOGRAMS');
    expect(code(decideGrapeOfferPurchase(input({ expectedPriceCents: 184 })))).toBe('PRICE_CHANGED');
    expect(code(decideGrapeOfferPurchase(input({ expectedPriceCents: 185 })))).toBe('ok');
    expect(code(decideGrapeOfferPurchase(input({ buyer: { ...i.buyer, arrears: 1 } })))).toBe('ESTATE_IN_ARREARS');
    const young = { ...i.buyer, foundedDay: HARVEST, exchangeSpent: EXCHANGE_NEW_ESTATE.spend - 100 };
    expect(code(decideGrapeOfferPurchase(input({ buyer: young })))).toBe('EXCHANGE_NEW_ESTATE_LIMIT');
    expect(code(decideGrapeOfferPurchase(input({ buyer: { ...i.buyer, money: 100 } })))).toBe('INSUFFICIENT_FUNDS');
  });

  it('splitting a purchase never costs the buyer less, nor pays the fee less (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2_000 }),
        fc.array(fc.integer({ min: 1, max: 5_000 }), { minLength: 1, maxLength: 12 }),
        (cents, parts) => {
          const whole = grapeExchangeQuote(
            cents,
            parts.reduce((s, k) => s + k, 0),
          );
          const split = parts.map((k) => grapeExchangeQuote(cents, k));
          return (
            split.reduce((s, q) => s + q.total, 0) >= whole.total && split.reduce((s, q) => s + q.fee, 0) >= whole.fee
          );
        },
      ),
    );
  });
});
