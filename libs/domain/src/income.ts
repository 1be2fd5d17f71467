/**
 * Money a sale pays, in whole euros: the amount rounded down. Rounding half-up let a player split
 * one sale into many small ones and collect a half euro on each (100 × 1 L of Rioja bulk wine paid
 * €100 against €75 for one 100 L sale); rounded down, the parts of a split sale never add up to
 * more than the whole sale (⌊a⌋ + ⌊b⌋ ≤ ⌊a + b⌋). The tiny allowance absorbs floating-point error
 * in amounts that are whole euros exactly (e.g. 99.99999999999997 for 100).
 */
export function saleIncome(amount: number): number {
  return Math.max(0, Math.floor(amount + 1e-9));
}
