import { selectCurrentUser, selectIsAuthenticated } from '../../features/auth/authSlice';
import { useAppSelector } from '../hooks';
import type { GuardUser } from './decideNavigation';
import type { RouteFlags } from './routeHandle';

export interface GuardData {
  user: GuardUser | null;
  estatesCount: number | null;
  loading: boolean;
}

const SIGNED_OUT: GuardData = { user: null, estatesCount: null, loading: false };

/**
 * What the navigation guard needs to know about the signed-in player.
 *
 * SEAM (API): the generated slice does not have the endpoints yet. Once `npm run codegen` has
 * produced `getAuthMe` and `getEstates`, replace the body with the queries (hooks must run
 * unconditionally, so use `skip`):
 *
 *   const me = useGetAuthMeQuery(undefined, { skip: !isAuthenticated || user !== null });
 *   const estates = useGetEstatesQuery(undefined, { skip: !isAuthenticated || !flags.requiresEstate });
 *   // and dispatch(setUser(...)) when `me` arrives, so the rest of the app sees the user.
 *   return {
 *     user: user ?? me.data?.data.user ?? null,
 *     estatesCount: estates.data ? estates.data.data.estates.length : null,
 *     loading: me.isLoading || estates.isLoading,
 *   };
 *
 * Until then the user is the one stored at sign-in and the estate count is unknown (null), which
 * the guard treats as "let the page decide".
 */
export function useGuardData(flags: RouteFlags): GuardData {
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const user = useAppSelector(selectCurrentUser);
  void flags; // used by the estates query once it exists (see above)
  if (!isAuthenticated) return SIGNED_OUT;
  return { user, estatesCount: null, loading: false };
}
