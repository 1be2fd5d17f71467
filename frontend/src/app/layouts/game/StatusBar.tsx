import { Badge, Box, Container, Grid, HStack, Icon, Link, Text } from '@chakra-ui/react';
import { formatBadgeCount, formatMoney, formatNumber } from '@vineyard/domain';
import type { ReactNode } from 'react';
import { LuBell, LuCalendarDays, LuCoins, LuStar } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { href, paths } from '../../../config/paths';
import type { EstateSummary, GameClock } from './shellData';

interface StatProps {
  icon: ReactNode;
  label: string;
  value: ReactNode;
  /** What assistive technology reads instead of the visible value. */
  srValue?: string;
  /** The full value on hover, when the visible one is shortened. */
  title?: string;
}

function Stat({ icon, label, value, srValue, title }: StatProps) {
  // dl > div > (dt, dd): the icon sits inside the term so the list structure stays valid.
  return (
    <Box minW="0">
      <HStack as="dt" gap="1.5" textStyle="capsTiny" color="fg.muted">
        <Icon boxSize="3.5" color="wine.600" flexShrink={0} aria-hidden>
          {icon}
        </Icon>
        {label}
      </HStack>
      <Text as="dd" fontWeight="semibold" fontSize="sm" truncate ps="5" aria-label={srValue} title={title}>
        {value}
      </Text>
    </Box>
  );
}

export interface StatusBarProps {
  gameTime: GameClock | null;
  currentEstate: EstateSummary | null;
  notificationCount: number;
}

const UNKNOWN = '—';

/** A status figure that opens where it is explained: a dotted underline, solid on hover. */
function StatLink({ to, label, testId, children }: { to: string; label: string; testId: string; children: ReactNode }) {
  return (
    <Link
      asChild
      color="inherit"
      textDecoration="underline"
      textDecorationStyle="dotted"
      textUnderlineOffset="3px"
      _hover={{ color: 'wine.800', textDecorationStyle: 'solid' }}
      data-testid={testId}
    >
      <RouterLink to={to} aria-label={label}>
        {children}
      </RouterLink>
    </Link>
  );
}

/** Game time, money, reputation and notifications of the current estate. */
export function StatusBar({ gameTime, currentEstate, notificationCount }: StatusBarProps) {
  const badge = formatBadgeCount(notificationCount);
  return (
    <Box as="section" aria-label="Estate status" bg="bg.subtle" borderBottomWidth="1px" borderColor="border">
      <Container maxW="7xl" py="2.5" px={{ base: '4', md: '6' }}>
        <Grid
          as="dl"
          templateColumns={{ base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, auto)' }}
          justifyContent="space-between"
          columnGap="6"
          rowGap="2"
        >
          <Stat
            icon={<LuCalendarDays />}
            label="Game time"
            value={
              gameTime ? (
                // the short form below md: 'Fall, Year 2, Day 15 (October)' does not fit half a phone's width
                <>
                  <Box as="span" hideFrom="md" data-testid="game-time-short">
                    {gameTime.shortTime}
                  </Box>
                  <Box as="span" hideBelow="md">
                    {gameTime.formattedTime}
                  </Box>
                </>
              ) : (
                UNKNOWN
              )
            }
            srValue={gameTime ? gameTime.formattedTime : 'Not available'}
            title={gameTime?.formattedTime}
          />
          <Stat
            icon={<LuCoins />}
            label="Money"
            value={
              currentEstate ? (
                // The money opens the estate's Finances (ledger, chart, income statement).
                <StatLink
                  to={paths.game.finances}
                  label={`${formatMoney(currentEstate.money)}, open Finances`}
                  testId="money-link"
                >
                  {formatMoney(currentEstate.money)}
                </StatLink>
              ) : (
                UNKNOWN
              )
            }
            srValue={currentEstate ? undefined : 'No estate selected'}
          />
          <Stat
            icon={<LuStar />}
            label="Reputation"
            value={
              currentEstate ? (
                // The reputation opens the estate's page (its history and what it opens).
                <StatLink
                  to={href.estate(currentEstate.id)}
                  label={`Reputation ${formatNumber(currentEstate.reputation)} of 100, open the estate`}
                  testId="reputation-link"
                >
                  {formatNumber(currentEstate.reputation)}
                </StatLink>
              ) : (
                UNKNOWN
              )
            }
            srValue={currentEstate ? undefined : 'No estate selected'}
          />
          <Stat
            icon={<LuBell />}
            label="Notifications"
            srValue={`${notificationCount > 0 ? badge : 'No'} ${notificationCount === 1 ? 'notification' : 'notifications'}`}
            value={
              notificationCount > 0 ? (
                <Badge colorPalette="wine" variant="solid" rounded="full" px="2" data-testid="notification-badge">
                  {badge}
                </Badge>
              ) : (
                'None'
              )
            }
          />
        </Grid>
      </Container>
    </Box>
  );
}
