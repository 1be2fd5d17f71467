import { act, screen, within } from '@testing-library/react';
import { GAME_START, toGameTimeView } from '@vineyard/domain';
import { testEstate } from '../../test-utils/fixtures';
import { errorBody, mockApi, type MockAnswer } from '../../test-utils/mockFetch';
import { renderRoutes, signedInAuth } from '../../test-utils/render';
import { OverviewTab } from './OverviewTab';

const SLOW = { timeout: 10_000 };

let api: ReturnType<typeof mockApi>;
afterEach(() => api?.restore());

describe('OverviewTab', () => {
  it('holds the size of the weather and task panels while the game date loads', async () => {
    let answerTime: (answer: MockAnswer) => void = () => undefined;
    api = mockApi((call) => {
      if (call.path === '/api/estates') return { status: 200, body: { data: { estates: [testEstate()] } } };
      if (call.path === '/api/game/time') {
        return new Promise<MockAnswer>((resolve) => {
          answerTime = resolve;
        });
      }
      return { status: 404, body: errorBody(404, 'Not found') };
    });
    renderRoutes([{ path: '*', element: <OverviewTab /> }], {
      initialEntries: ['/game'],
      preloadedState: { auth: signedInAuth(), game: { currentEstateId: 'e1' } },
    });

    const weather = await screen.findByRole('region', { name: 'Weather Today' });
    expect(await within(weather).findByText('Loading the weather…', {}, SLOW)).toBeInTheDocument();
    const tasks = screen.getByRole('region', { name: 'Tasks' });
    expect(within(tasks).getByText('Loading the tasks…')).toBeInTheDocument();
    // The placeholder rows keep the panel's height but are hidden from assistive technology.
    expect(within(tasks).queryByRole('list')).not.toBeInTheDocument();

    await act(async () => answerTime({ status: 200, body: { data: toGameTimeView(GAME_START) } }));

    const springTasks = await screen.findByRole('region', { name: 'Spring Tasks' }, SLOW);
    expect(within(springTasks).getByRole('list')).toHaveTextContent('Finish pruning and tie down canes');
    expect(within(springTasks).queryByText('Loading the tasks…')).not.toBeInTheDocument();
    expect(within(weather).queryByText('Loading the weather…')).not.toBeInTheDocument();
    expect(within(weather).getByText(/^High -?\d+°C/)).toBeInTheDocument();
  });
});
