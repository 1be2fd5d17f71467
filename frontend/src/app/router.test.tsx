import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { testEstate } from '../test-utils/fixtures';
import { mockApi } from '../test-utils/mockFetch';
import { renderRoutes, signedInAuth } from '../test-utils/render';
import { routes } from './router';

function renderAt(path: string, signedIn = false, role: 'player' | 'admin' = 'player') {
  const auth = signedIn ? signedInAuth({ user: { ...signedInAuth().user!, role } }) : undefined;
  return renderRoutes(routes, { initialEntries: [path], preloadedState: auth ? { auth } : undefined });
}

// Generous time-outs: the first test of an area compiles its lazily imported modules.
const SLOW = { timeout: 10_000 };

async function settled(router: ReturnType<typeof renderAt>['router']) {
  await waitFor(() => expect(router.state.navigation.state).toBe('idle'), SLOW);
  await screen.findByRole('heading', { level: 1 }, SLOW);
}

const where = (router: ReturnType<typeof renderAt>['router']) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('router', () => {
  // Signed-in players own one estate; the game clock is unavailable (the default time shows).
  let api: ReturnType<typeof mockApi>;
  beforeEach(() => {
    api = mockApi((call) => {
      if (call.path === '/api/estates') return { status: 200, body: { data: { estates: [testEstate()] } } };
      if (call.path === '/api/estates/e1') return { status: 200, body: { data: { estate: testEstate() } } };
      return { status: 503, body: { statusCode: 503, error: 'Service Unavailable', message: 'Unavailable' } };
    });
  });
  afterEach(() => api.restore());

  it.each([
    ['/', 'Vineyard Valley', 'Home'],
    ['/roadmap', 'Development Roadmap', 'Development Roadmap'],
    ['/contact', 'Contact', 'Contact'],
    ['/feature-requests', 'Feature Requests', 'Feature Requests'],
    ['/auth/login', 'Sign In', 'Sign In'],
    ['/auth/register', 'Create Your Account', 'Register'],
    ['/auth/forgot-password', 'Forgot Password', 'Forgot Password'],
    ['/auth/reset-password/abc', 'Reset Password', 'Reset Password'],
    ['/auth/verify-email/abc', 'Verif', 'Verify Email'],
  ])('serves the public route %s with its page and title', async (path, heading, title) => {
    const { router } = renderAt(path);
    await settled(router);
    expect(where(router)).toBe(path);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
    await waitFor(() => expect(document.title).toBe(`${title} | Vineyard Valley`));
  });

  it.each([
    ['/auth/verify-success', "You're Verified!"],
    ['/create-estate', 'Create Your Estate'],
    ['/estates', 'Manage Estates'],
    ['/game', 'Hillside Estate'],
    ['/game?tab=winery', 'Winery'],
    ['/game/estate/e1', 'Hillside Estate'],
    ['/game/plots', 'Vineyard Plots'],
    ['/game/plots/p1', 'Plot Details'],
    ['/game/marketplace', 'Land Marketplace'],
    ['/game/blocks/b1', 'Vineyard Block'],
    ['/game/finances', 'Finances'],
  ])('serves the signed-in route %s', async (path, heading) => {
    const { router } = renderAt(path, true);
    await settled(router);
    expect(where(router)).toBe(path);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
  });

  it('puts game routes in the game layout and public ones in the default layout', async () => {
    const game = renderAt('/game/plots', true);
    await settled(game.router);
    expect(screen.getByRole('navigation', { name: 'Game views' })).toBeInTheDocument();
    game.unmount();

    const site = renderAt('/roadmap');
    await settled(site.router);
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('redirects /login to /auth/login keeping the query', async () => {
    const { router } = renderAt('/login?redirect=%2Fgame%2Fplots');
    await settled(router);
    expect(where(router)).toBe('/auth/login?redirect=%2Fgame%2Fplots');
  });

  it('sends unknown paths home', async () => {
    const { router } = renderAt('/no/such/page');
    await settled(router);
    expect(where(router)).toBe('/');
  });

  it('sends anonymous visitors of game pages to sign-in with the path they wanted', async () => {
    const { router } = renderAt('/game/plots?sort=size');
    await settled(router);
    expect(where(router)).toBe('/auth/login?redirect=%2Fgame%2Fplots%3Fsort%3Dsize');
  });

  it('sends signed-in players away from guests-only pages to the game', async () => {
    const { router } = renderAt('/auth/register', true);
    await settled(router);
    expect(where(router)).toBe('/game');
  });

  it('lets admins into /admin and sends other players home', async () => {
    const player = renderAt('/admin', true, 'player');
    await settled(player.router);
    expect(where(player.router)).toBe('/');
    player.unmount();

    const admin = renderAt('/admin', true, 'admin');
    await settled(admin.router);
    expect(where(admin.router)).toBe('/admin');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Administration');
  });

  it('scrolls to the top on every navigation', async () => {
    const spy = jest.spyOn(window, 'scrollTo');
    const { router } = renderAt('/');
    await settled(router);
    spy.mockClear();
    await act(() => router.navigate('/roadmap'));
    await settled(router);
    expect(spy).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    spy.mockRestore();
  });

  it('signs out from the game layout: home page, session and stored tokens cleared', async () => {
    localStorage.setItem('access_token', 'access-1');
    localStorage.setItem('refresh_token', 'refresh-1');
    const { router, store } = renderAt('/game/plots', true);
    await settled(router);
    fireEvent.click(screen.getByRole('button', { name: 'Log Out' }));
    await waitFor(() => expect(where(router)).toBe('/'), SLOW);
    await waitFor(() => expect(store.getState().auth.accessToken).toBeNull(), SLOW);
    expect(store.getState().auth.user).toBeNull();
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('refresh_token')).toBeNull();
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });
});
