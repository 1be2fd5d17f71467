/**
 * Server renderer of the public pages, built with `vite build --ssr` into dist/prerendered/ssr/
 * (everything bundled: the server has none of the frontend's packages). The build runs it once
 * for every public page (scripts/prerender.mjs); the server runs it per request for the pages
 * whose content is data (`queries` in pages.ts: /feature-requests), with the answers of those
 * queries (backend web/live-pages.ts). It renders the same routes, providers and store as the
 * browser (src/app/App.tsx) for a signed-out visitor, so the browser can hydrate the HTML instead
 * of painting it again.
 */
import type { PageRenderer } from '@vineyard/domain';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { baseApi } from '../api/base';
import { AppProviders } from '../app/providers';
import { routes } from '../app/router';
import { makeStore, type AppStore } from '../lib/store/store';
import { headTags, pageDocument, signedInHead } from './document';
import { PRERENDERED_PAGES } from './pages';
import { RENDERED_ESTATE_ATTRIBUTE, renderedEstate, renderedUser, SIGNED_IN_PAGES, signedInQueries } from './signedIn';
import {
  DEMO_ACCOUNTS_ATTRIBUTE,
  pageDataScript,
  publicConfigAnswered,
  queriesAnswered,
  type AnsweredQuery,
} from './config';

export { PRERENDERED_PAGES, pageListEntry } from './pages';
export { SIGNED_IN_PAGES, signedInQueries } from './signedIn';
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
  const store = makeStore();
  if (demoAccounts !== undefined) store.dispatch(publicConfigAnswered(demoAccounts));
  if (answers.length > 0) store.dispatch(queriesAnswered(answers));
  return renderWithStore(path, store);
}

/** The markup of `path` (a URL path, with its query string if any) rendered from `store`. */
async function renderWithStore(path: string, store: AppStore): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`prerender: ${path} answered a redirect (${context.status})`);
  if (context.statusCode !== 200) throw new Error(`prerender: ${path} answered ${context.statusCode}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  try {
    return renderToString(
      <StrictMode>
        <AppProviders store={store}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </StrictMode>,
    );
  } finally {
    // the answers put in the cache have no subscriber, so RTK Query set a timer to drop them
    // (keepUnusedDataFor, 60 s) that held the store, and kept the build's prerender process
    // alive a minute after its last page; the reset clears those timers with the cache
    store.dispatch(baseApi.util.resetApiState());
  }
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
  return pageDocument(frame, headTags(page), markup, {
    rootAttributes: demoAccounts === undefined ? '' : ` ${DEMO_ACCOUNTS_ATTRIBUTE}="${demoAccounts}"`,
    afterRoot: answers.length > 0 ? pageDataScript(answers) : '',
  });
}

/**
 * A signed-in page (signedIn.ts SIGNED_IN_PAGES) rendered for the player whose answers these are
 * (backend web/live-pages.ts asks the API for them with the player's session): the player's
 * own first screen, with the answers embedded for the app to start from. The store is signed in
 * as the player with a placeholder token (the token is never rendered, and the store never leaves
 * the server), with the estate the page shows as the current one; the app's store starts the same
 * (App.tsx `storeOfPage`).
 */
export async function renderSignedInDocument(
  frame: string,
  path: string,
  { answers }: { answers: readonly AnsweredQuery[] },
): Promise<string> {
  const page = SIGNED_IN_PAGES.find((entry) => entry.path === path);
  const estate = renderedEstate(answers);
  if (!page || !estate) throw new Error(`prerender: ${path} cannot be rendered for this player`);
  const store = makeStore({
    auth: { user: renderedUser(answers), accessToken: 'server-render', refreshToken: null, error: null },
    game: { currentEstateId: estate.id },
  });
  store.dispatch(queriesAnswered(answers));
  const markup = await renderWithStore(path, store);
  return pageDocument(frame, signedInHead(page.title), markup, {
    rootAttributes: ` ${RENDERED_ESTATE_ATTRIBUTE}="${estate.id}"`,
    afterRoot: pageDataScript(answers),
  });
}

/** This module as the server uses it (the contract in @vineyard/domain web-pages.ts, which the backend imports too). */
export const renderer: PageRenderer = {
  PRERENDERED_PAGES,
  renderDocument,
  SIGNED_IN_PAGES,
  signedInQueries,
  renderSignedInDocument,
};
