/**
 * The bottle store (issue 35, item 1). Bottled stock is no longer stored free and without limit:
 * an estate holds bottles up to its store's capacity (a starting capacity by template, more by
 * building extensions through the ledger, each dearer than the last), and stock beyond the
 * capacity pays a storage charge each game month.
 *
 * Wiring (docs/decisions.md, "The bottle store"): the estate stores the extensions it built
 * (estates.bottle_store_extensions, raised by `decideBottleStoreBuild` under the estate's `money`
 * lock: cellar/bottle-store.service.ts), and the capacity follows (`bottleStoreCapacity`). The
 * charge is one set-based statement per batch of estates in the tick on the first day of each game
 * month (`isStorageChargeDay`), from the bottles the estate's lots hold that day (`storageCharge`),
 * as much as the estate has (like a contract's penalty: no arrears), once per estate and month (a
 * unique ledger key on estate, day and kind): money/storage-charge.tick.ts. The simulator applies
 * both (sim/world.ts) and the competent winemaker builds where it pays (sim/bottle-store.ts); the
 * Knowledge tab's "The bottle store" says them in words.
 */
import { DAYS_PER_MONTH } from './calendar';
import type { EstateTemplate } from './estates';

export const BOTTLE_STORE = {
  /** Bottles an estate's store holds when it is founded, by template. */
  starting: { boutique: 8_000, family: 20_000, commercial: 50_000, standard: 15_000 } satisfies Record<
    EstateTemplate,
    number
  >,
  /** Bottles one extension adds. */
  extensionBottles: 10_000,
  /** Whole euros for the first extension; each one built makes the next `growth` times dearer. */
  extensionCost: 6_000,
  growth: 1.25,
  /** Extensions one request builds at most. */
  maxPerBuild: 5,
  /** Whole euros a game month for every 100 bottles beyond the capacity (rounded up to whole hundreds). */
  chargePerHundred: 3,
} as const;

/** The store's capacity: the template's start and the extensions built. */
export function bottleStoreCapacity(template: EstateTemplate, extensions: number): number {
  return BOTTLE_STORE.starting[template] + Math.max(0, Math.floor(extensions)) * BOTTLE_STORE.extensionBottles;
}

/** Whole euros for `count` more extensions when `built` are built already (each dearer than the last). */
export function extensionsCost(built: number, count: number): number {
  let total = 0;
  for (let i = 0; i < count; i++)
    total += Math.round(BOTTLE_STORE.extensionCost * BOTTLE_STORE.growth ** (Math.max(0, built) + i));
  return total;
}

/** Bottles beyond the capacity (0 when the store holds them all). */
export function bottlesOverCapacity(stock: number, capacity: number): number {
  return Math.max(0, Math.floor(stock) - Math.max(0, capacity));
}

/** The month's storage charge (whole euros) for `stock` bottles in a store of `capacity`. */
export function storageCharge(stock: number, capacity: number): number {
  return Math.ceil(bottlesOverCapacity(stock, capacity) / 100) * BOTTLE_STORE.chargePerHundred;
}

/** The tick charges storage on the first day of each game month. */
export function isStorageChargeDay(day: number): boolean {
  return day > 0 && day % DAYS_PER_MONTH === 0;
}
