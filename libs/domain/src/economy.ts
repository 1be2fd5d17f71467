/**
 * The economy's foundation (ECONOMY.md §2): what money may move for, the starting grants that
 * cannot be farmed, the band land is sold in and the fee that leaves the economy, what planting
 * costs, and how yield responds to density and age. One definition each, used by the server, the
 * simulator and the screens.
 */
import { BLOCK_LIMITS, vineCount, vinesPerHectare, type BlockOrientation, type TrellisSystem } from './blocks';
import { DAYS_PER_YEAR } from './calendar';
import { STARTING_MONEY } from './constants';
import type { RegionKey } from './regions';
import { suitableVarieties } from './suitability';
import type { Terroir } from './terroir';
import type { GrapeVariety } from './varieties';

/** Why an estate's money changed: every ledger row has one kind. */
export const LEDGER_KINDS = [
  'opening_balance',
  'grant',
  'land_purchase',
  'land_sale',
  'registry_purchase',
  'upkeep',
  'planting',
  'fee',
  'arrears_payment',
  'closure',
  'grape_sale',
  'harvest_labour',
  'vessel_purchase',
  'crush',
  'bottling',
  'bulk_wine_sale',
  'wine_sale',
  'exchange_purchase',
  'exchange_sale',
  'exchange_fee',
  'contract_payment',
  'contract_penalty',
  'weather_protection',
  'vineyard_work',
  'marketing_campaign',
  'bottle_store',
  'storage_charge',
  'staff_hiring',
  'wages',
  'equipment_purchase',
  'equipment_upkeep',
  'cellar_door_build',
  'cellar_door_sale',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export function isLedgerKind(value: unknown): value is LedgerKind {
  return typeof value === 'string' && (LEDGER_KINDS as readonly string[]).includes(value);
}

/** What each kind is called on the Finances screen. */
export const LEDGER_KIND_LABELS: Readonly<Record<LedgerKind, string>> = {
  opening_balance: 'Balance when the ledger began',
  grant: 'Starting grant',
  land_purchase: 'Land bought',
  land_sale: 'Land sold',
  registry_purchase: 'Land bought from the registry',
  upkeep: 'Annual upkeep',
  planting: 'Planting',
  fee: 'Market fee',
  arrears_payment: 'Arrears paid',
  closure: 'Estate closed',
  grape_sale: 'Grapes sold',
  harvest_labour: 'Harvest labour',
  vessel_purchase: 'Cellar vessels bought',
  crush: 'Crush and press',
  bottling: 'Bottling',
  bulk_wine_sale: 'Bulk wine sold',
  wine_sale: 'Bottled wine sold',
  exchange_purchase: 'Bought on the exchange',
  exchange_sale: 'Sold on the exchange',
  exchange_fee: 'Exchange fee',
  contract_payment: 'Contract delivered',
  contract_penalty: 'Contract penalty',
  marketing_campaign: 'Marketing campaign',
  bottle_store: 'Bottle store extended',
  storage_charge: 'Storage beyond the bottle store',
  staff_hiring: 'Staff hired',
  wages: 'Wages',
  equipment_purchase: 'Winery equipment bought',
  equipment_upkeep: 'Winery equipment and cellar door upkeep',
  cellar_door_build: 'Cellar door built',
  cellar_door_sale: 'Sold at the cellar door',
  weather_protection: 'Weather protection',
  vineyard_work: 'Vineyard work',
};

/** Ledger pages: newest first. */
export const LEDGER_PAGE_LIMITS = { default: 20, max: 100 } as const;

/**
 * The starting grant: the full amount for a player's first three estates ever (deleting one does
 * not give its grant back), a small one after that, so re-founding estates cannot mint money.
 */
export const STARTING_GRANT = { full: STARTING_MONEY, fullEstates: 3, later: 20_000 } as const;

export function startingGrant(estatesFoundedBefore: number): number {
  return estatesFoundedBefore < STARTING_GRANT.fullEstates ? STARTING_GRANT.full : STARTING_GRANT.later;
}

/** Land is listed within this band around its valuation, so a sale cannot move a grant to an alt. */
export const LISTING_PRICE_BAND = { min: 0.5, max: 2 } as const;

/** The whole-euro prices a plot worth `valuation` may be listed at (inclusive). */
export function listingPriceRange(valuation: number): { min: number; max: number } {
  return {
    min: Math.ceil(valuation * LISTING_PRICE_BAND.min),
    max: Math.floor(valuation * LISTING_PRICE_BAND.max),
  };
}

/** The share of a player-to-player land sale that leaves the economy (paid by the seller). */
export const LAND_SALE_FEE_RATE = 0.02;

export function landSaleFee(price: number): number {
  return Math.round(price * LAND_SALE_FEE_RATE);
}

/** Planting (and replanting) is a cost: per vine and per hectare. */
export const PLANTING_COST = { perVine: 2, perHectare: 5_000 } as const;

export function plantingCost(size: number, rowSpacing: number, vineSpacing: number): number {
  return Math.round(vineCount(size, rowSpacing, vineSpacing) * PLANTING_COST.perVine + size * PLANTING_COST.perHectare);
}

/** Yield saturates with density: at 5,000 vines/ha a vine bears its variety's yield; the gain stops at 1.2×. */
export const YIELD_DENSITY = { referenceVinesPerHa: 5_000, maxFactor: 1.2 } as const;

export function densityFactor(rowSpacing: number, vineSpacing: number): number {
  return Math.min(
    YIELD_DENSITY.maxFactor,
    Math.sqrt(vinesPerHectare(rowSpacing, vineSpacing) / YIELD_DENSITY.referenceVinesPerHa),
  );
}

/** Young vines bear less: half under two game years, 80% in the third, fully from the third leaf on. */
export function youngVineFactor(ageDays: number): number {
  if (ageDays < 2 * DAYS_PER_YEAR) return 0.5;
  if (ageDays < 3 * DAYS_PER_YEAR) return 0.8;
  return 1;
}

/** The annual upkeep falls on the first day of every game year after the first (March 1, day 360, 720, …). */
export function isUpkeepDay(day: number): boolean {
  return day > 0 && day % DAYS_PER_YEAR === 0;
}

/** An estate's annual upkeep: the sum of its plots' maintenance costs (whole euros). */
export function estateUpkeep(maintenanceCosts: readonly number[]): number {
  return maintenanceCosts.reduce((sum, cost) => sum + cost, 0);
}

/**
 * A charge the estate may not refuse (the upkeep): it pays as much as it has, the rest becomes
 * arrears, so money never goes below zero.
 */
export function chargeWithArrears(money: number, amount: number): { paid: number; unpaid: number } {
  const paid = Math.max(0, Math.min(money, amount));
  return { paid, unpaid: amount - paid };
}

/** Money that comes in pays the arrears first: how much of them the balance settles now. */
export function arrearsPayable(money: number, arrears: number): number {
  return Math.max(0, Math.min(arrears, money));
}

/**
 * The head start (ECONOMY.md §2): a new estate's template land comes with one mature block on its
 * largest plot — about half of it (to 0.1 ha), the plot's best-suited red, default spacing,
 * planted three game years before founding so it bears fully and the first harvest falls in the
 * first game year. Part of the grant: no planting charge.
 */
export const HEAD_START = {
  name: 'Home Block',
  shareOfPlot: 0.5,
  ageDays: 3 * DAYS_PER_YEAR,
  trellisSystem: 'vsp',
  orientation: 'north-south',
} as const satisfies { trellisSystem: TrellisSystem; orientation: BlockOrientation } & Record<string, unknown>;

export interface HeadStartBlock {
  name: string;
  size: number;
  grapeVariety: GrapeVariety;
  rowSpacing: number;
  vineSpacing: number;
  trellisSystem: TrellisSystem;
  orientation: BlockOrientation;
  /** How many game days before founding the vines were planted (≥ 3 game years: full yield). */
  ageDays: number;
  suitability: number;
}

/** The head-start block's hectares on a plot of `plotSize` ha: about half of it, to 0.1 ha. */
export function headStartSize(plotSize: number): number {
  return Math.max(BLOCK_LIMITS.size.min, Math.min(plotSize, Math.round(plotSize * HEAD_START.shareOfPlot * 10) / 10));
}

/** The head-start block for a plot of `plotSize` ha with this terroir in this region. */
export function headStartBlock(region: RegionKey, terroir: Terroir, plotSize: number): HeadStartBlock {
  const best = suitableVarieties(region, terroir).red[0]!;
  return {
    name: HEAD_START.name,
    size: headStartSize(plotSize),
    grapeVariety: best.variety,
    rowSpacing: BLOCK_LIMITS.rowSpacing.default,
    vineSpacing: BLOCK_LIMITS.vineSpacing.default,
    trellisSystem: HEAD_START.trellisSystem,
    orientation: HEAD_START.orientation,
    ageDays: HEAD_START.ageDays,
    suitability: best.score,
  };
}
