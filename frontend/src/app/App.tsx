import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { loadAuthState, setTokens, storedTokens } from '../lib/session/authSlice';
import { AppProviders } from './providers';
import { createAppRouter } from './router';
import { makeStore, type AppStore } from '../lib/store/store';
import type {} from '../prerender/boot';
import { DEMO_ACCOUNTS_ATTRIBUTE, publicConfigAnswered } from '../prerender/config';

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
    return signedOut;
  });
  const [router] = useState(createAppRouter);
  useEffect(() => {
    if (!prerendered) return;
    const pair = storedTokens();
    if (pair) store.dispatch(setTokens(pair));
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
