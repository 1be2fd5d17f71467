import type { BlockStatus } from '@vineyard/domain';

/** 'north-south' → 'North-South'. */
export function orientationLabel(value: string): string {
  return value.replace(/\b[a-z]/g, (c) => c.toUpperCase());
}

/** 'vsp' → 'VSP', 'guyot' → 'Guyot'. */
export function trellisLabel(value: string): string {
  return value === 'vsp' ? 'VSP' : value.charAt(0).toUpperCase() + value.slice(1);
}

export const STATUS_PALETTE: Record<BlockStatus, string> = {
  planting: 'blue',
  growing: 'green',
  mature: 'purple',
  harvesting: 'orange',
  dormant: 'gray',
};

/** Chakra palette of a health percentage (healthColor: green / amber / red). */
export const HEALTH_PALETTE = { green: 'green', amber: 'orange', red: 'red' } as const;
