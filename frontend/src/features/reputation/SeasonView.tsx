import { Badge, Box, Field, Heading, NativeSelect, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuTrophy } from 'react-icons/lu';
import {
  formatGameDay,
  formatOrdinal,
  formatMoney,
  MESSAGES,
  REGION_INFO,
  REGIONS,
  regionLabel,
  SEASON_SCORE_MAX,
  seasonPlaceLabel,
  type RegionKey,
} from '@vineyard/domain';
import { useGetCurrentSeasonQuery, useListHallOfFameQuery, type SeasonStandingDto } from '../../api';
import { Pager } from '../../components/Pager';
import { useEstates } from '../../hooks/useEstates';

const m = MESSAGES.seasons;

/** A place's badge: gold, silver, bronze for the honoured three. */
export function placePalette(rank: number): string {
  return rank === 1 ? 'yellow' : rank === 2 ? 'gray' : rank === 3 ? 'orange' : 'gray';
}

/** An estate's season honours (the hall of fame's places it holds), when it has any. */
export function HonoursBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  const label = `${count} season ${count === 1 ? 'honour' : 'honours'}`;
  return (
    <Badge colorPalette="yellow" variant="subtle" size="sm" title={label} aria-label={label}>
      <LuTrophy aria-hidden /> {count}
    </Badge>
  );
}

