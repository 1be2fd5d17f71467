/**
 * The winery (ECONOMY.md §3, issue 18): vessels, the production chain from grapes to a wine lot,
 * presets, quality by stage, bottle ageing and bulk wine. Every stage's end day is fixed when a
 * batch starts (its plan cannot change), so where a batch stands, and its quality, are pure
 * functions of the day: computed on read, never written by the tick. One definition each, used
 * by the server, the screens, the Knowledge tab and the simulator.
 */
import type { EstateTemplate } from './estates';
import { GRAPE_BASE_PRICES } from './grapes';
import { MESSAGES } from './messages';
import type { RegionKey } from './regions';
import { GRAPE_VARIETY_COLORS, varietyLabel, type GrapeColor, type GrapeVariety } from './varieties';
import { saleIncome } from './income';

// ---------------------------------------------------------------------------------------------
// Vessels

export const VESSEL_KINDS = ['tank', 'barrel_french', 'barrel_american'] as const;
export type VesselKind = (typeof VESSEL_KINDS)[number];

export interface VesselInfo {
  label: string;
  /** Litres one vessel holds. */
  litres: number;
  /** Price of a new one (whole euros). */
  price: number;
  /** Oak barrels give flavour that fades over fills (0 for steel). */
  oakFactor: number;
}

/** Stainless tanks at €1.50 per litre of capacity; 225 L barrels, French €900, American €450. */
export const VESSELS: Readonly<Record<VesselKind, VesselInfo>> = {
  tank: { label: 'Stainless steel tank', litres: 5_000, price: 7_500, oakFactor: 0 },
  barrel_french: { label: 'French oak barrel', litres: 225, price: 900, oakFactor: 1 },
  barrel_american: { label: 'American oak barrel', litres: 225, price: 450, oakFactor: 0.8 },
};

export function isBarrel(kind: VesselKind): boolean {
  return kind !== 'tank';
}

/** How many vessels one purchase may buy. */
export const VESSEL_PURCHASE_LIMITS = { min: 1, max: 50 } as const;

/** A barrel's oak flavour fades linearly over this many fills (new: full flavour; then neutral). */
export const BARREL_FLAVOUR_FILLS = 4;

/** The oak flavour a barrel still gives after `fills` earlier fills (0-1, times its oak factor). */
export function barrelOakStrength(kind: VesselKind, fills: number): number {
  return VESSELS[kind].oakFactor * Math.max(0, 1 - Math.max(0, fills) / BARREL_FLAVOUR_FILLS);
}

/** The cellar each estate template starts with: tanks, and a few used barrels. */
export const STARTER_CELLARS: Readonly<
  Record<EstateTemplate, { tanks: number; barrels: { kind: VesselKind; count: number; fills: number } }>
> = {
  boutique: { tanks: 2, barrels: { kind: 'barrel_french', count: 4, fills: 2 } },
  family: { tanks: 4, barrels: { kind: 'barrel_american', count: 8, fills: 2 } },
  commercial: { tanks: 8, barrels: { kind: 'barrel_american', count: 16, fills: 2 } },
  standard: { tanks: 3, barrels: { kind: 'barrel_american', count: 6, fills: 2 } },
};

// ---------------------------------------------------------------------------------------------
// The plan of a batch

export const FERMENTATION_STYLES = ['standard', 'cool', 'extended'] as const;
export type FermentationStyle = (typeof FERMENTATION_STYLES)[number];
export const ELEVAGE_VESSELS = ['steel', 'oak'] as const;
export type ElevageVessel = (typeof ELEVAGE_VESSELS)[number];
export const OAK_KINDS = ['french', 'american'] as const;
export type OakKind = (typeof OAK_KINDS)[number];

export interface WinePlan {
  /** Sorting the grapes before the crush: −15% of the kilograms, + quality. */
  sorting: boolean;
  /** `cool` (slow, for whites) or `extended` maceration (reds) or `standard`. */
  fermentation: FermentationStyle;
  /** Malolactic fermentation: reds always; whites by choice. */
  malolactic: boolean;
  /** Élevage: in the steel tank, or in oak barrels of one kind. */
  elevage: ElevageVessel;
  oak: OakKind | null;
  /** Days of élevage. */
  elevageDays: number;
}

