import { useEffect, useMemo, type ReactNode } from 'react';
import { Navigate, useLocation, useMatches } from 'react-router-dom';
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
 */
export function Guard({ children }: { children: ReactNode }) {
  const matches = useMatches();
  const flags = useMemo(() => mergeFlags(matches.map((match) => match.handle)), [matches]);
  const location = useLocation();
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const data = useGuardData(flags);
  const dispatch = useAppDispatch();

  const decision = decideNavigation({ flags, isAuthenticated, ...data, path: fullPath(location) });

  useEffect(() => {
    if (decision.redirect && decision.info) dispatch(addAlert({ type: 'info', message: decision.info }));
  }, [decision.redirect, decision.info, dispatch]);

  if (decision.redirect) return <Navigate to={decision.redirect} replace />;
  if (decision.wait) return <PageLoader label="Checking your session…" />;
  return <>{children}</>;
}
