import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { CommunitySuggestions } from './components/CommunitySuggestions';
import { StatisticsChart } from './components/StatisticsChart';

/** `/feature-requests`: the full community board with its statistics. */
export function FeatureRequestsPage() {
  return (
    <>
      <Box bg="wine.900" color="white" py={{ base: '10', md: '14' }}>
        <Container maxW="5xl">
          <Stack gap="3">
            <Heading as="h1" size={{ base: '3xl', md: '4xl' }}>
              Feature Requests
            </Heading>
            <Text fontSize="lg" color="whiteAlpha.900" maxW="2xl">
              Browse, search, vote on and discuss the community&apos;s ideas for Vineyard Valley, or suggest a feature
              of your own.
            </Text>
          </Stack>
        </Container>
      </Box>
      <Container maxW="5xl" py={{ base: '8', md: '12' }}>
        <Stack gap="10">
          <StatisticsChart />
          <CommunitySuggestions heading="All suggestions" />
        </Stack>
      </Container>
    </>
  );
}
