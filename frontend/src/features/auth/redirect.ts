import { paths } from '../../config/paths';
import { safeRedirect } from '../../lib/redirect';

/** Pages only guests may see: sending a freshly signed-in player there would bounce them on. */
const GUEST_PAGES = [
  paths.auth.login,
  paths.auth.register,
  paths.auth.forgotPassword,
  paths.auth.resetPasswordWithoutToken,
  paths.legacyLogin,
];

function isGuestPage(target: string): boolean {
  const pathname = target.split(/[?#]/, 1)[0].replace(/\/+$/, '') || '/';
  return GUEST_PAGES.some((page) => pathname === page || pathname.startsWith(`${page}/`));
}

/**
 * Where a player goes once signed in: the `redirect` query parameter when it is a same-site
 * relative path (and not another guests-only page), otherwise the game.
 */
export function afterSignInPath(redirect: string | null | undefined): string {
  const target = safeRedirect(redirect, paths.game.home);
  return isGuestPage(target) ? paths.game.home : target;
}

/** `afterSignInPath` for the `redirect` parameter of a full path or a query string. */
export function afterSignInPathFrom(pathOrSearch: string): string {
  const queryStart = pathOrSearch.indexOf('?');
  if (queryStart < 0) return paths.game.home;
  const query = pathOrSearch.slice(queryStart + 1).split('#', 1)[0];
  return afterSignInPath(new URLSearchParams(query).get('redirect'));
}
