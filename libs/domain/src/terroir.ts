/**
 * Terroir of generated land: per-region profiles, a generator driven by an injected random source
 * (so the server uses a CSPRNG-free Math.random-like source and tests use a seeded one), and the
 * land valuation formula. Described in docs/game-rules.md.
 */
import { ESTATE_TEMPLATE_INFO, type EstateTemplate } from './estates';
import { MAINTENANCE_RATE } from './marketplace';
import { PLOT_ORIENTATIONS, type PlotOrientation, type Terrain } from './plots';
import { REGION_BASE_PRICES, type RegionKey } from './regions';
import type { SoilType } from './soils';

export type Random = () => number; // uniform in [0, 1)

export interface RegionProfile {
  /** Relative weights of the soils found in the region. */
  soils: Partial<Record<SoilType, number>>;
  /** Elevation range in metres. */
  elevation: [number, number];
  /** Sun exposure range, 0-10. */
  sun: [number, number];
  /** Water access range, 0-10. */
  water: [number, number];
  terrains: Partial<Record<Terrain, number>>;
}

export const REGION_PROFILES: Readonly<Record<RegionKey, RegionProfile>> = {
  // Chianti hills: galestro/alberese (clay-limestone), warm and dry summers
  tuscany: {
    soils: { clay: 3, limestone: 3, loam: 2, gravel: 1 },
    elevation: [150, 550],
    sun: [6, 9],
    water: [3, 6],
    terrains: { 'gentle slope': 3, 'moderate slope': 3, 'steep slope': 1, flat: 1 },
  },
  // Left and right bank: gravel and clay-limestone, maritime and humid
  bordeaux: {
    soils: { gravel: 4, clay: 3, limestone: 2, sandy: 1 },
    elevation: [5, 100],
    sun: [5, 7],
    water: [5, 8],
    terrains: { flat: 4, 'gentle slope': 3 },
  },
  // Valley floor alluvium and volcanic benches, sunny and dry
  napa: {
    soils: { loam: 3, gravel: 2, clay: 2, silt: 2 },
    elevation: [20, 600],
    sun: [7, 10],
    water: [3, 6],
    terrains: { flat: 3, 'gentle slope': 2, 'moderate slope': 2, 'steep slope': 1 },
  },
  // Ebro valley: clay-limestone and alluvial soils, continental
  rioja: {
    soils: { clay: 3, limestone: 3, silt: 2, sandy: 1 },
    elevation: [300, 700],
    sun: [6, 9],
    water: [3, 5],
    terrains: { 'gentle slope': 3, flat: 2, 'moderate slope': 2 },
  },
  // High desert at the foot of the Andes: sandy-loam alluvium, irrigated by snowmelt
  mendoza: {
    soils: { sandy: 3, loam: 3, gravel: 2, silt: 1 },
    elevation: [700, 1500],
    sun: [8, 10],
    water: [2, 5],
    terrains: { flat: 3, 'gentle slope': 2, 'moderate slope': 1 },
  },
  // Warm valley floor with sandy loam over clay, hotter and drier
  barossa: {
    soils: { sandy: 3, loam: 2, clay: 2, chalk: 1 },
    elevation: [200, 500],
    sun: [8, 10],
    water: [2, 5],
    terrains: { flat: 3, 'gentle slope': 3, 'moderate slope': 1 },
  },
};

export interface Terroir {
  soilType: SoilType;
  elevation: number;
  orientation: PlotOrientation;
  sunExposure: number;
  waterAccess: number;
  terrain: Terrain;
}

function pickWeighted<T extends string>(weights: Partial<Record<T, number>>, rng: Random): T {
  const entries = Object.entries(weights) as [T, number][];
  const total = entries.reduce((sum, [, w]) => sum + w, 0);
  let roll = rng() * total;
  for (const [value, weight] of entries) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return entries[entries.length - 1]![0];
}

function intBetween([min, max]: [number, number], rng: Random): number {
  return min + Math.floor(rng() * (max - min + 1));
}

export function generateTerroir(region: RegionKey, rng: Random): Terroir {
  const profile = REGION_PROFILES[region];
  return {
    soilType: pickWeighted(profile.soils, rng),
    elevation: Math.round(intBetween(profile.elevation, rng) / 5) * 5,
    orientation: PLOT_ORIENTATIONS[Math.floor(rng() * PLOT_ORIENTATIONS.length)]!,
    sunExposure: intBetween(profile.sun, rng),
    waterAccess: intBetween(profile.water, rng),
    terrain: pickWeighted(profile.terrains, rng),
  };
}

