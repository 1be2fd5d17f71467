/**
 * The vineyard year (issue 31, item 1): the seasonal work of a block, each kind in its window of
 * game months, paid per hectare through the ledger (`vineyard_work`), and its effects on the
 * block's health, yield and quality. Nothing of it runs in the daily tick but the spraying's
 * shield against mildew: the year's work is a row per block, vintage and kind (block_work), read
 * at harvest (`vineyardWorkEffects`: a yield percentage and quality points on the picked grapes)
 * and by the lifecycle statement on a mildew day (a sprayed block takes no mildew damage from the
 * day after its spraying). Work left undone has its consequence too, shown before the window
 * closes: an unpruned block bears more but worse fruit, an unsprayed one loses quality and takes
 * mildew's full damage, a crowded canopy ripens worse fruit. Documented in docs/game-rules.md
 * (the Knowledge tab's "Vineyard work").
 *
 * Every region follows the game's one calendar (the harvest is September–October everywhere), so
 * the windows are the same game months everywhere.
 */
import {
  DAYS_PER_MONTH,
  DAYS_PER_YEAR,
  dayIndexOf,
  formatGameDayShortForm,
  gameTimeFromDayIndex,
  monthName,
} from './calendar';
import { HARVEST_MONTHS, MATURITY_DAYS } from './lifecycle';
import type { RegionKey } from './regions';

export const VINEYARD_WORK_KINDS = ['pruning', 'spraying', 'canopy', 'greenHarvest'] as const;
export type VineyardWorkKind = (typeof VINEYARD_WORK_KINDS)[number];

/** The options of every kind (the pruning's severity, the green harvest's share of the crop dropped). */
export const VINEYARD_WORK_OPTIONS = ['light', 'standard', 'hard'] as const;
export type VineyardWorkOption = (typeof VINEYARD_WORK_OPTIONS)[number];

/** What one way of doing the work (or leaving it undone) does to the vintage's harvest. */
export interface WorkEffect {
  /** Percentage points added to the harvest's kilograms (−15: 15% fewer). */
  yieldPercent: number;
  /** Points added to the picked grapes' quality (0-100). */
  qualityPoints: number;
  /** What it does, in words. */
  text: string;
}

export interface WorkOptionRule extends WorkEffect {
  label: string;
  /** Whole euros per hectare of the block. */
  costPerHectare: number;
}

export interface VineyardWorkRule {
  name: string;
  /** What the crew does. */
  what: string;
  /** Calendar months of its window (in game-year order; November to February count for the next vintage). */
  months: readonly number[];
  options: Readonly<Partial<Record<VineyardWorkOption, WorkOptionRule>>>;
  /** What leaving it undone does; null for work a player may leave (the green harvest). */
  skipped: WorkEffect | null;
  /** Spraying: mildew events (weather-events.ts) do not hurt the block from the day after it. */
  shieldsFrom?: 'mildew';
}

