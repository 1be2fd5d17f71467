/**
 * Search words → a prefix query: 'vine yard' → 'vine:* & yard:*'. Only letters and digits are
 * kept, so the text can never break the tsquery syntax. Empty when nothing searchable is left.
 */
export function searchQuery(search: string | undefined): string {
  const all = (search ?? '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  // Single letters left by punctuation ("cellar's" → "cellar", "s") only count when alone.
  const longer = all.filter((w) => w.length > 1);
  const words = (longer.length > 0 ? longer : all).slice(0, 10);
  return words.map((w) => `${w}:*`).join(' & ');
}
