/**
 * The growing season of a vineyard block, driven by the game clock (docs/game-rules.md).
 * The tick applies these rules to every block at once in SQL; these functions are the same rules
 * for one block, used by the UI and by tests.
 */
import { DAYS_PER_YEAR, dayIndexOf, gameTimeFromDayIndex, monthName } from './calendar';
import { densityFactor, YIELD_DENSITY, youngVineFactor } from './economy';
import type { TrellisSystem } from './blocks';
import type { GrapeVariety } from './varieties';
import type { Weather } from './weather';

/** Days after planting before a block is 'growing'. */
export const PLANTING_DAYS = 30;
/** Age in days at which vines bear a crop ('mature'): one game year. */
export const MATURITY_DAYS = 360;
/** Calendar months in which mature blocks are ready to harvest (September, October). */
export const HARVEST_MONTHS: readonly number[] = [9, 10];
/** Calendar months in which vines rest (December to February). */
export const DORMANT_MONTHS: readonly number[] = [12, 1, 2];
/** Health moves this many points a day toward its target. */
export const HEALTH_STEP_PER_DAY = 2;
/** Health and quality of a newly planted block. */
export const NEW_BLOCK_HEALTH = 70;

export type LifecycleStatus = 'planting' | 'growing' | 'mature' | 'harvesting' | 'dormant';

export function blockStatus(ageDays: number, month: number, harvestedThisYear: boolean): LifecycleStatus {
  if (ageDays < PLANTING_DAYS) return 'planting';
  if (ageDays < MATURITY_DAYS) return DORMANT_MONTHS.includes(month) ? 'dormant' : 'growing';
  if (DORMANT_MONTHS.includes(month)) return 'dormant';
  if (HARVEST_MONTHS.includes(month) && !harvestedThisYear) return 'harvesting';
  return 'mature';
}

/** The first day at or after `day` that lies in a harvest month (September 1 of this or the next game year). */
export function nextHarvestWindowDay(day: number): number {
  const time = gameTimeFromDayIndex(day);
  if (HARVEST_MONTHS.includes(time.month)) return day;
  const opens = dayIndexOf({ year: time.year, month: HARVEST_MONTHS[0], day: 1 });
  return opens > day ? opens : opens + DAYS_PER_YEAR;
}

/** The day the harvest window opens (September 1): the tick tells estates with bearing vines. */
export function isHarvestWindowDay(day: number): boolean {
  const time = gameTimeFromDayIndex(day);
  return time.month === HARVEST_MONTHS[0] && time.day === 1;
}

/** Whether a block can be harvested today and, when it cannot, why and from when. */
export interface HarvestOutlook {
  ready: boolean;
  /** 'Ready to harvest until the end of October', 'Ready in September', 'Young vines bear from year 2: …'. */
  reason: string;
  /** The day the block can next be harvested (today when ready). */
  opensDay: number;
}

function harvestDateLabel(day: number, today: number): string {
  const time = gameTimeFromDayIndex(day);
  const when = time.day === 1 ? `in ${monthName(time.month)}` : `from Day ${time.day} (${monthName(time.month)})`;
  return time.year === gameTimeFromDayIndex(today).year ? when : `${when}, Year ${time.year}`;
}

/**
 * The harvest outlook of a block with the given status and age on day `today` (the rules of
 * blockStatus): ready while 'harvesting'; young vines bear once MATURITY_DAYS old, in the first
 * harvest month after; a mature block waits for September, or for next year's once harvested.
 */
export function harvestOutlook(status: LifecycleStatus, ageDays: number, today: number): HarvestOutlook {
  const lastMonth = monthName(HARVEST_MONTHS[HARVEST_MONTHS.length - 1]);
  if (status === 'harvesting')
    return { ready: true, reason: `Ready to harvest until the end of ${lastMonth}`, opensDay: today };
  if (ageDays < MATURITY_DAYS) {
    const opensDay = nextHarvestWindowDay(today + (MATURITY_DAYS - ageDays));
    return {
      ready: false,
      reason: `Young vines bear from year 2: first harvest ${harvestDateLabel(opensDay, today)}`,
      opensDay,
    };
  }
  const now = gameTimeFromDayIndex(today);
  const inWindow = HARVEST_MONTHS.includes(now.month);
  // in the window but not harvesting: harvested this year, so next year's window
  const opensDay = inWindow
    ? dayIndexOf({ year: now.year + 1, month: HARVEST_MONTHS[0], day: 1 })
    : nextHarvestWindowDay(today);
  const when = harvestDateLabel(opensDay, today);
  return { ready: false, reason: inWindow ? `Harvested this year: next harvest ${when}` : `Ready ${when}`, opensDay };
}

