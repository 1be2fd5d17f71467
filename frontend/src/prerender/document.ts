/**
 * The HTML document of a public page around the markup React rendered for it, shared by the build
 * (scripts/prerender.mjs, every public page once) and the server (the pages rendered per request
 * with their data, see render.tsx `renderDocument`):
 *
 * - the critical CSS: Emotion (Chakra's style engine) writes a <style data-emotion> tag beside the
 *   elements it styles; they are moved into the head as one sheet, trimmed to what the page reads;
 * - the title ('{title} | Vineyard Valley'), meta description, canonical URL, Open Graph and
 *   Twitter card tags and, on the home page, structured data. Absolute URLs start with the
 *   placeholder %PUBLIC_URL%, which the server replaces with PUBLIC_URL;
 * - `data-prerendered` on #root, which tells src/main.tsx to hydrate instead of rendering.
 */
import { PRODUCT_NAME } from '@vineyard/domain';
import type { PrerenderedPage } from './pages';

export const PUBLIC_URL_PLACEHOLDER = '%PUBLIC_URL%';
const STYLE_TAG = /<style data-emotion="([^"]*)"[^>]*>([\s\S]*?)<\/style>/g;

const escapeAttr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const VAR_REF = /var\((--[\w-]+)/g;
const CUSTOM_DECL = /(^|[{;])\s*(--[\w-]+)\s*:([^;{}]*)(?=;|})/g;

/** Before the app loads, the boot script marks the scrolled header; the app's own styles take over after. */
export const BOOT_CSS =
  '<style>header[data-scrolled]{box-shadow:var(--chakra-shadows-md);border-color:var(--chakra-colors-border)}</style>';

/**
 * The page's CSS without the custom properties nothing on the page reads. Chakra declares every
 * token of the theme as a variable on :root (~50 KB) and each colour palette's ~60 variables on
 * every element that sets one; a page uses a small part of them. A property is kept when a rule,
 * an inline style or a kept property reads it (to a fixed point). What the page paints is the
 * same: an unread custom property changes nothing.
 */
function trimUnreadProperties(css: string, alsoReads: string): string {
  const declared = new Map<string, string[]>(); // name -> values (a property may be declared in several rules)
  for (const [, , name, value] of css.matchAll(CUSTOM_DECL)) {
    const values = declared.get(name!) ?? [];
    values.push(value!);
    declared.set(name!, values);
  }
  const read = new Set<string>();
  const visit = (text: string) => {
    for (const [, name] of text.matchAll(VAR_REF)) {
      if (read.has(name!)) continue;
      read.add(name!);
      for (const value of declared.get(name!) ?? []) visit(value);
    }
  };
  visit(css.replace(CUSTOM_DECL, '$1'));
  visit(alsoReads);
  return css.replace(CUSTOM_DECL, (declaration, lead: string, name: string) => (read.has(name) ? declaration : lead));
}

const KEYFRAMES = /@keyframes\s+([\w-]+)\s*\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}/g;

/** The page's CSS without the animations nothing on it names (Chakra declares all of its own). */
function trimUnusedKeyframes(css: string): string {
  const rest = css.replace(KEYFRAMES, '');
  return css.replace(KEYFRAMES, (block, name: string) =>
    new RegExp(`[\\s:,]${name}[\\s;,}!]`).test(rest) ? block : '',
  );
}

/**
 * Emotion's inline style tags out of the markup, in order, as head tags, trimmed to what the page
 * reads. They are marked `data-prerendered-css`, not `data-emotion`: the browser's Emotion cache
 * does not adopt them, so when the app hydrates it inserts the complete rules (the trimmed ones
 * paint this page only; the app's next pages need the rest of the tokens).
 */
function extractStyles(markup: string): { body: string; styles: string } {
  const rules: string[] = [];
  const body = markup.replace(STYLE_TAG, (_tag, _keys, css: string) => {
    rules.push(css);
    return '';
  });
  const inline = [...body.matchAll(/style="([^"]*)"/g)].map((match) => match[1]).join(';');
  const css = trimUnusedKeyframes(trimUnreadProperties(rules.join('\n'), `${inline};${BOOT_CSS}`));
  return { body, styles: `<style data-prerendered-css>${css}</style>` };
}

