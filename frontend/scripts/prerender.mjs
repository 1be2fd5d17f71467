/**
 * After the client build and the server-renderer build (`vite build --ssr src/prerender/render.tsx`,
 * written to .ssr/): renders each public page of src/prerender/pages.ts to HTML for a signed-out
 * visitor and writes it, inside the built index.html, to dist/prerendered/<file>, with
 *
 * - the critical CSS: Emotion (Chakra's style engine) writes a <style data-emotion> tag beside the
 *   elements it styles; they are moved into the head, where the browser's Emotion cache finds
 *   them and does not insert those rules again (and where they are no hydration mismatch);
 * - the title ('{title} | Vineyard Valley'), meta description, canonical URL, Open Graph and
 *   Twitter card tags and, on the home page, structured data. Absolute URLs start with the
 *   placeholder %PUBLIC_URL%, which the server replaces with PUBLIC_URL when it starts;
 * - `data-prerendered` on #root, which tells src/main.tsx to hydrate instead of rendering.
 *
 * dist/prerendered/pages.json lists the pages for the server (which paths have a file, and
 * which go into sitemap.xml). The output depends only on the sources: the build stays deterministic.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = `${root}dist`;
const ssrDir = `${root}.ssr`;
const { renderPage, PRERENDERED_PAGES } = await import(pathToFileURL(`${ssrDir}/render.js`).href);

const PRODUCT = 'Vineyard Valley';
const PLACEHOLDER = '%PUBLIC_URL%';
const STYLE_TAG = /<style data-emotion="([^"]*)"[^>]*>([\s\S]*?)<\/style>/g;

const escapeAttr = (value) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeText = (value) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Emotion's inline style tags out of the markup, in order, as head tags. */
function extractStyles(markup) {
  const tags = [];
  const body = markup.replace(STYLE_TAG, (_tag, keys, css) => {
    tags.push(`<style data-emotion="${keys}">${css}</style>`);
    return '';
  });
  return { body, styles: tags.join('') };
}

function headTags(page) {
  const title = `${page.title} | ${PRODUCT}`;
  const url = `${PLACEHOLDER}${page.path === '/' ? '/' : page.path}`;
  const image = `${PLACEHOLDER}/og-image.png`;
  const tags = [
    `<title>${escapeText(title)}</title>`,
    `<meta name="description" content="${escapeAttr(page.description)}" />`,
    `<link rel="canonical" href="${url}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${PRODUCT}" />`,
    `<meta property="og:title" content="${escapeAttr(title)}" />`,
    `<meta property="og:description" content="${escapeAttr(page.description)}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:image" content="${image}" />`,
    `<meta property="og:image:width" content="1200" />`,
    `<meta property="og:image:height" content="630" />`,
    `<meta property="og:image:alt" content="${PRODUCT}: a wine estate simulation" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${escapeAttr(title)}" />`,
    `<meta name="twitter:description" content="${escapeAttr(page.description)}" />`,
    `<meta name="twitter:image" content="${image}" />`,
  ];
  if (page.path === '/') {
    const data = {
      '@context': 'https://schema.org',
      '@type': 'VideoGame',
      name: PRODUCT,
      description: page.description,
      url,
      image,
      genre: 'Simulation',
      gamePlatform: 'Web browser',
      applicationCategory: 'Game',
      operatingSystem: 'Any',
      offers: { '@type': 'Offer', price: '0', priceCurrency: 'EUR' },
    };
    tags.push(`<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`);
  }
  return tags.join('\n    ');
}

const template = readFileSync(`${dist}/index.html`, 'utf8');
for (const needle of ['<title>Vineyard Valley</title>', '<div id="root"></div>', '</head>']) {
  if (!template.includes(needle)) throw new Error(`prerender: index.html lacks ${needle}`);
}
// The shell's generic description and title give way to each page's own, and the app's entry
// (with its modulepreload links) to the boot script, which loads the app when the visitor acts.
const appEntry = /<script type="module" crossorigin src="(\/assets\/index-[\w-]+\.js)"><\/script>/.exec(template)?.[1];
const bootFile = readdirSync(`${dist}/assets`).find((name) => /^boot-[\w-]+\.js$/.test(name));
if (!appEntry || !bootFile) throw new Error('prerender: the app entry or the boot script is missing from the build');
const base = template
  .replace(/\s*<meta\s+name="description"[\s\S]*?\/>/, '')
  .replace('<title>Vineyard Valley</title>', '')
  .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
  .replace(
    /<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js"><\/script>/,
    `<script type="module" src="/assets/${bootFile}" data-app="${appEntry}"></script>`,
  );
/** Before the app loads, the boot script marks the scrolled header; the app's own styles take over after. */
const BOOT_CSS =
  '<style>header[data-scrolled]{box-shadow:var(--chakra-shadows-md);border-color:var(--chakra-colors-border)}</style>';

mkdirSync(`${dist}/prerendered`, { recursive: true });
const listed = [];
for (const page of PRERENDERED_PAGES) {
  const { body, styles } = extractStyles(await renderPage(page.path));
  const html = base
    .replace('</head>', `  ${headTags(page)}\n    ${styles}${BOOT_CSS}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root" data-prerendered>${body}</div>`);
  writeFileSync(`${dist}/prerendered/${page.file}`, html);
  listed.push({ path: page.path, file: page.file, inSitemap: page.inSitemap });
  console.log(`prerendered ${page.path} → prerendered/${page.file} (${Math.round(html.length / 1024)} KB)`);
}
writeFileSync(`${dist}/prerendered/pages.json`, `${JSON.stringify(listed, null, 2)}\n`);
rmSync(ssrDir, { recursive: true, force: true });
