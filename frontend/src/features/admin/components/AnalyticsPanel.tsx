import { Box, Field, Heading, HStack, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { formatNumber } from '@vineyard/domain';
import { useState } from 'react';
import { LuChartColumn } from 'react-icons/lu';
import { useGetAnalyticsSummaryQuery, type DayCountDto, type PathCountDto } from '../../../api';
import { fillDays } from '../format';
import { Empty, LoadFailed, Loading } from '../../../components/States';
import { AdminSection } from './AdminSection';

const RANGES = [7, 30, 90] as const;

function Tile({ label, value }: { label: string; value: number }) {
  return (
    <Box bg="bg.panel" borderWidth="1px" borderColor="border.muted" rounded="lg" px="4" py="3">
      <Text fontFamily="heading" fontSize="2xl" fontWeight="bold" color="wine.700">
        {formatNumber(value)}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
    </Box>
  );
}

/** Page views per day as columns; the exact numbers are in each column's label. */
function DayChart({ days }: { days: DayCountDto[] }) {
  const max = Math.max(1, ...days.map((d) => d.count));
  const labelEvery = Math.ceil(days.length / 8);
  return (
    <Stack gap="2">
      <HStack
        as="ul"
        listStyle="none"
        aria-label="Page views per day"
        align="flex-end"
        gap={days.length > 40 ? '0.5' : '1'}
        h="40"
        borderBottomWidth="1px"
        borderColor="border"
        data-testid="pageviews-chart"
      >
        {days.map((day) => (
          <Box
            as="li"
            key={day.date}
            flex="1"
            minW="0"
            h="full"
            display="flex"
            alignItems="flex-end"
            aria-label={`${day.date}: ${formatNumber(day.count)} page views`}
            title={`${day.date}: ${formatNumber(day.count)}`}
          >
            <Box
              w="full"
              h={`${(day.count / max) * 100}%`}
              minH={day.count > 0 ? '1' : '0'}
              bg="wine.solid"
              roundedTop="sm"
            />
          </Box>
        ))}
      </HStack>
      <HStack gap="0" aria-hidden>
        {days.map((day, index) => (
          <Text key={day.date} flex="1" minW="0" fontSize="2xs" color="fg.muted" whiteSpace="nowrap" overflow="visible">
            {index % labelEvery === 0 ? day.date.slice(5) : ''}
          </Text>
        ))}
      </HStack>
    </Stack>
  );
}

function TopList({ title, rows, empty }: { title: string; rows: PathCountDto[]; empty: string }) {
  const max = Math.max(1, ...rows.map((r) => r.count));
  const id = `top-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <AdminSection id={id} title={title}>
      {rows.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {empty}
        </Text>
      ) : (
        <Stack as="ol" listStyle="none" gap="2">
          {rows.map((row) => (
            <Stack as="li" key={row.path} gap="1">
              <HStack justify="space-between" gap="3" fontSize="sm">
                <Text truncate title={row.path} minW="0">
                  {row.path}
                </Text>
                <Text fontWeight="semibold" flexShrink={0}>
                  {formatNumber(row.count)}
                </Text>
              </HStack>
              <Box h="1.5" bg="bg.muted" rounded="full" overflow="hidden" aria-hidden>
                <Box h="full" w={`${(row.count / max) * 100}%`} bg="wine.400" rounded="full" />
              </Box>
            </Stack>
          ))}
        </Stack>
      )}
    </AdminSection>
  );
}

/** Analytics: page views per day, top pages, outbound links and referrers over a chosen range. */
export function AnalyticsPanel() {
  const [days, setDays] = useState<number>(30);
  const query = useGetAnalyticsSummaryQuery({ days });
  const summary = query.currentData?.data.summary;

  return (
    <Stack gap="4">
      <Field.Root width={{ base: 'full', sm: '48' }}>
        <Field.Label>Period</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={days} bg="bg.panel" onChange={(event) => setDays(Number(event.target.value))}>
            {RANGES.map((range) => (
              <option key={range} value={range}>
                Last {range} days
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>

      {query.isError && !summary ? (
        <LoadFailed error={query.error} fallback="Failed to load analytics." onRetry={() => void query.refetch()} />
      ) : !summary ? (
        <Loading label="Loading analytics…" />
      ) : summary.pageviews === 0 && summary.outbound === 0 ? (
        <Empty icon={<LuChartColumn />}>No page views recorded in the last {summary.days} days.</Empty>
      ) : (
        <Stack gap="4" aria-busy={query.isFetching}>
          <SimpleGrid columns={2} gap="3" maxW={{ md: 'lg' }}>
            <Tile label="Page views" value={summary.pageviews} />
            <Tile label="Outbound clicks" value={summary.outbound} />
          </SimpleGrid>
          <Stack
            as="section"
            aria-labelledby="views-per-day"
            gap="3"
            bg="bg.panel"
            borderWidth="1px"
            borderColor="border.muted"
            rounded="xl"
            p={{ base: '4', md: '5' }}
          >
            <Heading as="h2" id="views-per-day" size="sm" color="wine.800">
              Page views per day (UTC)
            </Heading>
            <DayChart days={fillDays(summary.pageviewsByDay, summary.days)} />
          </Stack>
          <SimpleGrid columns={{ base: 1, lg: 3 }} gap="4">
            <TopList title="Top pages" rows={summary.topPages} empty="No page views." />
            <TopList title="Outbound links" rows={summary.topOutbound} empty="No outbound clicks." />
            <TopList title="Referrers" rows={summary.topReferrers} empty="No referrers." />
          </SimpleGrid>
        </Stack>
      )}
    </Stack>
  );
}
