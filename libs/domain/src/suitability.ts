/**
 * How well each grape variety suits a plot: one deterministic model used by plot details and the
 * marketplace. Each variety has preferences (soils, elevation, sun, water, climate); a plot scores
 * 0-100 as a weighted match: soil 30, sun 25, climate 15, water 15, elevation 15.
 * Described in docs/game-rules.md.
 */
import type { Terroir } from './terroir';
import type { RegionKey } from './regions';
import type { SoilType } from './soils';
import { GRAPE_VARIETIES, GRAPE_VARIETY_COLORS, type GrapeVariety } from './varieties';

export type Climate = 'cool' | 'moderate' | 'warm' | 'hot';

/** The regional climate used by the model. */
export const REGION_CLIMATES: Readonly<Record<RegionKey, Climate>> = {
  bordeaux: 'moderate',
  tuscany: 'warm',
  rioja: 'warm',
  napa: 'warm',
  barossa: 'hot',
  mendoza: 'hot',
};

const CLIMATE_ORDER: readonly Climate[] = ['cool', 'moderate', 'warm', 'hot'];

export interface VarietyPreference {
  /** Soils in order of preference; the first ones score best. */
  soils: SoilType[];
  /** Ideal elevation range in metres. */
  elevation: [number, number];
  /** Minimum sun exposure (0-10) for full ripeness. */
  sun: number;
  /** Ideal water access range (0-10). */
  water: [number, number];
  climate: Climate;
}

export const VARIETY_PREFERENCES: Readonly<Record<GrapeVariety, VarietyPreference>> = {
  'cabernet sauvignon': {
    soils: ['gravel', 'sandy', 'loam'],
    elevation: [0, 400],
    sun: 8,
    water: [3, 6],
    climate: 'warm',
  },
  merlot: { soils: ['clay', 'limestone', 'loam'], elevation: [0, 300], sun: 6, water: [4, 7], climate: 'moderate' },
  'pinot noir': {
    soils: ['limestone', 'chalk', 'clay'],
    elevation: [100, 600],
    sun: 5,
    water: [4, 7],
    climate: 'cool',
  },
  syrah: { soils: ['gravel', 'sandy', 'loam'], elevation: [100, 700], sun: 8, water: [2, 5], climate: 'hot' },
  chardonnay: { soils: ['chalk', 'limestone', 'clay'], elevation: [50, 500], sun: 5, water: [4, 7], climate: 'cool' },
  'sauvignon blanc': {
    soils: ['chalk', 'gravel', 'limestone'],
    elevation: [0, 400],
    sun: 5,
    water: [4, 7],
    climate: 'moderate',
  },
  riesling: { soils: ['silt', 'limestone', 'loam'], elevation: [100, 500], sun: 4, water: [4, 8], climate: 'cool' },
  malbec: { soils: ['sandy', 'gravel', 'loam'], elevation: [600, 1600], sun: 8, water: [2, 5], climate: 'hot' },
  nebbiolo: { soils: ['limestone', 'clay', 'silt'], elevation: [200, 600], sun: 7, water: [3, 6], climate: 'moderate' },
  sangiovese: { soils: ['clay', 'limestone', 'gravel'], elevation: [150, 550], sun: 7, water: [3, 6], climate: 'warm' },
  tempranillo: { soils: ['limestone', 'clay', 'sandy'], elevation: [300, 800], sun: 7, water: [2, 5], climate: 'warm' },
  zinfandel: { soils: ['loam', 'gravel', 'sandy'], elevation: [0, 500], sun: 8, water: [2, 5], climate: 'hot' },
};

export interface VarietyScore {
  variety: GrapeVariety;
  score: number;
}

function rangeScore(value: number, [min, max]: [number, number], tolerance: number): number {
  if (value >= min && value <= max) return 1;
  const distance = value < min ? min - value : value - max;
  return Math.max(0, 1 - distance / tolerance);
}

export function varietyScore(variety: GrapeVariety, region: RegionKey, terroir: Terroir): number {
  const p = VARIETY_PREFERENCES[variety];
  const soilRank = p.soils.indexOf(terroir.soilType);
  const soil = soilRank === -1 ? 0.25 : [1, 0.85, 0.7][soilRank]!;
  const sun = Math.max(0, 1 - Math.max(0, p.sun - terroir.sunExposure) * 0.2);
  const water = rangeScore(terroir.waterAccess, p.water, 4);
  const elevation = rangeScore(terroir.elevation, p.elevation, 400);
  const climateGap = Math.abs(CLIMATE_ORDER.indexOf(REGION_CLIMATES[region]) - CLIMATE_ORDER.indexOf(p.climate));
  const climate = [1, 0.6, 0.25, 0][climateGap]!;
  return Math.round(100 * (0.3 * soil + 0.25 * sun + 0.15 * climate + 0.15 * water + 0.15 * elevation));
}

/** Scores for every variety, best first, split by colour (ties broken by name for stability). */
export function suitableVarieties(region: RegionKey, terroir: Terroir): { red: VarietyScore[]; white: VarietyScore[] } {
  const all = GRAPE_VARIETIES.map((variety) => ({ variety, score: varietyScore(variety, region, terroir) })).sort(
    (a, b) => b.score - a.score || a.variety.localeCompare(b.variety),
  );
  return {
    red: all.filter((s) => GRAPE_VARIETY_COLORS[s.variety] === 'red'),
    white: all.filter((s) => GRAPE_VARIETY_COLORS[s.variety] === 'white'),
  };
}