export const WINE_PLAN_LIMITS = {
  steelDays: { min: 45, max: 720 },
  oakDays: { min: 90, max: 720 },
  kilograms: { min: 100, max: 1_000_000 },
  name: { min: 1, max: 80 },
  litres: { min: 1, max: 10_000_000 },
} as const;

export const WINE_PRESETS = ['fresh_white', 'joven_red', 'crianza', 'reserva', 'gran_reserva'] as const;
export type WinePreset = (typeof WINE_PRESETS)[number];

export interface WinePresetInfo {
  label: string;
  colour: GrapeColor;
  description: string;
  plan: WinePlan;
  /** The Rioja category's days in bottle, for the description: nothing holds a lot back (bottle ageing is bottleQuality's). */
  bottleDays: number;
}

/** One-click plans after the Rioja ageing categories (one game day = one real day of ageing). */
export const WINE_PRESET_INFO: Readonly<Record<WinePreset, WinePresetInfo>> = {
  fresh_white: {
    label: 'Fresh white',
    colour: 'white',
    description: 'Cool, slow fermentation, no malolactic, 60 days on the lees in steel.',
    plan: { sorting: false, fermentation: 'cool', malolactic: false, elevage: 'steel', oak: null, elevageDays: 60 },
    bottleDays: 0,
  },
  joven_red: {
    label: 'Joven red',
    colour: 'red',
    description: 'Standard fermentation and malolactic, 60 days in steel: young, fruity, soon sold.',
    plan: { sorting: false, fermentation: 'standard', malolactic: true, elevage: 'steel', oak: null, elevageDays: 60 },
    bottleDays: 0,
  },
  crianza: {
    label: 'Crianza',
    colour: 'red',
    description:
      'A year in American oak. It sells once bottled and keeps improving in bottle toward its peak (a Rioja crianza rests a year there).',
    plan: {
      sorting: false,
      fermentation: 'standard',
      malolactic: true,
      elevage: 'oak',
      oak: 'american',
      elevageDays: 360,
    },
    bottleDays: 360,
  },
  reserva: {
    label: 'Reserva',
    colour: 'red',
    description:
      'Sorted grapes, extended maceration, 15 months in French oak. It improves in bottle toward its peak (a Rioja reserva rests two years there).',
    plan: {
      sorting: true,
      fermentation: 'extended',
      malolactic: true,
      elevage: 'oak',
      oak: 'french',
      elevageDays: 450,
    },
    bottleDays: 720,
  },
  gran_reserva: {
    label: 'Gran reserva',
    colour: 'red',
    description:
      'Sorted grapes, extended maceration, two years in French oak. It improves in bottle toward its peak (a Rioja gran reserva rests three years there).',
    plan: {
      sorting: true,
      fermentation: 'extended',
      malolactic: true,
      elevage: 'oak',
      oak: 'french',
      elevageDays: 720,
    },
    bottleDays: 1_080,
  },
};

/** Why a preset does not fit grapes of a colour (null when it does). */
export function winePresetProblem(colour: GrapeColor, preset: WinePreset): string | null {
  const info = WINE_PRESET_INFO[preset];
  return info.colour === colour ? null : `The ${info.label} preset is for ${info.colour} grapes.`;
}

/** Why a plan does not fit grapes of a colour (null when it does). */
export function winePlanProblem(colour: GrapeColor, plan: WinePlan): string | null {
  if (colour === 'red' && plan.fermentation === 'cool') return 'Cool fermentation is for white wine.';
  if (colour === 'white' && plan.fermentation === 'extended') return 'Extended maceration is for red wine.';
  if (colour === 'red' && !plan.malolactic) return 'Red wine always goes through malolactic fermentation.';
  if (plan.elevage === 'oak') {
    if (!plan.oak) return 'Choose French or American oak.';
    const { min, max } = WINE_PLAN_LIMITS.oakDays;
    if (plan.elevageDays < min || plan.elevageDays > max) return `Oak ageing lasts ${min} to ${max} days.`;
  } else {
    const { min, max } = WINE_PLAN_LIMITS.steelDays;
    if (plan.elevageDays < min || plan.elevageDays > max) return `Ageing in steel lasts ${min} to ${max} days.`;
  }
  if (!Number.isInteger(plan.elevageDays)) return 'Ageing days are whole days.';
  return null;
}

// ---------------------------------------------------------------------------------------------
// Crush and schedule

