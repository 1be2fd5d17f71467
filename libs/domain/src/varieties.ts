import { isOneOf } from './guards';

export const GRAPE_VARIETIES = [
  'cabernet sauvignon',
  'merlot',
  'pinot noir',
  'syrah',
  'chardonnay',
  'sauvignon blanc',
  'riesling',
  'malbec',
  'nebbiolo',
  'sangiovese',
  'tempranillo',
  'zinfandel',
] as const;
export type GrapeVariety = (typeof GRAPE_VARIETIES)[number];

export const GRAPE_COLORS = ['red', 'white'] as const;
export type GrapeColor = (typeof GRAPE_COLORS)[number];

export const GRAPE_VARIETY_COLORS: Readonly<Record<GrapeVariety, GrapeColor>> = {
  'cabernet sauvignon': 'red',
  merlot: 'red',
  'pinot noir': 'red',
  syrah: 'red',
  chardonnay: 'white',
  'sauvignon blanc': 'white',
  riesling: 'white',
  malbec: 'red',
  nebbiolo: 'red',
  sangiovese: 'red',
  tempranillo: 'red',
  zinfandel: 'red',
};

export const RED_VARIETIES: readonly GrapeVariety[] = GRAPE_VARIETIES.filter((v) => GRAPE_VARIETY_COLORS[v] === 'red');
export const WHITE_VARIETIES: readonly GrapeVariety[] = GRAPE_VARIETIES.filter(
  (v) => GRAPE_VARIETY_COLORS[v] === 'white',
);

export function isGrapeVariety(value: unknown): value is GrapeVariety {
  return isOneOf(GRAPE_VARIETIES, value);
}

export function grapeColor(variety: GrapeVariety): GrapeColor {
  return GRAPE_VARIETY_COLORS[variety];
}

/** 'cabernet sauvignon' → 'Cabernet Sauvignon'. */
export function varietyLabel(variety: string): string {
  return variety.replace(/\b[a-z]/g, (c) => c.toUpperCase());
}
