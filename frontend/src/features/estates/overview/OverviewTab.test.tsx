import { act, screen, within } from '@testing-library/react';
import { dayIndexOf, GAME_START, toGameTimeView } from '@vineyard/domain';
import type { BlockDto, GrapeLotDto, NotificationDto, WineLotDto, WineMarketDto } from '../../../api';
import { testEstate } from '../../../test-utils/fixtures';
import { errorBody, mockApi, type MockAnswer } from '../../../test-utils/mockFetch';
import { renderRoutes, signedInAuth } from '../../../test-utils/render';
import { OverviewTab } from './OverviewTab';

const SLOW = { timeout: 10_000 };
const SEPTEMBER_Y2 = { year: 2, month: 9, day: 10 };
const TODAY = dayIndexOf(SEPTEMBER_Y2);

let api: ReturnType<typeof mockApi>;
afterEach(() => api?.restore());

function testBlock(over: Partial<BlockDto>): BlockDto {
  return {
    id: 'b1',
    plotId: 'p1',
    name: 'Vigna Vecchia',
    size: 1,
    grapeVariety: 'sangiovese',
    vineSpacing: { rowSpacing: 2, vineSpacing: 1 },
    orientation: 'north-south',
    trellisSystem: 'vsp',
    harvestPlan: 'crush',
    notes: '',
    status: 'harvesting',
    vinesPerHectare: 5000,
    vines: 5000,
    plantingDate: '2025-03-01T08:00:00.000Z',
    plantedGameDay: 0,
    ageDays: TODAY,
    suitability: 80,
    health: 85,
    quality: 80,
    ...over,
  };
}

const lot: GrapeLotDto = {
  id: 'l1',
  blockId: 'b1',
  blockName: 'Vigna Vecchia',
  variety: 'sangiovese',
  region: 'tuscany',
  kilograms: 4200,
  harvestedKg: 4200,
  quality: 80,
  vintage: 2,
  harvestDay: TODAY - 12,
  graceDaysLeft: 3,
  listPricePerKg: 1.2,
  cooperativePricePerKg: 0.4,
  createdAt: '2025-03-01T08:00:00.000Z',
};

const wine = {
  id: 'w1',
  name: 'Rosso Vecchio',
  colour: 'red',
  bottles: 2_000,
} as WineLotDto;

const wineMarket = { capacity: 1_200, level: 1_000, marketTier: 'regional', listPrice: 9.4 } as WineMarketDto;

const alert: NotificationDto = {
  id: 'n1',
  kind: 'harvest_window',
  title: 'The harvest window is open',
  body: '1 block is ready to harvest in September and October.',
  refId: null,
  gameDay: TODAY - 9,
  readAt: null,
  createdAt: '2025-03-01T08:00:00.000Z',
};

const estate = testEstate({
  plots: [
    { id: 'p1', name: 'North Slope', size: 2.5, plantedSize: 1.5 },
    { id: 'p2', name: 'River Bank', size: 2.5, plantedSize: 0 },
  ],
});

function realEstate(call: { path: string; query: URLSearchParams }): MockAnswer {
  switch (call.path) {
    case '/api/estates':
      return { status: 200, body: { data: { estates: [estate] } } };
    case '/api/game/time':
      return { status: 200, body: { data: toGameTimeView(SEPTEMBER_Y2) } };
    case '/api/plots/p1/blocks':
      return {
        status: 200,
        body: {
          data: {
            blocks: [
              testBlock({}),
              testBlock({
                id: 'b2',
                name: 'Giovane',
                grapeVariety: 'merlot',
                size: 0.5,
                vines: 2500,
                status: 'growing',
                ageDays: 100,
                plantedGameDay: TODAY - 100,
                health: 55,
              }),
            ],
          },
        },
      };
    case '/api/plots/p2/blocks':
      return { status: 200, body: { data: { blocks: [] } } };
    case '/api/estates/e1/grape-lots':
      return {
        status: 200,
        body: { data: { day: TODAY, lots: [lot], buyers: { season: 2, capacityKg: 10000, usedKg: 0, revenue: 0 } } },
      };
    case '/api/estates/e1/cellar':
      return {
        status: 200,
        body: {
          data: {
            day: TODAY,
            batches: [],
            vessels: [],
            totals: {
              tanks: 2,
              barrels: 0,
              freeBarrels: 0,
              tankCapacityLitres: 10_000,
              tankUsedLitres: 0,
              tankFreeLitres: 10_000,
            },
          },
        },
      };
    case '/api/estates/e1/wines':
      return { status: 200, body: { data: { day: TODAY, wines: [wine] } } };
    case '/api/wines/w1/quote':
      return { status: 200, body: { data: { market: wineMarket } } };
    case '/api/estates/e1/notifications':
      return {
        status: 200,
        body: {
          data: {
            notifications: call.query.get('unread') === 'true' ? [alert] : [alert],
            pagination: { page: 1, limit: 5, total: 1, totalPages: 1, totalCapped: false },
            unreadCount: 1,
          },
        },
      };
    default:
      return { status: 404, body: errorBody(404, 'Not found') };
  }
}

