/**
 * Weather that threatens (issue 31, item 2): regional events — spring frost, hail, heat waves,
 * mildew after rain, rain at harvest — derived, like the weather, from the region and the game
 * day (no stored data): every player of a region sees the same event on the same day, announced
 * FORECAST_DAYS ahead. On its day an event takes health from every block of its region that it can
 * hurt and that is not protected (the tick's lifecycle statement, nextHealth's `damage`); a player
 * protects a block against one forecast event, at a cost per hectare through the ledger
 * (decisions/protect-block.ts). Documented in docs/game-rules.md (the Knowledge tab's "Weather
 * events").
 */
import { DAYS_PER_YEAR, gameTimeFromDayIndex, monthName } from './calendar';
import { blockStatus as blockStatusOn, type LifecycleStatus } from './lifecycle';
import { REGIONS, type RegionKey } from './regions';
import { workShields, workVintage, type WorkDone } from './vineyard-work';
import { weatherFor, weatherNoise } from './weather';

export const WEATHER_EVENT_KINDS = ['frost', 'hail', 'heatwave', 'mildew', 'harvestRain'] as const;
export type WeatherEventKind = (typeof WEATHER_EVENT_KINDS)[number];

export const WEATHER_EVENT_SEVERITIES = ['moderate', 'severe'] as const;
export type WeatherEventSeverity = (typeof WEATHER_EVENT_SEVERITIES)[number];

/** How many game days ahead the forecast announces events (and a block can be protected). */
export const FORECAST_DAYS = 7;

/** The share of events that are severe (the rest are moderate). */
export const SEVERE_EVENT_SHARE = 0.3;

/**
 * When an event can happen:
 * - `any`: on any day of its months;
 * - `wetToday`: only on a wet day (the day's weather is Rain or Storm): rain at harvest;
 * - `wetYesterday`: only the day after a wet day: mildew pressure after rain.
 */
export type WeatherEventTrigger = 'any' | 'wetToday' | 'wetYesterday';

export interface WeatherEventRule {
  name: string;
  /** Calendar months in which it can happen. */
  months: readonly number[];
  trigger: WeatherEventTrigger;
  /** The chance per day (among the days its trigger allows), per region: what makes Barossa unlike Bordeaux. */
  chance: Readonly<Record<RegionKey, number>>;
  /** Health points an unprotected block loses on the day. */
  damage: Readonly<Record<WeatherEventSeverity, number>>;
  /**
   * What it takes from the vintage's crop of an unprotected block it harms (cropLoss): a
   * percentage of the kilograms and points of quality, applied when the block is picked
   * (vintageWeatherLoss). Health heals; the buds frost killed and the berries hail split do not.
   */
  crop: Readonly<Record<WeatherEventSeverity, CropLoss>>;
  /** What the player buys against it, and what it costs per hectare of the block (whole euros). */
  protection: string;
  costPerHectare: number;
  /** Only blocks in this status on the day are hurt (rain at harvest: grapes still on the vine); any when absent. */
  hurtsOnly?: LifecycleStatus;
}

export const WEATHER_EVENTS: Readonly<Record<WeatherEventKind, WeatherEventRule>> = {
  frost: {
    name: 'Spring frost',
    months: [3, 4, 5],
    trigger: 'any',
    chance: { tuscany: 0.012, bordeaux: 0.025, napa: 0.015, rioja: 0.02, mendoza: 0.02, barossa: 0.006 },
    damage: { moderate: 10, severe: 20 },
    crop: { moderate: { yieldPercent: -2, qualityPoints: 0 }, severe: { yieldPercent: -4, qualityPoints: 0 } },
    protection: 'Frost defence (candles and wind machines)',
    costPerHectare: 300,
  },
  hail: {
    name: 'Hail',
    months: [5, 6, 7, 8],
    trigger: 'any',
    chance: { tuscany: 0.008, bordeaux: 0.01, napa: 0.002, rioja: 0.01, mendoza: 0.02, barossa: 0.004 },
    damage: { moderate: 12, severe: 24 },
    crop: { moderate: { yieldPercent: -2, qualityPoints: 0 }, severe: { yieldPercent: -3, qualityPoints: -1 } },
    protection: 'Hail nets',
    costPerHectare: 500,
  },
  heatwave: {
    name: 'Heat wave',
    months: [6, 7, 8],
    trigger: 'any',
    chance: { tuscany: 0.015, bordeaux: 0.006, napa: 0.025, rioja: 0.012, mendoza: 0.018, barossa: 0.03 },
    damage: { moderate: 8, severe: 16 },
    crop: { moderate: { yieldPercent: -1, qualityPoints: -1 }, severe: { yieldPercent: -2, qualityPoints: -1 } },
    protection: 'Shade cloth and irrigation',
    costPerHectare: 200,
  },
  mildew: {
    name: 'Mildew pressure',
    months: [5, 6, 7],
    trigger: 'wetYesterday',
    chance: { tuscany: 0.08, bordeaux: 0.12, napa: 0.03, rioja: 0.06, mendoza: 0.02, barossa: 0.04 },
    damage: { moderate: 8, severe: 16 },
    crop: { moderate: { yieldPercent: -1, qualityPoints: -1 }, severe: { yieldPercent: -2, qualityPoints: -1 } },
    protection: 'Spraying',
    costPerHectare: 150,
  },
  harvestRain: {
    name: 'Rain at harvest',
    months: [9, 10],
    trigger: 'wetToday',
    chance: { tuscany: 0.05, bordeaux: 0.07, napa: 0.03, rioja: 0.05, mendoza: 0.03, barossa: 0.04 },
    damage: { moderate: 10, severe: 20 },
    crop: { moderate: { yieldPercent: -1, qualityPoints: 0 }, severe: { yieldPercent: -1, qualityPoints: -2 } },
    protection: 'Rain covers over the rows',
    costPerHectare: 250,
    hurtsOnly: 'harvesting',
  },
};

