import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * helmet's headers, computed once. @fastify/helmet rebuilds helmet (and re-parses the CSP) on
 * every request, which cost about 4% of an authenticated read; the headers never vary per request
 * here (no CSP nonces, no per-route options).
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let finished = false;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error(String(error));
    finished = true;
  });
  if (!finished) throw new Error('helmet did not finish synchronously');
  return headers;
}

/**
 * The headers of the API's own answers (JSON and the metrics text), after OWASP's REST Security
 * Cheat Sheet: no content may load or frame (`default-src 'none'; frame-ancestors 'none'`), no
 * MIME sniffing, no framing, no cross-origin reads (CORP), no referrer, HSTS in production. The
 * document headers (`securityHeaders`: the pages' CSP, COOP, Origin-Agent-Cluster, X-XSS-Protection,
 * …) only act on documents a browser renders; on a JSON answer they were ~450 bytes a response
 * that the server wrote and every client parsed (issue 20 item 11). And `Cache-Control: no-store`:
 * API answers carry personal data and tokens, never stored by a browser or a shared cache unless
 * the route sets its own Cache-Control (which replaces this one).
 */
export function apiSecurityHeaders(hstsMaxAge: number | null): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'cache-control': 'no-store',
    ...(hstsMaxAge === null ? {} : { 'strict-transport-security': `max-age=${hstsMaxAge}; includeSubDomains` }),
  };
}

/**
 * Whether a path is answered by the API (`/api`, `/api/…`, `/api?…`) rather than as a document:
 * Swagger UI (`/api/docs…`) is a page and keeps the document headers.
 */
export function isApiPath(url: string): boolean {
  if (!url.startsWith('/api')) return false;
  const next = url.charCodeAt(4);
  if (!(Number.isNaN(next) || next === 47 /* / */ || next === 63) /* ? */) return false;
  return !url.startsWith('/api/docs');
}
