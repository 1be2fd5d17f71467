import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  AGEING_TIER_NOTICE_DAYS,
  ageingTierChange,
  BLEND_LIMITS,
  blendQuality,
  crush,
  expectedReadyQuality,
  formatGameDay,
  formatMoney,
  MESSAGES,
  tierOutlook,
  WINE_PRESET_INFO,
} from '@vineyard/domain';
import type { CellarDataDto, GrapeLotDto, WineBatchDto, WineLotDto } from '../../../api';
import { testEstate, testWineBatch } from '../../../test-utils/fixtures';
import { errorBody, mockApi } from '../../../test-utils/mockFetch';
import { renderRoutes, signedInAuth } from '../../../test-utils/render';
import { WineryTab } from './WineryTab';

const SLOW = { timeout: 10_000 };

let api: ReturnType<typeof mockApi>;
afterEach(() => api?.restore());

const lot: GrapeLotDto = {
  id: 'l1',
  blockId: 'b1',
  blockName: 'Home Block',
  region: 'rioja',
  variety: 'tempranillo',
  kilograms: 8000,
  harvestedKg: 8000,
  quality: 72,
  vintage: 1,
  harvestDay: 190,
  graceDaysLeft: 12,
  listPricePerKg: 0.98,
  cooperativePricePerKg: 0.24,
  createdAt: '2026-11-20T08:00:00.000Z',
};

const batch: WineBatchDto = testWineBatch();

const wine: WineLotDto = {
  id: 'v1',
  batchId: 'w0',
  producer: null,
  name: 'Viña Prueba Joven 1',
  region: 'rioja',
  colour: 'red',
  variety: 'tempranillo',
  blend: null,
  vintage: 1,
  bottles: 1200,
  bottledBottles: 1200,
  quality: 74,
  bottledQuality: 72,
  bottledDay: 150,
  ageDays: 40,
  peakDay: 1950,
  status: 'ageing',
  statusLabel: 'Ageing',
  review: null,
  award: null,
  createdAt: '2026-11-20T08:00:00.000Z',
};

const cabernet: WineBatchDto = {
  ...batch,
  id: 'w2',
  variety: 'cabernet sauvignon',
  kilograms: 1333,
  initialLitres: 960,
  litres: 960,
  quality: 80,
  readyQuality: 80,
  bottles: 1190,
};

const riesling: WineBatchDto = {
  ...batch,
  id: 'w3',
  colour: 'white',
  variety: 'riesling',
  preset: 'fresh_white',
  litres: 620,
  quality: 75,
  readyQuality: 75,
};

const blendBatch: WineBatchDto = {
  ...batch,
  id: 'w4',
  variety: 'tempranillo',
  preset: null,
  grapeLotId: null,
  litres: 2400,
  initialLitres: 2400,
  quality: 76,
  readyQuality: 76,
  canBlend: false,
  blend: [
    { batchId: 'w1', variety: 'tempranillo', litres: 1440, share: 0.6 },
    { batchId: 'w2', variety: 'cabernet sauvignon', litres: 960, share: 0.4 },
  ],
};

function cellar(batches: WineBatchDto[]): CellarDataDto {
  const tank = (id: string, used: number) => ({
    id,
    kind: 'tank' as const,
    label: 'Stainless steel tank',
    capacityLitres: 5000,
    usedLitres: used,
    fills: 0,
    oakStrength: 0,
    batchIds: used ? ['w1'] : [],
  });
  return {
    vessels: [tank('t1', 1440), tank('t2', 0)],
    totals: {
      tanks: 2,
      tankCapacityLitres: 10000,
      tankUsedLitres: 1440,
      tankFreeLitres: 8560,
      barrels: 0,
      freeBarrels: 0,
    },
    batches,
    day: 190,
  };
}

const wineMarket = {
  tier: 'premium' as const,
  marketTier: 'premium' as const,
  marketTierLabel: 'Premium',
  quality: 74,
  listPrice: 9.87,
  capacity: 1500,
  level: 900,
  // the premium buyers' 900 and the regional buyers' 200 below them (issue 34: no tier cliffs)
  buyers: 1100,
  pools: [
    { tier: 'premium' as const, label: 'Premium', listPrice: 9.87, capacity: 1500, level: 900, index: 1.08 },
    { tier: 'regional' as const, label: 'Regional', listPrice: 5.12, capacity: 2500, level: 200, index: 1 },
  ],
  refillDays: 120,
  available: 1200,
  criticScore: null,
  index: 1.08,
};
const point = {
  bottles: 1,
  money: 10,
  averagePrice: 9.87,
  marginalPriceAfter: 9.8,
  poolAfter: 1099,
  pools: [
    { tier: 'premium' as const, bottles: 1, money: 10 },
    { tier: 'regional' as const, bottles: 0, money: 0 },
  ],
};

