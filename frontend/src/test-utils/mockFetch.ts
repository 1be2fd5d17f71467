/**
 * A fake API for page tests in jsdom: replaces the global `fetch` that RTK Query's base query
 * calls, records every request and answers from a handler. Restore with `restore()` (or let
 * `afterEach` do it: `useMockApi()`).
 */
export interface RecordedCall {
  method: string;
  /** Path without the origin, e.g. '/api/auth/login'. */
  path: string;
  /** The query string's parameters. */
  query: URLSearchParams;
  /** The request headers. */
  headers: Headers;
  body: unknown;
  authorization: string | null;
  /** Whether cookies go along ('same-origin', 'include') or not ('omit'). */
  credentials: string | undefined;
}

export interface MockAnswer {
  status: number;
  body?: unknown;
}

/** `'network'` makes the request fail before reaching a server (offline). */
export type MockHandler = (call: RecordedCall) => MockAnswer | 'network' | Promise<MockAnswer | 'network'>;

interface RequestLike {
  url: string;
  method: string;
  headers: Headers;
  credentials?: string;
  text: () => Promise<string>;
}

function fakeResponse(status: number, body: unknown) {
  const text = body === undefined ? '' : JSON.stringify(body);
  const response = {
    status,
    ok: status >= 200 && status < 300,
    statusText: String(status),
    headers: new Headers({ 'content-type': 'application/json' }),
    text: async () => text,
    json: async () => (text ? JSON.parse(text) : null),
    clone: () => fakeResponse(status, body),
  };
  return response;
}

/** Installs the fake API; every request goes to `handler`. */
export function mockApi(handler: MockHandler) {
  const calls: RecordedCall[] = [];
  const original = globalThis.fetch;
  const fetchMock = jest.fn(async (input: RequestLike) => {
    const text = await input.text();
    const call: RecordedCall = {
      method: input.method,
      path: new URL(input.url).pathname,
      query: new URL(input.url).searchParams,
      headers: input.headers,
      body: text ? JSON.parse(text) : undefined,
      authorization: input.headers.get('authorization'),
      credentials: input.credentials,
    };
    calls.push(call);
    const answer = await handler(call);
    if (answer === 'network') throw new TypeError('Failed to fetch');
    return fakeResponse(answer.status, answer.body);
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return {
    calls,
    fetchMock,
    /** Calls to one path (method optional: 'POST /api/auth/login'). */
    callsTo: (route: string) =>
      calls.filter((call) => (route.includes(' ') ? `${call.method} ${call.path}` === route : call.path === route)),
    restore: () => {
      globalThis.fetch = original;
    },
  };
}

/** The API's error body. */
export function errorBody(statusCode: number, message: string, errors?: { field: string; message: string }[]) {
  const error = {
    400: 'Bad Request',
    401: 'Unauthorized',
    403: 'Forbidden',
    409: 'Conflict',
    429: 'Too Many Requests',
  };
  return {
    statusCode,
    error: error[statusCode as keyof typeof error] ?? 'Error',
    message,
    ...(errors ? { errors } : {}),
  };
}
