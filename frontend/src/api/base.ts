import {
  createApi,
  fetchBaseQuery,
  type BaseQueryApi,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { API_BASE_PATH, REQUEST_TIMEOUT_MS } from '@vineyard/domain';
import { href, paths } from '../app/paths';
import {
  clearSession,
  selectAccessToken,
  selectRefreshToken,
  setSession,
  setTokens,
  type AuthState,
  type AuthUser,
} from '../features/auth/authSlice';
import { currentPath, navigateTo } from '../lib/navigation';

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

type AppBaseQuery = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError>;
type WithAuth = { auth: AuthState };

/** The answer of `POST /auth/refresh`: `{ data: { access_token, refresh_token, token_type, expires_in, user } }`. */
export interface RefreshResponse {
  data: {
    access_token: string;
    refresh_token: string;
    token_type: 'Bearer';
    expires_in: number;
    user?: AuthUser;
  };
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

function withJsonHeaders(headers: Headers): Headers {
  headers.set('Accept', 'application/json');
  if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
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

  const authorized = fetchBaseQuery({
    baseUrl,
    timeout,
    fetchFn,
    prepareHeaders: (headers, { getState }) => {
      const token = selectAccessToken(getState() as WithAuth);
      if (token) headers.set('Authorization', `Bearer ${token}`);
      return withJsonHeaders(headers);
    },
  });

  // The refresh call must not carry the expired access token.
  const anonymous = fetchBaseQuery({ baseUrl, timeout, fetchFn, prepareHeaders: withJsonHeaders });

  let refreshing: Promise<boolean> | null = null;

  async function refreshSession(api: BaseQueryApi): Promise<boolean> {
    const refreshToken = selectRefreshToken(api.getState() as WithAuth);
    if (!refreshToken) return false;
    const result = await anonymous(
      { url: REFRESH_PATH, method: 'POST', body: { refresh_token: refreshToken } },
      api,
      {},
    );
    if (result.error || !isRefreshResponse(result.data)) return false;
    const { access_token, refresh_token, user } = result.data.data;
    api.dispatch(user ? setSession({ access_token, refresh_token, user }) : setTokens({ access_token, refresh_token }));
    return true;
  }

  /** Starts a refresh, or joins the one already running. */
  function refreshOnce(api: BaseQueryApi): Promise<boolean> {
    if (!refreshing) {
      refreshing = refreshSession(api)
        .catch(() => false)
        .finally(() => {
          refreshing = null;
        });
    }
    return refreshing;
  }

  return async (args, api, extraOptions) => {
    const sentWith = selectAccessToken(api.getState() as WithAuth);
    const result = await authorized(args, api, extraOptions);
    if (result.error?.status !== 401 || NO_REAUTH.test(urlOf(args))) return result;

    // Another request refreshed the session while this one was in flight: just retry.
    const latest = selectAccessToken(api.getState() as WithAuth);
    if (sentWith && latest && latest !== sentWith) return authorized(args, api, extraOptions);

    if (await refreshOnce(api)) return authorized(args, api, extraOptions);

    api.dispatch(clearSession());
    onSessionExpired();
    return result;
  };
}

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: createBaseQuery(),
  // Extended in ./index.ts (enhanceEndpoints({ addTagTypes })) and by the generated slice.
  tagTypes: [],
  endpoints: () => ({}),
});