const TRELLIS_BONUS: Readonly<Record<TrellisSystem, number>> = {
  vsp: 4,
  lyre: 4,
  guyot: 3,
  cordon: 2,
  gobelet: 0,
  pergola: -3,
};

/**
 * The quality a block can reach: its suitability, plus the trellis bonus, minus up to 10 points
 * when planting density is far from the 4,000-6,000 vines per hectare sweet spot. 0-100.
 */
export function blockPotential(
  suitability: number,
  trellis: TrellisSystem,
  rowSpacing: number,
  vineSpacing: number,
): number {
  const density = 10000 / (rowSpacing * vineSpacing);
  const off = density < 4000 ? (4000 - density) / 4000 : density > 6000 ? (density - 6000) / 6000 : 0;
  const score = suitability + TRELLIS_BONUS[trellis] - Math.min(10, Math.round(off * 10));
  return Math.max(0, Math.min(100, Math.round(score)));
}

/**
 * Untended vines (ECONOMY.md §2): while its estate is in arrears a block loses this many health
 * points a day (down to 0) instead of drifting toward its target.
 */
export const ARREARS_HEALTH_LOSS_PER_DAY = 3;

/**
 * One day of health drift (the tick's rule, applied in SQL to every block at once): health moves
 * at most HEALTH_STEP_PER_DAY points toward the block's suitability plus the day's weather effect
 * (that target kept within 0-100). While the estate is in arrears the vines are untended: health
 * falls by ARREARS_HEALTH_LOSS_PER_DAY instead, whatever the weather.
 */
export function nextHealth(health: number, suitability: number, weatherEffect: number, inArrears = false): number {
  if (inArrears) return Math.max(0, Math.min(100, health - ARREARS_HEALTH_LOSS_PER_DAY));
  const target = Math.max(0, Math.min(100, suitability + weatherEffect));
  const step = Math.max(-HEALTH_STEP_PER_DAY, Math.min(HEALTH_STEP_PER_DAY, target - health));
  return Math.max(0, Math.min(100, health + step));
}

/** A block's quality: the mean of its potential and its health, 0-100 (the tick uses the day's starting health). */
export function blockQuality(potential: number, health: number): number {
  return Math.max(0, Math.min(100, Math.round((potential + health) / 2)));
}

/** How a day's weather pushes vine health: storms and frost hurt, fair days help a little. */
export function weatherHealthEffect(weather: Weather): number {
  switch (weather.condition) {
    case 'Storm':
      return -15;
    case 'Frost':
      return -10;
    case 'Rain':
      return -3;
    case 'Sunny':
      return 3;
    default:
      return 0;
  }
}

/** Expected kilograms of grapes per vine at full health, by variety. */
export const YIELD_KG_PER_VINE: Readonly<Record<GrapeVariety, number>> = {
  'cabernet sauvignon': 1.8,
  merlot: 2.2,
  'pinot noir': 1.5,
  syrah: 2.0,
  chardonnay: 2.2,
  'sauvignon blanc': 2.3,
  riesling: 2.0,
  malbec: 2.1,
  nebbiolo: 1.6,
  sangiovese: 2.2,
  tempranillo: 2.0,
  zinfandel: 2.4,
};

/**
 * Kilograms harvested (ECONOMY.md §2): hectares × the variety's yield at the reference density ×
 * the density factor (saturating at 1.2×) × health × the young-vine factor, in whole kilograms.
 */
export function harvestKg(
  variety: GrapeVariety,
  size: number,
  rowSpacing: number,
  vineSpacing: number,
  health: number,
  ageDays: number,
): number {
  const perHectare = YIELD_KG_PER_VINE[variety] * YIELD_DENSITY.referenceVinesPerHa;
  return Math.round(
    size * perHectare * densityFactor(rowSpacing, vineSpacing) * (health / 100) * youngVineFactor(ageDays),
  );
}