/** Litres of wine a kilogram of grapes gives (red pressed after fermentation gives more). */
export const MUST_LITRES_PER_KG: Readonly<Record<GrapeColor, number>> = { red: 0.72, white: 0.62 };
/** Sorting keeps this share of the kilograms. */
export const SORTING_KEEPS = 0.85;

/** What each stage costs (whole euros are rounded up). */
export const WINERY_COSTS = { crushPerKg: 0.04, bottlingPerBottle: 1.5 } as const;

export interface CrushResult {
  /** Kilograms taken from the lot (all of them are crushed; sorting discards a share). */
  kilograms: number;
  /** Kilograms that reach the press. */
  pressedKg: number;
  litres: number;
  cost: number;
}

export function crush(colour: GrapeColor, kilograms: number, sorting: boolean): CrushResult {
  const kg = Math.max(0, Math.floor(kilograms));
  const pressedKg = sorting ? Math.floor(kg * SORTING_KEEPS) : kg;
  return {
    kilograms: kg,
    pressedKg,
    litres: Math.floor(pressedKg * MUST_LITRES_PER_KG[colour]),
    cost: Math.ceil(kg * WINERY_COSTS.crushPerKg - 1e-9),
  };
}

/** Days of alcoholic fermentation by colour and style; malolactic takes `MALOLACTIC_DAYS`. */
export const FERMENTATION_DAYS: Readonly<Record<GrapeColor, Record<FermentationStyle, number>>> = {
  red: { standard: 10, extended: 20, cool: 10 },
  white: { standard: 12, cool: 20, extended: 12 },
};
export const MALOLACTIC_DAYS = 20;

export const WINE_STAGES = ['fermentation', 'malolactic', 'elevage', 'ready'] as const;
export type WineStage = (typeof WINE_STAGES)[number];

export const WINE_STAGE_LABELS: Readonly<Record<WineStage, string>> = {
  fermentation: 'Fermentation',
  malolactic: 'Malolactic',
  elevage: 'Élevage',
  ready: 'Ready to bottle',
};

/** The day each stage ends, fixed when the batch starts on `startDay`. */
export interface WineSchedule {
  startDay: number;
  fermentationEndDay: number;
  malolacticEndDay: number;
  readyDay: number;
}

export function wineSchedule(colour: GrapeColor, plan: WinePlan, startDay: number): WineSchedule {
  const fermentationEndDay = startDay + FERMENTATION_DAYS[colour][plan.fermentation];
  const malolacticEndDay = fermentationEndDay + (plan.malolactic ? MALOLACTIC_DAYS : 0);
  return { startDay, fermentationEndDay, malolacticEndDay, readyDay: malolacticEndDay + plan.elevageDays };
}

/** Where a batch stands on `day` (lazily: from its schedule alone). */
export function wineStage(schedule: WineSchedule, day: number): WineStage {
  if (day < schedule.fermentationEndDay) return 'fermentation';
  if (day < schedule.malolacticEndDay) return 'malolactic';
  if (day < schedule.readyDay) return 'elevage';
  return 'ready';
}

/** Share of the way from start to ready (0-1). */
export function wineProgress(schedule: WineSchedule, day: number): number {
  const total = schedule.readyDay - schedule.startDay;
  return total <= 0 ? 1 : Math.min(1, Math.max(0, (day - schedule.startDay) / total));
}

/** Whether a batch sits in its tanks on `day`: until bottled for steel élevage, until the barrels take it for oak. */
export function inTanks(plan: WinePlan, schedule: WineSchedule, day: number): boolean {
  return plan.elevage === 'steel' || day < schedule.malolacticEndDay;
}

/** Barrels an oak élevage of `litres` needs (225 L each). */
export function barrelsNeeded(plan: WinePlan, litres: number): number {
  return plan.elevage === 'oak' ? Math.ceil(litres / VESSELS.barrel_french.litres) : 0;
}

// ---------------------------------------------------------------------------------------------
// Quality by stage (small, bounded, documented in docs/game-rules.md)

/** How oak suits each variety: the most it adds (quality points with new French oak) and at how many days. */
export const VARIETY_WINEMAKING: Readonly<
  Record<
    GrapeVariety,
    { oakMax: number; oakOptimumDays: number; malolactic: number; peakDays: number; bottleGain: number }
  >
