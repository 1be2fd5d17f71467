import { Badge, Box, Link, List, Text } from '@chakra-ui/react';
import { TASK_RULES } from '@vineyard/domain';
import { Link as RouterLink } from 'react-router-dom';
import type { OverviewTask } from './overviewTasks';
import { EmptyText, Panel } from '../../../components/Panel';

const IMPORTANCE_COLOR = { High: 'red', Medium: 'orange', Low: 'gray' } as const;

/** The Overview's tasks (derived from the estate, see overviewTasks.ts), each a link to where it is done. */
export function TasksPanel({
  tasks,
  state,
}: {
  tasks: readonly OverviewTask[];
  state: 'ready' | 'loading' | 'failed' | 'none';
}) {
  return (
    <Panel title="Tasks">
      {state === 'none' ? (
        <EmptyText>Select an estate to see its tasks.</EmptyText>
      ) : state === 'loading' ? (
        <EmptyText>Loading the tasks…</EmptyText>
      ) : state === 'failed' ? (
        <Text color="fg.error" fontSize="sm" role="alert">
          The tasks could not be worked out: the estate's blocks, grapes, cellar or wines did not load.
        </Text>
      ) : tasks.length === 0 ? (
        <EmptyText>Nothing needs doing right now.</EmptyText>
      ) : (
        <List.Root as="ul" listStyle="none" gap="3" aria-label="Tasks">
          {tasks.slice(0, TASK_RULES.shown).map((task) => (
            <List.Item key={task.id} display="flex" justifyContent="space-between" alignItems="flex-start" gap="3">
              <Box minW="0">
                <Link asChild fontWeight="medium">
                  <RouterLink to={task.to}>{task.name}</RouterLink>
                </Link>
                <Text fontSize="xs" color="fg.muted">
                  {task.detail}
                </Text>
              </Box>
              <Badge colorPalette={IMPORTANCE_COLOR[task.importance]} flexShrink={0}>
                {task.importance}
              </Badge>
            </List.Item>
          ))}
          {tasks.length > TASK_RULES.shown && (
            <List.Item fontSize="sm" color="fg.muted">
              and {tasks.length - TASK_RULES.shown} more
            </List.Item>
          )}
        </List.Root>
      )}
    </Panel>
  );
}