/** What weather took from a vintage's crop: percentage points of its kilograms and points of its quality (both ≤ 0). */
export interface CropLoss {
  yieldPercent: number;
  qualityPoints: number;
}

/** An event of a region on a day. */
export interface WeatherEvent {
  region: RegionKey;
  day: number;
  kind: WeatherEventKind;
  severity: WeatherEventSeverity;
}

const isWet = (region: RegionKey, day: number): boolean => {
  const condition = weatherFor(region, day).condition;
  return condition === 'Rain' || condition === 'Storm';
};

/**
 * Days whose events `weatherEventFor` keeps once computed, per region (the first hundred game
 * years): the tick, the forecasts and the simulator read the same days again and again.
 */
const MEMO_DAYS = 100 * DAYS_PER_YEAR;
const eventsByDay = new Map<RegionKey, (WeatherEvent | null)[]>();

/**
 * The region's event on `day`, or null (most days): the kinds are tried in WEATHER_EVENT_KINDS'
 * order, each in its months and on the days its trigger allows, with the region's chance; the
 * first that happens is the day's (a region has at most one event a day). Computed once per
 * region and day (MEMO_DAYS): the same event object is answered again, not to be changed.
 */
export function weatherEventFor(region: RegionKey, day: number): WeatherEvent | null {
  // no events before the world began (the head-start blocks were planted then)
  if (!Number.isSafeInteger(day) || day < 0) return null;
  if (day >= MEMO_DAYS) return eventOn(region, day);
  let days = eventsByDay.get(region);
  if (!days) eventsByDay.set(region, (days = []));
  const known = days[day];
  if (known !== undefined) return known;
  return (days[day] = eventOn(region, day));
}

function eventOn(region: RegionKey, day: number): WeatherEvent | null {
  const month = gameTimeFromDayIndex(day).month;
  for (const kind of WEATHER_EVENT_KINDS) {
    const rule = WEATHER_EVENTS[kind];
    if (!rule.months.includes(month)) continue;
    if (rule.trigger === 'wetToday' && !isWet(region, day)) continue;
    if (rule.trigger === 'wetYesterday' && (day === 0 || !isWet(region, day - 1))) continue;
    if (weatherNoise(`${region}:${day}:event:${kind}`) >= rule.chance[region]) continue;
    const severity = weatherNoise(`${region}:${day}:severity`) < SEVERE_EVENT_SHARE ? 'severe' : 'moderate';
    return { region, day, kind, severity };
  }
  return null;
}

/** The region's events on the FORECAST_DAYS (or `days`) days after `today`, soonest first. */
export function forecastFor(region: RegionKey, today: number, days: number = FORECAST_DAYS): WeatherEvent[] {
  const events: WeatherEvent[] = [];
  for (let day = today + 1; day <= today + days; day++) {
    const event = weatherEventFor(region, day);
    if (event) events.push(event);
  }
  return events;
}

/** The region's events of the `days` days up to `today` (included, none before day 0), newest first. */
export function recentWeatherEvents(region: RegionKey, today: number, days: number): WeatherEvent[] {
  const events: WeatherEvent[] = [];
  for (let day = today; day > today - days && day >= 0; day--) {
    const event = weatherEventFor(region, day);
    if (event) events.push(event);
  }
  return events;
}

