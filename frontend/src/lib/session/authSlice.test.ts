import { configureStore } from '@reduxjs/toolkit';
import {
  authReducer,
  authStorageMiddleware,
  clearAuthMessages,
  clearSession,
  loadAuthState,
  selectCurrentUser,
  selectIsAuthenticated,
  setAuthError,
  setSession,
  setTokens,
  setUser,
} from './authSlice';
import { testUser } from '../../test-utils/fixtures';

const user = testUser();

function makeAuthStore() {
  return configureStore({
    reducer: { auth: authReducer },
    middleware: (getDefault) => getDefault().concat(authStorageMiddleware),
  });
}

beforeEach(() => localStorage.clear());

describe('auth slice', () => {
  it('starts signed out with empty state when storage is empty', () => {
    const state = loadAuthState();
    expect(state).toEqual({
      user: null,
      accessToken: null,
      refreshToken: null,
      error: null,
    });
    expect(selectIsAuthenticated({ auth: state })).toBe(false);
  });

  it('reads the tokens from localStorage at start', () => {
    localStorage.setItem('access_token', 'stored-access');
    localStorage.setItem('refresh_token', 'stored-refresh');
    const store = makeAuthStore();
    expect(store.getState().auth.accessToken).toBe('stored-access');
    expect(store.getState().auth.refreshToken).toBe('stored-refresh');
    expect(selectIsAuthenticated(store.getState())).toBe(true);
    expect(selectCurrentUser(store.getState())).toBeNull();
  });

  it('setSession stores the token pair and the user, and writes localStorage', () => {
    const store = makeAuthStore();
    store.dispatch(setAuthError('Login failed. Please try again.'));
    store.dispatch(setSession({ access_token: 'a1', refresh_token: 'r1', user }));
    const state = store.getState();
    expect(state.auth).toMatchObject({ accessToken: 'a1', refreshToken: 'r1', user, error: null });
    expect(selectIsAuthenticated(state)).toBe(true);
    expect(selectCurrentUser(state)).toEqual(user);
    expect(localStorage.getItem('access_token')).toBe('a1');
    expect(localStorage.getItem('refresh_token')).toBe('r1');
  });

  it('setTokens replaces the pair (a refresh) and keeps the user', () => {
    const store = makeAuthStore();
    store.dispatch(setSession({ access_token: 'a1', refresh_token: 'r1', user }));
    store.dispatch(setTokens({ access_token: 'a2', refresh_token: 'r2' }));
    expect(store.getState().auth).toMatchObject({ accessToken: 'a2', refreshToken: 'r2', user });
    expect(localStorage.getItem('access_token')).toBe('a2');
    expect(localStorage.getItem('refresh_token')).toBe('r2');
  });

  it('setUser sets the profile without touching the tokens', () => {
    const store = makeAuthStore();
    store.dispatch(setTokens({ access_token: 'a1', refresh_token: 'r1' }));
    store.dispatch(setUser(user));
    expect(store.getState().auth).toMatchObject({ accessToken: 'a1', user });
  });

  it('clearSession removes tokens, user and messages, and clears localStorage', () => {
    const store = makeAuthStore();
    store.dispatch(setSession({ access_token: 'a1', refresh_token: 'r1', user }));
    store.dispatch(setAuthError('Login failed. Please try again.'));
    store.dispatch(clearSession());
    expect(store.getState().auth).toEqual({
      user: null,
      accessToken: null,
      refreshToken: null,
      error: null,
    });
    expect(selectIsAuthenticated(store.getState())).toBe(false);
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('refresh_token')).toBeNull();
  });

  it('keeps the sign-in error until the messages are cleared', () => {
    const store = makeAuthStore();
    store.dispatch(setAuthError('Login failed. Please try again.'));
    expect(store.getState().auth.error).toBe('Login failed. Please try again.');
    store.dispatch(clearAuthMessages());
    expect(store.getState().auth.error).toBeNull();
  });

  it('does not write localStorage for actions that leave the tokens alone', () => {
    const store = makeAuthStore();
    const spy = jest.spyOn(Storage.prototype, 'setItem');
    store.dispatch(setUser(user));
    store.dispatch(setAuthError('Login failed. Please try again.'));
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });
});