> = {
  'cabernet sauvignon': { oakMax: 6, oakOptimumDays: 540, malolactic: 1, peakDays: 1_800, bottleGain: 6 },
  merlot: { oakMax: 4, oakOptimumDays: 360, malolactic: 1, peakDays: 1_080, bottleGain: 4 },
  'pinot noir': { oakMax: 3, oakOptimumDays: 300, malolactic: 1, peakDays: 900, bottleGain: 4 },
  syrah: { oakMax: 5, oakOptimumDays: 450, malolactic: 1, peakDays: 1_440, bottleGain: 5 },
  chardonnay: { oakMax: 4, oakOptimumDays: 270, malolactic: 1, peakDays: 720, bottleGain: 3 },
  'sauvignon blanc': { oakMax: -2, oakOptimumDays: 90, malolactic: -2, peakDays: 360, bottleGain: 1 },
  riesling: { oakMax: -3, oakOptimumDays: 90, malolactic: -2, peakDays: 1_440, bottleGain: 5 },
  malbec: { oakMax: 5, oakOptimumDays: 450, malolactic: 1, peakDays: 1_080, bottleGain: 4 },
  nebbiolo: { oakMax: 6, oakOptimumDays: 720, malolactic: 1, peakDays: 2_160, bottleGain: 7 },
  sangiovese: { oakMax: 4, oakOptimumDays: 450, malolactic: 1, peakDays: 1_080, bottleGain: 4 },
  tempranillo: { oakMax: 6, oakOptimumDays: 600, malolactic: 1, peakDays: 1_800, bottleGain: 6 },
  zinfandel: { oakMax: 4, oakOptimumDays: 360, malolactic: 1, peakDays: 900, bottleGain: 3 },
};

export const QUALITY_EFFECTS = {
  sorting: 3,
  coolFermentation: 2,
  extendedMaceration: 2,
  /** Oak beyond a variety's optimum costs this many points per 100 days. */
  overOakPer100Days: 2,
  /** The sum of all winemaking effects stays within these bounds. */
  bounds: { min: -8, max: 12 },
  /** Past its peak a bottle loses a point every this many days. */
  declineDays: 180,
} as const;

const clampQuality = (q: number) => Math.max(0, Math.min(100, q));

export interface QualityStep {
  stage: 'sorting' | 'fermentation' | 'malolactic' | 'elevage';
  points: number;
}

/**
 * The quality effects of a plan, each earned when its stage ends (élevage pro rata as the days
 * pass). `oakStrength` is the mean flavour of the batch's barrels (0-1).
 */
export function winemakingEffects(
  variety: GrapeVariety,
  plan: WinePlan,
  schedule: WineSchedule,
  oakStrength: number,
  day: number,
): QualityStep[] {
  const rules = VARIETY_WINEMAKING[variety];
  const colour = GRAPE_VARIETY_COLORS[variety];
  const steps: QualityStep[] = [];
  if (day >= schedule.fermentationEndDay) {
    if (plan.sorting) steps.push({ stage: 'sorting', points: QUALITY_EFFECTS.sorting });
    const style =
      plan.fermentation === 'cool' && colour === 'white'
        ? QUALITY_EFFECTS.coolFermentation
        : plan.fermentation === 'extended' && colour === 'red'
          ? QUALITY_EFFECTS.extendedMaceration
          : 0;
    if (style) steps.push({ stage: 'fermentation', points: style });
  }
  if (plan.malolactic && day >= schedule.malolacticEndDay)
    steps.push({ stage: 'malolactic', points: rules.malolactic });
  if (plan.elevage === 'oak' && day > schedule.malolacticEndDay) {
    const days = Math.min(day, schedule.readyDay) - schedule.malolacticEndDay;
    const toward = rules.oakMax * oakStrength * Math.min(1, days / rules.oakOptimumDays);
    const over = (Math.max(0, days - rules.oakOptimumDays) / 100) * QUALITY_EFFECTS.overOakPer100Days;
    steps.push({ stage: 'elevage', points: toward - over });
  }
  return steps;
}