/**
 * THE DAMAGE RULE: the health points an event takes from a block in `status` on the event's day
 * (its status as the tick computes it that day), when the block is not protected against it: the
 * kind's damage for the severity; 0 when the kind hurts only another status (rain at harvest
 * spares grapes already picked, and young vines without a crop). nextHealth subtracts it after the
 * day's drift, down to 0.
 */
export function weatherEventDamage(
  event: Pick<WeatherEvent, 'kind' | 'severity'> | null,
  status: LifecycleStatus,
  isProtected = false,
): number {
  if (!event || isProtected) return 0;
  const rule = WEATHER_EVENTS[event.kind];
  if (rule.hurtsOnly !== undefined && rule.hurtsOnly !== status) return 0;
  return rule.damage[event.severity];
}

const NO_LOSS: CropLoss = { yieldPercent: 0, qualityPoints: 0 };

/**
 * What an event takes from the crop of a block in `status` on its day: the kind's crop loss for the
 * severity when the event harms the block (weatherEventDamage > 0: unprotected, and in the status
 * it hurts), none otherwise.
 */
export function cropLoss(
  event: Pick<WeatherEvent, 'kind' | 'severity'> | null,
  status: LifecycleStatus,
  isProtected = false,
): CropLoss {
  if (!event || weatherEventDamage(event, status, isProtected) === 0) return NO_LOSS;
  return WEATHER_EVENTS[event.kind].crop[event.severity];
}

/** The region's events of a game year (March to February), soonest first; kept for the last few years asked. */
const yearEvents = new Map<string, WeatherEvent[]>();
export function weatherEventsOfYear(region: RegionKey, year: number): WeatherEvent[] {
  const key = `${region}:${year}`;
  let events = yearEvents.get(key);
  if (!events) {
    events = [];
    const first = (year - 1) * DAYS_PER_YEAR;
    for (let day = Math.max(0, first); day < first + DAYS_PER_YEAR; day++) {
      const event = weatherEventFor(region, day);
      if (event) events.push(event);
    }
    if (yearEvents.size >= 64) yearEvents.delete(yearEvents.keys().next().value as string);
    yearEvents.set(key, events);
  }
  return events;
}

/** '4% of the kilograms and 1 quality point': what weather takes from a crop, in words ('' for nothing). */
export function cropLossText(loss: CropLoss): string {
  return [
    loss.yieldPercent < 0 ? `${-loss.yieldPercent}% of the kilograms` : '',
    loss.qualityPoints < 0 ? `${-loss.qualityPoints} quality point${loss.qualityPoints === -1 ? '' : 's'}` : '',
  ]
    .filter(Boolean)
    .join(' and ');
}

/**
 * The game year of the crop on a block's vines today: the next year's once this year's is picked
 * or its harvest is over (November to February: workVintage), this year's before.
 */
export function cropVintage(lastHarvestYear: number | null, today: number): number {
  const year = gameTimeFromDayIndex(today).year;
  return lastHarvestYear !== null && lastHarvestYear >= year ? year + 1 : workVintage(today);
}

/** A block as its vintage's weather reads it. */
export interface VintageWeatherFacts {
  region: RegionKey;
  plantedDay: number;
  /** The first day its owner could protect it (its planting or the estate's founding, whichever is later). */
  since: number;
  /** Event days it is protected for. */
  protectedDays: readonly number[];
  /** Its vineyard work (a spraying shields it from mildew: workShields). */
  work: readonly Pick<WorkDone, 'kind' | 'day'>[];
}

export interface VintageWeatherLoss extends CropLoss {
  /** The events that took from the crop, soonest first, each with its loss. */
  events: (WeatherEvent & CropLoss & { label: string })[];
}

/**
 * THE CROP RULE of weather events: what the weather of game year `vintage` up to `day` (included)
 * took from the crop still on a block's vines — the sum of cropLoss over its region's events on the
 * days from `since`, each on the block's status that day (its grapes not yet picked), unless it was
 * protected for the day or (mildew) sprayed before it. Computed on read: decideHarvest applies it
 * with the vineyard work's effects (BlocksService.harvest, the lifecycle statement's late harvest
 * in SQL, the simulator), and the block page shows it.
 */