function serve(batches: WineBatchDto[] = [batch], bottled: WineLotDto = wine, market = wineMarket) {
  api = mockApi((call) => {
    if (call.path === '/api/estates') return { status: 200, body: { data: { estates: [testEstate()] } } };
    if (call.path === '/api/estates/e1/cellar') return { status: 200, body: { data: cellar(batches) } };
    if (call.path === '/api/estates/e1/wines') return { status: 200, body: { data: { wines: [bottled], day: 190 } } };
    if (call.path === '/api/estates/e1/grape-lots')
      return {
        status: 200,
        body: {
          data: {
            lots: [lot],
            buyers: { season: 1, plantedHectares: 2, capacityKg: 10000, usedKg: 0, revenue: 0 },
            day: 190,
          },
        },
      };
    if (call.method === 'POST' && call.path === '/api/estates/e1/wine-batches')
      return { status: 400, body: errorBody(400, MESSAGES.winery.noTankSpace(8560, 9000)) };
    if (call.method === 'POST' && call.path === '/api/estates/e1/wine-batches/blend')
      return {
        status: 201,
        body: { data: { batch: blendBatch, components: [] }, message: MESSAGES.winery.blended(2400) },
      };
    if (call.path === '/api/wines/v1/quote') {
      const bottles = Number(call.query.get('bottles') || 1200);
      return {
        status: 200,
        body: { data: { market, quote: { ...point, bottles }, curve: [point], reputation: 25 } },
      };
    }
    if (call.method === 'POST' && call.path === '/api/wines/v1/sell')
      return {
        status: 200,
        body: {
          data: {
            money: 250_000,
            received: 4321,
            bottlesSold: 500,
            wine: { ...wine, bottles: 700 },
            market: wineMarket,
          },
          message: MESSAGES.winery.wineSold(500, formatMoney(4321)),
        },
      };
    if (call.method === 'POST' && call.path === '/api/wine-batches/w1/bottle')
      return {
        status: 200,
        body: { data: { wine, money: 240_000, cost: 2678 }, message: MESSAGES.winery.bottled(1785) },
      };
    return { status: 404, body: errorBody(404, 'Not found') };
  });
}

function renderTab() {
  return renderRoutes([{ path: '*', element: <WineryTab /> }], {
    initialEntries: ['/game?tab=winery'],
    preloadedState: { auth: signedInAuth(), game: { currentEstateId: 'e1' } },
    screenToaster: true,
  });
}

