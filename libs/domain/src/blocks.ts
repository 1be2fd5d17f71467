import { isOneOf } from './guards';

export const BLOCK_ORIENTATIONS = ['north-south', 'east-west', 'northeast-southwest', 'northwest-southeast'] as const;
export type BlockOrientation = (typeof BLOCK_ORIENTATIONS)[number];

export const TRELLIS_SYSTEMS = ['vsp', 'guyot', 'cordon', 'lyre', 'pergola', 'gobelet'] as const;
export type TrellisSystem = (typeof TRELLIS_SYSTEMS)[number];

export const BLOCK_STATUSES = ['planting', 'growing', 'mature', 'harvesting', 'dormant'] as const;
export type BlockStatus = (typeof BLOCK_STATUSES)[number];
/** Decision: a newly created block starts in 'planting' (the spec does not show transitions). */
export const DEFAULT_BLOCK_STATUS: BlockStatus = 'planting';

/**
 * Block form limits: sizes in hectares, spacings in metres. The maxima are far beyond real
 * vineyards (rows are rarely wider than 4 m) and well inside the columns (numeric(8,2) and
 * numeric(5,2)), so a typo is a clear 400, never a database overflow.
 */
export const BLOCK_LIMITS = {
  size: { min: 0.1, max: 1000, step: 0.1, default: 0.5 },
  rowSpacing: { min: 0.5, max: 10, step: 0.1, default: 2 },
  vineSpacing: { min: 0.5, max: 10, step: 0.1, default: 1 },
} as const;

export function isBlockOrientation(value: unknown): value is BlockOrientation {
  return isOneOf(BLOCK_ORIENTATIONS, value);
}
export function isTrellisSystem(value: unknown): value is TrellisSystem {
  return isOneOf(TRELLIS_SYSTEMS, value);
}
export function isBlockStatus(value: unknown): value is BlockStatus {
  return isOneOf(BLOCK_STATUSES, value);
}

const SQUARE_METRES_PER_HECTARE = 10000;

/** Vines per hectare = 10000 / (row spacing × vine spacing). 0 for non-positive spacings. */
export function vinesPerHectare(rowSpacing: number, vineSpacing: number): number {
  const area = rowSpacing * vineSpacing;
  return Number.isFinite(area) && rowSpacing > 0 && vineSpacing > 0 ? SQUARE_METRES_PER_HECTARE / area : 0;
}

/** Vines in a block = round(size × vinesPerHectare). */
export function vineCount(size: number, rowSpacing: number, vineSpacing: number): number {
  if (!Number.isFinite(size) || size <= 0) return 0;
  return Math.round(size * vinesPerHectare(rowSpacing, vineSpacing));
}
