import { Box, Container, HStack, Icon, Link } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuBookOpen, LuChartLine, LuGrape, LuLayoutDashboard, LuWallet, LuWine } from 'react-icons/lu';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { href, paths, type GameViewTab } from '../../../config/paths';

interface Tab {
  label: string;
  to: string;
  icon: ReactNode;
  isActive: (pathname: string, tab: string | null) => boolean;
}

const onGameHome = (pathname: string) => pathname === paths.game.home || pathname === `${paths.game.home}/`;
const viewTab = (name: GameViewTab) => (pathname: string, tab: string | null) =>
  onGameHome(pathname) && (tab ?? 'overview') === name;

const TABS: Tab[] = [
  { label: 'Overview', to: href.gameTab('overview'), icon: <LuLayoutDashboard />, isActive: viewTab('overview') },
  {
    label: 'Vineyard',
    to: paths.game.plots,
    icon: <LuGrape />,
    isActive: (pathname) => pathname.startsWith(paths.game.plots) || pathname.startsWith('/game/blocks'),
  },
  { label: 'Winery', to: href.gameTab('winery'), icon: <LuWine />, isActive: viewTab('winery') },
  { label: 'Market', to: href.gameTab('market'), icon: <LuChartLine />, isActive: viewTab('market') },
  { label: 'Knowledge', to: href.gameTab('knowledge'), icon: <LuBookOpen />, isActive: viewTab('knowledge') },
  {
    label: 'Finances',
    to: paths.game.finances,
    icon: <LuWallet />,
    isActive: (pathname) => pathname.startsWith(paths.game.finances),
  },
];

/** Overview, Vineyard (→ /game/plots), Winery, Market, Knowledge, Finances (→ /game/finances). */
export function GameTabs() {
  const { pathname, search } = useLocation();
  const tab = new URLSearchParams(search).get('tab');
  return (
    <Box as="nav" aria-label="Game views" bg="bg.panel" borderBottomWidth="1px" borderColor="border">
      <Container maxW="7xl" px={{ base: '2', md: '6' }}>
        <HStack as="ul" listStyle="none" gap="1" overflowX="auto" py="1" css={{ scrollbarWidth: 'none' }}>
          {TABS.map((item) => {
            const active = item.isActive(pathname, tab);
            return (
              <li key={item.label}>
                <Link
                  asChild
                  display="flex"
                  alignItems="center"
                  gap="2"
                  px="3.5"
                  py="2.5"
                  whiteSpace="nowrap"
                  fontWeight="semibold"
                  fontSize="sm"
                  rounded="md"
                  textDecoration="none"
                  color={active ? 'wine.800' : 'fg.muted'}
                  bg={active ? 'wine.subtle' : 'transparent'}
                  boxShadow={active ? 'inset 0 -2px 0 0 var(--chakra-colors-wine-700)' : undefined}
                  _hover={{ color: 'wine.800', bg: 'wine.subtle', textDecoration: 'none' }}
                >
                  <RouterLink to={item.to} aria-current={active ? 'page' : undefined}>
                    <Icon boxSize="4" aria-hidden>
                      {item.icon}
                    </Icon>
                    {item.label}
                  </RouterLink>
                </Link>
              </li>
            );
          })}
        </HStack>
      </Container>
    </Box>
  );
}
