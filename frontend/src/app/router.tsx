import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, Navigate, useLocation, type RouteObject } from 'react-router-dom';
import { PageLoader } from '../components/PageLoader';
import { registerNavigator } from '../lib/navigation';
import type { RouteHandle } from './guard/routeHandle';
import { paths } from '../config/paths';
import { RootRoute } from './RootRoute';
import { documentTitle, routeTitle } from './RouteEffects';
import { RouteError } from './RouteError';
import { GAME_TABS, isPageTab, loadGameViewPage } from './gameTabs';

/*
 * Every route of the spec's route tables (accounts-estates-shell §2, plots-marketplace-public §2).
 * Code is loaded per area — public, auth, game, estates, plots, finances, admin, settings — so the home page
 * ships no game code and /game none of the other signed-in pages'. The game's tabs (their views of
 * /game and the pages that are tabs of their own) come from gameTabs.tsx.
 * `handle` carries the page title and the guard flags (see guard/decideNavigation.ts).
 */

const publicArea = () => import('./areas/public');
const authArea = () => import('./areas/auth');
const gameArea = () => import('./areas/game');
const estatesArea = () => import('./areas/estates');
const plotsArea = () => import('./areas/plots');
const adminArea = () => import('./areas/admin');
const settingsArea = () => import('./areas/settings');

/** `lazy` for a route whose component is the export `name` of an area module. */
function lazyComponent<M extends Record<string, unknown>, K extends keyof M & string>(load: () => Promise<M>, name: K) {
  return async () => ({ Component: (await load())[name] as ComponentType });
}

const handle = (value: RouteHandle): RouteHandle => value;

const guestsOnly = { guestsOnly: true } as const;
const requiresAuth = { requiresAuth: true } as const;
const requiresEstate = { requiresAuth: true, requiresEstate: true } as const;

