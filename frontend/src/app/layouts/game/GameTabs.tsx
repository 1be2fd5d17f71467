import { Box, Container, HStack, Icon, Link } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { GAME_TABS, isCurrentTab, tabLink } from '../../gameTabs';

const TABS = GAME_TABS.filter((tab) => tab.shows.desktop);

/** The desktop tab strip: the tabs of gameTabs.tsx shown on desktop (Overview, Vineyard, Winery, Market, Knowledge, Finances). */
export function GameTabs() {
  const { pathname, search } = useLocation();
  const tab = new URLSearchParams(search).get('tab');
  return (
    <Box as="nav" aria-label="Game views" bg="bg.panel" borderBottomWidth="1px" borderColor="border">
      <Container maxW="7xl" px={{ base: '2', md: '6' }}>
        <HStack as="ul" listStyle="none" gap="1" overflowX="auto" py="1" css={{ scrollbarWidth: 'none' }}>
          {TABS.map((item) => {
            const active = isCurrentTab(item, pathname, tab);
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
                  <RouterLink to={tabLink(item)} aria-current={active ? 'page' : undefined}>
                    <Icon boxSize="4" aria-hidden>
                      <item.icon />
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
