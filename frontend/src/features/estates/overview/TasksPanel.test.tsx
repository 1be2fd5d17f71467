import { screen, within } from '@testing-library/react';
import { TASK_RULES } from '@vineyard/domain';
import { renderRoutes } from '../../../test-utils/render';
import type { OverviewTask } from './overviewTasks';
import { TasksPanel } from './TasksPanel';

const task = (i: number): OverviewTask => ({
  id: `t${i}`,
  name: `Task ${i}`,
  detail: `Due on day ${i}`,
  importance: i < 2 ? 'High' : 'Low',
  to: `/t/${i}`,
});

describe('TasksPanel', () => {
  it('lists the first tasks and says how many more there are', () => {
    const tasks = Array.from({ length: TASK_RULES.shown + 2 }, (_, i) => task(i));
    renderRoutes([{ path: '*', element: <TasksPanel tasks={tasks} state="ready" /> }]);
    const list = screen.getByRole('list', { name: 'Tasks' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(tasks.slice(0, TASK_RULES.shown).map((t) => t.name));
    expect(within(list).getByText('and 2 more')).toBeInTheDocument();
  });

  it('lists a short list whole', () => {
    renderRoutes([{ path: '*', element: <TasksPanel tasks={[task(0), task(1)]} state="ready" /> }]);
    expect(within(screen.getByRole('list', { name: 'Tasks' })).getAllByRole('link')).toHaveLength(2);
    expect(screen.queryByText(/^and \d+ more$/)).not.toBeInTheDocument();
  });
});
