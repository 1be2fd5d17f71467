/**
 * The public pages whose content is data (`live` in the build's pages.json: /feature-requests),
 * rendered per request with that data. The frontend build keeps its server renderer in
 * `prerendered/ssr/render.mjs` (frontend/src/prerender/render.tsx, React, Chakra and all in one
 * file) and the pages' frame in `prerendered/frame.html`. For a live page this module asks the API
 * in-process for the queries the page's first render reads (the page's `queries`, e.g. the board's
 * first page, statistics and tags), renders the page with their answers and keeps the HTML for
 * `ttlMs` (30 s): a visitor gets the board as HTML, with its data embedded for the app to hydrate
 * from, and the database sees at most a few requests per page every 30 s however many visitors come.
 *
 * The page's first render reads no query string, so a page has one variant: the cache is keyed
 * by path (a cache per query string would only let anyone fill the memory). When anything fails
 * (an answer other than 200, the renderer missing or throwing) the caller serves the page
 * rendered at build time, whose board the app fills.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { API_BASE_PATH } from '@vineyard/domain';
import type { PrerenderedPageEntry } from './public-pages';

/** A query of a live page (frontend src/prerender/pages.ts `LiveQuery`). */
export interface LiveQuery {
  endpointName: string;
  arg?: Record<string, string | number>;
  /** The endpoint's path under the API base, e.g. `/features`. */
  path: string;
}

/** What the server uses of the renderer module (frontend src/prerender/render.tsx). */
export interface PageRenderer {
  PRERENDERED_PAGES: readonly { path: string; demoAccounts?: boolean; queries?: readonly LiveQuery[] }[];
  renderDocument(
    frame: string,
    path: string,
    options: { demoAccounts?: boolean; answers: { endpointName: string; arg?: unknown; value: unknown }[] },
  ): Promise<string>;
}

/** An in-process GET of the API (Fastify's `inject`): the answer's status and JSON body. */
export type ApiGet = (url: string) => Promise<{ status: number; body: unknown }>;

export interface LivePagesOptions {
  list: readonly PrerenderedPageEntry[];
  /** The renderer module and the frame (see `loadRenderer`). */
  load: () => Promise<{ renderer: PageRenderer; frame: string }>;
  get: ApiGet;
  /** The page's HTML, %PUBLIC_URL% still in it, into what is sent. */
  finish: (html: string) => string;
  /** Told when a page could not be rendered (the build's page is served instead). */
  onError: (path: string, error: unknown) => void;
  ttlMs?: number;
  /** How old a page may be when it is still sent while a fresh one renders (default 4 × ttlMs). */
  staleMs?: number;
  now?: () => number;
}

export const LIVE_PAGE_TTL_MS = 30_000;

/** The URL of a query under the API base: `/api/features?limit=5&sort=votes&page=1`. */
export function queryUrl(query: LiveQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query.arg ?? {})) params.set(key, String(value));
  const search = params.toString();
  return `${API_BASE_PATH}${query.path}${search ? `?${search}` : ''}`;
}

/** The renderer of a build (`spaDir` = frontend/dist), or null when the build has none. */
export function rendererFiles(spaDir: string): (() => Promise<{ renderer: PageRenderer; frame: string }>) | null {
  const module = join(spaDir, 'prerendered', 'ssr', 'render.mjs');
  const frameFile = join(spaDir, 'prerendered', 'frame.html');
  if (!existsSync(module) || !existsSync(frameFile)) return null;
  return async () => ({
    // a real import(): the renderer is an ES module (tsc keeps import() under `nodenext`)
    renderer: (await import(pathToFileURL(module).href)) as PageRenderer,
    frame: readFileSync(frameFile, 'utf8'),
  });
}

/**
 * `has(path)`: whether the path is a live page; `render(path)`: its HTML, or null when it cannot
 * be rendered. A page younger than `ttlMs` comes from the cache; an older one (up to `staleMs`) is
 * still sent while a fresh one renders for the next visitors, so only the first visitor after a
 * long quiet spell waits for a render (a render takes 0.1-1.5 s of the event loop on a loaded
 * machine). Concurrent requests share one render.
 */
export function livePages(options: LivePagesOptions) {
  const { list, get, finish, onError, ttlMs = LIVE_PAGE_TTL_MS, now = Date.now } = options;
  const staleMs = options.staleMs ?? 4 * ttlMs;
  const live = new Set(list.filter((entry) => entry.live).map((entry) => entry.path));
  const demoFor = new Map(list.filter((entry) => entry.live).map((entry) => [entry.path, entry.demoAccounts]));
  let loaded: ReturnType<LivePagesOptions['load']> | null = null;
  const load = () => (loaded ??= options.load());
  /** Per path: the last render (`at`: when it started) and the one under way, if any. */
  const cache = new Map<string, { at: number; html: Buffer | null; next: Promise<Buffer | null> | null }>();

  async function renderFresh(path: string): Promise<Buffer | null> {
    try {
      const { renderer, frame } = await load();
      const demoAccounts = demoFor.get(path);
      const page = renderer.PRERENDERED_PAGES.find((p) => p.path === path && p.demoAccounts === demoAccounts);
      const answers = await Promise.all(
        (page?.queries ?? []).map(async (query) => {
          const url = queryUrl(query);
          const answer = await get(url);
          if (answer.status !== 200) throw new Error(`GET ${url} answered ${answer.status}`);
          return { endpointName: query.endpointName, ...(query.arg && { arg: query.arg }), value: answer.body };
        }),
      );
      return Buffer.from(finish(await renderer.renderDocument(frame, path, { demoAccounts, answers })));
    } catch (error) {
      onError(path, error);
      return null;
    }
  }

  return {
    has: (path: string) => live.has(path),
    /** Loads the renderer ahead of the first visitor (it is a few MB of script to read). */
    warm: async (): Promise<void> => {
      if (live.size > 0)
        await load().then(
          () => undefined,
          () => undefined,
        );
    },
    async render(path: string): Promise<Buffer | null> {
      if (!live.has(path)) return null;
      let entry = cache.get(path);
      if (!entry) {
        entry = { at: Number.NEGATIVE_INFINITY, html: null, next: null };
        cache.set(path, entry);
      }
      const age = now() - entry.at;
      if (age < ttlMs) return entry.html;
      if (!entry.next) {
        const started = now();
        const current = entry;
        current.next = renderFresh(path).then((html) => {
          Object.assign(current, { at: started, html, next: null });
          return html;
        });
      }
      return age < staleMs && entry.html ? entry.html : entry.next;
    },
  };
}
