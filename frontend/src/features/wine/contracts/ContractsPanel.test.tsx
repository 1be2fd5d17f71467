import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MESSAGES } from '@vineyard/domain';
import type { ContractDto, ContractOfferDto, ContractsDto, WineLotDto } from '../../../api';
import { errorBody, mockApi } from '../../../test-utils/mockFetch';
import { renderRoutes, signedInAuth } from '../../../test-utils/render';
import { ContractsPanel } from './ContractsPanel';

const SLOW = { timeout: 10_000 };

let api: ReturnType<typeof mockApi>;
afterEach(() => api?.restore());

const offer = (over: Partial<ContractOfferDto>): ContractOfferDto => ({
  month: 18,
  offer: 0,
  colour: 'red',
  tier: 'premium',
  minQuality: 68,
  bottles: 300,
  price: 6,
  value: 1800,
  penalty: 360,
  dueDay: 629,
  taken: false,
  ...over,
});
const open: ContractDto = {
  ...offer({ offer: 0 }),
  id: 'k1',
  status: 'accepted',
  acceptedDay: 545,
  closedDay: null,
  wineLotId: null,
  penaltyPaid: null,
};
const wine = (over: Partial<WineLotDto>): WineLotDto => ({
  id: 'v1',
  batchId: 'w0',
  producer: null,
  name: 'Rosso di Casa',
  region: 'tuscany',
  colour: 'red',
  variety: 'sangiovese',
  blend: null,
  vintage: 1,
  bottles: 880,
  bottledBottles: 1000,
  quality: 71,
  bottledQuality: 70,
  bottledDay: 500,
  ageDays: 45,
  peakDay: 1400,
  status: 'ageing',
  statusLabel: 'Ageing',
  review: null,
  award: null,
  createdAt: '2025-03-01T08:00:00.000Z',
  ...over,
});

function serve(data: ContractsDto | 'fail') {
  api = mockApi((call) => {
    if (call.method === 'GET' && call.path === '/api/estates/e1/contracts')
      return data === 'fail'
        ? { status: 500, body: errorBody(500, 'Internal Server Error') }
        : { status: 200, body: { data: { contracts: data } } };
    if (call.path === '/api/estates/e1/wines')
      return {
        status: 200,
        body: { data: { wines: [wine({ id: 'v2', name: 'Bianco', colour: 'white' }), wine({})], day: 545 } },
      };
    if (call.method === 'POST' && call.path === '/api/estates/e1/contracts')
      return {
        status: 201,
        body: { data: { contract: { ...open, id: 'k2', offer: 1 } }, message: 'Contract accepted: 200 bottles' },
      };
    if (call.method === 'POST' && call.path === '/api/estates/e1/contracts/k1/deliver')
      return {
        status: 200,
        body: {
          data: {
            contract: { ...open, status: 'delivered' },
            wine: wine({ bottles: 580 }),
            money: 251_800,
            received: 1800,
            reputation: 1,
          },
          message: MESSAGES.contracts.delivered(300, '€1,800'),
        },
      };
    return { status: 404, body: errorBody(404, 'Not found') };
  });
}

const board = (over: Partial<ContractsDto> = {}): ContractsDto => ({
  month: 18,
  day: 545,
  nextBoardDay: 570,
  maxOpen: 3,
  offers: [offer({ taken: true }), offer({ offer: 1, colour: 'white', bottles: 200, value: 800, price: 4 })],
  contracts: [open],
  ...over,
});

const render = () =>
  renderRoutes([{ path: '*', element: <ContractsPanel estateId="e1" /> }], {
    initialEntries: ['/game?tab=market'],
    preloadedState: { auth: signedInAuth(), game: { currentEstateId: 'e1' } },
  });

describe('ContractsPanel', () => {
  it('lists the offers and the contracts, accepts an offer after its confirmation', async () => {
    serve(board());
    render();
    const offers = await screen.findByRole('list', { name: "Merchants' offers" }, SLOW);
    expect(within(offers).getAllByRole('listitem')[0]).toHaveTextContent('Accepted');
    expect(offers).toHaveTextContent('300 bottles · quality 68+ · Premium · €6 a bottle');
    expect(screen.getByRole('list', { name: 'Your contracts' })).toHaveTextContent('Open');
    expect(screen.getByText('1 of 3 contracts open')).toBeInTheDocument();
    await act(async () =>
      fireEvent.click(within(offers).getByRole('button', { name: 'Accept the offer for 200 bottles of white wine' })),
    );
    const confirm = await screen.findByRole('alertdialog', {}, SLOW);
    expect(confirm).toHaveTextContent('for €800');
    await act(async () => fireEvent.click(within(confirm).getByRole('button', { name: 'Accept contract' })));
    await waitFor(() => expect(api.callsTo('POST /api/estates/e1/contracts')).toHaveLength(1));
    expect(api.callsTo('POST /api/estates/e1/contracts')[0]!.body).toEqual({ offer: 1 });
  });

  it('delivers an open contract from the wine that meets it, chosen first', async () => {
    serve(board());
    render();
    const mine = await screen.findByRole('list', { name: 'Your contracts' }, SLOW);
    await act(async () =>
      fireEvent.click(within(mine).getByRole('button', { name: 'Deliver 300 bottles of red wine' })),
    );
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    const select = await within(dialog).findByLabelText('Bottled wine', {}, SLOW);
    expect(select).toHaveValue('v1');
    expect(within(dialog).getByRole('option', { name: /Bianco — white.*does not meet it/ })).toBeInTheDocument();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Deliver for €1,800' })));
    await waitFor(() => expect(api.callsTo('POST /api/estates/e1/contracts/k1/deliver')).toHaveLength(1));
    expect(api.callsTo('POST /api/estates/e1/contracts/k1/deliver')[0]!.body).toEqual({ wineLotId: 'v1' });
  });

  it('says when there are no contracts yet, and when the list fails', async () => {
    serve(board({ contracts: [] }));
    const { unmount } = render();
    expect(await screen.findByText(/No contracts yet/, {}, SLOW)).toBeInTheDocument();
    unmount();
    api.restore();
    serve('fail');
    render();
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(MESSAGES.contracts.loadFailed);
  });
});