const ORIENTATION_FACTOR: Readonly<Record<PlotOrientation, number>> = {
  south: 1.06,
  southeast: 1.04,
  southwest: 1.04,
  east: 1.0,
  west: 1.0,
  north: 0.92,
};

const TERRAIN_FACTOR: Readonly<Record<Terrain, number>> = {
  flat: 1.0,
  'gentle slope': 1.05,
  'moderate slope': 1.02,
  'steep slope': 0.9,
};

/**
 * How much the terroir moves a plot's value around its region's base price. The factor rewards
 * sun (±2% per point from 5) and water (±1% per point from 5), favours south-facing and gently
 * sloping land, and is kept within 0.7-1.3 (three decimals).
 */
export function terroirFactor(
  terroir: Pick<Terroir, 'sunExposure' | 'waterAccess' | 'orientation' | 'terrain'>,
): number {
  const factor =
    1 +
    (terroir.sunExposure - 5) * 0.02 +
    (terroir.waterAccess - 5) * 0.01 +
    (ORIENTATION_FACTOR[terroir.orientation] - 1) +
    (TERRAIN_FACTOR[terroir.terrain] - 1);
  return Math.round(Math.min(1.3, Math.max(0.7, factor)) * 1000) / 1000;
}

/** Market value in whole euros: region base price per hectare × hectares × terroir factor. */
export function landValuation(
  region: RegionKey,
  sizeHa: number,
  terroir: Pick<Terroir, 'sunExposure' | 'waterAccess' | 'orientation' | 'terrain'>,
): number {
  return Math.round(REGION_BASE_PRICES[region] * sizeHa * terroirFactor(terroir));
}

export function annualMaintenance(price: number): number {
  return Math.round(price * MAINTENANCE_RATE);
}

/**
 * How a template's land is split into plots (hectares each, largest first):
 * boutique [2], family and standard [3, 2], commercial [5, 3, 2].
 */
export function templatePlotSizes(template: EstateTemplate): number[] {
  const { hectares, plots } = ESTATE_TEMPLATE_INFO[template];
  if (plots === 1) return [hectares];
  const sizes: number[] = [];
  let left = hectares;
  for (let i = plots; i > 1; i--) {
    const size = Math.ceil(left / 2);
    sizes.push(size);
    left -= size;
  }
  sizes.push(left);
  return sizes;
}

/** A small seeded generator (mulberry32) for reproducible tests and benchmarks. */
export function seededRandom(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Undeveloped land is sold by size only: its terroir is surveyed once bought. */
export const LAND_PURCHASE_LIMITS = { minHa: 0.5, maxHa: 10, step: 0.1 } as const;

/**
 * The mean terroir factor of a region's generated land, exactly: every sun and water score, every
 * orientation (uniform) and every terrain (by its weight) the generator can draw. Undeveloped land
 * is priced at it, so that buying blind and reselling at the surveyed valuation gains nothing on
 * average (the 2% sale fee makes flipping lose).
 */
export function meanTerroirFactor(region: RegionKey): number {
  const cached = meanFactorCache.get(region);
  if (cached !== undefined) return cached;
  const profile = REGION_PROFILES[region];
  const terrains = Object.entries(profile.terrains) as [Terrain, number][];
  let total = 0;
  let weight = 0;
  for (let sunExposure = profile.sun[0]; sunExposure <= profile.sun[1]; sunExposure++) {
    for (let waterAccess = profile.water[0]; waterAccess <= profile.water[1]; waterAccess++) {
      for (const orientation of PLOT_ORIENTATIONS) {
        for (const [terrain, w] of terrains) {
          total += terroirFactor({ sunExposure, waterAccess, orientation, terrain }) * w;
          weight += w;
        }
      }
    }
  }
  const mean = Math.round((total / weight) * 1000) / 1000;
  meanFactorCache.set(region, mean);
  return mean;
}
const meanFactorCache = new Map<RegionKey, number>();

/**
 * The price of undeveloped land: the region's base price per hectare × hectares × the region's
 * mean terroir factor (whole euros) — what surveyed land of that size is worth on average.
 */
export function undevelopedLandPrice(region: RegionKey, sizeHa: number): number {
  return Math.round(REGION_BASE_PRICES[region] * sizeHa * meanTerroirFactor(region));
}
