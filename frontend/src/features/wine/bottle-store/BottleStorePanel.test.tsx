import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BOTTLE_STORE, MESSAGES } from '@vineyard/domain';
import type { BottleStoreDto } from '../../../api';
import { errorBody, mockApi } from '../../../test-utils/mockFetch';
import { renderRoutes, signedInAuth } from '../../../test-utils/render';
import { BottleStorePanel } from './BottleStorePanel';

const SLOW = { timeout: 10_000 };

let api: ReturnType<typeof mockApi>;
afterEach(() => api?.restore());

const store = (over: Partial<BottleStoreDto> = {}): BottleStoreDto => ({
  day: 545,
  capacity: 20_000,
  bottles: 23_450,
  overCapacity: 3_450,
  monthlyCharge: 105,
  nextChargeDay: 570,
  extensions: 0,
  extensionBottles: BOTTLE_STORE.extensionBottles,
  nextExtensionCost: 6_000,
  maxPerBuild: BOTTLE_STORE.maxPerBuild,
  ...over,
});

function serve(data: BottleStoreDto | 'fail') {
  api = mockApi((call) => {
    if (call.method === 'GET' && call.path === '/api/estates/e1/bottle-store')
      return data === 'fail'
        ? { status: 500, body: errorBody(500, 'Internal Server Error') }
        : { status: 200, body: { data: { store: data } } };
    if (call.method === 'POST' && call.path === '/api/estates/e1/bottle-store/extensions')
      return {
        status: 201,
        body: {
          data: {
            store: store({ capacity: 30_000, overCapacity: 0, monthlyCharge: 0, extensions: 1 }),
            cost: 6_000,
            money: 94_000,
          },
          message: MESSAGES.bottleStore.built(10_000, 30_000),
        },
      };
    return { status: 404, body: errorBody(404, 'Not found') };
  });
}

const render = (money = 100_000) =>
  renderRoutes([{ path: '*', element: <BottleStorePanel estateId="e1" money={money} /> }], {
    initialEntries: ['/game?tab=winery'],
    preloadedState: { auth: signedInAuth(), game: { currentEstateId: 'e1' } },
  });

describe('BottleStorePanel', () => {
  it('shows capacity, bottles held and the charge, and extends the store after its confirmation', async () => {
    serve(store());
    render();
    const figures = await screen.findByRole('group', { name: 'Bottle store figures' }, SLOW);
    expect(figures).toHaveTextContent('Capacity20,000 bottles');
    expect(figures).toHaveTextContent('Held23,450 bottles');
    expect(figures).toHaveTextContent('Monthly charge€105');
    expect(screen.getByText('3,450 over')).toBeInTheDocument();
    expect(screen.getByText(/The next adds 10,000 bottles for €6,000/)).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Extend the bottle store for €6,000' })));
    const confirm = await screen.findByRole('alertdialog', {}, SLOW);
    expect(confirm).toHaveTextContent('It costs €6,000, paid now, and holds 10,000 bottles more: 30,000 in all.');
    await act(async () => fireEvent.click(within(confirm).getByRole('button', { name: 'Extend' })));
    await waitFor(() => expect(api.callsTo('POST /api/estates/e1/bottle-store/extensions')).toHaveLength(1));
    const call = api.callsTo('POST /api/estates/e1/bottle-store/extensions')[0]!;
    expect(call.body).toEqual({ count: 1 });
    expect(call.headers.get('Idempotency-Key')).toBeTruthy();
  });

  it('says when the store is empty and refuses an extension the money does not pay', async () => {
    serve(store({ bottles: 0, overCapacity: 0, monthlyCharge: 0 }));
    render(5_000);
    expect(await screen.findByText(/the store stands empty/, {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Room')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Extend the bottle store for €6,000' })).toBeDisabled();
  });

  it('says when the store fails to load', async () => {
    serve('fail');
    render();
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(MESSAGES.bottleStore.loadFailed);
  });
});
