import { Alert, Box, Container, Heading, Icon, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { forwardRef, type ReactNode } from 'react';
import { LuSwords, LuWine } from 'react-icons/lu';
import { SectionHeading } from './SectionHeading';

function AudienceCard({ icon, title, points }: { icon: ReactNode; title: string; points: string[] }) {
  return (
    <Box
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border.muted"
      rounded="xl"
      p={{ base: '6', md: '8' }}
      boxShadow="xs"
    >
      <Stack gap="4">
        <Box
          boxSize="12"
          rounded="lg"
          bg="wine.subtle"
          color="wine.700"
          display="flex"
          alignItems="center"
          justifyContent="center"
        >
          <Icon boxSize="6" aria-hidden>
            {icon}
          </Icon>
        </Box>
        <Heading as="h3" size="lg" color="wine.800">
          {title}
        </Heading>
        <List.Root gap="2" ps="5" color="fg.muted">
          {points.map((point) => (
            <List.Item key={point}>{point}</List.Item>
          ))}
        </List.Root>
      </Stack>
    </Box>
  );
}

/** What the game is and whom it is for, with what is playable today and what comes next. */
export const GameOverview = forwardRef<HTMLHeadingElement>(function GameOverview(_props, headingRef) {
  return (
    <Box as="section" aria-labelledby="overview-title" py={{ base: '16', md: '24' }}>
      <Container maxW="6xl">
        <Stack gap="10">
          <SectionHeading
            id="overview-title"
            ref={headingRef}
            eyebrow="Game overview"
            title="A living wine estate in your browser"
          >
            Vineyard Valley is a text-based strategy game about the whole journey from vine to bottle: land, grapes,
            cellar, market and reputation.
          </SectionHeading>
          <Alert.Root status="info" variant="subtle" maxW="2xl" mx="auto" rounded="lg" colorPalette="gold">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>Coming Soon</Alert.Title>
              <Alert.Description>
                The game is playable today: found an estate, plant and harvest, make, age and sell wine, build a
                reputation and trade land on one shared clock with every other player. Coming next, season by season:
                work in the vineyard through the year, weather that threatens the harvest, merchants&apos; contracts,
                staff and buildings, and trading wine between players. The roadmap shows the order.
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
            <AudienceCard
              icon={<LuWine />}
              title="For Wine Enthusiasts"
              points={[
                'Real grape varieties, soils and wine regions',
                'Learn how terroir and timing shape a vintage',
                'Craft the wines you love to drink',
              ]}
            />
            <AudienceCard
              icon={<LuSwords />}
              title="For Strategy Gamers"
              points={[
                'Plan plantings seasons ahead',
                'Balance money, land and reputation',
                'Trade land with rival estates',
              ]}
            />
          </SimpleGrid>
          <Text textAlign="center" fontSize="sm" color="fg.subtle">
            No downloads, no wine knowledge required.
          </Text>
        </Stack>
      </Container>
    </Box>
  );
});
