import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MESSAGES } from '@vineyard/domain';
import type { CellarDoorDto } from '../../../api';
import { errorBody, mockApi } from '../../../test-utils/mockFetch';
import { renderRoutes, signedInAuth } from '../../../test-utils/render';
import { CellarDoorPanel } from './CellarDoorPanel';

const SLOW = { timeout: 10_000 };

let api: ReturnType<typeof mockApi>;
afterEach(() => api?.restore());

const door = (over: Partial<CellarDoorDto> = {}): CellarDoorDto => ({
  day: 545,
  built: false,
  price: 40_000,
  monthlyUpkeep: 200,
  builtDay: null,
  demand: 420,
  sold: 0,
  demandLeft: 420,
  premium: 1.3,
  nextMonthDay: 570,
  ...over,
});

const wine = { id: 'l1', name: 'Rosso', bottles: 900 };

function serve(data: CellarDoorDto | 'fail') {
  api = mockApi((call) => {
    if (call.method === 'GET' && call.path === '/api/estates/e1/cellar-door')
      return data === 'fail'
        ? { status: 500, body: errorBody(500, 'Internal Server Error') }
        : { status: 200, body: { data: { door: data } } };
    if (call.method === 'GET' && call.path === '/api/estates/e1/wines')
      return { status: 200, body: { data: { day: 545, wines: [wine] } } };
    if (call.method === 'POST' && call.path === '/api/estates/e1/cellar-door')
      return {
        status: 201,
        body: { data: { door: door({ built: true, builtDay: 545 }), cost: 40_000, money: 60_000 }, message: 'built' },
      };
    if (call.method === 'POST' && call.path === '/api/estates/e1/cellar-door/sales')
      return {
        status: 201,
        body: {
          data: {
            door: door({ built: true, sold: 20, demandLeft: 400 }),
            bottlesSold: 20,
            gross: 260,
            received: 260,
            bottlesLeft: 880,
            money: 60_260,
          },
          message: MESSAGES.cellarDoor.sold(20, 'Rosso', '€260'),
        },
      };
    return { status: 404, body: errorBody(404, 'Not found') };
  });
}

const render = (money = 100_000) =>
  renderRoutes([{ path: '*', element: <CellarDoorPanel estateId="e1" money={money} /> }], {
    initialEntries: ['/game?tab=winery'],
    preloadedState: { auth: signedInAuth(), game: { currentEstateId: 'e1' } },
  });

describe('CellarDoorPanel', () => {
  it('shows the month’s visitors and builds the door after its confirmation', async () => {
    serve(door());
    render();
    const figures = await screen.findByRole('group', { name: 'Cellar door figures' }, SLOW);
    expect(figures).toHaveTextContent('Visitors this month420 bottles');
    expect(screen.getByText('Not built')).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Build the cellar door for €40,000' })));
    const confirm = await screen.findByRole('alertdialog', {}, SLOW);
    expect(confirm).toHaveTextContent('It costs €40,000, paid now, and €200 a month in upkeep.');
    await act(async () => fireEvent.click(within(confirm).getByRole('button', { name: 'Build' })));
    await waitFor(() => expect(api.callsTo('POST /api/estates/e1/cellar-door')).toHaveLength(1));
    expect(api.callsTo('POST /api/estates/e1/cellar-door')[0]!.headers.get('Idempotency-Key')).toBeTruthy();
  });

  it('sells a wine’s bottles to the visitors once built; refuses to build without the money', async () => {
    serve(door({ built: true, builtDay: 540 }));
    render();
    const form = await screen.findByRole('form', { name: 'Sell at the cellar door' }, SLOW);
    const sell = within(form).getByRole('button', { name: 'Sell' });
    expect(sell).toBeDisabled();
    await act(async () => fireEvent.change(within(form).getByLabelText('Bottles'), { target: { value: '20' } }));
    await act(async () => fireEvent.click(sell));
    await waitFor(() => expect(api.callsTo('POST /api/estates/e1/cellar-door/sales')).toHaveLength(1));
    expect(api.callsTo('POST /api/estates/e1/cellar-door/sales')[0]!.body).toEqual({ lotId: 'l1', bottles: 20 });
  });

  it('refuses a door the money does not pay, and says when it fails to load', async () => {
    serve(door());
    const { unmount } = render(5_000);
    expect(await screen.findByRole('button', { name: 'Build the cellar door for €40,000' }, SLOW)).toBeDisabled();
    unmount();
    api.restore();
    serve('fail');
    render();
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(MESSAGES.cellarDoor.loadFailed);
  });
});
