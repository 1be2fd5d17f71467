/**
 * Harvest plans (ECONOMY.md §2, issue 18): what happens to the grapes of a block its player did not
 * harvest in the window. On November 1 the tick picks them (a grape lot, late); on November 2 it
 * carries out each block's plan for those lots — crush them with the colour's young preset while
 * the tanks and the money allow (kept otherwise), sell them to the cooperative (the grape buyers
 * contract at harvest time; the cooperative takes what is left), or keep them. No crop is ever lost silently. The tick does this in SQL, set-based;
 * `carryOutHarvestPlans` is the same rule for one estate, used by the simulator and by the test that
 * proves the two agree.
 */
import { gameTimeFromDayIndex } from './calendar';
import { cooperativePrice } from './grapes';
import { HARVEST_MONTHS } from './lifecycle';
import type { RegionKey } from './regions';
import { grapeColor, type GrapeColor, type GrapeVariety } from './varieties';
import { crush, WINE_PRESET_INFO, type WinePreset } from './winery';
import { saleIncome } from './income';

export const HARVEST_PLANS = ['crush', 'sell', 'keep'] as const;
export type HarvestPlan = (typeof HARVEST_PLANS)[number];

export function isHarvestPlan(value: unknown): value is HarvestPlan {
  return typeof value === 'string' && (HARVEST_PLANS as readonly string[]).includes(value);
}

/** A new block's plan. */
export const DEFAULT_HARVEST_PLAN: HarvestPlan = 'crush';

export const HARVEST_PLAN_LABELS: Readonly<Record<HarvestPlan, string>> = {
  crush: 'Crush them into young wine (kept if the tanks are full)',
  sell: 'Sell them to the cooperative',
  keep: 'Keep them in the inventory',
};

/** The preset the tick crushes a forgotten harvest with: young wine in steel, no barrels needed. */
export const AUTO_CRUSH_PRESETS: Readonly<Record<GrapeColor, WinePreset>> = { red: 'joven_red', white: 'fresh_white' };

/** The tick picks forgotten blocks on the first day after the window (November 1)… */
export function isAutoHarvestDay(day: number): boolean {
  if (day <= 0) return false;
  const { month } = gameTimeFromDayIndex(day);
  return !HARVEST_MONTHS.includes(month) && HARVEST_MONTHS.includes(gameTimeFromDayIndex(day - 1).month);
}

/** …and carries out their plans the day after (November 2). */
export function isHarvestPlanDay(day: number): boolean {
  return day > 0 && isAutoHarvestDay(day - 1);
}

/** A lot the tick picked, with its block's plan. */
export interface PlannedLot {
  id: string;
  plan: HarvestPlan;
  variety: GrapeVariety;
  region: RegionKey;
  kilograms: number;
  quality: number;
}

/** What an estate has when the plans are carried out. */
export interface PlanEstate {
  money: number;
  /** Free litres in its tanks on the day. */
  freeTankLitres: number;
}

/**
 * What the cooperative pays for `kilograms` of forgotten grapes (whole euros): the grape buyers
 * contract at harvest time, so what is left after the window goes to the cooperative at its flat
 * price — forgetting never pays better than harvesting and selling.
 */
export function cooperativeSale(region: RegionKey, kilograms: number): number {
  return saleIncome(Math.max(0, Math.floor(kilograms)) * cooperativePrice(region));
}

export type PlanOutcome =
  | { lotId: string; action: 'crush'; preset: WinePreset; kilograms: number; litres: number; cost: number }
  | { lotId: string; action: 'sell'; kilograms: number; money: number }
  /** Kept as planned, or (`tanksFull`) planned for the crush when the tanks or the money did not allow it. */
  | { lotId: string; action: 'keep'; tanksFull: boolean };

/**
 * The plans of one estate's lots, in lot id order: the lots planned for the crush are crushed as
 * long as all of them so far fit the free tank litres and the estate's money (a prefix of them),
 * the rest stay in the inventory (the player is told the tanks were full); the lots planned for
 * sale go to the cooperative at its flat price (`cooperativeSale`); kept lots stay as they are.
 * Forgetting never pays better than harvesting: no labour is saved that the buyers would not
 * have paid for, and the crushed wine still has to be made and sold.
 */
export function carryOutHarvestPlans(estate: PlanEstate, lots: readonly PlannedLot[]): PlanOutcome[] {
  const ordered = [...lots].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  let litres = 0;
  let cost = 0;
  let full = false;
  const crushed = new Map<string, PlanOutcome>();
  for (const lot of ordered) {
    if (lot.plan !== 'crush') continue;
    const colour = grapeColor(lot.variety);
    const preset = AUTO_CRUSH_PRESETS[colour];
    const pressed = crush(colour, lot.kilograms, WINE_PRESET_INFO[preset].plan.sorting);
    litres += pressed.litres;
    cost += pressed.cost;
    full ||= litres > estate.freeTankLitres || cost > estate.money;
    if (!full)
      crushed.set(lot.id, {
        lotId: lot.id,
        action: 'crush',
        preset,
        kilograms: pressed.kilograms,
        litres: pressed.litres,
        cost: pressed.cost,
      });
  }
  return ordered.map((lot): PlanOutcome => {
    const done = crushed.get(lot.id);
    if (done) return done;
    if (lot.plan === 'sell')
      return {
        lotId: lot.id,
        action: 'sell',
        kilograms: lot.kilograms,
        money: cooperativeSale(lot.region, lot.kilograms),
      };
    return { lotId: lot.id, action: 'keep', tanksFull: lot.plan === 'crush' };
  });
}
