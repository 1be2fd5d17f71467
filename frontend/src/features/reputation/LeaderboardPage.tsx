import { Badge, Box, Container, Heading, Spinner, Stack, Table, Tabs, Text } from '@chakra-ui/react';
import { formatMoney, formatNumber, regionLabel, varietyLabel } from '@vineyard/domain';
import {
  useGetLeaderboardQuery,
  useListCriticReviewsQuery,
  type LeaderboardEstateDto,
  type LeaderboardWineDto,
} from '../../api';
import { paths } from '../../config/paths';
import { SmartLink } from '../../components/SmartLink';
import { HonoursBadge, SeasonView } from './SeasonView';

function EstateTable({
  label,
  entries,
  figure,
}: {
  label: string;
  entries: LeaderboardEstateDto[];
  figure: 'reputation' | 'worth';
}) {
  if (entries.length === 0) return <Text color="fg.muted">No estates yet: found one and be the first.</Text>;
  return (
    <Table.ScrollArea>
      <Table.Root size="sm" aria-label={label} interactive>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader w="12">#</Table.ColumnHeader>
            <Table.ColumnHeader>Estate</Table.ColumnHeader>
            <Table.ColumnHeader hideBelow="sm">Region</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{figure === 'reputation' ? 'Reputation' : 'Worth'}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {entries.map((e) => (
            <Table.Row key={e.estateId}>
              <Table.Cell fontWeight="semibold">{e.rank}</Table.Cell>
              <Table.Cell>
                <Stack direction="row" gap="2" align="center" wrap="wrap">
                  <Text>{e.name}</Text>
                  <HonoursBadge count={e.seasonHonours} />
                </Stack>
              </Table.Cell>
              <Table.Cell hideBelow="sm">{regionLabel(e.region)}</Table.Cell>
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                {figure === 'reputation' ? formatNumber(e.reputation) : formatMoney(e.worth)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

function WineTable({ entries }: { entries: LeaderboardWineDto[] }) {
  if (entries.length === 0) return <Text color="fg.muted">No wine bottled in the last game year yet.</Text>;
  return (
    <Table.ScrollArea>
      <Table.Root size="sm" aria-label="Best wines of the year" interactive>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader w="12">#</Table.ColumnHeader>
            <Table.ColumnHeader>Wine</Table.ColumnHeader>
            <Table.ColumnHeader>Estate</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Quality</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {entries.map((w) => (
            <Table.Row key={w.wineLotId}>
              <Table.Cell fontWeight="semibold">{w.rank}</Table.Cell>
              <Table.Cell>
                <Text>{w.name}</Text>
                <Text fontSize="xs" color="fg.muted">
                  {w.blend ? `Blend (mostly ${varietyLabel(w.variety)})` : varietyLabel(w.variety)} · Year {w.vintage}
                </Text>
              </Table.Cell>
              <Table.Cell>
                <Text>{w.estateName}</Text>
                <Text fontSize="xs" color="fg.muted">
                  {regionLabel(w.region)}
                </Text>
              </Table.Cell>
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                {w.quality}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** The critics' latest reviews (GET /critics/reviews). */
function CriticReviews() {
  const feed = useListCriticReviewsQuery({});
  const reviews = feed.currentData?.data.reviews;
  if (feed.isError) return <Text color="fg.error">The reviews could not be loaded.</Text>;
  if (!reviews) return <Text color="fg.muted">Loading the reviews…</Text>;
  if (reviews.length === 0)
    return (
      <Text color="fg.muted">No reviews yet: the critics taste every wine of 300+ bottles a month after bottling.</Text>
    );
  return (
    <Stack as="ul" listStyle="none" gap="3" aria-label="Critic reviews">
      {reviews.map((r) => (
        <Box as="li" key={r.wineLotId} borderWidth="1px" rounded="md" p="3">
          <Stack direction="row" justify="space-between" align="baseline" gap="3">
            <Box minW="0">
              <Text fontWeight="semibold">{r.name}</Text>
              <Text fontSize="xs" color="fg.muted">
                {r.estateName} · {regionLabel(r.region)} · {r.blend ? 'Blend' : varietyLabel(r.variety)} · Year{' '}
                {r.vintage}
              </Text>
            </Box>
            <Badge colorPalette={r.score >= 90 ? 'gold' : 'gray'} size="lg" flexShrink={0}>
              {r.score} pts
            </Badge>
          </Stack>
          <Text fontSize="sm" mt="2">
            “{r.verdict}” — {r.critic}
          </Text>
        </Box>
      ))}
    </Stack>
  );
}

/** `/leaderboard` (public, no sign-in): estates by reputation and worth, and the year's best wines. */
export function LeaderboardPage() {
  const board = useGetLeaderboardQuery({});
  const data = board.currentData?.data;
  return (
    <Box as="section" aria-labelledby="leaderboard-title" py={{ base: '10', md: '14' }}>
      <Container maxW="4xl">
        <Stack gap="6">
          <Stack gap="2">
            <Badge colorPalette="gold" variant="subtle" alignSelf="start">
              Live
            </Badge>
            <Heading as="h1" id="leaderboard-title" fontSize={{ base: '3xl', md: '4xl' }} color="wine.800">
              Leaderboard
            </Heading>
            <Text color="fg.muted">
              The estates the wine world talks about, the richest, the best wines bottled in the last game year, and
              each region's season with its hall of fame. The year's medals are on the{' '}
              <SmartLink href={paths.awards} color="wine.700" fontWeight="semibold">
                awards page
              </SmartLink>
              .
            </Text>
          </Stack>
          {board.isError ? (
            <Text color="fg.error" role="alert">
              The leaderboard could not be loaded. Try again in a moment.
            </Text>
          ) : !data ? (
            // data-needs-app: on the prerendered page, the boot script loads the app when this is on screen
            <Stack direction="row" align="center" gap="2" color="fg.muted" data-needs-app="">
              <Spinner size="sm" /> <Text>Loading the leaderboard…</Text>
            </Stack>
          ) : (
            <Tabs.Root defaultValue="reputation" variant="line" lazyMount>
              <Tabs.List overflowX="auto" overflowY="hidden" mb="4">
                <Tabs.Trigger value="reputation" flexShrink={0}>
                  Reputation
                </Tabs.Trigger>
                <Tabs.Trigger value="worth" flexShrink={0}>
                  Worth
                </Tabs.Trigger>
                <Tabs.Trigger value="wines" flexShrink={0}>
                  Best wines
                </Tabs.Trigger>
                <Tabs.Trigger value="critics" flexShrink={0}>
                  Critics
                </Tabs.Trigger>
                <Tabs.Trigger value="season" flexShrink={0}>
                  Season
                </Tabs.Trigger>
              </Tabs.List>
              <Tabs.Content value="reputation">
                <EstateTable label="Estates by reputation" entries={data.reputation} figure="reputation" />
              </Tabs.Content>
              <Tabs.Content value="worth">
                <EstateTable label="Estates by worth" entries={data.worth} figure="worth" />
              </Tabs.Content>
              <Tabs.Content value="wines">
                <WineTable entries={data.wines} />
              </Tabs.Content>
              <Tabs.Content value="critics">
                <CriticReviews />
              </Tabs.Content>
              <Tabs.Content value="season">
                <SeasonView />
              </Tabs.Content>
            </Tabs.Root>
          )}
        </Stack>
      </Container>
    </Box>
  );
}
