import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CAMPAIGN_KINDS, CAMPAIGNS, MESSAGES } from '@vineyard/domain';
import type { CampaignsDto } from '../../../api';
import { errorBody, mockApi } from '../../../test-utils/mockFetch';
import { renderRoutes, signedInAuth } from '../../../test-utils/render';
import { MarketingPanel } from './MarketingPanel';

const SLOW = { timeout: 10_000 };

let api: ReturnType<typeof mockApi>;
afterEach(() => api?.restore());

const COSTS = { tasting: 4_200, fair: 13_500, press: 33_600 } as const;

const list = (over: Partial<CampaignsDto> = {}): CampaignsDto => ({
  day: 545,
  boost: 0,
  kinds: CAMPAIGN_KINDS.map((kind) => ({
    kind,
    label: CAMPAIGNS[kind].label,
    description: CAMPAIGNS[kind].description,
    boost: CAMPAIGNS[kind].boost,
    addsToday: CAMPAIGNS[kind].boost,
    days: CAMPAIGNS[kind].days,
    cost: COSTS[kind],
    runningUntil: null,
  })),
  campaigns: [],
  ...over,
});

function serve(data: CampaignsDto | 'fail') {
  api = mockApi((call) => {
    if (call.method === 'GET' && call.path === '/api/estates/e1/campaigns')
      return data === 'fail'
        ? { status: 500, body: errorBody(500, 'Internal Server Error') }
        : { status: 200, body: { data: { campaigns: data } } };
    if (call.method === 'POST' && call.path === '/api/estates/e1/campaigns')
      return {
        status: 201,
        body: {
          data: {
            campaign: {
              id: 'c1',
              kind: 'fair',
              label: 'Trade fair stand',
              startDay: 545,
              endDay: 605,
              cost: 13_500,
              running: true,
            },
            money: 100_000,
            boost: 0.5,
          },
          message: 'Trade fair stand started: demand for your wines +50% until 5 Mar',
        },
      };
    return { status: 404, body: errorBody(404, 'Not found') };
  });
}

const render = (money = 150_000) =>
  renderRoutes([{ path: '*', element: <MarketingPanel estateId="e1" money={money} /> }], {
    initialEntries: ['/game?tab=market'],
    preloadedState: { auth: signedInAuth(), game: { currentEstateId: 'e1' } },
  });

describe('MarketingPanel', () => {
  it('lists the kinds with price, effect and days, and runs one after its confirmation', async () => {
    serve(list());
    render();
    const kinds = await screen.findByRole('list', { name: 'Marketing campaigns' }, SLOW);
    expect(kinds).toHaveTextContent('€13,500 · demand +50% for 60 days');
    expect(screen.getByText(/No campaign runs now/)).toBeInTheDocument();
    await act(async () =>
      fireEvent.click(within(kinds).getByRole('button', { name: 'Run Trade fair stand for €13,500' })),
    );
    const confirm = await screen.findByRole('alertdialog', {}, SLOW);
    expect(confirm).toHaveTextContent('It costs €13,500, paid now. For 60 game days your wines find +50% buyers');
    await act(async () => fireEvent.click(within(confirm).getByRole('button', { name: 'Run campaign' })));
    await waitFor(() => expect(api.callsTo('POST /api/estates/e1/campaigns')).toHaveLength(1));
    const call = api.callsTo('POST /api/estates/e1/campaigns')[0]!;
    expect(call.body).toEqual({ kind: 'fair' });
  });

  it('shows what runs and until when, what a second kind adds beside it, and refuses what the money does not pay', async () => {
    const base = list();
    serve(
      list({
        boost: 0.5,
        kinds: base.kinds.map((k) =>
          k.kind === 'fair' ? { ...k, runningUntil: 605 } : { ...k, addsToday: k.boost / 2 },
        ),
        campaigns: [
          {
            id: 'c1',
            kind: 'fair',
            label: 'Trade fair stand',
            startDay: 545,
            endDay: 605,
            cost: 13_500,
            running: true,
          },
        ],
      }),
    );
    render(10_000);
    const running = await screen.findByRole('list', { name: 'Running campaigns' }, SLOW);
    expect(running).toHaveTextContent('Trade fair stand');
    expect(screen.getByText('Demand +50%')).toBeInTheDocument();
    const kinds = screen.getByRole('list', { name: 'Marketing campaigns' });
    expect(kinds).toHaveTextContent('(+13% beside the campaigns running)');
    expect(within(kinds).getByRole('button', { name: 'Run Press campaign for €33,600' })).toBeDisabled();
    expect(within(kinds).getByRole('button', { name: 'Run Local tasting events for €4,200' })).toBeEnabled();
  });

  it('says when the list fails', async () => {
    serve('fail');
    render();
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(MESSAGES.campaigns.loadFailed);
  });
});
