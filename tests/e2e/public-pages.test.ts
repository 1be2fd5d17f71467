/**
 * The public pages as a crawler and a visitor get them (issue 21). They are rendered to HTML at
 * build time (frontend/scripts/prerender.mjs) and hydrated by the app:
 *
 * - before any script runs: the served HTML carries the page's content (for /feature-requests,
 *   rendered per request: the suggestions and statistics from the database, with the data the app
 *   hydrates from), its title, description,
 *   canonical URL (from PUBLIC_URL), Open Graph and Twitter tags, and the page paints styled with
 *   JavaScript switched off;
 * - after hydration, at 375 and 1280 px: the rotating word, the FAQ (one open at a time), the
 *   waitlist and newsletter forms with their exact texts, the mobile menu, the header shadow past
 *   50 px, analytics page views, "View Dashboard" for a signed-in player and client-side
 *   navigation into the game without a reload, with no console error (a hydration mismatch is one).
 */
import { DEMO_ACCOUNTS, formatNumber, GRAPE_VARIETIES, MESSAGES, REGIONS, ROADMAP_PHASES } from '@vineyard/domain';
import type { Browser, Page } from 'playwright-core';
import { describeBrowser, launchBrowser, VIEWPORTS, watchConsole } from '../support/browser';
import { api, RunningServer, startServer } from '../support/server';

const PAGES = [
  { path: '/', title: 'Home', h1: 'Vineyard Valley', text: ['Join the Waitlist', 'Frequently asked questions'] },
  {
    path: '/roadmap',
    title: 'Development Roadmap',
    h1: 'Development Roadmap',
    text: ROADMAP_PHASES.map((p) => p.title),
  },
  { path: '/contact', title: 'Contact', h1: 'Contact', text: [] },
  { path: '/feature-requests', title: 'Feature Requests', h1: 'Feature Requests', text: [] },
  { path: '/leaderboard', title: 'Leaderboard', h1: 'Leaderboard', text: ['Loading the leaderboard…'] },
  { path: '/awards', title: 'Awards', h1: 'Awards', text: ['Loading the awards…'] },
  { path: '/auth/login', title: 'Sign In', h1: 'Sign In', text: ['Password'] },
  { path: '/auth/register', title: 'Register', h1: 'Create Your Account', text: ['Username', 'Password'] },
] as const;

/** On the board before any page is served (the server keeps a rendered board for 30 s); one word of each is its own. */
const SUGGESTIONS = [
  'Cellar tours for visitors',
  'Barrel tasting notes',
  'Weather almanac per region',
  'Cooperage upgrades',
  'Harvest festival events',
  'Vineyard dog companion',
];

const attr = (html: string, pattern: RegExp) => pattern.exec(html)?.[1] ?? null;
const meta = (html: string, key: string) =>
  attr(html, new RegExp(`<meta (?:name|property)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`));

// a shared, busy machine: the app loads on a 4-core budget split between many suites
jest.setTimeout(120000);

