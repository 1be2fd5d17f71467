import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GAME_START, toGameTimeView } from '@vineyard/domain';
import type { FinancesDto, LedgerEntryDto } from '../../api';
import { testEstate } from '../../test-utils/fixtures';
import { errorBody, mockApi } from '../../test-utils/mockFetch';
import { renderRoutes, signedInAuth } from '../../test-utils/render';
import { FinancesPage } from './FinancesPage';

const SLOW = { timeout: 10_000 };

let api: ReturnType<typeof mockApi>;
afterEach(() => api?.restore());

const grant: LedgerEntryDto = {
  id: 'l1',
  amount: 250_000,
  kind: 'grant',
  gameDay: 0,
  createdAt: '2026-11-01T08:00:00.000Z',
  balanceAfter: 250_000,
  description: 'Starting grant (estate 1)',
};
const planting: LedgerEntryDto = {
  id: 'l2',
  amount: -7_500,
  kind: 'planting',
  gameDay: 30,
  createdAt: '2026-11-01T09:00:00.000Z',
  balanceAfter: 242_500,
  description: 'Planting Merlot Row (0.5 ha)',
};

function finances(overrides: Partial<FinancesDto> = {}): FinancesDto {
  return {
    year: 1,
    years: [1],
    income: [{ kind: 'grant', amount: 250_000 }],
    costs: [{ kind: 'planting', amount: -7_500 }],
    net: 242_500,
    money: 242_500,
    arrears: 0,
    series: [
      { gameDay: 0, balance: 250_000 },
      { gameDay: 30, balance: 242_500 },
    ],
    ...overrides,
  };
}

function ledgerPage(entries: LedgerEntryDto[], page = 1, total = entries.length) {
  return {
    data: { entries, pagination: { page, limit: 20, total, totalPages: Math.ceil(total / 20), totalCapped: false } },
  };
}

function render(path = '/game/finances') {
  return renderRoutes([{ path: '/game/finances', element: <FinancesPage /> }], {
    initialEntries: [path],
    preloadedState: { auth: signedInAuth(), game: { currentEstateId: 'e1' } },
  });
}

const common = (path: string) => {
  if (path === '/api/estates') return { status: 200, body: { data: { estates: [testEstate()] } } };
  if (path === '/api/game/time') return { status: 200, body: { data: toGameTimeView(GAME_START) } };
  return null;
};

