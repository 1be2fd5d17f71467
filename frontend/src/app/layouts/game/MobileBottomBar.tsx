import { Box, Button, CloseButton, Drawer, Grid, Icon, Link, Portal, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import {
  LuEllipsis,
  LuHouse,
  LuLogOut,
  LuPackage,
  LuRoute,
  LuSettings,
  LuShieldCheck,
  LuWarehouse,
} from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { GAME_TABS, tabLink } from '../../gameTabs';

/** The tabs of gameTabs.tsx shown in the bottom bar, with their mobile label and icon. */
const BAR_TABS = GAME_TABS.flatMap((tab) => (tab.shows.mobile ? [{ ...tab.shows.mobile, to: tabLink(tab) }] : []));

function BarItem({
  icon,
  label,
  ...rest
}: { icon: ReactNode; label: string } & (
  { onClick: () => void; to?: never; expanded?: boolean } | { to: string; onClick?: never; expanded?: never }
)) {
  const content = (
    <>
      <Icon boxSize="5" aria-hidden>
        {icon}
      </Icon>
      <Text as="span" fontSize="xs" fontWeight="medium">
        {label}
      </Text>
    </>
  );
  const style = {
    variant: 'ghost' as const,
    height: '14',
    flexDirection: 'column' as const,
    gap: '0.5',
    rounded: 'none',
    color: 'wine.800',
    width: 'full',
  };
  if ('to' in rest && rest.to) {
    return (
      <Button asChild {...style}>
        <RouterLink to={rest.to}>{content}</RouterLink>
      </Button>
    );
  }
  return (
    <Button {...style} onClick={rest.onClick} aria-haspopup="dialog" aria-expanded={rest.expanded}>
      {content}
    </Button>
  );
}

export interface MobileBottomBarProps {
  inventoryOpen: boolean;
  menuOpen: boolean;
  onInventoryOpenChange: (open: boolean) => void;
  onMenuOpenChange: (open: boolean) => void;
  inventory: ReactNode;
  username: string | null;
  /** Admins get a link to the admin console in the menu. */
  isAdmin?: boolean;
  onLogout: () => void;
  onSettings: () => void;
}

/**
 * Below 768 px: Inventory, the tabs shown on mobile (Plots, Winery), Menu — with the inventory
 * drawer and the user-menu sheet.
 */
export function MobileBottomBar({
  inventoryOpen,
  menuOpen,
  onInventoryOpenChange,
  onMenuOpenChange,
  inventory,
  username,
  isAdmin = false,
  onLogout,
  onSettings,
}: MobileBottomBarProps) {
  const menuLink = (to: string, icon: ReactNode, label: string) => (
    <Link
      asChild
      display="flex"
      alignItems="center"
      gap="3"
      px="2"
      py="3"
      rounded="md"
      fontWeight="medium"
      textDecoration="none"
      _hover={{ bg: 'wine.subtle', textDecoration: 'none' }}
    >
      <RouterLink to={to} onClick={() => onMenuOpenChange(false)}>
        <Icon boxSize="5" color="wine.600" aria-hidden>
          {icon}
        </Icon>
        {label}
      </RouterLink>
    </Link>
  );

  return (
    <>
      <Box
        as="nav"
        aria-label="Game quick actions"
        hideFrom="md"
        position="fixed"
        insetX="0"
        bottom="0"
        zIndex="docked"
        bg="bg.panel"
        borderTopWidth="1px"
        borderColor="border"
        boxShadow="0 -4px 16px rgba(60, 20, 30, 0.08)"
        pb="env(safe-area-inset-bottom)"
      >
        <Grid templateColumns={`repeat(${BAR_TABS.length + 2}, 1fr)`}>
          <BarItem
            icon={<LuPackage />}
            label="Inventory"
            onClick={() => onInventoryOpenChange(true)}
            expanded={inventoryOpen}
          />
          {BAR_TABS.map(({ label, icon: TabIcon, to }) => (
            <BarItem key={label} icon={<TabIcon />} label={label} to={to} />
          ))}
          <BarItem icon={<LuEllipsis />} label="Menu" onClick={() => onMenuOpenChange(true)} expanded={menuOpen} />
        </Grid>
      </Box>

      <Drawer.Root
        open={inventoryOpen}
        onOpenChange={(details) => onInventoryOpenChange(details.open)}
        placement="end"
        size="sm"
      >
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content bg="bg">
              <Drawer.Header>
                <Drawer.Title color="wine.800">Inventory</Drawer.Title>
              </Drawer.Header>
              <Drawer.Body pb="8">{inventory}</Drawer.Body>
              <Drawer.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close inventory" />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>

      <Drawer.Root open={menuOpen} onOpenChange={(details) => onMenuOpenChange(details.open)} placement="bottom">
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content roundedTop="2xl" bg="bg">
              <Drawer.Header>
                <Drawer.Title color="wine.800">{username ? `Signed in as ${username}` : 'Menu'}</Drawer.Title>
              </Drawer.Header>
              <Drawer.Body>
                <Stack as="nav" aria-label="Account menu" gap="0">
                  {menuLink(paths.estates, <LuWarehouse />, 'Manage Estates')}
                  {menuLink(paths.home, <LuHouse />, 'Home page')}
                  {menuLink(paths.roadmap, <LuRoute />, 'Roadmap')}
                  {isAdmin && menuLink(paths.admin, <LuShieldCheck />, 'Admin')}
                </Stack>
              </Drawer.Body>
              <Drawer.Footer gap="2" pb="6">
                <Button variant="ghost" flex="1" onClick={onSettings}>
                  <LuSettings aria-hidden /> Settings
                </Button>
                <Button variant="outline" flex="1" onClick={onLogout}>
                  <LuLogOut aria-hidden /> Log Out
                </Button>
              </Drawer.Footer>
              <Drawer.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close menu" />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
    </>
  );
}
