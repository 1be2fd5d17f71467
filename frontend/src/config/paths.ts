import { generatePath } from 'react-router-dom';

/**
 * Every route of the application, in one typed object (spec: accounts-estates-shell §2 and
 * plots-marketplace-public §2). Route definitions use the patterns; links use the builders
 * below so that no page hand-assembles a URL.
 */
export const paths = {
  home: '/',
  roadmap: '/roadmap',
  contact: '/contact',
  featureRequests: '/feature-requests',
  leaderboard: '/leaderboard',
  awards: '/awards',
  auth: {
    login: '/auth/login',
    register: '/auth/register',
    forgotPassword: '/auth/forgot-password',
    resetPassword: '/auth/reset-password/:token',
    /** A reset link without its token: goes to forgot-password. */
    resetPasswordWithoutToken: '/auth/reset-password',
    verifyEmail: '/auth/verify-email/:token',
    /** A verification link without its token: goes to sign-in. */
    verifyEmailWithoutToken: '/auth/verify-email',
    verifySuccess: '/auth/verify-success',
  },
  createEstate: '/create-estate',
  estates: '/estates',
  /** The account's settings: personal API keys. */
  settings: '/settings',
  game: {
    home: '/game',
    estate: '/game/estate/:id',
    plots: '/game/plots',
    plot: '/game/plots/:id',
    marketplace: '/game/marketplace',
    block: '/game/blocks/:id',
    /** The current estate's ledger, money over time and income statement. */
    finances: '/game/finances',
  },
  admin: '/admin',
  /** Legacy sign-in address: redirects to `auth.login`, keeping the query. */
  legacyLogin: '/login',
} as const;

/** The game-view tabs that live on /game itself (Vineyard has its own page). */
export const GAME_VIEW_TABS = ['overview', 'winery', 'market', 'knowledge'] as const;
export type GameViewTab = (typeof GAME_VIEW_TABS)[number];

function withQuery(path: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, value);
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** Link builders for routes with parameters or query strings. */
export const href = {
  login: (redirect?: string) => withQuery(paths.auth.login, { redirect }),
  resetPassword: (token: string) => generatePath(paths.auth.resetPassword, { token }),
  verifyEmail: (token: string) => generatePath(paths.auth.verifyEmail, { token }),
  createEstate: (options: { onboarding?: boolean; redirect?: string } = {}) =>
    withQuery(paths.createEstate, {
      onboarding: options.onboarding ? 'true' : undefined,
      redirect: options.redirect,
    }),
  estate: (id: string) => generatePath(paths.game.estate, { id }),
  plot: (id: string) => generatePath(paths.game.plot, { id }),
  block: (id: string) => generatePath(paths.game.block, { id }),
  gameTab: (tab: GameViewTab) => (tab === 'overview' ? paths.game.home : withQuery(paths.game.home, { tab })),
};