describe('FinancesPage', () => {
  it('shows the figures, the chart, the income statement and the ledger, newest first, and filters by kind', async () => {
    api = mockApi((call) => {
      const answer = common(call.path);
      if (answer) return answer;
      if (call.path === '/api/estates/e1/finances') return { status: 200, body: { data: finances() } };
      if (call.path === '/api/estates/e1/ledger') {
        const kind = call.query.get('kind');
        const entries = [planting, grant].filter((entry) => !kind || entry.kind === kind);
        return { status: 200, body: ledgerPage(entries) };
      }
      return { status: 404, body: errorBody(404, 'Not found') };
    });
    const { router } = render();

    expect(screen.getByRole('heading', { level: 1, name: 'Finances' })).toBeInTheDocument();
    const summary = await screen.findByRole('group', { name: 'Summary' }, SLOW);
    expect(within(summary).getAllByText('€242,500')).toHaveLength(1);
    expect(within(summary).getByText('+€242,500')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Money of Hillside Estate over game time/ })).toBeInTheDocument();

    const statement = screen.getByRole('region', { name: 'Income statement' });
    expect(within(statement).getByRole('table', { name: 'Income' })).toHaveTextContent('Starting grant+€250,000');
    expect(within(statement).getByRole('table', { name: 'Costs' })).toHaveTextContent('Planting-€7,500');
    expect(within(statement).getByTestId('net-result')).toHaveTextContent('+€242,500');

    const ledger = await screen.findByRole('table', { name: 'Ledger' }, SLOW);
    const rows = within(ledger)
      .getAllByRole('row')
      .filter((row) => row.hasAttribute('aria-label'));
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual([
      'Planting: -€7,500',
      'Starting grant: +€250,000',
    ]);
    expect(rows[0]).toHaveTextContent('Spring, Year 1, Day 1 (April)');
    expect(rows[0]).toHaveTextContent('€242,500');
    expect(screen.getByText('2 transactions')).toBeInTheDocument();

    fireEvent.change(screen.getByRole('combobox', { name: 'Kind' }), { target: { value: 'planting' } });
    await waitFor(
      () => expect(within(ledger).queryByRole('row', { name: /Starting grant/ })).not.toBeInTheDocument(),
      SLOW,
    );
    expect(router.state.location.search).toBe('?kind=planting');
    expect(api.callsTo('/api/estates/e1/ledger').at(-1)?.query.get('kind')).toBe('planting');
    expect(screen.getByText('1 transaction')).toBeInTheDocument();
  });

  it('says so when there are no transactions, and offers all kinds when a filter finds none', async () => {
    api = mockApi((call) => {
      const answer = common(call.path);
      if (answer) return answer;
      if (call.path === '/api/estates/e1/finances') {
        return { status: 200, body: { data: finances({ years: [], income: [], costs: [], net: 0, series: [] }) } };
      }
      if (call.path === '/api/estates/e1/ledger') return { status: 200, body: ledgerPage([]) };
      return { status: 404, body: errorBody(404, 'Not found') };
    });
    render('/game/finances?kind=fee');
    expect(await screen.findByText(/No transactions of this kind \(Market fee\)/, {}, SLOW)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show all kinds' }));
    expect(await screen.findByText(/^No transactions yet\. Buying land/, {}, SLOW)).toBeInTheDocument();
    // The chart's empty state and the statement's empty sections.
    expect(screen.getAllByText('No transactions yet.').length).toBeGreaterThan(0);
    expect(screen.getAllByText('None this year.')).toHaveLength(2);
  });

  it('shows an error with Try Again, and loads another year from the selector', async () => {
    let fail = true;
    api = mockApi((call) => {
      const answer = common(call.path);
      if (answer) return answer;
      if (call.path === '/api/estates/e1/finances') {
        if (fail) return { status: 500, body: errorBody(500, 'Database unavailable') };
        const year = Number(call.query.get('year') ?? 2);
        return { status: 200, body: { data: finances({ year, years: [1, 2], net: year === 1 ? 242_500 : -1_000 }) } };
      }
      if (call.path === '/api/estates/e1/ledger') return { status: 200, body: ledgerPage([grant]) };
      return { status: 404, body: errorBody(404, 'Not found') };
    });
    const { router } = render();
    expect(await screen.findByText('Database unavailable', {}, SLOW)).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    const select = await screen.findByRole('combobox', { name: 'Game year' }, SLOW);
    expect(select).toHaveValue('2');
    expect(screen.getByTestId('net-result')).toHaveTextContent('-€1,000');

    fireEvent.change(select, { target: { value: '1' } });
    await waitFor(() => expect(screen.getByTestId('net-result')).toHaveTextContent('+€242,500'), SLOW);
    expect(router.state.location.search).toBe('?year=1');
    expect(api.callsTo('/api/estates/e1/finances').at(-1)?.query.get('year')).toBe('1');
  });

  it('pages through the ledger (the page in the address) and retries a ledger that failed', async () => {
    let ledgerFails = true;
    api = mockApi((call) => {
      const answer = common(call.path);
      if (answer) return answer;
      if (call.path === '/api/estates/e1/finances') return { status: 200, body: { data: finances() } };
      if (call.path === '/api/estates/e1/ledger') {
        if (ledgerFails) return { status: 500, body: errorBody(500, 'Ledger offline') };
        const page = Number(call.query.get('page') ?? 1);
        const entry = { ...grant, id: `l-${page}`, description: `Entry on page ${page}` };
        return { status: 200, body: ledgerPage([entry], page, 45) };
      }
      return { status: 404, body: errorBody(404, 'Not found') };
    });
    const { router } = render();
    expect(await screen.findByText('Ledger offline', {}, SLOW)).toBeInTheDocument();
    ledgerFails = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Entry on page 1', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByText('45 transactions')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Entry on page 2', {}, SLOW)).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(api.callsTo('/api/estates/e1/ledger').at(-1)?.query.get('page')).toBe('2');
  });
});