export const VINEYARD_WORK: Readonly<Record<VineyardWorkKind, VineyardWorkRule>> = {
  pruning: {
    name: 'Winter pruning',
    what: 'Cutting back last year’s canes while the vines rest: how hard sets the crop against its quality',
    months: [12, 1, 2, 3],
    options: {
      light: {
        label: 'Light',
        costPerHectare: 150,
        yieldPercent: 10,
        qualityPoints: -3,
        text: 'More buds left: 10% more grapes, 3 quality points less',
      },
      standard: { label: 'Standard', costPerHectare: 200, yieldPercent: 0, qualityPoints: 0, text: 'A balanced crop' },
      hard: {
        label: 'Hard',
        costPerHectare: 300,
        yieldPercent: -15,
        qualityPoints: 5,
        text: 'Few buds left: 15% fewer grapes, 5 quality points more',
      },
    },
    skipped: {
      yieldPercent: 10,
      qualityPoints: -10,
      text: 'Unpruned vines bear 10% more grapes but 10 quality points worse',
    },
  },
  spraying: {
    name: 'Spraying',
    what: 'A season’s spraying programme against mildew and rot',
    months: [4, 5, 6],
    options: {
      standard: {
        label: 'Standard',
        costPerHectare: 100,
        yieldPercent: 0,
        qualityPoints: 0,
        text: 'Mildew does the block no harm for the rest of the season',
      },
    },
    skipped: {
      yieldPercent: -5,
      qualityPoints: -3,
      text: 'Mildew does its full damage, and rot costs 5% of the grapes and 3 quality points',
    },
    shieldsFrom: 'mildew',
  },
  canopy: {
    name: 'Canopy work',
    what: 'Shoot thinning, tying up and leaf removal: sun and air on the bunches',
    months: [6, 7],
    options: {
      standard: {
        label: 'Standard',
        costPerHectare: 150,
        yieldPercent: 0,
        qualityPoints: 0,
        text: 'Sun and air on the bunches: they ripen as they should',
      },
    },
    skipped: {
      yieldPercent: 0,
      qualityPoints: -4,
      text: 'A crowded, shaded canopy: 4 quality points less',
    },
  },
  greenHarvest: {
    name: 'Green harvest',
    what: 'Dropping unripe bunches in the weeks before the harvest, so the vine ripens the rest',
    months: [8],
    options: {
      light: {
        label: 'Light',
        costPerHectare: 100,
        yieldPercent: -10,
        qualityPoints: 3,
        text: '10% of the bunches dropped: 3 quality points more',
      },
      hard: {
        label: 'Hard',
        costPerHectare: 150,
        yieldPercent: -25,
        qualityPoints: 6,
        text: '25% of the bunches dropped: 6 quality points more',
      },
    },
    skipped: null,
  },
};

/** Months after the harvest whose work is for the next vintage (November to February). */
const NEXT_VINTAGE_MONTHS: readonly number[] = [11, 12, 1, 2];

export function isVineyardWorkKind(value: unknown): value is VineyardWorkKind {
  return typeof value === 'string' && (VINEYARD_WORK_KINDS as readonly string[]).includes(value);
}

/** The options of a kind, in VINEYARD_WORK_OPTIONS' order. */
export function workOptions(kind: VineyardWorkKind): VineyardWorkOption[] {
  return VINEYARD_WORK_OPTIONS.filter((o) => VINEYARD_WORK[kind].options[o] !== undefined);
}

/** The vintage (game year of the harvest) that work done on `day` is for: November to February count for the next. */
export function workVintage(day: number): number {
  const { year, month } = gameTimeFromDayIndex(day);
  return NEXT_VINTAGE_MONTHS.includes(month) ? year + 1 : year;
}

/** workWindow's answers by `kind:vintage`, once computed (a thousand at most): the simulator's players read them every day. */
const WORK_WINDOWS = new Map<string, { readonly from: number; readonly to: number }>();

/** The first and last game day of a kind's window for `vintage` (pruning: December 1 of the year before to March 30). */
export function workWindow(kind: VineyardWorkKind, vintage: number): { from: number; to: number } {
  const key = `${kind}:${vintage}`;
  let window = WORK_WINDOWS.get(key);
  if (!window) {
    // (counted from a year after, so that the first vintage's pruning lies before day 0 without a RangeError)
    const days = VINEYARD_WORK[kind].months.map(
      (month) =>
        dayIndexOf({ year: (NEXT_VINTAGE_MONTHS.includes(month) ? vintage - 1 : vintage) + 1, month, day: 1 }) -
        DAYS_PER_YEAR,
    );
    window = { from: Math.min(...days), to: Math.max(...days) + DAYS_PER_MONTH - 1 };
    if (WORK_WINDOWS.size >= 1_000) WORK_WINDOWS.clear();
    WORK_WINDOWS.set(key, window);
  }
  return { from: window.from, to: window.to };
}

/** The last day of the vintage's harvest window (October 30): a block bears the vintage when mature by then. */
export function vintageHarvestEnd(vintage: number): number {
  const last = HARVEST_MONTHS[HARVEST_MONTHS.length - 1]!;
  return dayIndexOf({ year: vintage, month: last, day: DAYS_PER_MONTH });
}

/** Whether a block planted on `plantedDay` bears a crop in `vintage` (mature by the end of its harvest window). */
export function bearsVintage(plantedDay: number, vintage: number): boolean {
  return vintageHarvestEnd(vintage) - plantedDay >= MATURITY_DAYS;
}

