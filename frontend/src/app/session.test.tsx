import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GAME_START, toGameTimeView } from '@vineyard/domain';
import { testUser } from '../test-utils/fixtures';
import { errorBody, mockApi, type MockAnswer, type MockHandler, type RecordedCall } from '../test-utils/mockFetch';
import { renderRoutes, signedInAuth } from '../test-utils/render';
import { routes } from './router';

/*
 * The session across the app: the stored token loads the user (guard rule 1), a 401 on that
 * profile fetch clears the session, the public header shows who is signed in, and Log Out ends
 * the session on the server and locally.
 */

const SLOW = { timeout: 10_000 };

let api: ReturnType<typeof mockApi>;
afterEach(() => api?.restore());
beforeEach(() => localStorage.clear());

function serve(handler: MockHandler) {
  api = mockApi(handler);
}

function storeTokens() {
  localStorage.setItem('access_token', 'stored-access');
  localStorage.setItem('refresh_token', 'stored-refresh');
}

/** The game shell's own reads, answered in their real shapes, so that the shell renders before a click. */
function shellAnswer(call: RecordedCall): MockAnswer {
  if (call.path === '/api/invitations') return { status: 200, body: { data: { invitations: [] } } };
  if (call.path === '/api/estates') return { status: 200, body: { data: { estates: [] } } };
  // the clock too: an empty one crashes the shell (error boundary) when it lands before the click
  if (call.path === '/api/game/time') return { status: 200, body: { data: toGameTimeView(GAME_START) } };
  return { status: 200, body: { data: {} } };
}

const where = (router: { state: { location: { pathname: string; search: string } } }) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('session wiring', () => {
  it('loads the user of a stored token with GET /auth/me and shows them in the public header', async () => {
    storeTokens();
    serve((call) =>
      call.path === '/api/auth/me'
        ? { status: 200, body: { data: { user: testUser({ username: 'stored_player' }) } } }
        : { status: 200, body: { data: {} } },
    );
    const { store } = renderRoutes(routes, { initialEntries: ['/'] });
    const header = await screen.findByRole('banner', {}, SLOW);
    expect(await within(header).findByText('stored_player', {}, SLOW)).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'Play' })).toHaveAttribute('href', '/game');
    expect(within(header).queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(store.getState().auth.user?.username).toBe('stored_player');
    expect(api.callsTo('GET /api/auth/me')).toEqual([
      expect.objectContaining({ authorization: 'Bearer stored-access' }),
    ]);
  });

  it('waits for the user on a page that needs sign-in, then shows it', async () => {
    storeTokens();
    serve((call) =>
      call.path === '/api/auth/me'
        ? { status: 200, body: { data: { user: testUser() } } }
        : { status: 200, body: { data: {} } },
    );
    const { router } = renderRoutes(routes, { initialEntries: ['/auth/verify-success'] });
    expect(await screen.findByText(/Welcome to the valley, vintner\./, {}, SLOW)).toBeInTheDocument();
    expect(where(router)).toBe('/auth/verify-success');
  });

  it('clears a session whose token is refused, without leaving a public page', async () => {
    storeTokens();
    serve(() => ({ status: 401, body: errorBody(401, 'Token expired') }));
    const { router, store } = renderRoutes(routes, { initialEntries: ['/roadmap'] });
    await waitFor(() => expect(store.getState().auth.accessToken).toBeNull(), SLOW);
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(api.callsTo('POST /api/auth/refresh')).toHaveLength(1);
    expect(where(router)).toBe('/roadmap');
    const header = await screen.findByRole('banner', {}, SLOW);
    expect(await within(header).findByRole('link', { name: 'Sign in' }, SLOW)).toBeInTheDocument();
  });

  it('sends a visitor whose stored token is refused from a game page to sign-in', async () => {
    storeTokens();
    serve(() => ({ status: 401, body: errorBody(401, 'Token expired') }));
    const { router } = renderRoutes(routes, { initialEntries: ['/game/plots'] });
    await waitFor(() => expect(where(router)).toBe('/auth/login?redirect=%2Fgame%2Fplots'), SLOW);
  });

  it('keeps the session when the profile cannot be fetched for another reason (offline)', async () => {
    storeTokens();
    serve(() => 'network');
    const { store } = renderRoutes(routes, { initialEntries: ['/game/plots'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Vineyard Plots' }, SLOW)).toBeInTheDocument();
    expect(store.getState().auth.accessToken).toBe('stored-access');
  });

  it.each([
    ['answers', { status: 200, body: { data: {} } }],
    ['fails', { status: 500, body: errorBody(500, 'Boom') }],
  ] as const)('Log Out ends the session on the server and locally when the server %s', async (_, answer) => {
    serve((call) => (call.path === '/api/auth/logout' ? answer : shellAnswer(call)));
    const { router, store } = renderRoutes(routes, {
      initialEntries: ['/game/plots'],
      preloadedState: { auth: signedInAuth() },
    });
    const sidebar = await screen.findByRole('complementary', { name: 'Inventory' }, SLOW);
    fireEvent.click(within(sidebar).getByRole('button', { name: 'Log Out' }));
    await waitFor(() => expect(where(router)).toBe('/'), SLOW);
    await waitFor(() => expect(store.getState().auth.accessToken).toBeNull(), SLOW);
    expect(store.getState().auth.user).toBeNull();
    expect(api.callsTo('POST /api/auth/logout')).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/api/auth/logout',
        authorization: 'Bearer access-1',
        body: { refresh_token: 'refresh-1' },
      }),
    ]);
    const header = await screen.findByRole('banner', {}, SLOW);
    expect(await within(header).findByRole('link', { name: 'Sign in' }, SLOW)).toBeInTheDocument();
  });

  it('Log Out with an expired access token still ends the session: the refresh token in the body, the cookie along, no refresh first', async () => {
    let expired = false;
    serve((call) => {
      // the server ends the session with the refresh token (or the cookie) whatever the access token's state
      if (call.path === '/api/auth/logout')
        return call.body && (call.body as { refresh_token?: string }).refresh_token === 'refresh-1'
          ? { status: 200, body: { data: {} } }
          : { status: 401, body: errorBody(401, 'Token expired') };
      return expired ? { status: 401, body: errorBody(401, 'Token expired') } : shellAnswer(call);
    });
    const { router, store } = renderRoutes(routes, {
      initialEntries: ['/game/plots'],
      preloadedState: { auth: signedInAuth() },
    });
    const sidebar = await screen.findByRole('complementary', { name: 'Inventory' }, SLOW);
    // the access token expires while the player reads the page
    expired = true;
    fireEvent.click(within(sidebar).getByRole('button', { name: 'Log Out' }));
    await waitFor(() => expect(where(router)).toBe('/'), SLOW);
    await waitFor(() => expect(store.getState().auth.refreshToken).toBeNull(), SLOW);
    await waitFor(() => expect(api.callsTo('POST /api/auth/logout')).toHaveLength(1), SLOW);
    const [logout] = api.callsTo('POST /api/auth/logout');
    expect(logout).toEqual(
      expect.objectContaining({ body: { refresh_token: 'refresh-1' }, credentials: 'same-origin' }),
    );
    // the refresh token was not exchanged first (that would sign out a pair the server just made)
    const refreshes = api.callsTo('POST /api/auth/refresh');
    expect(refreshes.filter((call) => api.calls.indexOf(call) < api.calls.indexOf(logout!))).toEqual([]);
    expect(localStorage.getItem('refresh_token')).toBeNull();
  });
});
