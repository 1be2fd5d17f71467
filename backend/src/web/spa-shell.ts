/**
 * The app shell (index.html) served for client-side routes, with `<link rel="modulepreload">` for
 * the code of the requested page's route area. The frontend build lists each area's chunks in
 * `route-preloads.json` (frontend/scripts/route-preloads.mjs); without that file every path gets
 * the plain shell. A wrong guess only costs a wasted preload: the app still loads what it needs.
 */
import type { RouteArea } from '@vineyard/domain';

/**
 * The areas whose code a path renders (frontend/src/app/router.tsx: `/admin` is in the public
 * layout; the estates, plots and finances pages are in the game layout, each with a chunk of its own).
 */
export function routeAreas(path: string): RouteArea[] {
  const under = (prefix: string) => path === prefix || path.startsWith(`${prefix}/`);
  if (under('/auth') || under('/login')) return ['auth'];
  if (under('/game/finances')) return ['game', 'finances'];
  if (under('/estates') || under('/create-estate') || under('/game/estate')) return ['game', 'estates'];
  if (under('/game/plots') || under('/game/blocks') || under('/game/marketplace')) return ['game', 'plots'];
  if (under('/game')) return ['game'];
  if (under('/admin')) return ['public', 'admin'];
  return ['public'];
}

const SAFE_ASSET = /^\/assets\/[\w.-]+\.js$/;

/** A path as the prerendered pages are keyed: no query, no trailing slash (except `/`). */
export function pagePath(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '/';
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path || '/';
}

/**
 * `(path) => HTML` with every variant built once: the public pages rendered at build time
 * (`pages`, keyed by path, see frontend/scripts/prerender.mjs) for their own paths, the app shell
 * with the modulepreload links of its route area for every other path.
 */
export function spaShells(
  indexHtml: string,
  preloads: Partial<Record<RouteArea, string[]>> | null,
  pages: Readonly<Record<string, string>> = {},
) {
  const variants = new Map<string, Buffer>();
  return (url: string): Buffer => {
    const path = pagePath(url);
    const page = Object.hasOwn(pages, path) ? path : null;
    const areas = routeAreas(path);
    const key = page === null ? `shell:${areas.join('+')}` : `page:${page}`;
    let html = variants.get(key);
    if (!html) {
      const base = page === null ? indexHtml : pages[page]!;
      // A prerendered page loads the app only when the visitor acts (frontend/src/prerender/boot.ts):
      // preloading its code would spend the bandwidth the first paint needs.
      const wanted = page === null ? areas.flatMap((area) => preloads?.[area] ?? []) : [];
      const files = [...new Set(wanted)].filter((f) => SAFE_ASSET.test(f));
      const links = files.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join('\n    ');
      html = Buffer.from(
        files.length && base.includes('</head>') ? base.replace('</head>', `  ${links}\n  </head>`) : base,
      );
      variants.set(key, html);
    }
    return html;
  };
}
