export interface EstatesCount {
  /** How many estates the signed-in player has, or null while unknown. */
  count: number | null;
  loading: boolean;
}

const UNKNOWN: EstatesCount = { count: null, loading: false };

/**
 * How many estates the signed-in player has: the guard (rule 2), the verify-email page and the
 * verify-success step all read it from here.
 *
 * SEAM (API): this part of the work was built while the estates API did not exist, so the count is
 * unknown (null), which every caller treats as "no estate known" without blocking. The generated
 * slice now has `useListEstatesQuery` (`GET /api/estates`, `{ data: { estates } }`); switching is
 * this body (hooks unconditional, hence `skip`), together with the estates screens that use it:
 *
 *   const estates = useListEstatesQuery(undefined, { skip });
 *   return {
 *     count: estates.currentData ? estates.currentData.data.estates.length : null,
 *     loading: estates.isFetching && !estates.currentData,
 *   };
 */
export function useEstatesCount({ skip = false }: { skip?: boolean } = {}): EstatesCount {
  void skip;
  return UNKNOWN;
}
