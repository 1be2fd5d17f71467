import { screen, waitFor, within } from '@testing-library/react';
import { testUser } from '../test-utils/fixtures';
import { mockApi } from '../test-utils/mockFetch';
import { renderRoutes } from '../test-utils/render';
import { routes } from './router';
import { useGameTime } from '../hooks/useGameTime';
import { renderWithProviders } from '../test-utils/render';
import { startStore } from './startup';

/*
 * A returning player's first requests leave when the store is made (main.tsx, before React and
 * Chakra start), and the components that need the answers use them instead of asking again.
 */

const SLOW = { timeout: 10_000 };
const ESTATE_ID = '3f1c8a52-8d0e-4d4b-9b57-2a1f5c6e7d80';

let api: ReturnType<typeof mockApi>;
// the public pages' lazy module, loaded once before the tests: its first import transpiles the
// whole public area, which on a loaded CI machine took longer than a test's wait for the header
// (these tests count requests, not how fast a module loads)
beforeAll(() => import('./areas/public'), 60_000);
afterEach(() => api?.restore());
beforeEach(() => localStorage.clear());

function root({ prerendered = false } = {}) {
  const element = document.createElement('div');
  if (prerendered) element.setAttribute('data-prerendered', '');
  return element;
}

function signIn() {
  localStorage.setItem('access_token', 'stored-access');
  localStorage.setItem('refresh_token', 'stored-refresh');
  localStorage.setItem('current_estate_id', ESTATE_ID);
}

const requested = () => api.calls.map((call) => `${call.method} ${call.path}`).sort();

describe('the first screen’s requests', () => {
  beforeEach(() => {
    api = mockApi((call) =>
      call.path === '/api/auth/me'
        ? { status: 200, body: { data: { user: testUser() } } }
        : { status: 200, body: { data: {} } },
    );
  });

  it('sends none for a visitor without a stored session', async () => {
    window.history.replaceState(null, '', '/game');
    expect(startStore(root())).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls).toEqual([]);
  });

  it('sends the guard’s and the game shell’s requests at once on /game', async () => {
    signIn();
    window.history.replaceState(null, '', '/game?tab=overview');
    startStore(root());
    await waitFor(() =>
      expect(requested()).toEqual([
        'GET /api/auth/me',
        'GET /api/estates',
        `GET /api/estates/${ESTATE_ID}`,
        'GET /api/game/time',
      ]),
    );
    expect(api.calls.every((call) => call.authorization === 'Bearer stored-access')).toBe(true);
  });

  it('sends only the profile request outside the game', async () => {
    signIn();
    window.history.replaceState(null, '', '/roadmap');
    startStore(root());
    await waitFor(() => expect(requested()).toEqual(['GET /api/auth/me']));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requested()).toEqual(['GET /api/auth/me']);
  });

  it('leaves a prerendered page alone (its app starts signed out and makes its own store)', async () => {
    signIn();
    window.history.replaceState(null, '', '/');
    expect(startStore(root({ prerendered: true }))).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls).toEqual([]);
  });

  it('is not asked again by the guard while the answer is on its way', async () => {
    signIn();
    window.history.replaceState(null, '', '/');
    let answer: () => void = () => undefined;
    api.restore();
    api = mockApi((call) =>
      call.path === '/api/auth/me'
        ? new Promise((resolve) => {
            answer = () => resolve({ status: 200, body: { data: { user: testUser({ username: 'early_bird' }) } } });
          })
        : { status: 200, body: { data: {} } },
    );
    const store = startStore(root());
    await waitFor(() => expect(api.callsTo('GET /api/auth/me')).toHaveLength(1));
    renderRoutes(routes, { store, initialEntries: ['/'] });
    const header = await screen.findByRole('banner', {}, SLOW);
    answer();
    expect(await within(header).findByText('early_bird', {}, SLOW)).toBeInTheDocument();
    expect(api.callsTo('GET /api/auth/me')).toHaveLength(1);
  });

  /*
   * On a slow phone the early answers arrive before React has mounted anything. The guard and the
   * game clock ask again whenever they mount, so each was sent twice on the way in.
   */
  it('is not asked again by the guard or the clock when the answers arrived before they mount', async () => {
    const store = await startedOnGameAndAnswered();
    renderWithProviders(<Clock />, { store });
    renderRoutes(routes, { store, initialEntries: ['/roadmap'] });
    expect(await screen.findByRole('banner', {}, SLOW)).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(api.callsTo('GET /api/auth/me')).toHaveLength(1);
    expect(api.callsTo('GET /api/game/time')).toHaveLength(1);
  });

  it('is asked again on mount once the player has left the page it was asked for', async () => {
    const store = await startedOnGameAndAnswered();
    window.history.replaceState(null, '', '/estates');
    renderWithProviders(<Clock />, { store });
    await waitFor(() => expect(api.callsTo('GET /api/game/time')).toHaveLength(2));
  });
});

function Clock() {
  const time = useGameTime();
  return <p>{time ? 'clock' : 'no clock'}</p>;
}

/** A returning player's store on /game once the profile and the clock have answered. */
async function startedOnGameAndAnswered() {
  signIn();
  window.history.replaceState(null, '', '/game');
  const store = startStore(root());
  const answered = (name: string) => store?.getState().api.queries[name]?.status;
  await waitFor(() =>
    expect([answered('getMe(undefined)'), answered('getGameTime(undefined)')]).toEqual(['fulfilled', 'fulfilled']),
  );
  return store;
}
