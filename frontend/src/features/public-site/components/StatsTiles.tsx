import { Box, Container, SimpleGrid, Text } from '@chakra-ui/react';
import { gameFigures } from '@vineyard/domain';

/** The game's own figures (libs/domain), so the tiles never claim more than it has. */
const figures = gameFigures();
const STATS = [
  { value: String(figures.varieties), label: 'Grape varieties' },
  { value: '100%', label: 'Free to play' },
  { value: String(figures.regions), label: 'Wine regions' },
] as const;

/** Three tiles overlapping the bottom edge of the hero. */
export function StatsTiles() {
  return (
    <Container maxW="6xl" mt={{ base: '-14', md: '-16' }} position="relative">
      <SimpleGrid
        as="ul"
        listStyle="none"
        columns={{ base: 1, sm: 3 }}
        gap={{ base: '3', md: '6' }}
        aria-label="Vineyard Valley in numbers"
      >
        {STATS.map((stat) => (
          <Box
            as="li"
            key={stat.label}
            bg="bg.panel"
            rounded="xl"
            boxShadow="lg"
            borderWidth="1px"
            borderColor="border.muted"
            px="6"
            py={{ base: '4', md: '6' }}
            textAlign="center"
          >
            <Text
              fontFamily="heading"
              fontSize={{ base: '3xl', md: '4xl' }}
              fontWeight="bold"
              color="wine.700"
              lineHeight="1"
            >
              {stat.value}
            </Text>
            <Text mt="1" color="fg.muted" fontWeight="medium">
              {stat.label}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
    </Container>
  );
}