describe('OverviewTab', () => {
  it('holds the size of the weather panel while the game date loads, and waits for it before the tasks', async () => {
    let answerTime: (answer: MockAnswer) => void = () => undefined;
    api = mockApi((call) => {
      if (call.path === '/api/game/time') {
        return new Promise<MockAnswer>((resolve) => {
          answerTime = resolve;
        });
      }
      if (call.path === '/api/estates') return { status: 200, body: { data: { estates: [testEstate()] } } };
      if (call.path.endsWith('/blocks')) return { status: 200, body: { data: { blocks: [] } } };
      if (call.path.endsWith('/wines')) return { status: 200, body: { data: { day: 0, wines: [] } } };
      if (call.path.endsWith('/grape-lots')) {
        return {
          status: 200,
          body: { data: { day: 0, lots: [], buyers: { season: 1, capacityKg: 0, usedKg: 0, revenue: 0 } } },
        };
      }
      return realEstate(call);
    });
    renderRoutes([{ path: '*', element: <OverviewTab /> }], {
      initialEntries: ['/game'],
      preloadedState: { auth: signedInAuth(), game: { currentEstateId: 'e1' } },
    });

    const weather = await screen.findByRole('region', { name: 'Weather Today' });
    expect(await within(weather).findByText('Loading the weather…', {}, SLOW)).toBeInTheDocument();
    const tasks = screen.getByRole('region', { name: 'Tasks' });
    expect(within(tasks).getByText('Loading the tasks…')).toBeInTheDocument();

    await act(async () => answerTime({ status: 200, body: { data: toGameTimeView(GAME_START) } }));

    // two bare plots and nothing else: plant them
    const list = await within(tasks).findByRole('list', { name: 'Tasks' }, SLOW);
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Plant North Slope'), expect.stringContaining('Plant River Bank')]);
    expect(within(weather).queryByText('Loading the weather…')).not.toBeInTheDocument();
    expect(within(weather).getByText(/^High -?\d+°C/)).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Vineyard Summary' });
    expect(within(summary).getAllByText('No blocks planted yet')).toHaveLength(2);
  });

  it('shows each plot with its real blocks, tasks from their state, and the unread alerts', async () => {
    api = mockApi(realEstate);
    renderRoutes([{ path: '*', element: <OverviewTab /> }], {
      initialEntries: ['/game'],
      preloadedState: { auth: signedInAuth(), game: { currentEstateId: 'e1' } },
    });

    const summary = await screen.findByRole('region', { name: 'Vineyard Summary' });
    const old = (await within(summary).findByRole('link', { name: 'Vigna Vecchia' }, SLOW)).closest('li')!;
    expect(old).toHaveTextContent('Sangiovese · 5,000 vines · 1 ha');
    expect(old).toHaveTextContent('Harvesting');
    expect(old).toHaveTextContent('Ready to harvest until the end of October');
    expect(within(old as HTMLElement).getByRole('progressbar', { name: 'Health of Vigna Vecchia' })).toHaveAttribute(
      'aria-valuenow',
      '85',
    );
    const young = within(summary).getByRole('link', { name: 'Giovane' }).closest('li')!;
    expect(young).toHaveTextContent('Growing');
    expect(young).toHaveTextContent('Young vines bear from year 2: first harvest in September, Year 3');
    expect(within(young as HTMLElement).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '55');
    // the bare plot, and only it, says so
    expect(within(summary).getAllByText('No blocks planted yet')).toHaveLength(1);
    expect(within(summary).getByRole('link', { name: 'River Bank' }).closest('li')).toHaveTextContent(
      'No blocks planted yet',
    );

    const tasks = screen.getByRole('region', { name: 'Tasks' });
    const list = await within(tasks).findByRole('list', { name: 'Tasks' }, SLOW);
    const names = within(list)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual([
      // the grapes' deadline (3 days) comes before the harvest window's end
      'Crush or sell 4,200 kg of Sangiovese grapes',
      'Harvest Vigna Vecchia',
      'Plant River Bank',
      // a month of the buyers' demand: a quarter of the pool's capacity
      'Sell about 300 bottles of Rosso Vecchio',
      'Plant the rest of North Slope',
    ]);
    expect(within(list).getByRole('link', { name: 'Crush or sell 4,200 kg of Sangiovese grapes' })).toHaveAttribute(
      'href',
      '/game?tab=winery',
    );
    expect(within(list).getByRole('link', { name: 'Harvest Vigna Vecchia' })).toHaveAttribute(
      'href',
      '/game/blocks/b1',
    );
    expect(names).not.toContain('Harvest Giovane');

    const alerts = screen.getByRole('region', { name: 'Alerts' });
    expect(await within(alerts).findByText('The harvest window is open', {}, SLOW)).toBeInTheDocument();
    expect(within(alerts).getByText('Fall, Year 2, Day 1 (September)')).toBeInTheDocument();
    expect(api.calls.some((c) => c.path === '/api/estates/e1/notifications' && c.query.get('unread') === 'true')).toBe(
      true,
    );
  });
});
