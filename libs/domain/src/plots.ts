import { isOneOf } from './guards';

export const PLOT_ORIENTATIONS = ['north', 'south', 'east', 'west', 'southeast', 'southwest'] as const;
export type PlotOrientation = (typeof PLOT_ORIENTATIONS)[number];

export const TERRAINS = ['flat', 'gentle slope', 'moderate slope', 'steep slope'] as const;
export type Terrain = (typeof TERRAINS)[number];

/** Sun exposure and water access are scored 0-10; the bar width is score × 10 percent. */
export const PLOT_SCORE_RANGE = { min: 0, max: 10 } as const;

export function isPlotOrientation(value: unknown): value is PlotOrientation {
  return isOneOf(PLOT_ORIENTATIONS, value);
}
export function isTerrain(value: unknown): value is Terrain {
  return isOneOf(TERRAINS, value);
}

/** Bar width in percent for a 0-10 score, clamped to 0..100. */
export function scoreBarPercent(score: number): number {
  if (!Number.isFinite(score)) return 0;
  const clamped = Math.min(PLOT_SCORE_RANGE.max, Math.max(PLOT_SCORE_RANGE.min, score));
  return Math.round(clamped * 1000) / 100;
}
