import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProviders } from '../app/providers';
import { makeStore, type AppStore, type RootState } from '../app/store';

export interface ProviderOptions {
  store?: AppStore;
  preloadedState?: Partial<RootState>;
  /** Mount the Chakra screen toaster (off by default: its async store updates add act() noise). */
  screenToaster?: boolean;
}

/** Renders `ui` inside the app providers (Redux store, Chakra, alert and toast hosts). */
export function renderWithProviders(
  ui: ReactElement,
  { store, preloadedState, screenToaster = false, ...options }: ProviderOptions & Omit<RenderOptions, 'wrapper'> = {},
) {
  const appStore = store ?? makeStore(preloadedState);
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders store={appStore} screenToaster={screenToaster}>
      {children}
    </AppProviders>
  );
  return { store: appStore, ...render(ui, { wrapper: Wrapper, ...options }) };
}

/** Renders route objects in a memory data router (so useMatches and lazy routes work). */
export function renderRoutes(
  routes: RouteObject[],
  { initialEntries = ['/'], ...options }: ProviderOptions & { initialEntries?: string[] } = {},
) {
  const router = createMemoryRouter(routes, { initialEntries });
  const result = renderWithProviders(<RouterProvider router={router} />, options);
  return { ...result, router };
}

/** A signed-in auth state for preloading stores. */
export function signedInAuth(overrides: Partial<RootState['auth']> = {}): RootState['auth'] {
  return {
    user: { id: 'u1', username: 'vintner', email: 'vintner@example.test', role: 'player', emailVerified: true },
    accessToken: 'access-1',
    refreshToken: 'refresh-1',
    isLoading: false,
    error: null,
    successMessage: null,
    ...overrides,
  };
}
