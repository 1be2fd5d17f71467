import { Badge, Box, Heading, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { formatHectares, regionLabel, SEASON_TASKS, weatherFor } from '@vineyard/domain';
import { Link as RouterLink } from 'react-router-dom';
import { href } from '../../app/paths';
import { useEstates } from '../estates/hooks/useEstates';
import { useGameTime } from './hooks/useGameTime';
import { Panel } from './Panel';

const IMPORTANCE_COLOR = { High: 'red', Medium: 'orange', Low: 'gray' } as const;

/** The Overview tab of /game: date and season, weather, tasks and the vineyard summary. */
export function OverviewTab() {
  const { currentEstate } = useEstates();
  const time = useGameTime();
  const weather = currentEstate && time ? weatherFor(currentEstate.location, time.dayIndex) : null;
  const tasks = time ? SEASON_TASKS[time.season] : [];

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
          {weather ? (
            <Stack gap="1">
              <Text fontSize="2xl" fontWeight="semibold">
                {weather.condition}
              </Text>
              <Text color="fg.muted">
                High {weather.highC}°C ({weather.highF}°F) · Low {weather.lowC}°C
              </Text>
            </Stack>
          ) : (
            <Text color="fg.subtle" fontStyle="italic" fontSize="sm">
              {currentEstate ? 'Loading the weather…' : 'Select an estate to see its weather.'}
            </Text>
          )}
        </Panel>

        <Panel title="Alerts">
          <Text color="fg.subtle" fontStyle="italic" fontSize="sm">
            No alerts right now.
          </Text>
        </Panel>

        <Panel title={time ? `${time.season} Tasks` : 'Tasks'}>
          <List.Root as="ul" listStyle="none" gap="2">
            {tasks.map((task) => (
              <List.Item key={task.name} display="flex" justifyContent="space-between" alignItems="flex-start" gap="3">
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
                      {formatHectares(plot.size)} · No blocks planted yet
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
