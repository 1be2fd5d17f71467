/**
 * The cellar door (issue 35, item 1): a tasting room an estate builds once, that opens a sales
 * channel of its own beside the demand pools. Visitors buy bottles at a premium over the pools'
 * list price, but only as many as come in the month: the month's demand is a pure function of the
 * estate's region (its tourism), its reputation and the month of the year (summer is busy),
 * computed on read; what is left of it is the demand less the bottles sold at the door that month.
 * The building's price grows with the planted hectares like the equipment's (bigger is not
 * linearly better) and it costs a monthly upkeep.
 *
 * Wired on the server (wine-market/cellar-door.service.ts: cellar_doors, cellar_door_sales, the
 * upkeep with the equipment's in money/equipment-upkeep.tick.ts), on the Winery tab and in the
 * simulator (SimWorld.buildCellarDoor, .sellAtCellarDoor), where the `expander` builds one
 * (sim/growth.ts; docs/decisions.md, "Winery equipment and the cellar door", "The expander").
 */
import { DAYS_PER_MONTH, DAYS_PER_YEAR } from './calendar';
import { equipmentUpkeep, scaledPrice } from './equipment';
import type { RegionKey } from './regions';

export const CELLAR_DOOR = {
  /** Whole euros at EQUIPMENT_RULES.referenceHectares planted hectares or fewer (it grows like the equipment's). */
  basePrice: 40_000,
  /** Bottles the visitors of an average month buy at reputation 50 in a region of tourism 1. */
  visitorBottles: 300,
  /** Visitors come by region (how many tourists pass). */
  tourism: { napa: 1.5, tuscany: 1.4, bordeaux: 1.2, rioja: 1.0, barossa: 0.9, mendoza: 0.8 } satisfies Record<
    RegionKey,
    number
  >,
  /** By the month of the game year (March first): busy in summer and at the harvest, quiet in winter. */
  season: [0.8, 1.0, 1.1, 1.3, 1.5, 1.5, 1.3, 1.1, 0.8, 0.6, 0.5, 0.5] as const,
  /** Visitors pay this many times the pools' list price of the wine. */
  premium: 1.3,
} as const;

/** Whole euros for the cellar door at an estate with `plantedHectares` planted (scaledPrice, as the equipment). */
export function cellarDoorPrice(plantedHectares: number): number {
  return scaledPrice(CELLAR_DOOR.basePrice, plantedHectares);
}

/** The monthly upkeep (whole euros) of a cellar door built for `price`: the equipment's share. */
export const cellarDoorUpkeep = equipmentUpkeep;

/** The game month a day falls in (0 from day 0): the cellar door's demand resets with it. */
export function cellarDoorMonth(day: number): number {
  return Math.floor(Math.max(0, day) / DAYS_PER_MONTH);
}

/** The first day of the month `day` falls in. */
export function cellarDoorMonthStart(day: number): number {
  return cellarDoorMonth(day) * DAYS_PER_MONTH;
}

/**
 * Bottles the visitors buy in the game month of `day`: visitorBottles × tourism × (0.5 + R/100) ×
 * the month's season, whole bottles (reputation 0 brings half, 100 one and a half times the visitors).
 */
export function cellarDoorDemand(region: RegionKey, reputation: number, day: number): number {
  const r = Math.max(0, Math.min(100, Number.isFinite(reputation) ? reputation : 0));
  const monthOfYear = Math.floor((Math.max(0, day) % DAYS_PER_YEAR) / DAYS_PER_MONTH);
  const season = CELLAR_DOOR.season[monthOfYear] ?? 1;
  return Math.floor(CELLAR_DOOR.visitorBottles * CELLAR_DOOR.tourism[region] * (0.5 + r / 100) * season + 1e-9);
}

/** What is left of the month's demand after `soldThisMonth` bottles sold at the door. */
export function cellarDoorDemandLeft(demand: number, soldThisMonth: number): number {
  return Math.max(0, Math.floor(demand) - Math.max(0, Math.floor(soldThisMonth)));
}

/** The price a visitor pays for a bottle whose pools' list price is `listPrice` (€, unrounded). */
export function cellarDoorBottlePrice(listPrice: number): number {
  return Math.max(0, listPrice) * CELLAR_DOOR.premium;
}
