import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { loadAuthState, setTokens, storedTokens } from '../features/auth/authSlice';
import { AppProviders } from './providers';
import { createAppRouter } from './router';
import { makeStore } from './store';

/**
 * The application. `prerendered`: the page's HTML was rendered at build time for a signed-out
 * visitor (src/prerender), so the first render is a signed-out one too (hydration must produce the
 * same markup); a stored session is restored right after, like a sign-in.
 */
export function App({ prerendered = false }: { prerendered?: boolean }) {
  const [store] = useState(() =>
    prerendered ? makeStore({ auth: { ...loadAuthState(), accessToken: null, refreshToken: null } }) : makeStore(),
  );
  const [router] = useState(createAppRouter);
  useEffect(() => {
    const pair = prerendered ? storedTokens() : null;
    if (pair) store.dispatch(setTokens(pair));
  }, [prerendered, store]);
  return (
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
