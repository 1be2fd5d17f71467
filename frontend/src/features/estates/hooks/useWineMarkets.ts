import { useEffect, useMemo } from 'react';
import { shallowEqual } from 'react-redux';
import { api, type WineMarketDto } from '../../../api';
import { useAppDispatch, useAppSelector } from '../../../lib/store/hooks';

export interface WineMarkets {
  /** Each wine's buyers' pool by lot id, as the Sell dialog's quote gives it; a wine whose quote has not come is missing. */
  byLot: ReadonlyMap<string, WineMarketDto>;
  loading: boolean;
}

/**
 * The buyers' pools of several bottled wines through the existing `quoteWineSale` query (one cached
 * quote per wine, shared with the Sell dialog and refreshed by the same tags: a sale, a new day).
 * A wine whose quote failed is left out (its sale is then not planned), so `loading` ends.
 */
export function useWineMarkets(lotIds: readonly string[]): WineMarkets {
  const dispatch = useAppDispatch();
  const key = lotIds.join(',');

  useEffect(() => {
    if (!key) return undefined;
    const subscriptions = key.split(',').map((lotId) => dispatch(api.endpoints.quoteWineSale.initiate({ lotId })));
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [dispatch, key]);

  // the cached answers themselves (stable references), compared one by one
  const entries = useAppSelector(
    (state) =>
      lotIds.flatMap((lotId) => {
        const entry = api.endpoints.quoteWineSale.select({ lotId })(state);
        return [entry.data?.data.market, entry.isError] as const;
      }),
    shallowEqual,
  );

  return useMemo(() => {
    const byLot = new Map<string, WineMarketDto>();
    let loading = false;
    lotIds.forEach((lotId, i) => {
      const market = entries[2 * i] as WineMarketDto | undefined;
      if (market) byLot.set(lotId, market);
      else if (!entries[2 * i + 1]) loading = true;
    });
    return { byLot, loading };
    // lotIds is represented by key
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [entries, key]);
}
