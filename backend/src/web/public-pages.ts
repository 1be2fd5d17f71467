/**
 * The public pages rendered to HTML at build time (frontend/scripts/prerender.mjs writes them
 * to the SPA folder's `prerendered/`, with `pages.json`), robots.txt and sitemap.xml. Absolute
 * URLs in the pages are written as `%PUBLIC_URL%` and filled in here, once, at start.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUILD_FILES, type PageListEntry } from '@vineyard/domain';

const PLACEHOLDER = /%PUBLIC_URL%/g;
const SAFE_FILE = /^[\w-]+\.html$/;

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The page list of a build (empty without one: the app then serves its shell everywhere). */
export function readPageList(spaDir: string): PageListEntry[] {
  const file = join(spaDir, BUILD_FILES.pageList);
  if (!existsSync(file)) return [];
  const list = JSON.parse(readFileSync(file, 'utf8')) as PageListEntry[];
  return list.filter((entry) => entry.path.startsWith('/') && SAFE_FILE.test(entry.file));
}

/**
 * Each listed page's HTML with PUBLIC_URL filled in, keyed by path; of a page rendered with and
 * without the demo accounts, the variant this server's `GET /api/config` matches.
 */
export function loadPages(
  spaDir: string,
  list: PageListEntry[],
  publicUrl: string,
  demoAccounts = false,
): Record<string, string> {
  const pages: Record<string, string> = {};
  for (const entry of list) {
    if (entry.demoAccounts !== undefined && entry.demoAccounts !== demoAccounts) continue;
    pages[entry.path] = withPublicUrl(readFileSync(join(spaDir, BUILD_FILES.pagesDir, entry.file), 'utf8'), publicUrl);
  }
  return pages;
}

/** A page's HTML with its absolute URLs' placeholder replaced by PUBLIC_URL. */
export function withPublicUrl(html: string, publicUrl: string): string {
  return html.replace(PLACEHOLDER, () => escapeXml(publicUrl));
}

/** Crawl everything but the API; the signed-in and admin pages answer with `X-Robots-Tag: noindex`. */
export function robotsTxt(publicUrl: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /api/', '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
}

export function sitemapXml(publicUrl: string, list: PageListEntry[]): string {
  const urls = [...new Set(list.filter((entry) => entry.inSitemap).map((entry) => entry.path))].map(
    (path) => `  <url><loc>${escapeXml(`${publicUrl}${path}`)}</loc></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