export function headTags(page: PrerenderedPage): string {
  const title = `${page.title} | ${PRODUCT_NAME}`;
  const url = `${PUBLIC_URL_PLACEHOLDER}${page.path === '/' ? '/' : page.path}`;
  const image = `${PUBLIC_URL_PLACEHOLDER}/og-image.png`;
  const tags = [
    `<title>${escapeText(title)}</title>`,
    `<meta name="description" content="${escapeAttr(page.description)}" />`,
    `<link rel="canonical" href="${url}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${PRODUCT_NAME}" />`,
    `<meta property="og:title" content="${escapeAttr(title)}" />`,
    `<meta property="og:description" content="${escapeAttr(page.description)}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:image" content="${image}" />`,
    `<meta property="og:image:width" content="1200" />`,
    `<meta property="og:image:height" content="630" />`,
    `<meta property="og:image:alt" content="${PRODUCT_NAME}: a wine estate simulation" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${escapeAttr(title)}" />`,
    `<meta name="twitter:description" content="${escapeAttr(page.description)}" />`,
    `<meta name="twitter:image" content="${image}" />`,
  ];
  if (page.path === '/') {
    const data = {
      '@context': 'https://schema.org',
      '@type': 'VideoGame',
      name: PRODUCT_NAME,
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

/** The head of a page rendered for a signed-in player: its title, and never for search engines. */
export function signedInHead(title: string): string {
  return [
    `<title>${escapeText(`${title} | ${PRODUCT_NAME}`)}</title>`,
    '<meta name="robots" content="noindex" />',
  ].join('\n    ');
}

const APP_ENTRY = /<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js"><\/script>/;

/**
 * The built index.html made into the public pages' frame: without the shell's generic title and
 * description (each page has its own), and with the boot script (`bootFile`, under /assets/), which
 * loads the app when the visitor acts, in place of the app's entry and its modulepreload links
 * (listed in the script's `data-chunks` instead).
 */
export function pageFrame(indexHtml: string, bootFile: string): string {
  for (const needle of [`<title>${PRODUCT_NAME}</title>`, '<div id="root"></div>', '</head>']) {
    if (!indexHtml.includes(needle)) throw new Error(`prerender: index.html lacks ${needle}`);
  }
  const appEntry = /src="(\/assets\/index-[\w-]+\.js)"/.exec(APP_ENTRY.exec(indexHtml)?.[0] ?? '')?.[1];
  if (!appEntry) throw new Error('prerender: the app entry is missing from index.html');
  // the entry's chunks, in the order Vite lists them: the boot script fetches them together and
  // evaluates them one per task when it loads the app
  const chunks = [...indexHtml.matchAll(/<link rel="modulepreload"[^>]*href="(\/assets\/[\w.-]+\.js)"/g)].map(
    (match) => match[1],
  );
  return indexHtml
    .replace(/\s*<meta\s+name="description"[\s\S]*?\/>/, '')
    .replace(`<title>${PRODUCT_NAME}</title>`, '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(
      APP_ENTRY,
      `<script type="module" src="/assets/${bootFile}" data-app="${appEntry}" data-chunks="${chunks.join(' ')}"></script>`,
    );
}

/**
 * The page's document: `frame` (pageFrame) with the page's head tags (`head`: headTags or
 * signedInHead) and CSS, and the markup in a `#root` marked `data-prerendered` (plus
 * `rootAttributes`); `afterRoot` follows #root (the data the page was rendered with, for hydration).
 */
export function pageDocument(
  frame: string,
  head: string,
  markup: string,
  { rootAttributes = '', afterRoot = '' }: { rootAttributes?: string; afterRoot?: string } = {},
): string {
  const { body, styles } = extractStyles(markup);
  return frame
    .replace('</head>', () => `  ${head}\n    ${styles}${BOOT_CSS}\n  </head>`)
    .replace(
      '<div id="root"></div>',
      () => `<div id="root" data-prerendered${rootAttributes}>${body}</div>${afterRoot}`,
    );
}
