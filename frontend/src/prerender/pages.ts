import { PRODUCT_NAME, type LiveQuery, type PageListEntry } from '@vineyard/domain';
import { paths } from '../config/paths';
import { BOARD_FIRST_QUERIES } from '../features/community/hooks/useSuggestionBoard';

/**
 * The public pages rendered to HTML at build time (scripts/prerender.mjs), with what search
 * engines and link previews read from them. Their titles match the routes' `handle.title`
 * (router.tsx), so the title does not change when the app takes over. What the server reads of
 * them (the page list, the renderer) is typed once in @vineyard/domain (web-pages.ts), which the
 * backend imports too (backend/src/web/).
 */
export interface PrerenderedPage extends Omit<PageListEntry, 'live'> {
  title: string;
  description: string;
  /**
   * For a page whose content is data (the suggestions board): the queries its first render reads.
   * The build renders it without them (a loading state, the app fills it), the server renders it
   * per request with their answers (backend web/live-pages.ts, `renderDocument` in render.tsx).
   */
  queries?: readonly LiveQuery[];
}

/** A page's entry in the page list the build writes for the server (scripts/prerender.mjs). */
export function pageListEntry(page: PrerenderedPage): PageListEntry {
  return {
    path: page.path,
    file: page.file,
    inSitemap: page.inSitemap,
    ...(page.demoAccounts !== undefined && { demoAccounts: page.demoAccounts }),
    ...(page.queries && { live: true }),
  };
}

export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  {
    path: paths.home,
    file: 'home.html',
    title: 'Home',
    description: `${PRODUCT_NAME} is a free-to-play wine estate simulation in your browser: plant vines on real terroir, craft wines and build your wine empire. Join the waitlist.`,
    inSitemap: true,
  },
  {
    path: paths.roadmap,
    file: 'roadmap.html',
    title: 'Development Roadmap',
    description: `Where ${PRODUCT_NAME} is heading: what is playable today, the winemaking phase in progress and the features planned next.`,
    inSitemap: true,
  },
  {
    path: paths.contact,
    file: 'contact.html',
    title: 'Contact',
    description: `Questions, ideas or press enquiries about ${PRODUCT_NAME}? Write to the team behind the wine estate simulation.`,
    inSitemap: true,
  },
  {
    path: paths.featureRequests,
    file: 'feature-requests.html',
    title: 'Feature Requests',
    description: `Suggest features for ${PRODUCT_NAME}, vote for the ideas you want most and follow what the team plans next.`,
    inSitemap: true,
    queries: BOARD_FIRST_QUERIES,
  },
  {
    path: paths.leaderboard,
    file: 'leaderboard.html',
    title: 'Leaderboard',
    description: `The ${PRODUCT_NAME} estates with the best reputation and the greatest worth, the best wines of the last game year and the critics' latest reviews.`,
    inSitemap: true,
  },
  {
    path: paths.awards,
    file: 'awards.html',
    title: 'Awards',
    description: `Each game year's gold, silver and bronze medals of ${PRODUCT_NAME}: the best-reviewed wines of every region and colour, won against rivals.`,
    inSitemap: true,
  },
  {
    path: paths.auth.login,
    file: 'login.html',
    title: 'Sign In',
    description: `Sign in to ${PRODUCT_NAME} and get back to your wine estate.`,
    inSitemap: false,
    demoAccounts: false,
  },
  {
    path: paths.auth.login,
    file: 'login-demo.html',
    title: 'Sign In',
    description: `Sign in to ${PRODUCT_NAME} and get back to your wine estate.`,
    inSitemap: false,
    demoAccounts: true,
  },
  {
    path: paths.auth.register,
    file: 'register.html',
    title: 'Register',
    description: `Create a free ${PRODUCT_NAME} account and found your own wine estate.`,
    inSitemap: true,
  },
];
