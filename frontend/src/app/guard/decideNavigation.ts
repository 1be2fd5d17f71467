import { MESSAGES } from '@vineyard/domain';
import { afterSignInPathFrom } from '../../features/auth/redirect';
import { href, paths } from '../../config/paths';
import type { RouteFlags } from './routeHandle';

/** The parts of the signed-in user the guard looks at. */
export interface GuardUser {
  role?: string;
  emailVerified?: boolean;
}

export interface NavigationInput {
  flags: RouteFlags;
  /** An access token exists. */
  isAuthenticated: boolean;
  /** The loaded user, or null while not (yet) known. */
  user: GuardUser | null;
  /** How many estates the player has, or null while not (yet) known. */
  estatesCount: number | null;
  /** The full path the visitor asked for: path, query and hash. */
  path: string;
  /** True while the user or the estates are being fetched. */
  loading?: boolean;
}

export interface NavigationDecision {
  /** Go there instead (replacing the history entry). */
  redirect?: string;
  /** An info alert to show with the redirect. */
  info?: string;
  /** Nothing can be decided until the guard data has loaded: show a loader. */
  wait?: boolean;
}

const ALLOW: NavigationDecision = {};

/**
 * The navigation guard of the spec (accounts-estates-shell §2), as a pure function:
 *
 * 1. With a token but no user loaded yet, the user is fetched first (→ `wait` while loading).
 * 2. A route needing an estate, visited by a signed-in player with no estates, goes to
 *    /create-estate?onboarding=true&redirect={path} with an info alert.
 * 3. A route needing sign-in, visited anonymously, goes to sign-in with redirect={path}.
 * 4. adminOnly sends non-admins home; requiresVerified sends unverified users home.
 * Plus: guests-only pages send a signed-in player to the game, or to the page named by their
 * `redirect` parameter when it is a safe same-site path (this is also how a successful sign-in
 * leaves the sign-in page: the session is stored and the guard moves the player on).
 *
 * Unknown data that is not loading (the fetch failed or is not wired) never blocks: the page
 * itself shows the problem. Role and verification checks need a known user, so they fail closed.
 */
export function decideNavigation(input: NavigationInput): NavigationDecision {
  const { flags, isAuthenticated, user, estatesCount, path, loading = false } = input;
  const needsAuth = Boolean(flags.requiresAuth || flags.requiresEstate || flags.adminOnly || flags.requiresVerified);

  if (flags.guestsOnly && isAuthenticated) return { redirect: afterSignInPathFrom(path) };

  if (needsAuth && !isAuthenticated) return { redirect: href.login(path) };

  if (!needsAuth) return ALLOW;

  // Rule 1: the user (and, for estate routes, the estates) load before anything is decided.
  if (loading) return { wait: true };

  if (flags.adminOnly && user?.role !== 'admin') return { redirect: paths.home };
  if (flags.requiresVerified && user?.emailVerified !== true) return { redirect: paths.home };

  if (flags.requiresEstate && estatesCount === 0) {
    return {
      redirect: href.createEstate({ onboarding: true, redirect: path }),
      info: MESSAGES.estate.createRequired,
    };
  }

  return ALLOW;
}
