import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatMoney, GRAPE_COLORS, MESSAGES, quoteGrapeSale, VESSELS, WINE_TIERS } from '@vineyard/domain';
import type { GrapeBuyersDto, GrapeLotDto, MarketIndexDataDto, WineLotDto } from '../../../api';
import { testCellar, testEstate, testWineBatch } from '../../../test-utils/fixtures';
import { errorBody, mockApi } from '../../../test-utils/mockFetch';
import { renderRoutes, signedInAuth } from '../../../test-utils/render';
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
const wine: WineLotDto = {
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
  review: { score: 91, critic: 'Jancis Vine', verdict: 'Outstanding, with real depth', day: 530 },
  award: 'silver',
  createdAt: '2025-03-01T08:00:00.000Z',
};
const fermenting = testWineBatch({ region: 'tuscany', variety: 'sangiovese', stage: 'malolactic', canBottle: false });
const buyers: GrapeBuyersDto = { season: 2, plantedHectares: 1, capacityKg: 5000, usedKg: 0, revenue: 0 };

function serve() {
  api = mockApi((call) => {
    if (call.path === '/api/estates') return { status: 200, body: { data: { estates: [testEstate()] } } };
    if (call.path === '/api/estates/e1/grape-lots')
      return { status: 200, body: { data: { lots: [lot], buyers, day: 545 } } };
    if (call.path === '/api/estates/e1/wines') return { status: 200, body: { data: { wines: [wine], day: 545 } } };
    if (call.path === '/api/estates/e1/wine-sales')
      return {
        status: 200,
        body: {
          data: {
            sales: [
              {
                id: 's1',
                wineLotId: 'v1',
                name: 'Rosso di Casa',
                tier: 'premium',
                quality: 71,
                bottles: 120,
                revenue: 845,
                gameDay: 540,
                byStaff: false,
              },
              {
                id: 's2',
                wineLotId: 'v1',
                name: 'Rosso di Casa',
                tier: 'premium',
                quality: 71,
                bottles: 60,
                revenue: 410,
                gameDay: 510,
                byStaff: true,
              },
            ],
          },
        },
      };
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
    if (call.path === '/api/estates/e1/cellar')
      return {
        status: 200,
        body: {
          data: testCellar([fermenting, testWineBatch({ id: 'w9', canSellBulk: false, stage: 'fermentation' })]),
        },
      };
    if (call.method === 'POST' && call.path === '/api/wine-batches/w1/sell-bulk') {
      const litres = (call.body as { litres: number }).litres;
      return {
        status: 200,
        body: {
          data: { money: 251_512, received: 1512, litresSold: litres, batch: { ...fermenting, litres: 0 } },
          message: MESSAGES.winery.bulkSold(litres, formatMoney(1512)),
        },
      };
    }
    if (call.path === '/api/market/index') {
      if (indexFails) return { status: 500, body: errorBody(500, 'Internal Server Error') };
      return { status: 200, body: { data: regionalIndex } };
    }
    return { status: 404, body: errorBody(404, 'Not found') };
  });
}

let indexFails = false;
afterEach(() => {
  indexFails = false;
});

const regionalIndex: MarketIndexDataDto = {
  region: 'tuscany',
  gameDay: 545,
  windowDays: 90,
  min: 0.7,
  max: 1.3,
  segments: GRAPE_COLORS.flatMap((color) =>
    WINE_TIERS.map((tier) => {
      if (color === 'red' && tier === 'premium')
        return {
          color,
          tier,
          index: 1.124,
          gameDay: 545,
          soldBottles: 1200,
          normalBottles: 2250,
          history: [
            { gameDay: 543, index: 0.95 },
            { gameDay: 544, index: 1.05 },
            { gameDay: 545, index: 1.124 },
          ],
        };
      if (color === 'white' && tier === 'table')
        return { color, tier, index: 0.7, gameDay: 545, soldBottles: 9000, normalBottles: 3000, history: [] };
      return { color, tier, index: 1.3, gameDay: 545, soldBottles: 0, normalBottles: 900, history: [] };
    }),
  ),
};

