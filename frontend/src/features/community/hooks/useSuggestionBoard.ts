import { SUGGESTION_LIMITS, type SuggestionSort } from '@vineyard/domain';
import { useEffect, useMemo, useState } from 'react';
import { shallowEqual } from 'react-redux';
import { api, useListFeatureTagsQuery, type FeatureDto, type ListFeaturesApiArg } from '../../../api';
import { useDebouncedValue } from '../../../hooks/useDebouncedValue';
import { selectIsAuthenticated } from '../../../lib/session/authSlice';
import { useAppSelector } from '../../../lib/store/hooks';
import { useVotes } from './useVotes';

const L = SUGGESTION_LIMITS;

/** Trending and top lists show 5 at a time; a tag's list and the recent list show a page of 10. */
export function listPageSize(tag: string, sort: SuggestionSort): number {
  return !tag && sort !== 'recent' ? L.highlightListSize : L.pageSize;
}

/** The board's order before the visitor picks one. */
export const INITIAL_SORT: SuggestionSort = 'votes';

/** The list's query for a search, tag and sort (without its page). */
export function listArgs(search: string, tag: string, sort: SuggestionSort): ListFeaturesApiArg {
  return { limit: listPageSize(tag, sort), sort, ...(search ? { search } : {}), ...(tag ? { tag } : {}) };
}

/**
 * What the board reads before the visitor does anything: its list's first page (no search, no tag,
 * the initial sort), the statistics and the tags. The server renders /feature-requests with these
 * answers per request (src/prerender/pages.ts); `path` is the endpoint's path under the API base.
 */
export const BOARD_FIRST_QUERIES = [
  { endpointName: 'listFeatures', arg: { ...listArgs('', '', INITIAL_SORT), page: 1 }, path: '/features' },
  { endpointName: 'getFeatureStatistics', arg: undefined, path: '/features/statistics' },
  { endpointName: 'listFeatureTags', arg: undefined, path: '/features/tags' },
] as const;

/**
 * The state of the community board: the filters (debounced search, tag, sort), how many pages
 * each filter shows (Load More), the loaded suggestions (read from the RTK Query cache, where
 * votes and comments update them), the player's votes and the similar suggestion to highlight.
 */
export function useSuggestionBoard() {
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput.trim(), L.searchDebounceMs);
  const [tag, setTag] = useState('');
  const [sort, setSort] = useState<SuggestionSort>(INITIAL_SORT);
  // Pages shown per filter (search, tag, sort), so each filter keeps its own Load More.
  const [pagesByKey, setPagesByKey] = useState<Record<string, number>>({});
  const tags = useListFeatureTagsQuery();
  const { votes, lockedIds, vote } = useVotes(isAuthenticated);

  const baseArgs = useMemo(() => listArgs(search, tag, sort), [sort, search, tag]);
  const key = JSON.stringify(baseArgs);
  const pages = pagesByKey[key] ?? 1;
  const pageArgs = useMemo(
    () => Array.from({ length: pages }, (_, i) => ({ ...baseArgs, page: i + 1 })),
    [baseArgs, pages],
  );

  // Each page is its own query (SuggestionPage subscribes to it); here they are only read.
  const loaded = useAppSelector(
    (state) => pageArgs.map((args) => api.endpoints.listFeatures.select(args)(state).data?.data),
    shallowEqual,
  );
  const visible = useMemo(() => loaded.flatMap((page) => page?.features ?? []), [loaded]);
  const firstLoaded = loaded[0] !== undefined;
  const totalPages = loaded.findLast((page) => page !== undefined)?.pagination.totalPages ?? 0;

  const highlight = useHighlight(visible);
  const chooseSimilar = (feature: FeatureDto) => {
    if (!visible.some((f) => f.id === feature.id)) {
      setTag('');
      setSearchInput(feature.title);
    }
    highlight.request(feature.id);
  };

  return {
    isAuthenticated,
    filters: { searchInput, setSearchInput, tag, setTag, sort, setSort, tags: tags.data?.data.tags ?? [] },
    list: {
      key,
      pageArgs,
      visible,
      empty: firstLoaded && visible.length === 0,
      canLoadMore: firstLoaded && pages < totalPages,
      loadMore: () => setPagesByKey((current) => ({ ...current, [key]: pages + 1 })),
    },
    votes,
    lockedIds,
    vote,
    pulsing: highlight.pulsing,
    highlight: highlight.request,
    chooseSimilar,
  };
}

/** Scroll to a requested suggestion once it is listed and pulse it for 2 s. */
function useHighlight(visible: FeatureDto[]) {
  const [requested, setRequested] = useState<string | null>(null);
  const [pulsing, setPulsing] = useState<string | null>(null);
  useEffect(() => {
    if (!requested) return;
    const element = document.getElementById(`suggestion-${requested}`);
    if (!element) return;
    element.scrollIntoView({ behavior: 'smooth', block: 'center' });
    setPulsing(requested);
    setRequested(null);
  }, [requested, visible]);
  useEffect(() => {
    if (!pulsing) return undefined;
    const timer = setTimeout(() => setPulsing(null), L.highlightPulseMs);
    return () => clearTimeout(timer);
  }, [pulsing]);
  return { pulsing, request: setRequested };
}
