import fc from 'fast-check';
import { landSaleFee } from '../economy';
import { annualMaintenance } from '../terroir';
import { decideListingPurchase, type ListingPurchaseInput } from './buy-listing';

function input(over: Partial<ListingPurchaseInput> & { money?: number; arrears?: number; ownsSeller?: boolean } = {}) {
  const { money = 100_000, arrears = 0, ownsSeller = false, ...rest } = over;
  return {
    buyer: { money, arrears, ownsSeller },
    seller: 'player',
    listing: { price: 40_000, live: true },
    plot: { name: 'Plot 3', size: 2.5 },
    ...rest,
  } satisfies ListingPurchaseInput;
}

describe('decideListingPurchase', () => {
  it('from a player: the buyer pays, the seller is paid and pays the fee, and is told', () => {
    const plan = decideListingPurchase(input());
    if (!plan.ok) throw new Error(plan.code);
    const fee = landSaleFee(40_000);
    expect(plan.postings).toEqual([
      { estate: 'buyer', amount: -40_000, kind: 'land_purchase', description: 'Land bought on the marketplace' },
      { estate: 'seller', amount: 40_000, kind: 'land_sale', description: 'Land sold on the marketplace' },
      { estate: 'seller', amount: -fee, kind: 'fee', description: expect.stringContaining('market fee') },
    ]);
    expect(plan.plot).toEqual({ price: 40_000, maintenanceCost: annualMaintenance(40_000) });
    expect(plan.sellerNotice).toMatchObject({ kind: 'plot_sold', title: 'Plot sold: Plot 3' });
    expect(plan.message).toBe('Successfully purchased Plot 3 for €40,000');
  });

  it('from the registry: the price goes to nobody, and no one is told', () => {
    const plan = decideListingPurchase(input({ seller: 'registry', ownsSeller: true }));
    expect(plan).toMatchObject({
      ok: true,
      postings: [{ estate: 'buyer', amount: -40_000, kind: 'registry_purchase' }],
      sellerNotice: null,
    });
  });

  it('refuses one’s own plot, an expired listing, another price, arrears and too little money — in that order', () => {
    const code = (i: ListingPurchaseInput) => {
      const d = decideListingPurchase(i);
      return d.ok ? 'ok' : d.code;
    };
    expect(code(input({ ownsSeller: true, arrears: 5 }))).toBe('OWN_PLOT');
    expect(code(input({ listing: { price: 40_000, live: false }, arrears: 5 }))).toBe('LISTING_EXPIRED');
    expect(code(input({ expectedPrice: 39_999, arrears: 5 }))).toBe('PRICE_CHANGED');
    expect(code(input({ expectedPrice: 40_000 }))).toBe('ok');
    expect(code(input({ arrears: 5, money: 0 }))).toBe('ESTATE_IN_ARREARS');
    expect(decideListingPurchase(input({ money: 39_999 }))).toEqual({
      ok: false,
      code: 'INSUFFICIENT_FUNDS',
      message: 'Insufficient funds to purchase this plot',
    });
  });

  it('moves money only from buyer to seller and out as the fee: nothing is minted', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5_000_000 }), (price) => {
        const plan = decideListingPurchase(input({ money: price, listing: { price, live: true } }));
        if (!plan.ok) throw new Error(plan.code);
        const total = plan.postings.reduce((sum, p) => sum + p.amount, 0);
        expect(total + landSaleFee(price)).toBe(0);
        expect(plan.postings.every((p) => Number.isSafeInteger(p.amount))).toBe(true);
        expect(landSaleFee(price)).toBeLessThanOrEqual(price);
      }),
    );
  });
});
