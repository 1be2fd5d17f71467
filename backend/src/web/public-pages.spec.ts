import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadPages, readPageList, robotsTxt, sitemapXml } from './public-pages';

describe('public pages', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'vv-pages-'));
    mkdirSync(join(dir, 'prerendered'));
    writeFileSync(
      join(dir, 'prerendered', 'pages.json'),
      JSON.stringify([
        { path: '/', file: 'home.html', inSitemap: true },
        { path: '/auth/login', file: 'login.html', inSitemap: false, demoAccounts: false },
        { path: '/auth/login', file: 'login-demo.html', inSitemap: false, demoAccounts: true },
        { path: '/evil', file: '../../etc/passwd', inSitemap: true },
      ]),
    );
    writeFileSync(join(dir, 'prerendered', 'home.html'), '<link rel="canonical" href="%PUBLIC_URL%/">');
    writeFileSync(join(dir, 'prerendered', 'login.html'), '<meta content="%PUBLIC_URL%/og-image.png">');
    writeFileSync(join(dir, 'prerendered', 'login-demo.html'), '<p>demo</p>');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('lists only safe page files, and none without a build', () => {
    expect(readPageList(dir).map((entry) => entry.file)).toEqual(['home.html', 'login.html', 'login-demo.html']);
    expect(readPageList(join(dir, 'missing'))).toEqual([]);
  });

  it('fills in PUBLIC_URL', () => {
    const pages = loadPages(dir, readPageList(dir), 'https://vineyard.example');
    expect(pages['/']).toBe('<link rel="canonical" href="https://vineyard.example/">');
    expect(pages['/auth/login']).toBe('<meta content="https://vineyard.example/og-image.png">');
  });

  it('sends the variant rendered for this server: with the demo accounts or without', () => {
    expect(loadPages(dir, readPageList(dir), 'https://vineyard.example', true)['/auth/login']).toBe('<p>demo</p>');
    expect(loadPages(dir, readPageList(dir), 'https://vineyard.example', false)['/auth/login']).toContain('og-image');
  });

  it('writes robots.txt and a sitemap of the listed pages', () => {
    expect(robotsTxt('https://vineyard.example')).toContain('Sitemap: https://vineyard.example/sitemap.xml');
    const sitemap = sitemapXml('https://vineyard.example', readPageList(dir));
    expect(sitemap).toContain('<loc>https://vineyard.example/</loc>');
    expect(sitemap).not.toContain('/auth/login');
  });
});
