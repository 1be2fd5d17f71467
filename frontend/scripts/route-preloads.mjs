/**
 * After `vite build`: lists, per route area (src/app/areas/*.ts: public, auth, game, estates, plots, finances, admin), the
 * chunks that area loads beyond the entry's own (which index.html already preloads), and writes
 * them to dist/route-preloads.json. The server adds them to the app shell as
 * `<link rel="modulepreload">` for the area of the requested path, so the browser fetches the
 * page's code together with the entry instead of after it (one round trip less before the first
 * paint). Vite's manifest is read from dist/.vite and removed: it is not meant to be served.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dist = fileURLToPath(new URL('../dist', import.meta.url));
const manifestFile = `${dist}/.vite/manifest.json`;
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));

/** A chunk's file and those of its static imports, recursively. */
function closure(key, into = new Set()) {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(imported, into);
  return into;
}

// the app's entry (the build's other entry is the prerendered pages' boot script)
const entryKey = Object.keys(manifest).find((key) => key === 'index.html' && manifest[key].isEntry);
if (!entryKey) throw new Error('route-preloads: no entry in the Vite manifest');
const loadedByEntry = closure(entryKey);

const areas = {};
for (const [key, chunk] of Object.entries(manifest)) {
  const match = /^src\/app\/areas\/(\w+)\.ts$/.exec(key);
  if (!match || !chunk.isDynamicEntry) continue;
  areas[match[1]] = [...closure(key)].filter((file) => !loadedByEntry.has(file)).map((file) => `/${file}`);
}
for (const area of ['public', 'auth', 'game', 'estates', 'plots', 'finances', 'admin']) {
  if (!areas[area]) throw new Error(`route-preloads: no chunk for src/app/areas/${area}.ts`);
}
writeFileSync(`${dist}/route-preloads.json`, `${JSON.stringify(areas, null, 2)}\n`);
rmSync(`${dist}/.vite`, { recursive: true, force: true });
console.log(
  `route preloads: ${Object.entries(areas)
    .map(([area, files]) => `${area} ${files.length}`)
    .join(', ')}`,
);
