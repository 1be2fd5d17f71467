// First: makes the store and sends the first screen's requests before the app's modules run.
import { earlyStore } from './app/earlyStore';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, storeOfPage } from './app/App';
import { designSystem } from './app/theme';
import { loadMatchedRoutes } from './app/router';
import { pageToHydrate } from './app/startup';

/** A new task: the browser may paint and answer input between two steps of the start-up. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

const hydrate = pageToHydrate(container);
if (hydrate) {
  // A page rendered ahead of the app — a public page at build time (scripts/prerender.mjs), or a
  // player's game screen by the server (prerender/signedIn.ts): its HTML and CSS are already
  // painted. Load the matched routes' code, then take the page over without repainting it. The
  // steps run in tasks of their own (the design system, the store, then hydration in a transition,
  // which React slices), so that no step keeps the page from answering for long.
  const page = hydrate;
  void (async () => {
    await loadMatchedRoutes(window.location);
    await nextTask();
    designSystem();
    await nextTask();
    const store = storeOfPage(page);
    await nextTask();
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <App prerendered={page} store={store} />
        </StrictMode>,
      );
    });
  })();
} else {
  // Not in a transition: the router's first state must not change between this render and its
  // subscription (a sliced render leaves room for the matched routes' code to arrive in between,
  // and the page would stay on the loading fallback).
  createRoot(container).render(
    <StrictMode>
      <App store={earlyStore} />
    </StrictMode>,
  );
}
