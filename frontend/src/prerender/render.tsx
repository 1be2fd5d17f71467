/**
 * Server renderer of the public pages, built with `vite build --ssr` into dist/prerendered/ssr/
 * (everything bundled: the server has none of the frontend's packages). The build runs it once
 * for every public page (scripts/prerender.mjs); the server runs it per request for the pages
 * whose content is data (`queries` in pages.ts: /feature-requests), with the answers of those
 * queries (backend common/live-pages.ts). It renders the same routes, providers and store as the
 * browser (src/app/App.tsx) for a signed-out visitor, so the browser can hydrate the HTML instead
 * of painting it again.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppProviders } from '../app/providers';
import { routes } from '../app/router';
import { makeStore } from '../lib/store/store';
import { pageDocument } from './document';
import { PRERENDERED_PAGES } from './pages';
import {
  DEMO_ACCOUNTS_ATTRIBUTE,
  pageDataScript,
  publicConfigAnswered,
  queriesAnswered,
  type AnsweredQuery,
} from './config';

export { PRERENDERED_PAGES } from './pages';
export { pageFrame, PUBLIC_URL_PLACEHOLDER } from './document';
export type { AnsweredQuery } from './config';

export interface RenderOptions {
  /** For a page that reads the public configuration: the server offers the demo accounts. */
  demoAccounts?: boolean;
  /** The answers of the page's queries (pages.ts `queries`), in the API cache before it renders. */
  answers?: readonly AnsweredQuery[];
}

/**
 * The page's markup (Emotion's style tags still inline: pageDocument moves them to the head),
 * with the server's public configuration and the given answers in the API cache.
 */
export async function renderPage(path: string, { demoAccounts, answers = [] }: RenderOptions = {}): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`prerender: ${path} answered a redirect (${context.status})`);
  if (context.statusCode !== 200) throw new Error(`prerender: ${path} answered ${context.statusCode}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const store = makeStore();
  if (demoAccounts !== undefined) store.dispatch(publicConfigAnswered(demoAccounts));
  if (answers.length > 0) store.dispatch(queriesAnswered(answers));
  return renderToString(
    <StrictMode>
      <AppProviders store={store}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
}

/**
 * The page's whole document in `frame` (document.ts pageFrame): head tags, CSS, the markup and,
 * with answers, the data block the app hydrates from. Absolute URLs start with %PUBLIC_URL%.
 */
export async function renderDocument(frame: string, path: string, options: RenderOptions = {}): Promise<string> {
  const { demoAccounts, answers = [] } = options;
  const page = PRERENDERED_PAGES.find((entry) => entry.path === path && entry.demoAccounts === demoAccounts);
  if (!page) throw new Error(`prerender: ${path} is not a public page`);
  const markup = await renderPage(path, options);
  return pageDocument(frame, page, markup, {
    rootAttributes: demoAccounts === undefined ? '' : ` ${DEMO_ACCOUNTS_ATTRIBUTE}="${demoAccounts}"`,
    afterRoot: answers.length > 0 ? pageDataScript(answers) : '',
  });
}
