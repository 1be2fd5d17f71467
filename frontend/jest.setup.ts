import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { deserialize, serialize } from 'node:v8';

/*
 * Browser APIs that jsdom does not implement but React Router, Chakra (Ark/Zag) and RTK Query
 * touch. Tests that exercise real HTTP run in the node environment instead
 * (`@jest-environment node` docblock), which has fetch.
 */
const g = globalThis as unknown as Record<string, unknown>;

if (typeof g.TextEncoder === 'undefined') g.TextEncoder = TextEncoder;
if (typeof g.TextDecoder === 'undefined') g.TextDecoder = TextDecoder;
if (typeof g.structuredClone === 'undefined') {
  g.structuredClone = <T>(value: T): T => deserialize(serialize(value)) as T;
}

if (typeof window !== 'undefined') {
  class NoopObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  const w = window as unknown as Record<string, unknown>;
  if (typeof w.ResizeObserver === 'undefined') w.ResizeObserver = NoopObserver;
  if (typeof w.IntersectionObserver === 'undefined') w.IntersectionObserver = NoopObserver;
  if (typeof window.matchMedia === 'undefined') {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  // jsdom logs "Not implemented" for these.
  window.scrollTo = (() => {}) as typeof window.scrollTo;
  Element.prototype.scrollIntoView = function scrollIntoView() {};
  Element.prototype.scrollTo = function scrollTo() {} as typeof Element.prototype.scrollTo;
  if (typeof g.Request === 'undefined') {
    // React Router's data router wraps every navigation in a Request (url, method, signal).
    // RTK Query's fetchBaseQuery builds one too (with a string body) and hands it to `fetch`,
    // which unit tests replace (see src/test-utils/mockFetch.ts).
    class RequestShim {
      readonly url: string;
      readonly method: string;
      readonly headers: Headers;
      readonly signal: AbortSignal;
      readonly body: string | null;
      /** Whether cookies go along: the Fetch standard's default, 'same-origin', unless given. */
      readonly credentials: RequestCredentials;
      constructor(input: string | URL | RequestShim, init: RequestInit = {}) {
        this.url = input instanceof RequestShim ? input.url : new URL(String(input), window.location.href).href;
        this.method = (init.method ?? (input instanceof RequestShim ? input.method : 'GET')).toUpperCase();
        this.headers = new Headers(init.headers ?? (input instanceof RequestShim ? input.headers : undefined));
        this.signal = init.signal ?? new AbortController().signal;
        const body = init.body ?? (input instanceof RequestShim ? input.body : null);
        this.body = typeof body === 'string' ? body : null;
        this.credentials = init.credentials ?? (input instanceof RequestShim ? input.credentials : 'same-origin');
      }
      clone() {
        return new RequestShim(this, {
          method: this.method,
          headers: this.headers,
          signal: this.signal,
          body: this.body,
          credentials: this.credentials,
        });
      }
      async text() {
        return this.body ?? '';
      }
    }
    g.Request = RequestShim;
  }
  if (typeof g.fetch === 'undefined') {
    // Unit tests must not reach a network; RTK Query only needs the symbol to exist.
    g.fetch = () => Promise.reject(new TypeError('fetch is not available in jsdom unit tests'));
  }
}

// `import.meta.env` does not exist under CommonJS: the one module reading it gets test values.
jest.mock('./src/config/env', () => {
  const { communityLink } = jest.requireActual('./src/config/community');
  return {
    env: {
      community: communityLink('https://community.example.test/invite'),
      isDevelopment: false,
    },
  };
});
