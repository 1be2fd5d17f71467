/**
 * The contract between the frontend build and the backend that serves it (not a game rule: it is
 * here because both sides import this package). The build (frontend/scripts/prerender.mjs,
 * src/prerender/) writes the public pages rendered at build time with their list, the frame they
 * are rendered in and a server renderer module; the backend (backend/src/web/) serves those pages,
 * renders the live and signed-in pages per request with that module and answers the queries
 * their first render reads. Both type what passes between them from here.
 */
/** What the build writes under its output folder (frontend/dist), relative to it. */
export const BUILD_FILES = {
  /** The page list ({@link PageListEntry}[]). */
  pageList: 'prerendered/pages.json',
  /** The folder of the pages rendered at build time (`PageListEntry.file`); never served as files. */
  pagesDir: 'prerendered',
  /** The document frame the pages are rendered in. */
  frame: 'prerendered/frame.html',
  /** The server renderer, an ES module ({@link PageRenderer}). */
  renderer: 'prerendered/ssr/render.mjs',
  /** Per route area, the chunks its pages load ({@link RouteArea} → paths under `/assets/`). */
  routePreloads: 'route-preloads.json',
} as const;

/**
 * The route areas: the code-split parts of the app (frontend/src/app/areas/<area>.ts), whose
 * chunks the server preloads with the app shell of a path in that area.
 */
export const ROUTE_AREAS = ['public', 'auth', 'game', 'estates', 'plots', 'finances', 'admin'] as const;
export type RouteArea = (typeof ROUTE_AREAS)[number];

/** A page of the page list (`BUILD_FILES.pageList`). */
export interface PageListEntry {
  path: string;
  /** Its file under `BUILD_FILES.pagesDir`. */
  file: string;
  /** In sitemap.xml (the sign-in page is rendered but not listed). */
  inSitemap: boolean;
  /** A page that shows the public configuration, rendered for a server with and one without the demo accounts. */
  demoAccounts?: boolean;
  /** A page whose content is data: rendered per request with it (its `queries`). */
  live?: boolean;
}

/**
 * A query a page's first render reads: the endpoint and argument as the page's hooks ask for it
 * (the API cache entry), the path under the API base and its query string (`params`; default:
 * the argument, for an endpoint whose argument is all query parameters).
 */
export interface LiveQuery {
  endpointName: string;
  arg?: Readonly<Record<string, string | number | boolean>>;
  path: string;
  params?: Readonly<Record<string, string | number | boolean>>;
}

/**
 * A query a page was rendered with and its answer (`value`: the API's JSON body), embedded in the
 * page for the app to start from.
 */
export interface AnsweredQuery {
  endpointName: string;
  arg?: unknown;
  value: unknown;
}

/** The server renderer module (`BUILD_FILES.renderer`) as the server uses it: its export `renderer`. */
export interface PageRenderer {
  /** The public pages; those with `queries` are live (rendered per request with their answers). */
  PRERENDERED_PAGES: readonly { path: string; demoAccounts?: boolean; queries?: readonly LiveQuery[] }[];
  /** A public page's whole document in `frame` (absolute URLs start with `%PUBLIC_URL%`). */
  renderDocument(
    frame: string,
    path: string,
    options: { demoAccounts?: boolean; answers?: readonly AnsweredQuery[] },
  ): Promise<string>;
  /** The signed-in pages rendered for a player with a page session. */
  SIGNED_IN_PAGES: readonly { path: string }[];
  /** The next queries a signed-in page's first render reads ([]: all answered; null: not renderable for this player). */
  signedInQueries(path: string, answers: readonly AnsweredQuery[]): LiveQuery[] | null;
  /** A signed-in page's whole document for the player whose answers these are. */
  renderSignedInDocument(frame: string, path: string, options: { answers: readonly AnsweredQuery[] }): Promise<string>;
}