/** `/login` (legacy links) → `/auth/login`, keeping the query and hash. */
function LegacyLoginRedirect() {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: paths.auth.login, search, hash }} replace />;
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootRoute />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      // Public pages in the default layout.
      {
        lazy: lazyComponent(publicArea, 'DefaultLayout'),
        children: [
          { index: true, handle: handle({ title: 'Home' }), lazy: lazyComponent(publicArea, 'HomePage') },
          {
            path: paths.roadmap,
            handle: handle({ title: 'Development Roadmap' }),
            lazy: lazyComponent(publicArea, 'RoadmapPage'),
          },
          { path: paths.contact, handle: handle({ title: 'Contact' }), lazy: lazyComponent(publicArea, 'ContactPage') },
          {
            path: paths.featureRequests,
            handle: handle({ title: 'Feature Requests' }),
            lazy: lazyComponent(publicArea, 'FeatureRequestsPage'),
          },
          {
            path: paths.leaderboard,
            handle: handle({ title: 'Leaderboard' }),
            lazy: lazyComponent(publicArea, 'LeaderboardPage'),
          },
          {
            path: paths.awards,
            handle: handle({ title: 'Awards' }),
            lazy: lazyComponent(publicArea, 'AwardsPage'),
          },
          {
            path: paths.admin,
            handle: handle({ title: 'Administration', guard: { requiresAuth: true, adminOnly: true } }),
            lazy: lazyComponent(adminArea, 'AdminPage'),
          },
        ],
      },

      // Sign-in, registration and verification in the auth layout.
      {
        path: '/auth',
        lazy: lazyComponent(authArea, 'AuthLayout'),
        children: [
          { index: true, element: <Navigate to={paths.auth.login} replace /> },
          {
            path: paths.auth.login,
            handle: handle({ title: 'Sign In', guard: guestsOnly }),
            lazy: lazyComponent(authArea, 'LoginPage'),
          },
          {
            path: paths.auth.register,
            handle: handle({ title: 'Register', guard: guestsOnly }),
            lazy: lazyComponent(authArea, 'RegisterPage'),
          },
          {
            path: paths.auth.forgotPassword,
            handle: handle({ title: 'Forgot Password', guard: guestsOnly }),
            lazy: lazyComponent(authArea, 'ForgotPasswordPage'),
          },
          {
            path: paths.auth.resetPassword,
            handle: handle({ title: 'Reset Password', guard: guestsOnly }),
            lazy: lazyComponent(authArea, 'ResetPasswordPage'),
          },
          {
            path: paths.auth.resetPasswordWithoutToken,
            element: <Navigate to={paths.auth.forgotPassword} replace />,
          },
          {
            path: paths.auth.verifyEmailWithoutToken,
            element: <Navigate to={paths.auth.login} replace />,
          },
          {
            path: paths.auth.verifyEmail,
            handle: handle({ title: 'Verify Email' }),
            lazy: lazyComponent(authArea, 'VerifyEmailPage'),
          },
          {
            path: paths.auth.verifySuccess,
            handle: handle({ title: 'Email Verified', guard: requiresAuth }),
            lazy: lazyComponent(authArea, 'VerifySuccessPage'),
          },
        ],
      },

      // The signed-in area in the game layout.
      {
        lazy: lazyComponent(gameArea, 'GameShell'),
        handle: handle({ guard: requiresAuth }),
        children: [
          {
            path: paths.createEstate,
            handle: handle({ title: 'Create Your Estate', guard: requiresAuth, estateManagement: true }),
            lazy: lazyComponent(estatesArea, 'CreateEstatePage'),
          },
          {
            path: paths.estates,
            handle: handle({ title: 'Manage Estates', guard: requiresAuth, estateManagement: true }),
            lazy: lazyComponent(estatesArea, 'EstatesPage'),
          },
          {
            path: paths.settings,
            handle: handle({ title: 'Settings', guard: requiresAuth, estateManagement: true }),
            lazy: lazyComponent(settingsArea, 'SettingsPage'),
          },
          {
            path: paths.game.home,
            children: [
              {
                index: true,
                handle: handle({ title: 'Game', guard: requiresEstate }),
                lazy: loadGameViewPage,
              },
              ...GAME_TABS.filter(isPageTab).map(({ page }): RouteObject => ({
                path: page.path,
                handle: handle({ title: page.title, guard: page.guard }),
                lazy: async () => ({ Component: await page.load() }),
              })),
              {
                path: paths.game.estate,
                handle: handle({ title: 'Estate Details', guard: requiresEstate }),
                lazy: lazyComponent(estatesArea, 'EstateDetailPage'),
              },
              {
                path: paths.game.plot,
                handle: handle({ title: 'Plot Details', guard: requiresAuth }),
                lazy: lazyComponent(plotsArea, 'PlotsPage'),
              },
              {
                path: paths.game.marketplace,
                handle: handle({ title: 'Land Marketplace', guard: requiresAuth }),
                lazy: lazyComponent(plotsArea, 'MarketplacePage'),
              },
              {
                path: paths.game.block,
                handle: handle({ title: 'Vineyard Block', guard: requiresEstate }),
                lazy: lazyComponent(plotsArea, 'BlockDetailPage'),
              },
            ],
          },
        ],
      },

      { path: paths.legacyLogin, element: <LegacyLoginRedirect /> },
      { path: '*', element: <Navigate to={paths.home} replace /> },
    ],
  },
];

/**
 * Loads the code of the routes that match `location` and puts it on the route objects, so that
 * the router starts with every matched page ready: hydrating a prerendered page must render that
 * page at once, not the loading fallback.
 */
export async function loadMatchedRoutes(location: { pathname: string }): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

/** The browser router; code outside React (the API base query) navigates through it. */
export function createAppRouter() {
  const router = createBrowserRouter(routes);
  registerNavigator((to, options) => void router.navigate(to, options));
  // Title in the same task as the URL change (React renders the new page a moment later).
  router.subscribe((state) => {
    if (state.navigation.state === 'idle') document.title = documentTitle(routeTitle(state.matches));
  });
  return router;
}
