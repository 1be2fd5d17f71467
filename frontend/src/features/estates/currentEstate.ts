/**
 * The current-estate rules (spec §4) as pure functions, so they are testable without React.
 */

interface WithId {
  id: string;
}

/**
 * The estate that should be current, given the player's estates and the stored choice:
 * the stored one while it still exists, otherwise the first estate, or none without estates.
 */
export function resolveCurrentEstateId(estates: readonly WithId[], currentId: string | null): string | null {
  if (currentId && estates.some((estate) => estate.id === currentId)) return currentId;
  return estates[0]?.id ?? null;
}

/** After deleting `deletedId`: the current one stays, unless it was deleted (then the first remaining, or none). */
export function currentAfterDelete(
  estates: readonly WithId[],
  deletedId: string,
  currentId: string | null,
): string | null {
  const remaining = estates.filter((estate) => estate.id !== deletedId);
  if (currentId && currentId !== deletedId && remaining.some((estate) => estate.id === currentId)) return currentId;
  return remaining[0]?.id ?? null;
}

export interface EstateTotals {
  /** Sum of the money of all estates (whole euros). */
  totalAssets: number;
  count: number;
  /** Highest reputation among the estates; 0 without estates. */
  highestReputation: number;
}

/** The summary cards of the estates list. */
export function estateTotals(estates: readonly { money: number; reputation: number }[]): EstateTotals {
  return {
    totalAssets: estates.reduce((sum, estate) => sum + (Number.isFinite(estate.money) ? estate.money : 0), 0),
    count: estates.length,
    highestReputation: estates.reduce((max, estate) => Math.max(max, estate.reputation), 0),
  };
}

/** Co-owner rows as the API takes them: trimmed, empty rows dropped, duplicates once. */
export function cleanOwners(rows: readonly string[]): string[] {
  return [...new Set(rows.map((row) => row.trim()).filter((row) => row !== ''))];
}

/** `{ email }` when the entry looks like an e-mail address, else `{ userId }`. */
export function ownerPayload(entry: string): { email: string } | { userId: string } {
  const value = entry.trim();
  return value.includes('@') ? { email: value } : { userId: value };
}
