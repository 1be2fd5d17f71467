import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FeatureDto } from '../../../api';
import { testUser } from '../../../test-utils/fixtures';
import { errorBody, mockApi, type RecordedCall } from '../../../test-utils/mockFetch';
import { renderWithProviders, signedInAuth } from '../../../test-utils/render';
import { CommunityPanel } from './CommunityPanel';

const SLOW = { timeout: 10_000 };

function feature(overrides: Partial<FeatureDto> = {}): FeatureDto {
  return {
    id: 'f-1',
    title: 'Frost alerts',
    description: 'Warn me before a frost.',
    problemSolved: '',
    status: 'under-review',
    votes: 3,
    tags: ['weather'],
    commentCount: 1,
    author: 'ada',
    date: '2026-11-01T08:00:00.000Z',
    updatedAt: '2026-11-01T08:00:00.000Z',
    voteHistory: [],
    trending: false,
    ...overrides,
  };
}

const FEATURES = [feature(), feature({ id: 'f-2', title: 'Cellar tours', status: 'planned', commentCount: 0 })];
const page = (features: FeatureDto[]) => ({
  status: 200,
  body: {
    data: { features, pagination: { page: 1, limit: 20, total: features.length, totalPages: 1, totalCapped: false } },
  },
});

let api: ReturnType<typeof mockApi>;
afterEach(() => api?.restore());

function serve(answer: (call: RecordedCall) => { status: number; body?: unknown } | undefined = () => undefined) {
  api = mockApi((call) => {
    const custom = answer(call);
    if (custom) return custom;
    if (call.path === '/api/features') return page(FEATURES);
    if (call.path.startsWith('/api/features/status/')) {
      return page(FEATURES.filter((f) => f.status === call.path.split('/').pop()));
    }
    if (call.path === '/api/features/f-1/comments') {
      return {
        status: 200,
        body: { data: { comments: [{ id: 'c-1', author: 'bob', date: '2026-11-02T08:00:00.000Z', text: 'Rude' }] } },
      };
    }
    return { status: 404, body: errorBody(404, 'Not found') };
  });
}

function render() {
  return renderWithProviders(<CommunityPanel />, {
    screenToaster: true,
    preloadedState: { auth: signedInAuth({ user: testUser({ id: 'admin-1', username: 'boss', role: 'admin' }) }) },
  });
}

const card = (title: string) => screen.getByRole('listitem', { name: title });

