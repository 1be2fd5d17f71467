import { useEffect, useMemo, type ReactNode } from 'react';
import { Navigate, useLocation, useMatches, useNavigation } from 'react-router-dom';
import { PageLoader } from '../../components/PageLoader';
import { selectIsAuthenticated } from '../../lib/session/authSlice';
import { addAlert } from '../../lib/alerts/alertsSlice';
import { fullPath } from '../../lib/redirect';
import { useAppDispatch, useAppSelector } from '../../lib/store/hooks';
import { decideNavigation } from './decideNavigation';
import { mergeFlags } from './routeHandle';
import { useGuardData } from './useGuardData';

/**
 * Applies the navigation guard to whatever the matched routes render. The flags come from the
 * `handle.guard` of every matched route (see router.tsx), the data from `useGuardData`.
 *
 * While the router is already leaving this page (a navigation loading its lazy route), a page
 * that would be turned away is not turned away again, nor shown: a loader stands in until the
 * navigation ends. Leaving a player's last estate removes it from the list and then goes to
 * /estates; redirecting the estate's page in between sent the player to create an estate instead
 * (the estates browser test failed so, one run in many). A page being redirected (a player on
 * /admin) is never rendered while its redirect loads.
 */
export function Guard({ children }: { children: ReactNode }) {
  const matches = useMatches();
  const flags = useMemo(() => mergeFlags(matches.map((match) => match.handle)), [matches]);
  const location = useLocation();
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const data = useGuardData(flags);
  const dispatch = useAppDispatch();
  const leaving = useNavigation().state !== 'idle';

  const decision = decideNavigation({ flags, isAuthenticated, ...data, path: fullPath(location) });

  useEffect(() => {
    if (decision.redirect && decision.info && !leaving) dispatch(addAlert({ type: 'info', message: decision.info }));
  }, [decision.redirect, decision.info, leaving, dispatch]);

  if (decision.redirect) return leaving ? <PageLoader /> : <Navigate to={decision.redirect} replace />;
  if (decision.wait) return <PageLoader label="Checking your session…" />;
  return <>{children}</>;
}
