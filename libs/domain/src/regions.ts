import { isOneOf } from './guards';

/** Region keys as stored on an estate's `location` (which may also be null). */
export const REGIONS = ['tuscany', 'bordeaux', 'napa', 'rioja', 'mendoza', 'barossa'] as const;
export type RegionKey = (typeof REGIONS)[number];

export const REGION_INFO: Readonly<Record<RegionKey, { name: string; country: string }>> = {
  tuscany: { name: 'Tuscany', country: 'Italy' },
  bordeaux: { name: 'Bordeaux', country: 'France' },
  napa: { name: 'Napa Valley', country: 'USA' },
  rioja: { name: 'Rioja', country: 'Spain' },
  mendoza: { name: 'Mendoza', country: 'Argentina' },
  barossa: { name: 'Barossa Valley', country: 'Australia' },
};

export const UNKNOWN_REGION_LABEL = 'Unknown Region';
export const MISSING_REGION_LABEL = 'Local Region';

/** Base land price per hectare in euros, per region (simulated market). */
export const REGION_BASE_PRICES: Readonly<Record<RegionKey, number>> = {
  tuscany: 80000,
  bordeaux: 120000,
  napa: 150000,
  rioja: 70000,
  mendoza: 50000,
  barossa: 60000,
};

export function isRegionKey(value: unknown): value is RegionKey {
  return isOneOf(REGIONS, value);
}

/** Display name: 'Local Region' when missing (null/undefined/''), 'Unknown Region' when not a known key. */
export function regionLabel(key: string | null | undefined): string {
  if (key === null || key === undefined || key === '') return MISSING_REGION_LABEL;
  return isRegionKey(key) ? REGION_INFO[key].name : UNKNOWN_REGION_LABEL;
}

/** Country of a region, or null when the key is missing or unknown. */
export function regionCountry(key: string | null | undefined): string | null {
  return isRegionKey(key) ? REGION_INFO[key].country : null;
}