describe('MarketTab', () => {
  it('links to the Land Marketplace and shows real wines, sales and supplies (no sample prices)', async () => {
    serve();
    renderRoutes([{ path: '*', element: <MarketTab /> }], {
      initialEntries: ['/game?tab=market'],
      preloadedState: { auth: signedInAuth(), game: { currentEstateId: 'e1' } },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Market' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Sell grapes' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Sell wine' })).toBeInTheDocument();
    expect(screen.queryByText('Sample prices')).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Cellar supplies' })).toHaveTextContent(formatMoney(VESSELS.tank.price));
    expect(screen.getByRole('link', { name: 'Open the Land Marketplace' })).toHaveAttribute(
      'href',
      '/game/marketplace',
    );
    expect(await screen.findByRole('list', { name: 'Grape lots' }, SLOW)).toHaveTextContent('4,000 kg');
    const wines = await screen.findByRole('list', { name: 'Wines to sell' }, SLOW);
    expect(within(wines).getByRole('button', { name: 'Sell Rosso di Casa' })).toBeInTheDocument();
    expect(wines).toHaveTextContent('Silver');
    const recent = await screen.findByRole('list', { name: 'Recent wine sales' }, SLOW);
    expect(recent).toHaveTextContent('€845');
    // the sales manager's sale says so; the player's own does not
    const [own, managers] = within(recent).getAllByRole('listitem');
    expect(own).not.toHaveTextContent('by your sales manager');
    expect(managers).toHaveTextContent('60 bottles');
    expect(managers).toHaveTextContent('by your sales manager');
  });

  it('sells fermented wine to the bulk buyers: only batches they take, their price, the dialog', async () => {
    serve();
    renderRoutes([{ path: '*', element: <MarketTab /> }], {
      initialEntries: ['/game?tab=market'],
      preloadedState: { auth: signedInAuth(), game: { currentEstateId: 'e1' } },
    });
    const bulk = await screen.findByRole('list', { name: 'Bulk wine to sell' }, SLOW);
    expect(within(bulk).getAllByRole('listitem')).toHaveLength(1);
    expect(bulk).toHaveTextContent('1,440 L · quality 70 · bulk buyers pay €1.05 a litre');
    await act(async () => fireEvent.click(within(bulk).getByRole('button', { name: 'Sell Sangiovese 1 as bulk' })));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    await act(async () => fireEvent.click(await within(dialog).findByRole('button', { name: /^Sell for/ }, SLOW)));
    await waitFor(() => expect(api.callsTo('POST /api/wine-batches/w1/sell-bulk')).toHaveLength(1));
  });

  it("shows the regional index of the estate's region: today's factor per colour and tier, the chosen one's history", async () => {
    serve();
    renderRoutes([{ path: '*', element: <MarketTab /> }], {
      initialEntries: ['/game?tab=market'],
      preloadedState: { auth: signedInAuth(), game: { currentEstateId: 'e1' } },
    });
    const panel = await screen.findByRole('region', { name: 'Regional price index' }, SLOW);
    const table = await within(panel).findByRole('table', { name: 'Regional price index of Tuscany: today' }, SLOW);
    expect(api.callsTo('/api/market/index')[0]!.query.get('region')).toBe('tuscany');
    const premium = within(table).getByRole('button', { name: 'Red Premium: index 1.12 (+12%)' });
    expect(premium).toHaveAttribute('aria-pressed', 'true');
    expect(within(table).getByRole('button', { name: 'White Table: index 0.70 (−30%)' })).toHaveTextContent('×0.70');
    // the chosen segment's history as a chart, with its data table
    const chart = within(panel).getByRole('figure', { name: 'Red premium wines of Tuscany: index over game time' });
    expect(within(chart).getByRole('img', { name: /from 0\.950 \(−5%\) to 1\.124 \(\+12%\)/ })).toBeInTheDocument();
    expect(within(chart).getAllByRole('row')).toHaveLength(4);
    // another segment without history yet
    fireEvent.click(within(table).getByRole('button', { name: 'White Table: index 0.70 (−30%)' }));
    const empty = within(panel).getByRole('figure', { name: 'White table wines of Tuscany: index over game time' });
    expect(empty).toHaveTextContent('No index yet');
  });

  it('says so when the regional index fails to load', async () => {
    indexFails = true;
    serve();
    renderRoutes([{ path: '*', element: <MarketTab /> }], {
      initialEntries: ['/game?tab=market'],
      preloadedState: { auth: signedInAuth(), game: { currentEstateId: 'e1' } },
    });
    const panel = await screen.findByRole('region', { name: 'Regional price index' }, SLOW);
    expect(await within(panel).findByRole('alert', {}, SLOW)).toHaveTextContent(MESSAGES.winery.indexLoadFailed);
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
    fireEvent.blur(within(dialog).getByRole('spinbutton'));
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