/**
 * What a vineyard crew costs in each region against the prices of VINEYARD_WORK (1): labour is
 * dearest in Napa and cheapest in Mendoza.
 */
export const WORK_LABOUR_FACTOR: Readonly<Record<RegionKey, number>> = {
  tuscany: 1,
  bordeaux: 1.2,
  napa: 1.5,
  rioja: 0.8,
  mendoza: 0.6,
  barossa: 0.9,
};

/** What one kind of work costs on `hectares` in `region`, in whole euros (at least €1). */
export function workCost(
  kind: VineyardWorkKind,
  option: VineyardWorkOption,
  hectares: number,
  region: RegionKey,
): number {
  const rule = VINEYARD_WORK[kind].options[option];
  if (!rule) throw new RangeError(`No ${option} ${kind}`);
  return Math.max(1, Math.round(rule.costPerHectare * WORK_LABOUR_FACTOR[region] * hectares));
}

/** 'December to March'. */
export function workMonths(kind: VineyardWorkKind): string {
  const months = VINEYARD_WORK[kind].months;
  return `${monthName(months[0]!)} to ${monthName(months[months.length - 1]!)}`.replace(/^(\w+) to \1$/, '$1');
}

/** 'Hard winter pruning', 'Spraying'. */
export function workLabel(kind: VineyardWorkKind, option: VineyardWorkOption): string {
  const rule = VINEYARD_WORK[kind];
  if (workOptions(kind).length === 1) return rule.name;
  return `${rule.options[option]!.label} ${rule.name.toLowerCase()}`;
}

/** A kind of work done on a block for a vintage (a block_work row). */
export interface WorkDone {
  kind: VineyardWorkKind;
  option: VineyardWorkOption;
  /** The game day it was done. */
  day: number;
}

/** One kind's part in a vintage's harvest. */
export interface WorkEffectPart extends WorkEffect {
  kind: VineyardWorkKind;
  /** The option done, 'skipped' when left undone (and its window open to the block's owner), null: no effect. */
  done: VineyardWorkOption | 'skipped' | null;
}

export interface VintageWorkEffects {
  /** Percentage points added to the kilograms (the sum of the parts). */
  yieldPercent: number;
  /** Points added to the quality (the sum of the parts). */
  qualityPoints: number;
  parts: WorkEffectPart[];
}

/**
 * THE HARVEST RULE of the vineyard year: the effects of a vintage's work on its harvest — each kind
 * done adds its option's effect; each kind with a `skipped` effect left undone adds that one when
 * its window ended on or after `since` (the first day the block's owner could work it: its planting
 * or the estate's founding, whichever is later), and nothing when it closed before. The
 * lifecycle statement's harvest (blocks.tick.sql.ts) applies the same rule in SQL.
 */
export function vineyardWorkEffects(
  done: readonly Pick<WorkDone, 'kind' | 'option'>[],
  vintage: number,
  since: number,
): VintageWorkEffects {
  const parts = VINEYARD_WORK_KINDS.map((kind): WorkEffectPart => {
    const rule = VINEYARD_WORK[kind];
    const work = done.find((w) => w.kind === kind);
    const option = work ? rule.options[work.option] : undefined;
    if (work && option) return { kind, done: work.option, ...pick(option) };
    if (rule.skipped && workWindow(kind, vintage).to >= since) return { kind, done: 'skipped', ...pick(rule.skipped) };
    return { kind, done: null, yieldPercent: 0, qualityPoints: 0, text: '' };
  });
  return {
    yieldPercent: parts.reduce((s, p) => s + p.yieldPercent, 0),
    qualityPoints: parts.reduce((s, p) => s + p.qualityPoints, 0),
    parts,
  };
}

const pick = (e: WorkEffect): WorkEffect => ({
  yieldPercent: e.yieldPercent,
  qualityPoints: e.qualityPoints,
  text: e.text,
});

/** The kilograms after the work's yield percentage (whole kilograms, never below 0). */
export function workedKg(kilograms: number, yieldPercent: number): number {
  return Math.max(0, Math.round((kilograms * (100 + yieldPercent)) / 100));
}

