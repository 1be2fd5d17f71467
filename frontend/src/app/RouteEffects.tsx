import { pageTitle, PRODUCT_NAME } from '@vineyard/domain';
import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useMatches } from 'react-router-dom';
import { isRouteHandle } from './guard/routeHandle';

/** The title of the deepest matched route that has one. */
export function routeTitle(matches: readonly { handle?: unknown; route?: { handle?: unknown } }[]): string | undefined {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const match = matches[index];
    const handle = 'route' in match && match.route ? match.route.handle : match.handle;
    if (isRouteHandle(handle) && handle.title) return handle.title;
  }
  return undefined;
}

/** '{title} | Vineyard Valley', or the product name alone. */
export function documentTitle(title: string | undefined): string {
  return title ? pageTitle(title) : PRODUCT_NAME;
}

/**
 * Document title and scroll-to-top on every navigation. (The browser router also sets the title
 * the moment a navigation commits, see router.tsx, so it changes together with the URL.)
 */
export function RouteEffects() {
  const title = routeTitle(useMatches());
  const { pathname, search } = useLocation();

  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);

  useLayoutEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, search]);

  return null;
}
