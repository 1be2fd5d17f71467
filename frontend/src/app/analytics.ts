import { ANALYTICS_OUTBOUND_DELAY_MS } from '@vineyard/domain';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { api } from '../api';
import { useAppDispatch } from '../lib/store/hooks';
import { env } from '../config/env';
import type {} from '../prerender/boot';

type AnalyticsEvent = { type: 'pageview' | 'outbound'; path: string; referrer?: string };

/** False when the browser asks not to be tracked (Do Not Track or Global Privacy Control). */
export function trackingAllowed(nav: Navigator | undefined = globalThis.navigator): boolean {
  if (!nav) return false;
  const n = nav as Navigator & { globalPrivacyControl?: boolean; msDoNotTrack?: string };
  const w = globalThis as unknown as { doNotTrack?: string };
  return !(n.doNotTrack === '1' || n.msDoNotTrack === '1' || w.doNotTrack === '1' || n.globalPrivacyControl === true);
}

/** The absolute address of an outbound link (another site), or null for in-app links. */
export function outboundHref(anchor: HTMLAnchorElement, origin = window.location.origin): string | null {
  try {
    const url = new URL(anchor.href, origin);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.origin === origin ? null : url.href;
  } catch {
    return null;
  }
}

/**
 * First-party, cookie-less analytics: a page view per route change and an event per click on a
 * link to another site. A same-tab outbound navigation waits up to 150 ms for its event; links
 * opening a new tab are not delayed. Nothing is sent under Do Not Track.
 */
export function useAnalytics(): void {
  const dispatch = useAppDispatch();
  const location = useLocation();
  const first = useRef(true);

  useEffect(() => {
    if (!env.analytics || !trackingAllowed()) return;
    const isFirst = first.current;
    first.current = false;
    // a prerendered page's boot script has already recorded its first view (src/prerender/boot.ts)
    if (isFirst && window.__vvBoot?.pageview === location.pathname) return;
    const referrer = isFirst && document.referrer ? document.referrer : undefined;
    const event: AnalyticsEvent = { type: 'pageview', path: location.pathname, ...(referrer ? { referrer } : {}) };
    void dispatch(api.endpoints.recordAnalyticsEvent.initiate({ analyticsEventDto: event }));
  }, [dispatch, location.pathname]);

  useEffect(() => {
    if (!env.analytics || !trackingAllowed()) return undefined;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!anchor) return;
      const target = outboundHref(anchor);
      if (!target) return;
      const sent = dispatch(
        api.endpoints.recordAnalyticsEvent.initiate({ analyticsEventDto: { type: 'outbound', path: target } }),
      );
      const newTab = anchor.target === '_blank' || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
      if (newTab) return;
      event.preventDefault();
      const timeout = new Promise((resolve) => setTimeout(resolve, ANALYTICS_OUTBOUND_DELAY_MS));
      void Promise.race([sent.unwrap().catch(() => undefined), timeout]).then(() => window.location.assign(target));
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [dispatch]);
}
