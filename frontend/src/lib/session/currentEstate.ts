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
