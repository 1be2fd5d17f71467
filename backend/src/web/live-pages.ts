/**
 * The public pages whose content is data (`live` in the build's pages.json: /feature-requests),
 * rendered per request with that data. The frontend build keeps its server renderer in
 * `prerendered/ssr/render.mjs` (frontend/src/prerender/render.tsx, React, Chakra and all in one
 * file) and the pages' frame in `prerendered/frame.html`; what passes between them and this
 * module is typed once in @vineyard/domain (web-pages.ts: BUILD_FILES, PageRenderer, LiveQuery). For a live page this module asks the API
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
import {
  API_BASE_PATH,
  BUILD_FILES,
  type AnsweredQuery,
  type LiveQuery,
  type PageListEntry,
  type PageRenderer,
} from '@vineyard/domain';

/** An in-process GET of the API (Fastify's `inject`): the answer's status and JSON body. */
export type ApiGet = (url: string) => Promise<{ status: number; body: unknown }>;

export interface LivePagesOptions {
  list: readonly PageListEntry[];
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
  for (const [key, value] of Object.entries(query.params ?? query.arg ?? {})) params.set(key, String(value));
  const search = params.toString();
  return `${API_BASE_PATH}${query.path}${search ? `?${search}` : ''}`;
}

/** Where a build (`spaDir` = frontend/dist) keeps its server renderer module. */
export const rendererModule = (spaDir: string): string => join(spaDir, BUILD_FILES.renderer);

/** The renderer of a renderer module (its export `renderer`, typed by the contract in @vineyard/domain). */
export async function importRenderer(module: string): Promise<PageRenderer> {
  // a real import(): the renderer is an ES module (tsc keeps import() under `nodenext`)
  return ((await import(pathToFileURL(module).href)) as { renderer: PageRenderer }).renderer;
}

/** The renderer of a build (`spaDir` = frontend/dist), or null when the build has none. */
export function rendererFiles(spaDir: string): (() => Promise<{ renderer: PageRenderer; frame: string }>) | null {
  const module = rendererModule(spaDir);
  const frameFile = join(spaDir, BUILD_FILES.frame);
  if (!existsSync(module) || !existsSync(frameFile)) return null;
  return async () => ({ renderer: await importRenderer(module), frame: readFileSync(frameFile, 'utf8') });
}

/** The answers of `queries`, asked in parallel; throws when one answers other than 200. */
async function answersOf(queries: readonly LiveQuery[], get: ApiGet): Promise<AnsweredQuery[]> {
  return Promise.all(
    queries.map(async (query) => {
      const url = queryUrl(query);
      const answer = await get(url);
      if (answer.status !== 200) throw new Error(`GET ${url} answered ${answer.status}`);
      return { endpointName: query.endpointName, ...(query.arg && { arg: query.arg }), value: answer.body };
    }),
  );
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
      const answers = await answersOf(page?.queries ?? [], get);
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

/** Rounds of queries a signed-in page may take (the game screen: the estates, then the estate's parts). */
const SIGNED_IN_ROUNDS = 3;

/**
 * The signed-in pages the server renders with the player's own data (frontend
 * src/prerender/signedIn.ts: the game screen's Overview) for a request that carries a live
 * page-session cookie (auth/page-session.ts). `has(path, search)`: whether the path is one of them
 * (the Overview only: `/game` without another tab); `render(path, get)`: its HTML, with `get`
 * asking the API as the player (an in-process bearer request), or null when the page cannot be
 * rendered for this player (no estate) or anything fails. Never cached: each page is one
 * player's, rendered for one request.
 */
export function signedInPages(
  options: Pick<LivePagesOptions, 'load' | 'finish' | 'onError'> & {
    /** Renders the document elsewhere (a worker thread: render-workers.ts); default: the renderer here. */
    renderDocument?: (frame: string, path: string, answers: AnsweredQuery[]) => Promise<string>;
  },
) {
  const { load, finish, onError } = options;
  return {
    async has(path: string, search: string): Promise<boolean> {
      const tab = new URLSearchParams(search).get('tab');
      if (tab !== null && tab !== 'overview') return false;
      try {
        const { renderer } = await load();
        return (renderer.SIGNED_IN_PAGES ?? []).some((page) => page.path === path);
      } catch {
        return false;
      }
    },
    async render(path: string, get: ApiGet): Promise<Buffer | null> {
      try {
        const { renderer, frame } = await load();
        const answers: AnsweredQuery[] = [];
        for (let round = 0; ; round++) {
          const next = renderer.signedInQueries(path, answers);
          if (next === null) return null;
          if (next.length === 0) break;
          if (round === SIGNED_IN_ROUNDS) throw new Error(`${path}: its queries did not settle`);
          answers.push(...(await answersOf(next, get)));
        }
        const html = options.renderDocument
          ? await options.renderDocument(frame, path, answers)
          : await renderer.renderSignedInDocument(frame, path, { answers });
        return Buffer.from(finish(html));
      } catch (error) {
        onError(path, error);
        return null;
      }
    },
  };
}
