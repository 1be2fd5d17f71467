import { STORAGE_KEYS } from '@vineyard/domain';
import { api } from '../api';
import { paths } from '../config/paths';
import { selectIsAuthenticated, storedTokens } from '../lib/session/authSlice';
import { selectCurrentEstateId } from '../lib/session/gameSlice';
import { readStorage } from '../lib/storage';
import { RENDERED_ESTATE_ATTRIBUTE } from '../prerender/signedIn';
import { markFirstScreenRequested } from '../lib/store/firstScreen';
import { makeStore, type AppStore } from '../lib/store/store';

/**
 * The requests a returning player's first screen waits for, sent as soon as the store exists:
 * before React and Chakra start (main.tsx imports this module before the app), not after the
 * first render. Without this the signed-in game screen was a chain — script, design system, first
 * render, then `GET /auth/me` and `GET /estates`, then the shell's render, then the game clock and
 * the estate — and its largest paint (the date line) waited for all of it.
 *
 * The components ask for the same cache entries (the guard: me and the estates list; the game
 * shell: the clock and the current estate), so nothing here decides anything; a request that is
 * still on its way when they mount is not sent again. An estate id left in storage by another
 * player or a deleted estate only costs one answer nobody reads (the shell's current-estate rule
 * picks the estate as before).
 */
export function requestFirstScreen(store: AppStore, pathname: string): void {
  const state = store.getState();
  if (!selectIsAuthenticated(state)) return;
  // the guard and the game clock use these answers instead of asking again when they mount
  markFirstScreenRequested(pathname);
  const prefetch = api.util.prefetch;
  store.dispatch(prefetch('getMe', undefined, {}));
  const inGame = pathname === paths.game.home || pathname.startsWith(`${paths.game.home}/`);
  if (!inGame) return;
  store.dispatch(prefetch('listEstates', undefined, {}));
  store.dispatch(prefetch('getGameTime', undefined, {}));
  const estateId = selectCurrentEstateId(state);
  if (estateId) store.dispatch(prefetch('getEstate', { id: estateId }, {}));
}

/**
 * What the app does with the page's HTML: hydrate a public page rendered for a visitor
 * (`'public'`), hydrate a signed-in page the server rendered for this player (`'player'`,
 * prerender/signedIn.ts), or render from scratch (null: an empty #root, or a player's page this
 * browser cannot take over as it is — no stored session, or another estate chosen here than the
 * one the server showed — which the app's first render replaces).
 */
export function pageToHydrate(root: HTMLElement): 'public' | 'player' | null {
  if (!root.hasAttribute('data-prerendered')) return null;
  const rendered = root.getAttribute(RENDERED_ESTATE_ATTRIBUTE);
  if (rendered === null) return 'public';
  const chosen = readStorage(STORAGE_KEYS.currentEstateId);
  return storedTokens() && (!chosen || chosen === rendered) ? 'player' : null;
}

/**
 * The store of a page the app renders from scratch (a hydrated page's app makes its own from the
 * page: see App), with the first screen's requests on their way.
 */
export function startStore(root: HTMLElement): AppStore | undefined {
  if (pageToHydrate(root)) return undefined;
  const store = makeStore();
  requestFirstScreen(store, window.location.pathname);
  return store;
}