/** A batch's quality on `day`: its grapes' quality plus the effects earned so far (bounded). */
export function batchQuality(
  grapeQuality: number,
  variety: GrapeVariety,
  plan: WinePlan,
  schedule: WineSchedule,
  oakStrength: number,
  day: number,
): number {
  const sum = winemakingEffects(variety, plan, schedule, oakStrength, day).reduce((s, e) => s + e.points, 0);
  const bounded = Math.max(QUALITY_EFFECTS.bounds.min, Math.min(QUALITY_EFFECTS.bounds.max, sum));
  return Math.round(clampQuality(grapeQuality + bounded));
}

/** A batch's quality on `day`: computed from its schedule, or, for a blend, fixed when it was made. */
export function batchQualityOn(
  b: {
    grapeQuality: number;
    variety: GrapeVariety;
    plan: WinePlan;
    oakStrength: number;
    blend: readonly BlendComponent[] | null;
  },
  schedule: WineSchedule,
  day: number,
): number {
  return b.blend ? b.grapeQuality : batchQuality(b.grapeQuality, b.variety, b.plan, schedule, b.oakStrength, day);
}

// ---------------------------------------------------------------------------------------------
// Blending (optional): ready batches of one colour, instant and free

/** How many batches one blend takes. */
export const BLEND_LIMITS = { min: 2, max: 10 } as const;

/** Quality points a classic blend adds to the volume-weighted quality of its parts. */
export const CLASSIC_BLEND_BONUS = 2;
/** In a classic blend every variety makes up at least this share of the litres. */
export const CLASSIC_BLEND_MIN_SHARE = 0.1;

export interface ClassicBlend {
  name: string;
  /** The varieties it may contain (two or more of them). */
  varieties: readonly GrapeVariety[];
  /** The grape it must contain, when it has one. */
  lead: GrapeVariety | null;
}

/**
 * The blends with a tradition among the game's varieties (all red: the whites' classic partners,
 * such as Sémillon with Sauvignon Blanc, are not grown here). A blend is classic when it has two
 * or more varieties, all from one of these (with its lead grape), each at least
 * `CLASSIC_BLEND_MIN_SHARE` of the litres.
 */
export const CLASSIC_BLENDS: readonly ClassicBlend[] = [
  { name: 'Bordeaux', varieties: ['cabernet sauvignon', 'merlot', 'malbec'], lead: null },
  { name: 'Super Tuscan', varieties: ['sangiovese', 'cabernet sauvignon', 'merlot'], lead: 'sangiovese' },
  {
    name: 'Ribera del Duero',
    varieties: ['tempranillo', 'cabernet sauvignon', 'merlot', 'malbec'],
    lead: 'tempranillo',
  },
  { name: 'Cabernet-Shiraz', varieties: ['cabernet sauvignon', 'syrah'], lead: null },
];

export interface BlendPart {
  variety: GrapeVariety;
  litres: number;
  quality: number;
}

/** One batch in a blend, as the blend keeps it: its litres and their share of the whole (0-1). */
export interface BlendComponent {
  batchId: string;
  variety: GrapeVariety;
  litres: number;
  share: number;
}

/** Litres by variety, largest first (ties by name). */
export function blendVarieties(
  parts: readonly { variety: GrapeVariety; litres: number }[],
): { variety: GrapeVariety; litres: number }[] {
  const by = new Map<GrapeVariety, number>();
  for (const p of parts) by.set(p.variety, (by.get(p.variety) ?? 0) + Math.max(0, p.litres));
  return [...by.entries()]
    .map(([variety, litres]) => ({ variety, litres }))
    .sort((a, b) => b.litres - a.litres || a.variety.localeCompare(b.variety));
}

/** The variety with the most litres: a blend keeps it as its variety (for bottle ageing). */
export function blendDominantVariety(parts: readonly { variety: GrapeVariety; litres: number }[]): GrapeVariety {
  const [first] = blendVarieties(parts);
  if (!first) throw new Error('An empty blend has no variety');
  return first.variety;
}

/** The classic blend these parts make (null when they make none). */
export function classicBlend(parts: readonly { variety: GrapeVariety; litres: number }[]): ClassicBlend | null {
  const varieties = blendVarieties(parts);
  const total = varieties.reduce((s, v) => s + v.litres, 0);
  if (varieties.length < 2 || total <= 0) return null;
  if (varieties.some((v) => v.litres / total < CLASSIC_BLEND_MIN_SHARE - 1e-9)) return null;
  return (
    CLASSIC_BLENDS.find(
      (c) =>
        varieties.every((v) => c.varieties.includes(v.variety)) &&
        (c.lead === null || varieties.some((v) => v.variety === c.lead)),
    ) ?? null
  );
}

