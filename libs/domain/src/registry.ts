import type { RegionKey } from './regions';
import { annualMaintenance, generateTerroir, landValuation, type Random, type Terroir } from './terroir';

/**
 * The land registry: a non-player seller that keeps every region's market stocked in a new or
 * quiet world, with the spec's simulated-market constants (3-6 plots of 1-6 ha per region, priced
 * from the region's base price, maintenance 2% of price). The game tick tops a region back up to a
 * fresh random target of 3-6 offers whenever it holds fewer than the minimum; unsold offers expire
 * after their duration and the land returns to the registry. Money paid to the registry leaves the
 * economy (it is a sink, like upkeep).
 */
export const REGISTRY_SUPPLY = {
  minOffersPerRegion: 3,
  maxOffersPerRegion: 6,
  minHa: 1,
  maxHa: 6,
  listingDays: 30,
} as const;

const NAME_FIRST = [
  'Sunny',
  'Old Oak',
  'Stone',
  'Cypress',
  'Golden',
  'Quiet',
  'Windy',
  'Red Earth',
  'Chapel',
  'Silver',
];
const NAME_SECOND = ['Ridge', 'Terrace', 'Hollow', 'Slope', 'Field', 'Bench', 'Crest', 'Meadow', 'Vale', 'Hill'];

export interface RegistryOffer extends Terroir {
  name: string;
  description: string;
  size: number;
  price: number;
  maintenanceCost: number;
}

/** How many offers to add to a region that holds `current` (0 when it holds enough). */
export function registryShortfall(current: number, rng: Random): number {
  const { minOffersPerRegion: min, maxOffersPerRegion: max } = REGISTRY_SUPPLY;
  if (current >= min) return 0;
  const target = min + Math.floor(rng() * (max - min + 1));
  return Math.max(0, target - current);
}

/** One registry plot: surveyed terroir, 1-6 ha in tenths, priced at its market value. */
export function generateRegistryOffer(region: RegionKey, rng: Random): RegistryOffer {
  const { minHa, maxHa } = REGISTRY_SUPPLY;
  const size = Math.round((minHa + rng() * (maxHa - minHa)) * 10) / 10;
  const terroir = generateTerroir(region, rng);
  const price = Math.max(1000, landValuation(region, size, terroir));
  const name = `${NAME_FIRST[Math.floor(rng() * NAME_FIRST.length)]} ${NAME_SECOND[Math.floor(rng() * NAME_SECOND.length)]}`;
  return {
    ...terroir,
    name,
    size,
    price,
    maintenanceCost: annualMaintenance(price),
    description: `${size} ha of undeveloped ${terroir.soilType} land, ${terroir.terrain}, facing ${terroir.orientation} at ${terroir.elevation} m.`,
  };
}
