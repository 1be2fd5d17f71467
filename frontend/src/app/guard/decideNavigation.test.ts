import { MESSAGES } from '@vineyard/domain';
import { decideNavigation, type NavigationInput } from './decideNavigation';
import { mergeFlags } from './routeHandle';

const anonymous: Omit<NavigationInput, 'flags' | 'path'> = { isAuthenticated: false, user: null, estatesCount: null };
const player = { role: 'player', emailVerified: true };
const signedIn: Omit<NavigationInput, 'flags' | 'path'> = { isAuthenticated: true, user: player, estatesCount: 2 };

function decide(input: Partial<NavigationInput> & Pick<NavigationInput, 'flags'>) {
  return decideNavigation({ ...anonymous, path: '/somewhere', ...input });
}

describe('decideNavigation', () => {
  describe('public routes (no flags)', () => {
    it('lets anonymous visitors and players through', () => {
      expect(decide({ flags: {} })).toEqual({});
      expect(decide({ flags: {}, ...signedIn })).toEqual({});
    });

    it('does not wait for the user on a public page while it loads', () => {
      expect(decide({ flags: {}, isAuthenticated: true, user: null, loading: true })).toEqual({});
    });
  });

  describe('guests-only routes', () => {
    it('lets anonymous visitors through', () => {
      expect(decide({ flags: { guestsOnly: true }, path: '/auth/login' })).toEqual({});
    });

    it('sends a signed-in player to a safe redirect target instead, but never off-site', () => {
      const at = (path: string) => decide({ flags: { guestsOnly: true }, ...signedIn, path });
      expect(at('/auth/login?redirect=%2Fgame%2Fplots%3Fsort%3Dsize')).toEqual({ redirect: '/game/plots?sort=size' });
      expect(at('/auth/login?redirect=%2F%2Fevil.example')).toEqual({ redirect: '/game' });
      expect(at('/auth/login?redirect=https%3A%2F%2Fevil.example')).toEqual({ redirect: '/game' });
      expect(at('/auth/login?redirect=%2Fauth%2Flogin')).toEqual({ redirect: '/game' });
      expect(at('/auth/register#redirect=/game/plots')).toEqual({ redirect: '/game' });
    });

    it('sends a signed-in player to the game, even before the user has loaded', () => {
      expect(decide({ flags: { guestsOnly: true }, ...signedIn })).toEqual({ redirect: '/game' });
      expect(decide({ flags: { guestsOnly: true }, isAuthenticated: true, user: null, loading: true })).toEqual({
        redirect: '/game',
      });
    });
  });

  describe('rule 3: routes that need sign-in', () => {
    it('sends anonymous visitors to sign-in with the full path they wanted', () => {
      expect(decide({ flags: { requiresAuth: true }, path: '/game/plots?sort=size#top' })).toEqual({
        redirect: '/auth/login?redirect=%2Fgame%2Fplots%3Fsort%3Dsize%23top',
      });
    });

    it('treats estate, admin and verification flags as needing sign-in too', () => {
      for (const flags of [{ requiresEstate: true }, { adminOnly: true }, { requiresVerified: true }]) {
        expect(decide({ flags, path: '/game' })).toEqual({ redirect: '/auth/login?redirect=%2Fgame' });
      }
    });

    it('lets a signed-in player through', () => {
      expect(decide({ flags: { requiresAuth: true }, ...signedIn })).toEqual({});
    });
  });

  describe('rule 1: the user is fetched first', () => {
    it('waits while the user (or the estates) load', () => {
      expect(decide({ flags: { requiresAuth: true }, isAuthenticated: true, user: null, loading: true })).toEqual({
        wait: true,
      });
      expect(
        decide({
          flags: { requiresEstate: true },
          isAuthenticated: true,
          user: player,
          estatesCount: null,
          loading: true,
        }),
      ).toEqual({ wait: true });
    });

    it('does not block forever when the user could not be loaded', () => {
      expect(decide({ flags: { requiresAuth: true }, isAuthenticated: true, user: null, loading: false })).toEqual({});
    });
  });

  describe('rule 2: routes that need an estate', () => {
    const flags = { requiresAuth: true, requiresEstate: true };

    it('sends a player without estates to create one, with onboarding, the redirect and the info', () => {
      expect(decide({ flags, ...signedIn, estatesCount: 0, path: '/game/estate/7?tab=wine' })).toEqual({
        redirect: '/create-estate?onboarding=true&redirect=%2Fgame%2Festate%2F7%3Ftab%3Dwine',
        info: MESSAGES.estate.createRequired,
      });
      expect(MESSAGES.estate.createRequired).toBe('You need to create an estate before playing the game.');
    });

    it('lets a player with estates through', () => {
      expect(decide({ flags, ...signedIn, estatesCount: 1 })).toEqual({});
    });

    it('lets the page decide when the estate count is unknown and not loading', () => {
      expect(decide({ flags, ...signedIn, estatesCount: null })).toEqual({});
    });

    it('asks anonymous visitors to sign in before anything else', () => {
      expect(decide({ flags, estatesCount: 0, path: '/game' })).toEqual({ redirect: '/auth/login?redirect=%2Fgame' });
    });
  });

  describe('rule 4: admin-only and verification-required routes', () => {
    it('sends non-admins home and lets admins through', () => {
      const flags = { requiresAuth: true, adminOnly: true };
      expect(decide({ flags, ...signedIn })).toEqual({ redirect: '/' });
      expect(decide({ flags, ...signedIn, user: null })).toEqual({ redirect: '/' });
      expect(decide({ flags, ...signedIn, user: { role: 'admin' } })).toEqual({});
    });

    it('sends unverified users home and lets verified ones through', () => {
      const flags = { requiresVerified: true };
      expect(decide({ flags, ...signedIn, user: { emailVerified: false } })).toEqual({ redirect: '/' });
      expect(decide({ flags, ...signedIn, user: {} })).toEqual({ redirect: '/' });
      expect(decide({ flags, ...signedIn, user: { emailVerified: true } })).toEqual({});
    });

    it('checks the admin flag before the estate rule', () => {
      expect(decide({ flags: { adminOnly: true, requiresEstate: true }, ...signedIn, estatesCount: 0 })).toEqual({
        redirect: '/',
      });
    });
  });
});

describe('mergeFlags', () => {
  it('adds up the flags of nested route handles and ignores handles without flags', () => {
    expect(
      mergeFlags([
        undefined,
        null,
        { title: 'Game' },
        { guard: { requiresAuth: true } },
        { guard: { requiresEstate: true, adminOnly: false } },
      ]),
    ).toEqual({ requiresAuth: true, requiresEstate: true });
  });

  it('never lets a child lift a restriction of its parent', () => {
    expect(mergeFlags([{ guard: { requiresAuth: true } }, { guard: { requiresAuth: false } }])).toEqual({
      requiresAuth: true,
    });
  });
});
