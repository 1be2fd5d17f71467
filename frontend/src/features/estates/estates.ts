/** The estates pages' own helpers: the list's summary cards and the co-owner rows of the form. */

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
