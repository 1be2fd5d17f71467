import fc from 'fast-check';
import { listingPriceRange } from '../economy';
import { MESSAGES } from '../messages';
import { landValuation } from '../terroir';
import { decideListing, decideListingChange, listingBand, type ListedPlotFacts } from './list-land';

const PLOT: ListedPlotFacts = {
  region: 'bordeaux',
  size: 2.5,
  terroir: { sunExposure: 7, waterAccess: 4, orientation: 'south', terrain: 'gentle slope' },
};
const band = listingPriceRange(landValuation('bordeaux', 2.5, PLOT.terroir));

describe('decideListing', () => {
  it('opens an offer of bare land at a price within the band around its valuation', () => {
    expect(listingBand(PLOT)).toEqual(band);
    expect(decideListing({ plot: PLOT, blocks: 0, listed: false, price: band.min })).toEqual({
      ok: true,
      price: band.min,
    });
    expect(decideListing({ plot: PLOT, blocks: 0, listed: false, price: band.max }).ok).toBe(true);
  });

  it('refuses land with vines, a plot already offered, and a price outside the band (naming it)', () => {
    expect(decideListing({ plot: PLOT, blocks: 1, listed: false, price: band.min })).toMatchObject({
      code: 'PLOT_HAS_BLOCKS',
    });
    expect(decideListing({ plot: PLOT, blocks: 0, listed: true, price: band.min })).toMatchObject({
      code: 'ALREADY_LISTED',
    });
    const message = MESSAGES.listing.priceOutOfBand(band.min, band.max);
    for (const price of [band.min - 1, band.max + 1])
      expect(decideListing({ plot: PLOT, blocks: 0, listed: false, price })).toEqual({
        ok: false,
        code: 'PRICE_OUT_OF_RANGE',
        message,
        errors: [{ field: 'price', message }],
      });
  });

  it('accepts exactly the prices within the band', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: band.max * 2 }), (price) => {
        const d = decideListing({ plot: PLOT, blocks: 0, listed: false, price });
        return d.ok === (price >= band.min && price <= band.max);
      }),
    );
  });
});

describe('decideListingChange', () => {
  it('changes an open offer only, its price within the band; no price keeps the old one', () => {
    expect(decideListingChange({ plot: PLOT, listed: false, price: band.min })).toMatchObject({ code: 'NOT_LISTED' });
    expect(decideListingChange({ plot: PLOT, listed: true })).toEqual({ ok: true, price: null });
    expect(decideListingChange({ plot: PLOT, listed: true, price: band.max })).toEqual({ ok: true, price: band.max });
    expect(decideListingChange({ plot: PLOT, listed: true, price: band.max + 1 })).toMatchObject({
      code: 'PRICE_OUT_OF_RANGE',
    });
  });
});
