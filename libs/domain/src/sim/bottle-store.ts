/**
 * A winemaker's bottle store (issue 35, item 1), kept apart from strategies.ts: on the day before
 * each storage charge it builds extensions (SimWorld.buildBottleStore, decideBottleStoreBuild)
 * while one more would save, over STORE_HORIZON_MONTHS months of today's stock, at least its price,
 * keeping `reserve` euros. An estate that holds no more than its store builds none.
 */
import { BOTTLE_STORE, extensionsCost, isStorageChargeDay, storageCharge } from '../bottle-store';
import type { SimEstate, SimWorld } from './world';

/**
 * Months of today's stock an extension must pay for itself in. The competent winemaker keeps a
 * rolling stock (it crushes what its pools take in COMPETENT_STOCK_YEARS = 3 years), so stock
 * beyond the store today stays about as far beyond it for a long time; two years is the shorter
 * part of that. An extension saves at most €300 a month (10,000 bottles at €3 a hundred), so at 24
 * months the first (€6,000) pays from about 8,400 bottles beyond the store, and the second (€7,500)
 * never does: one extension is all the competent ever builds. At 12 months none would ever pay.
 */
export const STORE_HORIZON_MONTHS = 24;

/** Builds the extensions that pay over `horizon` months of today's stock; answers what it spent. */
export function buildPayingExtensions(
  world: SimWorld,
  estate: SimEstate,
  reserve: number,
  horizon = STORE_HORIZON_MONTHS,
): number {
  if (estate.arrears > 0 || !isStorageChargeDay(world.day + 1)) return 0;
  const { capacity, bottles } = world.bottleStore(estate);
  let count = 0;
  let cost = 0;
  while (count < BOTTLE_STORE.maxPerBuild) {
    const before = capacity + count * BOTTLE_STORE.extensionBottles;
    const saved = storageCharge(bottles, before) - storageCharge(bottles, before + BOTTLE_STORE.extensionBottles);
    const price = extensionsCost(estate.bottleStoreExtensions + count, 1);
    if (saved * horizon < price || estate.money - cost - price < reserve) break;
    cost += price;
    count += 1;
  }
  return count > 0 ? world.buildBottleStore(estate, count) : 0;
}
