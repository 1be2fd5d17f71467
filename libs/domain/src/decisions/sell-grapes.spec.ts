import fc from 'fast-check';
import { GRAPE_FRESHNESS, grapeBuyerCapacity, grapeBuyerSeason, quoteGrapeSale } from '../grapes';
import { decideGrapeSale, type GrapeSaleInput } from './sell-grapes';

const DAY = 250;

function input(kilograms: number, over: Partial<GrapeSaleInput['lot']> = {}, usedKg = 0): GrapeSaleInput {
  return {
    day: DAY,
    lot: {
      region: 'tuscany',
      variety: 'sangiovese',
      quality: 70,
      blockName: 'Vigna',
      kilograms: 5_000,
      harvestDay: DAY,
      countedDay: DAY,
      ...over,
    },
    buyers: { plantedHectares: 3, usedKg },
    kilograms,
  };
}

describe('decideGrapeSale', () => {
  it('prices the sale with the pool integral, books it, and leaves the rest of the lot', () => {
    const plan = decideGrapeSale(input(2_000, {}, 500));
    if (!plan.ok) throw new Error(plan.code);
    const quote = quoteGrapeSale(
      { region: 'tuscany', quality: 70, capacityKg: grapeBuyerCapacity(3), usedKg: 500 },
      2_000,
    );
    expect(plan.quote).toEqual(quote);
    expect(plan.postings).toEqual([
      {
        amount: quote.money,
        kind: 'grape_sale',
        description: `2000 kg of Sangiovese (Vigna) sold: ${quote.buyersKg} kg to the grape buyers, ${quote.cooperativeKg} kg to the cooperative`,
      },
    ]);
    expect(plan.buyerSale).toEqual({
      season: grapeBuyerSeason(DAY),
      buyersKg: quote.buyersKg,
      cooperativeKg: quote.cooperativeKg,
      revenue: quote.money,
    });
    expect(plan.lot).toEqual({ kilograms: 3_000, countedDay: DAY });
    expect(plan.notice).toMatchObject({ kind: 'grape_sale', sale: { quantity: 2_000, money: quote.money } });
    expect(plan.notice.body).toContain('Vigna');
  });

  it('refuses more than what is left of the lot today (it perishes after the grace days)', () => {
    expect(decideGrapeSale(input(5_001))).toEqual({
      ok: false,
      code: 'NOT_ENOUGH_GRAPES',
      message: 'Only 5000 kg of this lot are left to sell',
      errors: [{ field: 'kilograms', message: 'Only 5000 kg of this lot are left to sell' }],
    });
    const old = input(5_000, {
      harvestDay: DAY - GRAPE_FRESHNESS.graceDays - 5,
      countedDay: DAY - GRAPE_FRESHNESS.graceDays - 5,
    });
    expect(decideGrapeSale(old)).toMatchObject({ ok: false, code: 'NOT_ENOUGH_GRAPES' });
  });

  it('sells any amount up to the lot, splits it between buyers and cooperative, and never pays less for more', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5_000 }),
        fc.integer({ min: 1, max: 5_000 }),
        fc.integer({ min: 0, max: 40_000 }),
        (a, b, usedKg) => {
          const [less, more] = a <= b ? [a, b] : [b, a];
          const small = decideGrapeSale(input(less, {}, usedKg));
          const large = decideGrapeSale(input(more, {}, usedKg));
          if (!small.ok || !large.ok) throw new Error('refused');
          expect(large.quote.money).toBeGreaterThanOrEqual(small.quote.money);
          expect(small.buyerSale.buyersKg + small.buyerSale.cooperativeKg).toBe(less);
          expect(small.lot.kilograms).toBe(5_000 - less);
          expect(small.postings[0]!.amount).toBe(small.quote.money);
        },
      ),
    );
  });
});
