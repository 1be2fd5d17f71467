import { DEFAULT_MARKETPLACE_SORT, type MarketplaceSort } from '@vineyard/domain';
import { useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSearchMarketplacePlotsQuery } from '../../../api';
import { useEstates } from '../../../hooks/useEstates';
import {
  activeFilterCount,
  EMPTY_FILTERS,
  filterErrors,
  searchArgs,
  type FilterErrors,
  type MarketplaceFilters,
} from '../filters';

/** The selected listing lives in the address (`?plot={id}`), so Back and links work. */
const PLOT_PARAM = 'plot';

/**
 * Data and state of the Land Marketplace (/game/marketplace): the estate that buys, the filters
 * being edited and those applied, sort and page, the selected listing and the search itself.
 */
export function useMarketplace() {
  const { estates } = useEstates();
  const [chosenEstateId, setChosenEstateId] = useState<string | null>(null);
  const estate = estates.find((item) => item.id === chosenEstateId) ?? estates[0] ?? null;

  const [draft, setDraft] = useState<MarketplaceFilters>(EMPTY_FILTERS);
  const [applied, setApplied] = useState<MarketplaceFilters>(EMPTY_FILTERS);
  const [errors, setErrors] = useState<FilterErrors>({});
  const [sort, setSort] = useState<MarketplaceSort>(DEFAULT_MARKETPLACE_SORT);
  const [page, setPage] = useState(1);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  const resultsRef = useRef<HTMLDivElement>(null);

  const [searchParams, setSearchParams] = useSearchParams();
  const selectedId = searchParams.get(PLOT_PARAM);
  const detailsTo = (plotId: string) => `?${new URLSearchParams({ [PLOT_PARAM]: plotId }).toString()}`;
  const clearSelection = (replace = false) =>
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        next.delete(PLOT_PARAM);
        return next;
      },
      { replace },
    );

  const query = useSearchMarketplacePlotsQuery(searchArgs(applied, sort, page), { skip: selectedId !== null });

  function editFilters(next: MarketplaceFilters) {
    setDraft(next);
    setErrors({});
  }

  function apply() {
    const problems = filterErrors(draft);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setApplied(draft);
    setPage(1);
    setFiltersOpen(false);
  }

  function reset() {
    setDraft(EMPTY_FILTERS);
    setApplied(EMPTY_FILTERS);
    setErrors({});
    setPage(1);
  }

  function changeSort(next: MarketplaceSort) {
    setSort(next);
    setPage(1);
  }

  function goToPage(next: number) {
    setPage(next);
    resultsRef.current?.scrollIntoView?.({ block: 'start' });
  }

  return {
    estate,
    chooseEstate: setChosenEstateId,
    filters: {
      id: filtersId,
      open: filtersOpen,
      toggle: () => setFiltersOpen((open) => !open),
      draft,
      errors,
      edit: editFilters,
      apply,
      reset,
      activeCount: activeFilterCount(applied),
    },
    sort,
    changeSort,
    query,
    plots: query.currentData?.data.plots ?? [],
    pagination: query.currentData?.data.pagination,
    goToPage,
    resultsRef,
    selectedId,
    detailsTo,
    clearSelection,
  };
}

export type Marketplace = ReturnType<typeof useMarketplace>;
