/**
 * The growing season of a vineyard block, driven by the game clock (docs/game-rules.md).
 * The tick applies these rules to every block at once in SQL (backend/src/blocks/lifecycle.sql.ts;
 * tests/api/lifecycle-parity.test.ts runs both for every day of a year); these functions are the
 * same rules for one block, used by the server's per-block actions (planting, editing, harvesting),
 * the UI, the simulator and the tests.
 */
import { DAYS_PER_MONTH, DAYS_PER_YEAR, dayIndexOf, gameTimeFromDayIndex, monthName } from './calendar';
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
 * falls by ARREARS_HEALTH_LOSS_PER_DAY instead, whatever the weather. Then a weather event's
 * `damage` (weatherEventDamage: 0 for a protected block or a day without an event) is taken off,
 * down to 0.
 */
export function nextHealth(
  health: number,
  suitability: number,
  weatherEffect: number,
  inArrears = false,
  damage = 0,
): number {
  const drifted = inArrears
    ? Math.max(0, Math.min(100, health - ARREARS_HEALTH_LOSS_PER_DAY))
    : Math.max(0, Math.min(100, health + healthStep(health, suitability, weatherEffect)));
  // a weather event's damage to an unprotected block (weather-events.ts, weatherEventDamage)
  return Math.max(0, drifted - damage);
}

function healthStep(health: number, suitability: number, weatherEffect: number): number {
  const target = Math.max(0, Math.min(100, suitability + weatherEffect));
  return Math.max(-HEALTH_STEP_PER_DAY, Math.min(HEALTH_STEP_PER_DAY, target - health));
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

/**
 * When each variety is at its best inside the harvest window (ECONOMY.md §3): days of the window
 * counted from September 1 (0) to October 30 (59). Early ripeners (pinot noir, sauvignon blanc,
 * chardonnay) are picked in September, late ones (cabernet sauvignon, nebbiolo) in October.
 */
export const HARVEST_TIMING: Readonly<Record<GrapeVariety, { from: number; to: number }>> = {
  'pinot noir': { from: 0, to: 20 },
  'sauvignon blanc': { from: 0, to: 20 },
  chardonnay: { from: 5, to: 25 },
  merlot: { from: 10, to: 30 },
  zinfandel: { from: 10, to: 35 },
  tempranillo: { from: 10, to: 35 },
  syrah: { from: 15, to: 40 },
  riesling: { from: 20, to: 45 },
  sangiovese: { from: 20, to: 45 },
  malbec: { from: 20, to: 45 },
  'cabernet sauvignon': { from: 25, to: 50 },
  nebbiolo: { from: 35, to: 59 },
};

/**
 * Quality points a harvest gains inside its variety's best days, and loses per day outside them
 * (at most `maxPenalty`); the tick's harvest of a forgotten block, after the window, counts its
 * days late the same way.
 */
export const HARVEST_TIMING_EFFECT = { inWindow: 3, perDayOutside: 1, maxPenalty: 10 } as const;

/** What picking costs (ECONOMY.md §3): euros per kilogram harvested, through the ledger. */
export const HARVEST_LABOUR_PER_KG = 0.1;

/** Whole euros of labour for a harvest of `kilograms`. */
export function harvestLabourCost(kilograms: number): number {
  return Math.round(Math.max(0, kilograms) * HARVEST_LABOUR_PER_KG);
}

/** The day of the harvest window (0 = September 1) that `day` is, counted on past its end (60 = November 1). */
export function harvestWindowDay(day: number): number {
  const time = gameTimeFromDayIndex(day);
  const opens = dayIndexOf({ year: time.year, month: HARVEST_MONTHS[0], day: 1 });
  return day - opens;
}

/** The quality effect of harvesting `variety` on `day` (HARVEST_TIMING, HARVEST_TIMING_EFFECT). */
export function harvestTimingEffect(variety: GrapeVariety, day: number): number {
  const { from, to } = HARVEST_TIMING[variety];
  const at = harvestWindowDay(day);
  const off = at < from ? from - at : at > to ? at - to : 0;
  if (off === 0) return HARVEST_TIMING_EFFECT.inWindow;
  return -Math.min(HARVEST_TIMING_EFFECT.maxPenalty, off * HARVEST_TIMING_EFFECT.perDayOutside);
}

/** The quality of grapes picked on `day` from a block of quality `blockQualityToday` (0-100). */
export function harvestedQuality(blockQualityToday: number, variety: GrapeVariety, day: number): number {
  return Math.max(0, Math.min(100, blockQualityToday + harvestTimingEffect(variety, day)));
}

/** 'Best picked 11 Sep – 5 Oct': a variety's best days in the window, for the screens. */
export function harvestTimingLabel(variety: GrapeVariety): string {
  const label = (windowDay: number) => {
    const month = HARVEST_MONTHS[Math.floor(windowDay / DAYS_PER_MONTH)];
    return `${(windowDay % DAYS_PER_MONTH) + 1} ${monthName(month).slice(0, 3)}`;
  };
  const { from, to } = HARVEST_TIMING[variety];
  return `Best picked ${label(from)} – ${label(to)}`;
}

/** What picking `variety` on `day` does to quality, in words: 'Picked today: +3 quality (its best days)'. */
export function harvestTimingAdvice(variety: GrapeVariety, day: number): string {
  const effect = harvestTimingEffect(variety, day);
  if (effect > 0) return `Picked today: +${effect} quality (its best days)`;
  const early = harvestWindowDay(day) < HARVEST_TIMING[variety].from;
  const days = early
    ? HARVEST_TIMING[variety].from - harvestWindowDay(day)
    : harvestWindowDay(day) - HARVEST_TIMING[variety].to;
  return `Picked today: ${effect} quality (${days} ${days === 1 ? 'day' : 'days'} ${early ? 'early' : 'late'})`;
}
