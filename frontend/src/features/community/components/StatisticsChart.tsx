import { Badge, Box, Heading, HStack, SimpleGrid, Skeleton, Stack, Text, Wrap } from '@chakra-ui/react';
import { formatNumber } from '@vineyard/domain';
import { useGetFeatureStatisticsQuery } from '../../../api';
import { STATUS_LABELS, statusPalette } from '../../../lib/suggestionStatus';

function Tile({ label, value }: { label: string; value: number }) {
  return (
    <Box bg="bg.panel" borderWidth="1px" borderColor="border.muted" rounded="lg" px="4" py="3" textAlign="center">
      <Text fontFamily="heading" fontSize="2xl" fontWeight="bold" color="wine.700">
        {formatNumber(value)}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
    </Box>
  );
}

/** Board statistics: totals, a bar per status and the most used tags. */
export function StatisticsChart() {
  const query = useGetFeatureStatisticsQuery();
  const stats = query.data?.data.statistics;
  if (query.isError) return null;
  if (!stats) return <Skeleton height="48" rounded="xl" />;
  const max = Math.max(1, ...stats.byStatus.map((r) => r.count));
  return (
    <Box as="section" aria-labelledby="stats-title" bg="bg.subtle" rounded="xl" p={{ base: '4', md: '6' }}>
      <Stack gap="5">
        <Heading as="h2" id="stats-title" size="lg" color="wine.800">
          Board statistics
        </Heading>
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
          <Tile label="Suggestions" value={stats.totalSuggestions} />
          <Tile label="Votes cast" value={stats.totalVotes} />
          <Tile label="Up votes" value={stats.upVotes} />
          <Tile label="Comments" value={stats.totalComments} />
        </SimpleGrid>
        <Stack as="ul" listStyle="none" gap="2" aria-label="Suggestions by status" data-testid="status-chart">
          {stats.byStatus.map((row) => (
            <HStack as="li" key={row.status} gap="3">
              <Text fontSize="sm" minW="28" color="fg">
                {STATUS_LABELS[row.status]}
              </Text>
              <Box flex="1" bg="bg.panel" rounded="full" h="3" overflow="hidden" aria-hidden>
                <Box
                  h="full"
                  w={`${(row.count / max) * 100}%`}
                  minW={row.count > 0 ? '2' : '0'}
                  bg={`${statusPalette(row.status)}.500`}
                  rounded="full"
                />
              </Box>
              <Text fontSize="sm" fontWeight="semibold" minW="8" textAlign="end">
                {formatNumber(row.count)}
              </Text>
            </HStack>
          ))}
        </Stack>
        {stats.topTags.length > 0 && (
          <Stack gap="2">
            <Text fontSize="sm" fontWeight="semibold">
              Popular tags
            </Text>
            <Wrap as="ul" listStyle="none" gap="2">
              {stats.topTags.map((t) => (
                <Badge as="li" key={t.tag} variant="subtle" colorPalette="wine" rounded="full" px="2">
                  {t.tag} · {t.count}
                </Badge>
              ))}
            </Wrap>
          </Stack>
        )}
      </Stack>
    </Box>
  );
}
