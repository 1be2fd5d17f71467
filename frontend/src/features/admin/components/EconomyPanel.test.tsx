import { fireEvent, screen, within } from '@testing-library/react';
import type { EconomyDto } from '../../../api';
import { testUser } from '../../../test-utils/fixtures';
import { errorBody, mockApi } from '../../../test-utils/mockFetch';
import { renderWithProviders, signedInAuth } from '../../../test-utils/render';
import { groupByYear } from './economy/economy';
import { EconomyPanel } from './EconomyPanel';

const SLOW = { timeout: 10_000 };

let api: ReturnType<typeof mockApi>;
afterEach(() => api?.restore());

function economy(overrides: Partial<EconomyDto> = {}): EconomyDto {
  return {
    supply: [
      { gameDay: 0, total: 500_000 },
      { gameDay: 40, total: 480_000 },
    ],
    perYear: [
      { year: 1, kind: 'grant', created: 500_000, destroyed: 0 },
      { year: 1, kind: 'planting', created: 0, destroyed: 15_000 },
      { year: 2, kind: 'upkeep', created: 0, destroyed: 5_000 },
    ],
    richest: [
      { estateId: 'e1', name: 'Château Riche', money: 300_000, arrears: 0 },
      { estateId: 'e2', name: 'Poor Acres', money: 0, arrears: 1_200 },
    ],
    inArrears: [{ estateId: 'e2', name: 'Poor Acres', money: 0, arrears: 1_200 }],
    totalMoney: 480_000,
    ledgerTotal: 480_000,
    estates: 2,
    ...overrides,
  };
}

function render() {
  return renderWithProviders(<EconomyPanel />, {
    preloadedState: { auth: signedInAuth({ user: testUser({ role: 'admin' }) }) },
  });
}

describe('EconomyPanel', () => {
  it('shows the money supply, its chart, the years by kind, the richest estates and those in arrears', async () => {
    api = mockApi((call) =>
      call.path === '/api/admin/economy'
        ? { status: 200, body: { data: economy() } }
        : { status: 404, body: errorBody(404, 'Not found') },
    );
    render();
    const supply = await screen.findByRole('group', { name: 'Money supply (all estates)' }, SLOW);
    expect(supply).toHaveTextContent('€480,000');
    expect(supply).toHaveTextContent('The ledger sums to it');
    expect(screen.getByRole('img', { name: /^Money held by all estates, by game day/ })).toBeInTheDocument();

    const year1 = screen.getByRole('table', { name: 'Year 1: money created and destroyed by kind' });
    expect(year1).toHaveTextContent('Starting grant€500,000€0');
    expect(year1).toHaveTextContent('Total€500,000€15,000');
    expect(year1).toHaveTextContent('net +€485,000');
    expect(screen.getByRole('table', { name: 'Year 2: money created and destroyed by kind' })).toHaveTextContent(
      'Annual upkeep',
    );

    const richest = screen.getByRole('table', { name: 'Richest estates' });
    expect(within(richest).getByRole('row', { name: 'Château Riche' })).toHaveTextContent('€300,000');
    const arrears = screen.getByRole('table', { name: 'Estates in arrears' });
    expect(within(arrears).getByRole('row', { name: 'Poor Acres' })).toHaveTextContent('€1,200');
  });

  it('flags a ledger that does not sum to the money supply, and says when no estate is in arrears', async () => {
    api = mockApi(() => ({ status: 200, body: { data: economy({ ledgerTotal: 479_000, inArrears: [] }) } }));
    render();
    expect(await screen.findByText('The ledger sums to €479,000 (off by €1,000)', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('No estate is in arrears.')).toBeInTheDocument();
  });

  it('offers Try Again when the economy cannot be loaded', async () => {
    let fail = true;
    api = mockApi(() =>
      fail ? { status: 500, body: errorBody(500, 'Database unavailable') } : { status: 200, body: { data: economy() } },
    );
    render();
    expect(await screen.findByText('Database unavailable', {}, SLOW)).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('group', { name: 'Money supply (all estates)' }, SLOW)).toBeInTheDocument();
  });

  it('groups the per-year rows, newest year first, with totals', () => {
    const years = groupByYear(economy().perYear);
    expect(years.map((y) => [y.year, y.created, y.destroyed])).toEqual([
      [2, 0, 5_000],
      [1, 500_000, 15_000],
    ]);
    expect(years[1].rows.map((r) => r.kind)).toEqual(['grant', 'planting']);
  });
});