export function vintageWeatherLoss(block: VintageWeatherFacts, vintage: number, day: number): VintageWeatherLoss {
  const events: VintageWeatherLoss['events'] = [];
  for (const event of weatherEventsOfYear(block.region, vintage)) {
    if (event.day > day) break;
    // nothing before the vines were planted or their owner could protect them
    if (event.day < block.since || event.day < block.plantedDay) continue;
    const month = gameTimeFromDayIndex(event.day).month;
    const status = blockStatusOn(event.day - block.plantedDay, month, false);
    const loss = cropLoss(event, status, block.protectedDays.includes(event.day) || workShields(event, block.work));
    if (loss.yieldPercent !== 0 || loss.qualityPoints !== 0)
      events.push({ ...event, ...loss, label: weatherEventLabel(event) });
  }
  return {
    yieldPercent: events.reduce((s, e) => s + e.yieldPercent, 0),
    qualityPoints: events.reduce((s, e) => s + e.qualityPoints, 0),
    events,
  };
}

/** What protecting `hectares` against a kind of event costs, in whole euros (at least €1). */
export function protectionCost(kind: WeatherEventKind, hectares: number): number {
  return Math.max(1, Math.round(WEATHER_EVENTS[kind].costPerHectare * hectares));
}

/** 'Severe spring frost', 'Moderate hail'. */
export function weatherEventLabel(event: Pick<WeatherEvent, 'kind' | 'severity'>): string {
  const severity = event.severity === 'severe' ? 'Severe' : 'Moderate';
  return `${severity} ${WEATHER_EVENTS[event.kind].name.toLowerCase()}`;
}

/** The expected number of events of each kind a year in a region (the Knowledge tab's table), over `years` game years. */
export function eventsPerYear(region: RegionKey, years = 20): Record<WeatherEventKind, number> {
  const counts = Object.fromEntries(WEATHER_EVENT_KINDS.map((k) => [k, 0])) as Record<WeatherEventKind, number>;
  const days = years * DAYS_PER_YEAR;
  for (let day = 0; day < days; day++) {
    const event = weatherEventFor(region, day);
    if (event) counts[event.kind] += 1;
  }
  for (const kind of WEATHER_EVENT_KINDS) counts[kind] = Math.round((counts[kind] / years) * 10) / 10;
  return counts;
}

/** Months of a kind, in words: 'March to May'. */
export function weatherEventMonths(kind: WeatherEventKind): string {
  const months = WEATHER_EVENTS[kind].months;
  return `${monthName(months[0]!)} to ${monthName(months[months.length - 1]!)}`;
}

/** Every region's event on `day` (the tick computes these six once per statement). */
export function regionalEventsOn(day: number): (WeatherEvent | null)[] {
  return REGIONS.map((region) => weatherEventFor(region, day));
}

/** A block as the estate's forecast reads it (the block's status on the event's day follows blockStatus). */
export interface ThreatenedBlockFacts {
  id: string;
  name: string;
  size: number;
  region: RegionKey;
  plantedDay: number;
  lastHarvestYear: number | null;
  /** Event days it is protected for. */
  protectedDays: readonly number[];
  /** Its vineyard work (a spraying shields it from mildew: workShields). */
  work: readonly Pick<WorkDone, 'kind' | 'day'>[];
}

/** A forecast event and the estate's blocks it can harm: each with its damage, cost and protection. */
export interface ForecastThreat {
  event: WeatherEvent;
  label: string;
  protection: string;
  blocks: { id: string; name: string; damage: number; cost: number; protected: boolean }[];
}

/**
 * The coming events (forecastFor) of the regions of an estate's blocks that can harm at least one
 * of them (a block is protected against one when a protection or its spraying shields it), soonest first: the Overview's task "Spring frost forecast on 2 Mar: protect 2 blocks".
 */
export function forecastThreats(blocks: readonly ThreatenedBlockFacts[], today: number): ForecastThreat[] {
  const regions = [...new Set(blocks.map((b) => b.region))];
  const threats: ForecastThreat[] = [];
  for (const region of regions)
    for (const event of forecastFor(region, today)) {
      const { month, year } = gameTimeFromDayIndex(event.day);
      const harmed = blocks
        .filter((b) => b.region === region)
        .map((b) => {
          const harvested = b.lastHarvestYear !== null && b.lastHarvestYear >= year;
          const status = blockStatusOn(event.day - b.plantedDay, month, harvested);
          return {
            id: b.id,
            name: b.name,
            damage: weatherEventDamage(event, status),
            cost: protectionCost(event.kind, b.size),
            protected: b.protectedDays.includes(event.day) || workShields(event, b.work),
          };
        })
        .filter((b) => b.damage > 0);
      if (harmed.length > 0)
        threats.push({
          event,
          label: weatherEventLabel(event),
          protection: WEATHER_EVENTS[event.kind].protection,
          blocks: harmed,
        });
    }
  return threats.sort((a, b) => a.event.day - b.event.day || a.event.region.localeCompare(b.event.region));
}
