import { fireEvent, screen, within } from '@testing-library/react';
import { errorBody, mockApi } from '../../test-utils/mockFetch';
import { renderRoutes } from '../../test-utils/render';
import { LeaderboardPage } from './LeaderboardPage';

const SLOW = { timeout: 10_000 };
let api: ReturnType<typeof mockApi>;
afterEach(() => api?.restore());

const estate = (rank: number, name: string, reputation: number, worth: number, seasonHonours = 0) => ({
  rank,
  estateId: `e${rank}`,
  name,
  region: 'napa' as const,
  reputation,
  worth,
  seasonHonours,
});

describe('LeaderboardPage', () => {
  it('shows the estates by reputation, then by worth and the best wines, without signing in', async () => {
    api = mockApi((call) =>
      call.path === '/api/critics/reviews'
        ? {
            status: 200,
            body: {
              data: {
                reviews: [
                  {
                    wineLotId: 'w1',
                    name: 'Gran Famosa',
                    variety: 'cabernet sauvignon',
                    blend: false,
                    vintage: 1,
                    estateName: 'Famosa',
                    region: 'napa',
                    score: 93,
                    critic: 'Jancis Vine',
                    verdict: 'Outstanding, with real depth',
                    day: 480,
                  },
                ],
              },
            },
          }
        : call.path === '/api/leaderboard'
          ? {
              status: 200,
              body: {
                data: {
                  reputation: [estate(1, 'Famosa', 60, 300_000, 2), estate(2, 'Conosciuta', 30, 5_300_000)],
                  worth: [estate(1, 'Conosciuta', 30, 5_300_000)],
                  wines: [
                    {
                      rank: 1,
                      wineLotId: 'w1',
                      name: 'Gran Famosa',
                      variety: 'cabernet sauvignon',
                      blend: false,
                      vintage: 1,
                      quality: 91,
                      estateId: 'e1',
                      estateName: 'Famosa',
                      region: 'napa',
                    },
                  ],
                  day: 500,
                },
              },
            }
          : { status: 404, body: errorBody(404, 'Not found') },
    );
    renderRoutes([{ path: '*', element: <LeaderboardPage /> }], { initialEntries: ['/leaderboard'] });
    expect(screen.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeInTheDocument();
    const byReputation = await screen.findByRole('table', { name: 'Estates by reputation' }, SLOW);
    // Famosa's two season honours show beside its name, Conosciuta has none
    expect(within(byReputation).getAllByRole('row')[1]).toHaveTextContent('1Famosa 2Napa Valley60');
    expect(within(byReputation).getByLabelText('2 season honours')).toBeInTheDocument();
    expect(within(byReputation).getAllByRole('row')[2]).toHaveTextContent('2ConosciutaNapa Valley30');
    fireEvent.click(screen.getByRole('tab', { name: 'Worth' }));
    expect(await screen.findByRole('table', { name: 'Estates by worth' }, SLOW)).toHaveTextContent('€5,300,000');
    fireEvent.click(screen.getByRole('tab', { name: 'Best wines' }));
    expect(await screen.findByRole('table', { name: 'Best wines of the year' }, SLOW)).toHaveTextContent('Gran Famosa');
    fireEvent.click(screen.getByRole('tab', { name: 'Critics' }));
    expect(await screen.findByRole('list', { name: 'Critic reviews' }, SLOW)).toHaveTextContent('93 pts');
    expect(api.calls.every((c) => c.authorization === null)).toBe(true);
  });
});
