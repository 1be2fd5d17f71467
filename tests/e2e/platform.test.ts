/**
 * The real built server and SPA in Chromium: the home page renders without console errors at
 * phone and desktop widths, a link navigates client-side, deep links load the app, unknown
 * paths land on home, and Swagger UI renders with its Authorize button.
 */
import type { Browser } from 'playwright-core';
import { describeBrowser, launchBrowser, screenshot, VIEWPORTS, waitForTitle, watchConsole } from '../support/browser';
import { RunningServer, startServer } from '../support/server';

describeBrowser('platform in a real browser', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  }, 60000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it.each(VIEWPORTS)('home renders at $width px without console errors, and a link navigates', async (viewport) => {
    const page = await browser.newPage({ viewport: { width: viewport.width, height: viewport.height } });
    const errors = watchConsole(page);
    await page.goto(`${server.baseUrl}/`, { waitUntil: 'networkidle' });
    await waitForTitle(page, /\| Vineyard Valley$/);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await screenshot(page, `home-${viewport.width}`);

    if (viewport.width < 768) {
      await page.getByRole('button', { name: /menu/i }).first().click();
    }
    await page.getByRole('link', { name: 'Roadmap' }).first().click();
    await page.waitForURL(`${server.baseUrl}/roadmap`);
    await waitForTitle(page, /Roadmap \| Vineyard Valley/);
    await screenshot(page, `roadmap-${viewport.width}`);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('loads deep links into the app and sends unknown paths home', async () => {
    const page = await browser.newPage();
    const errors = watchConsole(page);
    const deep = await page.goto(`${server.baseUrl}/auth/login`, { waitUntil: 'networkidle' });
    expect(deep?.status()).toBe(200);
    await waitForTitle(page, /\| Vineyard Valley$/);
    await page.goto(`${server.baseUrl}/no/such/page`, { waitUntil: 'networkidle' });
    await page.waitForURL(`${server.baseUrl}/`);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('serves Swagger UI with the Authorize button', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = watchConsole(page);
    await page.goto(`${server.baseUrl}/api/docs`, { waitUntil: 'networkidle' });
    await page
      .getByRole('button', { name: /authorize/i })
      .first()
      .waitFor();
    await page.getByText('/api/health/ready').first().waitFor();
    await screenshot(page, 'swagger-1280');
    expect(errors).toEqual([]);
    await page.close();
  });
});