/**
 * A blend's quality: the parts' qualities weighted by their litres, plus `CLASSIC_BLEND_BONUS`
 * for a classic blend, rounded, within 0-100. Fixed from then on (its winemaking is over).
 */
export function blendQuality(parts: readonly BlendPart[]): number {
  const total = parts.reduce((s, p) => s + Math.max(0, p.litres), 0);
  if (total <= 0) return 0;
  const mean = parts.reduce((s, p) => s + Math.max(0, p.litres) * p.quality, 0) / total;
  return Math.round(clampQuality(mean + (classicBlend(parts) ? CLASSIC_BLEND_BONUS : 0)));
}

/** The components a blend keeps, largest first, with their shares of the litres. */
export function blendComponents(
  parts: readonly { batchId: string; variety: GrapeVariety; litres: number }[],
): BlendComponent[] {
  const total = parts.reduce((s, p) => s + Math.max(0, p.litres), 0);
  return [...parts]
    .sort((a, b) => b.litres - a.litres || a.batchId.localeCompare(b.batchId))
    .map((p) => ({
      batchId: p.batchId,
      variety: p.variety,
      litres: p.litres,
      share: total > 0 ? Math.round((p.litres / total) * 10_000) / 10_000 : 0,
    }));
}

/** Whole percentages by variety that add up to 100 (largest remainders round up). */
export function blendPercentages(
  parts: readonly { variety: GrapeVariety; litres: number }[],
): { variety: GrapeVariety; percent: number }[] {
  const varieties = blendVarieties(parts);
  const total = varieties.reduce((s, v) => s + v.litres, 0);
  if (total <= 0) return varieties.map((v) => ({ variety: v.variety, percent: 0 }));
  const exact = varieties.map((v) => (v.litres / total) * 100);
  const percents = exact.map(Math.floor);
  let left = 100 - percents.reduce((s, p) => s + p, 0);
  const order = exact.map((e, i) => ({ i, rest: e - Math.floor(e) })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    percents[i]! += 1;
    left -= 1;
  }
  return varieties.map((v, i) => ({ variety: v.variety, percent: percents[i]! }));
}

/** "Blend · Cabernet Sauvignon 60%, Merlot 40%". */
export function blendLabel(parts: readonly { variety: GrapeVariety; litres: number }[]): string {
  return `Blend · ${blendPercentages(parts)
    .map((p) => `${varietyLabel(p.variety)} ${p.percent}%`)
    .join(', ')}`;
}

/** What a wine is called by its grapes: the variety, or a blend's label. */
export function wineVarietyLabel(
  variety: GrapeVariety,
  blend: readonly { variety: GrapeVariety; litres: number }[] | null | undefined,
): string {
  return blend && blend.length > 0 ? blendLabel(blend) : varietyLabel(variety);
}

/** How a batch or wine is known by its grapes and vintage: "Merlot 2", "Blend · Merlot 60%, Syrah 40% (2)". */
export function wineBatchName(
  variety: GrapeVariety,
  blend: readonly { variety: GrapeVariety; litres: number }[] | null | undefined,
  vintage: number,
): string {
  return blend && blend.length > 0 ? `${blendLabel(blend)} (${vintage})` : `${varietyLabel(variety)} ${vintage}`;
}

/** A batch as the blend check sees it. */
export interface BlendCandidate {
  id: string;
  estateId: string;
  /** How the player knows it ("Merlot 2"), for the messages. */
  name: string;
  colour: GrapeColor;
  status: string;
  litres: number;
  stage: WineStage;
  /** Whether it is a blend already. */
  blended: boolean;
}

/**
 * Why these batches cannot be blended (null when they can): 2-10 distinct batches of one estate,
 * all active with wine left, ready to bottle, of one colour, none a blend already.
 */
