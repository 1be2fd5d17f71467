import { Badge, Box, Heading, List, SimpleGrid, Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { formatHectares, regionLabel, SEASON_TASKS, weatherFor } from '@vineyard/domain';
import { Link as RouterLink } from 'react-router-dom';
import { href } from '../../app/paths';
import { useEstates } from '../estates/hooks/useEstates';
import { useGameTime } from './hooks/useGameTime';
import { NotificationsPanel } from './NotificationsPanel';
import { Panel } from './Panel';

const IMPORTANCE_COLOR = { High: 'red', Medium: 'orange', Low: 'gray' } as const;

/**
 * While the game date loads, the weather and task panels show skeletons of the size of their
 * content (placeholder text under the skeleton, hidden from everyone), so the panels below do
 * not jump when the date arrives.
 */
const PLACEHOLDER_WEATHER = { condition: 'Partly cloudy', line: 'High 20°C (68°F) · Low 10°C' };

/** The Overview tab of /game: date and season, weather, notifications, tasks and the vineyard summary. */
export function OverviewTab() {
  const { currentEstate } = useEstates();
  const time = useGameTime();
  const weather = currentEstate && time ? weatherFor(currentEstate.location, time.dayIndex) : null;
  const timeLoading = time === null;
  const tasks = SEASON_TASKS[time?.season ?? 'Spring'];

  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="wine.800">
          {currentEstate ? currentEstate.name : 'Estate Overview'}
        </Heading>
        <Text color="fg.muted">
          {time ? time.formattedTime : 'Loading the game date…'}
          {currentEstate && ` · ${regionLabel(currentEstate.location)}`}
        </Text>
      </Stack>

      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <Panel title="Weather Today" note={<Badge variant="subtle">Regional forecast</Badge>}>
          {currentEstate ? (
            <Stack gap="1" aria-busy={weather ? undefined : true}>
              <Skeleton loading={!weather} alignSelf="flex-start">
                <Text fontSize="2xl" fontWeight="semibold">
                  {weather ? weather.condition : PLACEHOLDER_WEATHER.condition}
                </Text>
              </Skeleton>
              <Skeleton loading={!weather} alignSelf="flex-start">
                <Text color="fg.muted">
                  {weather
                    ? `High ${weather.highC}°C (${weather.highF}°F) · Low ${weather.lowC}°C`
                    : PLACEHOLDER_WEATHER.line}
                </Text>
              </Skeleton>
              {!weather && <VisuallyHidden>Loading the weather…</VisuallyHidden>}
            </Stack>
          ) : (
            <Text color="fg.subtle" fontStyle="italic" fontSize="sm">
              Select an estate to see its weather.
            </Text>
          )}
        </Panel>

        <NotificationsPanel estateId={currentEstate?.id ?? null} />

        <Panel title={time ? `${time.season} Tasks` : 'Tasks'}>
          {timeLoading && <VisuallyHidden>Loading the tasks…</VisuallyHidden>}
          <List.Root as="ul" listStyle="none" gap="2" aria-hidden={timeLoading || undefined}>
            {tasks.map((task) => (
              <Skeleton key={task.name} loading={timeLoading} asChild>
                <List.Item display="flex" justifyContent="space-between" alignItems="flex-start" gap="3">
                  <Box minW="0">
                    <Text fontWeight="medium">{task.name}</Text>
                    <Text fontSize="xs" color="fg.muted">
                      Due: {task.deadline}
                    </Text>
                  </Box>
                  <Badge colorPalette={IMPORTANCE_COLOR[task.importance]} flexShrink={0}>
                    {task.importance}
                  </Badge>
                </List.Item>
              </Skeleton>
            ))}
          </List.Root>
        </Panel>

        <Panel title="Vineyard Summary">
          {!currentEstate || currentEstate.plots.length === 0 ? (
            <Text color="fg.subtle" fontStyle="italic" fontSize="sm">
              No plots yet.
            </Text>
          ) : (
            <List.Root as="ul" listStyle="none" gap="2">
              {currentEstate.plots.map((plot) => (
                <List.Item key={plot.id} display="flex" justifyContent="space-between" gap="3">
                  <Box minW="0">
                    <Text fontWeight="medium" asChild>
                      <RouterLink to={href.plot(plot.id)}>{plot.name}</RouterLink>
                    </Text>
                    <Text fontSize="xs" color="fg.muted">
                      {formatHectares(plot.size)} ·{' '}
                      {plot.plantedSize > 0 ? `${formatHectares(plot.plantedSize)} planted` : 'No blocks planted yet'}
                    </Text>
                  </Box>
                </List.Item>
              ))}
            </List.Root>
          )}
        </Panel>
      </SimpleGrid>
    </Stack>
  );
}
