import { Blockquote, Box, Button, Flex, Grid, Heading, HStack, Icon, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuSwords, LuUsers, LuWine } from 'react-icons/lu';
import { Link as RouterLink, Outlet } from 'react-router-dom';
import { Logo } from '../../components/Logo';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/SkipLink';
import { toast } from '../../lib/toast';
import { paths } from '../../config/paths';

function Pitch({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <HStack align="flex-start" gap="4">
      <Flex
        flexShrink={0}
        boxSize="11"
        rounded="full"
        bg="whiteAlpha.200"
        align="center"
        justify="center"
        color="gold.300"
      >
        <Icon boxSize="5" aria-hidden>
          {icon}
        </Icon>
      </Flex>
      <Stack gap="1">
        <Heading as="h2" size="lg" color="white">
          {title}
        </Heading>
        <Text color="whiteAlpha.900">{children}</Text>
      </Stack>
    </HStack>
  );
}

/** The marketing column: first on desktop, below the form on phones. */
function MarketingPanel() {
  return (
    <Box
      as="aside"
      aria-label="About Vineyard Valley"
      bgGradient="to-br"
      gradientFrom="wine.800"
      gradientVia="wine.900"
      gradientTo="wine.950"
      color="white"
      px={{ base: '6', md: '12' }}
      py={{ base: '10', lg: '14' }}
      order={{ base: 2, lg: 1 }}
      display="flex"
      flexDirection="column"
      justifyContent="space-between"
      gap="10"
    >
      <Box hideBelow="lg">
        <Logo tone="light" size="lg" />
      </Box>
      <Stack gap="8" maxW="lg">
        <Pitch icon={<LuWine />} title="Begin Your Wine Journey">
          Claim your first estate, choose a region and plant the vines that will define your label. Every harvest
          teaches you something new.
        </Pitch>
        <Pitch icon={<LuUsers />} title="Compete & Collaborate">
          Trade land with other estates, share an estate with friends as co-owners and climb the reputation ranks
          together.
        </Pitch>
        <Pitch icon={<LuSwords />} title="Free to Play">
          No downloads and no paywalls: the whole game runs in your browser.
        </Pitch>
      </Stack>
      <Blockquote.Root variant="plain" maxW="lg" ps="0">
        <Blockquote.Content
          fontFamily="heading"
          fontSize={{ base: 'xl', md: '2xl' }}
          fontStyle="italic"
          color="whiteAlpha.950"
        >
          “Wine is bottled poetry.”
        </Blockquote.Content>
        <Blockquote.Caption color="gold.200" mt="2">
          — Robert Louis Stevenson
        </Blockquote.Caption>
      </Blockquote.Root>
    </Box>
  );
}

const placeholderNote = (page: string) => () => toast.info(`${page} will be published before launch.`);

/** Layout of the sign-in, registration and verification pages (spec §2, "Auth layout"). */
export function AuthLayout() {
  return (
    <Grid minH="100dvh" templateColumns={{ base: '1fr', lg: 'minmax(0, 5fr) minmax(0, 6fr)' }}>
      <SkipLink />
      <MarketingPanel />
      <Flex direction="column" order={{ base: 1, lg: 2 }} bg="bg" minH={{ base: 'auto', lg: '100dvh' }}>
        <Box as="header" px={{ base: '5', md: '10' }} pt={{ base: '5', md: '8' }} hideFrom="lg">
          <Logo />
        </Box>
        <Flex
          as="main"
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          outline="none"
          flex="1"
          align="center"
          justify="center"
          px={{ base: '4', md: '10' }}
          py={{ base: '8', md: '12' }}
        >
          <Box
            width="full"
            maxW="md"
            bg="bg.panel"
            borderWidth="1px"
            borderColor="border.muted"
            rounded="2xl"
            boxShadow="sm"
            p={{ base: '6', md: '8' }}
          >
            <Outlet />
          </Box>
        </Flex>
        <HStack as="footer" justify="center" gap="1" pb="6" px="4" flexWrap="wrap" fontSize="sm" color="fg.muted">
          <Button variant="plain" size="sm" color="fg.muted" onClick={placeholderNote('Our Terms of Service')}>
            Terms
          </Button>
          <Text aria-hidden>·</Text>
          <Button variant="plain" size="sm" color="fg.muted" onClick={placeholderNote('Our Privacy Policy')}>
            Privacy
          </Button>
          <Text aria-hidden>·</Text>
          <Button asChild variant="plain" size="sm" color="fg.muted">
            <RouterLink to={paths.contact}>Help</RouterLink>
          </Button>
        </HStack>
      </Flex>
    </Grid>
  );
}
