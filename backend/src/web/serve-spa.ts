/**
 * The web pages: the SPA's files, the app shell with its route area's preloads (spa-shell.ts), the
 * public pages rendered at build time (public-pages.ts), the live pages rendered per request with
 * their data (live-pages.ts `livePages`), the signed-in Overview rendered for a player with a page
 * session (live-pages.ts `signedInPages`, in worker threads: render-workers.ts), robots.txt and
 * sitemap.xml. What the frontend build hands over (its files, the page list, the renderer module)
 * is typed once in @vineyard/domain (web-pages.ts), which the frontend imports too. Everything
 * under /api is the API's; an unknown /api path that reaches here is the API's 404.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply } from 'fastify';
import { API_BASE_PATH, BUILD_FILES, type RouteArea } from '@vineyard/domain';
import { PageSessions } from '../auth/page-session';
import { ConcurrencyGate, type Release } from '../common/concurrency-gate';
import { errorBody } from '../common/domain-error-map';
import type { AppLogger } from '../common/logger';
import { offersDemoAccounts, type AppConfig } from '../config/env';
import { metrics } from '../metrics/metrics.registry';
import { livePages, rendererFiles, rendererModule, signedInPages, type ApiGet } from './live-pages';
import { loadPages, readPageList, robotsTxt, sitemapXml, withPublicUrl } from './public-pages';
import { RenderWorkers } from './render-workers';
import { pagePath, spaShells } from './spa-shell';

export async function serveSpa(app: NestFastifyApplication, config: AppConfig, logger: AppLogger): Promise<void> {
  const indexFile = join(config.spaDir, 'index.html');
  if (!existsSync(indexFile)) {
    logger.write('warn', 'SPA build not found; serving the API only', { spaDir: config.spaDir });
    return;
  }
  const preloadFile = join(config.spaDir, BUILD_FILES.routePreloads);
  const pageList = readPageList(config.spaDir);
  const shellFor = spaShells(
    readFileSync(indexFile, 'utf8'),
    existsSync(preloadFile) ? (JSON.parse(readFileSync(preloadFile, 'utf8')) as Record<RouteArea, string[]>) : null,
    loadPages(config.spaDir, pageList, config.publicUrl, offersDemoAccounts(config)),
  );
  const prerendered = new Set(pageList.map((entry) => entry.path));
  const fastify = app.getHttpAdapter().getInstance();
  const loadRenderer = rendererFiles(config.spaDir);
  let renderer: ReturnType<NonNullable<typeof loadRenderer>> | null = null;
  const load = () =>
    (renderer ??= loadRenderer ? loadRenderer() : Promise.reject(new Error('no server renderer in the build')));
  const apiGet =
    (authorization?: string): ApiGet =>
    async (url) => {
      const headers = { accept: 'application/json', ...(authorization && { authorization }) };
      const res = await fastify.inject({ method: 'GET', url, headers });
      return { status: res.statusCode, body: res.statusCode === 200 ? res.json() : null };
    };
  const renderFailed = (path: string, error: unknown) =>
    logger.write('error', 'could not render the page per request; serving the build-time page', {
      path,
      error: error instanceof Error ? error.message : String(error),
    });
  // /feature-requests: rendered per request with the board's data (live-pages.ts), asked
  // of the API in-process; the page rendered at build time when that fails
  const live = livePages({
    list: loadRenderer ? pageList : [],
    load,
    get: apiGet(),
    finish: (html) => withPublicUrl(html, config.publicUrl),
    onError: renderFailed,
  });
  // /game with a live page-session cookie: the player's own screen, asked of the API in-process as
  // the player (auth/page-session.ts, docs/decisions.md); the app shell when that fails
  // the React render itself in worker threads, off the event loop (render-workers.ts)
  const workers = loadRenderer
    ? new RenderWorkers(rendererModule(config.spaDir), config.concurrency.pageRenders)
    : null;
  if (workers) fastify.addHook('onClose', () => workers.close());
  const signedIn = signedInPages({
    load,
    finish: (html) => withPublicUrl(html, config.publicUrl),
    onError: renderFailed,
    ...(workers && { renderDocument: (frame, path, answers) => workers.render(frame, path, answers) }),
  });
  const pageSessions = app.get(PageSessions);
  // A render takes 0.1-0.4 s of CPU (in a worker, at a lower priority): at most
  // PAGE_RENDER_CONCURRENCY at once in the process and one per session; any other request for the
  // page gets the app shell at once, which fills itself from the API as after any render failure.
  const renders = new ConcurrencyGate({ perKey: 1, total: config.concurrency.pageRenders });
  /** The player's page for a request with a page-session cookie, or null (no cookie, a stale one, busy, or a failure). */
  const playerPage = async (path: string, cookies: string | undefined, reply: FastifyReply): Promise<Buffer | null> => {
    let release: Release | null = null;
    try {
      const session = await pageSessions.fromCookies(cookies);
      if (session === false) pageSessions.clear(reply);
      if (!session) return null;
      release = renders.tryEnter(session.sessionId);
      if (!release) {
        metrics.observePageRender(
          renders.active >= config.concurrency.pageRenders ? 'shell_busy' : 'shell_session_busy',
        );
        return null;
      }
      const html = await signedIn.render(path, apiGet(`Bearer ${pageSessions.accessToken(session)}`));
      metrics.observePageRender(html ? 'rendered' : 'not_rendered');
      return html;
    } catch (error) {
      renderFailed(path, error);
      metrics.observePageRender('not_rendered');
      return null;
    } finally {
      release?.();
    }
  };
  // read the renderer (a few MB of script) ahead of the first visitor, once the server is up
  setTimeout(() => void live.warm(), 1000).unref();
  const encoded = new WeakMap<Buffer, { br: Buffer; gzip: Buffer }>();
  /**
   * The HTML in the best encoding the browser takes (a prerendered page is ~100-170 KB raw, ~15 KB
   * brotli). A page made for one request (`once`: a player's) is compressed faster and not kept.
   */
  const negotiate = (
    html: Buffer,
    acceptEncoding: string | undefined,
    once = false,
  ): { body: Buffer; encoding?: string } => {
    if (html.length < 1024 || !acceptEncoding) return { body: html };
    let copies = encoded.get(html);
    if (!copies) {
      copies = {
        br: brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: once ? 5 : 9 } }),
        gzip: gzipSync(html, { level: once ? 6 : 9 }),
      };
      if (!once) encoded.set(html, copies);
    }
    if (/\bbr\b/.test(acceptEncoding)) return { body: copies.br, encoding: 'br' };
    if (/\bgzip\b/.test(acceptEncoding)) return { body: copies.gzip, encoding: 'gzip' };
    return { body: html };
  };
  await app.register(fastifyStatic as never, {
    root: config.spaDir,
    prefix: '/',
    wildcard: false,
    index: false,
    // the prerendered pages are served at their own paths (serveShell), not as files
    allowedPath: (pathName: string) => !pathName.startsWith('/prerendered/'),
    // the .br/.gz copies written by the frontend build (frontend/scripts/compress.mjs)
    preCompressed: true,
    // hashed build assets never change; everything else is revalidated
    setHeaders: (reply: { header(name: string, value: string): unknown }, path: string) => {
      reply.header(
        'Cache-Control',
        path.includes(join('assets', '')) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  // `/` and every other GET outside /api (client-side routes) load the app shell, or the page
  // rendered at build time for the public pages.
  const serveShell = async (
    request: { url: string; headers: Record<string, string | string[] | undefined> },
    reply: FastifyReply,
  ) => {
    const path = pagePath(request.url);
    if (path === API_BASE_PATH || path.startsWith(`${API_BASE_PATH}/`)) {
      return reply.status(404).send(errorBody('NOT_FOUND'));
    }
    const headers: Record<string, string> = {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-cache',
      Vary: 'Accept-Encoding',
    };
    // Only the public pages are for search engines; signed-in, admin and token pages are not.
    if (!prerendered.has(path)) headers['X-Robots-Tag'] = 'noindex';
    // The reset page carries a token in its path: never leak it through the Referer header.
    if (path.startsWith('/auth/reset-password')) headers['Referrer-Policy'] = 'no-referrer';
    let html: Buffer | null = null;
    const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    if (await signedIn.has(path, search)) {
      // the answer depends on the cookie and may carry the player's data: no cache keeps it
      headers['Cache-Control'] = 'no-store, private';
      headers.Vary = 'Accept-Encoding, Cookie';
      const cookies = request.headers.cookie;
      html = await playerPage(path, Array.isArray(cookies) ? cookies.join('; ') : cookies, reply);
    }
    const once = html !== null;
    html ??= (live.has(path) && (await live.render(path))) || shellFor(path);
    const accept = request.headers['accept-encoding'];
    const { body, encoding } = negotiate(html, Array.isArray(accept) ? accept.join(',') : accept, once);
    if (encoding) headers['Content-Encoding'] = encoding;
    return reply.headers(headers).send(body);
  };
  const robots = robotsTxt(config.publicUrl);
  const sitemap = sitemapXml(config.publicUrl, pageList);
  fastify.get('/robots.txt', (_request, reply) =>
    reply
      .headers({ 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' })
      .send(robots),
  );
  fastify.get('/sitemap.xml', (_request, reply) =>
    reply
      .headers({ 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' })
      .send(sitemap),
  );
  fastify.get('/*', serveShell);
  fastify.get('/', serveShell);
}
