import { MESSAGES } from '@vineyard/domain';
import { useCallback, useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation, useMatches, useNavigate } from 'react-router-dom';
import { useLogoutMutation } from '../../../api';
import { clearSession, selectIsAuthenticated, selectRefreshToken } from '../../../lib/session/authSlice';
import { setCurrentEstateId } from '../../../lib/session/gameSlice';
import { useGameShellData } from './useGameShellData';
import { toast } from '../../../lib/toast';
import { fullPath } from '../../../lib/redirect';
import { isRouteHandle } from '../../guard/routeHandle';
import { useAppDispatch, useAppSelector } from '../../../lib/store/hooks';
import { href, paths } from '../../../config/paths';
import { GameLayout } from './GameLayout';

/** Route element of the signed-in area: feeds GameLayout with data and actions. */
export function GameShell() {
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const location = useLocation();
  const matches = useMatches();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const data = useGameShellData();

  const estateManagement = matches.some((match) => isRouteHandle(match.handle) && match.handle.estateManagement);

  const onSelectEstate = useCallback(
    (id: string) => {
      dispatch(setCurrentEstateId(id));
      const estate = data.estates.find((item) => item.id === id);
      if (estate) toast.success(MESSAGES.estate.nowManaging(estate.name));
    },
    [data.estates, dispatch],
  );

  // Sign-out leaves the signed-in area first and clears the session once the shell is gone:
  // clearing it while a game page is still on screen would make the guard send the player to
  // the sign-in page instead of home.
  const signingOut = useRef(false);
  useEffect(
    () => () => {
      if (signingOut.current) dispatch(clearSession());
    },
    [dispatch],
  );

  const refreshToken = useAppSelector(selectRefreshToken);
  const [logout] = useLogoutMutation();
  const onLogout = useCallback(() => {
    if (signingOut.current) return;
    // POST /auth/logout ends the session on the server. The request takes the Bearer token when it
    // starts, so the local session can go right after; it goes whatever the answer (spec §4).
    void logout({ logoutDto: refreshToken ? { refresh_token: refreshToken } : {} })
      .unwrap()
      .catch(() => undefined);
    signingOut.current = true;
    void navigate(paths.home, { replace: true });
  }, [logout, navigate, refreshToken]);

  const onSettings = useCallback(() => void navigate(paths.settings), [navigate]);

  // Spec §2 rule 5: the game layout itself sends anonymous visitors to sign-in.
  if (!isAuthenticated) return <Navigate to={href.login(fullPath(location))} replace />;

  return (
    <GameLayout
      {...data}
      onSelectEstate={onSelectEstate}
      onLogout={onLogout}
      onSettings={onSettings}
      showNoEstateWarning={!data.currentEstate && !estateManagement}
    >
      <Outlet />
    </GameLayout>
  );
}
