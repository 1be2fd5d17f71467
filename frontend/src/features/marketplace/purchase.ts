import { MESSAGES } from '@vineyard/domain';
import type { EstateDto, MarketPlotDto } from '../../api';

/** What the Purchase Plot area shows for a listing and the selected estate. */
export type PurchaseState =
  | { kind: 'own' }
  | { kind: 'no-estate'; message: string }
  | { kind: 'insufficient'; message: string }
  | { kind: 'ready' };

/**
 * Purchase rules of the market plot card (spec §2, §5): the seller's own listing cannot be bought
 * (no button, a note); without a selected estate or with funds below the listing price the
 * button is disabled with the spec's text.
 */
export function purchaseState(
  plot: Pick<MarketPlotDto, 'own' | 'listingPrice'>,
  estate: Pick<EstateDto, 'money'> | null | undefined,
): PurchaseState {
  if (plot.own) return { kind: 'own' };
  if (!estate) return { kind: 'no-estate', message: MESSAGES.marketplace.selectEstate };
  if (estate.money < plot.listingPrice)
    return { kind: 'insufficient', message: MESSAGES.marketplace.insufficientFunds };
  return { kind: 'ready' };
}

/** Merges red and white suitability, best first, at most `limit` (spec: up to 6 shown as '% ideal'). */
export function topVarieties<T extends { score: number; variety: string }>(
  varieties: { red: readonly T[]; white: readonly T[] } | null | undefined,
  limit = 6,
): T[] {
  if (!varieties) return [];
  return [...varieties.red, ...varieties.white]
    .sort((a, b) => b.score - a.score || a.variety.localeCompare(b.variety))
    .slice(0, limit);
}

/** A fresh Idempotency-Key for one confirmed purchase attempt (a random UUID v4). */
export function newIdempotencyKey(): string {
  const cryptoApi = globalThis.crypto;
  if (typeof cryptoApi?.randomUUID === 'function') return cryptoApi.randomUUID();
  // randomUUID exists only in secure contexts; build the same v4 form from random bytes.
  const bytes = new Uint8Array(16);
  cryptoApi.getRandomValues(bytes);
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
