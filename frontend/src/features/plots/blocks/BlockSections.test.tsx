import { screen } from '@testing-library/react';
import { formatNumber, harvestKg, harvestedQuality, tierOutlook, workedKg } from '@vineyard/domain';
import type { BlockDetailsDto } from '../../../api';
import { testEstate } from '../../../test-utils/fixtures';
import { errorBody, mockApi } from '../../../test-utils/mockFetch';
import { renderRoutes, signedInAuth } from '../../../test-utils/render';
import type { BlockDetail } from '../hooks/useBlockDetail';
import { BlockHeader } from './BlockSections';

const SLOW = { timeout: 10_000 };

let api: ReturnType<typeof mockApi>;
afterEach(() => api?.restore());

// 1 September of year 1 (day 180): a tempranillo block in its harvest, ten days before its best days
const block: BlockDetailsDto = {
  id: 'b1',
  plotId: 'p1',
  name: 'Home Block',
  grapeVariety: 'tempranillo',
  harvestPlan: 'crush',
  harvests: [],
  health: 72,
  notes: '',
  orientation: 'north-south',
  plantedGameDay: -1080,
  ageDays: 1260,
  plantingDate: '2026-11-21T08:00:00.000Z',
  quality: 85,
  size: 1.5,
  status: 'harvesting',
  suitability: 100,
  trellisSystem: 'vsp',
  vineSpacing: { rowSpacing: 2, vineSpacing: 1 },
  vines: 7500,
  vinesPerHectare: 5000,
};

const page = {
  busy: { updating: false, deleting: false, harvesting: false },
  editing: false,
  setEditing: jest.fn(),
  setConfirming: jest.fn(),
  harvest: jest.fn(),
} as unknown as BlockDetail;

// the vintage's vineyard work as the server reports it: `qualityPoints` on the picked grapes
function workAnswer(qualityPoints: number) {
  return {
    status: 200,
    body: {
      data: {
        work: {
          bearing: true,
          vintage: 1,
          today: 180,
          items: [],
          effects: { parts: [], qualityPoints, yieldPercent: qualityPoints < 0 ? 10 : 0 },
        },
      },
    },
  };
}

// the vintage's weather as the server reports it: what unprotected events took from the crop
function weatherAnswer(loss: { yieldPercent: number; qualityPoints: number }) {
  return {
    status: 200,
    body: {
      data: {
        weather: {
          today: 180,
          forecastDays: 7,
          forecast: [],
          recent: [],
          vintageLoss: { vintage: 1, ...loss, events: [] },
        },
      },
    },
  };
}

function show(b: BlockDetailsDto, qualityPoints = 0, weather = { yieldPercent: 0, qualityPoints: 0 }) {
  api = mockApi((call) =>
    call.path === '/api/blocks/b1/work'
      ? workAnswer(qualityPoints)
      : call.path === '/api/blocks/b1/weather'
        ? weatherAnswer(weather)
        : call.path === '/api/estates'
          ? {
              status: 200,
              body: {
                data: {
                  estates: [
                    testEstate({
                      reputation: 25,
                      plots: [{ id: 'p1', name: 'North Slope', size: 2.5, plantedSize: 1.5 }],
                    }),
                  ],
                },
              },
            }
          : { status: 404, body: errorBody(404, 'Not found') },
  );
  renderRoutes([{ path: '*', element: <BlockHeader block={b} page={page} /> }], {
    initialEntries: ['/game/blocks/b1'],
    preloadedState: { auth: signedInAuth(), game: { currentEstateId: 'e1' } },
  });
}

describe('BlockHeader: the harvest', () => {
  it("shows the tier the grapes picked today point to, at the estate's reputation", async () => {
    show(block);
    const picked = harvestedQuality(85, 'tempranillo', 180);
    expect(picked).toBe(75);
    const outlook = tierOutlook(75, 25, 1.5);
    expect(await screen.findByTestId('tier-hint', {}, SLOW)).toHaveTextContent(
      `Market tier: Premium. Picked today, quality 75: Premium wine; sells among Premium buyers (${outlook.pool}). 5 points more would make it Fine.`,
    );
  });

  it("applies the vintage's vineyard work to the picked quality, as the harvest will", async () => {
    // a skipped green harvest: 10% more kilograms, 6 points less quality
    show(block, -6);
    expect(await screen.findByTestId('tier-hint', {}, SLOW)).toHaveTextContent('Picked today, quality 69:');
    // 10% more kilograms than the block's own harvest estimate
    expect(screen.getByTestId('harvest-timing')).toHaveTextContent(
      `about ${formatNumber(workedKg(harvestKg('tempranillo', 1.5, 2, 1, 72, 1260), 10))} kg`,
    );
    expect(api.callsTo('GET /api/blocks/b1/work').length).toBeGreaterThan(0);
  });

  it("applies what the vintage's weather took from the crop, as the harvest will", async () => {
    // unprotected hail and frost: 7% fewer kilograms, 2 points less quality
    show(block, 0, { yieldPercent: -7, qualityPoints: -2 });
    expect(await screen.findByTestId('tier-hint', {}, SLOW)).toHaveTextContent('Picked today, quality 73:');
    expect(screen.getByTestId('harvest-timing')).toHaveTextContent(
      `about ${formatNumber(workedKg(harvestKg('tempranillo', 1.5, 2, 1, 72, 1260), -7))} kg`,
    );
    expect(api.callsTo('GET /api/blocks/b1/weather').length).toBeGreaterThan(0);
  });

  it('shows none while the block cannot be harvested', async () => {
    show({ ...block, status: 'mature' });
    await screen.findByTestId('harvest-outlook');
    // the estates list has answered: the hint stays away because the harvest is not open
    await screen.findByRole('button', { name: /Harvest/ });
    expect(api.callsTo('GET /api/estates').length).toBeGreaterThan(0);
    expect(screen.queryByTestId('tier-hint')).not.toBeInTheDocument();
  });
});
