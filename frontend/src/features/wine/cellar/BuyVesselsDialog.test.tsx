import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { MESSAGES, VESSEL_PURCHASE_LIMITS } from '@vineyard/domain';
import { errorBody, mockApi } from '../../../test-utils/mockFetch';
import { renderRoutes, signedInAuth } from '../../../test-utils/render';
import { BuyVesselsDialog } from './BuyVesselsDialog';

const SLOW = { timeout: 10_000 };

let api: ReturnType<typeof mockApi>;
afterEach(() => api?.restore());

function open(onClose = jest.fn()) {
  renderRoutes([{ path: '*', element: <BuyVesselsDialog estateId="e1" onClose={onClose} /> }], {
    initialEntries: ['/game'],
    preloadedState: { auth: signedInAuth() },
  });
  return onClose;
}

describe('BuyVesselsDialog (useForm)', () => {
  it('an invalid count is not sent: its message shows at the field, which gets the focus', async () => {
    api = mockApi(() => ({ status: 500, body: errorBody(500, 'unexpected') }));
    open();
    const count = await screen.findByRole('spinbutton', { name: 'How many' }, SLOW);
    fireEvent.change(count, { target: { value: String(VESSEL_PURCHASE_LIMITS.max + 1) } });
    const submit = screen.getByRole('button', { name: 'Buy' });
    // the submit stays enabled: pressing it shows the problem and focuses the field
    expect(submit).toBeEnabled();
    screen.getByRole('combobox', { name: 'Vessel' }).focus();
    await act(async () => fireEvent.submit(submit.closest('form')!));
    expect(await screen.findByText(MESSAGES.winery.vesselCountInvalid)).toBeInTheDocument();
    await waitFor(() => expect(count).toHaveFocus());
    expect(count).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls).toHaveLength(0);
  });

  it("shows the server's field error at its field, and another refusal on the dialog's line", async () => {
    let answer = errorBody(400, 'Count is wrong', [{ field: 'count', message: 'Count is wrong' }]);
    api = mockApi((call) =>
      call.method === 'POST' ? { status: answer.statusCode, body: answer } : { status: 404, body: errorBody(404, 'x') },
    );
    const onClose = open();
    const count = await screen.findByRole('spinbutton', { name: 'How many' }, SLOW);
    fireEvent.change(count, { target: { value: '2' } });
    const form = screen.getByRole('button', { name: /^Buy for/ }).closest('form')!;
    await act(async () => fireEvent.submit(form));
    expect(await screen.findByText('Count is wrong', {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(count).toHaveFocus());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.calls[0]!.body).toEqual({ kind: 'tank', count: 2 });

    // typing clears the server's message; a refusal of no field goes to the dialog's error line
    fireEvent.change(count, { target: { value: '3' } });
    expect(screen.queryByText('Count is wrong')).not.toBeInTheDocument();
    answer = errorBody(400, MESSAGES.money.insufficientFunds);
    await act(async () => fireEvent.submit(form));
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(MESSAGES.money.insufficientFunds);
    expect(onClose).not.toHaveBeenCalled();
  });
});
