import { useEffect, useState } from 'react';
import { firstScreenFresh } from '../../lib/store/firstScreen';
import { useGetMeQuery } from '../../api';
import { clearSession, selectCurrentUser, selectIsAuthenticated, setUser } from '../../lib/session/authSlice';
import { useEstatesCount } from '../../hooks/useEstatesCount';
import { apiErrorStatus } from '../../lib/alerts/apiError';
import { useAppDispatch, useAppSelector } from '../../lib/store/hooks';
import type { GuardUser } from './decideNavigation';
import type { RouteFlags } from './routeHandle';

export interface GuardData {
  user: GuardUser | null;
  estatesCount: number | null;
  loading: boolean;
}

/**
 * What the navigation guard needs to know about the signed-in player.
 *
 * Rule 1: with an access token but no user (a reload: only the token pair is stored), the user
 * is fetched from `GET /auth/me` and stored in the auth slice for the rest of the app. A 401 there
 * clears the session (the base query has already tried one refresh). Other failures (offline)
 * leave the user unknown, which never blocks a page.
 *
 * The estate count comes from `useEstatesCount` (a seam until the estates API exists).
 */
export function useGuardData(flags: RouteFlags): GuardData {
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const user = useAppSelector(selectCurrentUser);
  const dispatch = useAppDispatch();

  // the answer asked for at start-up (app/startup.ts), if this mount belongs to that page load
  const [fresh] = useState(firstScreenFresh);
  const me = useGetMeQuery(undefined, {
    skip: !isAuthenticated || user !== null,
    // A cached answer may belong to the previous session of this tab (not one asked for at start-up).
    refetchOnMountOrArgChange: !fresh,
  });
  const estates = useEstatesCount({ skip: !isAuthenticated || !flags.requiresEstate });

  const loadedUser = me.currentData?.data.user ?? null;
  const status = apiErrorStatus(me.error);

  useEffect(() => {
    if (isAuthenticated && user === null && loadedUser) dispatch(setUser(loadedUser));
  }, [dispatch, isAuthenticated, loadedUser, user]);

  useEffect(() => {
    if (isAuthenticated && status === 401) dispatch(clearSession());
  }, [dispatch, isAuthenticated, status]);

  if (!isAuthenticated) return { user: null, estatesCount: null, loading: false };
  return {
    user: user ?? loadedUser,
    estatesCount: estates.count,
    loading: (user === null && !loadedUser && me.isFetching) || estates.loading,
  };
}
