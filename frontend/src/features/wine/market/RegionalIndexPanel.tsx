import { Box, Button, Stack, Table, Text } from '@chakra-ui/react';
import { skipToken } from '@reduxjs/toolkit/query';
import {
  GRAPE_COLORS,
  MARKET_INDEX,
  MESSAGES,
  regionLabel,
  WINE_TIER_INFO,
  WINE_TIERS,
  type GrapeColor,
  type RegionKey,
  type WineTier,
} from '@vineyard/domain';
import { useEffect, useState } from 'react';
import { useGetMarketIndexQuery, type MarketIndexSegmentDto } from '../../../api';
import { formatGameDay, formatGameDayShort, gameDayTicks } from '../../../components/gameDayAxis';
import { LineChart } from '../../../components/LineChart';
import { useGameTime } from '../../../hooks/useGameTime';
import { EmptyText, Panel } from '../../../components/Panel';

const COLOUR_LABELS: Record<GrapeColor, string> = { red: 'Red', white: 'White' };

/** '×1.12' — the factor on the list price. */
export const formatIndex = (index: number) => `×${index.toFixed(2)}`;

/** '+12%', '−8%', '±0%': what the factor does to the price. */
export function indexEffect(index: number): string {
  const percent = Math.round((index - 1) * 100);
  if (percent === 0) return '±0%';
  return percent > 0 ? `+${percent}%` : `−${-percent}%`;
}

const indexColour = (index: number) => (index > 1.005 ? 'green.fg' : index < 0.995 ? 'red.fg' : 'fg');

/**
 * The regional price index of the estate's region (GET /market/index): the current factor of each
 * colour × market tier, and the history of the chosen one as a chart. Refetched when the game day
 * changes (the tick writes a new index once a day).
 */
export function RegionalIndexPanel({ region }: { region: RegionKey | null }) {
  const gameTime = useGameTime();
  const index = useGetMarketIndexQuery(region ? { region } : skipToken);
  const [chosen, setChosen] = useState<{ color: GrapeColor; tier: WineTier }>({ color: 'red', tier: 'premium' });
  const day = gameTime?.dayIndex;
  const { refetch } = index;
  const started = region !== null && !index.isUninitialized;
  useEffect(() => {
    if (started && day !== undefined) void refetch();
  }, [day, started, refetch]);

  const data = index.currentData?.data;
  const segment = (color: GrapeColor, tier: WineTier): MarketIndexSegmentDto | undefined =>
    data?.segments.find((s) => s.color === color && s.tier === tier);
  const shown = segment(chosen.color, chosen.tier);
  const title = `Regional price index${region ? ` of ${regionLabel(region)}` : ''}`;

  return (
    <Panel title="Regional price index" note={region ? <Text fontSize="sm">{regionLabel(region)}</Text> : undefined}>
      {!region ? (
        <EmptyText>Choose an estate to see its region’s prices.</EmptyText>
      ) : index.isError && !data ? (
        <Text color="fg.error" role="alert">
          {MESSAGES.winery.indexLoadFailed}
        </Text>
      ) : !data ? (
        <EmptyText>Loading the regional index…</EmptyText>
      ) : (
        <Stack gap="4">
          <Text fontSize="sm" color="fg.muted">
            Every wine of the region sells at its list price × the index of its colour and tier, between{' '}
            {formatIndex(data.min)} and {formatIndex(data.max)}. It is set each game day from what all the region’s
            estates sold in the last {data.windowDays} days: above their usual share the price falls, a segment few sell
            in pays more. Choose a segment to see its history.
          </Text>
          <Box overflowX="auto">
            <Table.Root size="sm" aria-label={`${title}: today`}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Tier</Table.ColumnHeader>
                  {GRAPE_COLORS.map((color) => (
                    <Table.ColumnHeader key={color} textAlign="end">
                      {COLOUR_LABELS[color]}
                    </Table.ColumnHeader>
                  ))}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {WINE_TIERS.map((tier) => (
                  <Table.Row key={tier}>
                    <Table.Cell>{WINE_TIER_INFO[tier].label}</Table.Cell>
                    {GRAPE_COLORS.map((color) => {
                      const s = segment(color, tier);
                      const value = s?.index ?? 1;
                      const active = chosen.color === color && chosen.tier === tier;
                      return (
                        <Table.Cell key={color} textAlign="end">
                          <Button
                            size="xs"
                            variant={active ? 'subtle' : 'ghost'}
                            colorPalette={active ? 'wine' : 'gray'}
                            aria-pressed={active}
                            aria-label={`${COLOUR_LABELS[color]} ${WINE_TIER_INFO[tier].label}: index ${value.toFixed(2)} (${indexEffect(value)})`}
                            onClick={() => setChosen({ color, tier })}
                            fontVariantNumeric="tabular-nums"
                          >
                            <Text as="span" color={indexColour(value)}>
                              {formatIndex(value)}
                            </Text>
                          </Button>
                        </Table.Cell>
                      );
                    })}
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
          <LineChart
            title={`${COLOUR_LABELS[chosen.color]} ${WINE_TIER_INFO[chosen.tier].label.toLowerCase()} wines of ${regionLabel(region)}: index over game time`}
            points={(shown?.history ?? []).map((p) => ({ x: p.gameDay, y: p.index }))}
            xLabel="Game date"
            yLabel="Index"
            formatX={formatGameDay}
            formatY={(y) => `${y.toFixed(3)} (${indexEffect(y)})`}
            formatXTick={formatGameDayShort}
            formatYTick={(y) => y.toFixed(2)}
            xTicks={gameDayTicks}
            step
            extendTo={gameTime?.dayIndex}
            includeZero={false}
            height={200}
            emptyText={`No index yet: it is first set on the next game day, then daily (the last ${MARKET_INDEX.historyDays} days are kept).`}
          />
        </Stack>
      )}
    </Panel>
  );
}
