import { Badge, Box, Button, HStack, List, Stack, Text } from '@chakra-ui/react';
import { skipToken } from '@reduxjs/toolkit/query';
import { formatBadgeCount, formatGameDay, MESSAGES } from '@vineyard/domain';
import { useState } from 'react';
import {
  useListEstateNotificationsQuery,
  useMarkAllNotificationsReadMutation,
  useMarkNotificationReadMutation,
} from '../api';
import { Pager } from './Pager';
import { EmptyText, Panel } from './Panel';

/** Polled like the invitations: the status bar's count follows within a minute. */
export const NOTIFICATIONS_POLL_MS = 60_000;

/** How many unread notifications the Overview's Alerts show. */
export const ALERTS_LIMIT = 5;

/**
 * The current estate's notifications: newest first, mark read, mark all read. As the Overview's
 * `alerts`, the latest ALERTS_LIMIT unread ones (marking one read takes it off), with a switch to
 * the latest of all. The full list goes a page at a time (the Pager shows once there are several).
 */
export function NotificationsPanel({
  estateId,
  alerts = false,
  title = alerts ? 'Alerts' : 'Estate Notifications',
}: {
  estateId: string | null;
  alerts?: boolean;
  title?: string;
}) {
  const [showAll, setShowAll] = useState(false);
  // the page of this estate's list: another estate starts on its first page
  const [paged, setPaged] = useState({ estateId, page: 1 });
  const page = paged.estateId === estateId ? paged.page : 1;
  const unreadOnly = alerts && !showAll;
  // page 1 asks exactly what the game shell asks (one cache entry, one request for both)
  const query = useListEstateNotificationsQuery(
    estateId
      ? alerts
        ? { estateId, unread: unreadOnly || undefined, limit: ALERTS_LIMIT }
        : page > 1
          ? { estateId, page }
          : { estateId }
      : skipToken,
    { pollingInterval: NOTIFICATIONS_POLL_MS, refetchOnFocus: true },
  );
  const [markRead] = useMarkNotificationReadMutation();
  const [markAll, markingAll] = useMarkAllNotificationsReadMutation();
  // while another page of this estate's list loads, the last one stays (another estate's never does)
  const data =
    query.currentData?.data ?? (query.isFetching && paged.estateId === estateId ? query.data?.data : undefined);
  const unread = data?.unreadCount ?? 0;

  return (
    <Panel
      title={title}
      note={
        unread > 0 || alerts ? (
          <HStack gap="2" wrap="wrap">
            {alerts && (
              <Button size="xs" variant="ghost" aria-pressed={showAll} onClick={() => setShowAll((all) => !all)}>
                {showAll ? 'Unread only' : 'Show read too'}
              </Button>
            )}
            {unread > 0 && (
              <>
                <Badge colorPalette="wine" variant="solid" rounded="full">
                  {formatBadgeCount(unread)} unread
                </Badge>
                <Button
                  size="xs"
                  variant="outline"
                  loading={markingAll.isLoading}
                  onClick={() => estateId && void markAll({ estateId })}
                >
                  Mark all read
                </Button>
              </>
            )}
          </HStack>
        ) : undefined
      }
    >
      {!estateId ? (
        <EmptyText>Select an estate to see its notifications.</EmptyText>
      ) : query.isError ? (
        <Text color="fg.error" fontSize="sm" role="alert">
          {MESSAGES.notification.loadFailed}
        </Text>
      ) : !data ? (
        <EmptyText>Loading the notifications…</EmptyText>
      ) : data.notifications.length === 0 ? (
        <EmptyText>{unreadOnly ? MESSAGES.notification.noUnread : MESSAGES.notification.empty}</EmptyText>
      ) : (
        <List.Root as="ul" listStyle="none" gap="3" aria-label={alerts ? 'Alerts' : 'Estate notifications'}>
          {data.notifications.map((n) => (
            <List.Item key={n.id} display="flex" justifyContent="space-between" alignItems="flex-start" gap="3">
              <Box minW="0">
                <Stack gap="0.5">
                  <Text fontWeight={n.readAt ? 'normal' : 'semibold'}>{n.title}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {n.body}
                  </Text>
                  <Text fontSize="xs" color="fg.subtle">
                    {formatGameDay(n.gameDay)}
                  </Text>
                </Stack>
              </Box>
              {!n.readAt && (
                <Button size="xs" variant="ghost" flexShrink={0} onClick={() => void markRead({ id: n.id })}>
                  Mark read
                </Button>
              )}
            </List.Item>
          ))}
        </List.Root>
      )}
      {!alerts && data && (
        <Box mt="4">
          <Pager pagination={data.pagination} busy={query.isFetching} onPage={(p) => setPaged({ estateId, page: p })} />
        </Box>
      )}
    </Panel>
  );
}
