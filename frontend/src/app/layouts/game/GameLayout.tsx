import { Alert, Box, Container, Flex, Link } from '@chakra-ui/react';
import { MESSAGES } from '@vineyard/domain';
import { memo, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { MAIN_CONTENT_ID, SkipLink } from '../../../components/SkipLink';
import type { GameShellData } from './shellData';
import { paths } from '../../../config/paths';
import { GameTabs as Tabs } from './GameTabs';
import { GameTopBar as TopBar } from './GameTopBar';
import { InventoryPanel as Inventory } from './InventoryPanel';
import { MobileBottomBar as BottomBar } from './MobileBottomBar';
import { StatusBar as Status } from './StatusBar';

/*
 * The layout's parts render again only when their own props change: each answer that arrives
 * (the estate, the clock, the notifications, the invitations) re-renders the shell, and with it
 * every part whose data did not change. useGameShellData keeps each prop's identity while its data
 * does.
 */
const GameTopBar = memo(TopBar);
const StatusBar = memo(Status);
const GameTabs = memo(Tabs);
const InventoryPanel = memo(Inventory);
const MobileBottomBar = memo(BottomBar);

export interface GameLayoutProps extends GameShellData {
  onSelectEstate: (id: string) => void;
  onLogout: () => void;
  onSettings: () => void;
  /** Show 'You need to select or create an estate…' when no estate is selected. */
  showNoEstateWarning: boolean;
  children: ReactNode;
}

function NoEstateWarning() {
  return (
    <Alert.Root status="warning" variant="surface" mb="6" rounded="lg">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>
          {MESSAGES.estate.selectOrCreate}{' '}
          <Link asChild fontWeight="semibold" color="wine.800" textDecoration="underline">
            <RouterLink to={paths.estates}>My Estates</RouterLink>
          </Link>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/**
 * The game shell (spec §2, "Game layout"): top bar, status bar, view tabs, the page, and the
 * Inventory sidebar on desktop or the bottom bar with drawers below 768 px. Pure presentation:
 * all data and actions come in through props (see GameShell for the wiring).
 */
export function GameLayout({
  user,
  estates,
  estatesLoading,
  currentEstate,
  inventory,
  gameTime,
  notificationCount,
  onSelectEstate,
  onLogout,
  onSettings,
  showNoEstateWarning,
  children,
}: GameLayoutProps) {
  const [inventoryOpen, setInventoryOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname, search } = useLocation();

  // Drawers close when the page changes.
  useEffect(() => {
    setInventoryOpen(false);
    setMenuOpen(false);
  }, [pathname, search]);

  const [sidebarPanel, drawerPanel] = useMemo(() => {
    const panel = (showTitle: boolean) => (
      <InventoryPanel
        estates={estates}
        estatesLoading={estatesLoading}
        currentEstate={currentEstate}
        inventory={inventory}
        onSelectEstate={onSelectEstate}
        onLogout={onLogout}
        onSettings={onSettings}
        showTitle={showTitle}
      />
    );
    return [panel(true), panel(false)];
  }, [estates, estatesLoading, currentEstate, inventory, onSelectEstate, onLogout, onSettings]);

  return (
    <Flex direction="column" minH="100dvh" bg="bg">
      <SkipLink />
      <GameTopBar currentEstate={currentEstate} username={user?.username ?? null} isAdmin={user?.isAdmin ?? false} />
      <StatusBar gameTime={gameTime} currentEstate={currentEstate} notificationCount={notificationCount} />
      <GameTabs />
      <Container
        maxW="7xl"
        px={{ base: '4', md: '6' }}
        flex="1"
        display="flex"
        gap="8"
        py={{ base: '6', md: '8' }}
        pb={{ base: '28', md: '10' }}
      >
        <Box as="main" id={MAIN_CONTENT_ID} tabIndex={-1} outline="none" flex="1" minW="0">
          {showNoEstateWarning && <NoEstateWarning />}
          {children}
        </Box>
        <Box
          as="aside"
          aria-label="Inventory"
          hideBelow="md"
          width={{ md: '64', lg: '72' }}
          flexShrink={0}
          alignSelf="flex-start"
          position="sticky"
          top="4"
          bg="bg.panel"
          borderWidth="1px"
          borderColor="border.muted"
          rounded="xl"
          p="5"
          boxShadow="xs"
        >
          {sidebarPanel}
        </Box>
      </Container>
      <MobileBottomBar
        inventoryOpen={inventoryOpen}
        menuOpen={menuOpen}
        onInventoryOpenChange={setInventoryOpen}
        onMenuOpenChange={setMenuOpen}
        inventory={drawerPanel}
        username={user?.username ?? null}
        isAdmin={user?.isAdmin ?? false}
        onLogout={onLogout}
        onSettings={onSettings}
      />
    </Flex>
  );
}
