import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatMoney, MESSAGES, quoteGrapeSale } from '@vineyard/domain';
import type { GrapeBuyersDto, GrapeLotDto } from '../../api';
import { testEstate } from '../../test-utils/fixtures';
import { errorBody, mockApi } from '../../test-utils/mockFetch';
import { renderRoutes, signedInAuth } from '../../test-utils/render';
import { MarketTab } from './MarketTab';

const SLOW = { timeout: 10_000 };

let api: ReturnType<typeof mockApi>;
afterEach(() => api?.restore());

const lot: GrapeLotDto = {
  id: 'l1',
  blockId: 'b1',
  blockName: 'Vigna Vecchia',
  region: 'tuscany',
  variety: 'sangiovese',
  kilograms: 4000,
  harvestedKg: 4000,
  quality: 70,
  vintage: 2,
  harvestDay: 545,
  graceDaysLeft: 15,
  listPricePerKg: 1.44,
  cooperativePricePerKg: 0.36,
  createdAt: '2025-03-01T08:00:00.000Z',
};
const buyers: GrapeBuyersDto = { season: 2, plantedHectares: 1, capacityKg: 5000, usedKg: 0, revenue: 0 };

function serve() {
  api = mockApi((call) => {
    if (call.path === '/api/estates') return { status: 200, body: { data: { estates: [testEstate()] } } };
    if (call.path === '/api/estates/e1/grape-lots')
      return { status: 200, body: { data: { lots: [lot], buyers, day: 545 } } };
    if (call.method === 'POST' && call.path === '/api/grape-lots/l1/sell') {
      const kilograms = (call.body as { kilograms: number }).kilograms;
      const received = quoteGrapeSale({ region: 'tuscany', quality: 70, capacityKg: 5000, usedKg: 0 }, kilograms).money;
      return {
        status: 200,
        body: {
          data: {
            money: 250_000 + received,
            received,
            kilogramsSold: kilograms,
            buyersKg: kilograms,
            cooperativeKg: 0,
            lot: { ...lot, kilograms: lot.kilograms - kilograms },
          },
          message: MESSAGES.grapes.sold(kilograms, formatMoney(received)),
        },
      };
    }
    return { status: 404, body: errorBody(404, 'Not found') };
  });
}

describe('MarketTab', () => {
  it('links to the Land Marketplace and keeps the sample buy list', async () => {
    serve();
    renderRoutes([{ path: '*', element: <MarketTab /> }], {
      initialEntries: ['/game?tab=market'],
      preloadedState: { auth: signedInAuth(), game: { currentEstateId: 'e1' } },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Market' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Sell grapes' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Buy' })).toBeInTheDocument();
    expect(screen.getAllByText('Sample prices')).toHaveLength(1);
    expect(screen.getByRole('list', { name: 'Goods to buy (sample)' })).toHaveTextContent('Natural corks');
    expect(screen.getByRole('link', { name: 'Open the Land Marketplace' })).toHaveAttribute(
      'href',
      '/game/marketplace',
    );
    expect(await screen.findByRole('list', { name: 'Grape lots' }, SLOW)).toHaveTextContent('4,000 kg');
  });

  it('sells grapes: the quote shows before confirming, a toast after', async () => {
    serve();
    renderRoutes([{ path: '*', element: <MarketTab /> }], {
      initialEntries: ['/game?tab=market'],
      preloadedState: { auth: signedInAuth(), game: { currentEstateId: 'e1' } },
      screenToaster: true,
    });
    const lots = await screen.findByRole('list', { name: 'Grape lots' }, SLOW);
    fireEvent.click(within(lots).getByRole('button', { name: 'Sell' }));
    const dialog = await screen.findByRole('dialog');
    const market = { region: 'tuscany' as const, quality: 70, capacityKg: 5000, usedKg: 0 };
    expect(within(dialog).getByTestId('grape-quote')).toHaveTextContent(
      formatMoney(quoteGrapeSale(market, 4000).money),
    );
    fireEvent.change(within(dialog).getByRole('spinbutton'), { target: { value: '5000' } });
    expect(within(dialog).getByText(MESSAGES.grapes.kilogramsTooMany(4000))).toBeInTheDocument();
    fireEvent.change(within(dialog).getByRole('spinbutton'), { target: { value: '100' } });
    const money = formatMoney(quoteGrapeSale(market, 100).money);
    expect(within(dialog).getByTestId('grape-quote')).toHaveTextContent(money);
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: `Sell for ${money}` })));
    await waitFor(() => expect(api.callsTo('POST /api/grape-lots/l1/sell')).toHaveLength(1));
    const [sale] = api.callsTo('POST /api/grape-lots/l1/sell');
    expect(sale!.body).toEqual({ kilograms: 100 });
    expect(sale!.headers.get('Idempotency-Key')).toMatch(/^sell-l1-/);
    expect(await screen.findByText(MESSAGES.grapes.sold(100, money), {}, SLOW)).toBeInTheDocument();
  });
});
