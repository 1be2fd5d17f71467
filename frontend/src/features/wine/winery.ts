/**
 * What the Winery screens work out on the client, from the same rules as the server
 * (libs/domain): what a crush would need and cost, the presets that fit a lot, game dates.
 */
import {
  AGEING_TIER_NOTICE_DAYS,
  ageingTierChange,
  barrelsNeeded,
  BLEND_LIMITS,
  blendLabel,
  blendQuality,
  classicBlend,
  crush,
  expectedReadyQuality,
  formatGameDay,
  grapeColor,
  MESSAGES,
  WINE_PRESET_INFO,
  WINE_PRESETS,
  WINE_TIER_INFO,
  type FreeBarrel,
  type GrapeColor,
  type GrapeVariety,
  type VesselKind,
  type WinePreset,
} from '@vineyard/domain';
import type { CellarTotalsDto, VesselDto, WineBatchDto, WineLotDto } from '../../api';

export const gameDate = formatGameDay;

/** The presets for a variety's colour. */
export function presetsFor(variety: GrapeVariety): WinePreset[] {
  const colour = grapeColor(variety);
  return WINE_PRESETS.filter((p) => WINE_PRESET_INFO[p].colour === colour);
}

export interface CrushPlanCheck {
  litres: number;
  cost: number;
  barrels: number;
  /** Free barrels of the plan's oak. */
  freeBarrels: number;
  /** The wine's quality when ready to bottle (expectedReadyQuality). */
  quality: number;
  /** Why the cellar cannot take it (null when it can, as far as the client knows). */
  problem: string | null;
}

/** What crushing `kilograms` of a lot with a preset needs from the cellar, costs and makes. */
export function checkCrush(
  lot: { variety: GrapeVariety; quality: number },
  kilograms: number,
  preset: WinePreset,
  sorting: boolean,
  totals: CellarTotalsDto,
  freeBarrels: readonly FreeBarrel[],
): CrushPlanCheck {
  const plan = { ...WINE_PRESET_INFO[preset].plan, sorting: sorting || WINE_PRESET_INFO[preset].plan.sorting };
  const result = crush(grapeColor(lot.variety), kilograms, plan.sorting);
  const barrels = barrelsNeeded(plan, result.litres);
  const kind: VesselKind = plan.oak === 'american' ? 'barrel_american' : 'barrel_french';
  const free = freeBarrels.filter((b) => b.kind === kind).length;
  let problem: string | null = null;
  if (result.litres > totals.tankFreeLitres)
    problem = `Needs ${result.litres.toLocaleString('en-US')} L of tank space; ${totals.tankFreeLitres.toLocaleString('en-US')} L free.`;
  else if (barrels > free) problem = `Needs ${barrels} free ${plan.oak} oak barrels; ${free} free.`;
  const quality = expectedReadyQuality(lot.quality, lot.variety, plan, result.litres, freeBarrels);
  return { litres: result.litres, cost: result.cost, barrels, freeBarrels: free, quality, problem };
}

/** The cellar's barrels no batch holds, as the crush chooses among them. */
export function freeBarrelsOf(vessels: readonly VesselDto[]): FreeBarrel[] {
  return vessels
    .filter((v) => v.kind !== 'tank' && v.batchIds.length === 0)
    .map((v) => ({ id: v.id, kind: v.kind, fills: v.fills }));
}

/** The number as typed, or null unless a whole number from `min` to `max`. */
export function wholeNumberIn(value: string, min: number, max: number): number | null {
  if (value.trim() === '') return null;
  const n = Number(value);
  return Number.isInteger(n) && n >= min && n <= max ? n : null;
}

/** The kilograms as typed, or null unless whole and within 100 and what is left. */
export function crushKilograms(value: string, available: number): number | null {
  return wholeNumberIn(value, 100, available);
}

/** The colours with enough batches that can be blended today (at least two each). */
export function blendableColours(batches: readonly WineBatchDto[]): GrapeColor[] {
  const colours: GrapeColor[] = ['red', 'white'];
  return colours.filter((c) => batches.filter((b) => b.canBlend && b.colour === c).length >= BLEND_LIMITS.min);
}

export interface BlendPreview {
  litres: number;
  quality: number;
  label: string;
  /** The classic blend it makes (its bonus applies), or null. */
  classic: string | null;
}

/** What blending these batches would give, by the same rules as the server. */
export function blendPreview(batches: readonly WineBatchDto[]): BlendPreview | null {
  if (batches.length === 0) return null;
  const parts = batches.map((b) => ({ variety: b.variety, litres: b.litres, quality: b.quality }));
  return {
    litres: parts.reduce((s, p) => s + p.litres, 0),
    quality: blendQuality(parts),
    label: blendLabel(parts),
    classic: classicBlend(parts)?.name ?? null,
  };
}

/**
 * When bottle ageing moves a wine into other buyers' pool within AGEING_TIER_NOTICE_DAYS, at the
 * estate's reputation today (ageingTierChange): "Moves to Fine buyers around …", or null.
 */
export function ageingTierNote(
  wine: Pick<WineLotDto, 'bottledQuality' | 'variety' | 'ageDays' | 'bottledDay'>,
  reputation: number,
): string | null {
  const change = ageingTierChange(wine.bottledQuality, wine.variety, wine.ageDays, reputation, AGEING_TIER_NOTICE_DAYS);
  return change
    ? MESSAGES.tiers.movesTo(WINE_TIER_INFO[change.marketTier].label, gameDate(wine.bottledDay + change.ageDays))
    : null;
}
