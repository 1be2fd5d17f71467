import fc from 'fast-check';
import { MESSAGES } from '../messages';
import { annualMaintenance, LAND_PURCHASE_LIMITS, undevelopedLandPrice } from '../terroir';
import { decideLandPurchase } from './buy-land';

const funds = { money: 1_000_000, arrears: 0 };

describe('decideLandPurchase', () => {
  it('pays the region’s base price for the size rounded to a tenth of a hectare', () => {
    const plan = decideLandPurchase({ region: 'rioja', size: 2.34, funds });
    if (!plan.ok) throw new Error(plan.code);
    const price = undevelopedLandPrice('rioja', 2.3);
    expect(plan).toEqual({
      ok: true,
      size: 2.3,
      price,
      maintenanceCost: annualMaintenance(price),
      postings: [{ amount: -price, kind: 'land_purchase', description: MESSAGES.ledger.landBought(2.3) }],
      unaffordable: MESSAGES.plot.insufficientFundsForLand,
    });
  });

  it('refuses a size outside the limits, and an estate in arrears', () => {
    const { minHa, maxHa } = LAND_PURCHASE_LIMITS;
    for (const size of [minHa - 0.1, maxHa + 0.1, Number.NaN])
      expect(decideLandPurchase({ region: 'rioja', size, funds })).toMatchObject({
        code: 'VALIDATION_FAILED',
        errors: [{ field: 'size', message: MESSAGES.plot.sizeRange(minHa, maxHa) }],
      });
    expect(decideLandPurchase({ region: 'rioja', size: 1, funds: { money: 0, arrears: 1 } })).toEqual({
      ok: false,
      code: 'ESTATE_IN_ARREARS',
    });
  });

  it('charges more for more land', () => {
    fc.assert(
      fc.property(fc.integer({ min: 5, max: 99 }), (tenths) => {
        const a = decideLandPurchase({ region: 'napa', size: tenths / 10, funds });
        const b = decideLandPurchase({ region: 'napa', size: (tenths + 1) / 10, funds });
        return a.ok && b.ok && a.price < b.price && a.postings[0]!.amount === -a.price;
      }),
    );
  });
});
