/**
 * The app shell (index.html) served for client-side routes, with `<link rel="modulepreload">` for
 * the code of the requested page's route area. The frontend build lists each area's chunks in
 * `route-preloads.json` (frontend/scripts/route-preloads.mjs); without that file every path gets
 * the plain shell. A wrong guess only costs a wasted preload: the app still loads what it needs.
 */
export type RouteArea = 'public' | 'auth' | 'game' | 'finances' | 'admin';

/** The areas whose code a path renders (frontend/src/app/router.tsx: `/admin` is in the public layout, `/game/finances` in the game layout). */
export function routeAreas(path: string): RouteArea[] {
  const under = (prefix: string) => path === prefix || path.startsWith(`${prefix}/`);
  if (under('/auth') || under('/login')) return ['auth'];
  // Finances is a game page with a chunk of its own.
  if (under('/game/finances')) return ['game', 'finances'];
  if (under('/game') || under('/estates') || under('/create-estate')) return ['game'];
  if (under('/admin')) return ['public', 'admin'];
  return ['public'];
}

const SAFE_ASSET = /^\/assets\/[\w.-]+\.js$/;

/** `(path) => shell` with every area's variant built once. */
export function spaShells(indexHtml: string, preloads: Partial<Record<RouteArea, string[]>> | null) {
  const plain = Buffer.from(indexHtml);
  if (!preloads || !indexHtml.includes('</head>')) return (_path: string): Buffer => plain;
  const variants = new Map<string, Buffer>();
  return (path: string): Buffer => {
    const areas = routeAreas(path);
    const key = areas.join('+');
    let shell = variants.get(key);
    if (!shell) {
      const files = [...new Set(areas.flatMap((area) => preloads[area] ?? []))].filter((f) => SAFE_ASSET.test(f));
      const links = files.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join('\n    ');
      shell = Buffer.from(files.length ? indexHtml.replace('</head>', `  ${links}\n  </head>`) : indexHtml);
      variants.set(key, shell);
    }
    return shell;
  };
}
