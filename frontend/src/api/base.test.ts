/**
 * @jest-environment node
 */
import { configureStore } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query';
import { authReducer, clearSession, setSession } from '../lib/session/authSlice';
import { MESSAGES } from '@vineyard/domain';
import { testUser } from '../test-utils/fixtures';
import { createBaseQuery, REFRESH_PATH } from './base';

const user = testUser();

interface Call {
  url: string;
  method: string;
  authorization: string | null;
  body: unknown;
}

/** A fake server: answers by path, records every request. */
function fakeServer(
  handler: (
    call: Call,
    calls: Call[],
  ) => { status: number; body?: unknown } | Promise<{ status: number; body?: unknown }>,
) {
  const calls: Call[] = [];
  const fetchFn = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const text = await request.text();
    const call: Call = {
      url: new URL(request.url).pathname,
      method: request.method,
      authorization: request.headers.get('authorization'),
      body: text ? JSON.parse(text) : undefined,
    };
    calls.push(call);
    const { status, body } = await handler(call, calls);
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return { calls, fetchFn };
}

function setup(fetchFn: typeof fetch, onSessionExpired = jest.fn()) {
  const api = createApi({
    reducerPath: 'api',
    baseQuery: createBaseQuery({ baseUrl: 'http://game.test/api', fetchFn, onSessionExpired }),
    endpoints: (build) => ({
      estates: build.query<unknown, void>({ query: () => '/estates' }),
      plots: build.query<unknown, void>({ query: () => '/plots' }),
      login: build.mutation<unknown, { identifier: string; password: string }>({
        query: (body) => ({ url: '/auth/login', method: 'POST', body }),
      }),
      // Spelled like the generated slice: the full OpenAPI path.
      generatedLogin: build.mutation<unknown, { identifier: string; password: string }>({
        query: (body) => ({ url: '/api/auth/login', method: 'POST', body }),
      }),
      me: build.query<unknown, void>({ query: () => ({ url: '/api/auth/me' }) }),
      logout: build.mutation<unknown, { refresh_token?: string }>({
        query: (body) => ({ url: '/api/auth/logout', method: 'POST', body }),
      }),
    }),
  });
  const store = configureStore({
    reducer: { auth: authReducer, [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  store.dispatch(setSession({ access_token: 'old-access', refresh_token: 'old-refresh', user }));
  return { api, store, onSessionExpired };
}

const refreshed = {
  data: { access_token: 'new-access', refresh_token: 'new-refresh', token_type: 'Bearer', expires_in: 900, user },
};

describe('base query', () => {
  it('sends JSON headers and the Bearer token under /api', async () => {
    const server = fakeServer(() => ({ status: 200, body: { data: { estates: [] } } }));
    const { api, store } = setup(server.fetchFn as unknown as typeof fetch);
    const result = await store.dispatch(api.endpoints.estates.initiate());
    expect(result.data).toEqual({ data: { estates: [] } });
    expect(server.calls).toEqual([
      { url: '/api/estates', method: 'GET', authorization: 'Bearer old-access', body: undefined },
    ]);
    const [input] = server.fetchFn.mock.calls[0];
    const request = input as Request;
    expect(request.headers.get('accept')).toBe('application/json');
    // No body, no content type: the server rejects a bodiless DELETE announcing JSON.
    expect(request.headers.get('content-type')).toBeNull();
  });

  it('on a 401 refreshes once, stores the new pair and retries the request', async () => {
    const server = fakeServer((call) => {
      if (call.url === `/api${REFRESH_PATH}`) return { status: 200, body: refreshed };
      return call.authorization === 'Bearer new-access'
        ? { status: 200, body: { data: { estates: ['e1'] } } }
        : { status: 401, body: { statusCode: 401, error: 'Unauthorized', message: 'Token expired' } };
    });
    const { api, store, onSessionExpired } = setup(server.fetchFn as unknown as typeof fetch);

    const result = await store.dispatch(api.endpoints.estates.initiate());

    expect(result.data).toEqual({ data: { estates: ['e1'] } });
    expect(server.calls.map((call) => `${call.method} ${call.url} ${call.authorization}`)).toEqual([
      'GET /api/estates Bearer old-access',
      'POST /api/auth/refresh null',
      'GET /api/estates Bearer new-access',
    ]);
    expect(server.calls[1].body).toEqual({ refresh_token: 'old-refresh' });
    expect(store.getState().auth).toMatchObject({ accessToken: 'new-access', refreshToken: 'new-refresh', user });
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('runs a single refresh for concurrent 401s', async () => {
    let releaseRefresh: () => void = () => {};
    const refreshGate = new Promise<void>((resolve) => (releaseRefresh = resolve));
    const server = fakeServer(async (call) => {
      if (call.url === `/api${REFRESH_PATH}`) {
        await refreshGate;
        return { status: 200, body: refreshed };
      }
      return call.authorization === 'Bearer new-access'
        ? { status: 200, body: { data: { ok: call.url } } }
        : { status: 401, body: { statusCode: 401, error: 'Unauthorized', message: 'Token expired' } };
    });
    const { api, store } = setup(server.fetchFn as unknown as typeof fetch);

    const estates = store.dispatch(api.endpoints.estates.initiate());
    const plots = store.dispatch(api.endpoints.plots.initiate());
    // both requests were refused with the old token and the one refresh is under way (polled: a
    // test in the node environment has no waitFor)
    const sent = () => server.calls.map((call) => call.url).sort();
    for (const deadline = Date.now() + 5000; sent().length < 3 && Date.now() < deadline;)
      await new Promise((resolve) => setTimeout(resolve, 5));
    expect(sent()).toEqual([`/api${REFRESH_PATH}`, '/api/estates', '/api/plots']);
    releaseRefresh();
    const [a, b] = await Promise.all([estates, plots]);

    expect(a.data).toEqual({ data: { ok: '/api/estates' } });
    expect(b.data).toEqual({ data: { ok: '/api/plots' } });
    expect(server.calls.filter((call) => call.url === `/api${REFRESH_PATH}`)).toHaveLength(1);
  });

  it('retries only once: a second 401 is handed to the caller', async () => {
    const server = fakeServer((call) =>
      call.url === `/api${REFRESH_PATH}`
        ? { status: 200, body: refreshed }
        : { status: 401, body: { statusCode: 401, error: 'Unauthorized', message: 'Nope' } },
    );
    const { api, store } = setup(server.fetchFn as unknown as typeof fetch);
    const result = await store.dispatch(api.endpoints.estates.initiate());
    expect(result.error).toMatchObject({ status: 401 });
    expect(server.calls).toHaveLength(3);
  });

  it('clears the session and hands over to sign-in when the refresh fails', async () => {
    const server = fakeServer((call) =>
      call.url === `/api${REFRESH_PATH}`
        ? { status: 401, body: { statusCode: 401, error: 'Unauthorized', message: 'Refresh token expired' } }
        : { status: 401, body: { statusCode: 401, error: 'Unauthorized', message: 'Token expired' } },
    );
    const { api, store, onSessionExpired } = setup(server.fetchFn as unknown as typeof fetch);
    const result = await store.dispatch(api.endpoints.estates.initiate());
    expect(result.error).toMatchObject({ status: 401 });
    expect(store.getState().auth).toMatchObject({ accessToken: null, refreshToken: null, user: null });
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  describe('with another tab of the same browser', () => {
    const stored = new Map<string, string>();
    const localStorage = {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
      removeItem: (key: string) => void stored.delete(key),
    };
    beforeEach(() => {
      stored.clear();
      (globalThis as { window?: unknown }).window = { localStorage };
    });
    afterEach(() => {
      delete (globalThis as { window?: unknown }).window;
    });

    it('uses the pair another tab already stored instead of presenting the old refresh token', async () => {
      stored.set('access_token', 'other-tab-access').set('refresh_token', 'other-tab-refresh');
      const server = fakeServer((call) =>
        call.authorization === 'Bearer other-tab-access' ? { status: 200, body: { data: {} } } : { status: 401 },
      );
      const { api, store } = setup(server.fetchFn as unknown as typeof fetch);
      const result = await store.dispatch(api.endpoints.estates.initiate());
      expect(result.data).toEqual({ data: {} });
      expect(server.calls.map((c) => c.url)).toEqual(['/api/estates', '/api/estates']);
      expect(store.getState().auth).toMatchObject({
        accessToken: 'other-tab-access',
        refreshToken: 'other-tab-refresh',
      });
    });

    it("refused as the duplicate of another tab's refresh, waits for that tab's pair and keeps the session", async () => {
      const server = fakeServer((call) => {
        if (call.url === `/api${REFRESH_PATH}`) {
          // the other tab's answer reaches storage a moment after this tab is refused
          setTimeout(
            () => stored.set('access_token', 'other-tab-access').set('refresh_token', 'other-tab-refresh'),
            300,
          );
          return {
            status: 401,
            body: { statusCode: 401, error: 'Unauthorized', message: MESSAGES.auth.refreshTokenSuperseded },
          };
        }
        return call.authorization === 'Bearer other-tab-access' ? { status: 200, body: { data: {} } } : { status: 401 };
      });
      const { api, store, onSessionExpired } = setup(server.fetchFn as unknown as typeof fetch);
      const result = await store.dispatch(api.endpoints.estates.initiate());
      expect(result.data).toEqual({ data: {} });
      expect(store.getState().auth).toMatchObject({
        accessToken: 'other-tab-access',
        refreshToken: 'other-tab-refresh',
      });
      expect(onSessionExpired).not.toHaveBeenCalled();
    });
  });

  it('treats a malformed refresh answer as a failed refresh', async () => {
    const server = fakeServer((call) =>
      call.url === `/api${REFRESH_PATH}` ? { status: 200, body: { data: { token: 'x' } } } : { status: 401, body: {} },
    );
    const { api, store, onSessionExpired } = setup(server.fetchFn as unknown as typeof fetch);
    await store.dispatch(api.endpoints.estates.initiate());
    expect(store.getState().auth.accessToken).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('hands failures on narrowed: the error body with its code and field errors, or null when the answer is no error body', async () => {
    const body = {
      statusCode: 409,
      error: 'Conflict',
      message: 'The listing has expired',
      code: 'LISTING_EXPIRED',
      errors: [{ field: 'price', message: 'Too low' }],
    };
    const server = fakeServer((call) =>
      call.url === '/api/estates' ? { status: 409, body } : { status: 502, body: { upstream: 'down' } },
    );
    const { api, store } = setup(server.fetchFn as unknown as typeof fetch);
    const conflict = await store.dispatch(api.endpoints.estates.initiate());
    expect(conflict.error).toEqual({ status: 409, data: body });
    const proxy = await store.dispatch(api.endpoints.plots.initiate());
    expect(proxy.error).toEqual({ status: 502, data: null });
  });

  it('never refreshes or redirects for a 401 from sign-in (wrong credentials)', async () => {
    const server = fakeServer(() => ({
      status: 401,
      body: { statusCode: 401, error: 'Unauthorized', message: 'Invalid credentials' },
    }));
    const { api, store, onSessionExpired } = setup(server.fetchFn as unknown as typeof fetch);
    const result = await store.dispatch(api.endpoints.login.initiate({ identifier: 'a', password: 'b' }));
    expect(result.error).toMatchObject({ status: 401, data: { message: 'Invalid credentials' } });
    expect(server.calls).toHaveLength(1);
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(store.getState().auth.accessToken).toBe('old-access');
  });

  it('reports a time-out as TIMEOUT_ERROR', async () => {
    const fetchFn = jest.fn(
      (_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          const signal = (_input instanceof Request ? _input.signal : init?.signal) as AbortSignal;
          signal.addEventListener('abort', () => reject(signal.reason));
        }),
    );
    const api = createApi({
      reducerPath: 'api',
      baseQuery: createBaseQuery({
        baseUrl: 'http://game.test/api',
        fetchFn: fetchFn as unknown as typeof fetch,
        timeout: 20,
      }),
      endpoints: (build) => ({ estates: build.query<unknown, void>({ query: () => '/estates' }) }),
    });
    const store = configureStore({
      reducer: { auth: authReducer, [api.reducerPath]: api.reducer },
      middleware: (getDefault) => getDefault().concat(api.middleware),
    });
    const result = await store.dispatch(api.endpoints.estates.initiate());
    expect(result.error).toMatchObject({ status: 'TIMEOUT_ERROR' });
  });

  it('reaches /api once for the generated paths that already start with /api', async () => {
    const server = fakeServer(() => ({ status: 401, body: { statusCode: 401, error: 'Unauthorized', message: 'x' } }));
    const { api, store, onSessionExpired } = setup(server.fetchFn as unknown as typeof fetch);
    await store.dispatch(api.endpoints.generatedLogin.initiate({ identifier: 'a', password: 'b' }));
    // The credential call keeps its 401: no refresh, no redirect.
    expect(server.calls.map((call) => `${call.method} ${call.url}`)).toEqual(['POST /api/auth/login']);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('clears the session without leaving the page when the profile fetch cannot be refreshed', async () => {
    const server = fakeServer(() => ({ status: 401, body: { statusCode: 401, error: 'Unauthorized', message: 'x' } }));
    const { api, store, onSessionExpired } = setup(server.fetchFn as unknown as typeof fetch);
    const result = await store.dispatch(api.endpoints.me.initiate());
    expect(result.error).toMatchObject({ status: 401 });
    expect(server.calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'GET /api/auth/me',
      'POST /api/auth/refresh',
    ]);
    expect(store.getState().auth).toMatchObject({ accessToken: null, refreshToken: null, user: null });
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('sends the Bearer token of a logout even when the session is cleared right after the call starts', async () => {
    const server = fakeServer(() => ({ status: 200, body: { data: {} } }));
    const { api, store } = setup(server.fetchFn as unknown as typeof fetch);
    const pending = store.dispatch(api.endpoints.logout.initiate({ refresh_token: 'old-refresh' }));
    store.dispatch(clearSession());
    await pending;
    expect(server.calls).toEqual([
      {
        url: '/api/auth/logout',
        method: 'POST',
        authorization: 'Bearer old-access',
        body: { refresh_token: 'old-refresh' },
      },
    ]);
  });
});