describe('WineryTab', () => {
  it('shows the cellar, the batches with their stage, the grapes to crush and the bottled wine', async () => {
    serve();
    renderTab();
    expect(screen.getByRole('heading', { level: 1, name: 'Winery' })).toBeInTheDocument();
    const batches = await screen.findByRole('list', { name: 'Wine batches' }, SLOW);
    expect(within(batches).getByText('Tempranillo 1 · Joven red')).toBeInTheDocument();
    expect(within(batches).getByText('Ready to bottle')).toBeInTheDocument();
    expect(within(batches).getByRole('button', { name: 'Bottle' })).toBeEnabled();
    expect(screen.getByRole('list', { name: 'Tanks' })).toHaveTextContent('1,440 / 5,000 L');
    expect(await screen.findByRole('list', { name: 'Grapes to crush' }, SLOW)).toHaveTextContent('8,000 kg');
    expect(await screen.findByRole('list', { name: 'Bottled wine' }, SLOW)).toHaveTextContent('Viña Prueba Joven 1');
    expect(screen.queryByText(/Coming soon/)).not.toBeInTheDocument();
  });

  it('shows the empty states', async () => {
    serve([]);
    renderTab();
    expect(await screen.findByText(MESSAGES.winery.noBatches, {}, SLOW)).toBeInTheDocument();
  });

  it('crush: the must and the tank space show before the server is asked; its refusal shows in the dialog', async () => {
    serve();
    renderTab();
    const grapes = await screen.findByRole('list', { name: 'Grapes to crush' }, SLOW);
    fireEvent.click(within(grapes).getByRole('button', { name: 'Crush' }));
    const dialog = await screen.findByRole('dialog');
    // 8,000 kg → 5,760 L fit in 8,560 L free
    const full = crush('red', 8000, false);
    expect(within(dialog).getByText(/5,760 L of must/)).toBeInTheDocument();
    // the sorting's figures, from the rules (SORTING_KEEPS, QUALITY_EFFECTS)
    expect(
      within(dialog).getByRole('checkbox', { name: 'Sort the grapes (15% fewer kilograms, +3 quality)' }),
    ).not.toBeChecked();
    const submit = within(dialog).getByRole('button', { name: `Crush for ${formatMoney(full.cost)}` });
    expect(submit).toBeEnabled();
    // more than the lot holds
    fireEvent.change(within(dialog).getByRole('spinbutton'), { target: { value: '9000' } });
    // the message shows once the field is left (useForm), and the submit focuses the field instead of sending
    fireEvent.blur(within(dialog).getByRole('spinbutton'));
    expect(within(dialog).getByText(MESSAGES.winery.kilogramsTooMany(8000))).toBeInTheDocument();
    fireEvent.change(within(dialog).getByRole('spinbutton'), { target: { value: '5000' } });
    await act(async () =>
      fireEvent.click(
        within(dialog).getByRole('button', { name: `Crush for ${formatMoney(crush('red', 5000, false).cost)}` }),
      ),
    );
    await waitFor(() => expect(api.callsTo('POST /api/estates/e1/wine-batches')).toHaveLength(1));
    const [sent] = api.callsTo('POST /api/estates/e1/wine-batches');
    expect(sent!.body).toEqual({ grapeLotId: 'l1', kilograms: 5000, preset: 'joven_red' });
    expect(sent!.headers.get('Idempotency-Key')).toMatch(/^crush-l1-/);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MESSAGES.winery.noTankSpace(8560, 9000));
  });

  it('bottles a ready batch under its name', async () => {
    serve();
    renderTab();
    const batches = await screen.findByRole('list', { name: 'Wine batches' }, SLOW);
    fireEvent.click(within(batches).getByRole('button', { name: 'Bottle' }));
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByRole('textbox');
    expect(name).toHaveValue('Tempranillo Joven red 1');
    // the bottling cost, from the rule (WINERY_COSTS)
    expect(within(dialog).getByText('€1.50 a bottle for glass, cork and label.')).toBeInTheDocument();
    fireEvent.change(name, { target: { value: '  ' } });
    // a submit shows the problem at the field and focuses it; nothing is sent
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: /^Bottle for/ })));
    expect(within(dialog).getByText(MESSAGES.winery.nameRequired)).toBeInTheDocument();
    await waitFor(() => expect(name).toHaveFocus());
    expect(api.callsTo('POST /api/wine-batches/w1/bottle')).toHaveLength(0);
    fireEvent.change(name, { target: { value: 'Viña Prueba' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: /^Bottle for/ })));
    await waitFor(() => expect(api.callsTo('POST /api/wine-batches/w1/bottle')).toHaveLength(1));
    expect(api.callsTo('POST /api/wine-batches/w1/bottle')[0]!.body).toEqual({ name: 'Viña Prueba' });
    expect(await screen.findByText(MESSAGES.winery.bottled(1785), {}, SLOW)).toBeInTheDocument();
  });
  it('sells bottled wine: the buyers and the quote show first, at most what they take', async () => {
    serve();
    renderTab();
    const bottled = await screen.findByRole('list', { name: 'Bottled wine' }, SLOW);
    fireEvent.click(within(bottled).getByRole('button', { name: 'Sell Viña Prueba Joven 1' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/Premium buyers pay up to €9\.87 a bottle/, {}, SLOW)).toHaveTextContent(
      'The price includes the regional index of these wines, ×1.08.',
    );
    const field = within(dialog).getByRole('spinbutton');
    // suggested: a month of the buyers' demand (a quarter of their 1,500), less than the 900 they take now
    expect(field).toHaveValue(375);
    expect(within(dialog).getByText(/Suggested: what they take back in 30 game days/)).toBeInTheDocument();
    // the buyers of the tiers below take it too: all of them together are the most a sale sells
    expect(within(dialog).getByText(MESSAGES.tiers.poolsBelow(1100))).toBeInTheDocument();
    fireEvent.change(field, { target: { value: '1101' } });
    fireEvent.blur(field);
    expect(within(dialog).getByText(MESSAGES.winery.poolTooSmall(1100))).toBeInTheDocument();
    fireEvent.change(field, { target: { value: '500' } });
    const submit = await within(dialog).findByRole('button', { name: /^Sell for/ }, SLOW);
    // where the quoted bottles go, pool by pool
    const pools = within(dialog).getByRole('table', { name: MESSAGES.tiers.poolsCaption });
    expect(
      within(pools)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['BuyersList priceTake nowThis sale', `Premium€9.879001 · ${formatMoney(10)}`, 'Regional€5.12200—']);
    await act(async () => fireEvent.click(submit));
    await waitFor(() => expect(api.callsTo('POST /api/wines/v1/sell')).toHaveLength(1));
    expect(api.callsTo('POST /api/wines/v1/sell')[0]!.body).toEqual({ bottles: 500, expectedRevenue: point.money });
    expect(await screen.findByText(MESSAGES.winery.wineSold(500, formatMoney(4321)), {}, SLOW)).toBeInTheDocument();
  });

  it('shows the market tier where the player decides: the crush, the bottling and the sale', async () => {
    // a young wine of quality 64 that bottle ageing lifts to 65 at 150 days (bottled on day 150)
    const young = { ...wine, quality: 64, bottledQuality: 64 };
    serve([batch], young, {
      ...wineMarket,
      quality: 64,
      tier: 'regional',
      marketTier: 'regional',
      marketTierLabel: 'Regional',
    } as unknown as typeof wineMarket);
    renderTab();
    // the crush: the joven red's ready quality (the grapes' 72, +1 for malolactic), then with sorting (+3)
    const grapes = await screen.findByRole('list', { name: 'Grapes to crush' }, SLOW);
    fireEvent.click(within(grapes).getByRole('button', { name: 'Crush' }));
    let dialog = await screen.findByRole('dialog');
    const crushHint = await within(dialog).findByTestId('tier-hint', {}, SLOW);
    const ready = expectedReadyQuality(72, 'tempranillo', WINE_PRESET_INFO.joven_red.plan, 5760, []);
    expect(ready).toBe(73);
    expect(crushHint).toHaveTextContent(
      `Quality 73 when ready to bottle: Premium wine; sells among Premium buyers (${tierOutlook(73, 0, 0).pool}). 7 points more would make it Fine, whose buyers open at reputation 20.`,
    );
    await act(async () => fireEvent.click(within(dialog).getByRole('checkbox', { name: /^Sort the grapes/ })));
    expect(within(dialog).getByTestId('tier-hint')).toHaveTextContent(/^PremiumMarket tier: Premium\. Quality 76 when/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // the bottling: the batch's quality 70 today
    fireEvent.click(within(screen.getByRole('list', { name: 'Wine batches' })).getByRole('button', { name: 'Bottle' }));
    dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('tier-hint')).toHaveTextContent(
      `Bottled at quality 70: Premium wine; sells among Premium buyers (${tierOutlook(70, 0, 0).pool}). 10 points more would make it Fine`,
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // bottle ageing moves it to the Premium buyers within a year (AGEING_TIER_NOTICE_DAYS)
    expect(ageingTierChange(64, 'tempranillo', 40, 0)).toEqual({ ageDays: 150, marketTier: 'premium' });
    const moves = `Moves to Premium buyers around ${formatGameDay(300)}`;
    const list = screen.getByRole('list', { name: 'Bottled wine' });
    expect(within(list).getByTestId('ageing-tier')).toHaveTextContent(moves);

    // the sale: the quote's quality and reputation; the dialog names the pool itself
    fireEvent.click(within(list).getByRole('button', { name: 'Sell Viña Prueba Joven 1' }));
    dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByTestId('tier-hint', {}, SLOW)).toHaveTextContent(
      /Regional wine; sells among Regional buyers\. 1 point more would make it Premium\.$/,
    );
    expect(within(dialog).getByTestId('ageing-tier')).toHaveTextContent(moves);
  });

  it('says nothing of ageing when it moves the wine only more than a year ahead', async () => {
    // quality 74 peaks at 78 and falls below 65 only years later
    serve();
    renderTab();
    const list = await screen.findByRole('list', { name: 'Bottled wine' }, SLOW);
    expect(within(list).getByText('Viña Prueba Joven 1')).toBeInTheDocument();
    expect(ageingTierChange(72, 'tempranillo', 40, 0)!.ageDays).toBeGreaterThan(40 + AGEING_TIER_NOTICE_DAYS);
    expect(within(list).queryByTestId('ageing-tier')).not.toBeInTheDocument();
  });

  it('offers no blend with fewer than two ready batches of one colour', async () => {
    serve([batch, riesling]);
    renderTab();
    await screen.findByRole('list', { name: 'Wine batches' }, SLOW);
    expect(screen.queryByRole('button', { name: 'Blend' })).not.toBeInTheDocument();
  });

  it('blend: tick ready batches of one colour, see the litres and quality, confirm', async () => {
    serve([batch, cabernet, riesling]);
    renderTab();
    const panel = await screen.findByRole('region', { name: 'Wine batches' }, SLOW);
    fireEvent.click(await within(panel).findByRole('button', { name: 'Blend' }, SLOW));
    const dialog = await screen.findByRole('dialog');
    // only the reds (the white cannot join them, and has no partner)
    const boxes = within(dialog).getAllByRole('checkbox');
    expect(boxes).toHaveLength(2);
    expect(within(dialog).queryByText(/Riesling/)).not.toBeInTheDocument();
    // the submit stays enabled (a useForm form): with nothing ticked it says how many to choose, sends nothing
    const submit = within(dialog).getByRole('button', { name: 'Blend' });
    expect(submit).toBeEnabled();
    await act(async () => fireEvent.click(submit));
    expect(
      within(dialog).getByText(MESSAGES.winery.blendCount(BLEND_LIMITS.min, BLEND_LIMITS.max)),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /api/estates/e1/wine-batches/blend')).toHaveLength(0);
    await act(async () => fireEvent.click(within(dialog).getByRole('checkbox', { name: /Tempranillo 1/ })));
    expect(within(dialog).getByText('Choose at least 2 batches to see the blend.')).toBeInTheDocument();
    await act(async () => fireEvent.click(within(dialog).getByRole('checkbox', { name: /Cabernet Sauvignon 1/ })));
    // Ribera del Duero: tempranillo with cabernet, volume-weighted plus the classic bonus
    const quality = blendQuality([
      { variety: 'tempranillo', litres: 1440, quality: 70 },
      { variety: 'cabernet sauvignon', litres: 960, quality: 80 },
    ]);
    expect(quality).toBe(76);
    expect(within(dialog).getByText('Blend · Tempranillo 60%, Cabernet Sauvignon 40%')).toBeInTheDocument();
    expect(
      within(dialog).getByText(/2,400 L of quality 76, ready to bottle · a classic Ribera del Duero blend \(\+2\)/),
    ).toBeInTheDocument();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Blend 2,400 L' })));
    await waitFor(() => expect(api.callsTo('POST /api/estates/e1/wine-batches/blend')).toHaveLength(1));
    const [sent] = api.callsTo('POST /api/estates/e1/wine-batches/blend');
    expect(sent!.body).toEqual({ batchIds: ['w1', 'w2'] });
    expect(sent!.headers.get('Idempotency-Key')).toMatch(/^blend-e1-/);
    expect(await screen.findByText(MESSAGES.winery.blended(2400), {}, SLOW)).toBeInTheDocument();
  });

  it('shows a blend with its label and its blended components', async () => {
    serve([blendBatch]);
    renderTab();
    const batches = await screen.findByRole('list', { name: 'Wine batches' }, SLOW);
    const title = 'Blend · Tempranillo 60%, Cabernet Sauvignon 40% (1)';
    expect(within(batches).getByText(title)).toBeInTheDocument();
    const parts = within(batches).getByRole('list', { name: `Components of ${title}` });
    expect(
      within(parts)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Tempranillo · 1,440 L (60%)Blended', 'Cabernet Sauvignon · 960 L (40%)Blended']);
  });
});
