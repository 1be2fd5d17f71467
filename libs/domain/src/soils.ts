import { isOneOf } from './guards';

export const SOIL_TYPES = ['clay', 'loam', 'sandy', 'gravel', 'limestone', 'silt', 'chalk'] as const;
export type SoilType = (typeof SOIL_TYPES)[number];

export const SOIL_COLORS: Readonly<Record<SoilType, string>> = {
  clay: '#8D6E63',
  loam: '#A1887F',
  sandy: '#E0E0E0',
  gravel: '#9E9E9E',
  limestone: '#ECEFF1',
  silt: '#BCAAA4',
  chalk: '#CFD8DC',
};
export const DEFAULT_SOIL_COLOR = '#9E9E9E';

export function isSoilType(value: unknown): value is SoilType {
  return isOneOf(SOIL_TYPES, value);
}

/** Display colour of a soil type; '#9E9E9E' for a missing or unknown one. */
export function soilColor(soil: string | null | undefined): string {
  return isSoilType(soil) ? SOIL_COLORS[soil] : DEFAULT_SOIL_COLOR;
}