export function blendProblem(batches: readonly BlendCandidate[]): string | null {
  const m = MESSAGES.winery;
  if (batches.length < BLEND_LIMITS.min || batches.length > BLEND_LIMITS.max)
    return m.blendCount(BLEND_LIMITS.min, BLEND_LIMITS.max);
  if (new Set(batches.map((b) => b.id)).size !== batches.length) return m.blendDuplicate;
  if (new Set(batches.map((b) => b.estateId)).size !== 1) return m.blendEstates;
  for (const b of batches) {
    if (b.status !== 'active') return m.blendGone(b.name);
    if (b.litres <= 0) return m.blendEmpty(b.name);
  }
  for (const b of batches) if (b.stage !== 'ready') return m.blendNotReady(b.name);
  if (new Set(batches.map((b) => b.colour)).size !== 1) return m.blendColours;
  for (const b of batches) if (b.blended) return m.blendOfBlend(b.name);
  return null;
}

// ---------------------------------------------------------------------------------------------
// Bottling and bottle ageing

/** Bottles from litres: 7% is lost at racking, filtering and bottling; 0.75 L a bottle. */
export function bottlesFromLitres(litres: number): number {
  return Math.floor((Math.max(0, litres) * 0.93) / 0.75 + 1e-9);
}

export function bottlingCost(bottles: number): number {
  return Math.ceil(bottles * WINERY_COSTS.bottlingPerBottle - 1e-9);
}

export const WINE_LOT_STATUSES = ['ageing', 'at_peak', 'past_peak'] as const;
export type WineLotStatus = (typeof WINE_LOT_STATUSES)[number];
export const WINE_LOT_STATUS_LABELS: Readonly<Record<WineLotStatus, string>> = {
  ageing: 'Ageing',
  at_peak: 'At its peak',
  past_peak: 'Past its peak',
};

/** A bottled wine's quality `ageDays` after bottling: rising toward its variety's peak, then slowly declining. */
export function bottleQuality(bottledQuality: number, variety: GrapeVariety, ageDays: number): number {
  const { peakDays, bottleGain } = VARIETY_WINEMAKING[variety];
  const age = Math.max(0, ageDays);
  const gain = bottleGain * Math.min(1, age / peakDays);
  const decline = Math.max(0, age - peakDays) / QUALITY_EFFECTS.declineDays;
  return Math.round(clampQuality(bottledQuality + gain - decline));
}

/** Ageing until the peak; at it for 10% of the peak's days after; past it then. */
export function wineLotStatus(variety: GrapeVariety, ageDays: number): WineLotStatus {
  const { peakDays } = VARIETY_WINEMAKING[variety];
  if (ageDays < peakDays) return 'ageing';
  return ageDays <= peakDays * 1.1 ? 'at_peak' : 'past_peak';
}

// ---------------------------------------------------------------------------------------------
// Bulk wine: an unlimited floor with a thin margin

/** `B`: what bulk buyers pay per litre in each region before quality (€/L), 0.85 × the grape price `G`. */
export const BULK_BASE_PRICES: Readonly<Record<RegionKey, number>> = Object.fromEntries(
  Object.entries(GRAPE_BASE_PRICES).map(([region, g]) => [region, Math.round(g * 0.85 * 100) / 100]),
) as Record<RegionKey, number>;

/** `€/L = B_region × (0.7 + q/200)`. */
export function bulkWinePrice(region: RegionKey, quality: number): number {
  return BULK_BASE_PRICES[region] * (0.7 + clampQuality(quality) / 200);
}

/** Whole euros for `litres` of bulk wine. */
export function bulkWineRevenue(region: RegionKey, quality: number, litres: number): number {
  return saleIncome(bulkWinePrice(region, quality) * Math.max(0, Math.floor(litres)));
}

/** Wine can be sold as bulk once its alcoholic fermentation is over. */
export function canSellBulk(stage: WineStage): boolean {
  return stage !== 'fermentation';
}

// ---------------------------------------------------------------------------------------------
// Filling the cellar

export interface FreeTank {
  id: string;
  freeLitres: number;
}
export interface FreeBarrel {
  id: string;
  kind: VesselKind;
  fills: number;
}
export interface VesselShare {
  vesselId: string;
  litres: number;
}

export type CellarAllocation =
  | { ok: true; tanks: VesselShare[]; barrels: VesselShare[]; oakStrength: number }
  | { ok: false; lacking: 'tanks'; freeLitres: number; neededLitres: number }
  | { ok: false; lacking: 'barrels'; freeBarrels: number; neededBarrels: number };

/**
 * Where `litres` of a new batch go: tanks with the most free space first (a batch may span
 * tanks), and for oak élevage the freshest free barrels of the chosen oak, reserved from the crush.
 */
