import { MESSAGES } from '@vineyard/domain';
import { useCallback, useEffect, useMemo } from 'react';
import { api, useListEstatesQuery, type EstateDto } from '../api';
import { useAppDispatch, useAppSelector } from '../lib/store/hooks';
import { selectIsAuthenticated } from '../lib/session/authSlice';
import { toast } from '../lib/toast';
import { selectCurrentEstateId, setCurrentEstateId } from '../lib/session/gameSlice';
import { currentAfterDelete, resolveCurrentEstateId } from '../lib/session/currentEstate';

/** The player's estates (`GET /estates`) and the current one. */
export function useEstates() {
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const query = useListEstatesQuery(undefined, { skip: !isAuthenticated });
  const currentEstateId = useAppSelector(selectCurrentEstateId);
  const estates = useMemo(() => query.currentData?.data.estates ?? [], [query.currentData]);
  const currentEstate = estates.find((estate) => estate.id === currentEstateId) ?? null;
  return {
    estates,
    /** True once the list has been loaded at least once. */
    loaded: query.currentData !== undefined,
    loading: query.isLoading || (query.isFetching && !query.currentData),
    fetching: query.isFetching,
    error: query.error,
    refetch: query.refetch,
    currentEstateId,
    currentEstate,
  };
}

/**
 * Keeps the current estate valid (spec §4): the first fetched estate becomes current when none
 * (or a vanished one) is selected. Mounted once, by the game shell.
 */
export function useCurrentEstateRule() {
  const dispatch = useAppDispatch();
  const { estates, loaded, fetching, currentEstateId } = useEstates();
  useEffect(() => {
    if (!loaded || fetching) return;
    const next = resolveCurrentEstateId(estates, currentEstateId);
    if (next !== currentEstateId) dispatch(setCurrentEstateId(next));
  }, [currentEstateId, dispatch, estates, fetching, loaded]);
}

/** Actions that change the current estate; the cache is updated at once so no stale list undoes them. */
export function useEstateSelection() {
  const dispatch = useAppDispatch();
  const { estates, currentEstateId } = useEstates();

  /** Select / Set as Current: 'Now managing: {name}'. */
  const select = useCallback(
    (estate: Pick<EstateDto, 'id' | 'name'>) => {
      dispatch(setCurrentEstateId(estate.id));
      toast.success(MESSAGES.estate.nowManaging(estate.name));
    },
    [dispatch],
  );

  /** A freshly created estate joins the list and becomes current. */
  const created = useCallback(
    (estate: EstateDto) => {
      dispatch(
        api.util.updateQueryData('listEstates', undefined, (draft) => {
          if (!draft.data.estates.some((item) => item.id === estate.id)) draft.data.estates.push(estate);
        }),
      );
      dispatch(setCurrentEstateId(estate.id));
    },
    [dispatch],
  );

  /** A deleted estate leaves the list; if it was current, the first remaining one (or none) follows. */
  const deleted = useCallback(
    (id: string) => {
      dispatch(
        api.util.updateQueryData('listEstates', undefined, (draft) => {
          draft.data.estates = draft.data.estates.filter((item) => item.id !== id);
        }),
      );
      dispatch(setCurrentEstateId(currentAfterDelete(estates, id, currentEstateId)));
    },
    [currentEstateId, dispatch, estates],
  );

  return { select, created, deleted };
}
