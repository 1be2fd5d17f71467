import { useEffect, useMemo, useState } from 'react';
import { shallowEqual } from 'react-redux';
import { api, type BlockDto } from '../../../api';
import { firstScreenFresh } from '../../../lib/store/firstScreen';
import { useAppDispatch, useAppSelector } from '../../../lib/store/hooks';

export interface EstateBlocks {
  /** Blocks by plot id; a plot whose blocks have not arrived is missing. */
  byPlot: ReadonlyMap<string, readonly BlockDto[]>;
  /** Every block of the plots that answered. */
  all: readonly BlockDto[];
  /** Some plot's blocks are still on their way. */
  loading: boolean;
  /** Some plot's blocks could not be loaded. */
  failed: boolean;
}

/**
 * The blocks of several plots through the existing `listPlotBlocks` query (one cached request per
 * plot, shared with the Vineyard pages and refreshed by the same tags: a harvest, a planting).
 * Fetched again when `dayIndex` changes: the tick moves blocks through their lifecycle daily.
 * On a game screen the server rendered with its answers (prerender/signedIn.ts), the blocks of the
 * day it was rendered for are not asked for again.
 */
export function useEstateBlocks(plotIds: readonly string[], dayIndex: number | null): EstateBlocks {
  const dispatch = useAppDispatch();
  const key = plotIds.join(',');
  // the page load's answers (firstScreen.ts), for the day they were given for
  const [firstDay] = useState(() => (firstScreenFresh() ? dayIndex : null));

  useEffect(() => {
    // waits for the game day: the answer is read against it, and a new day refetches
    if (!key || dayIndex === null) return undefined;
    const forceRefetch = dayIndex !== firstDay;
    const subscriptions = key
      .split(',')
      .map((plotId) => dispatch(api.endpoints.listPlotBlocks.initiate({ plotId }, { forceRefetch })));
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [dispatch, key, dayIndex, firstDay]);

  // the cached answers themselves (stable references), compared one by one: no render per store change
  const entries = useAppSelector(
    (state) =>
      plotIds.flatMap((plotId) => {
        const entry = api.endpoints.listPlotBlocks.select({ plotId })(state);
        return [entry.data, entry.isError] as const;
      }),
    shallowEqual,
  );

  return useMemo(() => {
    const byPlot = new Map<string, readonly BlockDto[]>();
    let loading = false;
    let failed = false;
    plotIds.forEach((plotId, i) => {
      const data = entries[2 * i] as { data: { blocks: BlockDto[] } } | undefined;
      if (entries[2 * i + 1]) failed = true;
      else if (data) byPlot.set(plotId, data.data.blocks);
      else loading = true;
    });
    return { byPlot, all: [...byPlot.values()].flat(), loading, failed };
    // plotIds is represented by key
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [entries, key]);
}
