import { Box, Container, HStack, Icon, Link, Stack, Text } from '@chakra-ui/react';
import { LuMapPin, LuShieldCheck, LuUserRound } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { Logo } from '../../../components/Logo';
import type { EstateSummary } from './shellData';
import { paths } from '../../../config/paths';

export interface GameTopBarProps {
  currentEstate: EstateSummary | null;
  username: string | null;
  /** Admins get a link to the admin console. */
  isAdmin?: boolean;
}

/** Product name and the estate being managed. */
export function GameTopBar({ currentEstate, username, isAdmin = false }: GameTopBarProps) {
  return (
    <Box as="header" bgGradient="to-r" gradientFrom="wine.900" gradientTo="wine.700" color="white">
      <Container
        maxW="7xl"
        px={{ base: '4', md: '6' }}
        h={{ base: '14', md: '16' }}
        display="flex"
        alignItems="center"
        justifyContent="space-between"
        gap="4"
      >
        <Box flexShrink={0}>
          <Logo to={paths.game.home} tone="light" />
        </Box>
        <HStack gap="5" minW="0">
          <HStack gap="2" minW="0" aria-live="polite">
            <Icon boxSize="4" color="gold.300" aria-hidden flexShrink={0}>
              <LuMapPin />
            </Icon>
            <Stack gap="0" minW="0">
              <Text textStyle="capsTiny" color="whiteAlpha.800" hideBelow="sm">
                Current estate
              </Text>
              <Text
                fontWeight="semibold"
                fontSize={{ base: 'sm', sm: 'md' }}
                lineClamp={2}
                maxW={{ base: '36', sm: '64' }}
                data-testid="current-estate-name"
              >
                {currentEstate?.name ?? 'No estate selected'}
              </Text>
            </Stack>
          </HStack>
          {username && (
            <HStack gap="2" hideBelow="md" ps="5" borderStartWidth="1px" borderColor="whiteAlpha.300">
              <Icon boxSize="4" color="gold.200" aria-hidden>
                <LuUserRound />
              </Icon>
              <Text fontSize="sm" color="whiteAlpha.900">
                {username}
              </Text>
            </HStack>
          )}
          {isAdmin && (
            <Link
              asChild
              hideBelow="md"
              gap="1.5"
              fontSize="sm"
              fontWeight="semibold"
              color="gold.200"
              _hover={{ color: 'white' }}
            >
              <RouterLink to={paths.admin}>
                <LuShieldCheck aria-hidden /> Admin
              </RouterLink>
            </Link>
          )}
        </HStack>
      </Container>
    </Box>
  );
}
