/**
 * After the client build and the server-renderer build (`vite build --ssr src/prerender/render.tsx`,
 * written to dist/prerendered/ssr/): renders each public page of src/prerender/pages.ts to HTML for
 * a signed-out visitor and writes it to dist/prerendered/<file> (src/prerender/document.ts says
 * what the document holds: the page's CSS in the head, its title, description, canonical URL and
 * card tags, `data-prerendered` on #root).
 *
 * dist/prerendered/pages.json lists the pages for the server (which paths have a file, which go
 * into sitemap.xml, and `live`: which ones the server renders per request with their data; its
 * entries and the renderer's exports are typed once in @vineyard/domain web-pages.ts);
 * dist/prerendered/frame.html is the frame those are rendered in. The renderer stays in
 * dist/prerendered/ssr/render.mjs for them (the server never serves dist/prerendered/ as files).
 * The output depends only on the sources: the build stays deterministic.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = `${root}dist`;
const { renderDocument, pageFrame, pageListEntry, PRERENDERED_PAGES } = await import(
  pathToFileURL(`${dist}/prerendered/ssr/render.mjs`).href
);

// The shell's generic description and title give way to each page's own, and the app's entry
// (with its modulepreload links) to the boot script, which loads the app when the visitor acts.
const bootFile = readdirSync(`${dist}/assets`).find((name) => /^boot-[\w-]+\.js$/.test(name));
if (!bootFile) throw new Error('prerender: the boot script is missing from the build');
const frame = pageFrame(readFileSync(`${dist}/index.html`, 'utf8'), bootFile);

mkdirSync(`${dist}/prerendered`, { recursive: true });
writeFileSync(`${dist}/prerendered/frame.html`, frame);
const listed = [];
for (const page of PRERENDERED_PAGES) {
  const { demoAccounts } = page;
  const html = await renderDocument(frame, page.path, { demoAccounts });
  writeFileSync(`${dist}/prerendered/${page.file}`, html);
  listed.push(pageListEntry(page));
  console.log(`prerendered ${page.path} → prerendered/${page.file} (${Math.round(html.length / 1024)} KB)`);
}
writeFileSync(`${dist}/prerendered/pages.json`, `${JSON.stringify(listed, null, 2)}\n`);
