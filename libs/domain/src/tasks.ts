/**
 * The Overview plans the month (issue 31, item 4): when what an estate holds becomes a task —
 * grapes to crush or sell before they perish, wine to bottle, bottles whose buyers' pool has
 * refilled — and when the next thing comes. The screen derives the tasks from the API's answers
 * with these rules (one definition each; frontend/src/features/estates/overview/overviewTasks.ts).
 */
import { POOL_REFILL_DAYS, suggestedSale, type WineMarket } from './market';
import { GRAPE_VARIETY_COLORS, type GrapeVariety } from './varieties';
import { crush, WINE_PLAN_LIMITS } from './winery';

export const TASK_RULES = {
  /** Grapes this close to perishing (or perishing) are a High task: crush or sell them now. */
  grapesUrgentDays: 5,
  /** A wine's sale is a task once its buyers take at least this many of its bottles (or all that is left). */
  saleMinBottles: 50,
  /** A merchant's contract due within this many game days is a High task (deliver it now); earlier, a Low one. */
  contractUrgentDays: 30,
  /** Vineyard work whose window closes within this many game days is a High task; earlier, a Medium one. */
  workUrgentDays: 10,
  /** The Overview lists this many tasks, then says how many more there are. */
  shown: 6,
} as const;

/** Why grapes cannot go to the press today (null when they can): too few, or no room in the tanks. */
export function crushProblem(
  variety: GrapeVariety,
  kilograms: number,
  tankFreeLitres: number,
): 'too_few' | 'tanks_full' | null {
  if (kilograms < WINE_PLAN_LIMITS.kilograms.min) return 'too_few';
  return crush(GRAPE_VARIETY_COLORS[variety], kilograms, false).litres > tankFreeLitres ? 'tanks_full' : null;
}

/** A bottled wine offered to its buyers: its bottles, and its pool (its colour and market tier) as quoted. */
export interface WineOnSale {
  available: number;
  /** Wines with the same key sell into one pool. */
  pool: string;
  market: Pick<WineMarket, 'capacity' | 'level'>;
}

/**
 * Bottles of each wine to sell now, in the order given: the Sell dialog's suggestion
 * (`suggestedSale`, a month of the buyers' demand), with wines of one pool sharing that month and
 * what the pool takes (the first wine of a pool gets its suggestion, the next what is left).
 */
export function suggestedSales(wines: readonly WineOnSale[]): number[] {
  const taken = new Map<string, number>();
  return wines.map((wine) => {
    const before = taken.get(wine.pool) ?? 0;
    const monthLeft = suggestedSale(wine.market, Number.MAX_SAFE_INTEGER) - before;
    const n = Math.max(0, Math.min(suggestedSale(wine.market, wine.available), monthLeft));
    taken.set(wine.pool, before + n);
    return n;
  });
}

/** Whether selling `suggested` of a wine's `available` bottles is worth a task (TASK_RULES.saleMinBottles). */
export function saleWorthATask(suggested: number, available: number): boolean {
  return suggested > 0 && suggested >= Math.min(TASK_RULES.saleMinBottles, available);
}

/**
 * The first game day on or after `day` when a pool takes `bottles` again (it refills by capacity /
 * POOL_REFILL_DAYS a day); null when it never will (a pool smaller than that).
 */
export function poolRefilledDay(
  market: Pick<WineMarket, 'capacity' | 'level'>,
  bottles: number,
  day: number,
): number | null {
  if (market.capacity <= 0 || bottles > market.capacity) return null;
  if (market.level >= bottles) return day;
  return day + Math.ceil(((bottles - market.level) * POOL_REFILL_DAYS) / market.capacity);
}

/** Whether an open contract due on `dueDay` is urgent on `today` (TASK_RULES.contractUrgentDays). */
export function contractUrgent(dueDay: number, today: number): boolean {
  return dueDay - today <= TASK_RULES.contractUrgentDays;
}