/** The quality after the work's points (0-100). */
export function workedQuality(quality: number, qualityPoints: number): number {
  return Math.max(0, Math.min(100, quality + qualityPoints));
}

/** Whether a block's spraying of the vintage shields it from mildew on `day` (sprayed before that day). */
export function sprayShields(done: readonly Pick<WorkDone, 'kind' | 'day'>[], day: number): boolean {
  return done.some(
    (w) => VINEYARD_WORK[w.kind].shieldsFrom === 'mildew' && w.day < day && workVintage(w.day) === workVintage(day),
  );
}

/**
 * Whether a block's work shields it from a weather event on the event's day: the season's
 * spraying, done before a mildew day (sprayShields), as the tick's lifecycle statement rules. The
 * block page's forecast, the Overview's tasks and a protection (decideProtect) count such a block
 * as protected against the event.
 */
export function workShields(
  event: { kind: string; day: number },
  done: readonly Pick<WorkDone, 'kind' | 'day'>[],
): boolean {
  return event.kind === VINEYARD_WORK.spraying.shieldsFrom && sprayShields(done, event.day);
}

export type WorkState = 'done' | 'due' | 'upcoming' | 'missed' | 'closed';

/** One kind of work as the block page shows it for a vintage. */
export interface WorkItem {
  kind: VineyardWorkKind;
  name: string;
  what: string;
  vintage: number;
  /** done; due (its window is open now); upcoming; missed (closed undone: its `skipped` effect applies); closed (no effect). */
  state: WorkState;
  window: { from: number; to: number; label: string };
  options: { option: VineyardWorkOption; label: string; cost: number; text: string }[];
  /** When done: the option and the day. */
  done: { option: VineyardWorkOption; day: number; text: string } | null;
  /** What leaving it undone does (null: nothing). */
  ifSkipped: string | null;
}

export interface BlockWorkFacts {
  size: number;
  region: RegionKey;
  plantedDay: number;
  lastHarvestYear: number | null;
  /** The first day the owner could work the block: max(planting, the estate's founding). */
  since: number;
}

/**
 * The vineyard year of a block as it stands on `today`: the kinds of the current vintage
 * (workVintage) in window order, with their state, window, options and costs, and what skipping
 * does. A block that does not bear this vintage, or was picked already, has nothing due.
 */
export function vineyardYear(
  block: BlockWorkFacts,
  today: number,
  done: readonly WorkDone[],
): { vintage: number; bearing: boolean; items: WorkItem[]; effects: VintageWorkEffects } {
  const vintage = workVintage(today);
  const bearing =
    bearsVintage(block.plantedDay, vintage) && !(block.lastHarvestYear !== null && block.lastHarvestYear >= vintage);
  const mine = done.filter((w) => workVintage(w.day) === vintage);
  const items = VINEYARD_WORK_KINDS.map((kind): WorkItem => {
    const rule = VINEYARD_WORK[kind];
    const window = workWindow(kind, vintage);
    const work = mine.find((w) => w.kind === kind);
    const state: WorkState = work
      ? 'done'
      : !bearing
        ? 'closed'
        : today < window.from
          ? 'upcoming'
          : today <= window.to
            ? 'due'
            : rule.skipped && window.to >= block.since
              ? 'missed'
              : 'closed';
    return {
      kind,
      name: rule.name,
      what: rule.what,
      vintage,
      state,
      window: {
        ...window,
        label: `${formatGameDayShortForm(window.from)} – ${formatGameDayShortForm(window.to)}`,
      },
      options: workOptions(kind).map((option) => ({
        option,
        label: rule.options[option]!.label,
        cost: workCost(kind, option, block.size, block.region),
        text: rule.options[option]!.text,
      })),
      done: work ? { option: work.option, day: work.day, text: rule.options[work.option]?.text ?? '' } : null,
      ifSkipped: rule.skipped?.text ?? null,
    };
  });
  return { vintage, bearing, items, effects: vineyardWorkEffects(mine, vintage, block.since) };
}

/** Work due now on a block (window open, not done, the block bearing): the Overview's task. */
export function workDueNow(block: BlockWorkFacts, today: number, done: readonly WorkDone[]): WorkItem[] {
  return vineyardYear(block, today, done).items.filter((i) => i.state === 'due');
}