export function allocateCellar(
  plan: WinePlan,
  litres: number,
  tanks: readonly FreeTank[],
  barrels: readonly FreeBarrel[],
): CellarAllocation {
  const freeLitres = tanks.reduce((s, t) => s + Math.max(0, t.freeLitres), 0);
  if (freeLitres < litres) return { ok: false, lacking: 'tanks', freeLitres, neededLitres: litres };
  const tankShares: VesselShare[] = [];
  let left = litres;
  for (const t of [...tanks].sort((a, b) => b.freeLitres - a.freeLitres || a.id.localeCompare(b.id))) {
    if (left <= 0) break;
    const take = Math.min(left, t.freeLitres);
    if (take > 0) tankShares.push({ vesselId: t.id, litres: take });
    left -= take;
  }
  const { kind, needed, usable } = barrelChoice(plan, litres, barrels);
  if (needed === 0) return { ok: true, tanks: tankShares, barrels: [], oakStrength: 0 };
  if (usable.length < needed)
    return { ok: false, lacking: 'barrels', freeBarrels: usable.length, neededBarrels: needed };
  const chosen = usable.slice(0, needed);
  const barrelShares = shareOut(
    litres,
    chosen.map((b) => b.id),
    VESSELS[kind].litres,
  );
  const oakStrength = chosen.reduce((s, b) => s + barrelOakStrength(b.kind, b.fills), 0) / chosen.length;
  return { ok: true, tanks: tankShares, barrels: barrelShares, oakStrength };
}

/** The barrels a batch of `litres` needs, of which kind, and the free ones of that kind, freshest first. */
function barrelChoice(plan: WinePlan, litres: number, barrels: readonly FreeBarrel[]) {
  const kind: VesselKind = plan.oak === 'american' ? 'barrel_american' : 'barrel_french';
  const usable = barrels.filter((b) => b.kind === kind).sort((a, b) => a.fills - b.fills || a.id.localeCompare(b.id));
  return { kind, needed: barrelsNeeded(plan, litres), usable };
}

/**
 * The quality a batch of `litres` crushed now will have when ready to bottle: its grapes' quality
 * plus the plan's effects (batchQuality on its ready day), aged in the barrels allocateCellar would
 * give it (the freshest free ones; new ones where too few are free, as the player would buy).
 */
export function expectedReadyQuality(
  grapeQuality: number,
  variety: GrapeVariety,
  plan: WinePlan,
  litres: number,
  freeBarrels: readonly FreeBarrel[],
): number {
  const { kind, needed, usable } = barrelChoice(plan, litres, freeBarrels);
  const chosen = usable.slice(0, needed);
  const oak =
    chosen.reduce((s, b) => s + barrelOakStrength(b.kind, b.fills), 0) +
    (needed - chosen.length) * barrelOakStrength(kind, 0);
  const schedule = wineSchedule(GRAPE_VARIETY_COLORS[variety], plan, 0);
  return batchQuality(grapeQuality, variety, plan, schedule, needed > 0 ? oak / needed : 0, schedule.readyDay);
}

/** `litres` poured into vessels of `size` in order, each filled before the next. */
function shareOut(litres: number, vesselIds: readonly string[], size: number): VesselShare[] {
  const shares: VesselShare[] = [];
  let left = litres;
  for (const id of vesselIds) {
    if (left <= 0) break;
    const take = Math.min(size, left);
    shares.push({ vesselId: id, litres: take });
    left -= take;
  }
  return shares;
}

/**
 * A batch's vessel shares after it shrinks to `litres` (a bulk sale): tanks give up litres from
 * the fullest down; barrels are emptied one by one (an emptied barrel is free again).
 */
export function shrinkShares(shares: readonly (VesselShare & { kind: VesselKind })[], litres: number): VesselShare[] {
  const keep = (list: readonly VesselShare[]) => {
    let left = Math.max(0, litres);
    const out: VesselShare[] = [];
    for (const s of [...list].sort((a, b) => b.litres - a.litres || a.vesselId.localeCompare(b.vesselId))) {
      const take = Math.min(s.litres, left);
      if (take > 0) out.push({ vesselId: s.vesselId, litres: take });
      left -= take;
    }
    return out;
  };
  return [...keep(shares.filter((s) => s.kind === 'tank')), ...keep(shares.filter((s) => s.kind !== 'tank'))];
}
