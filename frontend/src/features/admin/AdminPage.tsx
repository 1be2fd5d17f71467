import { Badge, Box, Button, Container, Heading, HStack, Stack, Tabs, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import {
  LuChartColumn,
  LuClock,
  LuCoins,
  LuInbox,
  LuLightbulb,
  LuMail,
  LuPlay,
  LuScrollText,
  LuUsers,
} from 'react-icons/lu';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useGetReadinessQuery, type ReadinessDto } from '../../api';
import { paths } from '../../config/paths';
import { AnalyticsPanel } from './components/AnalyticsPanel';
import { AuditPanel } from './components/AuditPanel';
import { ClockPanel } from './components/ClockPanel';
import { CommunityPanel } from './components/CommunityPanel';
import { EconomyPanel } from './components/EconomyPanel';
import { InboxPanel } from './components/InboxPanel';
import { MailingListsPanel } from './components/MailingListsPanel';
import { UsersPanel } from './components/UsersPanel';

/** The console's sections; the open one lives in the address (`/admin?tab=clock`). */
export const ADMIN_TABS = ['users', 'clock', 'economy', 'audit', 'community', 'inbox', 'lists', 'analytics'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

const TAB_PARAM = 'tab';

const SECTIONS: Record<AdminTab, { label: string; icon: ReactNode; panel: () => ReactNode }> = {
  users: { label: 'Users', icon: <LuUsers />, panel: () => <UsersPanel /> },
  clock: { label: 'Game clock', icon: <LuClock />, panel: () => <ClockPanel /> },
  economy: { label: 'Economy', icon: <LuCoins />, panel: () => <EconomyPanel /> },
  audit: { label: 'Audit log', icon: <LuScrollText />, panel: () => <AuditPanel /> },
  community: { label: 'Community', icon: <LuLightbulb />, panel: () => <CommunityPanel /> },
  lists: { label: 'Waitlist & newsletter', icon: <LuMail />, panel: () => <MailingListsPanel /> },
  inbox: { label: 'Inbox', icon: <LuInbox />, panel: () => <InboxPanel /> },
  analytics: { label: 'Analytics', icon: <LuChartColumn />, panel: () => <AnalyticsPanel /> },
};

function isAdminTab(value: string | null): value is AdminTab {
  return (ADMIN_TABS as readonly string[]).includes(value ?? '');
}

const CHECKS: [keyof Omit<ReadinessDto, 'status'>, string][] = [
  ['database', 'Database'],
  ['migrations', 'Migrations'],
  ['clock', 'Clock on time'],
];

/** Readiness (`GET /health/ready`): database reachable, migrations applied, last tick not overdue. */
function HealthStrip() {
  const query = useGetReadinessQuery(undefined, { pollingInterval: 60_000 });
  const ready = query.currentData?.data;
  return (
    <HStack gap="2" flexWrap="wrap" aria-label="Server health" role="group" fontSize="sm">
      <Text color="fg.muted">Health:</Text>
      {ready ? (
        <>
          <Badge colorPalette={ready.status === 'ok' ? 'green' : 'red'} variant="surface">
            {ready.status === 'ok' ? 'Ready' : 'Unavailable'}
          </Badge>
          {CHECKS.map(([key, label]) => (
            <Badge key={key} colorPalette={ready[key] ? 'green' : 'red'} variant="subtle">
              {label}: {ready[key] ? 'OK' : 'failing'}
            </Badge>
          ))}
        </>
      ) : query.isError ? (
        <>
          <Badge colorPalette="red" variant="solid">
            Not ready
          </Badge>
          <Button size="2xs" variant="outline" onClick={() => void query.refetch()}>
            Try Again
          </Button>
        </>
      ) : (
        <Text color="fg.muted">checking…</Text>
      )}
    </HStack>
  );
}

/** The admin console at /admin (admins only: the route's `adminOnly` guard flag sends others home). */
export function AdminPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get(TAB_PARAM);
  const tab: AdminTab = isAdminTab(requested) ? requested : 'users';

  const select = (value: string) => {
    if (!isAdminTab(value)) return;
    const next = new URLSearchParams(params);
    if (value === 'users') next.delete(TAB_PARAM);
    else next.set(TAB_PARAM, value);
    setParams(next, { replace: true });
  };

  return (
    <Box bg="bg" minH="full">
      <Container maxW="7xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
        <Stack gap="6">
          <Stack
            direction={{ base: 'column', md: 'row' }}
            justify="space-between"
            align={{ base: 'flex-start', md: 'flex-end' }}
            gap="4"
          >
            <Stack gap="2">
              <Heading as="h1" textStyle="pageTitle">
                Administration
              </Heading>
              <Text color="fg.muted">
                Run the game: accounts, the community, the game clock, the economy and every admin action on record.
              </Text>
              <HealthStrip />
            </Stack>
            <Button asChild variant="outline" size="sm">
              <RouterLink to={paths.game.home}>
                <LuPlay aria-hidden /> Back to the game
              </RouterLink>
            </Button>
          </Stack>

          <Tabs.Root value={tab} onValueChange={(details) => select(details.value)} variant="line" lazyMount>
            <Tabs.List overflowX="auto" overflowY="hidden" scrollbarWidth="thin" mb="5">
              {ADMIN_TABS.map((value) => (
                <Tabs.Trigger key={value} value={value} flexShrink={0}>
                  {SECTIONS[value].icon}
                  {SECTIONS[value].label}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            {ADMIN_TABS.map((value) => (
              <Tabs.Content key={value} value={value} pt="0">
                {SECTIONS[value].panel()}
              </Tabs.Content>
            ))}
          </Tabs.Root>
        </Stack>
      </Container>
    </Box>
  );
}
