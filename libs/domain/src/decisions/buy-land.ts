/**
 * Buying undeveloped land from the registry (PlotsService.buy, SimWorld.buyUndeveloped):
 * ECONOMY.md §2. The size is rounded to the tenth of a hectare; the base price of the region per
 * hectare is paid before the survey (the caller draws the terroir once the land is bought).
 */
import { MESSAGES } from '../messages';
import type { RegionKey } from '../regions';
import { annualMaintenance, LAND_PURCHASE_LIMITS, undevelopedLandPrice } from '../terroir';
import { refuse, refuseField, type Decision, type EstateFunds, type PlannedPosting } from './decision';

export interface LandPurchaseInput {
  region: RegionKey;
  /** Hectares as asked for. */
  size: number;
  /** The estate's money and arrears, read under its lock. */
  funds: EstateFunds;
}

export interface LandPurchasePlan {
  size: number;
  price: number;
  maintenanceCost: number;
  postings: readonly PlannedPosting[];
  /** What the money module answers when the estate cannot pay. */
  unaffordable: string;
}

export function decideLandPurchase(input: LandPurchaseInput): Decision<LandPurchasePlan> {
  const size = Math.round(input.size * 10) / 10;
  const { minHa, maxHa } = LAND_PURCHASE_LIMITS;
  if (!(size >= minHa && size <= maxHa))
    return refuseField('VALIDATION_FAILED', 'size', MESSAGES.plot.sizeRange(minHa, maxHa));
  if (input.funds.arrears > 0) return refuse('ESTATE_IN_ARREARS');
  const price = undevelopedLandPrice(input.region, size);
  return {
    ok: true,
    size,
    price,
    maintenanceCost: annualMaintenance(price),
    postings: [{ amount: -price, kind: 'land_purchase', description: MESSAGES.ledger.landBought(size) }],
    unaffordable: MESSAGES.plot.insufficientFundsForLand,
  };
}
