import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { BLEND_LIMITS, MESSAGES } from '@vineyard/domain';
import { testWineBatch } from '../../../test-utils/fixtures';
import { errorBody, mockApi } from '../../../test-utils/mockFetch';
import { renderRoutes, signedInAuth } from '../../../test-utils/render';
import { BlendDialog } from './BlendDialog';

const SLOW = { timeout: 10_000 };
const COUNT = MESSAGES.winery.blendCount(BLEND_LIMITS.min, BLEND_LIMITS.max);

let api: ReturnType<typeof mockApi>;
afterEach(() => api?.restore());

const batches = [
  testWineBatch({ id: 'r1', variety: 'cabernet sauvignon', litres: 2160 }),
  testWineBatch({ id: 'r2', variety: 'merlot', litres: 1440 }),
  testWineBatch({ id: 'r3', variety: 'tempranillo', litres: 1000 }),
  testWineBatch({ id: 'w1', colour: 'white', variety: 'chardonnay', preset: 'fresh_white' }),
  testWineBatch({ id: 'w2', colour: 'white', variety: 'sauvignon blanc', preset: 'fresh_white' }),
];

function open(onClose = jest.fn()) {
  renderRoutes([{ path: '*', element: <BlendDialog estateId="e1" batches={batches} onClose={onClose} /> }], {
    initialEntries: ['/game'],
    preloadedState: { auth: signedInAuth() },
  });
  return onClose;
}

const box = (name: RegExp) => screen.getByRole('checkbox', { name });
// Ark's checkbox reports the change a microtask later.
const tick = async (name: RegExp) => act(async () => fireEvent.click(box(name)));
const submitForm = async () => act(async () => fireEvent.submit(screen.getByRole('dialog').querySelector('form')!));

describe('BlendDialog (useForm with a list-valued field)', () => {
  it('too few batches are not sent: the message shows at the boxes, the first gets the focus', async () => {
    api = mockApi(() => ({ status: 500, body: errorBody(500, 'unexpected') }));
    open();
    const first = await screen.findByRole('checkbox', { name: /^Cabernet Sauvignon 1/ }, SLOW);
    // the submit stays enabled: pressing it says what is missing
    const submit = screen.getByRole('button', { name: 'Blend' });
    expect(submit).toBeEnabled();
    screen.getByRole('combobox', { name: 'Colour' }).focus();
    await submitForm();
    expect(await screen.findByText(COUNT)).toBeInTheDocument();
    await waitFor(() => expect(first).toHaveFocus());
    expect(first).toHaveAccessibleDescription(COUNT);
    expect(screen.getByRole('group', { name: 'Red batches ready to bottle' })).toHaveAttribute('data-invalid');

    // one box is still too few; the message follows the ticks from now on and goes at two
    await tick(/^Cabernet Sauvignon 1/);
    expect(screen.getByText(COUNT)).toBeInTheDocument();
    await tick(/^Merlot 1/);
    await waitFor(() => expect(screen.queryByText(COUNT)).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Blend 3,600 L' })).toBeEnabled();
    expect(api.calls).toHaveLength(0);
  });

  it('sends the ticked batches in the order shown, and shows the server’s batchIds error at the boxes', async () => {
    let answer = errorBody(400, MESSAGES.winery.blendColours, [
      { field: 'batchIds', message: MESSAGES.winery.blendColours },
    ]);
    api = mockApi((call) =>
      call.method === 'POST' ? { status: answer.statusCode, body: answer } : { status: 404, body: errorBody(404, 'x') },
    );
    const onClose = open();
    await screen.findByRole('checkbox', { name: /^Tempranillo 1/ }, SLOW);
    await tick(/^Tempranillo 1/);
    await tick(/^Cabernet Sauvignon 1/);
    await submitForm();
    expect(await screen.findByText(MESSAGES.winery.blendColours, {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(box(/^Cabernet Sauvignon 1/)).toHaveFocus());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.calls[0]!.body).toEqual({ batchIds: ['r1', 'r3'] });
    expect(api.calls[0]!.path).toBe('/api/estates/e1/wine-batches/blend');

    // a tick clears the server's message; a refusal of no field goes to the dialog's error line
    await tick(/^Merlot 1/);
    expect(screen.queryByText(MESSAGES.winery.blendColours)).not.toBeInTheDocument();
    answer = errorBody(409, MESSAGES.common.concurrentChange);
    await submitForm();
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(MESSAGES.common.concurrentChange);
    expect(api.calls[1]!.body).toEqual({ batchIds: ['r1', 'r2', 'r3'] });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('another colour starts the ticks again, with its own batches', async () => {
    api = mockApi(() => ({ status: 500, body: errorBody(500, 'unexpected') }));
    open();
    await screen.findByRole('checkbox', { name: /^Merlot 1/ }, SLOW);
    await tick(/^Merlot 1/);
    expect(box(/^Merlot 1/)).toBeChecked();
    fireEvent.change(screen.getByRole('combobox', { name: 'Colour' }), { target: { value: 'white' } });
    const group = screen.getByRole('group', { name: 'White batches ready to bottle' });
    expect(group).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /^Merlot 1/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('checkbox').map((b) => (b as HTMLInputElement).checked)).toEqual([false, false]);
  });
});
