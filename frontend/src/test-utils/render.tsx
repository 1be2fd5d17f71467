import { render, type RenderOptions } from '@testing-library/react';
import { StrictMode, type ReactElement, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProviders } from '../app/providers';
import { makeStore, type AppStore, type RootState } from '../lib/store/store';
import { testUser } from './fixtures';

export interface ProviderOptions {
  store?: AppStore;
  /** Render inside React.StrictMode, as main.tsx does (effects run twice on mount). */
  strict?: boolean;
  preloadedState?: Partial<RootState>;
  /** Mount the Chakra screen toaster (off by default: its async store updates add act() noise). */
  screenToaster?: boolean;
}

/** Renders `ui` inside the app providers (Redux store, Chakra, alert and toast hosts). */
export function renderWithProviders(
  ui: ReactElement,
  {
    store,
    preloadedState,
    screenToaster = false,
    strict = false,
    ...options
  }: ProviderOptions & Omit<RenderOptions, 'wrapper'> = {},
) {
  const appStore = store ?? makeStore(preloadedState);
  const Wrapper = ({ children }: { children: ReactNode }) => {
    const app = (
      <AppProviders store={appStore} screenToaster={screenToaster}>
        {children}
      </AppProviders>
    );
    return strict ? <StrictMode>{app}</StrictMode> : app;
  };
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
    user: testUser(),
    accessToken: 'access-1',
    refreshToken: 'refresh-1',
    error: null,
    ...overrides,
  };
}
