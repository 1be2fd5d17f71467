import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import { formatGameTimeShort } from '@vineyard/domain';
import { useGetEstateQuery, useListEstateNotificationsQuery, useListInvitationsQuery } from '../../../api';
import { useAppSelector } from '../../../lib/store/hooks';
import { selectCurrentUser } from '../../../lib/session/authSlice';
import { useCurrentEstateRule, useEstates } from '../../../hooks/useEstates';
import type { EstateInventory, EstateSummary, GameShellData } from './shellData';
import { NOTIFICATIONS_POLL_MS } from '../../../components/NotificationsPanel';
import { useGameTime } from '../../../hooks/useGameTime';

/**
 * Data of the game shell (top bar, status bar, inventory sidebar): the estates list, the current
 * estate's details (`GET /estates/{id}`, loaded again when the selector changes) and the game
 * clock. Also applies the current-estate rule (first fetched estate becomes current). The
 * notifications count is the current estate's unread notifications plus the player's pending
 * co-ownership invitations (answered on /estates), checked again every minute and when the window
 * regains focus. Each part keeps its identity while its data does, so the layout's parts that did
 * not change skip rendering when another answer arrives.
 */
export function useGameShellData(): GameShellData {
  const user = useAppSelector(selectCurrentUser);
  const { estates, loading, currentEstateId, currentEstate: listed } = useEstates();
  useCurrentEstateRule();
  const details = useGetEstateQuery(listed ? { id: listed.id } : skipToken);
  const gameTime = useGameTime();
  const invitations = useListInvitationsQuery(user ? undefined : skipToken, {
    pollingInterval: 60_000,
    refetchOnFocus: true,
  });

  // the same query (and cache entry) as the Overview's notifications panel: one request for both
  const notifications = useListEstateNotificationsQuery(listed ? { estateId: listed.id } : skipToken, {
    pollingInterval: NOTIFICATIONS_POLL_MS,
    refetchOnFocus: true,
  });

  const estate =
    (details.currentData?.data.estate.id === currentEstateId ? details.currentData?.data.estate : null) ?? listed;

  const summaries = useMemo<EstateSummary[]>(
    () => estates.map(({ id, name, money, reputation }) => ({ id, name, money, reputation })),
    [estates],
  );
  const currentEstate = useMemo<EstateSummary | null>(
    () => (estate ? { id: estate.id, name: estate.name, money: estate.money, reputation: estate.reputation } : null),
    [estate],
  );
  const inventory = useMemo<EstateInventory | null>(
    () =>
      estate
        ? {
            grapes: estate.inventory.grapes,
            supplies: estate.inventory.supplies,
            wines: estate.wines,
            plots: estate.plots,
          }
        : null,
    [estate],
  );
  const shellUser = useMemo(() => (user ? { username: user.username, isAdmin: user.role === 'admin' } : null), [user]);
  const shellTime = useMemo(
    () => (gameTime ? { formattedTime: gameTime.formattedTime, shortTime: formatGameTimeShort(gameTime) } : null),
    [gameTime],
  );

  return {
    user: shellUser,
    estates: summaries,
    estatesLoading: loading,
    currentEstate,
    inventory,
    gameTime: shellTime,
    notificationCount:
      (invitations.currentData?.data.invitations.length ?? 0) + (notifications.currentData?.data.unreadCount ?? 0),
  };
}