describeBrowser('public pages: prerendered HTML, then hydrated', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer({ env: { DEMO_ACCOUNTS: 'true' }, timeoutMs: 60000 });
    const admin = await api(server.baseUrl, '/api/auth/login', {
      body: { identifier: DEMO_ACCOUNTS.admin.username, password: DEMO_ACCOUNTS.admin.password },
    });
    for (const title of SUGGESTIONS) {
      const res = await api(server.baseUrl, '/api/features', {
        token: admin.body.data.access_token as string,
        body: { title, description: `${title}: a suggestion for the board.`, searchedForSimilar: true },
      });
      expect(res.status).toBe(201);
    }
    browser = await launchBrowser();
  }, 120000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  describe('the HTML as served, before any script', () => {
    it.each(PAGES)('$path carries its content, title, description, canonical and card tags', async (page) => {
      const res = await fetch(`${server.baseUrl}${page.path}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('x-robots-tag')).toBeNull();
      const html = await res.text();
      expect(html).toContain('data-prerendered');
      expect(attr(html, /<title>([^<]*)<\/title>/)).toBe(`${page.title} | Vineyard Valley`);
      expect(html.match(/<title>/g)).toHaveLength(1);
      const description = meta(html, 'description');
      expect(description?.length).toBeGreaterThan(40);
      expect(html.match(/<meta name="description"/g)).toHaveLength(1);
      const canonical = `${server.baseUrl}${page.path}`;
      expect(attr(html, /<link rel="canonical" href="([^"]*)"/)).toBe(canonical);
      expect(meta(html, 'og:url')).toBe(canonical);
      expect(meta(html, 'og:title')).toBe(`${page.title} | Vineyard Valley`);
      expect(meta(html, 'og:description')).toBe(description);
      expect(meta(html, 'og:image')).toBe(`${server.baseUrl}/og-image.png`);
      expect(meta(html, 'twitter:card')).toBe('summary_large_image');
      // the critical CSS is in the head (one sheet, trimmed to what the page reads), none is left
      // in the body
      const [head, body] = html.split(/<div id="root" data-prerendered[^>]*>/);
      expect(head.match(/<style data-prerendered-css>/g)).toHaveLength(1);
      expect(head).toContain('--chakra-colors-wine-800:');
      expect(head).not.toContain('--chakra-colors-purple-950:');
      expect(body).not.toContain('<style');
      expect(body).toMatch(new RegExp(`<h1[^>]*>(?:(?!</h1>)[\\s\\S])*${page.h1}`));
      for (const text of page.text) expect(body).toContain(text);
    });

    it('/feature-requests is rendered per request: the suggestions and statistics from the database', async () => {
      const html = await (await fetch(`${server.baseUrl}/feature-requests`)).text();
      const body = html.split(/<div id="root" data-prerendered[^>]*>/)[1] ?? '';
      const top = (await api(server.baseUrl, '/api/features?limit=5&sort=votes&page=1')).body.data.features as {
        id: string;
        title: string;
      }[];
      const stats = (await api(server.baseUrl, '/api/features/statistics')).body.data.statistics;
      expect(top).toHaveLength(5);
      // the first page of the list as real HTML, with Load More, and no loading state
      for (const { title } of top) expect(body).toContain(`>${title}</h3>`);
      expect(body).toContain('Load More');
      expect(body).not.toContain('Loading suggestions');
      expect(body).not.toContain('data-needs-app');
      // the statistics: the tiles and the status chart
      expect(stats.totalSuggestions).toBe(SUGGESTIONS.length);
      const tiles = body.slice(body.indexOf('id="stats-title"'), body.indexOf('data-testid="status-chart"'));
      expect(tiles).toMatch(new RegExp(`>${formatNumber(stats.totalSuggestions)}</p><p[^>]*>Suggestions</p>`));
      expect(body).toMatch(new RegExp(`>Under Review</p>(?:(?!</li>)[\\s\\S])*>${SUGGESTIONS.length}</p></li>`));
      // the answers the page was rendered with, for the app to hydrate from
      const data = JSON.parse(
        attr(html, /<script type="application\/json" id="vv-page-data">([^<]*)<\/script>/) ?? '[]',
      );
      expect(data.map((entry: { endpointName: string }) => entry.endpointName)).toEqual([
        'listFeatures',
        'getFeatureStatistics',
        'listFeatureTags',
      ]);
      expect(data[0].arg).toEqual({ limit: 5, sort: 'votes', page: 1 });
      expect(data[0].value.data.features.map((f: { id: string }) => f.id)).toEqual(top.map((f) => f.id));
      expect(data[1].value.data.statistics).toEqual(stats);
    });

    it('the home page states the real figures and structured data; the image exists', async () => {
      const html = await (await fetch(`${server.baseUrl}/`)).text();
      expect(html).toContain(`>${GRAPE_VARIETIES.length}</p>`);
      expect(html).toContain(`>${REGIONS.length}</p>`);
      expect(html).not.toContain('40+');
      const data = JSON.parse(attr(html, /<script type="application\/ld\+json">([^<]*)<\/script>/) ?? '{}');
      expect(data).toMatchObject({ '@type': 'VideoGame', name: 'Vineyard Valley', url: `${server.baseUrl}/` });
      const image = await fetch(`${server.baseUrl}/og-image.png`);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/png');
    });

    it('robots.txt and sitemap.xml are real; signed-in and admin pages are noindex', async () => {
      const robots = await fetch(`${server.baseUrl}/robots.txt`);
      expect(robots.headers.get('content-type')).toMatch(/^text\/plain/);
      const robotsText = await robots.text();
      expect(robotsText).toContain('User-agent: *');
      expect(robotsText).toContain(`Sitemap: ${server.baseUrl}/sitemap.xml`);
      const sitemap = await fetch(`${server.baseUrl}/sitemap.xml`);
      expect(sitemap.headers.get('content-type')).toMatch(/^application\/xml/);
      const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
      expect(locs).toEqual(
        ['/', '/roadmap', '/contact', '/feature-requests', '/leaderboard', '/awards', '/auth/register'].map(
          (p) => `${server.baseUrl}${p}`,
        ),
      );
      for (const path of ['/game', '/game/plots', '/estates', '/admin', '/auth/forgot-password']) {
        const res = await fetch(`${server.baseUrl}${path}`);
        expect([path, res.headers.get('x-robots-tag')]).toEqual([path, 'noindex']);
        expect(await res.text()).not.toContain('data-prerendered');
      }
    });

    it('sends the page compressed to browsers that take it', async () => {
      const res = await fetch(`${server.baseUrl}/`, { headers: { 'Accept-Encoding': 'br' } });
      expect(res.headers.get('content-encoding')).toBe('br');
      expect(await res.text()).toContain('data-prerendered');
    });
  });

  describe.each(VIEWPORTS)('at $width px', (viewport) => {
    async function open(javaScriptEnabled = true): Promise<{ page: Page; errors: string[] }> {
      const context = await browser.newContext({
        viewport: { width: viewport.width, height: viewport.height },
        javaScriptEnabled,
      });
      const page = await context.newPage();
      return { page, errors: watchConsole(page) };
    }

    it('each page paints styled with JavaScript off', async () => {
      const { page } = await open(false);
      for (const { path } of PAGES) {
        await page.goto(`${server.baseUrl}${path}`);
        const heading = page.locator('h1, h2').first();
        await heading.waitFor();
        // the theme's heading font and the page's own layout, without the app's script
        const font = await heading.evaluate((el) => getComputedStyle(el).fontFamily);
        expect([path, font]).toEqual([path, expect.stringMatching(/Georgia|serif/i)]);
        // laid out for the viewport: nothing wider than the screen
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect([path, width]).toEqual([path, viewport.width]);
      }
      await page.context().close();
    });

    it('home after hydration: word, FAQ, waitlist, newsletter, header shadow, menu, analytics', async () => {
      const { page, errors } = await open();
      const pageViews: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/api/analytics/events')) pageViews.push(request.postData() ?? '');
      });
      await page.goto(`${server.baseUrl}/`);
      const word = page.getByTestId('hero-word');
      const first = await word.textContent();
      await page.waitForFunction(
        (text) => document.querySelector('[data-testid="hero-word"]')?.textContent !== text,
        first,
        { timeout: 6000 },
      );

      const faq = page.locator('[aria-labelledby="faq-title"] button[aria-expanded]');
      await faq.nth(3).click();
      await page.waitForFunction(
        () =>
          Array.from(document.querySelectorAll('[aria-labelledby="faq-title"] button[aria-expanded]'))
            .map((b) => b.getAttribute('aria-expanded'))
            .join(',') === 'false,false,false,true,false',
      );

      const waitlist = page.getByRole('form', { name: 'Waitlist' });
      await waitlist.getByLabel('Email address').fill(`visitor-${viewport.width}@example.test`);
      await waitlist.getByRole('button').click();
      await page.getByText(MESSAGES.waitlist.joined).waitFor();

      const newsletter = page.locator('[aria-labelledby="stay-updated-title"]').getByRole('form');
      await newsletter.getByRole('textbox').fill(`reader-${viewport.width}@example.test`);
      await newsletter.getByRole('button').click();
      await newsletter.getByRole('button', { name: 'Subscribing...' }).waitFor();
      await newsletter.getByRole('button', { name: 'Thanks for subscribing!' }).waitFor();

      const header = page.locator('header').first();
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForFunction(() => !document.querySelector('header')?.hasAttribute('data-scrolled'));
      await page.evaluate(() => window.scrollTo(0, 400));
      await page.waitForFunction(() => document.querySelector('header')?.hasAttribute('data-scrolled'));
      expect(await header.evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe('none');

      if (viewport.width < 768) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.locator('#mobile-menu').getByRole('link', { name: 'Roadmap' }).click();
      } else {
        await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Roadmap' }).click();
      }
      await page.waitForURL(`${server.baseUrl}/roadmap`);
      await page.waitForFunction(() => document.title === 'Development Roadmap | Vineyard Valley');
      for (const deadline = Date.now() + 5000; pageViews.length < 2 && Date.now() < deadline;)
        await page.waitForTimeout(50);
      expect(pageViews.map((body) => JSON.parse(body).path)).toEqual(['/', '/roadmap']);
      expect(errors).toEqual([]);
      await page.context().close();
    });

    it('feature requests after hydration: Load More and a search before the app, then a signed-in vote', async () => {
      const { page, errors } = await open();
      await page.goto(`${server.baseUrl}/feature-requests`);
      const cards = page.getByTestId('suggestion-card');
      // the board as served: no app until the visitor acts
      await expect(cards.count()).resolves.toBe(5);
      expect(await page.getAttribute('html', 'data-app')).toBeNull();
      // pagination: the click loads the app, is held and replayed
      await page.getByRole('button', { name: 'Load More' }).click();
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="suggestion-card"]').length === 6);
      await page.waitForSelector('html[data-app="ready"]');
      await page.getByLabel('Search suggestions').fill('almanac');
      await page.waitForFunction(
        () =>
          Array.from(document.querySelectorAll('[data-testid="suggestion-card"] h3'))
            .map((h) => h.textContent)
            .join('|') === 'Weather almanac per region',
      );
      // a signed-in player votes (the app loads at once for a stored session)
      const login = await api(server.baseUrl, '/api/auth/login', {
        body: { identifier: DEMO_ACCOUNTS.player.username, password: DEMO_ACCOUNTS.player.password },
      });
      await page.evaluate(
        ([access, refresh]) => {
          localStorage.setItem('access_token', access);
          localStorage.setItem('refresh_token', refresh);
        },
        [login.body.data.access_token as string, login.body.data.refresh_token as string],
      );
      await page.reload();
      await page.getByRole('button', { name: 'Suggest a Feature' }).waitFor();
      // at 1280 px the first card is the one voted for at 375 px
      const title =
        (await cards
          .nth(viewport.width < 768 ? 0 : 1)
          .locator('h3')
          .textContent()) ?? '';
      const card = cards.filter({ hasText: title });
      await card.getByRole('button', { name: `Vote up: ${title}` }).click();
      await page.getByText(MESSAGES.suggestion.voteRecorded).first().waitFor();
      await expect(card.getByTestId('vote-count').textContent()).resolves.toBe('1');
      expect(errors).toEqual([]);
      await page.context().close();
    });

    it('a signed-in player gets View Dashboard and the game without a full reload', async () => {
      const login = await api(server.baseUrl, '/api/auth/login', {
        body: { identifier: DEMO_ACCOUNTS.player.username, password: DEMO_ACCOUNTS.player.password },
      });
      expect(login.status).toBe(200);
      const { page, errors } = await open();
      await page.goto(`${server.baseUrl}/robots.txt`);
      await page.evaluate(
        ([access, refresh]) => {
          localStorage.setItem('access_token', access);
          localStorage.setItem('refresh_token', refresh);
        },
        [login.body.data.access_token as string, login.body.data.refresh_token as string],
      );
      await page.goto(`${server.baseUrl}/`);
      const dashboard = page.getByRole('link', { name: 'View Dashboard' });
      await dashboard.waitFor();
      const footer = page.getByRole('contentinfo');
      await footer.getByRole('link', { name: 'Dashboard' }).waitFor();
      expect(await footer.getByRole('link', { name: 'Sign In' }).count()).toBe(0);
      // the app has the page (the boot script has handed over: src/prerender/boot.ts)
      await page.waitForSelector('html[data-app="ready"]');
      await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
      // what the page did, for the failure message (CI once waited 30 s here for a URL that never came)
      const trail: string[] = [];
      page.on('framenavigated', (frame) => frame === page.mainFrame() && trail.push(`url ${frame.url()}`));
      page.on('requestfailed', (request) => trail.push(`failed ${request.url()} ${request.failure()?.errorText}`));
      page.on('response', (res) => res.status() >= 400 && trail.push(`${res.status()} ${res.url()}`));
      await dashboard.click();
      // a player without an estate goes on to /create-estate?onboarding=true&redirect=%2Fgame (at
      // once: the /game URL may come and go before it is seen)
      await page.waitForURL(/\/(game|create-estate)(\?[^#]*)?$/, { timeout: 60000 }).catch((error: Error) => {
        throw new Error(`${error.message}\nnow at ${page.url()}\n${[...trail, ...errors].join('\n')}`);
      });
      await page.waitForFunction(
        () => / \| Vineyard Valley$/.test(document.title) && !document.title.startsWith('Home'),
      );
      expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
      expect(errors).toEqual([]);
      await page.context().close();
    });

    it('a registration typed, ticked and sent before the app has hydrated is sent once, as shown', async () => {
      const { page, errors } = await open();
      const name = `early_${viewport.width}_${Date.now().toString(36)}`;
      await page.goto(`${server.baseUrl}/auth/register`);
      expect(await page.getAttribute('html', 'data-app')).toBeNull();
      await page.getByLabel('Username').fill(name);
      await page.getByLabel('Email').fill(`${name}@example.test`);
      await page.locator('input[name="password"]').fill('Vineyard!2025');
      await page.locator('input[name="confirmPassword"]').fill('Vineyard!2025');
      await page.getByText('I accept the terms and conditions').click();
      await page.getByRole('button', { name: 'Create Account' }).click();
      await page.getByText(MESSAGES.auth.accountCreated).waitFor();
      expect(errors).toEqual([]);
      await page.context().close();
    });

    it('sign-in and registration forms work after hydration', async () => {
      const { page, errors } = await open();
      await page.goto(`${server.baseUrl}/auth/register`);
      // the click comes before the app (it loads on the visitor's first act), is held and replayed
      const password = page.locator('input[autocomplete="new-password"]').first();
      await expect(password.getAttribute('type')).resolves.toBe('password');
      expect(await page.getAttribute('html', 'data-app')).toBeNull();
      await page.getByRole('button', { name: 'Show password' }).click();
      await page.waitForFunction(
        () => document.querySelector('input[autocomplete="new-password"]')?.getAttribute('type') === 'text',
      );
      // the sign-in page as this server (with demo accounts) renders it, before any script
      await page.goto(`${server.baseUrl}/auth/login`);
      await page.getByRole('button', { name: 'Demo Player' }).waitFor();
      expect(await page.getAttribute('html', 'data-app')).toBeNull();
      await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
      // typed before the app has hydrated: the app receives the values, and the held submission
      await page.locator('input[name="identifier"]').fill(DEMO_ACCOUNTS.player.username);
      await page.locator('input[autocomplete="current-password"]').fill(DEMO_ACCOUNTS.player.password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL((url) => !url.pathname.startsWith('/auth/'));
      expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  });
});
