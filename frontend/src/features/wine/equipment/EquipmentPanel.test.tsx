import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { EQUIPMENT, EQUIPMENT_KINDS, MESSAGES, type EquipmentKind } from '@vineyard/domain';
import type { EquipmentDto } from '../../../api';
import { errorBody, mockApi } from '../../../test-utils/mockFetch';
import { renderRoutes, signedInAuth } from '../../../test-utils/render';
import { EquipmentPanel } from './EquipmentPanel';

const SLOW = { timeout: 10_000 };

let api: ReturnType<typeof mockApi>;
afterEach(() => api?.restore());

const PRICES: Record<EquipmentKind, number> = {
  sorting_table: 30_000,
  temperature_control: 20_000,
  bottling_line: 30_000,
};

const equipment = (owned: EquipmentKind[] = []): EquipmentDto => ({
  day: 545,
  plantedHectares: 2.5,
  items: EQUIPMENT_KINDS.map((kind) => ({
    kind,
    label: EQUIPMENT[kind].label,
    effect: EQUIPMENT[kind].effect,
    owned: owned.includes(kind),
    price: PRICES[kind],
    monthlyUpkeep: PRICES[kind] / 200,
    boughtDay: owned.includes(kind) ? 540 : null,
  })),
  monthlyUpkeep: owned.reduce((sum, k) => sum + PRICES[k] / 200, 0),
  nextChargeDay: 570,
});

function serve(data: EquipmentDto | 'fail') {
  api = mockApi((call) => {
    if (call.method === 'GET' && call.path === '/api/estates/e1/equipment')
      return data === 'fail'
        ? { status: 500, body: errorBody(500, 'Internal Server Error') }
        : { status: 200, body: { data: { equipment: data } } };
    if (call.method === 'POST' && call.path === '/api/estates/e1/equipment')
      return {
        status: 201,
        body: {
          data: { equipment: equipment(['sorting_table']), cost: 30_000, money: 70_000 },
          message: MESSAGES.equipment.bought('Sorting table', '€150'),
        },
      };
    return { status: 404, body: errorBody(404, 'Not found') };
  });
}

const render = (money = 100_000) =>
  renderRoutes([{ path: '*', element: <EquipmentPanel estateId="e1" money={money} /> }], {
    initialEntries: ['/game?tab=winery'],
    preloadedState: { auth: signedInAuth(), game: { currentEstateId: 'e1' } },
  });

describe('EquipmentPanel', () => {
  it('lists every piece with its effect, price and upkeep, and buys one after its confirmation', async () => {
    serve(equipment());
    render();
    const list = await screen.findByRole('list', { name: 'Winery equipment' }, SLOW);
    expect(list).toHaveTextContent('Sorting table');
    expect(list).toHaveTextContent(EQUIPMENT.bottling_line.effect);
    expect(list).toHaveTextContent('Price €20,000 · upkeep €100 a month');
    expect(screen.getByText('No equipment yet.')).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Buy the sorting table for €30,000' })));
    const confirm = await screen.findByRole('alertdialog', {}, SLOW);
    expect(confirm).toHaveTextContent('It costs €30,000, paid now, and €150 a month in upkeep');
    await act(async () => fireEvent.click(within(confirm).getByRole('button', { name: 'Buy' })));
    await waitFor(() => expect(api.callsTo('POST /api/estates/e1/equipment')).toHaveLength(1));
    const call = api.callsTo('POST /api/estates/e1/equipment')[0]!;
    expect(call.body).toEqual({ kind: 'sorting_table' });
    expect(call.headers.get('Idempotency-Key')).toBeTruthy();
  });

  it('marks what is owned, without a Buy button, and refuses a piece the money does not pay', async () => {
    serve(equipment(['sorting_table']));
    render(25_000);
    expect(await screen.findByText('1 of 3 owned', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Buy the sorting table/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Buy the bottling line for €30,000' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Buy the temperature control for €20,000' })).toBeEnabled();
    expect(screen.getByText(/Upkeep €150 a month, next charged/)).toBeInTheDocument();
  });

  it('says when the equipment fails to load', async () => {
    serve('fail');
    render();
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(MESSAGES.equipment.loadFailed);
  });
});
