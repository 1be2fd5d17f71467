import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminUserDto } from '../../../api';
import { testUser } from '../../../test-utils/fixtures';
import { errorBody, mockApi, type RecordedCall } from '../../../test-utils/mockFetch';
import { renderWithProviders, signedInAuth } from '../../../test-utils/render';
import { UsersPanel } from './UsersPanel';

const SLOW = { timeout: 10_000 };
const ME = 'admin-1';

function adminUser(overrides: Partial<AdminUserDto> = {}): AdminUserDto {
  return {
    id: 'u-1',
    username: 'ada',
    email: 'ada@example.test',
    firstName: null,
    lastName: null,
    role: 'player',
    emailVerified: true,
    createdAt: '2026-03-01T08:00:00.000Z',
    disabledAt: null,
    liveSessions: 2,
    estates: 1,
    ...overrides,
  };
}

const USERS = [
  adminUser({ id: ME, username: 'boss', role: 'admin' }),
  adminUser({ id: 'u-1', username: 'ada' }),
  adminUser({ id: 'u-2', username: 'newbie', emailVerified: false }),
  adminUser({ id: 'u-3', username: 'gone', disabledAt: '2026-04-01T08:00:00.000Z', liveSessions: 0 }),
  adminUser({ id: 'u-4', username: 'other_admin', role: 'admin' }),
];

let api: ReturnType<typeof mockApi>;
afterEach(() => api?.restore());

function serve(answer: (call: RecordedCall) => { status: number; body?: unknown } | undefined = () => undefined) {
  api = mockApi((call) => {
    const custom = answer(call);
    if (custom) return custom;
    if (call.path === '/api/admin/users') {
      return {
        status: 200,
        body: {
          data: {
            users: USERS,
            pagination: { page: 1, limit: 20, total: USERS.length, totalPages: 1, totalCapped: false },
          },
        },
      };
    }
    return { status: 404, body: errorBody(404, 'Not found') };
  });
}

function render({ screenToaster = false } = {}) {
  return renderWithProviders(<UsersPanel />, {
    screenToaster,
    preloadedState: { auth: signedInAuth({ user: testUser({ id: ME, username: 'boss', role: 'admin' }) }) },
  });
}

const row = (username: string) => screen.getByRole('row', { name: username });
const buttons = (username: string) =>
  within(row(username))
    .queryAllByRole('button')
    .map((button) => button.textContent);

describe('UsersPanel', () => {
  it('shows each row only the actions that apply, and disables the own row', async () => {
    serve();
    render();
    await screen.findByRole('row', { name: 'ada' }, SLOW);

    expect(buttons('ada')).toEqual(['Disable', 'Promote to admin']);
    expect(buttons('newbie')).toEqual(['Mark verified', 'Disable', 'Promote to admin']);
    expect(buttons('gone')).toEqual(['Enable', 'Promote to admin']);
    expect(buttons('other_admin')).toEqual(['Disable', 'Demote to player']);

    expect(buttons('boss')).toEqual(['Disable', 'Demote to player']);
    for (const button of within(row('boss')).getAllByRole('button')) expect(button).toBeDisabled();
    expect(within(row('boss')).getByText('This is you.')).toBeInTheDocument();
    expect(within(row('ada')).getByRole('button', { name: 'Disable: ada' })).toBeEnabled();

    expect(within(row('gone')).getByText('Disabled')).toBeInTheDocument();
    expect(within(row('newbie')).getByText('Unverified')).toBeInTheDocument();
    expect(within(row('other_admin')).getByText('Admin')).toBeInTheDocument();
  });

  it('asks before disabling, then disables and refreshes the list', async () => {
    serve((call) =>
      call.method === 'POST' && call.path === '/api/admin/users/u-1/disable'
        ? {
            status: 200,
            body: { data: { user: adminUser({ disabledAt: '2026-11-23T08:00:00Z' }) }, message: 'User disabled' },
          }
        : undefined,
    );
    render();
    await screen.findByRole('row', { name: 'ada' }, SLOW);
    fireEvent.click(within(row('ada')).getByRole('button', { name: 'Disable: ada' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/ends every session of ada at once/)).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/users/u-1/disable')).toHaveLength(0);

    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Disable account' })));
    await waitFor(() => expect(api.callsTo('POST /api/admin/users/u-1/disable')).toHaveLength(1));
    await waitFor(() => expect(api.callsTo('GET /api/admin/users')).toHaveLength(2));
  });

  it('marks an e-mail verified without asking', async () => {
    serve((call) =>
      call.method === 'POST' && call.path === '/api/admin/users/u-2/verify-email'
        ? { status: 200, body: { data: { user: adminUser({ id: 'u-2' }) }, message: 'E-mail marked as verified' } }
        : undefined,
    );
    render();
    await screen.findByRole('row', { name: 'newbie' }, SLOW);
    fireEvent.click(within(row('newbie')).getByRole('button', { name: 'Mark verified: newbie' }));
    await waitFor(() => expect(api.callsTo('POST /api/admin/users/u-2/verify-email')).toHaveLength(1));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('sends the role after confirming and shows a refusal as an error toast', async () => {
    serve((call) =>
      call.method === 'POST' && call.path.endsWith('/role')
        ? { status: 409, body: errorBody(409, 'The last active admin cannot be demoted or disabled') }
        : undefined,
    );
    render({ screenToaster: true });
    await screen.findByRole('row', { name: 'other_admin' }, SLOW);
    fireEvent.click(within(row('other_admin')).getByRole('button', { name: 'Demote to player: other_admin' }));
    const dialog = await screen.findByRole('alertdialog');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Demote to player' })));
    await waitFor(() => expect(api.callsTo('POST /api/admin/users/u-4/role')).toHaveLength(1));
    expect(api.callsTo('POST /api/admin/users/u-4/role')[0].body).toEqual({ role: 'player' });
    expect(await screen.findByText('The last active admin cannot be demoted or disabled')).toBeInTheDocument();
  });

  it('searches after typing pauses, filters by role and starts again at page 1', async () => {
    serve();
    render();
    await screen.findByRole('row', { name: 'ada' }, SLOW);
    fireEvent.change(screen.getByLabelText('Search users'), { target: { value: 'ad' } });
    fireEvent.change(screen.getByLabelText('Search users'), { target: { value: 'ada ' } });
    await waitFor(() =>
      expect(Object.fromEntries(api.callsTo('GET /api/admin/users').at(-1)!.query)).toEqual({
        search: 'ada',
        page: '1',
        limit: '20',
      }),
    );
    expect(api.callsTo('GET /api/admin/users').filter((call) => call.query.get('search') === 'ad')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'admin' } });
    await waitFor(() => expect(api.callsTo('GET /api/admin/users').at(-1)!.query.get('role')).toBe('admin'));
  });

  it('says when the list fails and tries again', async () => {
    let fail = true;
    serve((call) =>
      call.path === '/api/admin/users' && fail
        ? { status: 500, body: errorBody(500, 'Database unavailable') }
        : undefined,
    );
    render();
    expect(await screen.findByText('Database unavailable', {}, SLOW)).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('row', { name: 'ada' }, SLOW)).toBeInTheDocument();
  });
});
