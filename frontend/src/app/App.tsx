import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { loadAuthState, setTokens, storedTokens } from '../lib/session/authSlice';
import { AppProviders } from './providers';
import { createAppRouter } from './router';
import { makeStore, type AppStore } from '../lib/store/store';
import type {} from '../prerender/boot';
import { api } from '../api';
import { DEMO_ACCOUNTS_ATTRIBUTE, publicConfigAnswered, queriesAnswered, readPageData } from '../prerender/config';

type Refetch = (arg: unknown, options: { subscribe: false; forceRefetch: true }) => Parameters<AppStore['dispatch']>[0];

/**
 * The application. `prerendered`: the page's HTML was rendered at build time for a signed-out
 * visitor (src/prerender), so the first render is a signed-out one too (hydration must produce the
 * same markup); a stored session is restored right after, like a sign-in. `store`: one made
 * before the app started (app/earlyStore.ts), already fetching the first screen's data.
 */
export function App({ prerendered = false, store: given }: { prerendered?: boolean; store?: AppStore }) {
  const [store] = useState(() => {
    if (given) return given;
    if (!prerendered) return makeStore();
    const signedOut = makeStore({ auth: { ...loadAuthState(), accessToken: null, refreshToken: null } });
    // the server's configuration the page was rendered with, if it reads it (prerender/config.ts)
    const demoAccounts = document.getElementById('root')?.getAttribute(DEMO_ACCOUNTS_ATTRIBUTE);
    if (demoAccounts) signedOut.dispatch(publicConfigAnswered(demoAccounts === 'true'));
    // the answers a page rendered per request was rendered with (/feature-requests' board)
    const answers = readPageData(document);
    if (answers.length > 0) signedOut.dispatch(queriesAnswered(answers));
    return signedOut;
  });
  const [router] = useState(createAppRouter);
  useEffect(() => {
    if (!prerendered) return;
    const pair = storedTokens();
    if (pair) store.dispatch(setTokens(pair));
    // The server may have rendered the page's data up to 30 s ago (backend common/live-pages.ts):
    // once hydrated, the app asks for it again (the markup changes only if the data did).
    for (const { endpointName, arg } of readPageData(document)) {
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
