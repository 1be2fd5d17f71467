import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatGameDayShortForm, MESSAGES } from '@vineyard/domain';
import type { StaffDto } from '../../../api';
import { errorBody, mockApi } from '../../../test-utils/mockFetch';
import { renderRoutes, signedInAuth } from '../../../test-utils/render';
import { StaffPanel } from './StaffPanel';

const SLOW = { timeout: 10_000 };

let api: ReturnType<typeof mockApi>;
afterEach(() => api?.restore());

const candidate = (n: number, skill: number, wage: number) => ({
  id: `18-salesManager-${n}`,
  role: 'salesManager' as const,
  roleLabel: 'Sales manager',
  name: `Ana Rossi ${n}`,
  skill,
  wage,
  hiringFee: wage,
});

const staff = (over: Partial<StaffDto> = {}): StaffDto => ({
  day: 545,
  staff: [],
  candidates: [candidate(0, 3, 2_500), candidate(1, 5, 3_500)],
  monthlyWages: 0,
  nextWageDay: 570,
  salesRule: { sharePercent: 10, minQuality: 60 },
  vineyardCrew: { hectares: 0, plantedHectares: 5 },
  ...over,
});

const member = {
  id: '7d1e2c8a-5b0f-4c61-9a3e-2f4b6d8e0a11',
  role: 'salesManager' as const,
  roleLabel: 'Sales manager',
  name: 'Luca Conti',
  skill: 4,
  wage: 3_000,
  hiredDay: 540,
};

function serve(data: StaffDto | 'fail') {
  api = mockApi((call) => {
    if (call.method === 'GET' && call.path === '/api/estates/e1/staff')
      return data === 'fail'
        ? { status: 500, body: errorBody(500, 'Internal Server Error') }
        : { status: 200, body: { data: { staff: data } } };
    if (call.method === 'POST' && call.path === '/api/estates/e1/staff')
      return {
        status: 201,
        body: { data: { member, fee: 2_500, money: 97_500 }, message: 'Ana Rossi 0 joins your estate' },
      };
    if (call.method === 'DELETE' && call.path === `/api/estates/e1/staff/${member.id}`)
      return { status: 200, body: { data: {}, message: 'Luca Conti has left your estate' } };
    if (call.method === 'PUT' && call.path === '/api/estates/e1/staff/sales-rule')
      return {
        status: 200,
        body: { data: { salesRule: { sharePercent: 25, minQuality: 70 } }, message: MESSAGES.staff.ruleSet(25, 70) },
      };
    return { status: 404, body: errorBody(404, 'Not found') };
  });
}

const render = (money = 100_000) =>
  renderRoutes([{ path: '*', element: <StaffPanel estateId="e1" money={money} /> }], {
    initialEntries: ['/game?tab=market'],
    preloadedState: { auth: signedInAuth(), game: { currentEstateId: 'e1' } },
  });

