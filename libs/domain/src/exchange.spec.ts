import fc from 'fast-check';
import { exchangeFee, exchangePriceBand, exchangeQuote, isOfferDuration, OFFER_DURATION_DAYS } from './exchange';

describe('the exchange fee', () => {
  it('is 5% rounded up to the whole euro (in the house’s favour), nothing on nothing', () => {
    expect(exchangeFee(0)).toBe(0);
    expect(exchangeFee(1)).toBe(1);
    expect(exchangeFee(20)).toBe(1);
    expect(exchangeFee(21)).toBe(2);
    expect(exchangeFee(100)).toBe(5);
    expect(exchangeFee(1_000_000)).toBe(50_000);
  });

  it('never lets a split purchase pay less fee than the whole (buyer and seller never gain by splitting)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }),
        fc.array(fc.integer({ min: 1, max: 5_000 }), { minLength: 1, maxLength: 12 }),
        (price, parts) => {
          const whole = exchangeQuote(
            price,
            parts.reduce((a, b) => a + b, 0),
          );
          const split = parts.map((n) => exchangeQuote(price, n));
          // the buyer pays exactly the same, the seller receives no more
          expect(split.reduce((s, q) => s + q.total, 0)).toBe(whole.total);
          expect(split.reduce((s, q) => s + q.sellerReceives, 0)).toBeLessThanOrEqual(whole.sellerReceives);
        },
      ),
    );
  });

  it('conserves money: what the buyer pays is what the seller receives plus the fee, the fee at least 5%', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 280 }), fc.integer({ min: 1, max: 1_000_000 }), (price, bottles) => {
        const q = exchangeQuote(price, bottles);
        expect(q.total).toBe(price * bottles);
        expect(q.sellerReceives + q.fee).toBe(q.total);
        expect(q.fee * 100).toBeGreaterThanOrEqual(q.total * 5);
        expect(q.fee).toBeLessThan(q.total * 0.05 + 1);
        expect(Number.isInteger(q.fee)).toBe(true);
      }),
    );
  });
});

describe('the price band', () => {
  it('lies within 0.5–2× the reference, in whole euros, at least €1', () => {
    expect(exchangePriceBand(10)).toEqual({ min: 5, max: 20 });
    expect(exchangePriceBand(9.3)).toEqual({ min: 5, max: 18 });
    expect(exchangePriceBand(0.4)).toEqual({ min: 1, max: 1 });
    fc.assert(
      fc.property(fc.double({ min: 0.1, max: 280, noNaN: true }), (ref) => {
        const { min, max } = exchangePriceBand(ref);
        expect(Number.isInteger(min) && Number.isInteger(max)).toBe(true);
        expect(min).toBeGreaterThanOrEqual(1);
        expect(max).toBeGreaterThanOrEqual(min);
        if (ref >= 2) {
          expect(min).toBeGreaterThanOrEqual(ref * 0.5);
          expect(max).toBeLessThanOrEqual(ref * 2);
        }
      }),
    );
  });

  it('offers run 7 to 60 whole game days', () => {
    expect(isOfferDuration(OFFER_DURATION_DAYS.min)).toBe(true);
    expect(isOfferDuration(60)).toBe(true);
    expect(isOfferDuration(6)).toBe(false);
    expect(isOfferDuration(61)).toBe(false);
    expect(isOfferDuration(7.5)).toBe(false);
    expect(isOfferDuration('30')).toBe(false);
  });
});
