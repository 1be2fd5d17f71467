import { Badge, HStack, List, Progress, Stack, Text } from '@chakra-ui/react';
import {
  formatNumber,
  REPUTATION_RULES,
  reputationFromPoints,
  reputationPointsOn,
  WINE_TIER_INFO,
  WINE_TIERS,
} from '@vineyard/domain';
import { useGetEstateReputationQuery, type ReputationEventDto } from '../../api';
import { formatGameDay, formatGameDayShort, gameDayTicks } from '../../components/gameDayAxis';
import { LineChart } from '../../components/LineChart';
import type { ChartPoint } from '../../components/chartScale';
import { Loading, LoadFailed } from '../../components/States';
import { EmptyText, Panel } from '../../components/Panel';

/** Days between the drawn points of the decay between two changes. */
const DECAY_STEP_DAYS = 10;

/**
 * The reputation over time, oldest first: each change, and between changes the decay (computed
 * with the game's own rule, reputationPointsOn), up to today.
 */
export function reputationSeries(history: readonly ReputationEventDto[], today: number): ChartPoint[] {
  const events = [...history].reverse();
  const points: ChartPoint[] = [];
  events.forEach((event, i) => {
    points.push({ x: event.gameDay, y: event.reputationAfter });
    const until = i + 1 < events.length ? events[i + 1]!.gameDay : today;
    for (let day = event.gameDay + DECAY_STEP_DAYS; day < until; day += DECAY_STEP_DAYS)
      points.push({ x: day, y: reputationFromPoints(reputationPointsOn(event.pointsAfter, event.gameDay, day)) });
  });
  return points;
}

const signed = (n: number) => `${n > 0 ? '+' : n < 0 ? '−' : ''}${formatNumber(Math.abs(Math.round(n * 10) / 10))}`;

/** What the estate's reputation opens next: the Fine and Icon wine tiers. */
function nextOpening(reputation: number): string {
  const next = WINE_TIERS.map((t) => WINE_TIER_INFO[t]).find((t) => t.minReputation > reputation);
  return next
    ? `At reputation ${next.minReputation} the ${next.label} buyers (quality ${next.minQuality}+) open to your wines.`
    : 'Every tier of buyers is open to your wines.';
}

/** An estate's reputation: today's value and points, what it opens, its history as a chart and a list. */
export function ReputationPanel({ estateId }: { estateId: string }) {
  const query = useGetEstateReputationQuery({ estateId });
  const data = query.currentData?.data;
  return (
    <Panel
      title="Reputation"
      note={data ? <Badge variant="subtle">{formatNumber(data.reputation)} / 100</Badge> : null}
    >
      {query.isError ? (
        <LoadFailed
          error={query.error}
          fallback="The reputation could not be loaded."
          onRetry={() => void query.refetch()}
        />
      ) : !data ? (
        <Loading label="Loading the reputation…" />
      ) : (
        <Stack gap="3" fontSize="sm">
          <Progress.Root value={data.reputation} max={100} size="sm" colorPalette="wine" aria-label="Reputation">
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
          <Text color="fg.muted">
            {formatNumber(Math.round(data.points))} points, losing {data.decayPerDay * 100}% a game day.{' '}
            {nextOpening(data.reputation)} This month's sales earned{' '}
            {formatNumber(Math.round(data.monthEarnedFromSales))} of {REPUTATION_RULES.monthlySoftCap} points at the
            full rate.
          </Text>
          <LineChart
            title="Reputation over game time"
            points={reputationSeries(data.history, data.day)}
            xLabel="Game date"
            yLabel="Reputation"
            formatX={formatGameDay}
            formatY={(y) => formatNumber(Math.round(y))}
            formatXTick={formatGameDayShort}
            xTicks={gameDayTicks}
            extendTo={data.day}
            height={160}
            emptyText="Sell good wine, earn good reviews and win awards to build a reputation."
          />
          {data.history.length === 0 ? (
            <EmptyText>No changes yet.</EmptyText>
          ) : (
            <List.Root variant="plain" gap="1" aria-label="Latest reputation changes">
              {data.history.slice(0, 8).map((event) => (
                <List.Item key={event.id}>
                  <HStack justify="space-between" w="full" gap="2">
                    <Text>
                      {event.label}{' '}
                      <Text as="span" color="fg.muted">
                        · {formatGameDayShort(event.gameDay)}
                      </Text>
                    </Text>
                    <Text fontWeight="semibold" color={event.change >= 0 ? 'green.700' : 'red.700'}>
                      {signed(event.change)} pts
                    </Text>
                  </HStack>
                </List.Item>
              ))}
            </List.Root>
          )}
        </Stack>
      )}
    </Panel>
  );
}