describe('StaffPanel', () => {
  it('lists the candidates and hires one after its confirmation, with an Idempotency-Key', async () => {
    serve(staff());
    render();
    expect(await screen.findByText('Nobody works for the estate yet.', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Nobody hired')).toBeInTheDocument();
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Hire Ana Rossi 0 for a fee of €2,500' })),
    );
    const confirm = await screen.findByRole('alertdialog', {}, SLOW);
    expect(confirm).toHaveTextContent('Sales manager at €2,500 a month. The hiring fee of €2,500 is paid now');
    await act(async () => fireEvent.click(within(confirm).getByRole('button', { name: 'Hire' })));
    await waitFor(() => expect(api.callsTo('POST /api/estates/e1/staff')).toHaveLength(1));
    const call = api.callsTo('POST /api/estates/e1/staff')[0]!;
    expect(call.body).toEqual({ candidate: '18-salesManager-0' });
    expect(call.headers.get('Idempotency-Key')).toBeTruthy();
  });

  it('refuses a hire the money does not pay or a role already filled; dismisses after a confirmation; sets the rule', async () => {
    serve(staff({ staff: [member], monthlyWages: 3_000 }));
    render(3_000);
    expect(await screen.findByText('Luca Conti', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('€3,000 a month')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hire Ana Rossi 1 for a fee of €3,500' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Hire Ana Rossi 0 for a fee of €2,500' })).toBeDisabled();

    const form = screen.getByRole('form', { name: 'Sales rule' });
    fireEvent.change(within(form).getByLabelText(/Share of each wine/), { target: { value: '25' } });
    fireEvent.change(within(form).getByLabelText('Lowest quality'), { target: { value: '70' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Save rule' })));
    await waitFor(() => expect(api.callsTo('PUT /api/estates/e1/staff/sales-rule')).toHaveLength(1));
    expect(api.callsTo('PUT /api/estates/e1/staff/sales-rule')[0]!.body).toEqual({ sharePercent: 25, minQuality: 70 });

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Dismiss Luca Conti' })));
    const confirm = await screen.findByRole('alertdialog', {}, SLOW);
    await act(async () => fireEvent.click(within(confirm).getByRole('button', { name: 'Dismiss' })));
    await waitFor(() => expect(api.callsTo(`DELETE /api/estates/e1/staff/${member.id}`)).toHaveLength(1));
  });

  it('shows a vineyard manager’s price for the work and a winemaker’s points by their skill, and the manager’s month when hired', async () => {
    const vineyard = {
      ...candidate(2, 5, 2_100),
      id: '18-vineyardManager-0',
      role: 'vineyardManager' as const,
      roleLabel: 'Vineyard manager',
    };
    const winemaker = {
      ...candidate(3, 3, 2_000),
      id: '18-winemaker-0',
      role: 'winemaker' as const,
      roleLabel: 'Winemaker',
    };
    serve(staff({ candidates: [candidate(0, 3, 2_500), vineyard, winemaker] }));
    render();
    expect(
      await screen.findByText(/Winemaker · €2,000 a month · \+2 quality at every crush you make$/, {}, SLOW),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(/Vineyard manager · €2,100 a month · work at 90% of the price$/, {}, SLOW),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        /a vineyard manager has the vineyard work due on your blocks done \(winter pruning, spraying, canopy work/,
      ),
    ).toBeInTheDocument();
    api.restore();
    const hired = { ...member, role: 'vineyardManager' as const, roleLabel: 'Vineyard manager', skill: 1, wage: 900 };
    serve(staff({ staff: [hired], monthlyWages: 900 }));
    render();
    expect(
      await screen.findByText(
        // the next wage day (day 570) is in October: the manager’s next day is December 1 (day 630)
        new RegExp(
          `Luca Conti has the work due on your bearing blocks done on ${formatGameDayShortForm(630)} \\(the first day of each month from December to July\\), at 110% of the price by hand`,
        ),
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Sales rule' })).not.toBeInTheDocument();
  });

  it('shows the vineyard crew’s hectares against the blocks, and says when workers are needed or have no manager', async () => {
    const manager = {
      ...member,
      role: 'vineyardManager' as const,
      roleLabel: 'Vineyard manager',
      skill: 3,
      wage: 1_500,
    };
    const worker = {
      ...member,
      id: '1c4b1f0e-8f0b-4d8e-9a52-0d1f6a3c7b22',
      role: 'worker' as const,
      roleLabel: 'Vineyard worker',
      name: 'Tom Novak',
      skill: 2,
      wage: 560,
    };
    serve(
      staff({
        staff: [manager, worker],
        monthlyWages: 2_060,
        vineyardCrew: { hectares: 14, plantedHectares: 18.5 },
        candidates: [{ ...candidate(0, 4, 840), id: '18-worker-0', role: 'worker', roleLabel: 'Vineyard worker' }],
      }),
    );
    render();
    const crew = await screen.findByLabelText('Vineyard crew', {}, SLOW);
    expect(crew).toHaveTextContent(
      'The crew (Luca Conti and 1 worker) tends up to 14 ha a month; your blocks cover 18.5 ha. The youngest blocks beyond it are left to you: hire vineyard workers to tend them all.',
    );
    expect(screen.getByText(/Vineyard worker · €560 a month · \+4 ha for the vineyard crew$/)).toBeInTheDocument();
    expect(screen.getByText(/Vineyard worker · €840 a month · \+8 ha for the vineyard crew$/)).toBeInTheDocument();
    api.restore();
    cleanup();
    serve(staff({ staff: [worker], monthlyWages: 560, vineyardCrew: { hectares: 0, plantedHectares: 18.5 } }));
    render();
    expect(await screen.findByLabelText('Vineyard crew', {}, SLOW)).toHaveTextContent(
      'Vineyard workers tend nothing without a vineyard manager: hire one to lead them.',
    );
  });

  it('says when the staff fail to load', async () => {
    serve('fail');
    render();
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(MESSAGES.staff.loadFailed);
  });
});
