import { fireEvent, screen, within } from '@testing-library/react';
import { errorBody, mockApi } from '../../test-utils/mockFetch';
import { renderRoutes } from '../../test-utils/render';
import { AwardsPage } from './AwardsPage';

const SLOW = { timeout: 10_000 };
let api: ReturnType<typeof mockApi>;
afterEach(() => api?.restore());

const award = (year: number, region: 'napa' | 'tuscany', colour: 'red' | 'white', medal: string, name: string) => ({
  year,
  region,
  colour,
  medal,
  score: 92,
  quality: 84,
  wineLotId: `${name}-id`,
  wineName: name,
  variety: colour === 'red' ? 'cabernet sauvignon' : 'chardonnay',
  blend: false,
  vintage: year,
  estateId: 'e1',
  estateName: 'Famosa',
  day: (year + 1) * 360 - 360,
});

describe('AwardsPage', () => {
  it('says when the first medals come while there are none', async () => {
    api = mockApi(() => ({
      status: 200,
      body: { data: { year: null, years: [], awards: [], nextYear: 1, nextDay: 360, day: 12 } },
    }));
    renderRoutes([{ path: '*', element: <AwardsPage /> }], { initialEntries: ['/awards'] });
    expect(screen.getByRole('heading', { level: 1, name: 'Awards' })).toBeInTheDocument();
    expect(
      await screen.findByText(
        'No awards yet — the first are given on Spring, Year 2, Day 1 (March), for the wines reviewed in Year 1.',
        undefined,
        SLOW,
      ),
    ).toBeInTheDocument();
  });

  it('shows the medals per region × colour and another year from the picker, without signing in', async () => {
    api = mockApi((call) =>
      call.path === '/api/awards'
        ? {
            status: 200,
            body: {
              data:
                call.query.get('year') === '1'
                  ? {
                      year: 1,
                      years: [2, 1],
                      awards: [award(1, 'napa', 'red', 'gold', 'Primo Uno')],
                      nextYear: 2,
                      nextDay: 720,
                      day: 700,
                    }
                  : {
                      year: 2,
                      years: [2, 1],
                      awards: [
                        award(2, 'napa', 'red', 'gold', 'Oro Rosso'),
                        award(2, 'napa', 'red', 'silver', 'Argento Rosso'),
                        award(2, 'tuscany', 'white', 'gold', 'Oro Bianco'),
                      ],
                      nextYear: 2,
                      nextDay: 720,
                      day: 700,
                    },
            },
          }
        : { status: 404, body: errorBody(404, 'Not found') },
    );
    renderRoutes([{ path: '*', element: <AwardsPage /> }], { initialEntries: ['/awards'] });
    const napa = await screen.findByRole('region', { name: 'Red wines of Napa Valley' }, SLOW);
    expect(
      within(napa)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('Oro Rosso'), expect.stringContaining('Argento Rosso')]);
    expect(napa).toHaveTextContent('Gold');
    expect(napa).toHaveTextContent('Silver');
    expect(screen.getByRole('region', { name: 'White wines of Tuscany' })).toHaveTextContent('Oro Bianco');
    fireEvent.change(screen.getByLabelText('Year'), { target: { value: '1' } });
    expect(await screen.findByText('Primo Uno', undefined, SLOW)).toBeInTheDocument();
    expect(screen.queryByText('Oro Rosso')).not.toBeInTheDocument();
    expect(api.calls.every((c) => c.authorization === null)).toBe(true);
  });
});
