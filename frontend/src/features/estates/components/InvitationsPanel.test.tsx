import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MESSAGES } from '@vineyard/domain';
import type { InvitationDto } from '../../../api';
import { mockApi, type RecordedCall } from '../../../test-utils/mockFetch';
import { renderWithProviders, signedInAuth } from '../../../test-utils/render';
import { InvitationsPanel } from './InvitationsPanel';

const e = MESSAGES.estate;
const SLOW = { timeout: 10_000 };

function invitation(overrides: Partial<InvitationDto> = {}): InvitationDto {
  return {
    id: 'i-1',
    estateId: 'e-1',
    estateName: 'Shared Slopes',
    location: 'tuscany',
    invitedBy: 'host_player',
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

let api: ReturnType<typeof mockApi>;
afterEach(() => api?.restore());

function serve(initial: InvitationDto[]) {
  let pending = [...initial];
  api = mockApi((call: RecordedCall) => {
    if (call.path === '/api/invitations') return { status: 200, body: { data: { invitations: pending } } };
    const answer = /^\/api\/invitations\/([^/]+)\/(accept|decline)$/.exec(call.path);
    if (answer && call.method === 'POST') {
      const found = pending.find((i) => i.id === answer[1]);
      pending = pending.filter((i) => i.id !== answer[1]);
      return answer[2] === 'accept'
        ? {
            status: 200,
            body: { data: { estate: { id: found?.estateId } }, message: e.invitationAccepted(found!.estateName) },
          }
        : { status: 200, body: { data: {}, message: e.invitationDeclined } };
    }
    if (call.path === '/api/estates') return { status: 200, body: { data: { estates: [] } } };
    return { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'Not found' } };
  });
}

const render = () => renderWithProviders(<InvitationsPanel />, { preloadedState: { auth: signedInAuth() } });

describe('InvitationsPanel', () => {
  it('shows nothing without pending invitations', async () => {
    serve([]);
    render();
    await waitFor(() => expect(api.callsTo('GET /api/invitations')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: e.invitationsTitle })).not.toBeInTheDocument();
  });

  it('lists invitations with who sent them, and accepts or declines each', async () => {
    serve([invitation(), invitation({ id: 'i-2', estateId: 'e-2', estateName: 'Old Cellar', invitedBy: null })]);
    render();
    const panel = await screen.findByRole('region', { name: e.invitationsTitle }, SLOW);
    const first = within(panel).getByRole('listitem', { name: 'Shared Slopes' });
    expect(first).toHaveTextContent(e.invitedBy('host_player'));
    expect(within(panel).getByRole('listitem', { name: 'Old Cellar' })).toHaveTextContent(e.invitedBy(null));

    fireEvent.click(within(first).getByRole('button', { name: 'Accept the invitation to Shared Slopes' }));
    await waitFor(() => expect(api.callsTo('POST /api/invitations/i-1/accept')).toHaveLength(1));
    await waitFor(() =>
      expect(within(panel).queryByRole('listitem', { name: 'Shared Slopes' })).not.toBeInTheDocument(),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Decline the invitation to Old Cellar' }));
    await waitFor(() => expect(api.callsTo('POST /api/invitations/i-2/decline')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('region', { name: e.invitationsTitle })).not.toBeInTheDocument());
  });
});
