/**
 * Winery equipment (issue 35, item 1): pieces an estate buys once, through the ledger
 * (`equipment_purchase`), that change what its cellar does, and that cost a monthly upkeep
 * (`equipment_upkeep`, charged by the tick on the first day of each game month, as much as the
 * estate has, like the storage charge).
 *
 * - the **sorting table** lifts the quality of every batch crushed afterwards (grapes picked over
 *   by hand before the press);
 * - **temperature control** of the fermentation tanks lifts it too, more for whites (a cool, slow
 *   fermentation keeps their aromas);
 * - the **bottling line** bottles for less per bottle than the contract bottler.
 *
 * The price grows with the estate's planted hectares a little faster than the hectares
 * (`equipmentPrice`: costs grow with scale, so bigger is not linearly better), and is fixed at
 * purchase, with the monthly upkeep a share of it (`equipmentUpkeep`). The effects are inputs of
 * the pure crush and bottling decisions (decideCrush, decideBottling), which the server and the
 * simulator both call with the estate's equipment.
 */
import type { GrapeColor } from './varieties';
import { WINERY_COSTS } from './winery';

export const EQUIPMENT_KINDS = ['sorting_table', 'temperature_control', 'bottling_line'] as const;
export type EquipmentKind = (typeof EQUIPMENT_KINDS)[number];

export function isEquipmentKind(value: unknown): value is EquipmentKind {
  return typeof value === 'string' && (EQUIPMENT_KINDS as readonly string[]).includes(value);
}

export interface EquipmentInfo {
  label: string;
  /** What it does, in a sentence (the Winery tab and the Knowledge tab). */
  effect: string;
  /** Whole euros at `EQUIPMENT_RULES.referenceHectares` planted hectares or fewer. */
  basePrice: number;
  /** Quality points it adds at the crush, by the grapes' colour. */
  crushQuality: Readonly<Record<GrapeColor, number>>;
  /** Euros a bottle it saves at bottling. */
  bottlingSaving: number;
}

export const EQUIPMENT: Readonly<Record<EquipmentKind, EquipmentInfo>> = {
  sorting_table: {
    label: 'Sorting table',
    effect: '+2 quality points for every batch crushed',
    basePrice: 30_000,
    crushQuality: { red: 2, white: 2 },
    bottlingSaving: 0,
  },
  temperature_control: {
    label: 'Temperature control',
    effect: '+2 quality points for white batches crushed, +1 for red',
    basePrice: 20_000,
    crushQuality: { red: 1, white: 2 },
    bottlingSaving: 0,
  },
  bottling_line: {
    label: 'Bottling line',
    effect: 'bottling costs €0.40 less a bottle (€1.10 instead of €1.50)',
    basePrice: 30_000,
    crushQuality: { red: 0, white: 0 },
    bottlingSaving: 0.4,
  },
};

export const EQUIPMENT_RULES = {
  /** The base price is for this many planted hectares or fewer (a family estate). */
  referenceHectares: 5,
  /** Above it the price grows as (planted ha / referenceHectares) to this power. */
  priceExponent: 1.1,
  /** Prices round to this many euros. */
  priceRounding: 500,
  /** The monthly upkeep: this share of the price paid, in whole euros. */
  monthlyUpkeepShare: 0.005,
  /** All the equipment together adds at most this many quality points at a crush. */
  maxCrushQuality: 4,
} as const;

/**
 * Whole euros for what costs `basePrice` at EQUIPMENT_RULES.referenceHectares or fewer, at an estate
 * with `plantedHectares` planted (equipment and the cellar door alike).
 */
export function scaledPrice(basePrice: number, plantedHectares: number): number {
  const { referenceHectares, priceExponent, priceRounding } = EQUIPMENT_RULES;
  const ha = Number.isFinite(plantedHectares) ? plantedHectares : 0;
  const scale = (Math.max(referenceHectares, ha) / referenceHectares) ** priceExponent;
  return Math.round((basePrice * scale) / priceRounding) * priceRounding;
}

/** Whole euros for `kind` at an estate with `plantedHectares` planted. */
export function equipmentPrice(kind: EquipmentKind, plantedHectares: number): number {
  return scaledPrice(EQUIPMENT[kind].basePrice, plantedHectares);
}

/** The monthly upkeep (whole euros) of a piece (or the cellar door) bought for `price`. */
export function equipmentUpkeep(price: number): number {
  return Math.round(Math.max(0, price) * EQUIPMENT_RULES.monthlyUpkeepShare);
}

/** Quality points the estate's equipment adds to grapes of `colour` at the crush (capped). */
export function crushQualityBonus(equipment: readonly EquipmentKind[], colour: GrapeColor): number {
  const points = [...new Set(equipment)].reduce((sum, kind) => sum + EQUIPMENT[kind].crushQuality[colour], 0);
  return Math.min(EQUIPMENT_RULES.maxCrushQuality, points);
}

/** Euros a bottle the estate pays to bottle with its equipment. */
export function bottlingPerBottle(equipment: readonly EquipmentKind[]): number {
  const saving = [...new Set(equipment)].reduce((sum, kind) => sum + EQUIPMENT[kind].bottlingSaving, 0);
  return Math.max(0, WINERY_COSTS.bottlingPerBottle - saving);
}

/** Whole euros to bottle `bottles` with the estate's equipment. */
export function equipmentBottlingCost(bottles: number, equipment: readonly EquipmentKind[]): number {
  return Math.ceil(bottles * bottlingPerBottle(equipment) - 1e-9);
}

/** The tick charges equipment upkeep on the first day of each game month (with the storage charge). */
export { isStorageChargeDay as isEquipmentUpkeepDay } from './bottle-store';
