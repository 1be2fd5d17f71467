import { useEffect, useMemo, useRef } from 'react';
import { shallowEqual } from 'react-redux';
import { api, type WineMarketDto } from '../../../api';
import { useAppDispatch, useAppSelector } from '../../../lib/store/hooks';

/**
 * The buyers' pools of several bottled wines through the existing `quoteWineSale` query (one cached
 * quote per wine, shared with the Sell dialog and refreshed by the same tags, a sale, and each new
 * game day).
 * Each wine's pool by lot id; a wine whose quote has not come (or failed) is missing.
 */
export function useWineMarkets(lotIds: readonly string[], dayIndex: number | null): ReadonlyMap<string, WineMarketDto> {
  const dispatch = useAppDispatch();
  const key = lotIds.join(',');
  // the pools refill day by day: asked again when the game day moves on
  const askedOn = useRef<number | null>(null);

  useEffect(() => {
    if (!key || dayIndex === null) return undefined;
    const forceRefetch = askedOn.current !== null && askedOn.current !== dayIndex;
    askedOn.current = dayIndex;
    const subscriptions = key
      .split(',')
      .map((lotId) => dispatch(api.endpoints.quoteWineSale.initiate({ lotId }, { forceRefetch })));
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [dispatch, key, dayIndex]);

  // the cached answers themselves (stable references), compared one by one
  const entries = useAppSelector(
    (state) => lotIds.map((lotId) => api.endpoints.quoteWineSale.select({ lotId })(state).data?.data.market),
    shallowEqual,
  );

  return useMemo(() => {
    const byLot = new Map<string, WineMarketDto>();
    lotIds.forEach((lotId, i) => {
      const market = entries[i];
      if (market) byLot.set(lotId, market);
    });
    return byLot;
    // lotIds is represented by key
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [entries, key]);
}
