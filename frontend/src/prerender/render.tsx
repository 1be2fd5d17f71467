/**
 * Server renderer of the public pages, built with `vite build --ssr` and run once after the
 * client build by scripts/prerender.mjs (never at request time). It renders the same routes,
 * providers and store as the browser (src/app/App.tsx) for a signed-out visitor, so the browser
 * can hydrate the HTML instead of painting it again.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppProviders } from '../app/providers';
import { routes } from '../app/router';
import { makeStore } from '../lib/store/store';
import { publicConfigAnswered } from './config';

export { PRERENDERED_PAGES } from './pages';
export { DEMO_ACCOUNTS_ATTRIBUTE } from './config';

/**
 * The page's markup (Emotion's style tags still inline: the build script moves them to the head),
 * with the server's public configuration in the API cache when the page reads it.
 */
export async function renderPage(path: string, demoAccounts?: boolean): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`prerender: ${path} answered a redirect (${context.status})`);
  if (context.statusCode !== 200) throw new Error(`prerender: ${path} answered ${context.statusCode}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const store = makeStore();
  if (demoAccounts !== undefined) store.dispatch(publicConfigAnswered(demoAccounts));
  return renderToString(
    <StrictMode>
      <AppProviders store={store}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
}
