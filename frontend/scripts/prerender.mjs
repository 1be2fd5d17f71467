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
const { renderPage, PRERENDERED_PAGES, DEMO_ACCOUNTS_ATTRIBUTE } = await import(
  pathToFileURL(`${ssrDir}/render.js`).href
);

const PRODUCT = 'Vineyard Valley';
const PLACEHOLDER = '%PUBLIC_URL%';
const STYLE_TAG = /<style data-emotion="([^"]*)"[^>]*>([\s\S]*?)<\/style>/g;

const escapeAttr = (value) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeText = (value) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const VAR_REF = /var\((--[\w-]+)/g;
const CUSTOM_DECL = /(^|[{;])\s*(--[\w-]+)\s*:([^;{}]*)(?=;|})/g;

/**
 * The page's CSS without the custom properties nothing on the page reads. Chakra declares every
 * token of the theme as a variable on :root (~50 KB) and each colour palette's ~60 variables on
 * every element that sets one; a page uses a small part of them. A property is kept when a rule,
 * an inline style or a kept property reads it (to a fixed point). What the page paints is the
 * same: an unread custom property changes nothing.
 */
function trimUnreadProperties(css, alsoReads) {
  const declared = new Map(); // name -> values (a property may be declared in several rules)
  for (const [, , name, value] of css.matchAll(CUSTOM_DECL)) {
    if (!declared.has(name)) declared.set(name, []);
    declared.get(name).push(value);
  }
  const read = new Set();
  const visit = (text) => {
    for (const [, name] of text.matchAll(VAR_REF)) {
      if (read.has(name)) continue;
      read.add(name);
      for (const value of declared.get(name) ?? []) visit(value);
    }
  };
  visit(css.replace(CUSTOM_DECL, '$1'));
  visit(alsoReads);
  return css.replace(CUSTOM_DECL, (declaration, lead, name) => (read.has(name) ? declaration : lead));
}

const KEYFRAMES = /@keyframes\s+([\w-]+)\s*\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}/g;

/** The page's CSS without the animations nothing on it names (Chakra declares all of its own). */
function trimUnusedKeyframes(css) {
  const rest = css.replace(KEYFRAMES, '');
  return css.replace(KEYFRAMES, (block, name) => (new RegExp(`[\\s:,]${name}[\\s;,}!]`).test(rest) ? block : ''));
}

/**
 * Emotion's inline style tags out of the markup, in order, as head tags, trimmed to what the page
 * reads. They are marked `data-prerendered-css`, not `data-emotion`: the browser's Emotion cache
 * does not adopt them, so when the app hydrates it inserts the complete rules (the trimmed ones
 * paint this page only; the app's next pages need the rest of the tokens).
 */
function extractStyles(markup) {
  const rules = [];
  const body = markup.replace(STYLE_TAG, (_tag, _keys, css) => {
    rules.push(css);
    return '';
  });
  const inline = [...body.matchAll(/style="([^"]*)"/g)].map((match) => match[1]).join(';');
  const css = trimUnusedKeyframes(trimUnreadProperties(rules.join('\n'), `${inline};${BOOT_CSS}`));
  return { body, styles: `<style data-prerendered-css>${css}</style>` };
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
  const { demoAccounts } = page;
  const { body, styles } = extractStyles(await renderPage(page.path, demoAccounts));
  const config = demoAccounts === undefined ? '' : ` ${DEMO_ACCOUNTS_ATTRIBUTE}="${demoAccounts}"`;
  const root = `<div id="root" data-prerendered${config}>`;
  const html = base
    .replace('</head>', `  ${headTags(page)}\n    ${styles}${BOOT_CSS}\n  </head>`)
    .replace('<div id="root"></div>', () => `${root}${body}</div>`);
  writeFileSync(`${dist}/prerendered/${page.file}`, html);
  listed.push({
    path: page.path,
    file: page.file,
    inSitemap: page.inSitemap,
    ...(demoAccounts !== undefined && { demoAccounts }),
  });
  console.log(`prerendered ${page.path} → prerendered/${page.file} (${Math.round(html.length / 1024)} KB)`);
}
writeFileSync(`${dist}/prerendered/pages.json`, `${JSON.stringify(listed, null, 2)}\n`);
rmSync(ssrDir, { recursive: true, force: true });
