import { Box, Button, Container, HStack, Icon, IconButton, Stack, Text } from '@chakra-ui/react';
import { HEADER_SHADOW_SCROLL_PX } from '@vineyard/domain';
import { useEffect, useRef, useState } from 'react';
import { LuCircleUserRound, LuMenu, LuPlay, LuX } from 'react-icons/lu';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { Logo } from '../../components/Logo';
import { SmartLink } from '../../components/SmartLink';
import { env } from '../../config/env';
import { useScrolledPast } from '../../hooks/useScrolledPast';
import { paths } from '../../config/paths';

interface NavItem {
  label: string;
  href: string;
  external?: boolean;
  end?: boolean;
}

function navItems(): NavItem[] {
  return [
    { label: 'Home', href: paths.home, end: true },
    { label: 'Roadmap', href: paths.roadmap },
    { label: 'Contact', href: paths.contact },
    { label: env.community.label, href: env.community.href, external: env.community.external },
  ];
}

const navLinkStyles = {
  px: '3',
  py: '2',
  rounded: 'md',
  fontWeight: 'medium',
  color: 'fg',
  textDecoration: 'none',
  _hover: { bg: 'wine.subtle', color: 'wine.800', textDecoration: 'none' },
  _currentPage: { color: 'wine.800', bg: 'wine.subtle' },
} as const;

export interface SiteHeaderProps {
  isAuthenticated: boolean;
  /** The signed-in player's name, once loaded. */
  username?: string | null;
}

/**
 * Sticky public header: Home, Roadmap, Contact and the community chat; a disclosure menu on
 * phones; a shadow once the page is scrolled past 50 px.
 */
export function SiteHeader({ isAuthenticated, username = null }: SiteHeaderProps) {
  const scrolled = useScrolledPast(HEADER_SHADOW_SCROLL_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const items = navItems();

  // Following a link closes the menu.
  useEffect(() => setMenuOpen(false), [location.pathname]);

  useEffect(() => {
    if (!menuOpen) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMenuOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const accountActions = isAuthenticated ? (
    <>
      {username && (
        <HStack gap="1.5" color="fg.muted" minW="0" data-testid="signed-in-user">
          <Icon boxSize="5" color="wine.600" aria-hidden>
            <LuCircleUserRound />
          </Icon>
          <Text as="span" srOnly>
            Signed in as
          </Text>
          <Text as="span" fontWeight="semibold" color="fg" truncate maxW={{ base: '40', lg: '56' }} title={username}>
            {username}
          </Text>
        </HStack>
      )}
      <Button asChild size="sm">
        <RouterLink to={paths.game.home}>
          <LuPlay aria-hidden /> Play
        </RouterLink>
      </Button>
    </>
  ) : (
    <>
      <Button asChild size="sm" variant="ghost" color="wine.800">
        <RouterLink to={paths.auth.login}>Sign in</RouterLink>
      </Button>
      <Button asChild size="sm">
        <RouterLink to={paths.auth.register}>Join free</RouterLink>
      </Button>
    </>
  );

  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="cream.50/92"
      backdropFilter="saturate(180%) blur(10px)"
      borderBottomWidth="1px"
      borderColor={scrolled ? 'border' : 'transparent'}
      boxShadow={scrolled ? 'md' : 'none'}
      transition="box-shadow 0.2s ease, border-color 0.2s ease"
      data-scrolled={scrolled ? '' : undefined}
    >
      <Container maxW="6xl" h="16" display="flex" alignItems="center" justifyContent="space-between" gap="4">
        <Logo />

        <HStack as="nav" aria-label="Main" gap="1" hideBelow="md">
          {items.map((item) => (
            <SmartLink key={item.label} href={item.href} external={item.external} end={item.end} {...navLinkStyles}>
              {item.label}
            </SmartLink>
          ))}
        </HStack>

        <HStack gap="2" hideBelow="md">
          {accountActions}
        </HStack>

        <IconButton
          ref={toggleRef}
          hideFrom="md"
          variant="ghost"
          color="wine.800"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <LuX /> : <LuMenu />}
        </IconButton>
      </Container>

      {menuOpen && (
        <Box id="mobile-menu" hideFrom="md" borderTopWidth="1px" borderColor="border" bg="bg" boxShadow="lg">
          <Container maxW="6xl" py="3">
            <Stack as="nav" aria-label="Mobile" gap="1">
              {items.map((item) => (
                <SmartLink
                  key={item.label}
                  href={item.href}
                  external={item.external}
                  end={item.end}
                  {...navLinkStyles}
                  py="3"
                  fontSize="lg"
                >
                  {item.label}
                </SmartLink>
              ))}
            </Stack>
            <HStack gap="2" pt="3" mt="2" borderTopWidth="1px" borderColor="border.muted">
              {accountActions}
            </HStack>
          </Container>
        </Box>
      )}
    </Box>
  );
}
