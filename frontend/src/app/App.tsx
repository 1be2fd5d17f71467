import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { loadAuthState, setTokens, setUser, storedTokens } from '../lib/session/authSlice';
import { AppProviders } from './providers';
import { createAppRouter } from './router';
import { makeStore, type AppStore } from '../lib/store/store';
import type {} from '../prerender/boot';
import { api } from '../api';
import { DEMO_ACCOUNTS_ATTRIBUTE, publicConfigAnswered, queriesAnswered, readPageData } from '../prerender/config';
import { RENDERED_ESTATE_ATTRIBUTE, renderedUser } from '../prerender/signedIn';
import { setCurrentEstateId } from '../lib/session/gameSlice';
import { markFirstScreenRequested } from '../lib/store/firstScreen';

type Refetch = (arg: unknown, options: { subscribe: false; forceRefetch: true }) => Parameters<AppStore['dispatch']>[0];

/** The store a hydrated page's app starts from: the state the page was rendered in. */
export function storeOfPage(page: 'public' | 'player'): AppStore {
  // the answers the page was rendered with (/feature-requests' board, a player's game screen)
  const answers = readPageData(document);
  if (page === 'player') {
    // signed in from storage, as the server rendered it for this session (pageToHydrate checked
    // that the stored estate choice is the rendered one, or none)
    const store = makeStore();
    const rendered = document.getElementById('root')?.getAttribute(RENDERED_ESTATE_ATTRIBUTE) ?? null;
    if (rendered) store.dispatch(setCurrentEstateId(rendered));
    store.dispatch(setUser(renderedUser(answers)));
    store.dispatch(queriesAnswered(answers));
    // the guard and the clock use these answers instead of asking again when they mount
    markFirstScreenRequested(window.location.pathname);
    return store;
  }
  const signedOut = makeStore({ auth: { ...loadAuthState(), accessToken: null, refreshToken: null } });
  // the server's configuration the page was rendered with, if it reads it (prerender/config.ts)
  const demoAccounts = document.getElementById('root')?.getAttribute(DEMO_ACCOUNTS_ATTRIBUTE);
  if (demoAccounts) signedOut.dispatch(publicConfigAnswered(demoAccounts === 'true'));
  if (answers.length > 0) signedOut.dispatch(queriesAnswered(answers));
  return signedOut;
}

/**
 * The application. `prerendered`: the page's HTML was rendered ahead of the app, which hydrates
 * it. `'public'`: rendered for a signed-out visitor (src/prerender), so the first render is a
 * signed-out one too (hydration must produce the same markup); a stored session is restored right
 * after, like a sign-in. `'player'`: the game screen the server rendered for this player with
 * their data (prerender/signedIn.ts), embedded in the page. `store`: one made before the app
 * started (app/earlyStore.ts), already fetching the first screen's data.
 */
export function App({ prerendered, store: given }: { prerendered?: 'public' | 'player'; store?: AppStore }) {
  // (main.tsx gives a hydrated page's app its storeOfPage, made in a task of its own)
  const [store] = useState(() => given ?? (prerendered ? storeOfPage(prerendered) : makeStore()));
  const [router] = useState(createAppRouter);
  useEffect(() => {
    if (!prerendered) return;
    const pair = storedTokens();
    if (pair) store.dispatch(setTokens(pair));
    // A public page's data may have been rendered up to 30 s ago (backend web/live-pages.ts):
    // once hydrated, the app asks for it again (the markup changes only if the data did). A
    // player's page was rendered for this request: its polling keeps it up to date.
    for (const { endpointName, arg } of prerendered === 'public' ? readPageData(document) : []) {
      // queries only (a query endpoint has `useQuery`; a mutation has `useMutation`)
      const endpoint = (api.endpoints as unknown as Record<string, { initiate: Refetch; useQuery?: unknown }>)[
        endpointName
      ];
      if (endpoint?.useQuery) void store.dispatch(endpoint.initiate(arg, { subscribe: false, forceRefetch: true }));
    }
    // The clicks and submissions the boot script held while the app loaded (src/prerender/boot.ts),
    // once the page's widgets have started (Chakra's state machines start after the first frame).
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => (timer = setTimeout(() => void window.__vvBoot?.release(), 50)));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [prerendered, store]);
  return (
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