describe('CommunityPanel', () => {
  it('lists suggestions and filters them by status', async () => {
    serve();
    render();
    await screen.findByRole('listitem', { name: 'Frost alerts' }, SLOW);
    expect(within(card('Cellar tours')).getByTestId('suggestion-status')).toHaveTextContent('Planned');
    expect(within(card('Cellar tours')).getByLabelText('Status of Cellar tours')).toHaveValue('planned');
    expect(api.callsTo('GET /api/features')[0].query.get('sort')).toBe('recent');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'planned' } });
    await waitFor(() => expect(api.callsTo('GET /api/features/status/planned')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Frost alerts' })).not.toBeInTheDocument());
  });

  it('changes a status through the admin API and confirms it', async () => {
    serve((call) =>
      call.method === 'PATCH' && call.path === '/api/admin/features/f-1'
        ? { status: 200, body: { data: { feature: { ...feature({ status: 'planned' }), comments: [] } } } }
        : undefined,
    );
    render();
    await screen.findByRole('listitem', { name: 'Frost alerts' }, SLOW);
    await act(async () =>
      fireEvent.change(within(card('Frost alerts')).getByLabelText('Status of Frost alerts'), {
        target: { value: 'planned' },
      }),
    );
    await waitFor(() => expect(api.callsTo('PATCH /api/admin/features/f-1')).toHaveLength(1));
    expect(api.callsTo('PATCH /api/admin/features/f-1')[0].body).toEqual({ status: 'planned' });
    expect(await screen.findByText('Status changed to Planned')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET /api/features')).toHaveLength(2));
  });

  it('asks before deleting a suggestion, and shows a refusal', async () => {
    serve((call) =>
      call.method === 'DELETE' ? { status: 404, body: errorBody(404, 'Feature suggestion not found') } : undefined,
    );
    render();
    await screen.findByRole('listitem', { name: 'Frost alerts' }, SLOW);
    fireEvent.click(within(card('Frost alerts')).getByRole('button', { name: 'Delete: Frost alerts' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/votes, vote history and comments/)).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/admin/features/f-1')).toHaveLength(0);
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Delete suggestion' })));
    await waitFor(() => expect(api.callsTo('DELETE /api/admin/features/f-1')).toHaveLength(1));
    expect(await screen.findByText('Feature suggestion not found')).toBeInTheDocument();
  });

  it('validates an edit before sending it', async () => {
    serve((call) =>
      call.method === 'PATCH'
        ? { status: 200, body: { data: { feature: { ...feature({ title: 'Frost warnings' }), comments: [] } } } }
        : undefined,
    );
    render();
    await screen.findByRole('listitem', { name: 'Frost alerts' }, SLOW);
    fireEvent.click(within(card('Frost alerts')).getByRole('button', { name: 'Edit: Frost alerts' }));
    const form = screen.getByRole('form', { name: 'Edit suggestion' });
    fireEvent.change(within(form).getByLabelText('Title'), { target: { value: 'abc' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByText('Title must be at least 5 characters')).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/admin/features/f-1')).toHaveLength(0);
    fireEvent.change(within(form).getByLabelText('Title'), { target: { value: ' Frost warnings ' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Save changes' })));
    await waitFor(() => expect(api.callsTo('PATCH /api/admin/features/f-1')).toHaveLength(1));
    expect(api.callsTo('PATCH /api/admin/features/f-1')[0].body).toEqual({
      title: 'Frost warnings',
      description: 'Warn me before a frost.',
    });
  });

  it('expands the comments, edits and deletes one', async () => {
    serve((call) => {
      if (call.method === 'PATCH' && call.path === '/api/admin/features/f-1/comments/c-1') {
        return { status: 200, body: { data: { comment: { id: 'c-1', author: 'bob', date: '', text: 'Kind' } } } };
      }
      if (call.method === 'DELETE' && call.path === '/api/admin/features/f-1/comments/c-1') {
        return { status: 200, body: { data: { deleted: { id: 'c-1' } }, message: 'Comment deleted' } };
      }
      return undefined;
    });
    render();
    await screen.findByRole('listitem', { name: 'Frost alerts' }, SLOW);
    fireEvent.click(within(card('Frost alerts')).getByRole('button', { name: /^Comments \(1\)/ }));
    const comments = await screen.findByRole('list', { name: 'Comments' });
    expect(within(comments).getByText('Rude')).toBeInTheDocument();

    fireEvent.click(within(comments).getByRole('button', { name: 'Edit comment by bob' }));
    const form = screen.getByRole('form', { name: 'Edit comment' });
    fireEvent.change(within(form).getByLabelText('Comment text'), { target: { value: 'Kind' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Save comment' })));
    await waitFor(() => expect(api.callsTo('PATCH /api/admin/features/f-1/comments/c-1')).toHaveLength(1));
    expect(api.callsTo('PATCH /api/admin/features/f-1/comments/c-1')[0].body).toEqual({ text: 'Kind' });

    fireEvent.click(await within(comments).findByRole('button', { name: 'Delete comment by bob' }));
    const dialog = await screen.findByRole('alertdialog');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Delete comment' })));
    await waitFor(() => expect(api.callsTo('DELETE /api/admin/features/f-1/comments/c-1')).toHaveLength(1));
    expect(await screen.findByText('Comment deleted')).toBeInTheDocument();
  });

  // last: its error toast stays on the shared toaster
  it("shows the server's refusal of a field at that field and focuses it", async () => {
    const taken = 'A suggestion with this title already exists';
    serve((call) =>
      call.method === 'PATCH'
        ? { status: 400, body: errorBody(400, taken, [{ field: 'title', message: taken }]) }
        : undefined,
    );
    render();
    await screen.findByRole('listitem', { name: 'Frost alerts' }, SLOW);
    fireEvent.click(within(card('Frost alerts')).getByRole('button', { name: 'Edit: Frost alerts' }));
    const form = screen.getByRole('form', { name: 'Edit suggestion' });
    fireEvent.change(within(form).getByLabelText('Title'), { target: { value: 'Frost warnings' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Save changes' })));
    await waitFor(() => expect(within(form).getByLabelText('Title')).toHaveFocus());
    expect(within(form).getByLabelText('Title')).toHaveAccessibleDescription(taken);
  });
});
