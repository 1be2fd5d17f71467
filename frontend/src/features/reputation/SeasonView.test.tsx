import { fireEvent, screen, within } from '@testing-library/react';
import { MESSAGES } from '@vineyard/domain';
import { errorBody, mockApi } from '../../test-utils/mockFetch';
import { renderRoutes } from '../../test-utils/render';
import { SeasonView } from './SeasonView';

const SLOW = { timeout: 10_000 };
let api: ReturnType<typeof mockApi>;
afterEach(() => api?.restore());

const standing = (rank: number, name: string, score: number, honours = 0) => ({
  rank,
  estateId: `e${rank}`,
  estateName: name,
  revenue: 100_000 * rank,
  criticScore: rank === 2 ? null : 88,
  reputation: 40,
  score,
  honours,
});
const pagination = (total: number) => ({ page: 1, limit: 20, total, totalPages: total ? 1 : 0, totalCapped: false });

describe('SeasonView', () => {
  it('shows a region’s standings and the hall of fame to a visitor, and another region on choosing it', async () => {
    api = mockApi((call) =>
      call.path === '/api/seasons/current'
        ? {
            status: 200,
            body: {
              data: {
                year: 3,
                region: call.query.get('region'),
                day: 800,
                endsOnDay: 1080,
                standings:
                  call.query.get('region') === 'tuscany'
                    ? [standing(1, 'Castello Primo', 640, 2), standing(2, 'Podere Secondo', 410)]
                    : [],
                estate: null,
                pagination: pagination(call.query.get('region') === 'tuscany' ? 2 : 0),
              },
            },
          }
        : call.path === '/api/seasons/hall-of-fame'
          ? {
              status: 200,
              body: {
                data: {
                  honours: [
                    {
                      id: 'h1',
                      year: 2,
                      region: 'tuscany',
                      rank: 1,
                      estateId: 'e1',
                      estateName: 'Castello Primo',
                      score: 700,
                      revenue: 300000,
                      criticScore: 91,
                      reputation: 55,
                      day: 720,
                    },
                  ],
                  pagination: pagination(1),
                },
              },
            }
          : { status: 404, body: errorBody(404, 'Not found') },
    );
    renderRoutes([{ path: '*', element: <SeasonView /> }], { initialEntries: ['/leaderboard'] });
    const table = await screen.findByRole('table', { name: 'Season standings' }, SLOW);
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Castello Primo');
    expect(rows[1]).toHaveTextContent('640');
    expect(within(rows[1]!).getByLabelText('2 season honours')).toBeInTheDocument();
    expect(rows[2]).toHaveTextContent('Podere Secondo');
    expect(screen.getByRole('heading', { name: 'Year 3 season' })).toBeInTheDocument();
    const hall = await screen.findByRole('list', { name: 'Hall of fame' }, SLOW);
    expect(hall).toHaveTextContent('Castello Primo');
    expect(hall).toHaveTextContent('Champion');
    fireEvent.change(screen.getByRole('combobox', { name: 'Region' }), { target: { value: 'napa' } });
    expect(await screen.findByText(MESSAGES.seasons.noEntrants, {}, SLOW)).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === '/api/seasons/current').map((c) => c.query.get('region'))).toEqual([
      'tuscany',
      'napa',
    ]);
    expect(api.calls.every((c) => c.authorization === null)).toBe(true);
  });

  it('says when the standings cannot be loaded', async () => {
    api = mockApi(() => ({ status: 500, body: errorBody(500, 'boom') }));
    renderRoutes([{ path: '*', element: <SeasonView /> }], { initialEntries: ['/leaderboard'] });
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(MESSAGES.seasons.loadFailed);
  });
});
