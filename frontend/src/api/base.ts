import {
  createApi,
  fetchBaseQuery,
  type BaseQueryApi,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { API_BASE_PATH, MESSAGES, REQUEST_TIMEOUT_MS } from '@vineyard/domain';
import { href, paths } from '../config/paths';
import {
  clearSession,
  selectAccessToken,
  selectRefreshToken,
  setSession,
  setTokens,
  storedTokens,
  type AuthState,
} from '../lib/session/authSlice';
import { currentPath, navigateTo } from '../lib/navigation';
import { toApiQueryError, type ApiQueryError } from './errors';
import type { SessionDto } from './generated';

/**
 * The empty RTK Query api. Endpoints are generated from openapi.yaml into `./generated.ts`
 * (`npm run codegen`); `./index.ts` adds cache tags. Components import hooks from `./index.ts`.
 */

export const REFRESH_PATH = '/auth/refresh';

/**
 * Calls whose 401 means "wrong credentials / bad token in the body", not "session expired":
 * they never trigger a refresh or the redirect to the sign-in page.
 */
const NO_REAUTH =
  /^\/?auth\/(login|register|refresh|logout|forgot-password|reset-password|verify-email|resend-verification)(?=$|[/?#])/;

/**
 * The profile fetch (`GET /auth/me`, run by the navigation guard on every page): when its session
 * cannot be refreshed the session is cleared (spec §4) but the browser stays where it is, so a
 * visitor with a stale token on a public page simply becomes a guest. Pages that need sign-in
 * are then left by the guard, which sends the visitor to sign-in with the redirect.
 */
const CLEAR_WITHOUT_REDIRECT = /^\/?auth\/me(?=$|[?#])/;

/** Failures reach the hooks narrowed to `ApiQueryError` (./errors.ts). */
type AppBaseQuery = BaseQueryFn<string | FetchArgs, unknown, ApiQueryError>;
type RawResult = Awaited<ReturnType<ReturnType<typeof fetchBaseQuery>>>;

function narrowed(result: RawResult): { data: unknown; error?: undefined } | { error: ApiQueryError } {
  return result.error ? { ...result, error: toApiQueryError(result.error) } : { ...result, data: result.data };
}
type WithAuth = { auth: AuthState };

/** The answer of `POST /auth/refresh`: `{ data: { access_token, refresh_token, token_type, expires_in, user } }`. */
export interface RefreshResponse {
  data: Omit<SessionDto, 'user'> & { user?: SessionDto['user'] };
}

function isRefreshResponse(value: unknown): value is RefreshResponse {
  if (typeof value !== 'object' || value === null) return false;
  const data = (value as { data?: unknown }).data;
  if (typeof data !== 'object' || data === null) return false;
  const { access_token, refresh_token } = data as Record<string, unknown>;
  return (
    typeof access_token === 'string' && access_token !== '' && typeof refresh_token === 'string' && refresh_token !== ''
  );
}

function urlOf(args: string | FetchArgs): string {
  return typeof args === 'string' ? args : args.url;
}

/**
 * The generated endpoints carry the full OpenAPI path (`/api/auth/login`) while the base URL
 * already ends in the API base path: drop the prefix once so both spellings reach `/api/…`.
 */
export function withoutApiPrefix(url: string): string {
  const prefix = `${API_BASE_PATH}/`;
  return url.startsWith(prefix) ? url.slice(API_BASE_PATH.length) : url;
}

function normalizeArgs(args: string | FetchArgs): string | FetchArgs {
  return typeof args === 'string' ? withoutApiPrefix(args) : { ...args, url: withoutApiPrefix(args.url) };
}

/**
 * JSON accept header always; a JSON content type only on requests with a body (the server rejects
 * a bodiless DELETE that announces 'application/json': "Body cannot be empty…").
 */
function withJsonHeaders(headers: Headers, { arg }: { arg?: string | FetchArgs } = {}): Headers {
  headers.set('Accept', 'application/json');
  const hasBody = typeof arg === 'object' && arg.body !== undefined && arg.body !== null;
  if (hasBody && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  return headers;
}

/** Sends the browser to the sign-in page, remembering where the player was. */
export function redirectToSignIn(): void {
  const here = currentPath();
  if (here.startsWith(paths.auth.login)) return;
  navigateTo(href.login(here), { replace: true });
}

export interface BaseQueryOptions {
  baseUrl?: string;
  timeout?: number;
  /** Injected in tests; defaults to the global fetch at call time. */
  fetchFn?: typeof fetch;
  /** What happens once the session is gone for good (default: go to the sign-in page). */
  onSessionExpired?: () => void;
}

/**
 * fetchBaseQuery with the API's conventions: base path '/api', 30 s time-out, JSON headers and the
 * Bearer token of the current session. On a 401 it refreshes the session (one refresh at a time:
 * concurrent requests wait for the same promise), stores the new token pair and retries the
 * request once. When no refresh is possible it clears the session and redirects to sign-in.
 */
export function createBaseQuery(options: BaseQueryOptions = {}): AppBaseQuery {
  const {
    baseUrl = API_BASE_PATH,
    timeout = REQUEST_TIMEOUT_MS,
    fetchFn,
    onSessionExpired = redirectToSignIn,
  } = options;

  // same-origin requests carry the page-session cookie: the API reads it only to sign out
  // (POST /auth/logout ends the session it names even when the access token has expired)
  const credentials = 'same-origin';
  const authorized = fetchBaseQuery({
    baseUrl,
    timeout,
    fetchFn,
    credentials,
    prepareHeaders: (headers, api) => {
      const token = selectAccessToken(api.getState() as WithAuth);
      if (token) headers.set('Authorization', `Bearer ${token}`);
      return withJsonHeaders(headers, api);
    },
  });

  // The refresh call must not carry the expired access token.
  const anonymous = fetchBaseQuery({ baseUrl, timeout, fetchFn, credentials, prepareHeaders: withJsonHeaders });

  let refreshing: Promise<boolean> | null = null;

  /** Takes the pair another tab stored if it replaced the refresh token this tab holds. */
  function adoptNewerPair(api: BaseQueryApi, held: string): boolean {
    const stored = storedTokens();
    if (!stored || stored.refresh_token === held) return false;
    api.dispatch(setTokens(stored));
    return true;
  }

  /** `held` is the refresh token this tab had when its request failed. */
  async function refreshSession(api: BaseQueryApi, held: string | null): Promise<boolean> {
    const refreshToken = selectRefreshToken(api.getState() as WithAuth);
    if (!refreshToken || !held) return false;
    // The pair changed while this tab waited for the lock (another tab's refresh reached it).
    if (refreshToken !== held) return true;
    // Another tab rotated the token while this one waited for the lock: use its pair.
    if (adoptNewerPair(api, refreshToken)) return true;
    const result = await anonymous(
      { url: REFRESH_PATH, method: 'POST', body: { refresh_token: refreshToken } },
      api,
      {},
    );
    // Without Web Locks two tabs can still race; the loser is refused (not signed out) by the
    // server's grace for the immediate duplicate, and finds the winner's pair in storage.
    if (result.error || !isRefreshResponse(result.data)) {
      if (!isSuperseded(result.error)) return adoptNewerPair(api, refreshToken);
      for (const deadline = Date.now() + SUPERSEDED_WAIT_MS; Date.now() < deadline;) {
        if (adoptNewerPair(api, refreshToken)) return true;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return false;
    }
    const { access_token, refresh_token, user } = result.data.data;
    api.dispatch(user ? setSession({ access_token, refresh_token, user }) : setTokens({ access_token, refresh_token }));
    return true;
  }

  /** Starts a refresh, or joins the one already running (in this tab, and across tabs). */
  function refreshOnce(api: BaseQueryApi): Promise<boolean> {
    if (!refreshing) {
      const held = selectRefreshToken(api.getState() as WithAuth);
      refreshing = oneTabAtATime(() => refreshSession(api, held))
        .catch(() => false)
        .finally(() => {
          refreshing = null;
        });
    }
    return refreshing;
  }

  return async (rawArgs, api, extraOptions) => narrowed(await withRefresh(rawArgs, api, extraOptions));

  async function withRefresh(rawArgs: string | FetchArgs, api: BaseQueryApi, extraOptions: object): Promise<RawResult> {
    const args = normalizeArgs(rawArgs);
    const sentWith = selectAccessToken(api.getState() as WithAuth);
    const result = await authorized(args, api, extraOptions);
    if (result.error?.status !== 401 || NO_REAUTH.test(urlOf(args))) return result;

    // Another request refreshed the session while this one was in flight: just retry.
    const latest = selectAccessToken(api.getState() as WithAuth);
    if (sentWith && latest && latest !== sentWith) return authorized(args, api, extraOptions);

    if (await refreshOnce(api)) return authorized(args, api, extraOptions);

    api.dispatch(clearSession());
    if (!CLEAR_WITHOUT_REDIRECT.test(urlOf(args))) onSessionExpired();
    return result;
  }
}

const REFRESH_LOCK = 'vineyard-valley:session-refresh';
/** How long a tab refused as the duplicate waits for the winning tab's pair to reach storage. */
const SUPERSEDED_WAIT_MS = 3000;

function isSuperseded(error: FetchBaseQueryError | undefined): boolean {
  const narrowedError = error && toApiQueryError(error);
  return narrowedError?.status === 401 && narrowedError.data?.message === MESSAGES.auth.refreshTokenSuperseded;
}

/**
 * Runs the refresh under a browser-wide Web Lock, so two tabs whose access tokens expired together
 * do not both present the same single-use refresh token (the server would see reuse and end the
 * session). Where Web Locks are missing the refresh runs unguarded (see refreshSession).
 */
function oneTabAtATime<T>(fn: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? locks.request(REFRESH_LOCK, fn) : fn();
}

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: createBaseQuery(),
  // Extended in ./index.ts (enhanceEndpoints({ addTagTypes })) and by the generated slice.
  tagTypes: [],
  endpoints: () => ({}),
});
