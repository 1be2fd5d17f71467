import { Badge, Box, Container, Heading, HStack, Icon, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ROADMAP_PHASES, UPCOMING_FEATURES, type RoadmapPhaseStatus } from '@vineyard/domain';
import type { ReactNode } from 'react';
import { LuCalendarClock, LuCircle, LuCircleCheck } from 'react-icons/lu';
import { SectionHeading } from './components/SectionHeading';
import { StayUpdatedCard } from './components/StayUpdatedCard';

const PHASE_PALETTE: Record<RoadmapPhaseStatus, string> = {
  Completed: 'green',
  'In Progress': 'yellow',
  Planned: 'blue',
};

function Timeline() {
  return (
    <Stack as="ol" listStyle="none" gap="0" position="relative" aria-label="Development phases">
      {ROADMAP_PHASES.map((phase, index) => (
        <HStack as="li" key={phase.title} align="stretch" gap={{ base: '4', md: '6' }}>
          <Stack align="center" gap="0" aria-hidden>
            <Box
              boxSize="10"
              rounded="full"
              bg={phase.status === 'Planned' ? 'bg.panel' : 'wine.solid'}
              color={phase.status === 'Planned' ? 'wine.700' : 'white'}
              borderWidth="2px"
              borderColor="wine.solid"
              display="flex"
              alignItems="center"
              justifyContent="center"
              fontWeight="bold"
              flexShrink={0}
            >
              {index + 1}
            </Box>
            {index < ROADMAP_PHASES.length - 1 && <Box flex="1" w="2px" bg="wine.200" minH="8" />}
          </Stack>
          <Box
            flex="1"
            bg="bg.panel"
            borderWidth="1px"
            borderColor="border.muted"
            rounded="xl"
            p={{ base: '5', md: '6' }}
            mb="6"
            boxShadow="xs"
          >
            <Stack gap="3">
              <HStack justify="space-between" flexWrap="wrap" gap="2">
                <Heading as="h3" size="lg" color="wine.800">
                  {phase.title}
                </Heading>
                <HStack gap="2">
                  <Badge variant="outline" colorPalette="wine">
                    <LuCalendarClock aria-hidden /> {phase.timeframe}
                  </Badge>
                  <Badge
                    colorPalette={PHASE_PALETTE[phase.status]}
                    // white on the solid green is too faint (3.3:1); the subtle badge reads dark on light
                    variant={phase.status === 'Completed' ? 'subtle' : 'solid'}
                  >
                    {phase.status}
                  </Badge>
                </HStack>
              </HStack>
              <Text color="fg.muted">{phase.description}</Text>
              <List.Root listStyle="none" gap="1.5">
                {phase.features.map((feature) => (
                  <List.Item key={feature.name} display="flex" alignItems="center" gap="2">
                    <Icon color={feature.completed ? 'green.600' : 'fg.subtle'} boxSize="4" aria-hidden>
                      {feature.completed ? <LuCircleCheck /> : <LuCircle />}
                    </Icon>
                    <Text as="span" fontSize="sm">
                      {feature.name}
                      <Box as="span" srOnly>
                        {feature.completed ? ' (completed)' : ' (not yet)'}
                      </Box>
                    </Text>
                  </List.Item>
                ))}
              </List.Root>
            </Stack>
          </Box>
        </HStack>
      ))}
    </Stack>
  );
}

/**
 * `/roadmap`: hero, vision, the four phases, upcoming features, community suggestions, newsletter.
 * The suggestions come in as `communitySuggestions`: they belong to the community feature, and
 * features do not import each other, so app/ composes the two (app/pages/RoadmapRoute.tsx).
 */
export function RoadmapPage({ communitySuggestions }: { communitySuggestions?: ReactNode }) {
  return (
    <>
      <Box
        as="section"
        aria-labelledby="roadmap-title"
        color="white"
        bgGradient="to-br"
        gradientFrom="wine.950"
        gradientTo="wine.700"
        py={{ base: '14', md: '20' }}
      >
        <Container maxW="4xl">
          <Stack gap="4" textAlign="center" align="center">
            <Badge colorPalette="gold" variant="solid" rounded="full" px="3">
              In development
            </Badge>
            <Heading as="h1" id="roadmap-title" fontSize={{ base: '4xl', md: '5xl' }} lineHeight="1.1">
              Development Roadmap
            </Heading>
            <Text fontSize={{ base: 'lg', md: 'xl' }} color="whiteAlpha.900" maxW="2xl">
              Where Vineyard Valley is heading, season by season — and how you can shape it.
            </Text>
          </Stack>
        </Container>
      </Box>

      <Box as="section" aria-labelledby="vision-title" py={{ base: '12', md: '16' }}>
        <Container maxW="3xl">
          <SectionHeading id="vision-title" eyebrow="Our vision" title="The whole journey from vine to bottle">
            We are building the most authentic wine estate simulation you can play in a browser: real varieties, soils
            and regions, a living market, and choices whose effects you taste years later. It stays free to play, and
            the community decides much of what comes next.
          </SectionHeading>
        </Container>
      </Box>

      <Box as="section" aria-labelledby="phases-title" bg="bg.subtle" py={{ base: '12', md: '16' }}>
        <Container maxW="4xl">
          <Stack gap="10">
            <SectionHeading id="phases-title" eyebrow="Timeline" title="Four phases of development" />
            <Timeline />
          </Stack>
        </Container>
      </Box>

      <Box as="section" aria-labelledby="upcoming-title" py={{ base: '12', md: '16' }}>
        <Container maxW="6xl">
          <Stack gap="10">
            <SectionHeading id="upcoming-title" eyebrow="Coming up" title="Upcoming features" />
            <SimpleGrid as="ul" listStyle="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="5">
              {UPCOMING_FEATURES.map((feature) => (
                <Box
                  as="li"
                  key={feature.name}
                  bg="bg.panel"
                  borderWidth="1px"
                  borderColor="border.muted"
                  rounded="xl"
                  p="6"
                  boxShadow="xs"
                >
                  <Stack gap="3">
                    <HStack justify="space-between" align="flex-start" gap="3">
                      <Heading as="h3" size="md" color="wine.800">
                        {feature.name}
                      </Heading>
                      <Badge colorPalette="gold" variant="subtle" flexShrink={0}>
                        {feature.quarter}
                      </Badge>
                    </HStack>
                    <Text color="fg.muted" fontSize="sm">
                      {feature.description}
                    </Text>
                  </Stack>
                </Box>
              ))}
            </SimpleGrid>
          </Stack>
        </Container>
      </Box>

      <Box bg="bg.subtle" py={{ base: '12', md: '16' }}>
        <Container maxW="5xl">{communitySuggestions}</Container>
      </Box>

      <StayUpdatedCard />
    </>
  );
}