function StandingsTable({
  rows,
  own,
  label = 'Season standings',
}: {
  rows: SeasonStandingDto[];
  own: ReadonlySet<string>;
  label?: string;
}) {
  return (
    <Table.ScrollArea>
      <Table.Root size="sm" aria-label={label} interactive>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader w="12">#</Table.ColumnHeader>
            <Table.ColumnHeader>Estate</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end" hideBelow="sm">
              Wine revenue
            </Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end" hideBelow="sm">
              Critics
            </Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end" hideBelow="md">
              Reputation
            </Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Score</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((s) => {
            const mine = own.has(s.estateId);
            return (
              <Table.Row
                key={s.estateId}
                bg={mine ? 'wine.50' : undefined}
                aria-current={mine ? 'true' : undefined}
                data-own={mine ? '' : undefined}
              >
                <Table.Cell fontWeight="semibold">{s.rank}</Table.Cell>
                <Table.Cell>
                  <Stack direction="row" gap="2" align="center" wrap="wrap">
                    <Text fontWeight={mine ? 'semibold' : undefined}>{s.estateName}</Text>
                    {mine && (
                      <Badge colorPalette="wine" variant="solid" size="sm">
                        You
                      </Badge>
                    )}
                    <HonoursBadge count={s.honours} />
                  </Stack>
                  <Text fontSize="xs" color="fg.muted" hideFrom="sm">
                    {formatMoney(s.revenue)} · critics {s.criticScore ?? '—'} · reputation {s.reputation}
                  </Text>
                </Table.Cell>
                <Table.Cell textAlign="end" hideBelow="sm" fontVariantNumeric="tabular-nums">
                  {formatMoney(s.revenue)}
                </Table.Cell>
                <Table.Cell textAlign="end" hideBelow="sm" fontVariantNumeric="tabular-nums">
                  {s.criticScore ?? '—'}
                </Table.Cell>
                <Table.Cell textAlign="end" hideBelow="md" fontVariantNumeric="tabular-nums">
                  {s.reputation}
                </Table.Cell>
                <Table.Cell textAlign="end" fontWeight="semibold" fontVariantNumeric="tabular-nums">
                  {s.score}
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** The hall of fame (GET /seasons/hall-of-fame): every season's honoured estates, the latest first. */
function HallOfFame({ own }: { own: ReadonlySet<string> }) {
  const [page, setPage] = useState(1);
  const query = useListHallOfFameQuery({ page });
  const data = query.currentData?.data;
  if (query.isError) return <Text color="fg.error">{m.hallLoadFailed}</Text>;
  if (!data)
    return (
      <Stack direction="row" align="center" gap="2" color="fg.muted">
        <Spinner size="sm" /> <Text>Loading the hall of fame…</Text>
      </Stack>
    );
  if (data.honours.length === 0) return <Text color="fg.muted">{m.noHonours}</Text>;
  return (
    <Stack gap="3">
      <Stack as="ul" listStyle="none" gap="2" aria-label="Hall of fame">
        {data.honours.map((h) => (
          <Box as="li" key={h.id} borderWidth="1px" rounded="md" p="3" bg={own.has(h.estateId) ? 'wine.50' : undefined}>
            <Stack direction="row" justify="space-between" align="center" gap="3">
              <Box minW="0">
                <Text fontWeight="semibold">{h.estateName}</Text>
                <Text fontSize="xs" color="fg.muted">
                  Year {h.year} · {regionLabel(h.region)} · {h.score} of {SEASON_SCORE_MAX} points
                </Text>
              </Box>
              <Badge colorPalette={placePalette(h.rank)} size="lg" flexShrink={0}>
                {seasonPlaceLabel(h.rank)}
              </Badge>
            </Stack>
          </Box>
        ))}
      </Stack>
      {data.pagination.totalPages > 1 && (
        <Pager pagination={data.pagination} busy={query.isFetching} onPage={setPage} noun={['honour', 'honours']} />
      )}
    </Stack>
  );
}

/**
 * The season (issue 35): a region's standings of the game year under way (GET /seasons/current),
 * the player's own estates highlighted and its place named even off the page, and the hall of fame.
 * Public: a visitor sees it too, starting with Tuscany; a player starts with their estate's region.
 */
export function SeasonView() {
  const { estates, currentEstate } = useEstates();
  const [chosen, setChosen] = useState<RegionKey | null>(null);
  const [page, setPage] = useState(1);
  const region: RegionKey = chosen ?? currentEstate?.location ?? estates[0]?.location ?? 'tuscany';
  const mineHere = currentEstate?.location === region ? currentEstate : estates.find((e) => e.location === region);
  const query = useGetCurrentSeasonQuery({ region, page, ...(mineHere ? { estateId: mineHere.id } : {}) });
  const data = query.currentData?.data;
  const own = new Set(estates.map((e) => e.id));
  const ownOffPage = data?.estate && !data.standings.some((s) => s.estateId === data.estate!.estateId);
  return (
    <Stack gap="6">
      <Stack gap="3">
        <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" align={{ sm: 'end' }} gap="3">
          <Box>
            <Heading as="h2" size="lg">
              {data ? `Year ${data.year} season` : 'This season'}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {data
                ? `Ends on ${formatGameDay(data.endsOnDay)}: the best three of each region enter the hall of fame.`
                : 'Standings by wine revenue, critics and reputation.'}
            </Text>
          </Box>
          <Field.Root maxW={{ sm: '56' }}>
            <Field.Label fontSize="sm">Region</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                aria-label="Region"
                value={region}
                onChange={(event) => {
                  setChosen(event.target.value as RegionKey);
                  setPage(1);
                }}
              >
                {REGIONS.map((r) => (
                  <option key={r} value={r}>
                    {REGION_INFO[r].name} ({REGION_INFO[r].country})
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        </Stack>
        {data?.estate && (
          <Text fontSize="sm" role="status">
            <b>{data.estate.estateName}</b> is {formatOrdinal(data.estate.rank)} of {data.pagination.total} in{' '}
            {regionLabel(region)} with {data.estate.score} of {SEASON_SCORE_MAX} points.
          </Text>
        )}
        {query.isError ? (
          <Text color="fg.error" role="alert">
            {m.loadFailed}
          </Text>
        ) : !data ? (
          <Stack direction="row" align="center" gap="2" color="fg.muted" data-needs-app="">
            <Spinner size="sm" /> <Text>Loading the standings…</Text>
          </Stack>
        ) : data.standings.length === 0 && page === 1 ? (
          <Text color="fg.muted">{m.noEntrants}</Text>
        ) : (
          <Stack gap="3">
            <StandingsTable rows={data.standings} own={own} />
            {ownOffPage && data.estate && <StandingsTable rows={[data.estate]} own={own} label="Your estate's place" />}
            {data.pagination.totalPages > 1 && (
              <Pager
                pagination={data.pagination}
                busy={query.isFetching}
                onPage={setPage}
                noun={['estate', 'estates']}
              />
            )}
          </Stack>
        )}
      </Stack>
      <Stack gap="3">
        <Heading as="h2" size="lg">
          Hall of fame
        </Heading>
        <HallOfFame own={own} />
      </Stack>
    </Stack>
  );
}
