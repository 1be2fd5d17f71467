import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MESSAGES } from '@vineyard/domain';
import type { MarketPlotDetailsDto, MarketPlotDto } from '../../api';
import { testEstate } from '../../test-utils/fixtures';
import { mockApi, type RecordedCall } from '../../test-utils/mockFetch';
import { renderRoutes, signedInAuth } from '../../test-utils/render';
import { MarketplacePage } from './MarketplacePage';

const SLOW = { timeout: 10_000 };

function marketPlot(overrides: Partial<MarketPlotDto> = {}): MarketPlotDto {
  return {
    id: 'p-1',
    listingId: 'l-1',
    name: 'Sunny Ridge',
    description: 'South-facing terraces',
    region: 'rioja',
    size: 2.5,
    soilType: 'limestone',
    elevation: 320,
    orientation: 'south',
    sunExposure: 8,
    waterAccess: 6,
    terrain: 'gentle slope',
    forSale: true,
    listingPrice: 200_000,
    listingDate: '2025-03-05T10:00:00.000Z',
    listingExpirationDate: '2025-04-04T10:00:00.000Z',
    listingDescription: 'South-facing terraces',
    maintenanceCost: 4000,
    sellerEstateName: 'Bodega Prueba',
    fromRegistry: false,
    own: false,
    ...overrides,
  };
}

function details(overrides: Partial<MarketPlotDto> = {}): MarketPlotDetailsDto {
  return {
    ...marketPlot(overrides),
    suitableVarieties: {
      red: [
        { variety: 'tempranillo', score: 92 },
        { variety: 'merlot', score: 40 },
      ],
      white: [{ variety: 'chardonnay', score: 75 }],
    },
  };
}

let api: ReturnType<typeof mockApi>;
afterEach(() => api?.restore());

function serve(options: { plot?: MarketPlotDetailsDto; money?: number; priceChanged?: boolean } = {}) {
  const plot = options.plot ?? details();
  const estates = [testEstate({ id: 'e1', name: 'Hillside Estate', money: options.money ?? 250_000 })];
  api = mockApi((call: RecordedCall) => {
    if (call.path === '/api/estates') return { status: 200, body: { data: { estates } } };
    if (call.path === '/api/marketplace/plots') {
      return {
        status: 200,
        body: {
          data: {
            plots: [plot],
            pagination: { page: 1, limit: 12, total: 1, totalPages: 1, totalCapped: false },
          },
        },
      };
    }
    if (call.path === `/api/marketplace/plots/${plot.id}` && call.method === 'GET') {
      return { status: 200, body: { data: { plot } } };
    }
    if (call.path === `/api/marketplace/plots/${plot.id}/purchase` && options.priceChanged) {
      return {
        status: 409,
        body: { statusCode: 409, error: 'Conflict', message: MESSAGES.marketplace.priceChanged },
      };
    }
    if (call.path === `/api/marketplace/plots/${plot.id}/purchase`) {
      return {
        status: 200,
        body: { data: { plot: { id: plot.id }, money: 50_000, estateId: 'e1' }, message: 'ok' },
      };
    }
    return { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'Not found' } };
  });
}

function render(path = '/game/marketplace', screenToaster = false) {
  return renderRoutes([{ path: '/game/marketplace', element: <MarketplacePage /> }], {
    initialEntries: [path],
    preloadedState: { auth: signedInAuth() },
    screenToaster,
  });
}

const searches = () => api.callsTo('GET /api/marketplace/plots');
const lastQuery = () => Object.fromEntries(searches().at(-1)!.query.entries());

