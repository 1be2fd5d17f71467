import { createSlice, type Middleware, type PayloadAction } from '@reduxjs/toolkit';
import { STORAGE_KEYS } from '@vineyard/domain';
import type { SessionDto, UserDto } from '../../api';
import { readStorage, writeStorage } from '../storage';

/** A session as the API hands it out (`POST /auth/login`, `GET /auth/verify-email/{token}`). */
export type SessionPayload = Pick<SessionDto, 'access_token' | 'refresh_token' | 'user'>;

export interface TokenPair {
  access_token: string;
  refresh_token: string;
}

export interface AuthState {
  user: UserDto | null;
  accessToken: string | null;
  refreshToken: string | null;
  /** The sign-in form's failure, kept while the player stays on the page. */
  error: string | null;
}

/** Initial state: tokens come back from localStorage, everything else starts empty. */
export function loadAuthState(): AuthState {
  return {
    user: null,
    accessToken: readStorage(STORAGE_KEYS.accessToken),
    refreshToken: readStorage(STORAGE_KEYS.refreshToken),
    error: null,
  };
}

const authSlice = createSlice({
  name: 'auth',
  initialState: loadAuthState,
  reducers: {
    setSession(state, action: PayloadAction<SessionPayload>) {
      state.accessToken = action.payload.access_token;
      state.refreshToken = action.payload.refresh_token;
      state.user = action.payload.user;
      state.error = null;
    },
    setTokens(state, action: PayloadAction<TokenPair>) {
      state.accessToken = action.payload.access_token;
      state.refreshToken = action.payload.refresh_token;
    },
    setUser(state, action: PayloadAction<UserDto | null>) {
      state.user = action.payload;
    },
    /** Sign-out, a failed refresh or a 401 on the profile: tokens, user and the error go. */
    clearSession(state) {
      state.user = null;
      state.accessToken = null;
      state.refreshToken = null;
      state.error = null;
    },
    setAuthError(state, action: PayloadAction<string | null>) {
      state.error = action.payload;
    },
    clearAuthMessages(state) {
      state.error = null;
    },
  },
});

export const { setSession, setTokens, setUser, clearSession, setAuthError, clearAuthMessages } = authSlice.actions;

export const authReducer = authSlice.reducer;

type WithAuth = { auth: AuthState };

export const selectAuth = (state: WithAuth) => state.auth;
/** Signed in means: an access token exists (the spec's definition). */
export const selectIsAuthenticated = (state: WithAuth) => Boolean(state.auth.accessToken);
export const selectCurrentUser = (state: WithAuth) => state.auth.user;
export const selectAccessToken = (state: WithAuth) => state.auth.accessToken;
export const selectRefreshToken = (state: WithAuth) => state.auth.refreshToken;

/**
 * Mirrors the token pair into localStorage (keys `access_token` / `refresh_token`) whenever an
 * action changes it, so the reducers stay pure and a reload restores the session.
 */
export const authStorageMiddleware: Middleware<object, WithAuth> = (api) => (next) => (action) => {
  const before = api.getState().auth;
  const result = next(action);
  const after = api.getState().auth;
  if (before.accessToken !== after.accessToken) writeStorage(STORAGE_KEYS.accessToken, after.accessToken);
  if (before.refreshToken !== after.refreshToken) writeStorage(STORAGE_KEYS.refreshToken, after.refreshToken);
  return result;
};

/** The token pair another tab left in localStorage (null when it signed out). */
export function storedTokens(): TokenPair | null {
  const access_token = readStorage(STORAGE_KEYS.accessToken);
  const refresh_token = readStorage(STORAGE_KEYS.refreshToken);
  return access_token && refresh_token ? { access_token, refresh_token } : null;
}

/**
 * Keeps this tab's session in step with the other tabs of the browser: a refresh or sign-in there
 * hands this tab the new pair, a sign-out there signs this tab out. Returns the unsubscribe.
 */
export function syncSessionAcrossTabs(
  dispatch: (action: ReturnType<typeof setTokens | typeof clearSession>) => unknown,
) {
  if (typeof window === 'undefined') return () => undefined;
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== STORAGE_KEYS.accessToken && event.key !== STORAGE_KEYS.refreshToken) return;
    const pair = storedTokens();
    dispatch(pair ? setTokens(pair) : clearSession());
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
