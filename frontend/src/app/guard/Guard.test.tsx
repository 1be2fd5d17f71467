import { screen, waitFor } from '@testing-library/react';
import { renderRoutes, signedInAuth } from '../../test-utils/render';
import { routes } from '../router';
import { useGuardData, type GuardData } from './useGuardData';

jest.mock('./useGuardData', () => ({ useGuardData: jest.fn() }));
const mockedGuardData = useGuardData as jest.MockedFunction<typeof useGuardData>;

// Generous time-outs: the first test compiles the lazily imported game area.
const SLOW = { timeout: 10_000 };

function withData(data: Partial<GuardData>) {
  mockedGuardData.mockReturnValue({ user: signedInAuth().user, estatesCount: null, loading: false, ...data });
}

describe('Guard (with the guard data seam)', () => {
  it('sends a player without estates to create one, with the info alert', async () => {
    withData({ estatesCount: 0 });
    const { router } = renderRoutes(routes, {
      initialEntries: ['/game?tab=winery'],
      preloadedState: { auth: signedInAuth() },
    });
    await waitFor(
      () =>
        expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
          '/create-estate?onboarding=true&redirect=%2Fgame%3Ftab%3Dwinery',
        ),
      SLOW,
    );
    expect(
      await screen.findByText('You need to create an estate before playing the game.', {}, SLOW),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Create Your Estate' }, SLOW)).toBeInTheDocument();
  });

  it('shows a loader while the guard data loads', async () => {
    withData({ user: null, loading: true });
    renderRoutes(routes, { initialEntries: ['/game'], preloadedState: { auth: signedInAuth({ user: null }) } });
    expect(await screen.findByText('Checking your session…', {}, SLOW)).toBeInTheDocument();
  });

  it('lets a player with estates into the game', async () => {
    withData({ estatesCount: 3 });
    const { router } = renderRoutes(routes, { initialEntries: ['/game'], preloadedState: { auth: signedInAuth() } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Estate Overview' }, SLOW)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/game');
  });
});