describe('MarketplacePage filters', () => {
  it('sends only non-empty filters, and only when Apply Filters is pressed', async () => {
    serve();
    render();
    expect(await screen.findByText('1 plot(s) found', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.marketplace.pageSubtitle)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Plots' })).toHaveAttribute('href', '/game/plots');
    expect(screen.getByLabelText('Your Estate')).toHaveDisplayValue('Hillside Estate — €250,000');
    expect(lastQuery()).toEqual({ sort: 'newest', page: '1', limit: '12' });

    // jsdom applies no media queries: the page is laid out as on a phone, filters collapsed.
    const toggle = screen.getByRole('button', { name: 'Show Filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide Filters' })).toHaveAttribute('aria-expanded', 'true');
    fireEvent.change(screen.getByLabelText('Region'), { target: { value: 'rioja' } });
    fireEvent.change(screen.getByLabelText('Minimum price'), { target: { value: '150000' } });
    fireEvent.change(screen.getByLabelText('Maximum size'), { target: { value: '3.5' } });
    // Ark's checkbox reports the change a microtask later.
    await act(async () => fireEvent.click(screen.getByRole('checkbox', { name: 'limestone' })));
    await act(async () => fireEvent.click(screen.getByRole('checkbox', { name: 'clay' })));
    // Nothing is searched until the filters are applied.
    expect(searches()).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Apply Filters' }));
    await waitFor(() => expect(searches()).toHaveLength(2));
    expect(lastQuery()).toEqual({
      sort: 'newest',
      page: '1',
      limit: '12',
      region: 'rioja',
      minPrice: '150000',
      maxSize: '3.5',
      soilType: 'limestone,clay',
    });

    fireEvent.change(screen.getByLabelText('Sort By'), { target: { value: 'price-low' } });
    await waitFor(() => expect(lastQuery()).toMatchObject({ sort: 'price-low', region: 'rioja' }));

    // Applying collapses the panel on a phone; open it again to reset.
    fireEvent.click(screen.getByRole('button', { name: /Show Filters/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Reset All' }));
    await waitFor(() => expect(lastQuery()).toEqual({ sort: 'price-low', page: '1', limit: '12' }));
    expect(screen.getByLabelText('Minimum price')).toHaveValue(null);
  });

  it('does not search with an inverted range and says why', async () => {
    serve();
    render();
    await screen.findByText('1 plot(s) found', {}, SLOW);
    fireEvent.click(screen.getByRole('button', { name: 'Show Filters' }));
    fireEvent.change(screen.getByLabelText('Minimum price'), { target: { value: '5000' } });
    fireEvent.change(screen.getByLabelText('Maximum price'), { target: { value: '1000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply Filters' }));
    expect(await screen.findByText('Maximum price must not be below the minimum')).toBeInTheDocument();
    expect(searches()).toHaveLength(1);
  });

  it('shows the card facts and opens the detail card from View Details', async () => {
    serve();
    const { router } = render();
    const card = await screen.findByRole('listitem', { name: 'Sunny Ridge' }, SLOW);
    expect(within(card).getByText('€200,000')).toBeInTheDocument();
    expect(within(card).getByText('320 m')).toBeInTheDocument();
    expect(within(card).getByText('Gentle slope')).toBeInTheDocument();
    expect(within(card).getByText('Maintenance: €4,000/year')).toBeInTheDocument();
    fireEvent.click(within(card).getByRole('link', { name: 'View details of Sunny Ridge' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Sunny Ridge' }, SLOW)).toBeInTheDocument();
    expect(router.state.location.search).toBe('?plot=p-1');
    // Suitability from the server, best first, as '% ideal'.
    const varieties = screen.getByRole('list', { name: 'Suitable varieties' });
    expect(
      within(varieties)
        .getAllByText(/% ideal$/)
        .map((node) => node.textContent),
    ).toEqual(['92% ideal', '75% ideal', '40% ideal']);
    expect(screen.getByText(/^Listed on March 5, 2025/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Back to Market' }));
    expect(await screen.findByText('1 plot(s) found')).toBeInTheDocument();
  });
});

describe('MarketplacePage purchase button', () => {
  it('is disabled with the spec text when the estate cannot pay', async () => {
    serve({ money: 199_999 });
    render('/game/marketplace?plot=p-1');
    const button = await screen.findByRole('button', { name: 'Purchase Plot' }, SLOW);
    await waitFor(() => expect(screen.getByTestId('available-funds')).toHaveTextContent('€199,999'));
    expect(button).toBeDisabled();
    expect(screen.getByText(MESSAGES.marketplace.insufficientFunds)).toBeInTheDocument();
  });

  it('is absent on the player’s own listing, with a note', async () => {
    serve({ plot: details({ own: true }) });
    render('/game/marketplace?plot=p-1');
    expect(await screen.findAllByText('Your listing', {}, SLOW)).not.toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Purchase Plot' })).not.toBeInTheDocument();
  });

  it('confirms, buys with the estate and an Idempotency-Key, then clears the selection', async () => {
    serve({ money: 200_000 });
    const { router } = render('/game/marketplace?plot=p-1');
    const button = await screen.findByRole('button', { name: 'Purchase Plot' }, SLOW);
    await waitFor(() => expect(button).toBeEnabled());
    fireEvent.click(button);
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(MESSAGES.marketplace.purchaseConfirm('Sunny Ridge', 200_000))).toBeInTheDocument();
    expect(within(dialog).getByText('Are you sure you want to purchase Sunny Ridge for €200,000?')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm Purchase' }));
    await waitFor(() => expect(api.callsTo('POST /api/marketplace/plots/p-1/purchase')).toHaveLength(1));
    const [purchase] = api.callsTo('POST /api/marketplace/plots/p-1/purchase');
    // the price the dialog showed, so a price the seller changed meanwhile is refused
    expect(purchase.body).toEqual({ estateId: 'e1', expectedPrice: 200_000 });
    expect(purchase.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    // The estates (money) and the listings are fetched again.
    await waitFor(() => expect(api.callsTo('GET /api/estates').length).toBeGreaterThanOrEqual(2), SLOW);
    await waitFor(() => expect(searches().length).toBeGreaterThanOrEqual(1), SLOW);
  });

  it('shows a 409 (the price changed meanwhile) as a toast and fetches the listing again', async () => {
    serve({ money: 250_000, priceChanged: true });
    const { router } = render('/game/marketplace?plot=p-1', true);
    const button = await screen.findByRole('button', { name: 'Purchase Plot' }, SLOW);
    await waitFor(() => expect(button).toBeEnabled());
    const detailsBefore = api.callsTo('GET /api/marketplace/plots/p-1').length;
    fireEvent.click(button);
    const dialog = await screen.findByRole('alertdialog');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm Purchase' })));
    await waitFor(() => expect(api.callsTo('POST /api/marketplace/plots/p-1/purchase')).toHaveLength(1));
    expect(await screen.findByText(MESSAGES.marketplace.priceChanged, {}, SLOW)).toBeInTheDocument();
    await waitFor(
      () => expect(api.callsTo('GET /api/marketplace/plots/p-1').length).toBeGreaterThan(detailsBefore),
      SLOW,
    );
    // still on the listing: nothing was bought
    expect(router.state.location.search).toBe('?plot=p-1');
  });
});
