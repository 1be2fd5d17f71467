import { useListEstatesQuery } from '../api';

export interface EstatesCount {
  /** How many estates the signed-in player has, or null while unknown. */
  count: number | null;
  loading: boolean;
}

/**
 * How many estates the signed-in player has (`GET /estates`): the guard (rule 2), the verify-email
 * page and the verify-success step all read it from here. A failed request leaves the count
 * unknown (null), which never blocks a page. A cached "none" that is being refetched counts as
 * loading, so a freshly founded estate never sends the player back to onboarding.
 */
export function useEstatesCount({ skip = false }: { skip?: boolean } = {}): EstatesCount {
  const estates = useListEstatesQuery(undefined, { skip });
  if (skip) return { count: null, loading: false };
  const list = estates.currentData?.data.estates;
  return {
    count: list ? list.length : null,
    loading: estates.isFetching && (!list || list.length === 0),
  };
}
